import Architecture

/// Which groups of types are modules: parts several screens share are not, and a router alone
/// in a folder beside the modules' folders is one that only navigates.
extension ModelBuilder {
    /// Groups that are parts several screens share, not modules: nothing of theirs assembles,
    /// navigates or does business (no builder, router or interactor), and the presenters of two
    /// or more other modules keep their presenter in a stored property (a price filter with its
    /// own presenter and view that two listing screens' presenters each keep); or a presenter
    /// with its interactor and nothing else that components of two or more other modules keep.
    package func sharedParts(_ roots: [Int], groups: [Int: [Int]]) -> [Int] {
        var groupOf: [Int: Int] = [:]
        for root in roots { for id in groups[root]! { groupOf[id] = root } }
        var keepers: [Int: Set<Int>] = [:]
        // Any component of other modules that keeps the group's presenter, for presenters with
        // their interactor and nothing else (no view, router or builder): a feature's presenter
        // and use case in a package, which the screens of several modules observe.
        var keptByAny: [Int: Set<Int>] = [:]
        for root in roots {
            // Views and presenters observe a feature's presenter; a router that keeps one made
            // it (a module without a view that its opener's wireframe keeps).
            for id in groups[root]! where !recovery.isProtocol(id) && recovery.role(id) != .router {
                let isPresenter = recovery.role(id) == .presenter
                for property in recovery.declared[id].decl.properties where !property.isStatic {
                    for name in property.typeNames {
                        guard let held = recovery.ids[name], let heldGroup = groupOf[held], heldGroup != root,
                            !recovery.isProtocol(held), recovery.role(held) == .presenter
                        else { continue }
                        if isPresenter { keepers[heldGroup, default: []].insert(root) }
                        keptByAny[heldGroup, default: []].insert(root)
                    }
                }
            }
        }
        return roots.filter { root in
            let roles = Set(groups[root]!.filter { !recovery.isProtocol($0) }.compactMap { recovery.role($0) })
            if roles == [.presenter, .interactor], let keeping = keptByAny[root], keeping.count >= 2 { return true }
            guard let keeping = keepers[root], keeping.count >= 2 else { return false }
            return !groups[root]!.contains { [.builder, .router, .interactor].contains(recovery.role($0)) }
        }
    }

    /// A router with no presenter or interactor is a helper (an `AppRouter`), except in a folder
    /// of its own beside the folders of modules, showing screens, that no module holds or makes:
    /// there it is a module that only navigates, such as an app-root wireframe that puts the
    /// first screen in the window, or a tab container that fills its tabs; alone, without a
    /// protocol, an assembly or a screen of its own beside it, only when it fills the window.
    package func routerOnlyModules(_ others: [(root: Int, members: [Int])], beside modules: [[Int]]) -> [Int] {
        // Most groups that are no module are no router alone either: the cheap test first.
        let navigating = others.filter { onlyNavigates($0.members) }
        guard !navigating.isEmpty else { return [] }
        var moduleFolders = Set<String>()
        var parents = Set<String>()
        for members in modules {
            // A module whose assembly lives elsewhere (Swinject's `DI/Assemblies/HomeAssembly`)
            // sits where its other parts do.
            guard let folder = commonFolder(members) ?? commonFolder(members.filter { recovery.role($0) != .builder }) else { continue }
            moduleFolders.insert(folder)
            parents.insert(ModelRecovery.folder(of: folder))
        }
        let found = navigating.filter { _, members in
            guard let folder = commonFolder(members), !moduleFolders.contains(folder), parents.contains(ModelRecovery.folder(of: folder))
            else { return false }
            return true
        }
        guard !found.isEmpty else { return [] }
        let moduleTypes = Set(modules.joined().map { recovery.names[$0] })
        let moduleIDs = Set(modules.joined())
        return found.compactMap { root, members in
            // It navigates: it names another module's types or UIKit's screens and windows. A
            // network request 'router' beside the modules does neither.
            let navigates = members.contains { id in
                !recovery.isProtocol(id) && recovery.role(id) == .router
                    && recovery.declared[id].references.contains { moduleTypes.contains($0) || Self.navigationTypes.contains($0) }
            }
            guard navigates else { return nil }
            // A lone router, with no protocol or assembly beside it, no screen of the app's own
            // in its folder that no module has, and no window to fill (an app's tab coordinator
            // over a plain `UITabBarController`), is the app's flow, not a module.
            if members.count == 1 {
                let router = recovery.declared[members[0]]
                let folder = router.moduleFolder
                let fillsWindow = router.references.contains("UIWindow")
                let ownScreen = recovery.declared.contains { type in
                    !moduleIDs.contains(type.id) && (type.moduleFolder == folder || type.moduleFolder.hasPrefix(folder + "/"))
                        && ModelRecovery.isController(type)
                }
                guard fillsWindow || ownScreen else { return nil }
            }
            // No presenter and no other module's type holds or makes it: a router a presenter
            // uses is that presenter's module's, and one another module's router makes is the
            // module that router opens, wherever its file is.
            let names = Set(members.map { recovery.names[$0] })
            let held = recovery.declared.contains { type in
                !type.isProtocol && (type.proposed?.role == .presenter || moduleIDs.contains(type.id))
                    && type.references.contains(where: names.contains)
            }
            return held ? nil : root
        }
    }

    /// See `AppModel.screenSubclasses`: classes the model places nowhere whose superclass, or
    /// its superclass up to three levels of the app's own, is a framework controller (as
    /// `ModelRecovery.isController` reads one), and protocols placed nowhere that only such a
    /// controller can adopt (`protocol BaseViewProtocol: UIViewController`). An alert is no
    /// screen, and a class named as a service (`WebServices: UIViewController`) is a service.
    func screenSubclasses(_ app: AppModel) -> Set<String> {
        func isScreenClass(_ name: String) -> Bool {
            ModelRecovery.isUIKitViewClass(name) && name.hasSuffix("Controller") && name != "UIAlertController"
        }
        var found = Set<String>()
        for type in recovery.declared where type.isProtocol && app.placements[type.name] == nil {
            if type.inherits.contains(where: isScreenClass) { found.insert(type.name) }
        }
        for type in recovery.declared where !type.isProtocol && type.decl.kind == .class && app.placements[type.name] == nil {
            guard !["Service", "Services", "Manager", "API", "Client"].contains(where: { NameAffix.hasSuffix(type.name, $0) }) else {
                continue
            }
            var current = type
            for _ in 0..<3 {
                guard let first = current.inherits.first, let firstID = current.inheritIDs.first else { break }
                if firstID < 0 {
                    if isScreenClass(first) { found.insert(type.name) }
                    break
                }
                current = recovery.declared[firstID]
            }
        }
        return found
    }
}
