import Architecture
import Support

/// The evidence that groups types into modules, applied in order by `ModelRecovery.recover`.
/// Types are ids into `declared`; see `ModelRecovery.Declared.id`.
extension ModelRecovery {
    package mutating func unionBySpec(_ candidates: [Int]) {
        var first: [String: Int] = [:]
        for id in candidates {
            guard let module = declared[id].specModule else { continue }
            note(id, .spec, module)
            if let other = first[module] { union(other, id) } else { first[module] = id }
        }
    }

    /// A builder, and a router that assembles its module, joins the types it constructs. An
    /// interactor that the builders, presenters or other interactors of several modules
    /// construct or hold is a use case they share, and joins none of them. A presenter that
    /// the routers of several modules construct (a detail screen each assembles inline to open
    /// it) joins none of those routers, and a view that several builders construct none of the
    /// builders.
    package mutating func unionByAssembly(_ candidates: [Int]) {
        var routersBuilding: [Int: Int] = [:]
        var buildersBuilding: [Int: Int] = [:]
        for id in candidates where !isProtocol(id) && (role(id) == .router || role(id) == .builder) {
            let isRouter = role(id) == .router
            for ref in Set(mentioned(id)) where ref >= 0 && !isProtocol(ref) && role(ref) == (isRouter ? .presenter : .view) {
                if isRouter { routersBuilding[ref, default: 0] += 1 } else { buildersBuilding[ref, default: 0] += 1 }
            }
        }
        // The prefixes presenters are named for: a view of one of them is that module's.
        let presenterPrefixes = presentedModules()
        var users: [Int: Set<String>] = [:]
        for id in candidates where !isProtocol(id) && [.builder, .presenter, .interactor].contains(role(id)) {
            let prefix = TypeRoles.asciiLowercased(declared[id].proposed!.prefix[...])
            for ref in mentioned(id) where ref >= 0 && ref != id && !isProtocol(ref) && role(ref) == .interactor {
                users[ref, default: []].insert(prefix)
            }
        }
        // The modules whose builders or routers make each interactor (`LoadUserInfoUseCaseImpl(…)`
        // in four modules' assemblies): one that several make is theirs to share.
        // A router counts only when it makes its own module's presenter: one that makes
        // another module's inline (`HomeRouter.openProfile()`) makes that module's interactor.
        var makers: [Int: Set<String>] = [:]
        // The modules whose routers are handed each interactor without making it (a use case
        // each module's `makeModule(interactor:)` takes): one that several take is theirs to
        // share. One a router makes for a module it opens (`HomeRouter.openOrders()`) is that
        // module's, as below.
        var wiring: [Int: Set<String>] = [:]
        for id in candidates where !isProtocol(id) && (role(id) == .router || role(id) == .builder) {
            let makes = Set((CollectionOfOne(declared[id].decl) + declared[id].extensions).flatMap(\.calls).map(\.value))
            let prefix = declared[id].proposed!.prefix
            let made = Set(mentioned(id)).filter { $0 >= 0 && !isProtocol($0) && makes.contains(names[$0]) }
            if role(id) == .router {
                let own = TypeRoles.asciiLowercased(prefix[...])
                guard
                    made.contains(where: { role($0) == .presenter && TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...]) == own })
                else { continue }
            }
            for ref in made where role(ref) == .interactor || role(ref) == .view { makers[ref, default: []].insert(prefix) }
            if role(id) == .router {
                for ref in mentioned(id) where ref >= 0 && !isProtocol(ref) && role(ref) == .interactor && !made.contains(ref) {
                    wiring[ref, default: []].insert(prefix)
                }
            }
        }
        // Worked out at the first router that builds a presenter.
        var heldByPresenters: [String: Set<String>]?
        // Views by lower-cased name prefix and module folder (`login@App/Scenes/Login`).
        var viewFolders: Set<String>?
        for id in candidates where !isProtocol(id) {
            guard let ownRole = role(id), ownRole == .builder || ownRole == .router else { continue }
            let built = mentioned(id).filter { ref in
                guard ref >= 0, !declared[ref].isProtocol, shared[ref] == nil, parent[ref] >= 0 else { return false }
                return [.presenter, .interactor, .view].contains(declared[ref].proposed!.role)
            }
            var presenters = built.filter { role($0) == .presenter }
            let name = names[id]
            if ownRole == .router {
                let makes = Set((CollectionOfOne(declared[id].decl) + declared[id].extensions).flatMap(\.calls).map(\.value))
                // A presenter it only names (`module.presenter as? VisitLogPresenter`) is
                // another module's, unless it has the router's own name; one it makes is built.
                let own = TypeRoles.asciiLowercased(declared[id].proposed!.prefix[...])
                presenters = presenters.filter {
                    makes.contains(names[$0]) || TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...]) == own
                }
                // A router assembles its module only when it builds exactly one presenter; the
                // views it names otherwise are the next modules'.
                guard presenters.count == 1, routersBuilding[presenters[0], default: 0] < 2 else { continue }
                let presenterPrefix = TypeRoles.asciiLowercased(declared[presenters[0]].proposed!.prefix[...])
                // Nor when presenters keep it and none is named like the one it builds: it is
                // their module's router, assembling the next module inline
                // (`SettingsPresenter.router` building `AccountPresenter`).
                // Kept by its class or by a protocol it adopts (`wireframe: ListWireframeInterface`).
                if heldByPresenters == nil { heldByPresenters = heldNames(by: .presenter) }
                let keepers = (CollectionOfOne(name) + declared[id].inherits).reduce(into: Set<String>()) {
                    $0.formUnion(heldByPresenters![$1] ?? [])
                }
                if !keepers.isEmpty, !keepers.contains(presenterPrefix) { continue }
                // A view it only names (`… is CommentRepliesViewController`) is another module's
                // unless it makes it or it is named like the presenter.
                var views = built.filter { ref in
                    role(ref) == .view
                        && (makes.contains(names[ref]) || TypeRoles.asciiLowercased(declared[ref].proposed!.prefix[...]) == presenterPrefix)
                        && !isAnotherModulesOwn(ref, makers: makers, presenterPrefix: presenterPrefix, presenterPrefixes: presenterPrefixes)
                }
                // A view the router is handed to wire (`createModule(ref: FoodsDetailViewController)`)
                // is neither made nor named like the presenter; when it is the one view the
                // router names that no presenter is named for, it is this module's.
                if views.isEmpty {
                    let orphans = built.filter { ref in
                        role(ref) == .view && !presenterPrefixes.contains(TypeRoles.asciiLowercased(declared[ref].proposed!.prefix[...]))
                    }
                    if orphans.count == 1 { views = orphans }
                }
                // One named for something else and outside the presenter's folder, while a view
                // in that folder is named like the presenter, is one the router shows (a HUD
                // from its static factory), not the module's.
                let presenterFolder = declared[presenters[0]].moduleFolder
                if viewFolders == nil {
                    viewFolders = Set(
                        candidates.filter { !isProtocol($0) && role($0) == .view }.map {
                            TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...]) + "@" + declared[$0].moduleFolder
                        })
                }
                if viewFolders!.contains(presenterPrefix + "@" + presenterFolder) {
                    views.removeAll { ref in
                        TypeRoles.asciiLowercased(declared[ref].proposed!.prefix[...]) != presenterPrefix
                            && declared[ref].moduleFolder != presenterFolder
                    }
                }
                // Nor an interactor that another module's own router makes too, named for that
                // module (`UserInfoRouter` wiring `OrderingInteractor`): that module's, reached
                // into; views likewise, above. Nor one the routers of several modules are handed.
                // Nor one its presenter does not keep (itself or a protocol it adopts) unless it is
                // named for the module: the router makes it for a module it opens
                // (`HomeRouter.openOrders()` making `FetchOrdersInteractor`).
                let held = Set(mentioned(presenters[0]))
                let interactors = built.filter {
                    role($0) == .interactor && Self.distinctModules(wiring[$0] ?? []).count < 2
                        && (held.contains($0) || declared[$0].inheritIDs.contains(where: held.contains)
                            || TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...]) == presenterPrefix)
                        && !isAnotherModulesOwn($0, makers: makers, presenterPrefix: presenterPrefix, presenterPrefixes: presenterPrefixes)
                }
                for item in presenters + (interactors.count == 1 ? interactors : []) + (views.count == 1 ? views : []) {
                    union(id, item)
                    note(item, .assembly, name)
                }
            } else {
                // A view that the builders of several modules construct (one settings screen
                // that each settings module fills) is shared by them, and joins none, unless the
                // builder is named for it (`StoryDetailBuilder`, `StoryDetailByIdBuilder`:
                // variants of one screen).
                // Nor does an interactor that several modules' builders or routers make (named
                // for one of them, it still joins that module by its name).
                // Nor does an interactor named for another module that has its own presenter
                // (`ShowsProgressModule` making `ShowProgressCellService` for the cells' module).
                let own = TypeRoles.asciiLowercased(declared[id].proposed!.prefix[...])
                for item in built
                where (role(item) != .interactor || users[item, default: []].count < 2)
                    && (role(item) != .interactor || Self.distinctModules(makers[item] ?? []).count < 2)
                    && (role(item) != .interactor || !namesAnotherPresentedModule(item, own: own, presenterPrefixes: presenterPrefixes))
                    && (role(item) != .view || buildersBuilding[item, default: 0] < 2
                        || own.hasPrefix(TypeRoles.asciiLowercased(declared[item].proposed!.prefix[...])))
                {
                    union(id, item)
                    note(item, .assembly, name)
                }
            }
        }
    }

    /// Whether an interactor or view that a router making `presenterPrefix`'s presenter wires is
    /// another module's own: the assemblies of two modules make it, and it is named for the
    /// other one, which has a presenter.
    func isAnotherModulesOwn(_ id: Int, makers: [Int: Set<String>], presenterPrefix: String, presenterPrefixes: Set<String>) -> Bool {
        Self.distinctModules(makers[id] ?? []).count > 1
            && namesAnotherPresentedModule(id, own: presenterPrefix, presenterPrefixes: presenterPrefixes)
    }

    /// Whether a type is named for a module other than `own` that has a presenter class: its
    /// name, or the name up to a word's end (`ShowProgressCell` of `ShowProgressCellService`).
    package func namesAnotherPresentedModule(_ id: Int, own: String, presenterPrefixes: Set<String>) -> Bool {
        let name = declared[id].proposed!.prefix
        var end = name.endIndex
        while end > name.startIndex {
            let prefix = TypeRoles.asciiLowercased(name[..<end])
            if presenterPrefixes.contains(prefix) { return Self.distinctModules([prefix, own]).count > 1 }
            guard let start = name[..<end].lastIndex(where: { $0.isUppercase }), start > name.startIndex else { break }
            end = start
        }
        return false
    }

    package mutating func unionByConformance(_ candidates: [Int]) {
        var screens: Set<String>?
        for id in candidates where !isProtocol(id) {
            let type = declared[id]
            for (protocolName, protocolID) in zip(type.inherits, type.inheritIDs)
            where protocolID >= 0 && parent[protocolID] >= 0 && isProtocol(protocolID) {
                guard !declared[protocolID].isChannel else { continue }
                // A view that routes for the screens it shows (a tab bar controller adopting
                // their router protocols) does not join their modules. A router protocol named
                // for no screen (`UrlSchemeWireframe`) is the view's own.
                if let own = type.proposed, own.role == .view, let other = declared[protocolID].proposed, other.role == .router {
                    let prefix = TypeRoles.asciiLowercased(other.prefix[...])
                    if screens == nil { screens = screenNames() }
                    if prefix != TypeRoles.asciiLowercased(own.prefix[...]) && screens!.contains(prefix) { continue }
                }
                union(id, protocolID)
                note(id, .conformance, protocolName)
            }
        }
    }

    /// Types in one module folder join, unless the folder holds two presenters, routers or
    /// builders (or their protocols) named for different modules, or two interactors named for
    /// presented modules: then it is a layer folder such as `Presenters/`, or holds several
    /// modules. So does a folder whose types two assemblies have already taken into different
    /// modules (the views of an app split by layer, each built by its own connector): a module
    /// is what one assembly wires together.
    package mutating func unionByFolder(_ candidates: [Int]) {
        var byFolder: [String: [Int]] = [:]
        for id in candidates where !declared[id].moduleFolder.isEmpty {
            byFolder[declared[id].moduleFolder, default: []].append(id)
        }
        // The groups that hold a builder, by their root, before any folder joins them.
        var assembled = Set<Int>()
        for id in candidates where role(id) == .builder { assembled.insert(find(id)) }
        // Names of modules with a presenter class: two views in one folder named for two of them
        // (`FilterVC`, `AddFilterVC` in one `Controller/` folder) are two modules side by side.
        let presented = presentedModules()
        for (folder, members) in byFolder.sorted(by: { $0.key < $1.key }) {
            var seen: [Role: Int] = [:]
            var clash = false
            var assemblies = Set<Int>()
            var presentedViews = Set<String>()
            var interactors = Set<String>()
            var screen = false
            for id in members {
                let root = find(id)
                if role(id) == .view, !isProtocol(id), let prefix = declared[id].proposed?.prefix {
                    let module = TypeRoles.asciiLowercased(prefix[...])
                    if presented.contains(module) { presentedViews.insert(module) }
                }
                if assembled.contains(root) { assemblies.insert(root) }
                let role = role(id)!
                if !isProtocol(id), role == .presenter || role == .view { screen = true }
                if role == .interactor { interactors.insert(TypeRoles.asciiLowercased(declared[id].proposed!.prefix[...])) }
                guard [.presenter, .router, .builder].contains(role) else { continue }
                if let other = seen[role], declared[other].proposed!.prefix != declared[id].proposed!.prefix { clash = true }
                seen[role] = id
            }
            // Interactors named for different things clash only when two of them are named for
            // presented modules (`Interactors/` with `HomeInteractor` and `ProfileInteractor`),
            // or no screen lives in the folder: a screen's folder may hold several use cases
            // (`ListFetchInteractor`, `DeleteSectionInteractor`) for its one presenter.
            if interactors.count > 1, !screen || interactors.filter({ presented.contains($0) }).count > 1 { clash = true }
            guard !clash, assemblies.count < 2, members.count > 1, presentedViews.count < 2 else { continue }
            for id in members.dropFirst() { union(members[0], id) }
            for id in members { note(id, .folder, folder) }
        }
    }

    /// For each interactor and interactor protocol, the presenters, builders, routers and
    /// interactors that name it.
    package func interactorUsers(_ candidates: [Int]) -> [Int: Set<Int>] {
        var users: [Int: Set<Int>] = [:]
        for id in candidates where !isProtocol(id) && [.builder, .presenter, .interactor, .router].contains(role(id)) {
            for ref in mentioned(id) where ref >= 0 && ref != id && role(ref) == .interactor {
                users[ref, default: []].insert(id)
            }
        }
        return users
    }

    /// Groups that are no module by themselves (a router and its protocol, a lone view) join the
    /// module their names name; failing that, groups of one name join each other.
    package mutating func unionByName(_ candidates: [Int]) {
        var groups: [Int: [Int]] = [:]
        for id in candidates { groups[find(id), default: []].append(id) }
        var modulesByPrefix: [String: Int] = [:]
        var othersByPrefix: [String: Int] = [:]
        // Roots in name order: ids are ordered as names are.
        let roots = groups.keys.sorted()
        var isModuleGroup: [Int: Bool] = [:]
        for root in roots { isModuleGroup[root] = isModule(groups[root]!) }
        for root in roots {
            for id in groups[root]! {
                let prefix = declared[id].proposed!.prefix
                if isModuleGroup[root]! {
                    if modulesByPrefix[prefix] == nil { modulesByPrefix[prefix] = root }
                } else if othersByPrefix[prefix] == nil {
                    othersByPrefix[prefix] = root
                }
            }
        }
        let users = interactorUsers(candidates)
        for root in roots where !isModuleGroup[root]! {
            let prefixes = groups[root]!.map { declared[$0].proposed!.prefix }
            let target = prefixes.lazy.compactMap { modulesByPrefix[$0] }.first ?? prefixes.lazy.compactMap { othersByPrefix[$0] }.first
            guard let target else { continue }
            // An interactor named like a module that other modules use and the module's own
            // components never do (a domain use case named for the screen that shows its
            // result) is not that module's: a module is what its components wire together.
            if groups[root]!.allSatisfy({ role($0) == .interactor }) {
                let members = Set(groups[root]!)
                let used = Set(
                    members.flatMap { users[$0, default: []] }.filter { !members.contains($0) }.map {
                        TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...])
                    })
                let own = Set(
                    groups[target, default: []].compactMap { declared[$0].proposed.map { TypeRoles.asciiLowercased($0.prefix[...]) } })
                if !used.isEmpty && used.isDisjoint(with: own) { continue }
            }
            if isKeptApart(router: groups[root]!, from: groups[target, default: []]) { continue }
            union(target, root)
            for id in groups[root]! { note(id, .name, declared[id].proposed!.prefix) }
        }
    }

    /// Two modules of one name (their presenters', else their views' prefix) in one folder so
    /// named are one module split by layer
    /// (`Screens/Cart/Support/CartPresenter.swift` beside `Screens/Cart/Views/CartView.swift`):
    /// they join, so the view's use of its presenter is no reach into "the other Cart".
    package mutating func unionSplitModules(_ candidates: [Int]) {
        var groups: [Int: [Int]] = [:]
        for id in candidates { groups[find(id), default: []].append(id) }
        var byFolder: [String: [Int]] = [:]
        for root in groups.keys.sorted() {
            let members = groups[root]!
            guard isModule(members) else { continue }
            // The group's name: its presenters' prefix, else its views'.
            let implemented = members.filter { !isProtocol($0) }
            let presenters = implemented.filter { role($0) == .presenter }
            let namers = presenters.isEmpty ? implemented.filter { role($0) == .view } : presenters
            let named = Set(namers.map { TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...]) })
            guard !named.isEmpty else { continue }
            // The nearest folder so named that holds each member's module folder.
            var folders = Set<String>()
            for id in members where !declared[id].moduleFolder.isEmpty {
                var folder = declared[id].moduleFolder
                while !folder.isEmpty, !named.contains(TypeRoles.asciiLowercased(PathName.lastComponent(folder)[...])) {
                    folder = Self.folder(of: folder)
                }
                folders.insert(folder)
            }
            guard folders.count == 1, let folder = folders.first, !folder.isEmpty else { continue }
            byFolder[folder, default: []].append(root)
        }
        for (folder, roots) in byFolder.sorted(by: { $0.key < $1.key }) where roots.count > 1 {
            for root in roots.dropFirst() { union(roots[0], root) }
            for root in roots { for id in groups[root]! { note(id, .folder, folder) } }
        }
    }

    /// Whether a router (with its protocols) named for a module stays out of it: the module
    /// has a builder, none of its components holds, makes or names the router, and the router
    /// lies outside the module's folders. A flow coordinator beside the modules it shows
    /// (`FeedFlow/Coordinator/FeedCoordinator` that starts `FeedFlow/Module/Feed` through a
    /// factory and hears back by closures) is no router of the module it is named for.
    package func isKeptApart(router members: [Int], from module: [Int]) -> Bool {
        let routers = members.filter { !isProtocol($0) }
        guard !routers.isEmpty, routers.allSatisfy({ role($0) == .router }),
            module.contains(where: { !isProtocol($0) && role($0) == .builder })
        else { return false }
        let group = Set(members)
        if module.contains(where: { id in mentioned(id).contains(where: group.contains) }) { return false }
        let folders = Set(module.map { declared[$0].moduleFolder }.filter { !$0.isEmpty })
        return routers.allSatisfy { id in
            let folder = declared[id].folder
            return !folders.contains { folder == $0 || folder.hasPrefix($0 + "/") }
        }
    }
}
