import Diagnostics

/// Turns the groups of a `ModelRecovery` into modules, placements, references and routes.
struct ModelBuilder {
    var recovery: ModelRecovery
    let candidates: [String]

    init(recovery: ModelRecovery, candidates: [String]) {
        self.recovery = recovery
        self.candidates = candidates
    }

    mutating func build() -> AppModel {
        var groups: [String: [String]] = [:]
        for name in candidates { groups[recovery.find(name), default: []].append(name) }
        var app = AppModel(root: recovery.root)
        var usedNames = Set<String>()
        var standaloneInteractors: [String] = []
        for key in groups.keys.sorted() {
            let members = groups[key]!
            guard recovery.isModule(members) else {
                standaloneInteractors += members.filter { !recovery.isProtocol($0) && recovery.role($0) == .interactor }
                continue
            }
            var module = ModuleModel(name: moduleName(members), folder: commonFolder(members), components: [], protocols: [])
            if !usedNames.insert(module.name).inserted {
                module.name += " (\(module.folder ?? recovery.types[members[0]]!.path))"
                usedNames.insert(module.name)
            }
            for name in members {
                let type = recovery.types[name]!
                let component = Component(
                    role: type.proposed!.role, name: name, location: type.decl.location,
                    evidence: (recovery.evidence[name] ?? []).sorted(), conformances: type.inherits,
                    members: type.decl.members + type.extensions.flatMap(\.members))
                if type.decl.kind == .protocol { module.protocols.append(component) } else { module.components.append(component) }
            }
            demoteSubviews(&module)
            demoteHelperBuilders(&module)
            for component in module.components {
                app.placements[component.name] = Placement(role: component.role, module: module.name, isInterface: false, isChannel: false)
            }
            for component in module.protocols {
                app.placements[component.name] = Placement(role: component.role, module: module.name, isInterface: true, isChannel: false)
            }
            app.modules.append(module)
        }
        placeChannels(&app)
        // Spec names the code does not declare (generated protocols are not linted) keep the
        // role and module the spec gives them.
        // Into a dictionary: the order of insertion does not matter.
        for (name, spec) in recovery.specRoles where app.placements[name] == nil {
            app.placements[name] = Placement(
                role: spec.role, module: recovery.specModule[name]!, isInterface: spec.isInterface, isChannel: false)
        }
        for name in standaloneInteractors where recovery.shared[name] == nil {
            recovery.shared[name] = SharedType(
                name: name, kind: .useCase, location: recovery.types[name]!.decl.location,
                detail: "an interactor outside every module's folder, protocols and assembly")
        }
        app.shared = recovery.shared.values.sorted { $0.name < $1.name }
        app.heldStrongly = heldStrongly(app)
        for module in app.modules {
            for component in module.components {
                for name in component.conformances where app.placements[name] == nil {
                    guard let type = recovery.types[name], type.decl.kind == .protocol, app.unplacedProtocols[name] == nil else { continue }
                    app.unplacedProtocols[name] = Component(
                        role: component.role, name: name, location: type.decl.location, evidence: [],
                        members: type.decl.members + type.extensions.flatMap(\.members))
                }
            }
        }
        app.references = references(app)
        app.routes = routes(app)
        return app
    }

    /// The folder's name when a component is named after it, else the presenter's, router's or
    /// interactor's name prefix.
    func moduleName(_ members: [String]) -> String {
        for name in members where recovery.specModule[name] != nil { return recovery.specModule[name]! }
        let prefixes = members.compactMap { recovery.types[$0]?.proposed?.prefix }
        if let folder = commonFolder(members) {
            let last = String(folder.split(separator: "/").last ?? "").filter { $0.isLetter || $0.isNumber || $0 == "_" }
            if prefixes.contains(last) { return last }
            if last.hasSuffix("Module"), prefixes.contains(String(last.dropLast(6))) { return String(last.dropLast(6)) }
        }
        for role in [LintRole.presenter, .router, .interactor, .view, .builder] {
            if let name = members.first(where: { !recovery.isProtocol($0) && recovery.role($0) == role }) {
                return recovery.types[name]!.proposed!.prefix
            }
        }
        return recovery.types[members[0]]!.proposed!.prefix
    }

    func commonFolder(_ members: [String]) -> String? {
        let folders = Set(members.map { recovery.types[$0]!.moduleFolder })
        return folders.count == 1 ? folders.first.flatMap { $0.isEmpty ? nil : $0 } : nil
    }

    /// A plain subview named like its module (`WalletInfoView` beside `WalletInfoViewController`)
    /// is not the module's view when another view has stronger evidence.
    func demoteSubviews(_ module: inout ModuleModel) {
        let views = module.components.filter { $0.role == .view }
        guard views.count > 1 else { return }
        let strong = views.filter { $0.evidence.contains { [.spec, .assembly, .conformance].contains($0.kind) } }
        guard !strong.isEmpty else { return }
        module.components.removeAll { component in
            component.role == .view && !strong.contains(component)
        }
    }

