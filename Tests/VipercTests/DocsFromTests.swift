import Foundation
import TestSupport
import Testing

/// `viperc docs --from PATHS`: the docs of an app from its code, on the tvshows example's
/// skeletons, compared byte for byte with goldens in `Tests/Fixtures/docs-from`.
struct DocsFromTests {
    static var goldens: String { Golden.fixtures + "/docs-from" }

    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    /// The tvshows specs and the app viperc writes for them with skeletons. The team took the
    /// navigation over by hand, so the routes files lose the generated header that makes the
    /// model skip them.
    func app() throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/specs")
        let build = try viperc(["build", "specs", "--output", "App", "--skeletons", "--quiet"], in: folder)
        try #require(build.status == 0, Comment(rawValue: build.stderr))
        for module in ["Auth/Login", "Shows/Home", "Shows/Details"] {
            let name = module.split(separator: "/").last!
            let path = "\(folder)/App/\(module)/\(name)Routes.swift"
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            try String(text.drop { $0 != "\n" }.dropFirst()).write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// With the generated navigation left as viperc wrote it, `lint --spec` finds the routes in
    /// it; `docs --from --spec` on the same paths must say the same, from the same computation.
    @Test func docsAndLintAgreeOnDrift() throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/specs")
        let build = try viperc(["build", "specs", "--output", "App", "--skeletons", "--quiet"], in: folder)
        try #require(build.status == 0, Comment(rawValue: build.stderr))
        let lint = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("[drift-"), Comment(rawValue: lint.stdout))
        let docs = try viperc(["docs", "--from", "App", "--spec", "specs", "--output", "Docs", "--quiet"], in: folder)
        #expect(docs.status == 0, Comment(rawValue: docs.stderr))
        for page in pages(folder + "/Docs") {
            let text = try String(contentsOfFile: folder + "/Docs/" + page, encoding: .utf8)
            #expect(!text.contains("drift-"), Comment(rawValue: "\(page) lists drift that lint does not report"))
        }
    }

    /// The Markdown and DOT files under a folder, relative to it, sorted.
    func pages(_ folder: String) -> [String] {
        let all = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix(".md") || $0.hasSuffix(".dot") }.sorted()
    }

    func compare(_ output: String, with golden: String) throws {
        let written = pages(output)
        if !Golden.isRecording { #expect(written == pages(golden)) }
        for page in written {
            let text = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
            if let difference = Golden.compare(text, with: golden + "/" + page) { Issue.record(Comment(rawValue: difference)) }
        }
    }

    @Test func documentsTheAppFromItsCode() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try viperc(["docs", "--from", "App", "--output", "out", "--quiet"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        try compare(folder + "/out", with: Self.goldens + "/code")
        // Routes seen only in code are inferred, and drawn dashed.
        let index = try String(contentsOfFile: folder + "/out/README.md", encoding: .utf8)
        #expect(index.contains("    m_Home -.->|\"DetailsWireframe<br/>inferred\"| m_Details\n"))
        let dot = try String(contentsOfFile: folder + "/out/routes.dot", encoding: .utf8)
        #expect(
            dot.contains(
                "\"Home\" -> \"Details\" [label=\"DetailsWireframe\\ninferred\", color=\"#8c8c8c\", style=dashed, arrowhead=onormal];"))
        #expect(dot.contains("\"legend:inferred:from\" -> \"legend:inferred:to\" [label=\"inferred\""))
        let check = try viperc(["docs", "--from", "App", "--output", "out", "--check"], in: folder)
        #expect(check.status == 0)
        #expect(check.stdout == "viperc: 5 documentation files up to date\n")
    }

    @Test func theSameBytesFromAnotherWorkingFolder() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try viperc(
            ["docs", "--from", folder + "/App", "--spec", folder + "/specs", "--output", folder + "/out", "--quiet"], in: "/")
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        let relative = try viperc(["docs", "--from", "./App/", "--spec", "specs", "--output", "out", "--check"], in: folder)
        #expect(relative.status == 0, Comment(rawValue: relative.stderr))
    }

    @Test func withSpecsThePagesShowWhereCodeAndSpecDisagree() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let presenter = folder + "/App/Shows/Home/HomePresenter.swift"
        let code = try String(contentsOfFile: presenter, encoding: .utf8)
        let weak = code.replacingOccurrences(
            of: "private unowned let view: HomeViewInterface", with: "private weak var view: HomeViewInterface?")
        try #require(weak != code)
        try weak.write(toFile: presenter, atomically: true, encoding: .utf8)
        let result = try viperc(["docs", "--from", "App", "--spec", "specs", "--output", "out", "--quiet"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        try compare(folder + "/out", with: Self.goldens + "/spec")
        let home = try String(contentsOfFile: folder + "/out/modules/Home.md", encoding: .utf8)
        #expect(
            home.contains(
                "- `App/Shows/Home/HomePresenter.swift:7:5`: 'HomePresenter.view' is weak but the spec makes 'presenter.view' unowned (specs/Home.viper.yaml:35:3); change one to match the other (`drift-ownership`)\n"
            ))
        // Routes the spec declares and the code takes carry the spec's name and transition, solid.
        let index = try String(contentsOfFile: folder + "/out/README.md", encoding: .utf8)
        #expect(index.contains("    m_Home -->|\"navigateToShowDetails(id: String)<br/>push\"| m_Details\n"))
        #expect(index.contains("| [Home](modules/Home.md) | 1 |\n"))
        let login = try String(contentsOfFile: folder + "/out/modules/Login.md", encoding: .utf8)
        #expect(login.contains("Nothing: the code matches the spec in what the drift check compares."))
    }

    @Test func aModuleOnlyTheSpecsHaveIsListedOnTheIndex() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.removeItem(atPath: folder + "/App/Shows/Details")
        let result = try viperc(["docs", "--from", "App", "--spec", "specs", "--output", "out", "--quiet"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        let index = try String(contentsOfFile: folder + "/out/README.md", encoding: .utf8)
        let section = try #require(index.range(of: "## Where code and specs disagree\n")).upperBound
        let tail = String(index[section...])
        #expect(tail.contains("Not on any module's page:\n\n- `specs/Details.viper.yaml:"))
        #expect(tail.contains("module 'Details' is declared in the specs but none of its components"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/modules/Details.md"))
    }

    @Test func specsAndCodeAreNotMixedUp() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let both = try viperc(["docs", "specs", "--from", "App"], in: folder)
        #expect(both.status == 64)
        #expect(both.stderr.contains("give spec folders or '--from PATHS', not both"))
        let spec = try viperc(["docs", "--spec", "specs"], in: folder)
        #expect(spec.status == 64)
        #expect(spec.stderr.contains("'--spec' and '--config' need '--from PATHS'"))
        try FileManager.default.createDirectory(atPath: folder + "/Empty", withIntermediateDirectories: true)
        let empty = try viperc(["docs", "--from", "Empty", "--output", "out"], in: folder)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("no VIPER module found in 'Empty'"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }
}
