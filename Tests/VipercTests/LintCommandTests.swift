import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// End-to-end runs of `viperc lint` on a fixture app laid out like a real VIPER project.
struct LintCommandTests {
    static let app = "Tests/Fixtures/LintApp"
    static let reporters = ["xcode", "json", "sarif", "github", "checkstyle", "junit", "markdown", "codeclimate"]

    func viperc(_ arguments: [String], in folder: String = Golden.packageRoot) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    @Test(arguments: reporters)
    func reporterOutputMatchesGolden(_ reporter: String) throws {
        let result = try viperc(["lint", Self.app, "--reporter", reporter])
        #expect(result.status == 0, "warnings alone must not fail the run")
        #expect(result.stderr == "viperc: 0 errors, 12 warnings in 11 files\n")
        // The goldens name no version (SARIF's tool has one), so that a release keeps them.
        let version = try viperc(["--version"]).stdout.trimmingCharacters(in: .newlines)
        let output = result.stdout.replacingOccurrences(
            of: "\"semanticVersion\": \"\(version)\"", with: "\"semanticVersion\": \"VIPERC_VERSION\"")
        if let difference = Golden.compare(output, with: Golden.fixtures + "/lint-golden/\(reporter).txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// A report that cannot be written is one line and its own exit status; the other reports
    /// are still written; devices and links are written through, never replaced.
    @Test func reportPathsThatCannotBeWrittenAndThoseThatAreNotFiles() throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.json", withDestinationPath: folder + "/real.json")
        let result = try viperc([
            "lint", Self.app, "--reporter", "sarif:\(folder)", "--reporter", "json:\(folder)/linked.json", "--reporter",
            "checkstyle:/dev/null", "--reporter", "junit:\(folder)/missing/lint.xml", "--quiet",
        ])
        #expect(result.status == 73)
        #expect(
            result.stderr == """
                viperc: error: cannot write report '\(folder)': it is a folder
                viperc: error: cannot write report '\(folder)/missing/lint.xml': its folder does not exist

                """)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/linked.json") == folder + "/real.json")
        #expect(try String(contentsOfFile: folder + "/real.json", encoding: .utf8).hasPrefix("["))
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        let baseline = try viperc(["lint", Self.app, "--write-baseline", folder])
        #expect(baseline.status == 73 && baseline.stderr == "viperc: error: cannot write baseline '\(folder)': it is a folder\n")
        let stdout = try viperc(["lint", Self.app, "--reporter", "json:-", "--quiet"])
        #expect(stdout.status == 0 && stdout.stdout.hasPrefix("["))
    }

