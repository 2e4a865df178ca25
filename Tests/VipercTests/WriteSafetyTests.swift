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
    static var binary: String { Golden.packageRoot + "/.build/debug/viperc" }

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

    /// Every regular file under a folder with its contents, by relative path.
    func snapshot(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = String(decoding: FileManager.default.contents(atPath: folder + "/" + path) ?? Data(), as: UTF8.self)
            }
        }
        return result
    }

    @Test func killedBuildsLeaveEveryFileAbsentOldOrNew() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try makeProject(folder + "/old", modules: 1_000, version: "old")
        try makeProject(folder + "/new", modules: 1_000, version: "new")
        #expect(try viperc(["build", "old", "--output", "expected-old"], in: folder).status == 0)
        #expect(try viperc(["build", "new", "--output", "expected-new"], in: folder).status == 0)
        let old = snapshot(folder + "/expected-old")
        let new = snapshot(folder + "/expected-new")
        #expect(old.count > 1_000 && old.count == new.count)
        var generator = SystemRandomNumberGenerator()
        var reported = false
        for round in 0..<3 {
            let out = folder + "/out\(round)"
            // The first round starts from an empty folder, the others from the old build.
            if round > 0 { try FileManager.default.copyItem(atPath: folder + "/expected-old", toPath: out) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = ["build", "new", "--output", out, "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 100_000...1_500_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            var temporaries = 0
            for (path, contents) in snapshot(out) {
                if path.contains(".viperc-") {
                    temporaries += 1
                    continue
                }
                let isOld = round > 0 && old[path] == contents
                #expect(isOld || new[path] == contents, "round \(round): '\(path)' is neither the old nor the new file")
            }
            // The next run reports, then deletes, what the killed one left behind.
            if temporaries > 0 && !reported {
                reported = true
                let check = try viperc(["build", "new", "--output", out, "--check"], in: folder)
                #expect(check.stderr.components(separatedBy: "[stale-temporary]").count - 1 == temporaries)
            }
            #expect(try viperc(["build", "new", "--output", out, "--quiet"], in: folder).status == 0)
            #expect(snapshot(out) == new, "round \(round): a full build afterwards gives the new files")
        }
    }

    @Test func concurrentBuildsIntoOneFolderNeverMix() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try makeProject(folder + "/a", modules: 60, version: "a")
        try makeProject(folder + "/b", modules: 60, version: "b")
        #expect(try viperc(["build", "a", "--output", "expected-a"], in: folder).status == 0)
        #expect(try viperc(["build", "b", "--output", "expected-b"], in: folder).status == 0)
        let a = snapshot(folder + "/expected-a")
        let b = snapshot(folder + "/expected-b")
        for round in 0..<8 {
            let out = "out\(round)"
            let processes = ["a", "b"].map { project -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: Self.binary)
                process.arguments = ["build", project, "--output", out, "--quiet"]
                process.currentDirectoryURL = URL(fileURLWithPath: folder)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.allSatisfy { $0.terminationStatus == 0 })
            let result = snapshot(folder + "/" + out)
            #expect(result == a || result == b, "round \(round): the folder mixes both builds")
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
