import CodeSource
import Diagnostics
import Foundation
import Support

/// Finds the Swift files to lint under the given paths, in sorted order: skips build and
/// dependency folders, hidden folders, symbolic-link loops, excluded paths and files viperc
/// generated. Paths are relative to the project root, the working folder while lint runs, so
/// globs match the same paths however the user spelled them.
public struct SourceCollector {
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// Each folder's configuration, with its nested `.viperc.yml` files read as the walk meets them.
    public private(set) var tree: ConfigurationTree
    /// Whether files given explicitly are dropped when excluded, as files found in folders are.
    let forceExclude: Bool
    let engine: DiagnosticEngine
    var visited: Set<PathKey> = []
    /// Folders of projects that a workspace above them lists: parts of that workspace's app.
    var workspaceMembers: Set<String> = []
    /// Folders holding a Tuist `Workspace.swift`: the projects below them are one app.
    var tuistWorkspaces: Set<String> = []
    public private(set) var files: [String] = []
    /// Folders that start an app or package (see `startsAnApp`), and the folders given on the
    /// command line; sorted.
    public private(set) var appRoots: [String] = []
    /// Folders that could not be read; each is reported as an `unreadable-file` error with the
    /// violations, and the rest of the tree is linted.
    public private(set) var unreadableFolders: [Violation] = []
    /// Told of each file the walk finds, as it finds it (`ScanAhead.offer`).
    public var onFile: (@Sendable (String) -> Void)?
    /// The project root with links resolved: a linked folder that leads outside it is not
    /// walked unless `followsLinks`, so a link to `/` or a home folder costs nothing and brings
    /// no foreign `.viperc.yml`. Nil: no boundary.
    public var boundary: String?
    public var followsLinks = false

    public init(configuration: LintConfiguration, engine: DiagnosticEngine, forceExclude: Bool = false) {
        self.init(tree: ConfigurationTree(base: configuration, engine: engine), engine: engine, forceExclude: forceExclude)
    }

    public init(tree: ConfigurationTree, engine: DiagnosticEngine, forceExclude: Bool = false) {
        self.tree = tree
        self.engine = engine
        self.forceExclude = forceExclude
    }

    /// Reads the configuration of every folder that holds one of `files` (sorted, so the
    /// files of a folder are neighbours and the folder is looked up once).
    public mutating func readConfigurations(for files: [String]) {
        var last: String?
        for file in files {
            let folder = PathName.parent(file)
            guard folder != last else { continue }
            last = folder
            _ = tree.configuration(forFolder: folder.isEmpty ? "." : folder)
        }
    }

    /// Whether an explicitly given file is linted: always, unless `--force-exclude` applies
    /// the exclusions to it too.
    public mutating func includesExplicit(_ path: String) -> Bool {
        !forceExclude || tree.includes(path)
    }

