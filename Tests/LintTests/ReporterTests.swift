import Diagnostics
import Foundation
import Testing

@testable import CodeSource
@testable import Lint

/// The pieces of the machine-readable reporters below the end-to-end goldens.
struct ReporterTests {
    @Test(arguments: [
        ("App/Home.swift", "App/Home.swift"),
        ("./App/Home.swift", "App/Home.swift"),
        ("App/./Home.swift", "App/Home.swift"),
        ("App//Home.swift", "App/Home.swift"),
        ("App/../App/Home.swift", "App/Home.swift"),
        ("/work/repo/App/Home.swift", "App/Home.swift"),
        ("/work/repo/./App/Home.swift", "App/Home.swift"),
        ("../repo/App/Home.swift", "App/Home.swift"),
    ])
    func pathsRelativeToTheBaseFolder(_ path: String, _ expected: String) {
        #expect(ReportPath.relative(path, to: "/work/repo") == expected)
        #expect(ReportPath.relative(path, to: "/work/repo/") == expected)
    }

    @Test func pathsOutsideTheBaseFolderHaveNoRelativeForm() {
        #expect(ReportPath.relative("../other/Home.swift", to: "/work/repo") == nil)
        #expect(ReportPath.relative("/work/repository/Home.swift", to: "/work/repo") == nil)
        #expect(ReportPath.relative("/elsewhere/Home.swift", to: "/work/repo") == nil)
        #expect(ReportPath.relative("/etc/hosts", to: "/") == "etc/hosts")
    }

    @Test func urisEscapeEverythingButUnreservedCharacters() {
        #expect(ReportPath.uriEncoded("App/Login Screen.swift") == "App/Login%20Screen.swift")
        #expect(ReportPath.uriEncoded("App/Café#1?.swift") == "App/Caf%C3%A9%231%3F.swift")
        #expect(ReportPath.fileURI("/work/a b/../c.swift") == "file:///work/c.swift")
        // Bytes below 0x10 take two hex digits too.
        #expect(ReportPath.uriEncoded("a\tb\u{1}.swift") == "a%09b%01.swift")
    }

    @Test func xmlEscapesEveryMarkupCharacter() {
        #expect(Escape.xml("a & b < c > 'd' \"e\"") == "a &amp; b &lt; c &gt; &apos;d&apos; &quot;e&quot;")
    }

