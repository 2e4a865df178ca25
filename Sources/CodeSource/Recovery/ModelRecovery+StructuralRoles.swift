import Architecture

/// Roles read from who holds whom where a module's names say none (`PromptLogicController`,
/// `PromptDataManager` beside `PromptViewController` and `PromptRouting`).
extension ModelRecovery {
    /// A class of no role, named for a module whose router it holds and whose view holds it, is
    /// that module's presenter; a class of no role of the same module that this presenter holds
    /// and that holds back a protocol the presenter implements (its delegate) is its interactor.
    /// Only for modules where no type is named a presenter: names, where they speak, win.
    package mutating func proposeRolesByStructure() {
        var routers: [String: String] = [:]
        var named = Set<String>()
        for type in declared {
            guard let proposed = type.proposed else { continue }
            if proposed.role == .router { routers[type.name] = proposed.prefix }
            if proposed.role == .presenter { named.insert(TypeRoles.asciiLowercased(proposed.prefix[...])) }
        }
        guard !routers.isEmpty else { return }
        var heldByViews: [String: Set<String>]?
        var presenters: [(id: Int, prefix: String)] = []
        for type in declared where type.proposed == nil && shared[type.id] == nil && !type.isProtocol && type.decl.kind == .class {
            // A framework subclass (`NSObject`, a UIKit class) is a helper of the view.
            if let first = type.inherits.first, type.inheritIDs.first.map({ $0 < 0 }) == true,
                first == "NSObject" || first.hasPrefix("UI") || first.hasPrefix("NS")
            {
                continue
            }
            var prefix: String?
            for property in type.decl.properties where !property.isStatic {
                for name in property.typeNames {
                    guard let found = routers[name], type.name.utf8.count > found.utf8.count, NameAffix.hasPrefix(type.name, found)
                    else { continue }
                    prefix = found
                }
            }
            guard let prefix, !named.contains(TypeRoles.asciiLowercased(prefix[...])) else { continue }
            // A view model that talks to no interactor is MVVM's, not VIPER's presenter: its
            // screen has a router beside it, and no business layer of its own.
            if NameAffix.hasProperSuffix(type.name, "ViewModel"),
                !mentioned(type.id).contains(where: { $0 >= 0 && role($0) == .interactor })
            {
                continue
            }
            if heldByViews == nil { heldByViews = heldNames(by: .view) }
            let lower = TypeRoles.asciiLowercased(prefix[...])
            guard ([type.name] + type.inherits).contains(where: { heldByViews![$0]?.contains(lower) == true }) else { continue }
            presenters.append((type.id, prefix))
        }
        for (id, prefix) in presenters {
            let presenter = declared[id]
            presenter.proposed = (.presenter, prefix)
            for protocolID in presenter.inheritIDs where protocolID >= 0 {
                let proto = declared[protocolID]
                if proto.isProtocol, proto.proposed == nil, NameAffix.hasPrefix(proto.name, prefix) {
                    proto.proposed = (.presenter, prefix)
                }
            }
            proposeInteractor(of: presenter, prefix: prefix)
        }
    }

    /// The interactor of a presenter found by structure: see `proposeRolesByStructure`.
    mutating func proposeInteractor(of presenter: Declared, prefix: String) {
        let implemented = Set(presenter.inherits)
        for property in presenter.decl.properties where !property.isStatic {
            for name in property.typeNames {
                guard let id = ids[name], declared[id].proposed == nil, NameAffix.hasPrefix(name, prefix) else { continue }
                // The class itself, or the one class of the module that implements the protocol.
                let candidates =
                    declared[id].isProtocol
                    ? declared.filter {
                        !$0.isProtocol && $0.proposed == nil && $0.inherits.contains(name) && NameAffix.hasPrefix($0.name, prefix)
                    }
                    : [declared[id]]
                guard candidates.count == 1, let interactor = candidates.first, interactor.decl.kind == .class,
                    interactor.decl.properties.contains(where: { held in held.typeNames.contains { implemented.contains($0) } })
                else { continue }
                interactor.proposed = (.interactor, prefix)
                if declared[id].isProtocol { declared[id].proposed = (.interactor, prefix) }
                return
            }
        }
    }
}

