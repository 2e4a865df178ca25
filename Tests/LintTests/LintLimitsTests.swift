import Diagnostics
import Foundation
import Testing

@testable import CodeSource
@testable import Lint

/// Bounds on what one file can cost or produce, for files found by fuzzing.
struct LintLimitsTests {
    @Test func strayBytesGetAHundredFindingsAndACount() {
        let source = SourceFile(path: "T.swift", text: String(repeating: "'", count: 10_000))
        let found = LintEngine().lint([source])
        #expect(found.count == LintEngine.maximumSwiftProblemsPerFile + 1)
        #expect(found.allSatisfy { $0.ruleID == "invalid-swift" })
        #expect(found.last?.message == "9900 more problems in this file are not reported; the file may not be Swift")
    }

    @Test func findingsPerFileAreCapped() {
        // Each line is a suppression of an unknown rule: one finding per line.
        let lines = (0..<1_500).map { _ in "// viperc:disable:next no-such-rule - why\n" }
        let found = LintEngine().lint([SourceFile(path: "T.swift", text: lines.joined())])
        #expect(found.count == LintEngine.maximumFindingsPerFile + 1)
        #expect(found.last?.ruleID == "too-many-findings")
        #expect(found.last?.message == "500 more findings in this file are not reported")
        #expect(found.last?.location.line == 1_001)
    }

    @Test func aSuppressionWithoutItsDashGetsOneProblem() {
        let words = Array(repeating: "word", count: 5_000).joined(separator: " ")
        let found = LintEngine().lint([SourceFile(path: "T.swift", text: "// viperc:disable:this \(words)\n")])
        #expect(found.map(\.message) == ["suppression names 5000 rules; write the rule ids, then ' - ' and the reason"])
    }

    @Test func columnsOnOneLongLineAreCountedOnce() {
        func work(_ count: Int) -> Int {
            let text = String(repeating: "é'", count: count)
            let source = SourceFile(path: "T.swift", text: text)
            let violations = (0..<count).map { index in
                Violation(
                    ruleID: "x", severity: .warning, message: "m",
                    location: SourceLocation(path: "T.swift", line: 1, column: 3 * index + 3))
            }
            var work = 0
            let completed = LintEngine.complete(violations.reversed(), in: source, work: &work)
            #expect(completed.last?.utf16Column == 2)
            #expect(completed.first?.utf16Column == 2 * count)
            return work
        }
        #expect(Double(work(4_000)) < 2.5 * Double(work(2_000)))
    }

    @Test func utf16ColumnsCountSurrogatePairs() {
        let source = SourceFile(path: "T.swift", text: "let a = \"😀\"; let b = 1 /* é */ ; x")
        let at = { (column: Int) in
            Violation(ruleID: "x", severity: .warning, message: "m", location: SourceLocation(path: "T.swift", line: 1, column: column))
        }
        var work = 0
        let completed = LintEngine.complete([at(20), at(1), at(38)], in: source, work: &work)
        // The emoji is 4 bytes and 2 UTF-16 units, 'é' 2 bytes and 1 unit.
        #expect(completed.map(\.utf16Column) == [18, 1, 35])
    }
}