    @Test func jsonKeepsKeyOrderAndEscapes() {
        let value: JSONValue = .object([("b", 1), ("a", .array(["x\"y", true])), ("c", .object([])), ("d", .array([.object([("e", 2)])]))])
        #expect(
            value.rendered() == """
                {
                  "b": 1,
                  "a": ["x\\"y", true],
                  "c": {},
                  "d": [
                    {
                      "e": 2
                    }
                  ]
                }
                """)
    }

    static func violations(_ text: String, path: String = "App/HomeViewController.swift") -> [Violation] {
        LintEngine().lint([SourceFile(path: path, text: text)])
    }

    static let viewUsingService = """
        final class HomeViewController: UIViewController {
            let service = UserService()
            let café = MailService()
        }
        final class HomePresenter {}

        """

    @Test func regionsEndAfterTheNameInUTF16() throws {
        let found = Self.violations(Self.viewUsingService).filter { $0.ruleID == "view-uses-service" }
        #expect(found.map(\.utf16Column) == [19, 16])
        #expect(found.map(\.utf16EndColumn) == [30, 27])
    }

    @Test func sarifFingerprintsSurviveLineShiftsAndCountRepeats() throws {
        func finding(_ line: Int, _ text: String = "let service = UserService()") -> Violation {
            Violation(
                ruleID: "view-uses-service", severity: .warning, message: "view uses service",
                location: .init(path: "App/View.swift", line: line, column: 19), lineText: text)
        }
        func hashes(_ violations: [Violation]) -> [String] {
            SARIFReporter(base: "/work").render(LintReport(violations: violations, fileCount: 1)).split(separator: "\n")
                .filter { $0.contains("primaryLocationLineHash") }.map { String($0.split(separator: "\"")[3]) }
        }
        let before = hashes([finding(2), finding(7)])
        #expect(before.count == 2)
        #expect(before == hashes([finding(12), finding(30)]))
        #expect(before[0].hasSuffix(":1") && before[1].hasSuffix(":2"))
        #expect(before[0].dropLast(2) == before[1].dropLast(2))
        #expect(hashes([finding(2, "let other = UserService()")])[0] != before[0])
    }

    @Test func checkstyleListsCleanFilesToo() {
        let violation = Violation(
            ruleID: "view-uses-service", severity: .warning, message: "m", location: .init(path: "B.swift", line: 2, column: 3))
        let text = CheckstyleReporter().render(LintReport(violations: [violation], fileCount: 3, files: ["C.swift", "A.swift", "B.swift"]))
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <checkstyle version="4.3">
                  <file name="A.swift"/>
                  <file name="B.swift">
                    <error line="2" column="3" severity="warning" message="m" source="viperc.view-uses-service"/>
                  </file>
                  <file name="C.swift"/>
                </checkstyle>

                """)
    }

    @Test func junitCountsUncheckedFilesAsErrors() {
        let unreadable = Violation(ruleID: "unreadable-file", severity: .error, message: "cannot read", location: .file("A.swift"))
        let finding = Violation(ruleID: "view-uses-service", severity: .error, message: "m", location: .file("B.swift"))
        let text = JUnitReporter().render(LintReport(violations: [unreadable, finding], fileCount: 2))
        #expect(text.contains("<testsuite name=\"viperc lint\" tests=\"2\" failures=\"1\" errors=\"1\">"))
        #expect(text.contains("<error type=\"error\" message=\"cannot read\">"))
        #expect(text.contains("<failure type=\"error\" message=\"m\">"))
    }

    @Test func codeClimateSeveritiesAndRelativePaths() throws {
        let error = Violation(
            ruleID: "presenter-strong-view", severity: .error, message: "m", location: .init(path: "/work/App/P.swift", line: 4, column: 5))
        let text = CodeClimateReporter(base: "/work").render(LintReport(violations: [error], fileCount: 1))
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.first?["severity"] as? String == "major")
        #expect(issues.first?["categories"] as? [String] == ["Bug Risk"])
        #expect((issues.first?["location"] as? [String: Any])?["path"] as? String == "App/P.swift")
        #expect((issues.first?["fingerprint"] as? String)?.count == 32)
    }

    // MARK: - The linter's own checks, described like rules

    @Test func ownChecksCoverEveryIdASuppressionMayName() {
        let described = Set(OwnChecks.descriptions.map(\.id))
        #expect(Set(LintEngine.ownIDs).isSubset(of: described))
    }

    static let ownExamples: [(String, String)] = OwnChecks.descriptions.flatMap { check in check.triggering.map { (check.id, $0) } }

    /// Each triggering example of an own check fires that check exactly at its `↓` markers.
    @Test(arguments: ownExamples.indices)
    func ownCheckExamplesFireAtTheirMarkers(_ number: Int) {
        let (id, code) = Self.ownExamples[number]
        var clean = ""
        var markers: [Diagnostics.SourceLocation] = []
        var line = 1
        var column = 1
        for character in code {
            if character == "↓" {
                markers.append(Diagnostics.SourceLocation(path: "Example.swift", line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        let found = Self.violations(clean, path: "Example.swift").filter { $0.ruleID == id }.map(\.location)
        #expect(found == markers, "\(id): \(code)")
    }

    @Test func ownCheckNonTriggeringExamplesStaySilent() {
        for check in OwnChecks.descriptions {
            for code in check.nonTriggering {
                #expect(Self.violations(code, path: "Example.swift").filter { $0.ruleID == check.id }.isEmpty, "\(check.id): \(code)")
            }
        }
    }
}