    /// Collects from each path; a path that does not exist is an error.
    public mutating func collect(_ paths: [String]) {
        for raw in paths {
            let path = Self.normalize(raw)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: FileBase.path(path), isDirectory: &isDirectory) else {
                engine.error("no such file or folder", at: .file(path), id: "missing-path")
                continue
            }
            if isDirectory.boolValue {
                appRoots.append(path)
                walk(path, root: path)
            } else if includesExplicit(path) {
                files.append(path)
            }
        }
        // Sorted, then duplicates (a file given twice, or given and found) are neighbours. Two
        // names that differ only in Unicode normalization are two files: compared as bytes.
        files.sort { $0 == $1 ? $0.utf8.lexicographicallyPrecedes($1.utf8) : $0 < $1 }
        var unique: [String] = []
        unique.reserveCapacity(files.count)
        // `!=` settles almost every pair cheaply (strings that differ as text differ as bytes);
        // only equal text needs the byte-by-byte look.
        for file in files where unique.last.map({ $0 != file || !$0.utf8.elementsEqual(file.utf8) }) ?? true {
            unique.append(file)
        }
        files = unique
        appRoots = Set(appRoots).sorted()
    }

    /// Whether a folder entry says an app or package starts in its folder: a Swift package, an
    /// Xcode project or workspace, or the manifest a project generator makes one from
    /// (XcodeGen's `project.yml`, Tuist's `Project.swift` or `Workspace.swift`). Tuist's count
    /// only when they import `ProjectDescription`, since an app may name a model file so.
    static func startsAnApp(_ entry: FolderListing.Entry, in folder: String) -> Bool {
        let name = entry.name
        if name == "Package.swift" || name == "project.yml" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
            return true
        }
        return isTuistManifest(entry, in: folder, named: "Project.swift") || isTuistManifest(entry, in: folder, named: "Workspace.swift")
    }

    static func isTuistManifest(_ entry: FolderListing.Entry, in folder: String, named manifest: String) -> Bool {
        guard entry.name == manifest, entry.kind == .file else { return false }
        let path = folder == "." ? manifest : folder + "/" + manifest
        // A manifest imports at its top; the first 16 KiB decide.
        guard case .success(let bytes) = FileReader.read(path, maximumSize: 1 << 20) else { return false }
        return String(decoding: bytes.prefix(1 << 14), as: UTF8.self).contains("import ProjectDescription")
    }

    /// Whether a folder lies inside a Tuist workspace already seen: its projects are parts of
    /// the workspace's app, as an Xcode workspace's are.
    func isInTuistWorkspace(_ folder: String) -> Bool {
        var current = folder
        while let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) {
            current = String(current[..<slash])
            if tuistWorkspaces.contains(current) { return true }
        }
        return folder != "." && tuistWorkspaces.contains(".")
    }

    /// - Parameter root: the folder given on the command line; the test code globs match
    ///   paths relative to it, the configuration's globs paths relative to the project root.
    /// - Parameter real: the folder's path with links resolved, when the caller knows it: a
    ///   folder that is not a link extends its parent's, so only links cost a `realpath`.
    mutating func walk(_ folder: String, root: String, real known: String? = nil) {
        let real = known ?? FileReader.realPath(folder) ?? folder
        guard visited.insert(PathKey(real)).inserted else { return }
        guard let entries = FolderListing.entries(of: folder) else {
            unreadableFolders.append(
                Violation(
                    ruleID: "unreadable-file", severity: .error, message: "cannot read folder; its files were not linted",
                    location: .file(folder)))
            return
        }
        if entries.contains(where: { Self.startsAnApp($0, in: folder) }), !workspaceMembers.contains(folder), !isInTuistWorkspace(folder) {
            appRoots.append(folder)
        }
        if entries.contains(where: { Self.isTuistManifest($0, in: folder, named: "Workspace.swift") }) { tuistWorkspaces.insert(folder) }
        for entry in entries where entry.kind == .folder && entry.name.hasSuffix(".xcworkspace") && entry.isValidName {
            let data = (folder == "." ? entry.name : folder + "/" + entry.name) + "/contents.xcworkspacedata"
            // A workspace file is a few hundred bytes; a large or unreadable one lists nothing.
            guard case .success(let bytes) = FileReader.read(data, maximumSize: 1 << 20) else { continue }
            for member in WorkspaceProjects.folders(in: String(decoding: bytes, as: UTF8.self)) {
                workspaceMembers.insert(folder == "." ? member : folder + "/" + member)
            }
        }
        tree.noteListing(
            of: folder, hasConfiguration: entries.contains { $0.name == ConfigurationTree.fileName && $0.kind != .broken })
        // Looked up at the folder's first Swift file: every file of a folder shares it.
        var filter: LintConfiguration.PathFilter?
        for entry in entries.sorted(by: { $0.name < $1.name })
        where !entry.name.hasPrefix(".") && !Self.skippedFolders.contains(entry.name) {
            let name = entry.name
            let path = folder == "." ? name : folder + "/" + name
            guard entry.isValidName else {
                // The name cannot be spelled as a String that opens the file again.
                if entry.kind == .folder || name.hasSuffix(".swift") {
                    unreadableFolders.append(
                        Violation(
                            ruleID: "unreadable-file", severity: .error,
                            message: "the name is not valid UTF-8 (shown with U+FFFD); viperc cannot read it, rename it",
                            location: .file(path)))
                }
                continue
            }
            switch entry.kind {
            case .broken:
                if name.hasSuffix(".swift") {
                    engine.warning("cannot read file: broken or looping symbolic link; skipped", at: .file(path), id: "unreadable-file")
                }
            case .folder:
                // Xcode's file templates hold placeholder code (`___VARIABLE_moduleName___`)
                // that no target compiles.
                if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") || name.hasSuffix(".xctemplate") { continue }
                if !entry.isLink {
                    walk(path, root: root, real: real == "/" ? "/" + name : real + "/" + name)
                    continue
                }
                let target = FileReader.realPath(path)
                if let target, (followsLinks && target == "/") || real == target || real.hasPrefix(target + "/") {
                    engine.warning(
                        "symbolic link loop: this link leads back to a folder that holds it; skipping it", at: .file(path),
                        id: "symlink-loop")
                    continue
                }
                if !followsLinks, let boundary, let target, target != boundary,
                    !target.hasPrefix(boundary == "/" ? "/" : boundary + "/")
                {
                    engine.warning(
                        "symbolic link to '\(target)', outside the project root; not followed (lint it with '--follow-links')",
                        at: .file(path), id: "symlink-outside")
                    continue
                }
                // A folder named like a Swift file is still a folder: lint what is inside.
                walk(path, root: root)
            case .file, .other:
                guard name.hasSuffix(".swift") else { continue }
                if filter == nil { filter = tree.filter(forFolder: folder) }
                let walked = root == "." ? path : String(path.utf8.dropFirst(root.utf8.count + 1))!
                if filter!.includes(ConfigurationTree.relative(path), walked: walked) {
                    files.append(path)
                    onFile?(path)
                }
            }
        }
    }

    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
