import Architecture

/// Interactors that belong to a module by use: what one module's presenter or interactor makes
/// or keeps, beside them in the module's folder, is that module's.
extension ModelRecovery {
    /// An interactor of no module (its group is interactors alone) that the presenters and
    /// interactors of exactly one module make or keep, in that module's own folder, joins that
    /// module: a flat folder's `CameraInteractor` that `RecordPresenter` makes, or a helper that
    /// the module's interactor keeps (`ShareFacebookInteractor`). Repeated while one joins, for a
    /// helper of a helper; one that two modules use, or that lies in a folder of its own (a
    /// `UseCases` folder), stays shared.
    package mutating func unionInteractorsOneModuleUses(_ candidates: [Int]) {
        let interactors = candidates.filter { !isProtocol($0) && role($0) == .interactor }
        guard !interactors.isEmpty else { return }
        // Each pass joins at least one interactor, so the passes are bounded by their count.
        for _ in 0..<interactors.count {
            var groups: [Int: [Int]] = [:]
            for id in candidates { groups[find(id), default: []].append(id) }
            var isModuleGroup: [Int: Bool] = [:]
            for (root, members) in groups { isModuleGroup[root] = isModule(members) }
            // The module groups that make or keep each lone interactor, and the first user's name.
            var users: [Int: Set<Int>] = [:]
            var user: [Int: String] = [:]
            for root in groups.keys.sorted() where isModuleGroup[root]! {
                for id in groups[root]! where !isProtocol(id) && (role(id) == .presenter || role(id) == .interactor) {
                    for name in Self.keptOrMade(by: declared[id]) {
                        guard let ref = ids[name], parent[ref] >= 0, !isProtocol(ref), role(ref) == .interactor,
                            isModuleGroup[find(ref)] == false
                        else { continue }
                        users[ref, default: []].insert(root)
                        if user[ref] == nil { user[ref] = names[id] }
                    }
                }
            }
            var joined = false
            for (ref, roots) in users.sorted(by: { $0.key < $1.key }) where roots.count == 1 {
                let root = roots.first!
                guard groups[find(ref)]!.allSatisfy({ role($0) == .interactor }) else { continue }
                let folder = declared[ref].moduleFolder
                guard !folder.isEmpty, groups[root]!.contains(where: { !isProtocol($0) && declared[$0].moduleFolder == folder })
                else { continue }
                union(root, ref)
                note(ref, .assembly, user[ref]!)
                joined = true
            }
            if !joined { break }
        }
    }
}
