import Foundation
import TestSupport
import Testing

/// End-to-end regressions for inputs found by fuzzing: no crash, no hang, no write outside
/// the output folder.
struct ReliabilityTests {
    static var binary: String { Golden.packageRoot + "/.build/debug/viperc" }

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
        #expect(FileManager.default.fileExists(atPath: folder + "/Generated/Shows/Home/HomeInterfaces.swift"))
        let docs = try viperc(["docs", ".", "--output", "docs"], in: folder)
        #expect(docs.status == 0, "\(docs.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/docs/README.md"))
        let one = try viperc(["build", "./", "--check"], in: folder)
        #expect(one.status == 0, "\(one.stderr)")
    }
}
