import Diagnostics
import Foundation
import Support

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
    /// Temporaries a killed run left behind: deleted by the next build, reported by `--check`.
    public var staleTemporaries: [String] = []
    public var deletedTemporaries: [String] = []
    /// The generated (not skeleton) files of the plan, relative to the output folder: what the
    /// folder's manifest records once they are written.
    public var generatedPaths: [String] = []
    /// False when the plan is a part of the folder's files, which the manifest must keep.
    public var recordsManifest = true

    public init() {}
}

/// Writes planned files into one output folder without ever losing anybody's work:
/// nothing is written when there is any error, each write is atomic, nothing lands outside
/// the folder, and a file without viperc's header is never overwritten.
public struct OutputWriter {
    public enum Mode: Sendable { case write, check }

    public let root: String
    let engine: DiagnosticEngine
    /// Endings of the files this writer owns, for finding leftovers.
    let extensions: [String]

    public init(root: String, engine: DiagnosticEngine, extensions: [String] = [".swift"]) {
        self.root = root
        self.engine = engine
        self.extensions = extensions
    }

    var fileManager: FileManager { .default }

    public func display(_ relative: String) -> String {
        root == "." ? relative : "\(root)/\(relative)"
    }

    /// The longest file or folder name most file systems take, in bytes.
    public static let maximumNameLength = 255
    /// The longest path macOS takes, in bytes, less one for the terminating NUL.
    public static let maximumPathLength = 1_023

    /// Checks that every planned path can be written as it is on any file system viperc runs
    /// on, before anything is written: name and path lengths, characters that are not
    /// printable, and names that differ only in case or Unicode normalization, which one file
    /// would hold on macOS. Returns false, with the problems reported, when any path fails.
    @discardableResult
    public func checkPaths(_ plan: [PlannedFile]) -> Bool {
        var ok = true
        var seen: [String: String] = [:]
        for file in plan {
            let path = display(file.path)
            func fail(_ reason: String) {
                ok = false
                engine.error(
                    "cannot write '\(Self.printable(path))': \(reason)", at: .file(Self.printable(path)), id: "invalid-output-path")
            }
            if path.utf8.count > Self.maximumPathLength {
                fail("the path is longer than \(Self.maximumPathLength) bytes")
                continue
            }
            if let name = file.path.split(separator: "/", omittingEmptySubsequences: false).first(where: {
                $0.utf8.count > Self.maximumNameLength
            }) {
                fail("the name '\(name.prefix(40))…' is longer than \(Self.maximumNameLength) bytes")
                continue
            }
            if file.path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
            {
                fail("the path has an empty, '.' or '..' name")
                continue
            }
            if let scalar = file.path.unicodeScalars.first(where: Self.isUnprintable) {
                fail("the path holds the invisible or control character U+\(String(scalar.value, radix: 16, uppercase: true))")
                continue
            }
            let key = file.path.lowercased()
            if let other = seen[key] {
                fail("'\(display(other))' differs from it only in case or Unicode normalization, and one file would hold both on macOS")
                continue
            }
            seen[key] = file.path
        }
        return ok
    }

