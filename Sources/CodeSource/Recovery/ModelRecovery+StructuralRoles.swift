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
