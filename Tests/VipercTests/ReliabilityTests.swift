import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// End-to-end regressions for inputs found by fuzzing: no crash, no hang, no write outside
/// the output folder.
struct ReliabilityTests {
    static var binary: String { Golden.viperc }

    func viperc(_ arguments: [String], in folder: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build viperc first: swift build")
        return try Golden.run(Self.binary, arguments, in: folder)
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// A scratch folder holding a copy of the TV-shows example project.
    func tvshows() throws -> String {
        let folder = try Golden.temporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Golden.packageRoot + "/specs/tvshows") {
            try FileManager.default.copyItem(
                atPath: Golden.packageRoot + "/specs/tvshows/" + name, toPath: folder + "/" + name)
        }
        return folder
    }

    @Test func buildAndDocsOfTheCurrentFolder() throws {
        // `viperc build .` and `viperc docs .` used to die with SIGILL in NSString path code.
        let folder = try tvshows()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let build = try viperc(["build", "."], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        // One project, written inside the folder: the settings file used to make a second one
        // whose output folder was '/Generated'.
        let lines = build.stdout.split(separator: "\n")
        #expect(lines.last == "viperc: \(lines.count - 1) written, 0 unchanged", "\(build.stdout)")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("wrote Generated/") }, "\(build.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder + "/Generated/Shows/Home/HomeInterfaces.swift"))
        let docs = try viperc(["docs", ".", "--output", "docs"], in: folder)
        #expect(docs.status == 0, "\(docs.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/docs/README.md"))
        let one = try viperc(["build", "./", "--check"], in: folder)
        #expect(one.status == 0, "\(one.stderr)")
    }
}

extension ReliabilityTests {
    @Test func specialFilesAreReportedPerFileAndNotRead() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("final class A {}\n", to: folder + "/src/A.swift")
        #expect(mkfifo(folder + "/src/Fifo.swift", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/src/Zero.swift", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: folder + "/src/Random.swift", withDestinationPath: "/dev/urandom")
        let lint = try viperc(["lint", "src"], in: folder)
        #expect(lint.status == 1)
        for name in ["Fifo", "Random", "Zero"] {
            #expect(
                lint.stdout.contains(
                    "src/\(name).swift:1:1: error: cannot read file: is not a regular file (a FIFO, socket or device); not read [unreadable-file]"
                ), "\(lint.stdout)")
        }
        #expect(lint.stderr.contains("viperc: 3 errors, 0 warnings"), "\(lint.stderr)")
        let tokens = try viperc(["tokens", "src/Fifo.swift"], in: folder)
        #expect(tokens.status != 0)

        // A FIFO named like a spec, or like the project settings, is an error, not a hang.
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/specs/Home.viper.yaml", 0o644) == 0)
        #expect(mkfifo(folder + "/specs/viperc.yml", 0o644) == 0)
        let build = try viperc(["build", "specs"], in: folder)
        #expect(build.status == 1)
        #expect(build.stderr.contains("specs/Home.viper.yaml:1:1: error: cannot read file: is not a regular file"), "\(build.stderr)")
        #expect(build.stderr.contains("specs/viperc.yml:1:1: error: cannot read file: is not a regular file"), "\(build.stderr)")
    }

    @Test func anUnreadableFolderIsReportedAndTheRestIsLinted() throws {
        let folder = try Golden.temporaryFolder()
        defer {
            chmod(folder + "/src/Locked", 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        try write("final class A {}\n", to: folder + "/src/A.swift")
        try write("final class B {}\n", to: folder + "/src/Locked/B.swift")
        chmod(folder + "/src/Locked", 0)
        var arguments = ["lint", "src"]
        var program = Self.binary
        if getuid() == 0 {
            // Root reads any folder: run as nobody, who may read the rest of the scratch tree.
            // Without setpriv the test cannot drop root's rights: a skip, said aloud, or a failure
            // where tools are required (CI).
            guard let setpriv = SchemaCheck.setpriv else {
                if SchemaCheck.toolsRequired { Issue.record("setpriv (util-linux) is missing; the test cannot run as another user") }
                print("viperc tests: skipped an unreadable-folder check: running as root without setpriv")
                return
            }
            chmod(folder, 0o755)
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", Self.binary] + arguments
            program = setpriv
        }
        let lint = try Golden.run(program, arguments, in: folder)
        #expect(lint.status == 1, "\(lint.stderr)")
        #expect(
            lint.stdout.contains("src/Locked:1:1: error: cannot read folder; its files were not linted [unreadable-file]"), "\(lint.stdout)"
        )
        #expect(lint.stderr.contains("in 1 file\n"), "\(lint.stderr)")
    }
}
