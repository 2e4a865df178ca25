// libFuzzer target: file names and report paths. The input is read as a small project to
// create on disk (names with any bytes, the same name in NFC and NFD, folders nested past
// PATH_MAX, specs, links to anywhere) and a report path of some shape (a file, a link to one,
// a folder, a loop, a device, a missing parent, a path past PATH_MAX). Lint's walk and the spec
// loader must read every file or report it with an error; a report is written where the path
// leads or refused in one line, and never replaces a link, a folder or a device.
import Diagnostics
import Foundation
import Lint
import SpecParser
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What was made on disk: full paths as bytes, for files viperc must read or report.
struct Made {
    var swiftFiles: [[UInt8]] = []
    var specs: [[UInt8]] = []
}

let base = "/tmp/viperc-fuzz-paths-\(getpid())"
nonisolated(unsafe) var counter = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaths(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    counter += 1
    let root = "\(base)/\(counter)"
    mkdir(base, 0o755)
    guard mkdir(root, 0o755) == 0 else { return 0 }
    defer {
        removeTree(root)
        rmdir(base)  // only when empty: leaves nothing behind after the last input
    }
    var chunks = bytes.split(separator: 0x0A, maxSplits: 24, omittingEmptySubsequences: false).map(Array.init)
    let program = chunks.count > 1 ? chunks.removeLast() : []
    var made = Made()
    for (index, chunk) in chunks.enumerated() { create(chunk, index: index, in: root, made: &made) }
    checkLint(root, made)
    checkSpecs(root, made)
    checkReport(program, in: root)
    return 0
}

/// One entry of the project, chosen by its first byte.
func create(_ chunk: [UInt8], index: Int, in root: String, made: inout Made) {
    let kind = chunk.first.map { Int($0) % 6 } ?? 0
    var name = Array(chunk.dropFirst().filter { $0 != 0 && $0 != UInt8(ascii: "/") }.prefix(200))
    if name.isEmpty { name = Array("f\(index)".utf8) }
    // Hidden files are skipped by design.
    if name.first == UInt8(ascii: ".") { name.insert(UInt8(ascii: "h"), at: 0) }
    let folder = Array(root.utf8)
    let swiftText = Array("final class Fuzz\(index)Presenter {\n    var view: AnyObject?\n}\n".utf8)
    switch kind {
    case 1:
        // One name written in both normalization forms: two files.
        let text = String(decoding: name, as: UTF8.self) + "é"
        for (form, spelled) in [("c", text.precomposedStringWithCanonicalMapping), ("d", text.decomposedStringWithCanonicalMapping)] {
            let path = folder + [UInt8(ascii: "/")] + Array(spelled.utf8) + Array("\(form).swift".utf8)
            if writeFile(path, swiftText) { made.swiftFiles.append(path) }
            let twin = folder + [UInt8(ascii: "/")] + Array(spelled.utf8) + Array(".swift".utf8)
            if writeFile(twin, swiftText) { made.swiftFiles.append(twin) }
        }
    case 2:
        // Folders nested deep enough, with long names, to pass PATH_MAX.
        let depth = 1 + Int(chunk.dropFirst().first ?? 0) % 30
        var path = folder
        for level in 0..<depth {
            path += [UInt8(ascii: "/")] + Array(repeating: UInt8(ascii: "d"), count: 150) + Array("\(level)".utf8)
        }
        if makeFolders(path) {
            let file = path + Array("/Deep\(index).swift".utf8)
            if writeFile(file, swiftText) { made.swiftFiles.append(file) }
        }
    case 3:
        // A name that is not UTF-8.
        let path = folder + [UInt8(ascii: "/")] + name.prefix(100) + [0xFF, 0xFE] + Array(".swift".utf8)
        if writeFile(path, swiftText) { made.swiftFiles.append(path) }
    case 4:
        let path = folder + [UInt8(ascii: "/")] + name.prefix(100) + Array(".viper.yaml".utf8)
        if writeFile(path, Array("module: FuzzModule\(index)\nview: {}\npresenter: {}\n".utf8)) { made.specs.append(path) }
    case 5:
        // A link: to the root of the disk, up, to itself, to nothing.
        let targets = ["/", "..", ".", "loop\(index)", "/nonexistent/\(index)", "\(root)/f0.swift"]
        let target = targets[Int(chunk.dropFirst().first ?? 0) % targets.count]
        _ = symlink(target, "\(root)/loop\(index)")
    default:
        let path = folder + [UInt8(ascii: "/")] + name + Array(".swift".utf8)
        if writeFile(path, swiftText) { made.swiftFiles.append(path) }
    }
}

/// Every Swift file lint's walk does not list is reported.
func checkLint(_ root: String, _ made: Made) {
    let engine = DiagnosticEngine()
    // Test code (`*Spec.swift`, `Mocks/`) is left out by design; here every file counts.
    var configuration = LintConfiguration()
    configuration.testCode = []
    var collector = SourceCollector(configuration: configuration, engine: engine)
    collector.boundary = root
    collector.collect([root])
    let listed = Set(collector.files.map { Array($0.utf8) })
    let reported = engine.hasErrors || !collector.unreadableFolders.isEmpty
    for file in made.swiftFiles where !listed.contains(file) {
        precondition(reported, "lint skipped '\(String(decoding: file, as: UTF8.self))' and reported nothing")
    }
}

