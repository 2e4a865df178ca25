import Architecture

extension ModelRecovery {
    /// A view model that its module's builder constructs and its module's view keeps (by its
    /// own name or a protocol it implements), in a module with a router and no presenter, plays
    /// the presenter: an MVVM screen with an assembly and a router (`AccountViewModel` beside
    /// `AccountAssembly` and `AccountRouter`) is a VIPER module whose presenter has another name.
    package mutating func proposeViewModelPresenters() {
        // Most packages name no view model; then there is nothing to look for.
        guard declared.contains(where: { !$0.isProtocol && $0.proposed == nil && NameAffix.hasProperSuffix($0.name, "ViewModel") })
        else { return }
        var presented = presentedModules()
        let routed = presentedModules(role: .router)
        let builtBy = constructionsByBuilders()
        guard !builtBy.isEmpty else { return }
        let heldByViews = heldNames(by: .view)
        for type in declared where type.proposed == nil && shared[type.id] == nil && type.decl.kind == .class {
            guard NameAffix.hasProperSuffix(type.name, "ViewModel"), let builders = builtBy[type.name] else { continue }
            let keptBy = (CollectionOfOne(type.name) + type.inherits).reduce(into: Set<String>()) { $0.formUnion(heldByViews[$1] ?? []) }
            let modules = builders.filter {
                let module = TypeRoles.asciiLowercased($0[...])
                return keptBy.contains(module) && routed.contains(module) && !presented.contains(module)
            }
            guard modules.count == 1 else { continue }
            type.proposed = (.presenter, modules[0])
            presented.insert(TypeRoles.asciiLowercased(modules[0][...]))
        }
    }
}
