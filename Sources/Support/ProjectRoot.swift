import Foundation

/// The folder every path viperc prints, stores or matches is relative to, whatever the working
/// folder and however a path was typed (`.`, `App/`, `../App`, `/abs/…/App`).
///
/// It is found from the first path given, upward: the nearest folder holding `.git`; failing
/// that the nearest holding `Package.swift`; failing that the outermost holding `.viperc.yml`
/// (nested configurations sit below the root, so the nearest would be one of them); failing
/// all three, the working folder. `.git` comes first because code scanning resolves paths
/// against the repository, which may hold several packages.
public struct ProjectRoot: Sendable, Equatable {
    /// Absolute, normalized, as spelled (links are not resolved, so `/tmp/x` stays `/tmp/x`).
    public let path: String

    public init(path: String) {
        self.path = PathName.normalized(path)
    }

    /// - Parameters:
    ///   - start: the path to search from; a file, or a path that does not exist yet (an
    ///     editor's unsaved file), starts at its folder.
    ///   - workingFolder: the absolute folder relative paths are read against.
    public static func find(from start: String, workingFolder: String) -> ProjectRoot {
        var folder = PathName.absolute(start, in: workingFolder)
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            folder = PathName.parent(folder)
        }
        var nearestGit: String?
        var nearestPackage: String?
        var outermostConfig: String?
        while true {
            if nearestGit == nil, FileManager.default.fileExists(atPath: PathName.join(folder, ".git")) { nearestGit = folder }
            if nearestPackage == nil, FileManager.default.fileExists(atPath: PathName.join(folder, "Package.swift")) {
                nearestPackage = folder
            }
            if FileManager.default.fileExists(atPath: PathName.join(folder, ".viperc.yml")) { outermostConfig = folder }
            if nearestGit != nil || folder == "/" || folder.isEmpty { break }
            folder = PathName.parent(folder)
        }
        return ProjectRoot(path: nearestGit ?? nearestPackage ?? outermostConfig ?? workingFolder)
    }

    /// `path` relative to the root: `.` for the root itself, the absolute path for a path
    /// outside it. A path that reaches the root through a link (`/tmp` and `/private/tmp` on
    /// macOS) is compared by its real path too.
    public func relative(_ path: String, workingFolder: String) -> String {
        let absolute = PathName.absolute(path, in: workingFolder)
        if let inside = PathName.relative(absolute, to: self.path) { return inside.isEmpty ? "." : inside }
        if let realPath = FileReader.realPath(absolute), let realRoot = FileReader.realPath(self.path),
            let inside = PathName.relative(realPath, to: realRoot)
        {
            return inside.isEmpty ? "." : inside
        }
        return absolute
    }

    /// A root-relative path as an absolute one, for tools that need absolute paths (Xcode's
    /// issue navigator); absolute paths are kept.
    public func absolutePath(of path: String) -> String {
        if path.hasPrefix("/") { return path }
        return PathName.absolute(path, in: self.path)
    }
}
