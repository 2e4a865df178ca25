import Foundation

/// Locations and golden-file comparison shared by the test targets.
public enum Golden {
    /// The package's root folder.
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static var fixtures: String { packageRoot + "/Tests/Fixtures" }

    /// The viperc built with these tests: the executable beside the test bundle, in the build
    /// folder `swift test` used (the test targets that run it depend on it, so it is never a
    /// stale copy from another configuration).
    public static let viperc: String = {
        var folders: [String] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().path)
        }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).standardizedFileURL.deletingLastPathComponent().path)
        }
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/viperc") {
            return folder + "/viperc"
        }
        return packageRoot + "/.build/debug/viperc"
    }()

    /// The environment programs run with: the parent's `PATH`, home, temporary folder, locale
    /// and toolchain settings, and nothing else, so that a developer's `VIPERC_…` or `CI`
    /// variables cannot change what a test sees.
    public static func childEnvironment(adding extra: [String: String]) -> [String: String] {
        let kept = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "SDKROOT", "DEVELOPER_DIR", "TOOLCHAINS", "USER", "LOGNAME"]
        let parent = ProcessInfo.processInfo.environment
        var result: [String: String] = [:]
        for key in kept { if let value = parent[key] { result[key] = value } }
        return result.merging(extra) { _, new in new }
    }

    /// Golden files are re-recorded only on purpose: `VIPERC_RECORD=1 swift test`.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["VIPERC_RECORD"] == "1" }

    /// Compares `actual` with the golden file, or records it. Returns a description of the
    /// difference, or nil when they match byte for byte. Recording a golden that changed is a
    /// failure too ("goldens re-recorded"), so that a recording run can never pass unnoticed.
    public static func compare(_ actual: String, with path: String) -> String? {
        if isRecording {
            if FileManager.default.contents(atPath: path) == Data(actual.utf8) { return nil }
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? actual.write(toFile: path, atomically: true, encoding: .utf8)
            return "goldens re-recorded, review the diff: \(path)"
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return "golden file '\(path)' is missing; record it with VIPERC_RECORD=1"
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected == actual { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let e = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let a = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if e != a {
                return "\(path):\(index + 1): expected\n  \(e)\nbut got\n  \(a)"
            }
        }
        return "\(path): contents differ"
    }

    /// Runs a program and returns its exit status and both outputs.
    /// - Parameters:
    ///   - input: standard input; none when nil.
    ///   - environment: variables added to this process's environment.
    public static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil, input: String? = nil,
        environment: [String: String] = [:]
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.environment = childEnvironment(adding: environment)
        // Files rather than pipes, so a full pipe can never block the child.
        let outPath = NSTemporaryDirectory() + "viperc-out-" + UUID().uuidString
        let errPath = NSTemporaryDirectory() + "viperc-err-" + UUID().uuidString
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let out = FileHandle(forWritingAtPath: outPath)
        let err = FileHandle(forWritingAtPath: errPath)
        process.standardOutput = out
        process.standardError = err
        let inPath = NSTemporaryDirectory() + "viperc-in-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: inPath) }
        if let input {
            FileManager.default.createFile(atPath: inPath, contents: Data(input.utf8))
            process.standardInput = FileHandle(forReadingAtPath: inPath)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        try? out?.close()
        try? err?.close()
        let outData = FileManager.default.contents(atPath: outPath) ?? Data()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// The fixture folders (under Tests/Fixtures) copied into `folder`, later ones replacing
    /// earlier files of the same name: a project and its overlays.
    public static func copyFixtures(_ fixtures: [String], into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for fixture in fixtures {
            let source = Golden.fixtures + "/" + fixture
            for name in try FileManager.default.contentsOfDirectory(atPath: source) {
                try? FileManager.default.removeItem(atPath: folder + "/" + name)
                try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder + "/" + name)
            }
        }
    }

    /// A fresh empty folder under the system's temporary folder. It lives in one folder per
    /// test process, removed when the process exits, so that a test that fails or returns early
    /// leaves nothing behind either.
    public static func temporaryFolder() throws -> String {
        let path = scratchRoot + "/viperc-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A fresh copy of the shop of `Fixtures/runtime` behind the tab bar of `Fixtures/runtime-tabs`
    /// (the later folder's files replace the earlier's), in a folder named `tabshop`.
    public static func tabShop() throws -> String {
        let folder = try temporaryFolder() + "/tabshop"
        let files = FileManager.default
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for fixture in ["runtime", "runtime-tabs"] {
            let from = fixtures + "/" + fixture
            for name in try files.contentsOfDirectory(atPath: from).sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                if files.fileExists(atPath: folder + "/" + name) { try files.removeItem(atPath: folder + "/" + name) }
                try files.copyItem(atPath: from + "/" + name, toPath: folder + "/" + name)
            }
        }
        return folder
    }

    /// The folder of this process's `temporaryFolder()`s.
    static let scratchRoot: String = {
        let root = NSTemporaryDirectory() + "viperc-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        atexit { removeScratchRoot() }
        return root
    }()

    static func removeScratchRoot() {
        // A test may have left a folder unreadable or unwritable; make it removable first.
        if let paths = FileManager.default.enumerator(atPath: scratchRoot) {
            for case let path as String in paths { chmod(scratchRoot + "/" + path, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: scratchRoot)
        // Foundation gives up on paths longer than PATH_MAX (the deep-nesting tests make some);
        // `rm` walks the tree relative to each folder.
        if FileManager.default.fileExists(atPath: scratchRoot) {
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", scratchRoot]
            if (try? remove.run()) != nil { remove.waitUntilExit() }
        }
    }
}

/// Goldens of many builds kept as one digest per file: where full-text goldens of every
/// combination (project, convention, test framework) would be thousands of files, a line
/// `what<TAB>path<TAB>digest` per file still fails on any changed byte and names the file.
public enum DigestGolden {
    /// FNV-1a, 64 bits, in hexadecimal: stable across runs and platforms.
    public static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// One line per file of `files` (paths relative to `root`), compared with, or recorded
    /// into, `Tests/Fixtures/digests/<name>.txt`; nil when they match.
    public static func compare(_ lines: [String], name: String) -> String? {
        Golden.compare(lines.sorted().joined(separator: "\n") + "\n", with: Golden.fixtures + "/digests/\(name).txt")
    }

    public static func lines(what: String, root: String, paths: [String]) -> [String] {
        paths.map { path in
            let data = FileManager.default.contents(atPath: root + "/" + path) ?? Data()
            return "\(what)\t\(path)\t\(digest(data))"
        }
    }
}
