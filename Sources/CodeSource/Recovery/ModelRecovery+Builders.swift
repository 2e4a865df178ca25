import Architecture

/// Roles recognised by what types build and keep: who constructs or keeps whom is evidence of
/// a role, whatever the name.
extension ModelRecovery {
    /// A type whose name says no role and that constructs exactly one module's presenter
    /// (`AcknowledgementsFactory: Factory<UIViewController>`, a caseless enum with a `make()`)
    /// is that module's builder: who builds whom is evidence of a role, whatever the name.
    package mutating func proposeBuildersByConstruction() {
        // Most packages declare no presenter; then there is nothing to look for.
        guard declared.contains(where: { !$0.isProtocol && $0.proposed?.role == .presenter }) else { return }
        for type in declared where type.proposed == nil && shared[type.id] == nil && !type.isProtocol {
            // Views construct no module of their own: a SwiftUI or UIKit screen that makes its
            // presenter is still a view. Nor does a preview (`HomeView_Previews:
            // PreviewProvider`): it makes the module's parts only to show the view in Xcode.
            guard !type.inherits.contains("View"), !type.inherits.contains("PreviewProvider"),
                !(type.inherits.first.map(Self.isUIKitViewClass) ?? false)
            else { continue }
            let presenters = presentersMade(by: type)
            if presenters.count == 1 {
                type.proposed = (.builder, declared[presenters[0]].proposed!.prefix)
            } else if presenters.count > 1, let prefix = variantsPrefix(of: type, building: presenters) {
                type.proposed = (.builder, prefix)
            }
        }
    }

    /// The presenter classes a type constructs (calls), each once, in the order first made.
    package func presentersMade(by type: Declared) -> [Int] {
        var presenters: [Int] = []
        for decl in CollectionOfOne(type.decl) + type.extensions where !decl.calls.isEmpty {
            for call in decl.calls {
                guard let id = ids[call.value], !presenters.contains(id), !declared[id].isProtocol,
                    declared[id].proposed?.role == .presenter
                else { continue }
                presenters.append(id)
            }
        }
        return presenters
    }

    /// A view controller that is its module's interactor's output (it implements a protocol
    /// the interactor keeps, `*InteractorOutput`), implements its presenter protocols and keeps
    /// another type as its module's view (`private let moduleView: ColorsScreenViewProtocol`, a
    /// `UIView` whose `output` is the controller) is the module's presenter: the teams that
    /// write it so call the controller the presenter and the view it shows the view.
    package mutating func proposePresentersKeepingAView() {
        // Modules that have a presenter class: there, a controller is the view, whatever it does.
        var presented = presentedModules()
        let heldByInteractors = heldNames(by: .interactor)
        for type in declared where type.proposed?.role == .view && Self.isController(type) {
            let prefix = type.proposed!.prefix
            let module = TypeRoles.asciiLowercased(prefix[...])
            guard !presented.contains(module) else { continue }
            let sameModule = { (other: String) in Self.distinctModules([other, prefix]).count == 1 }
            // What its module's interactor keeps: the controller or a protocol it implements.
            let isInteractorOutput = (CollectionOfOne(type.name) + type.inherits).contains { name in
                heldByInteractors[name].map { $0.contains(where: sameModule) } ?? false
            }
            guard isInteractorOutput else { continue }
            let implementsPresenter = zip(type.inheritIDs, inheritRoles(type)).contains { protocolID, role in
                if protocolID >= 0 {
                    let other = declared[protocolID]
                    return other.isProtocol && !other.isChannel
                        && other.proposed.map { $0.role == .presenter && sameModule($0.prefix) } ?? false
                }
                return role.map { $0.role == .presenter && !$0.isChannel && sameModule($0.prefix) } ?? false
            }
            guard implementsPresenter else { continue }
            // The role of each type a stored property names: a view of the module kept, and no
            // presenter (a view controller keeping its presenter is a view that also listens).
            var keepsAView = false
            var keepsAPresenter = false
            for property in type.decl.properties where !property.isStatic {
                for name in property.typeNames where name != type.name {
                    let role: (role: Role, prefix: String, isChannel: Bool)?
                    if let id = ids[name] {
                        role = declared[id].proposed.map { ($0.role, $0.prefix, declared[id].isChannel) }
                    } else {
                        role = TypeRoles.undeclaredProtocolRole(name)
                    }
                    guard let role, !role.isChannel else { continue }
                    if role.role == .presenter { keepsAPresenter = true }
                    if role.role == .view, sameModule(role.prefix) { keepsAView = true }
                }
            }
            if keepsAView, !keepsAPresenter {
                type.proposed = (.presenter, prefix)
                presented.insert(module)
            }
        }
    }