extension ModelRecovery {
    /// A protocol of no role that a presenter keeps, and that only its own module's views adopt,
    /// directly or through a protocol refining it (`MainAssemblable: MainViewProtocol,
    /// MainPresenterOutput`), is what the presenter talks to: its view's protocol. Named
    /// `MainPresenterOutput`, for the presenter's way out, it says no role by itself.
    package mutating func proposeViewProtocolsPresentersKeep() {
        // Most apps' presenters keep no protocol without a role: nothing to map then.
        let keepsOne = declared.contains { presenter in
            !presenter.isProtocol && presenter.proposed?.role == .presenter
                && presenter.decl.properties.contains { property in
                    property.typeNames.contains { name in
                        ids[name].map { declared[$0].isProtocol && declared[$0].proposed == nil } ?? false
                    }
                }
        }
        guard keepsOne else { return }
        var refinedBy: [Int: [Int]] = [:]
        var adopters: [Int: [Int]] = [:]
        for type in declared {
            for id in type.inheritIDs where id >= 0 && declared[id].isProtocol {
                if type.isProtocol { refinedBy[id, default: []].append(type.id) } else { adopters[id, default: []].append(type.id) }
            }
        }
        for presenter in declared where !presenter.isProtocol && presenter.proposed?.role == .presenter && shared[presenter.id] == nil {
            let prefix = TypeRoles.asciiLowercased(presenter.proposed!.prefix[...])
            for property in presenter.decl.properties where !property.isStatic {
                for name in property.typeNames {
                    guard let id = ids[name], declared[id].isProtocol, declared[id].proposed == nil, shared[id] == nil,
                        !presenter.inherits.contains(name)
                    else { continue }
                    // The protocol and those refining it, however deep.
                    var seen: Set<Int> = [id]
                    var pending = [id]
                    var classes: [Int] = []
                    while let next = pending.popLast() {
                        classes += adopters[next] ?? []
                        for refining in refinedBy[next] ?? [] where seen.insert(refining).inserted { pending.append(refining) }
                    }
                    guard !classes.isEmpty,
                        classes.allSatisfy({
                            declared[$0].proposed?.role == .view
                                && TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...]) == prefix
                        })
                    else { continue }
                    declared[id].proposed = (.view, presenter.proposed!.prefix)
                    declared[id].isChannel = false
                }
            }
        }
    }
}