    /// Control, format (zero-width, direction), separator and private characters.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// A path with unprintable characters written as `\u{…}`, so that a message stays on one line.
    static func printable(_ path: String) -> String {
        var result = ""
        for scalar in path.unicodeScalars {
            if isUnprintable(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Checks every planned file against the folder; returns the writes to make.
    /// - Parameter scan: whether to walk the folder for leftovers and temporaries; a build that
    ///   redoes one module of a recorded build plans the same paths, so it has none to find.
    public func prepare(_ plan: [PlannedFile], mode: Mode, prune: Bool, command: String = "viperc build", scan: Bool = true) -> (
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
        report.generatedPaths = plan.filter { $0.kind == .generated }.map(\.path)
        report.recordsManifest = scan
        if scan { (report.leftovers, report.staleTemporaries) = generatedFiles(skipping: planned) }
        // Only files this folder's manifest lists are viperc's to prune: a hand-made copy of a
        // generated file, header and all, at a path viperc never wrote, is left alone. A folder
        // written before manifests existed has none; its files are known by their header.
        if scan, let manifest = readManifest() {
            report.leftovers = report.leftovers.filter { manifest.contains(relative($0)) }
        }
        if mode == .check {
            var info = stat()
            let marker = display(Self.interruptedMarker)
            if lstat(FileBase.path(marker), &info) == 0 {
                engine.error(
                    "a build into '\(root)' was interrupted part way; run '\(command)' to finish it", at: .file(marker),
                    id: "interrupted-build")
            }
            for temporary in report.staleTemporaries {
                engine.warning(
                    "'\(temporary)' is a temporary file a stopped run left behind; the next build deletes it", at: .file(temporary),
                    id: "stale-temporary")
            }
        }
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
                let missing = !fileManager.fileExists(atPath: FileBase.path(path))
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
        guard lstat(FileBase.path(path), &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK:
            var target = stat()
            if stat(FileBase.path(path), &target) == 0, target.st_mode & S_IFMT == S_IFDIR { return .folder }
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

    /// Opens every writer's output folder and locks each once, in a fixed order, for the rest
    /// of the run, so that two runs into one folder never interleave. In write mode folders are
    /// created first; in check mode a folder that does not exist is not locked. Returns the
    /// folders by writer root; failures are reported. Keep the result alive until the writes
    /// are done: the locks go with it.
    public static func lock(_ writers: [OutputWriter], mode: Mode) -> [String: OutputFolder] {
        var folders: [String: OutputFolder] = [:]
        var byIdentity: [[UInt64]: OutputFolder] = [:]
        for writer in writers.sorted(by: { $0.root < $1.root }) where folders[writer.root] == nil {
            var info = stat()
            if mode == .check && stat(FileBase.path(writer.root), &info) != 0 { continue }
            do throws(WriteFailure) {
                let folder = try OutputFolder(path: writer.root, create: mode == .write)
                // Locking one folder twice through two names would wait forever.
                if let same = byIdentity[folder.identity] {
                    folders[writer.root] = same
                    continue
                }
                try folder.lock()
                TestHooks.holdingLock(writer.root)
                byIdentity[folder.identity] = folder
                folders[writer.root] = folder
            } catch {
                writer.engine.error(
                    "cannot open the output folder '\(writer.root)': \(error.message)", at: .file(writer.root), id: "write-failed")
            }
        }
        return folders
    }

    /// Writes and prunes; call only when the run has no errors, holding `folder`'s lock.
    ///
    /// Every file is first written in full to a temporary next to its target; only when all of
    /// them are written are they put in place, so a failure (a full disk, a read-only folder)
    /// leaves the folder as it was. Each file is put in place atomically: a reader, or a
    /// `kill -9`, sees the old file or the new one, never half of either.
    public func commit(_ writes: [PlannedFile], report: inout OutputReport, prune: Bool, folder: OutputFolder) {
        // Temporaries a killed run left: no other run writes here while the lock is held.
        for temporary in report.staleTemporaries {
            if (try? folder.remove(relative(temporary))) != nil { report.deletedTemporaries.append(temporary) }
        }
        // A marker for the time files are being replaced: a run killed part way leaves it, and
        // `--check` reports the folder as an interrupted build until a build finishes it.
        let changes = !writes.isEmpty || (prune && !report.leftovers.isEmpty)
        // A run killed after its last file was in place left its mark; this one finishes it,
        // even with nothing to write.
        var info = stat()
        let leftMark = !changes && lstat(FileBase.path(display(Self.interruptedMarker)), &info) == 0
        if changes { mark(folder) }
        defer { if changes || leftMark { try? folder.remove(Self.interruptedMarker) } }
        let staged = ParallelMap.map(writes) { file -> (OutputFolder.Staged?, [String], WriteFailure?) in
            var created: [String] = []
            do throws(WriteFailure) {
                let staged = try folder.stage(Array(file.contents.utf8), at: file.path, created: &created)
                return (staged, created, nil)
            } catch {
                return (nil, created, error)
            }
        }
        let createdFolders = staged.flatMap(\.1)
        if staged.contains(where: { $0.2 != nil }) {
            for (file, outcome) in zip(writes, staged) {
                if let staged = outcome.0 { folder.discard(staged) }
                if let failure = outcome.2 {
                    engine.error(
                        "cannot write '\(display(file.path))': \(failure.message)", at: .file(display(file.path)), id: "write-failed")
                }
            }
            folder.removeFolders(createdFolders)
            engine.emit(Diagnostic(.note, "nothing was written, since not every file could be", at: .file(root), id: "write-failed"))
            return
        }
        TestHooks.reached("staged")
        for (file, outcome) in zip(writes, staged) {
            guard let staged = outcome.0 else { continue }
            let path = display(file.path)
            do throws(WriteFailure) {
                try folder.install(staged) { head in
                    // A skeleton is never replaced; a generated file only while it has the header.
                    file.kind == .generated && GeneratedHeader.isGenerated(head)
                }
                report.written.append(path)
                TestHooks.reached("installed", count: report.written.count)
            } catch {
                let id = error == .appeared || error == .changed ? "output-conflict" : "write-failed"
                engine.error("cannot write '\(path)': \(error.message)", at: .file(path), id: id)
            }
        }
        if prune {
            for leftover in report.leftovers {
                do throws(WriteFailure) {
                    try folder.remove(relative(leftover))
                    report.pruned.append(leftover)
                } catch {
                    engine.error("cannot delete '\(leftover)': \(error.message)", at: .file(leftover), id: "write-failed")
                }
            }
        }
        if report.recordsManifest { writeManifest(report: report, folder: folder) }
    }

    /// Present while a build replaces files in the folder; left behind by a killed run.
    public static let interruptedMarker = ".viperc-interrupted"

    func mark(_ folder: OutputFolder) {
        var created: [String] = []
        if let staged = try? folder.stage(Array("viperc is writing this folder\n".utf8), at: Self.interruptedMarker, created: &created) {
            try? folder.install(staged) { _ in true }
        }
    }

    /// The file that lists, one relative path a line, the generated files viperc wrote into
    /// this folder; `--prune` deletes nothing it does not list.
    public static let manifestName = ".viperc-generated"

    /// The manifest's paths, or nil when the folder has none (or it cannot be read).
    func readManifest() -> Set<String>? {
        guard case .success(let bytes) = FileReader.read(display(Self.manifestName)) else { return nil }
        return Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Records the generated files now in the folder: those just planned, and leftovers not
    /// pruned. Entries with other writers' endings (docs and build may share a folder) stay.
    func writeManifest(report: OutputReport, folder: OutputFolder) {
        let existing = readManifest()
        var entries = (existing ?? []).filter { entry in !extensions.contains { entry.hasSuffix($0) } }
        entries.formUnion(report.generatedPaths)
        let pruned = Set(report.pruned)
        entries.formUnion(report.leftovers.filter { !pruned.contains($0) }.map(relative))
        // Drafts and skeletons alone need no manifest.
        if entries.isEmpty && existing == nil { return }
        let text = entries.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { $0 + "\n" }.joined()
        if let existing, existing == entries { return }
        var created: [String] = []
        do throws(WriteFailure) {
            let staged = try folder.stage(Array(text.utf8), at: Self.manifestName, created: &created)
            try folder.install(staged) { _ in true }
        } catch {
            engine.warning(
                "cannot record the generated files in '\(display(Self.manifestName))': \(error.message); '--prune' falls back to their header",
                at: .file(display(Self.manifestName)), id: "write-failed")
        }
    }

    /// A displayed path back relative to the output folder.
    func relative(_ displayed: String) -> String {
        root == "." ? displayed : String(displayed.dropFirst(root.count + 1))
    }

    /// Generated files in the output folder, by their header, other than `planned`, and the
    /// temporaries killed runs left. Links are not followed: what they lead to is not the
    /// output folder's.
    func generatedFiles(skipping planned: Set<String>) -> (generated: [String], temporaries: [String]) {
        var result: [String] = []
        var temporaries: [String] = []
        func walk(_ folder: String) {
            guard let names = try? fileManager.contentsOfDirectory(atPath: FileBase.path(folder)) else { return }
            for name in names.sorted() {
                let path = folder == "." ? name : "\(folder)/\(name)"
                var info = stat()
                guard lstat(FileBase.path(path), &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if OutputFolder.isTemporary(name) {
                    if type == S_IFREG { temporaries.append(path) }
                    continue
                }
                if name.hasPrefix(".") { continue }
                if type == S_IFDIR {
                    walk(path)
                } else if type == S_IFREG, extensions.contains(where: { name.hasSuffix($0) }), !planned.contains(path),
                    let head = FileReader.prefix(path, count: GeneratedHeader.markdownMarker.utf8.count)
                {
                    if GeneratedHeader.isGenerated(head) { result.append(path) }
                }
            }
        }
        walk(root)
        return (result, temporaries)
    }

    /// The path with every symbolic link resolved, or the path itself when it does not exist.
    func realPath(_ path: String) -> String {
        FileReader.realPath(path) ?? path
    }

    func isSymlink(_ path: String) -> Bool {
        (try? fileManager.destinationOfSymbolicLink(atPath: FileBase.path(path))) != nil
    }

    /// Whether the nearest existing folder of a planned path resolves inside the output folder.
    func isInside(_ relative: String, realRoot: String) -> Bool {
        if relative.hasPrefix("/") || relative.split(separator: "/").contains("..") { return false }
        var folder = PathName.parent(display(relative))
        while !folder.isEmpty && !fileManager.fileExists(atPath: FileBase.path(folder)) {
            folder = PathName.parent(folder)
        }
        if folder.isEmpty { return true }
        let real = realPath(folder)
        return real == realRoot || real.hasPrefix(realRoot + "/") || !fileManager.fileExists(atPath: FileBase.path(root))
    }
}