    /// Linked folders that lead outside the project root are reported, not walked, unless
    /// `--follow-links`; a link to `/` is then harmless.
    @Test func linksOutOfTheProjectAreNotFollowedUnlessAsked() throws {
        let folder = try Golden.temporaryFolder()
        let outside = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try "final class HomePresenter {}\n".write(toFile: folder + "/App/Home.swift", atomically: false, encoding: .utf8)
        try "final class OutPresenter {\n    var view: OutViewInterface\n}\n".write(
            toFile: outside + "/Out.swift", atomically: false, encoding: .utf8)
        try "rules:\n  no-such-rule: off\n".write(toFile: outside + "/.viperc.yml", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/App/root", withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: folder + "/App/shared", withDestinationPath: outside)
        try "".write(toFile: folder + "/.viperc.yml", atomically: false, encoding: .utf8)
        let plain = try viperc(["lint", "App"], in: folder)
        #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
        #expect(plain.stdout.contains("App/root:1:1: warning: symbolic link to '/', outside the project root; not followed"))
        #expect(plain.stdout.contains("App/shared:1:1: warning: symbolic link to '/"))
        #expect(plain.stdout.components(separatedBy: "[symlink-outside]").count == 3)
        #expect(plain.stderr.hasSuffix("in 1 file\n"))
        // Asked to, it walks the shared folder and applies what is there.
        try FileManager.default.removeItem(atPath: folder + "/App/root")
        let followed = try viperc(["lint", "App", "--follow-links"], in: folder)
        #expect(followed.status == 64, "\(followed.stdout)\(followed.stderr)")
        #expect(followed.stdout.contains("unknown rule 'no-such-rule'") || followed.stderr.contains("unknown rule 'no-such-rule'"))
    }

    @Test func initWritesAllDraftsOrNone() throws {
        let folder = try Golden.temporaryFolder()
        try "not a folder\n".write(toFile: folder + "/drafts", atomically: false, encoding: .utf8)
        let intoFile = try viperc(["init", "--from", Self.app, "--output", folder + "/drafts"])
        #expect(intoFile.status == 73, "\(intoFile.stderr)")
        #expect(intoFile.stderr.hasSuffix("error: cannot open the output folder '\(folder)/drafts': not a directory [write-failed]\n"))
        let first = try viperc(["init", "--from", Self.app, "--output", folder + "/specs"])
        #expect(first.status == 0, "\(first.stderr)")
        let drafted = try FileManager.default.contentsOfDirectory(atPath: folder + "/specs").sorted()
        #expect(drafted.contains("viperc.yml") && drafted.count > 1)
        // One draft is the team's now: nothing is written, each clash is reported.
        try "# ours\n".write(toFile: folder + "/specs/viperc.yml", atomically: false, encoding: .utf8)
        let again = try viperc(["init", "--from", Self.app, "--output", folder + "/specs"])
        #expect(again.status == 1)
        #expect(again.stderr.components(separatedBy: "[file-exists]").count - 1 == drafted.count)
        #expect(try String(contentsOfFile: folder + "/specs/viperc.yml", encoding: .utf8) == "# ours\n")
    }

    @Test func severalReportersInOneRun() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try viperc(["lint", Self.app, "--reporter", "sarif:\(folder)/lint.sarif", "--reporter", "xcode", "--quiet"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let xcode = try String(contentsOfFile: Golden.fixtures + "/lint-golden/xcode.txt", encoding: .utf8)
        #expect(result.stdout == xcode)
        let sarif = try String(contentsOfFile: folder + "/lint.sarif", encoding: .utf8)
        // The golden names no version, so that a release (which changes only the version) keeps it.
        let version = try viperc(["--version"]).stdout.trimmingCharacters(in: .newlines)
        let golden = try String(contentsOfFile: Golden.fixtures + "/lint-golden/sarif.txt", encoding: .utf8)
        #expect(!version.isEmpty && sarif == golden.replacingOccurrences(of: "\"VIPERC_VERSION\"", with: "\"\(version)\""))
    }

    @Test func sarifHasTheShapeCodeScanningReads() throws {
        let result = try viperc(["lint", Self.app, "--reporter", "sarif", "--quiet"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "viperc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 12)
        for item in results {
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == item["ruleId"] as? String)
            #expect(["none", "note", "warning", "error"].contains(item["level"] as? String ?? ""))
            let location = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.contains(" ") && !uri.hasPrefix("/"))
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test func strictFailsOnWarnings() throws {
        let result = try viperc(["lint", Self.app, "--strict", "--quiet"])
        #expect(result.status == 1)
    }

    @Test func configurationTurnsRulesOffAndRaisesSeverity() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/" + Self.app, toPath: folder + "/LintApp")
        try """
        rules:
          view-uses-service: off
          presenter-strong-view: { severity: error }
        exclude: ["**/Login/**"]

        """.write(toFile: folder + "/.viperc.yml", atomically: true, encoding: .utf8)
        let result = try viperc(["lint", "LintApp"], in: folder)
        #expect(result.status == 1)
        #expect(!result.stdout.contains("[view-uses-service]"))
        #expect(!result.stdout.contains("Login Screen.swift"))
        #expect(
            result.stdout.contains(
                "LintApp/App/Modules/Home/HomePresenter.swift:4:5: error: presenter 'HomePresenter' holds its view 'view' strongly"))
    }

    @Test func invalidConfigurationIsAUsageErrorWithLocations() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        rules:
          presenter-strong-veiw: off
          view-uses-service: { severity: fatal }
        excludes: ["Pods"]

        """.write(toFile: folder + "/.viperc.yml", atomically: true, encoding: .utf8)
        let result = try viperc(["lint", "."], in: folder)
        #expect(result.status == 64)
        #expect(
            result.stderr == """
                .viperc.yml:2:3: error: unknown rule 'presenter-strong-veiw'; did you mean 'presenter-strong-view'? [unknown-rule]
                .viperc.yml:3:34: error: 'fatal' is not a severity; expected 'error' or 'warning' [invalid-value]
                .viperc.yml:4:1: error: unknown key 'excludes' in '.viperc.yml'; did you mean 'exclude'? [unknown-key]

                """)
    }

    @Test func baselineSurvivesLineShiftsAndReportsStaleEntries() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/" + Self.app, toPath: folder + "/LintApp")
        let written = try viperc(["lint", "LintApp", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.status == 0)
        #expect(written.stdout == "")
        // Shift every line of one file down, and fix one violation in another.
        let presenter = folder + "/LintApp/App/Modules/Home/HomePresenter.swift"
        try ("// A new header line.\n\n" + (try String(contentsOfFile: presenter, encoding: .utf8))).write(
            toFile: presenter, atomically: true, encoding: .utf8)
        let interactor = folder + "/LintApp/App/Modules/Details/DetailsModule.swift"
        let text = try String(contentsOfFile: interactor, encoding: .utf8)
        try text.replacingOccurrences(of: "    var output: DetailsPresenter?", with: "    weak var output: DetailsPresenter?").write(
            toFile: interactor, atomically: true, encoding: .utf8)
        let result = try viperc(["lint", "LintApp", "--baseline", "baseline.json"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                LintApp/App/Modules/Details/DetailsModule.swift:27:1: warning: baseline entry for 'interactor-strong-output' no longer matches; the violation was fixed, so remove it from the baseline [stale-baseline]
                viperc: 0 errors, 0 warnings in 11 files, 1 stale baseline entry

                """)
        let strict = try viperc(["lint", "LintApp", "--baseline", "baseline.json", "--strict-baseline", "--quiet"], in: folder)
        #expect(strict.status == 1)
    }

