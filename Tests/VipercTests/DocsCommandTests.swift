import Foundation
import TestSupport
import Testing

/// End-to-end runs of `viperc docs`.
struct DocsCommandTests {
    static var binary: String { Golden.viperc }

    func viperc(_ arguments: [String], in folder: String, path: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build viperc first: swift build")
        if let path {
            // Run through env so the child sees a PATH without Graphviz.
            return try Golden.run("/usr/bin/env", ["PATH=\(path)", Self.binary] + arguments, in: folder)
        }
        return try Golden.run(Self.binary, arguments, in: folder)
    }

    func scratch() throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs", toPath: folder + "/specs")
        return folder
    }

    @Test func writesPagesAndSaysSoWhenDotIsMissing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try viperc(["docs", "specs/tvshows", "--output", "out"], in: folder, path: "/nonexistent")
        #expect(result.status == 0)
        #expect(result.stdout.contains("wrote out/modules/Home.md\n"))
        #expect(result.stdout.hasSuffix("viperc: 5 written, 0 unchanged\n"))
        #expect(
            result.stderr == """
                viperc: Graphviz's 'dot' is not installed, so no SVG or PNG was drawn; everything else was written. Install it with 'apt-get install graphviz' or 'brew install graphviz'.
                specs/tvshows/Login.viper.yaml:24:11: remark: navigation cycle: Login -> Home -> Login; back-and-forth flows are normal [navigation-cycle]

                """)
        #expect(FileManager.default.fileExists(atPath: folder + "/out/routes.dot"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/routes.png"))
        let again = try viperc(["docs", "specs/tvshows", "--output", "out", "--check"], in: folder, path: "/nonexistent")
        #expect(again.status == 0)
        #expect(again.stdout == "viperc: 5 documentation files up to date\n")
    }

    static var dotExecutable: String? { SchemaCheck.dot }

    /// The width and height in a PNG's header.
    func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = try #require(FileManager.default.contents(atPath: path)).map { Int($0) }
        try #require(bytes.count > 24 && bytes[1] == 0x50 && bytes[2] == 0x4E && bytes[3] == 0x47, "'\(path)' is not a PNG")
        func number(_ at: Int) -> Int { bytes[at] << 24 | bytes[at + 1] << 16 | bytes[at + 2] << 8 | bytes[at + 3] }
        return (number(16), number(20))
    }

    @Test(.enabled(if: SchemaCheck.runs(needing: Self.dotExecutable != nil), "Graphviz's dot is not installed; make test installs it"))
    func routePNGIsDrawnAtRetinaResolution() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try viperc(["docs", "specs/tvshows", "--output", "out", "--quiet"], in: folder).status == 0)
        let drawn = try pngSize(folder + "/out/routes.png")
        // Graphviz's own default for PNG is 96 dpi; viperc asks for twice that.
        let plain = try Golden.run(
            try #require(Self.dotExecutable, "Graphviz's dot is not installed"),
            ["-Tpng", folder + "/out/routes.dot", "-o", folder + "/plain.png"])
        #expect(plain.status == 0)
        let usual = try pngSize(folder + "/plain.png")
        #expect(Double(drawn.width) >= 1.9 * Double(usual.width) && Double(drawn.width) <= 2.1 * Double(usual.width))
        #expect(Double(drawn.height) >= 1.9 * Double(usual.height) && Double(drawn.height) <= 2.1 * Double(usual.height))
        let svg = try String(contentsOfFile: folder + "/out/routes.svg", encoding: .utf8)
        #expect(svg.contains(">Legend</text>"))
    }

    @Test func checkFailsWhenTheDocsAreStale() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try viperc(["docs", "specs", "--output", "out"], in: folder).status == 0)
        let spec = folder + "/specs/tvshows/Home.viper.yaml"
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "Lists TV shows", with: "Shows TV shows").write(toFile: spec, atomically: true, encoding: .utf8)
        let result = try viperc(["docs", "specs", "--output", "out", "--check"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "out/tvshows/README.md:1:1: error: 'out/tvshows/README.md' is out of date; run 'viperc docs' [stale-output]"))
        #expect(
            result.stderr.contains(
                "out/tvshows/modules/Home.md:1:1: error: 'out/tvshows/modules/Home.md' is out of date; run 'viperc docs' [stale-output]"))
        #expect(!result.stderr.contains("Login.md"))
    }

    @Test func jsonGoesToStandardOutputAndNothingIsWritten() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try viperc(["docs", "specs/posts", "--format", "json", "--output", "out"], in: folder)
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let project = try #require((object?["projects"] as? [[String: Any]])?.first)
        #expect(project["project"] as? String == "Posts")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func specErrorsStopTheDocs() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = folder + "/specs/posts/Posts.viper.yaml"
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "to: SignIn", with: "to: SignOn").write(toFile: spec, atomically: true, encoding: .utf8)
        let result = try viperc(["docs", "specs/posts", "--output", "out"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "specs/posts/Posts.viper.yaml:27:9: error: route 'showSignIn' goes to unknown module 'SignOn'; did you mean 'SignIn'? [unknown-module]"
            ))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }
}