/// Every spec the loader does not read is reported.
func checkSpecs(_ root: String, _ made: Made) {
    guard !made.specs.isEmpty else { return }
    let engine = DiagnosticEngine()
    let loaded = Set(SpecLoader.load(folder: root, engine: engine).flatMap(\.modules).map { Array($0.path.utf8) })
    for spec in made.specs where !loaded.contains(spec) {
        precondition(engine.hasErrors, "build skipped '\(String(decoding: spec, as: UTF8.self))' and reported nothing")
    }
}

/// A report written to a path of the shape the program's first byte picks.
func checkReport(_ program: [UInt8], in root: String) {
    guard let first = program.first else { return }
    let text = "report \(program.count)\n"
    let file = "\(root)/report.json"
    let folder = "\(root)/reports"
    mkdir(folder, 0o755)
    _ = writeFile(Array(file.utf8), Array("old\n".utf8))
    var path = file
    var mustFail = false
    var link: String?
    switch Int(first) % 10 {
    case 0: path = file
    case 1: path = "\(folder)/new.json"
    case 2:
        path = "\(root)/missing/parent/report.json"
        mustFail = true
    case 3:
        path = folder
        mustFail = true
    case 4:
        _ = symlink(file, "\(root)/link.json")
        (path, link) = ("\(root)/link.json", file)
    case 5:
        _ = symlink(folder, "\(root)/folder-link")
        path = "\(root)/folder-link"
        mustFail = true
    case 6:
        _ = symlink("\(folder)/target.json", "\(root)/dangling.json")
        (path, link) = ("\(root)/dangling.json", "\(folder)/target.json")
    case 7:
        _ = symlink("\(root)/loop-b", "\(root)/loop-a")
        _ = symlink("\(root)/loop-a", "\(root)/loop-b")
        path = "\(root)/loop-a"
        mustFail = true
    case 8:
        path = "/dev/null"
    default:
        path = root + String(repeating: "/" + String(repeating: "r", count: 200), count: 24) + "/report.json"
        mustFail = true
    }
    do throws(ReportFile.Failure) {
        try ReportFile.write(text, to: path)
        precondition(!mustFail, "a report was written to '\(path)'")
        var info = stat()
        if path == "/dev/null" {
            precondition(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null was replaced")
        } else if let link {
            precondition(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link '\(path)' was replaced")
            precondition(FileManager.default.contents(atPath: link) == Data(text.utf8), "the link's target was not written")
        } else {
            precondition(FileManager.default.contents(atPath: path) == Data(text.utf8), "'\(path)' does not hold the report")
        }
    } catch {
        precondition(!error.reason.contains("\n"), "a failure spans lines: \(error.reason)")
        precondition(mustFail, "writing '\(path)' failed: \(error.reason)")
        var info = stat()
        if path == folder { precondition(lstat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR, "the folder was replaced") }
    }
}

/// Creates a file at a path of any bytes and length, folder by folder with `openat`.
func writeFile(_ path: [UInt8], _ contents: [UInt8]) -> Bool {
    guard let (folder, name) = openParent(path) else { return false }
    defer { close(folder) }
    let fd = name.withUnsafeBufferPointer { pointer in
        pointer.withMemoryRebound(to: CChar.self) { openat(folder, $0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    }
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return contents.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == contents.count
}

func makeFolders(_ path: [UInt8]) -> Bool {
    var current = open("/", O_RDONLY | O_DIRECTORY)
    for component in path.split(separator: UInt8(ascii: "/")) {
        let name = Array(component) + [0]
        _ = name.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdirat(current, $0.baseAddress!, 0o755) } }
        let next = name.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { openat(current, $0.baseAddress!, O_RDONLY | O_DIRECTORY) }
        }
        close(current)
        guard next >= 0 else { return false }
        current = next
    }
    close(current)
    return true
}

/// The open parent folder of an absolute path and the last name, NUL-terminated.
func openParent(_ path: [UInt8]) -> (Int32, [UInt8])? {
    let components = path.split(separator: UInt8(ascii: "/"))
    guard let last = components.last else { return nil }
    var current = open("/", O_RDONLY | O_DIRECTORY)
    for component in components.dropLast() {
        let name = Array(component) + [0]
        let next = name.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { openat(current, $0.baseAddress!, O_RDONLY | O_DIRECTORY) }
        }
        close(current)
        guard next >= 0 else { return nil }
        current = next
    }
    return (current, Array(last) + [0])
}

/// `rm -rf`, which removes trees past PATH_MAX and names of any bytes.
func removeTree(_ path: String) {
    var pid = pid_t()
    let words: [String] = ["rm", "-rf", path]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { word in strdup(word) } + [nil]
    defer { arguments.forEach { free($0) } }
    if posix_spawn(&pid, "/bin/rm", nil, nil, arguments, environ) == 0 {
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