    @Test func badInputIsReportedPerFileAndTheLintGoesOn() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/src/Folder.swift", withIntermediateDirectories: true)
        try "final class HomePresenter {\n    var view: HomeViewInterface?\n}\n".write(
            toFile: folder + "/src/Folder.swift/Inner.swift", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: folder + "/src/loop", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: folder + "/src/Gone.swift", withDestinationPath: "nowhere.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder + "/src/Latin1.swift"))
        // A 10 MB file on one line, and an unterminated comment.
        try String(repeating: "let x = 1; ", count: 1_000_000).write(toFile: folder + "/src/Huge.swift", atomically: true, encoding: .utf8)
        try "/* never closed\nfinal class A {}\n".write(toFile: folder + "/src/Open.swift", atomically: true, encoding: .utf8)
        try "import UIKit\n".write(toFile: folder + "/src/Unreadable.swift", atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0], ofItemAtPath: folder + "/src/Unreadable.swift")
        defer { try? fm.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder + "/src/Unreadable.swift") }
        let result = try viperc(["lint", "src"], in: folder)
        #expect(
            result.stdout.contains("src/Folder.swift/Inner.swift:2:5: warning: presenter 'HomePresenter' holds its view 'view' strongly"))
        #expect(
            result.stdout.contains(
                "src/Gone.swift:1:1: warning: cannot read file: broken or looping symbolic link; skipped [unreadable-file]"))
        #expect(result.stdout.contains("src/Latin1.swift:1:5: warning: file is not valid UTF-8; skipped [invalid-file]"))
        #expect(result.stdout.contains("src/Open.swift:1:1: warning: unterminated '/*' comment [invalid-swift]"))
        #expect(result.stdout.contains("src/loop:1:1: warning: symbolic link loop"))
        if getuid() != 0 {
            // Root reads every file, whatever its permissions.
            #expect(result.stdout.contains("src/Unreadable.swift:1:1: error: cannot read file: permission denied [unreadable-file]"))
        }
    }

    @Test func tokensPrintsJSONLines() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "let s = \"a\\(b)\" // hi\n".write(toFile: folder + "/T.swift", atomically: true, encoding: .utf8)
        let result = try viperc(["tokens", "T.swift"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"kind": "keyword", "line": 1, "column": 1, "start": 0, "end": 3, "text": "let"}
                {"kind": "identifier", "line": 1, "column": 5, "start": 4, "end": 5, "text": "s"}
                {"kind": "operator", "line": 1, "column": 7, "start": 6, "end": 7, "text": "="}
                {"kind": "stringLiteral", "line": 1, "column": 9, "start": 8, "end": 15, "text": "\\"a\\\\(b)\\""}
                {"kind": "lineComment", "line": 1, "column": 17, "start": 16, "end": 21, "text": "// hi"}

                """)
    }

    @Test func unknownReporterIsAUsageError() throws {
        let result = try viperc(["lint", Self.app, "--reporter", "sarf"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown reporter 'sarf'; did you mean 'sarif'?"))
    }
}