    /// A `*Builder` that names none of its module's components builds something else (view
    /// models, sections, requests), not the module.
    func demoteHelperBuilders(_ module: inout ModuleModel) {
        guard recovery.specModule.isEmpty || !module.components.contains(where: { recovery.specModule[$0.name] != nil }) else { return }
        let members = Set((module.components + module.protocols).map(\.name))
        module.components.removeAll { component in
            guard component.role == .builder else { return false }
            return !recovery.types[component.name]!.references.contains { $0 != component.name && members.contains($0) }
        }
    }

    /// Channels join the module that declares them: by folder, else by name prefix.
    func placeChannels(_ app: inout AppModel) {
        var byFolder: [String: String] = [:]
        var byPrefix: [String: String] = [:]
        for module in app.modules {
            if let folder = module.folder { byFolder[folder] = module.name }
            for component in module.components + module.protocols {
                if let prefix = recovery.types[component.name]?.proposed?.prefix, byPrefix[prefix] == nil { byPrefix[prefix] = module.name }
            }
        }
        for name in recovery.names where recovery.types[name]!.isChannel {
            let type = recovery.types[name]!
            guard let module = byFolder[type.moduleFolder] ?? byPrefix[type.proposed!.prefix] else { continue }
            app.placements[name] = Placement(role: type.proposed!.role, module: module, isInterface: true, isChannel: true)
        }
    }

    /// Presenters held by a strong stored property of any type, and the protocols they conform to.
    func heldStrongly(_ app: AppModel) -> Set<String> {
        var presenters = Set<String>()
        var conformers: [String: [String]] = [:]
        for (name, placement) in app.placements where placement.role == .presenter && !placement.isInterface {
            for protocolName in recovery.types[name]?.inherits ?? [] { conformers[protocolName, default: []].append(name) }
        }
        for name in recovery.names {
            for property in recovery.types[name]!.decl.properties where property.ownership == .strong && !property.isStatic {
                for typeName in property.typeNames {
                    if let placement = app.placements[typeName], placement.role == .presenter, !placement.isInterface {
                        presenters.insert(typeName)
                    }
                    presenters.formUnion(conformers[typeName] ?? [])
                }
            }
        }
        var held = presenters
        for name in presenters { held.formUnion(recovery.types[name]?.inherits ?? []) }
        return held
    }

    /// Stored properties of components that hold other components.
    func references(_ app: AppModel) -> [ComponentReference] {
        // Protocols resolve to the one component of their module that implements them; a
        // protocol the app does not declare (viperc's generated interfaces are not read) resolves
        // through the components that conform to it.
        var implementers: [String: [String]] = [:]
        for name in app.placements.keys.sorted() {
            let placement = app.placements[name]!
            guard !placement.isInterface else { continue }
            for protocolName in recovery.types[name]?.inherits ?? []
            where app.placements[protocolName]?.module == placement.module
                || (recovery.types[protocolName] == nil && TypeRoles.undeclaredProtocolRole(protocolName) != nil)
            {
                implementers[protocolName, default: []].append(name)
            }
        }
        var result: [ComponentReference] = []
        for module in app.modules {
            for component in module.components {
                for property in recovery.types[component.name]!.decl.properties where !property.isStatic {
                    guard let to = property.typeNames.first(where: { app.placements[$0] != nil || implementers[$0]?.count == 1 })
                    else { continue }
                    let resolved = app.placements[to]?.isInterface == false ? nil : implementers[to].flatMap { $0.count == 1 ? $0[0] : nil }
                    guard let placement = app.placements[resolved ?? to] else { continue }
                    result.append(
                        ComponentReference(
                            module: module.name, from: component.name, fromRole: component.role, property: property.name,
                            to: resolved ?? to, toRole: placement.role, via: resolved == nil ? nil : to, ownership: property.ownership,
                            location: property.location))
                }
            }
        }
        return result
    }

    /// A component that names another module's builder, router or view implementation opens it.
    func routes(_ app: AppModel) -> [NavigationEdge] {
        var result: [NavigationEdge] = []
        for module in app.modules {
            for component in module.components {
                var seen = Set<String>()
                // The type's extensions count as the type: navigation often lives in one.
                let declared = recovery.types[component.name]!
                for reference in declared.decl.references + declared.extensions.flatMap(\.references) {
                    guard let target = app.placements[reference.value], target.module != module.name, !target.isChannel,
                        target.role == .builder || target.role == .router || (target.role == .view && !target.isInterface),
                        seen.insert(target.module).inserted
                    else { continue }
                    result.append(
                        NavigationEdge(
                            from: module.name, to: target.module, source: component.name, via: reference.value, location: reference.location
                        ))
                }
            }
        }
        return result
    }
}
