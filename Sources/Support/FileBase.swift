import Foundation

/// The folder that relative paths are read against while a command runs: its project root.
///
/// A command does not change the process's working folder (`chdir`): every path it keeps is
/// relative to the root, and the file system is given `path(_:)`, which puts the root in front
/// (as the kernel would read the relative path from there, `..` and links included). A command
/// sets its root once, before any work on other threads; `isolated` gives a run a root of its
/// own, so that two commands can run side by side in one process (the tests do), and
/// `ParallelMap` and `Background` hand the run's root to their threads.
public final class FileBase: @unchecked Sendable {
    /// The run's own base, when it has one; otherwise the process's.
    @TaskLocal static var scoped: FileBase?
    static let process = FileBase()

    // Written once, by the command before it starts other threads; read after.
    private var value: String?

    init() {}

    /// The folder relative paths are read from: the running command's root once it is set,
    /// before that the folder of an isolated run; nil for the process's working folder.
    public static var root: String? { (scoped ?? process).value }

    /// Sets the running command's root (absolute).
    public static func setRoot(_ root: String) {
        (scoped ?? process).value = root
    }

    /// `path` as the file system should be given it: a relative path joined to the root,
    /// others unchanged.
    public static func path(_ path: String) -> String {
        guard let root, !path.hasPrefix("/") else { return path }
        if path.isEmpty || path == "." { return root }
        return root == "/" ? "/" + path : root + "/" + path
    }

    /// The folder a relative path is read from: the root, else the process's working folder.
    public static var folder: String {
        root ?? FileManager.default.currentDirectoryPath
    }

    /// Runs `body` with a base of its own, as if the command were typed in `workingFolder`
    /// (absolute): relative paths are read from there until the command sets its root.
    public static func isolated<Value>(in workingFolder: String, _ body: () throws -> Value) rethrows -> Value {
        let base = FileBase()
        base.value = workingFolder
        return try $scoped.withValue(base, operation: body)
    }

    /// Runs `body` (on another thread) with the base `captured` from the thread that started it.
    public static func carrying<Value>(_ captured: FileBase?, _ body: () throws -> Value) rethrows -> Value {
        try $scoped.withValue(captured, operation: body)
    }

    /// The base to hand to other threads.
    public static var captured: FileBase? { scoped }
}