extension ModelRecovery {
    /// A module whose presenter keeps a service named for the module (`CreateWalletService`,
    /// or its protocol `CreateWalletServiceProtocol`), kept in the module's folder, and that has
    /// no interactor: the service plays the interactor. A team that calls its interactors
    /// services names them for the module; a service that an interactor uses is not the
    /// presenter's to keep.
    package mutating func proposeServiceInteractors() {
        var interactors = Set<String>()
        var interactorFolders = Set<String>()
        for type in declared where type.proposed?.role == .interactor {
            interactors.insert(TypeRoles.asciiLowercased(type.proposed!.prefix[...]))
            interactorFolders.insert(type.moduleFolder)
        }
        var keepers: [String: Set<String>]?
        for presenter in declared where !presenter.isProtocol && presenter.proposed?.role == .presenter && shared[presenter.id] == nil {
            let prefix = presenter.proposed!.prefix
            let service = prefix + "Service"
            // The cheap test first: most presenters keep no service named for their module.
            guard presenter.decl.properties.contains(where: { $0.typeNames.contains { $0.hasPrefix(service) } }) else { continue }
            let folder = presenter.moduleFolder
            let inFolder = { (other: String) in other == folder || other.hasPrefix(folder + "/") }
            // No interactor of any name that the presenter keeps or that lies in its folder.
            let keepsInteractor = presenter.decl.properties.contains { property in
                property.typeNames.contains { ids[$0].map { declared[$0].proposed?.role == .interactor } ?? false }
            }
            guard !interactors.contains(TypeRoles.asciiLowercased(prefix[...])), !folder.isEmpty, !keepsInteractor,
                !interactorFolders.contains(where: inFolder)
            else { continue }
            for property in presenter.decl.properties where !property.isStatic {
                for name in property.typeNames where name == service || name == service + "Protocol" || name == service + "Type" {
                    guard let id = ids[name], declared[id].proposed == nil, shared[id] == nil, inFolder(declared[id].folder) else {
                        continue
                    }
                    // Kept by nothing outside the module: one that other modules use is a service.
                    if keepers == nil {
                        var found: [String: Set<String>] = [:]
                        for type in declared {
                            for held in type.decl.properties where !held.isStatic {
                                for heldName in held.typeNames { found[heldName, default: []].insert(type.folder) }
                            }
                        }
                        keepers = found
                    }
                    guard keepers![name, default: []].allSatisfy(inFolder) else { continue }
                    // The class itself, or the one class so named that implements the protocol.
                    let implementation =
                        declared[id].isProtocol
                        ? ids[service].flatMap { declared[$0].inherits.contains(name) && declared[$0].proposed == nil ? $0 : nil } : id
                    guard let implementation, !declared[implementation].isProtocol, inFolder(declared[implementation].folder),
                        keepers![service, default: []].allSatisfy(inFolder)
                    else { continue }
                    declared[implementation].proposed = (.interactor, prefix)
                    if declared[id].isProtocol { declared[id].proposed = (.interactor, prefix) }
                    interactors.insert(TypeRoles.asciiLowercased(prefix[...]))
                }
            }
        }
    }
}

extension ModelRecovery {
    /// A class named as a router (`OpenAccountCoordinator`) that keeps its module's interactor
    /// and implements the interactor's output, in a module with no presenter, plays the
    /// presenter: it is what the interactor reports to. Its name says how it navigates, not
    /// what it is.
    package mutating func proposePresentersNamedAsRouters() {
        var presenters = Set<String>()
        for type in declared where !type.isProtocol && type.proposed?.role == .presenter {
            presenters.insert(TypeRoles.asciiLowercased(type.proposed!.prefix[...]))
        }
        for type in declared where !type.isProtocol && type.decl.kind == .class && type.proposed?.role == .router && shared[type.id] == nil
        {
            let prefix = type.proposed!.prefix
            let lower = TypeRoles.asciiLowercased(prefix[...])
            guard !presenters.contains(lower) else { continue }
            // The interactor's way back, by its name (`…InteractorOutput`), which it implements.
            let reportedTo = type.inheritIDs.contains { id in
                id >= 0 && declared[id].isProtocol && isOfModule(id, .presenter, lower) && !declared[id].isChannel
                    && NameAffix.hasProperSuffix(names[id], "InteractorOutput")
            }
            let keepsInteractor = type.decl.properties.contains { property in
                !property.isStatic && property.typeNames.contains { ids[$0].map { isOfModule($0, .interactor, lower) } ?? false }
            }
            guard reportedTo, keepsInteractor else { continue }
            // A router another class keeps (`router: ApplyRouter` in an `ApplyViewModel`) has a
            // presenter by another name: it stays the router. Asked last: it reads every type.
            let keptByAnother = declared.contains { other in
                other.id != type.id && !other.isProtocol && other.proposed?.role != .builder
                    && other.decl.properties.contains { !$0.isStatic && $0.typeNames.contains(type.name) }
            }
            guard !keptByAnother else { continue }
            type.proposed = (.presenter, prefix)
            presenters.insert(lower)
        }
    }

    /// Whether type `id` is proposed for `role` in the module named `module` (lower-cased).
    func isOfModule(_ id: Int, _ role: Role, _ module: String) -> Bool {
        declared[id].proposed.map { $0.role == role && TypeRoles.asciiLowercased($0.prefix[...]) == module } ?? false
    }
}
