import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a build did, or in `--check` mode would do, to the output folder.
public struct OutputReport: Sendable, Equatable {
    public var written: [String] = []
    public var unchanged: [String] = []
    /// Skeletons that already exist and were left alone.
    public var kept: [String] = []
    /// Generated files no spec produces any more.
    public var leftovers: [String] = []
    public var pruned: [String] = []
    /// In `--check` mode: files that are missing or differ.
    public var stale: [String] = []

    public init() {}
}

/// Writes planned files into one output folder without ever losing anybody's work:
/// nothing is written when there is any error, each write is atomic, nothing lands outside
/// the folder, and a file without viperc's header is never overwritten.
public struct OutputWriter {
    public enum Mode: Sendable { case write, check }

    let root: String
    let engine: DiagnosticEngine
    /// Endings of the files this writer owns, for finding leftovers.
    let extensions: [String]

    public init(root: String, engine: DiagnosticEngine, extensions: [String] = [".swift"]) {
        self.root = root
        self.engine = engine
        self.extensions = extensions
    }

    var fileManager: FileManager { .default }

    func display(_ relative: String) -> String {
        root == "." ? relative : "\(root)/\(relative)"
    }

    /// Checks every planned file against the folder; returns the writes to make.
    public func prepare(_ plan: [PlannedFile], mode: Mode, prune: Bool, command: String = "viperc build") -> (
        report: OutputReport, writes: [PlannedFile]
    ) {
        var report = OutputReport()
        var writes: [PlannedFile] = []
        let realRoot = realPath(root)
        var insideByFolder: [String: Bool] = [:]
        for file in plan {
            let folder = PathName.parent(file.path)
            if insideByFolder[folder] == nil { insideByFolder[folder] = isInside(file.path, realRoot: realRoot) }
        }
        // Reading and comparing existing files is independent per file: do it on every core.
        let root = self.root
        let states = ParallelMap.map(plan) { file in
            Self.state(of: file, at: root == "." ? file.path : "\(root)/\(file.path)")
        }
        for (file, state) in zip(plan, states) {
            let path = display(file.path)
            guard insideByFolder[PathName.parent(file.path)] == true else {
                engine.error(
                    "refusing to write '\(path)': it resolves outside the output folder '\(root)'", at: .file(path), id: "outside-output")
                continue
            }
            if file.kind == .skeleton, case .missing = state {
                writes.append(file)
                continue
            }
            switch state {
            case .folder:
                engine.error("cannot write '\(path)': a folder of that name is in the way", at: .file(path), id: "output-conflict")
            case _ where file.kind == .skeleton:
                // A skeleton is written once; whatever is there now is the user's.
                report.kept.append(path)
            case .link:
                engine.error("refusing to write '\(path)': it is a symbolic link", at: .file(path), id: "outside-output")
            case .missing:
                writes.append(file)
            case .identical:
                report.unchanged.append(path)
            case .generated:
                writes.append(file)
            case .handWritten:
                engine.error(
                    "refusing to overwrite '\(path)': it has no '\(GeneratedHeader.marker)' header, so it may hold code written by hand; move it away or rename the module",
                    at: .file(path), id: "hand-written-file")
            case .unreadable(let reason):
                engine.error("cannot read '\(path)': \(reason)", at: .file(path), id: "unreadable-file")
            }
        }
        let planned = Set(plan.map { display($0.path) })
        report.leftovers = generatedFiles(skipping: planned)
        for leftover in report.leftovers {
            if mode == .check {
                engine.error(
                    "'\(leftover)' was generated for a module that no longer exists; run again with '--prune' to delete it",
                    at: .file(leftover), id: "leftover-file")
            } else if !prune {
                engine.warning(
                    "'\(leftover)' was generated for a module that no longer exists; run with '--prune' to delete it", at: .file(leftover),
                    id: "leftover-file")
            }
        }
        if mode == .check {
            for file in writes where file.kind == .generated {
                let path = display(file.path)
                let missing = !fileManager.fileExists(atPath: path)
                report.stale.append(path)
                engine.error(
                    missing ? "'\(path)' is missing; run '\(command)'" : "'\(path)' is out of date; run '\(command)'",
                    at: .file(path), id: "stale-output")
            }
        }
        return (report, writes)
    }