    /// A class whose name says no role, that its module's builder constructs, that the module's
    /// presenter keeps and that keeps a presenter in turn (`SomeOneAccountNetwork`, the
    /// presenter's `model`, reporting back to it) is the module's interactor, in a module with
    /// none: that pair is how VIPER wires presenter and interactor, whatever the names. A
    /// service keeps no presenter, so it stays a service.
    package mutating func proposeInteractorsByConstruction() {
        // Most packages declare no presenter; then there is nothing to look for.
        guard declared.contains(where: { !$0.isProtocol && $0.proposed?.role == .presenter }) else { return }
        var interacted = presentedModules(role: .interactor)
        let builtBy = constructionsByBuilders()
        guard !builtBy.isEmpty else { return }
        // Worked out at the first type a builder constructs that has no role yet.
        var held: [String: Set<String>]?
        for type in declared where type.proposed == nil && shared[type.id] == nil && type.decl.kind == .class {
            guard let builders = builtBy[type.name], !Self.isPresenterHelper(type) else { continue }
            let heldByPresenters = held ?? heldNames(by: .presenter)
            held = heldByPresenters
            let keptBy = (CollectionOfOne(type.name) + type.inherits).reduce(into: Set<String>()) {
                $0.formUnion(heldByPresenters[$1] ?? [])
            }
            let modules = builders.filter {
                let module = TypeRoles.asciiLowercased($0[...])
                return keptBy.contains(module) && !interacted.contains(module)
            }
            guard modules.count == 1 else { continue }
            let keepsAPresenter = type.decl.properties.contains { property in
                !property.isStatic
                    && property.typeNames.contains { name in
                        if let id = ids[name] { return declared[id].proposed?.role == .presenter && !declared[id].isChannel }
                        return false
                    }
            }
            guard keepsAPresenter else { continue }
            type.proposed = (.interactor, modules[0])
            interacted.insert(TypeRoles.asciiLowercased(modules[0][...]))
        }
    }

    /// What each builder constructs, by name: the module prefixes of the builders that do.
    package func constructionsByBuilders() -> [String: [String]] {
        var builtBy: [String: [String]] = [:]
        for type in declared where !type.isProtocol && shared[type.id] == nil && type.proposed?.role == .builder {
            for decl in CollectionOfOne(type.decl) + type.extensions {
                for call in decl.calls where !(builtBy[call.value]?.contains(type.proposed!.prefix) ?? false) {
                    builtBy[call.value, default: []].append(type.proposed!.prefix)
                }
            }
        }
        return builtBy
    }

    /// A table's data source, an adapter, a view model or a manager that calls back into the
    /// presenter helps it show things; it is no interactor, however it is wired.
    static func isPresenterHelper(_ type: Declared) -> Bool {
        let helperWords = ["Adapter", "DataSource", "Delegate", "ViewModel", "Manager", "Provider", "Controller"]
        if helperWords.contains(where: { NameAffix.hasSuffix(type.name, $0) }) { return true }
        return type.inherits.contains { name in
            name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK") || NameAffix.hasSuffix(name, "DataSource")
                || NameAffix.hasSuffix(name, "Delegate")
        }
    }

    /// A coordinator named for a module that has a router of another name (`SignupCoordinator`
    /// beside `SignupRouter`) and that makes that module's screen (calls its configurator or
    /// constructs its view) is the module's entry: the router does the module's navigation.
    /// It plays the builder. One that only navigates beside the router stays a router.
    package mutating func proposeEntryCoordinators() {
        var routed = Set<String>()
        for type in declared where !type.isProtocol && type.proposed?.role == .router && !NameAffix.hasSuffix(type.name, "Coordinator") {
            routed.insert(TypeRoles.asciiLowercased(type.proposed!.prefix[...]))
        }
        guard !routed.isEmpty else { return }
        // One its presenter keeps is a second router, whatever it makes; one that implements a
        // channel (`ProfileModuleOutput`) is the module's opener, listening to it.
        let heldByPresenters = heldNames(by: .presenter)
        for type in declared where !type.isProtocol && type.proposed?.role == .router && NameAffix.hasSuffix(type.name, "Coordinator") {
            let prefix = type.proposed!.prefix
            guard routed.contains(TypeRoles.asciiLowercased(prefix[...])),
                !(heldByPresenters[type.name]?.contains(TypeRoles.asciiLowercased(prefix[...])) ?? false),
                !type.inheritIDs.contains(where: { $0 >= 0 && declared[$0].isChannel })
            else { continue }
            let makesItsScreen = (CollectionOfOne(type.decl) + type.extensions).contains { decl in
                decl.calls.contains { call in
                    guard let id = ids[call.value], let built = declared[id].proposed, built.role == .builder || built.role == .view
                    else { return false }
                    return Self.distinctModules([built.prefix, prefix]).count == 1
                }
            }
            if makesItsScreen { type.proposed = (.builder, prefix) }
        }
    }

