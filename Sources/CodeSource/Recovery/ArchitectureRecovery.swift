import Architecture
import Diagnostics
import SpecParser
import Support

/// Recovers the architecture model of every app among the linted files, once per run.
public enum ArchitectureRecovery {
    /// - Parameters:
    ///   - files: the scanned files, in any order.
    ///   - appRoots: folders that start an app or package; a file belongs to the deepest one
    ///     that holds it, and files under none form one app.
    ///   - projects: specs, whose names are the strongest evidence.
    ///   - appProjects: specs that name the types of one app only, by the app's root (the
    ///     drafts of `viperc init --from`, read back): a repository of several apps may use
    ///     the same names in each.
    public static func recover(
        files: [FileSummary], appRoots: [String], projects: [Project] = [], appProjects: [String: Project] = [:],
        patterns: [RolePattern] = RolePattern.defaults, keepingStateUntilExit: Bool = false
    ) -> ArchitectureModel {
        var byApp: [String: [FileSummary]] = [:]
        var rootOfFolder: [Substring: String] = [:]
        let roots = Set(appRoots)
        for file in files {
            let folder = file.path[..<(file.path.utf8LastIndex(of: UInt8(ascii: "/")) ?? file.path.startIndex)]
            let root = rootOfFolder[folder] ?? appRoot(of: file.path, roots: roots)
            rootOfFolder[folder] = root
            byApp[root, default: []].append(file)
        }
        // Apps are independent: recover them on all cores, largest first, so that no large app
        // starts last and leaves the other cores idle while it runs; then in root order.
        let groups = byApp.keys.sorted().map { ($0, byApp[$0]!) }
        let order = groups.indices.sorted {
            groups[$0].1.count > groups[$1].1.count || (groups[$0].1.count == groups[$1].1.count && $0 < $1)
        }
        let (everyApp, ownApp) = Self.placing(projects, roots: groups.map(\.0))
        let recovered = ParallelMap.map(order.map { groups[$0] }) { root, files in
            var recovery = ModelRecovery(
                root: root, files: files.sorted { $0.path < $1.path },
                projects: everyApp + (ownApp[root] ?? []) + (appProjects[root].map { [$0] } ?? []), patterns: patterns)
            let app = recovery.recover()
            // Freeing the recovery's tables, one object per declared type, took a quarter of
            // the recovery of a large app; a process about to exit can leave them.
            if keepingStateUntilExit { KeptUntilExit.keep(recovery) }
            return app
        }
        var apps = recovered
        for (position, index) in order.enumerated() { apps[index] = recovered[position] }
        return ArchitectureModel(apps: apps)
    }

    /// Which apps each spec project names types of. Where several apps are linted, a project
    /// named as one app's folder (`name:` in viperc.yml, which `init --from` takes from it) is
    /// that app's only: the apps of one repository may all have a `HomePresenter`. Every
    /// other project is every app's.
    static func placing(_ projects: [Project], roots: [String]) -> (everyApp: [Project], ownApp: [String: [Project]]) {
        guard roots.count > 1 else { return (projects, [:]) }
        var everyApp: [Project] = []
        var ownApp: [String: [Project]] = [:]
        for project in projects {
            if let name = project.config.name, let named = root(named: name, among: roots) {
                ownApp[roots[named], default: []].append(project)
            } else {
                everyApp.append(project)
            }
        }
        return (everyApp, ownApp)
    }

    /// The index of the one app root among `roots` whose folder is named `name`; nil when no
    /// root or several are. A spec project with that `name:` describes that app alone.
    public static func root(named name: String, among roots: [String]) -> Int? {
        let named = roots.indices.filter { !roots[$0].isEmpty && roots[$0] != "." && PathName.lastComponent(roots[$0]) == name }
        return named.count == 1 ? named[0] : nil
    }

    /// The deepest root that holds `path`, or "" when none does.
    public static func appRoot(of path: String, roots: [String]) -> String {
        appRoot(of: path, roots: Set(roots))
    }

    /// Walks up the path's folders, so the cost follows the path's depth, not the number of
    /// roots (a run over a hundred packages has a hundred roots). "." and "" hold every path.
    public static func appRoot(of path: String, roots: Set<String>) -> String {
        var end = path.utf8LastIndex(of: UInt8(ascii: "/"))
        while let slash = end {
            let folder = path[..<slash]
            if !folder.isEmpty, roots.contains(String(folder)) { return String(folder) }
            end = folder.utf8.lastIndex(of: UInt8(ascii: "/"))
        }
        if roots.contains(".") { return "." }
        return ""
    }
}
