import Foundation
import TestSupport
import Testing

/// The commands that `.pre-commit-hooks.yaml` and the GitHub Actions workflow in `docs/ci`
/// run, run as written on a project laid out the way they expect, so that a renamed option or
/// a changed exit code breaks this test before it breaks someone's CI.
struct IntegrationFilesTests {
    static var binary: String { Golden.viperc }

    /// A project with Swift code in `Sources`, specs in `specs`, interfaces generated and docs
    /// in `docs/architecture`, as the workflow's comments describe.
    func project() throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build viperc first: swift build")
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/Tests/Fixtures/LintApp/App", toPath: folder + "/Sources")
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs", toPath: folder + "/specs")
        #expect(try Golden.run(Self.binary, ["build", "specs", "--quiet"], in: folder).status == 0)
        #expect(try Golden.run(Self.binary, ["docs", "specs", "--output", "docs/architecture", "--quiet"], in: folder).status == 0)
        return folder
    }

    /// `viperc …` command lines of a file: `run: viperc …` steps, or `entry: viperc …` hooks.
    static func commands(in file: String, key: String) throws -> [[String]] {
        let text = try String(contentsOfFile: Golden.packageRoot + "/" + file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> [String]? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(key + ": viperc ") else { return nil }
            return trimmed.dropFirst(key.count + 2).split(separator: " ").dropFirst().map(String.init)
        }
    }

    @Test func workflowCommandsRunAsWritten() throws {
        let commands = try Self.commands(in: "docs/ci/viperc.yml", key: "run")
        #expect(commands.map { $0.first ?? "" } == ["lint", "build", "docs"])
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in commands {
            let result = try Golden.run(Self.binary, command, in: folder)
            #expect(result.status == 0, "viperc \(command.joined(separator: " ")): \(result.stderr)")
        }
        let lint = try Golden.run(Self.binary, commands[0], in: folder)
        #expect(lint.stdout.hasPrefix("::warning file=Sources/"))
        let sarif = try #require(FileManager.default.contents(atPath: folder + "/viperc.sarif"))
        #expect(String(decoding: sarif, as: UTF8.self).contains("\"uri\": \"Sources/Modules/Home/HomePresenter.swift\""))
        // The checks fail once a spec changes.
        let spec = folder + "/specs/tvshows/Home.viper.yaml"
        try (try String(contentsOfFile: spec, encoding: .utf8)).replacingOccurrences(of: "reloadData()", with: "reload()").write(
            toFile: spec, atomically: true, encoding: .utf8)
        #expect(try Golden.run(Self.binary, commands[1], in: folder).status == 1)
        #expect(try Golden.run(Self.binary, commands[2], in: folder).status == 1)
    }

    static let hasCheckJSONSchema: Bool = {
        guard let python = SchemaCheck.python else { return false }
        return (try? Golden.run(python, ["-c", "import check_jsonschema"]).status) == 0
    }()

    /// The documented workflow and the project's own (`.github/workflows`) pass GitHub's
    /// workflow schema and give every job a timeout, as `check-jsonschema` (installed by
    /// `make testtools`) checks them.
    @Test(.enabled(if: SchemaCheck.runs(needing: hasCheckJSONSchema), "needs check-jsonschema (pip)"))
    func workflowsPassTheirSchema() throws {
        let python = try #require(SchemaCheck.python, "python3 is not installed")
        let folder = Golden.packageRoot + "/.github/workflows"
        let own = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted()
        #expect(own.contains("ci.yml"))
        let workflows = [Golden.packageRoot + "/docs/ci/viperc.yml"] + own.map { folder + "/" + $0 }
        for schema in ["vendor.github-workflows", "custom.github-workflows-require-timeout"] {
            let result = try Golden.run(python, ["-m", "check_jsonschema", "--builtin-schema", schema] + workflows)
            #expect(result.status == 0, "\(schema): \(result.stdout)\(result.stderr)")
        }
    }

    @Test func preCommitHooksRunAsWritten() throws {
        let hooks = try Self.commands(in: ".pre-commit-hooks.yaml", key: "entry")
        // Each hook twice: built from source (language: swift) and the installed viperc (system).
        #expect(hooks == [["lint"], ["build", "--check", "--quiet"], ["lint"], ["build", "--check", "--quiet"]])
        let text = try String(contentsOfFile: Golden.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let entries = text.components(separatedBy: "\n- id: ").dropFirst()
        #expect(
            entries.map { $0.prefix { $0 != "\n" } } == [
                "viperc-lint", "viperc-build-check", "viperc-lint-system", "viperc-build-check-system",
            ])
        #expect(
            entries.map { $0.contains("\n  language: swift\n") ? "swift" : $0.contains("\n  language: system\n") ? "system" : "?" } == [
                "swift", "swift", "system", "system",
            ])
        // The checks run on every commit: a generated file edited by hand changes no spec.
        for check in entries where check.hasPrefix("viperc-build-check") {
            #expect(check.contains("\n  always_run: true\n") && !check.contains("\n  files:"))
        }
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lint = try Golden.run(Self.binary, hooks[0], in: folder)
        #expect(lint.status == 0, Comment(rawValue: lint.stderr))
        #expect(lint.stdout.contains("Sources/Modules/Home/HomePresenter.swift:4:5: warning:"))
        let check = try Golden.run(Self.binary, hooks[1], in: folder)
        #expect(check.status == 0, Comment(rawValue: check.stderr))
        try FileManager.default.removeItem(atPath: folder + "/specs/tvshows/Generated/Shows/Home/HomeInterfaces.swift")
        #expect(try Golden.run(Self.binary, hooks[1], in: folder).status == 1)
    }
}
