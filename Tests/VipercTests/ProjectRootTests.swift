import Foundation
import TestSupport
import Testing

/// Every command run from the project root and from subfolders, with the paths spelled as `.`,
/// relative, absolute and with a trailing slash: reports, baselines, diagnostics and the
/// generated files' checks must not change.
struct ProjectRootTests {
    static var binary: String { Golden.viperc }

    func viperc(_ arguments: [String], in folder: String, input: String? = nil, environment: [String: String] = [:]) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build viperc first: swift build")
        return try Golden.run(Self.binary, arguments, in: folder, input: input, environment: environment)
    }

    /// A repository (`.git`) with the lint fixture app in `App` and the TV shows specs in
    /// `specs/tvshows`, their interfaces built into `Generated` and their docs into `docs`.
    static func project() throws -> String {
        let root = try Golden.temporaryFolder() + "/repo"
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try files.copyItem(atPath: Golden.fixtures + "/LintApp/App", toPath: root + "/App")
        try files.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        try files.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: root + "/specs/tvshows")
        return root
    }

    /// (working folder, path as typed) pairs that all name `App` of the project.
    static func spellings(_ root: String) -> [(folder: String, path: String)] {
        [
            (root, "App"), (root, "./App/"), (root, root + "/App"), (root, root + "/App/"), (root, "App/../App"),
            (root + "/App", "."), (root + "/App", "./"), (root + "/App/Modules", ".."), (root + "/specs", "../App"),
            ("/", root + "/App"),
        ]
    }

    /// A path to `file` (relative to the root) as typed in `folder`.
    static func typed(_ file: String, from folder: String, root: String) -> String {
        folder == root ? file : root + "/" + file
    }

    static let reporters = ["json", "sarif", "github", "checkstyle", "junit", "markdown", "codeclimate"]

    /// Every reporter's output for one run, by format; `xcode` is standard output. The files are
    /// written where `--reporter FORMAT:FILE` names them as typed in `folder`.
    func reports(_ path: String, in folder: String, root: String, label: String) throws -> [String: String] {
        try FileManager.default.createDirectory(atPath: root + "/reports-\(label)", withIntermediateDirectories: true)
        let outputs = Self.reporters.map { ($0, Self.typed("reports-\(label)/\($0).txt", from: folder, root: root)) }
        let result = try viperc(
            ["lint", path, "--quiet", "--reporter", "xcode"] + outputs.flatMap { ["--reporter", "\($0.0):\($0.1)"] }, in: folder)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        var texts = ["xcode": result.stdout]
        for format in Self.reporters {
            texts[format] = try String(contentsOfFile: root + "/reports-\(label)/\(format).txt", encoding: .utf8)
        }
        return texts
    }

    @Test func lintReportsAndBaselinesDoNotDependOnTheFolderOrSpelling() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        let expected = try reports("App", in: root, root: root, label: "root")
        #expect(expected["json"]?.contains("\"file\": \"App/Modules/Home/HomePresenter.swift\"") == true)
        #expect(expected["sarif"]?.contains("\"uri\": \"App/Modules/Home/HomePresenter.swift\"") == true)
        #expect(expected["sarif"]?.contains("file://") == false)
        #expect(expected["xcode"]?.hasPrefix("App/") == true)
        #expect(try viperc(["lint", "App", "--write-baseline", "baseline.json", "--quiet"], in: root).status == 0)
        let baseline = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"file\": \"App/Modules/Login/Login Screen.swift\""))

        for (index, spelling) in Self.spellings(root).enumerated() {
            let label = Comment(rawValue: "'\(spelling.path)' in '\(spelling.folder)'")
            let other = try reports(spelling.path, in: spelling.folder, root: root, label: "\(index)")
            for format in ["xcode"] + Self.reporters {
                #expect(other[format] == expected[format], Comment(rawValue: "\(format) for \(label.rawValue)"))
            }
            // A baseline written here is the same file, and the root's baseline hides everything here.
            let written = "baseline-\(index).json"
            let write = try viperc(
                ["lint", spelling.path, "--write-baseline", Self.typed(written, from: spelling.folder, root: root), "--quiet"],
                in: spelling.folder)
            #expect(write.status == 0, label)
            #expect(try String(contentsOfFile: root + "/" + written, encoding: .utf8) == baseline, label)
            let applied = try viperc(
                [
                    "lint", spelling.path, "--baseline", Self.typed("baseline.json", from: spelling.folder, root: root),
                    "--strict-baseline", "--strict", "--reporter", "json",
                ], in: spelling.folder)
            #expect(applied.status == 0, label)
            #expect(applied.stdout == "[]\n", label)
            #expect(applied.stderr == "viperc: 0 errors, 0 warnings in 11 files\n", label)
        }
    }

    @Test func aBaselineOfTheWholeProjectIsNotStaleForAFolderLintedAlone() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        #expect(try viperc(["lint", "App", "--write-baseline", "baseline.json", "--quiet"], in: root).status == 0)
        let home = try viperc(["lint", ".", "--baseline", "../../../baseline.json", "--strict-baseline"], in: root + "/App/Modules/Home")
        #expect(home.status == 0)
        #expect(home.stderr.hasPrefix("viperc: 0 errors, 0 warnings in "))
        // An entry for a file that is gone, or for a fixed violation in a linted file, is stale.
        try FileManager.default.removeItem(atPath: root + "/App/Modules/Login/Login Screen.swift")
        let gone = try viperc(["lint", ".", "--baseline", "../../../baseline.json", "--strict-baseline"], in: root + "/App/Modules/Home")
        #expect(gone.status == 1)
        #expect(gone.stderr.contains("App/Modules/Login/Login Screen.swift:"))
        #expect(gone.stderr.contains("[stale-baseline]"))
    }

    @Test func includeAndExcludeMatchPathsFromTheRoot() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        try "exclude: [\"App/Modules/Login/**\"]\n".write(toFile: root + "/.viperc.yml", atomically: true, encoding: .utf8)
        let expected = try viperc(["lint", "App", "--reporter", "json", "--quiet"], in: root).stdout
        #expect(!expected.contains("Login"))
        #expect(expected.contains("App/Modules/Home/"))
        for spelling in Self.spellings(root) {
            let result = try viperc(["lint", spelling.path, "--reporter", "json", "--quiet"], in: spelling.folder)
            #expect(result.stdout == expected, Comment(rawValue: "'\(spelling.path)' in '\(spelling.folder)'"))
        }
    }

    @Test func buildAndDocsChecksDoNotDependOnTheFolderOrSpelling() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        #expect(try viperc(["build", "specs/tvshows", "--output", "Generated", "--quiet"], in: root).status == 0)
        #expect(try viperc(["docs", "specs/tvshows", "--output", "docs", "--quiet"], in: root).status == 0)
        let build = try viperc(["build", "specs/tvshows", "--output", "Generated", "--check"], in: root)
        let docs = try viperc(["docs", "specs/tvshows", "--output", "docs", "--check"], in: root)
        #expect(build.status == 0)
        #expect(build.stdout == "viperc: 12 generated files up to date\n")
        #expect(docs.status == 0)
        #expect(docs.stdout.hasSuffix("documentation files up to date\n"))
        // The route analysis remarks name the spec from the root.
        #expect(docs.stderr.contains("specs/tvshows/Login.viper.yaml:"))
        let spellings: [(folder: String, specs: String, out: String)] = [
            (root, "./specs/tvshows/", "Generated"), (root, root + "/specs/tvshows", root + "/Generated"),
            (root + "/specs/tvshows", ".", "../../Generated"), (root + "/specs/tvshows", "./", root + "/Generated/"),
            (root + "/specs", "tvshows", "../Generated"), (root + "/App", "../specs/tvshows/", "../Generated"),
        ]
        for spelling in spellings {
            let label = Comment(rawValue: "'\(spelling.specs)' in '\(spelling.folder)'")
            let docsOut = spelling.out.replacingOccurrences(of: "Generated", with: "docs")
            let otherBuild = try viperc(["build", spelling.specs, "--output", spelling.out, "--check"], in: spelling.folder)
            #expect(otherBuild.status == build.status, label)
            #expect(otherBuild.stdout == build.stdout, label)
            #expect(otherBuild.stderr == build.stderr, label)
            let otherDocs = try viperc(["docs", spelling.specs, "--output", docsOut, "--check"], in: spelling.folder)
            #expect(otherDocs.status == docs.status, label)
            #expect(otherDocs.stdout == docs.stdout, label)
            #expect(otherDocs.stderr == docs.stderr, label)
        }
        // A broken spec is reported at the same root-relative path from anywhere.
        let spec = root + "/specs/tvshows/Home.viper.yaml"
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "-> Show", with: "-> Shw").write(toFile: spec, atomically: true, encoding: .utf8)
        let fromRoot = try viperc(["build", "specs/tvshows", "--check"], in: root)
        let fromInside = try viperc(["build", ".", "--check"], in: root + "/specs/tvshows")
        #expect(fromRoot.status == 1)
        #expect(fromRoot.stderr.hasPrefix("specs/tvshows/Home.viper.yaml:"))
        #expect(fromInside.stderr == fromRoot.stderr)
    }

    @Test func xcodeGetsAbsolutePaths() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        let plain = try viperc(["lint", ".", "--quiet"], in: root + "/App")
        #expect(plain.stdout.hasPrefix("App/"))
        let xcode = try viperc(["lint", ".", "--quiet"], in: root + "/App", environment: ["XCODE_VERSION_ACTUAL": "1600"])
        let lines = xcode.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(root + "/App/") })
        #expect(xcode.stdout == plain.stdout.split(separator: "\n").map { root + "/" + $0 + "\n" }.joined())
        // Other reporters stay relative under Xcode too.
        let json = try viperc(
            ["lint", ".", "--reporter", "json", "--quiet"], in: root + "/App", environment: ["XCODE_VERSION_ACTUAL": "1600"])
        #expect(json.stdout.contains("\"file\": \"App/"))
        // Spec diagnostics of 'build' too.
        let spec = root + "/specs/tvshows/Home.viper.yaml"
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "-> Show", with: "-> Shw").write(toFile: spec, atomically: true, encoding: .utf8)
        let build = try viperc(["build", ".", "--check"], in: root + "/specs/tvshows", environment: ["XCODE_VERSION_ACTUAL": "1600"])
        #expect(build.status == 1)
        #expect(build.stderr.hasPrefix(root + "/specs/tvshows/Home.viper.yaml:"))
    }
}