    /// A factory that builds one of several presenters inside its own module's folder (a phone
    /// and a tablet variant of one screen) assembles that module, named after the folder; one
    /// that builds presenters of other folders is an app-wide builder, and nil.
    /// Folder and name must agree: `Dashboard/Factory/DashboardFactory` building the presenters
    /// of `Dashboard/Mobile` and `Dashboard/Tablet`.
    package func variantsPrefix(of factory: Declared, building presenters: [Int]) -> String? {
        let folder = factory.moduleFolder
        guard !folder.isEmpty, presenters.allSatisfy({ Self.folder(of: declared[$0].moduleFolder) == folder }) else { return nil }
        let name = String(folder.split(separator: "/").last ?? "")
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), factory.name.hasPrefix(name) else { return nil }
        return name
    }

    /// The lowercased names of the modules that have a presenter class (or a class of `role`), not
    /// a shared one.
    package func presentedModules(role: Role = .presenter) -> Set<String> {
        var result = Set<String>()
        for type in declared where !type.isProtocol && shared[type.id] == nil && type.proposed?.role == role {
            result.insert(TypeRoles.asciiLowercased(type.proposed!.prefix[...]))
        }
        return result
    }

    /// Whether a router is named for a module that has a presenter class of its own
    /// (`presenterPrefixes`, lowercased): it is that module's router, and the other modules it
    /// assembles are assembled inline, however many they are.
    package func routesAScreen(_ router: Declared, presenterPrefixes: Set<String>) -> Bool {
        guard let prefix = router.proposed?.prefix else { return false }
        return presenterPrefixes.contains(TypeRoles.asciiLowercased(prefix[...]))
    }

    /// Whether a router keeps, in a stored property, a presenter named for the router's module.
    package func keepsOwnPresenter(_ router: Declared, among presenters: [Int]) -> Bool {
        guard let prefix = router.proposed?.prefix else { return false }
        let own = Set(
            presenters.filter { id in
                declared[id].proposed.map { Self.distinctModules([$0.prefix, prefix]).count == 1 } ?? false
            }.map { names[$0] })
        guard !own.isEmpty else { return false }
        return (CollectionOfOne(router.decl) + router.extensions).contains { decl in
            decl.properties.contains { property in !property.isStatic && property.typeNames.contains(where: own.contains) }
        }
    }

    /// The module prefix of the presenter a SwiftUI view named for no role keeps
    /// (`GuideOnboardingPage` with `@ObservedObject var presenter: GuideOnboardingPresenter`):
    /// a value that keeps a presenter is a view. Of several, the one its name starts with; nil
    /// when they are of several modules and its name names none.
    package func presenterKept(by type: Declared) -> String? {
        var prefixes: [String] = []
        for property in type.decl.properties where !property.isStatic {
            for name in property.typeNames {
                guard let id = ids[name], !declared[id].isProtocol, let proposed = declared[id].proposed, proposed.role == .presenter
                else { continue }
                prefixes.append(proposed.prefix)
            }
        }
        if let named = prefixes.first(where: { type.name.hasPrefix($0) }) { return named }
        // A container that keeps the presenters of several modules is no one module's view.
        let modules = Self.distinctModules(Set(prefixes))
        return modules.count == 1 ? prefixes.first : nil
    }

    /// The module of the presenters and presenter protocols (not channels) a type keeps, when
    /// they are of one module; failing those, of the protocols without a role of their own that
    /// one module's presenter implements (`implementedByPresenters`; nil for several modules').
    package func presenterRoleKept(by type: Declared, implementedByPresenters: [Int: String?]) -> String? {
        var prefixes = Set<String>()
        var implemented = Set<String>()
        for property in type.decl.properties where !property.isStatic {
            for name in property.typeNames {
                guard let id = ids[name], !declared[id].isChannel else { continue }
                if let proposed = declared[id].proposed {
                    if proposed.role == .presenter { prefixes.insert(proposed.prefix) }
                } else if let implementer = implementedByPresenters[id], let implementer {
                    implemented.insert(implementer)
                }
            }
        }
        let modules = Self.distinctModules(prefixes.isEmpty ? implemented : prefixes)
        return modules.count == 1 ? modules[0] : nil
    }

    /// The module whose presenter, or presenter protocol, a type keeps, when that presenter
    /// lives in the type's own module folder and no other module's is kept.
    package func presenterKeptInFolder(by type: Declared) -> String? {
        var prefixes = Set<String>()
        for property in type.decl.properties where !property.isStatic {
            for name in property.typeNames {
                guard let id = ids[name], let proposed = declared[id].proposed, proposed.role == .presenter, !declared[id].isChannel
                else { continue }
                guard declared[id].moduleFolder == type.moduleFolder else { return nil }
                prefixes.insert(proposed.prefix)
            }
        }
        let modules = Self.distinctModules(prefixes)
        return modules.count == 1 ? modules[0] : nil
    }
}
