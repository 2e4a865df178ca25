import Architecture

/// Protocols whose name and code disagree about whose they are, settled before modules form:
/// the code (who implements a protocol, who holds it) decides.
extension ModelRecovery {
    /// - Parameters:
    ///   - channelConformers: the classes with a role that conform to each channel protocol.
    ///   - conformers: the same for the other protocols.
    package mutating func settleProtocolRoles(channelConformers: [Int: Set<Int>], conformers: [Int: Set<Int>]) {
        let heldByPresenters = heldNames(by: .presenter)
        // A delegate named for a module's component, that only that module's next component
        // implements and the component holds, is the implementer's own protocol, not a
        // channel: `HomePresenterDelegate`, the presenter's `view`, that the view implements;
        // `HomeInteractorDelegate`, the interactor's output, that the presenter implements.
        // Another module's delegate that a view implements (`MeasurementDetailsCoordinatorDelegate`)
        // and a subview's delegate stay channels.
        for (holders, implementer) in [(heldByPresenters, Role.view), (heldNames(by: .interactor), Role.presenter)] {
            for (base, classes) in channelConformers.sorted(by: { $0.key < $1.key }) where shared[base] == nil {
                guard declared[base].isChannel, let named = declared[base].proposed?.prefix, holders[names[base]] != nil,
                    classes.allSatisfy({ declared[$0].proposed?.role == implementer })
                else {
                    continue
                }
                let modules = Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }))
                // `TransferPresenter` (of `TransferPresenterDelegate`) names module `Transfer`.
                let module = TypeRoles.implementationRole(named)?.prefix ?? named
                guard modules.count == 1, Self.distinctModules([module, modules[0]]).count == 1 else { continue }
                declared[base].proposed = (implementer, modules[0])
                declared[base].isChannel = false
            }
        }
        // A protocol without a role name that a presenter holds and only one module's view,
        // interactor or router implements is that component's protocol
        // (`ContactListPresenterOutput`, the view's; `ArticlesUseCase`, the interactor's);
        // likewise one a router holds and only its module's views implement (`ListsRouterOutput`,
        // the router's `output`). Held by a holder of the same module, exactly: another module's
        // router that implements a presenter's output (`CardsAlertsPresenterOutput`) is an opener.
        for (held, implementers) in [
            (heldByPresenters, Set<Role>([.view, .interactor, .router])), (heldNames(by: .router), Set<Role>([.view])),
        ] {
            for (base, classes) in conformers.sorted(by: { $0.key < $1.key })
            where shared[base] == nil && declared[base].proposed == nil {
                guard let holders = held[names[base]], let first = classes.min(), let proposed = declared[first].proposed,
                    implementers.contains(proposed.role), classes.allSatisfy({ declared[$0].proposed?.role == proposed.role })
                else { continue }
                let modules = Set(classes.compactMap { declared[$0].proposed.map { TypeRoles.asciiLowercased($0.prefix[...]) } })
                guard modules.count == 1, let module = modules.first, holders.contains(module) else { continue }
                declared[base].proposed = proposed
            }
        }
        // A protocol named like the presenter's that only its own module's router (or builder)
        // implements is that component's: a public `HomeModuleInterface` whose
        // `createModule(using:)` the router implements, so other modules open it through it.
        // Likewise one named like the view's that no view implements and only its own module's
        // interactor does (a `FilterInterfaceProtocol` the interactor serves to the opener).
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key }) where shared[base] == nil {
            guard let named = declared[base].proposed, let first = classes.min(), let implementer = declared[first].proposed?.role,
                (named.role == .presenter && [.router, .builder].contains(implementer))
                    || (named.role == .view && implementer == .interactor),
                classes.allSatisfy({ declared[$0].proposed?.role == implementer })
            else { continue }
            let modules = Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }))
            guard modules.count == 1, Self.distinctModules([named.prefix, modules[0]]).count == 1 else { continue }
            declared[base].proposed = (implementer, modules[0])
        }
        // A protocol named like the presenter's that only views implement (a subview's
        // `ActivityDetailsViewOutput`, implemented by the view controller) is no presenter's
        // interface, and no module's: left without a role.
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key })
        where shared[base] == nil && declared[base].proposed?.role == .presenter {
            guard classes.allSatisfy({ declared[$0].proposed?.role == .view }) else { continue }
            let modules = Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }))
            guard modules.count == 1 else { continue }
            declared[base].proposed = nil
        }
        // A `…ModuleInterface` that no component of its own module keeps is the interface the
        // module publishes for the modules that open it (Viperit's
        // `module.interface(AuthModuleInterface.self)`): a channel. One its view keeps as
        // `presenter` is the presenter's own.
        // Worked out at the first such protocol: most apps declare none.
        var keepers: [[String: Set<String>]]?
        for base in declared.indices where declared[base].isProtocol && !declared[base].isChannel && shared[base] == nil {
            guard let named = declared[base].proposed, named.role == .presenter, NameAffix.hasProperSuffix(names[base], "ModuleInterface")
            else { continue }
            if keepers == nil { keepers = [Role.view, .interactor, .router, .builder].map(heldNames(by:)) }
            let module = TypeRoles.asciiLowercased(named.prefix[...])
            guard !keepers!.contains(where: { $0[names[base]]?.contains(module) == true }) else { continue }
            declared[base].isChannel = true
        }
        // Two role words read either way: `ConversationPresenterInteractorInterface` is what the
        // presenter calls on the interactor in one template and what the interactor calls on
        // the presenter in another (`<Module><Implementer><Caller>Interface`). Where only one
        // module's components of the first role implement it, it is theirs.
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key }) where shared[base] == nil {
            guard let named = declared[base].proposed, let first = classes.min(), let proposed = declared[first].proposed,
                proposed.role != named.role, classes.allSatisfy({ declared[$0].proposed?.role == proposed.role }),
                Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }).union([named.prefix])).count == 1,
                TypeRoles.namesRoleFirst(names[base], after: named.prefix, role: proposed.role)
            else { continue }
            declared[base].proposed = (proposed.role, named.prefix)
        }
    }

    /// Type names that components of `role` hold in stored properties, with the module prefixes
    /// (lower-cased) of the components that hold each.
    package func heldNames(by role: Role) -> [String: Set<String>] {
        var held: [String: Set<String>] = [:]
        for type in declared where !type.isProtocol {
            guard let proposed = type.proposed, proposed.role == role else { continue }
            let prefix = TypeRoles.asciiLowercased(proposed.prefix[...])
            for property in type.decl.properties {
                for name in property.typeNames { held[name, default: []].insert(prefix) }
            }
        }
        return held
    }

    /// Whether view `id` of `module` conforms to its own module's view protocol and, of the
    /// other modules, only to router protocols: a container (a tab bar or navigation controller)
    /// that routes for the screens it shows. It stays its module's view; the rules report the
    /// routing it does, where an app-wide implementation would have no module at all.
    package func routesForOthers(_ id: Int, module: String) -> Bool {
        let own = TypeRoles.asciiLowercased(module[...])
        var ownsView = false
        for (role, prefix) in conformedRoles(id) {
            let isOwn = TypeRoles.asciiLowercased(prefix[...]) == own
            if role == .view {
                guard isOwn else { return false }
                ownsView = true
            } else if !isOwn && role != .router {
                return false
            }
        }
        return ownsView
    }

    /// The names that screens are named for, lower-cased: the prefixes of the types other than
    /// interactors that propose a role, where some such type bears the name. A prefix only
    /// conformances give (views of several modules adopting a manager's observer protocol,
    /// `ItemOperationManagerViewProtocol`) names no screen.
    package func screenNames() -> Set<String> {
        var screens = Set<String>()
        for type in declared where !type.isProtocol {
            guard let proposed = type.proposed, proposed.role != .interactor else { continue }
            let prefix = TypeRoles.asciiLowercased(proposed.prefix[...])
            guard TypeRoles.asciiLowercased(type.name[...]).hasPrefix(prefix) else { continue }
            screens.insert(prefix)
        }
        return screens
    }
}

