import ArgumentParser
import Diagnostics
import Foundation
import Support

/// The project root of one run, and the user's paths made relative to it.
///
/// `enter` makes the root the base of relative paths (`FileBase`), so that from then on every
/// path viperc reads, prints, stores or matches is relative to the root, whichever folder the
/// command was typed in and however its paths were spelled. Paths outside the root stay
/// absolute. The process's working folder is left alone.
struct CommandPaths {
    let root: ProjectRoot
    /// The folder the command was typed in; the user's relative paths are relative to it.
    let workingFolder: String

    /// Finds the root from `first` (the first path the user gave, or `.`) and enters it.
    static func enter(from first: String?) throws -> CommandPaths {
        let workingFolder = FileBase.folder
        let root = ProjectRoot.find(from: first ?? ".", workingFolder: workingFolder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            Console.error("\(root.path):1:1: error: cannot enter the project root [unreadable-file]\n")
            throw ExitCode(64)
        }
        FileBase.setRoot(root.path)
        return CommandPaths(root: root, workingFolder: workingFolder)
    }

    /// A path as the user typed it, relative to the root (`.` for the root itself).
    func resolve(_ path: String) -> String {
        root.relative(path, workingFolder: workingFolder)
    }

    /// Whether printed paths are absolute: Xcode places a diagnostic in its issue navigator
    /// only by its absolute path, and sets `XCODE_VERSION_ACTUAL` for the scripts it runs.
    static var absoluteForXcode: Bool {
        ProcessInfo.processInfo.environment["XCODE_VERSION_ACTUAL"] != nil
    }
}
