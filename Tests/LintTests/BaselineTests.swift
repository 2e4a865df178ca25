import Diagnostics
import Testing

@testable import CodeSource
@testable import Lint

/// Baselines match a violation by file, rule and line text, each entry once.
struct BaselineTests {
    static func violation(_ path: String, line: Int, text: String = "let service = UserService()") -> Violation {
        Violation(
            ruleID: "view-uses-service", severity: .warning, message: "view 'HomeView' uses service 'UserService'",
            location: SourceLocation(path: path, line: line, column: 5), lineText: text)
    }

    @Test func aViolationCopiedIntoAnotherFileIsNotHidden() {
        let old = Self.violation("App/HomeView.swift", line: 10)
        let copied = Self.violation("App/DetailsView.swift", line: 10)
        // In path order, as lint hands them over: the copy comes first.
        let (remaining, stale) = Baseline.apply([BaselineEntry(old)], to: [copied, old])
        #expect(remaining == [copied])
        #expect(stale.isEmpty)
    }

    @Test func movedLinesStillMatch() {
        let entry = BaselineEntry(Self.violation("App/HomeView.swift", line: 10))
        let moved = Self.violation("App/HomeView.swift", line: 42)
        #expect(Baseline.apply([entry], to: [moved]).remaining.isEmpty)
    }

    @Test func eachEntryHidesOneViolation() {
        let first = Self.violation("App/HomeView.swift", line: 10)
        let second = Self.violation("App/HomeView.swift", line: 20)
        let (remaining, _) = Baseline.apply([BaselineEntry(first)], to: [first, second])
        #expect(remaining.count == 1)
    }

    @Test func entriesNothingMatchesAreStale() {
        let entry = BaselineEntry(Self.violation("App/HomeView.swift", line: 10))
        let changed = Self.violation("App/HomeView.swift", line: 10, text: "let other = UserService()")
        let (remaining, stale) = Baseline.apply([entry], to: [changed])
        #expect(remaining == [changed])
        #expect(stale == [entry])
    }
}
