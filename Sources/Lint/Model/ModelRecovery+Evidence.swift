/// The evidence that groups types into modules, applied in order by `ModelRecovery.recover`.
extension ModelRecovery {
    mutating func unionBySpec(_ candidates: [String]) {
        var first: [String: String] = [:]
        for name in candidates {
            guard let module = specModule[name] else { continue }
            note(name, .spec, module)
            if let other = first[module] { union(other, name) } else { first[module] = name }
        }
    }

    /// A builder, and a router that assembles its module, joins the types it constructs.
    mutating func unionByAssembly(_ candidates: [String]) {
        for name in candidates where !isProtocol(name) {
            guard let ownRole = role(name), ownRole == .builder || ownRole == .router else { continue }
            let built = types[name]!.references.filter { ref in
                guard let other = types[ref], other.decl.kind != .protocol, shared[ref] == nil, parent[ref] != nil else { return false }
                return [.presenter, .interactor, .view].contains(other.proposed!.role)
            }
            let presenters = built.filter { role($0) == .presenter }
            if ownRole == .router {
                // A router assembles its module only when it builds exactly one presenter; the
                // views it names otherwise are the next modules'.
                guard presenters.count == 1 else { continue }
                let views = built.filter { role($0) == .view }
                let interactors = built.filter { role($0) == .interactor }
                for item in presenters + (interactors.count == 1 ? interactors : []) + (views.count == 1 ? views : []) {
                    union(name, item)
                    note(item, .assembly, name)
                }
            } else {
                for item in built {
                    union(name, item)
                    note(item, .assembly, name)
                }
            }
        }
    }

    mutating func unionByConformance(_ candidates: [String]) {
        for name in candidates where !isProtocol(name) {
            for protocolName in types[name]!.inherits where parent[protocolName] != nil && isProtocol(protocolName) {
                guard !types[protocolName]!.isChannel else { continue }
                union(name, protocolName)
                note(name, .conformance, protocolName)
            }
        }
    }

    /// Types in one module folder join, unless the folder holds two presenters, interactors or
    /// routers (or their protocols) named for different modules: then it is a layer folder such
    /// as `Presenters/`, or holds several modules.
    mutating func unionByFolder(_ candidates: [String]) {
        var byFolder: [String: [String]] = [:]
        for name in candidates where !types[name]!.moduleFolder.isEmpty {
            byFolder[types[name]!.moduleFolder, default: []].append(name)
        }
        for (folder, members) in byFolder.sorted(by: { $0.key < $1.key }) {
            var seen: [LintRole: String] = [:]
            var clash = false
            for name in members {
                let role = role(name)!
                guard [.presenter, .interactor, .router].contains(role) else { continue }
                if let other = seen[role], types[other]!.proposed!.prefix != types[name]!.proposed!.prefix { clash = true }
                seen[role] = name
            }
            guard !clash, members.count > 1 else { continue }
            for name in members.dropFirst() { union(members[0], name) }
            for name in members { note(name, .folder, folder) }
        }
    }

    /// Groups that are no module by themselves (a router and its protocol, a lone view) join the
    /// module their names name; failing that, groups of one name join each other.
    mutating func unionByName(_ candidates: [String]) {
        var groups: [String: [String]] = [:]
        for name in candidates { groups[find(name), default: []].append(name) }
        var modulesByPrefix: [String: String] = [:]
        var othersByPrefix: [String: String] = [:]
        let roots = groups.keys.sorted()
        var isModuleGroup: [String: Bool] = [:]
        for root in roots { isModuleGroup[root] = isModule(groups[root]!) }
        for root in roots {
            for name in groups[root]! {
                let prefix = types[name]!.proposed!.prefix
                if isModuleGroup[root]! {
                    if modulesByPrefix[prefix] == nil { modulesByPrefix[prefix] = root }
                } else if othersByPrefix[prefix] == nil {
                    othersByPrefix[prefix] = root
                }
            }
        }
        for root in roots where !isModuleGroup[root]! {
            let prefixes = groups[root]!.map { types[$0]!.proposed!.prefix }
            let target = prefixes.lazy.compactMap { modulesByPrefix[$0] }.first ?? prefixes.lazy.compactMap { othersByPrefix[$0] }.first
            guard let target else { continue }
            union(target, root)
            for name in groups[root]! { note(name, .name, types[name]!.proposed!.prefix) }
        }
    }
}
