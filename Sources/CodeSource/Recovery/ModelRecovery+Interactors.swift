import Architecture

/// Interactors that belong to a module by use: what one module's components make or keep,
/// beside them in the module's folder, is that module's.
extension ModelRecovery {
    /// A group of interactors of no module that the components of exactly one module make or
    /// keep (by class or by a protocol they adopt), in the folder of a class that uses it or in a
    /// module folder of that module's alone, joins that
    /// module when it has a presenter: a flat folder's `CameraInteractor` that `RecordPresenter`
    /// makes. A helper of such an interactor joins in a later pass, once every user of it is a
    /// module's, up to `passes` deep; one that two modules use, or that lies in a folder of its
    /// own (a `UseCases` folder), stays shared.
    package mutating func unionInteractorsOneModuleUses(_ candidates: [Int], passes: Int = 8) {
        guard candidates.contains(where: { !isProtocol($0) && role($0) == .interactor }) else { return }
        for _ in 0..<passes {
            var groups: [Int: [Int]] = [:]
            for id in candidates { groups[find(id), default: []].append(id) }
            var isModuleGroup: [Int: Bool] = [:]
            for (root, members) in groups { isModuleGroup[root] = isModule(members) }
            // Lone groups: interactors and their protocols alone, by every name in them (a
            // user that keeps the protocol uses the group).
            var lone: [String: Int] = [:]
            for (root, members) in groups where !isModuleGroup[root]! && members.allSatisfy({ role($0) == .interactor }) {
                for id in members { lone[names[id]] = root }
            }
            guard !lone.isEmpty else { return }
            // The groups that make or keep each lone group, and the first user's name.
            var users: [Int: Set<Int>] = [:]
            var user: [Int: String] = [:]
            var userFolders: [Int: Set<String>] = [:]
            for (root, members) in groups {
                for id in members where !isProtocol(id) {
                    for name in Self.keptOrMade(by: declared[id]) {
                        guard let used = lone[name], used != root else { continue }
                        users[used, default: []].insert(root)
                        userFolders[used, default: []].insert(declared[id].folder)
                        if user[used] == nil { user[used] = names[id] }
                    }
                }
            }
            // Which module folders hold classes of more than one module group: a folder of its
            // own (`App/Record/Interactor`, below `App/Record`) is one module's, a layered app's
            // `App/Interactors` (module folder `App`) every module's.
            var folderOwners: [String: Set<Int>] = [:]
            for (root, members) in groups where isModuleGroup[root]! {
                for id in members where !isProtocol(id) { folderOwners[declared[id].moduleFolder, default: []].insert(root) }
            }
            var joined = false
            for (used, all) in users.sorted(by: { $0.key < $1.key }) {
                // Used by another lone group too: decided once that one is placed, unless that
                // one is a helper this group uses, holding it back (`weak var camera`).
                let roots = all.filter { users[$0]?.contains(used) != true }
                guard roots.count == 1 else { continue }
                let module = roots.first!
                guard isModuleGroup[module]!, groups[module]!.contains(where: { !isProtocol($0) && role($0) == .presenter }) else {
                    continue
                }
                // The folder of a class that uses it (a flat folder), or a module folder that is
                // this module's alone; not a layered app's `Interactors/` beside every module's.
                let classes = groups[used]!.filter { !isProtocol($0) }
                let folders = Set(classes.map { declared[$0].folder })
                let moduleFolders = Set(classes.map { declared[$0].moduleFolder })
                guard folders.count == 1, let folder = folders.first, !folder.isEmpty, moduleFolders.count == 1 else { continue }
                let ownFolder = folderOwners[moduleFolders.first!] == [module]
                guard userFolders[used]!.contains(folder) || ownFolder else { continue }
                union(module, used)
                for id in groups[used]! { note(id, .assembly, user[used]!) }
                joined = true
            }
            if !joined { return }
        }
    }
}
