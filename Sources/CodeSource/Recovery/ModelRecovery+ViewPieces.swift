import Architecture

extension ModelRecovery {
    /// A SwiftUI view that keeps or makes one module's router, in that module's folder or below
    /// it, is a piece of that module's view: a tab or a section that builds the router to link
    /// to the next screen (`let router = HomeRouter(…)` in `HomeTab.body`). Only a view named for
    /// no role, or named for a module nothing else is named for (`GenreGridView` in
    /// `Main/View/Home/Components/`); a view elsewhere that names the router is another module's,
    /// and a preview (`PreviewProvider`) makes a router to show the screen, as a test would.
    package mutating func proposeViewPiecesByRouter() {
        var routers: [String: Int] = [:]
        var modulePrefixes = Set<String>()
        for type in declared {
            guard let proposed = type.proposed, shared[type.id] == nil else { continue }
            // Routers themselves: a protocol may sit in a folder of protocols far from its module.
            if proposed.role == .router, !type.isProtocol { routers[type.name] = type.id }
            if proposed.role != .view { modulePrefixes.insert(TypeRoles.asciiLowercased(proposed.prefix[...])) }
        }
        guard !routers.isEmpty else { return }
        for type in declared where !type.isProtocol && type.decl.kind == .struct && type.inherits.contains("View") && shared[type.id] == nil
        {
            // A preview makes what it shows; it is no part of the app's screens.
            guard !type.inherits.contains("PreviewProvider") else { continue }
            if let proposed = type.proposed {
                guard proposed.role == .view, !modulePrefixes.contains(TypeRoles.asciiLowercased(proposed.prefix[...])) else { continue }
            }
            var prefixes = Set<String>()
            var prefix = ""
            var below = true
            let named = Self.keptOrMade(by: type)
            for name in named {
                guard let id = routers[name], let found = declared[id].proposed?.prefix else { continue }
                prefixes.insert(TypeRoles.asciiLowercased(found[...]))
                prefix = found
                // In the folder of every router it names, or below it.
                let folder = declared[id].moduleFolder
                below = below && !folder.isEmpty && (type.folder == folder || type.folder.hasPrefix(folder + "/"))
            }
            guard prefixes.count == 1, below else { continue }
            type.proposed = (.view, prefix)
            viewPieces.insert(type.id)
        }
    }
}

extension ModelRecovery {
    /// A router of no module that the views of one module, and no other, make or keep, in that
    /// module's folder or below it, is that module's router when the module has none: a SwiftUI
    /// screen that puts `FriendsNavigationWireframe(…)` in its body to link onwards. The name
    /// alone (`FriendsNavigation`) names no module.
    package mutating func unionRoutersViewsMake(_ candidates: [Int]) {
        var groups: [Int: [Int]] = [:]
        for id in candidates { groups[find(id), default: []].append(id) }
        var isModuleGroup: [Int: Bool] = [:]
        for (root, members) in groups { isModuleGroup[root] = isModule(members) }
        var makers: [Int: Set<Int>] = [:]
        var maker: [Int: String] = [:]
        for root in groups.keys.sorted() where isModuleGroup[root]! {
            for id in groups[root]! where !isProtocol(id) && role(id) == .view {
                let named = Self.keptOrMade(by: declared[id])
                for name in named {
                    guard let ref = ids[name], parent[ref] >= 0, !isProtocol(ref), role(ref) == .router, shared[ref] == nil,
                        isModuleGroup[find(ref)] == false
                    else { continue }
                    makers[ref, default: []].insert(root)
                    if maker[ref] == nil { maker[ref] = names[id] }
                }
            }
        }
        var given = Set<Int>()
        for (router, roots) in makers.sorted(by: { $0.key < $1.key }) where roots.count == 1 {
            let root = roots.first!
            let own = groups[find(router)]!
            let module = groups[root]!
            // One router per module: not a second for a module this step has given one.
            guard !given.contains(root), own.allSatisfy({ role($0) == .router }),
                !module.contains(where: { !isProtocol($0) && role($0) == .router })
            else { continue }
            given.insert(root)
            let folder = declared[router].moduleFolder
            let folders = Set(module.map { declared[$0].moduleFolder }.filter { !$0.isEmpty })
            guard !folder.isEmpty, folders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) else { continue }
            union(root, router)
            for id in own { note(id, .assembly, maker[router]!) }
        }
    }

    /// The type names `type` keeps in its stored properties or makes in its body, extensions
    /// included: what a view builds or holds to link onwards.
    static func keptOrMade(by type: Declared) -> [String] {
        (CollectionOfOne(type.decl) + type.extensions).flatMap { decl in
            decl.properties.filter { !$0.isStatic }.flatMap(\.typeNames) + decl.calls.map(\.value)
        }
    }
}
