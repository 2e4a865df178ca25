import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a build promises about the output folder, tested against the real binary: a killed
/// build leaves each file old or new, concurrent builds do not mix, a failure writes nothing.
struct WriteSafetyTests {
    static var binary: String { Golden.viperc }

    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build viperc first: swift build")
        return try Golden.run(Self.binary, arguments, in: folder)
    }

    /// A project of `count` modules whose generated files all mention `version`.
    func makeProject(_ folder: String, modules count: Int, version: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "convention: infinum\nentry: M0\n".write(toFile: folder + "/viperc.yml", atomically: false, encoding: .utf8)
        for index in 0..<count {
            let spec = """
                module: M\(index)
                group: G\(index % 10)
                doc: Module \(index), version \(version).
                view:
                  methods:
                    - "reloadData()"
                presenter:
                  methods:
                    - "viewDidLoad()"
                wireframe:
                  methods: []
                routes:
                  - { name: next, to: M\((index + 1) % count), transition: push }

                """
            try spec.write(toFile: folder + "/M\(index).viper.yaml", atomically: false, encoding: .utf8)
        }
    }

    /// Every regular file under a folder with its contents, by relative path, but viperc's
    /// records of what it built (`.viperc-build`, `.viperc-generated`), which name the folder.
    func snapshot(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        where path != ".viperc-build" && path != ".viperc-generated" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = String(decoding: FileManager.default.contents(atPath: folder + "/" + path) ?? Data(), as: UTF8.self)
            }
        }
        return result
    }

    /// Kills at chosen moments of the install phase (`VIPERC_TEST_KILL_AT`): once everything
    /// is staged, after the first file is placed, half way and before the last. Each file is
    /// then old or new, never half of either; at least one kill leaves old and new files side by
    /// side; `--check` reports the temporaries left; the next build repairs the folder.
    @Test func killsInTheInstallPhaseLeaveOldOrNewAndTheNextBuildRepairs() throws {
        let folder = try Golden.temporaryFolder()
        try makeProject(folder + "/old", modules: 40, version: "old")
        try makeProject(folder + "/new", modules: 40, version: "new")
        #expect(try viperc(["build", "old", "--output", "expected-old"], in: folder).status == 0)
        #expect(try viperc(["build", "new", "--output", "expected-new"], in: folder).status == 0)
        let old = snapshot(folder + "/expected-old")
        let new = snapshot(folder + "/expected-new")
        try #require(old.count > 40 && Set(old.keys) == Set(new.keys))
        let changed = old.keys.filter { old[$0] != new[$0] }.count
        try #require(changed > 4, "the two versions differ in \(changed) files")
        let points = [
            ("staged", 0), ("installed:1", 1), ("installed:\(changed / 2)", changed / 2), ("installed:\(changed - 1)", changed - 1),
            // Every file in place, the manifest not yet written: the next build has nothing to
            // write and must still clear the mark (it once left it there for good).
            ("installed:\(changed)", changed),
        ]
        var sawOldAndNew = false
        for (round, (point, placed)) in points.enumerated() {
            let out = "out\(round)"
            try FileManager.default.copyItem(atPath: folder + "/expected-old", toPath: folder + "/" + out)
            let killed = try Golden.run(
                Self.binary, ["build", "new", "--output", out, "--quiet"], in: folder, environment: ["VIPERC_TEST_KILL_AT": point])
            #expect(killed.status == SIGKILL, "\(point): the build was not killed (status \(killed.status))")
            var temporaries = 0
            var newFiles = 0
            var marked = false
            for (path, contents) in snapshot(folder + "/" + out) {
                if path == ".viperc-interrupted" {
                    marked = true
                } else if path.contains(".viperc-") && !path.hasSuffix(".viperc-generated") {
                    temporaries += 1
                } else if new[path] == contents && old[path] != contents {
                    newFiles += 1
                } else {
                    #expect(old[path] == contents, "\(point): '\(path)' is neither the old nor the new file")
                }
            }
            #expect(newFiles == placed, "\(point): \(newFiles) new files in place")
            #expect(temporaries == changed - placed, "\(point): \(temporaries) temporaries left")
            if newFiles > 0 && newFiles < changed { sawOldAndNew = true }
            #expect(marked, "\(point): the killed build left no mark")
            let check = try viperc(["build", "new", "--output", out, "--check"], in: folder)
            #expect(check.status == 1)
            #expect(
                check.stderr.contains(
                    "error: a build into '\(out)' was interrupted part way; run 'viperc build' to finish it [interrupted-build]"))
            #expect(check.stderr.components(separatedBy: "[stale-temporary]").count - 1 == temporaries, "\(point)")
            #expect(try viperc(["build", "new", "--output", out, "--quiet"], in: folder).status == 0)
            #expect(snapshot(folder + "/" + out) == new, "\(point): the next build gives the new files")
        }
        #expect(sawOldAndNew, "no kill left old and new files side by side")
    }

    /// Kills at random moments of a build (`VIPERC_KILL_ROUNDS`, 3 in `make test`; `make
    /// kill-test` runs more): whatever the moment, each file is old or new, `--check` passes
    /// only when the folder is the new build, and the next build gives the new files.
    @Test func killsAtRandomMomentsAreRepaired() throws {
        let rounds = ProcessInfo.processInfo.environment["VIPERC_KILL_ROUNDS"].flatMap { Int($0) } ?? 3
        let folder = try Golden.temporaryFolder()
        try makeProject(folder + "/old", modules: 300, version: "old")
        try makeProject(folder + "/new", modules: 300, version: "new")
        #expect(try viperc(["build", "old", "--output", "expected-old"], in: folder).status == 0)
        let started = Date()
        #expect(try viperc(["build", "new", "--output", "expected-new"], in: folder).status == 0)
        let duration = Date().timeIntervalSince(started)
        let old = snapshot(folder + "/expected-old")
        let new = snapshot(folder + "/expected-new")
        var generator = SeededGenerator("WriteSafetyTests.killsAtRandomMomentsAreRepaired")
        for round in 0..<rounds {
            let out = "random\(round)"
            try FileManager.default.copyItem(atPath: folder + "/expected-old", toPath: folder + "/" + out)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = ["build", "new", "--output", out, "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(Double.random(in: 0...(duration * 1.2), using: &generator) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let left = snapshot(folder + "/" + out).filter { !$0.key.contains(".viperc-") }
            for (path, contents) in left {
                #expect(old[path] == contents || new[path] == contents, "round \(round): '\(path)' is neither old nor new")
            }
            let check = try viperc(["build", "new", "--output", out, "--check", "--quiet"], in: folder)
            // Finished only when the build cleared its mark too: all files in place with the
            // mark still there is a build killed before it wrote its manifest.
            let finished =
                left == new.filter { !$0.key.contains(".viperc-") }
                && !FileManager.default.fileExists(atPath: folder + "/" + out + "/" + ".viperc-interrupted")
            #expect(
                (check.status == 0) == finished,
                "round \(round): --check says \(check.status) for a \(finished ? "finished" : "partial") folder")
            #expect(try viperc(["build", "new", "--output", out, "--quiet"], in: folder).status == 0)
            #expect(snapshot(folder + "/" + out) == new, "round \(round): the next build gives the new files")
        }
    }

    /// Two builds into one folder, the second started while the first holds the folder's lock
    /// (`VIPERC_TEST_HOLD_LOCK_MS`), so that they certainly overlap: the second waits, then
    /// replaces every file, and the folder is never a mix.
    @Test func concurrentBuildsIntoOneFolderNeverMix() throws {
        let folder = try Golden.temporaryFolder()
        try makeProject(folder + "/a", modules: 30, version: "a")
        try makeProject(folder + "/b", modules: 30, version: "b")
        #expect(try viperc(["build", "b", "--output", "expected-b"], in: folder).status == 0)
        let b = snapshot(folder + "/expected-b")
        for round in 0..<2 {
            let out = "out\(round)"
            let log = folder + "/first\(round).log"
            FileManager.default.createFile(atPath: log, contents: nil)
            let first = Process()
            first.executableURL = URL(fileURLWithPath: Self.binary)
            first.arguments = ["build", "a", "--output", out, "--quiet"]
            first.currentDirectoryURL = URL(fileURLWithPath: folder)
            first.environment = Golden.childEnvironment(adding: ["VIPERC_TEST_HOLD_LOCK_MS": "600"])
            first.standardOutput = FileHandle.nullDevice
            first.standardError = FileHandle(forWritingAtPath: log)
            try first.run()
            // Wait until the first build holds the lock.
            var holding = false
            for _ in 0..<1_000 where !holding {
                holding = (try? String(contentsOfFile: log, encoding: .utf8))?.contains("holding the lock") == true
                if !holding { usleep(5_000) }
            }
            try #require(holding, "the first build never took the lock")
            let started = Date()
            let second = try Golden.run(Self.binary, ["build", "b", "--output", out, "--quiet"], in: folder)
            let waited = Date().timeIntervalSince(started)
            first.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.status == 0, "\(second.stderr)")
            // It had to wait for the lock, so the two runs overlapped.
            #expect(waited > 0.2, "the second build took \(waited) s: it did not wait for the lock")
            #expect(snapshot(folder + "/" + out) == b, "round \(round): the folder mixes both builds")
        }
    }

    @Test func aFailedWriteWritesNothing() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/tvshows")
        // A file where a module's folder must go: every other write would succeed.
        try FileManager.default.createDirectory(atPath: folder + "/out/Shows", withIntermediateDirectories: true)
        try "not a folder\n".write(toFile: folder + "/out/Shows/Home", atomically: false, encoding: .utf8)
        let result = try viperc(["build", "tvshows", "--output", "out"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "out/Shows/Home/HomeInterfaces.swift:1:1: error: cannot write 'out/Shows/Home/HomeInterfaces.swift': 'Shows/Home' is a symbolic link or a file, not a folder; viperc does not follow links [write-failed]"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("out:1:1: note: nothing was written, since not every file could be [write-failed]"))
        #expect(snapshot(folder + "/out") == ["Shows/Home": "not a folder\n"])
        let left = try FileManager.default.subpathsOfDirectory(atPath: folder + "/out").sorted()
        #expect(left == ["Shows", "Shows/Home"], "folders the run created are removed again")
    }

    @Test func aReadOnlyGeneratedFileKeepsItsMode() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/tvshows")
        #expect(try viperc(["build", "tvshows", "--output", "out"], in: folder).status == 0)
        let path = folder + "/out/Shows/Home/HomeInterfaces.swift"
        chmod(path, 0o444)
        let spec = folder + "/tvshows/Home.viper.yaml"
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "doc: ", with: "doc: Changed. ").write(toFile: spec, atomically: false, encoding: .utf8)
        let result = try viperc(["build", "tvshows", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote out/Shows/Home/HomeInterfaces.swift"))
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o444)
    }
}