extension ModelRecovery {
    /// A protocol named like a view protocol that a view of its name keeps as its delegate
    /// without adopting it (`SlideView: UIView` with `delegate: SlideViewProtocol?`,
    /// `CreateNoteViewController` with `delegate: CreateNoteViewControllerProtocol?`), that no
    /// presenter keeps and no type of its name adopts, is that view's delegate, a channel: the
    /// screens that adopt it listen to a piece of themselves or to a screen they open, and join
    /// no module through it. (A controller that plays the presenter keeps its module's view
    /// protocol as `moduleView`, no delegate, and the protocol stays the view's.)
    package mutating func settleDelegatesOfViews() {
        var candidates: [String: Int] = [:]
        for type in declared where type.isProtocol && !type.isChannel && type.proposed?.role == .view {
            candidates[type.name] = type.id
        }
        guard !candidates.isEmpty else { return }
        var keptByView = Set<Int>()
        // Kept by a presenter, or adopted by a type of its own name (`LoginViewController`
        // adopting `LoginViewProtocol` while a `LoginView` piece keeps it as its delegate): the
        // module's view protocol, whatever a piece does with it.
        var ownProtocols = Set<Int>()
        for type in declared where !type.isProtocol {
            guard let proposed = type.proposed else { continue }
            for id in type.inheritIDs where id >= 0 && candidates[declared[id].name] == id {
                if TypeRoles.asciiLowercased(proposed.prefix[...]) == TypeRoles.asciiLowercased(declared[id].proposed!.prefix[...]) {
                    ownProtocols.insert(id)
                }
            }
            let isView = proposed.role == .view
            let isPresenter = proposed.role == .presenter
            guard isView || isPresenter else { continue }
            for decl in CollectionOfOne(type.decl) + type.extensions {
                for property in decl.properties where !property.isStatic {
                    for name in property.typeNames {
                        guard let id = candidates[name] else { continue }
                        if isPresenter {
                            ownProtocols.insert(id)
                        } else if TypeRoles.asciiLowercased(property.name[...]).hasSuffix("delegate"),
                            TypeRoles.asciiLowercased(proposed.prefix[...])
                                == TypeRoles.asciiLowercased(declared[id].proposed!.prefix[...]), !type.inheritIDs.contains(id)
                        {
                            keptByView.insert(id)
                        }
                    }
                }
            }
        }
        for id in keptByView.subtracting(ownProtocols) { declared[id].isChannel = true }
    }
}