    /// What is at a planned file's path now.
    enum FileState: Sendable {
        case missing, folder, link, identical, generated, handWritten
        case unreadable(String)
    }

    static func state(of file: PlannedFile, at path: String) -> FileState {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK:
            var target = stat()
            if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR { return .folder }
            return .link
        default: break
        }
        if file.kind == .skeleton { return .handWritten }
        switch FileReader.read(path) {
        case .success(let bytes):
            if bytes.elementsEqual(file.contents.utf8) { return .identical }
            return GeneratedHeader.isGenerated(bytes) ? .generated : .handWritten
        case .failure(let failure):
            return .unreadable(failure.message)
        }
    }

    /// Writes and prunes; call only when the run has no errors.
    public func commit(_ writes: [PlannedFile], report: inout OutputReport, prune: Bool) {
        // Folders first, each once; then the files, on every core, since each write is
        // independent and mostly waits for the file system.
        var failedFolders: [String: String] = [:]
        var folders = Set<String>()
        for file in writes {
            let folder = PathName.parent(display(file.path))
            guard !folder.isEmpty, folders.insert(folder).inserted else { continue }
            do {
                try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                failedFolders[folder] = error.localizedDescription
            }
        }
        let root = self.root
        let outcomes = ParallelMap.map(writes) { file -> String? in
            let path = root == "." ? file.path : "\(root)/\(file.path)"
            do {
                try Self.writeAtomically(Array(file.contents.utf8), to: path)
                return nil
            } catch {
                return error.localizedDescription
            }
        }
        for (file, failure) in zip(writes, outcomes) {
            let path = display(file.path)
            if let failure {
                let folder = PathName.parent(path)
                engine.error("cannot write '\(path)': \(failedFolders[folder] ?? failure)", at: .file(path), id: "write-failed")
            } else {
                report.written.append(path)
            }
        }
        if prune {
            for leftover in report.leftovers {
                do {
                    try fileManager.removeItem(atPath: leftover)
                    report.pruned.append(leftover)
                } catch {
                    engine.error("cannot delete '\(leftover)': \(error.localizedDescription)", at: .file(leftover), id: "write-failed")
                }
            }
        }
    }

    /// Writes a sibling temporary file, then renames it over the target, so a reader sees the
    /// old file or the new one and never half of either. The folder must exist.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let folder = PathName.parent(path)
        let name = PathName.lastComponent(path)
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).viperc-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.systemError() }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = Self.systemError()
                close(fd)
                unlink(temporary)
                throw error
            }
            written += count
        }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let error = Self.systemError()
            unlink(temporary)
            throw error
        }
    }

    static func systemError() -> NSError {
        NSError(domain: "viperc", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }

    /// Generated Swift files in the output folder, by their header, other than `planned`.
    func generatedFiles(skipping planned: Set<String>) -> [String] {
        var result: [String] = []
        var visited = Set<String>()
        func walk(_ folder: String) {
            guard visited.insert(realPath(folder)).inserted,
                let names = try? fileManager.contentsOfDirectory(atPath: folder)
            else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder == "." ? name : "\(folder)/\(name)"
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    walk(path)
                } else if extensions.contains(where: { name.hasSuffix($0) }), !planned.contains(path),
                    let head = FileReader.prefix(path, count: GeneratedHeader.markdownMarker.utf8.count)
                {
                    // Regular files only: a FIFO named like an output file must not block.
                    if GeneratedHeader.isGenerated(head) { result.append(path) }
                }
            }
        }
        walk(root)
        return result
    }

    /// The path with every symbolic link resolved, or the path itself when it does not exist.
    func realPath(_ path: String) -> String {
        FileReader.realPath(path) ?? path
    }

    func isSymlink(_ path: String) -> Bool {
        (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// Whether the nearest existing folder of a planned path resolves inside the output folder.
    func isInside(_ relative: String, realRoot: String) -> Bool {
        if relative.hasPrefix("/") || relative.split(separator: "/").contains("..") { return false }
        var folder = PathName.parent(display(relative))
        while !folder.isEmpty && !fileManager.fileExists(atPath: folder) {
            folder = PathName.parent(folder)
        }
        if folder.isEmpty { return true }
        let real = realPath(folder)
        return real == realRoot || real.hasPrefix(realRoot + "/") || !fileManager.fileExists(atPath: root)
    }
}
