import CodeSource
import Diagnostics
import Foundation
import Lint
import TestSupport
import Testing

/// Every fixable rule's corrections are its fix's tests, as SwiftLint runs `corrections`: the
/// example fires at its `↓` markers, `--fix` turns it into the expected text byte for byte, the
/// result has none of the rule's findings and no new finding, and fixing again changes nothing.
struct CorrectionTests {
    struct Correction: CustomTestStringConvertible, Sendable {
        var ruleID: String
        var input: String
        var expected: String
        var number: Int
        var testDescription: String { "\(ruleID) correction #\(number)" }
    }

    static let all: [Correction] = RuleRegistry.descriptions.flatMap { description in
        description.corrections.sorted { $0.key < $1.key }.enumerated().map {
            Correction(ruleID: description.id, input: $1.key, expected: $1.value, number: $0 + 1)
        }
    }

    /// The code without markers and each marker's "line:column" (byte column); CRLF, LF and CR
    /// each end a line, as the lexer counts them.
    static func markers(_ code: String) -> (String, [String]) {
        var clean: [UInt8] = []
        var found: [String] = []
        var line = 1
        var column = 1
        let marker = Array("↓".utf8)
        let bytes = Array(code.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: marker) {
                found.append("\(line):\(column)")
                index += marker.count
                continue
            }
            let byte = bytes[index]
            clean.append(byte)
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return (String(decoding: clean, as: UTF8.self), found)
    }

    /// An engine with every rule on (opt-in ones too), or only `rule`.
    static func engine(only rule: String? = nil) -> LintEngine {
        var configuration = LintConfiguration.default
        configuration.disabledRules = []
        let rules = RuleRegistry.all.filter { rule == nil || type(of: $0).description.id == rule }
        return LintEngine(configuration: configuration, rules: rules)
    }

    static let path = "Example.swift"

    static func lint(_ text: String, only rule: String? = nil) -> [Violation] {
        engine(only: rule).lint(paths: [path], replacing: [SourceFile(path: path, bytes: Array(text.utf8))]).violations
    }

    /// The text after `--fix`, or nil when nothing changed.
    static func fix(_ text: String, only rule: String? = nil) -> String? {
        let outcome = engine(only: rule).fix(paths: [path], replacing: [SourceFile(path: path, bytes: Array(text.utf8))])
        return outcome.changes.first.map { String(decoding: $0.fixed, as: UTF8.self) }
    }

    @Test func fixableRulesHaveCorrectionsWithCRLFAndComments() {
        let fixable = RuleRegistry.descriptions.filter(\.isFixable).map(\.id)
        #expect(
            Set(fixable) == [
                "presenter-strong-view", "router-strong-view", "interactor-strong-output", "presenter-imports-ui", "interactor-imports-ui",
            ])
        for description in RuleRegistry.descriptions where description.isFixable {
            #expect(description.corrections.keys.contains { $0.contains("\r\n") }, "\(description.id) has no CRLF correction")
            #expect(
                description.corrections.values.contains { $0.contains("//") || $0.contains("/*") }, "\(description.id) keeps no comment")
            #expect(!description.fixDescription.isEmpty, "\(description.id) does not say what --fix does")
        }
    }

    @Test(arguments: all)
    func firesAtTheMarkersWithAFix(_ correction: Correction) {
        let (code, expected) = Self.markers(correction.input)
        let found = Self.lint(code, only: correction.ruleID)
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == expected)
        #expect(found.allSatisfy { !$0.fix.isEmpty && $0.noFixReason == nil }, "\(found.map(\.noFixReason))")
    }

    @Test(arguments: all)
    func fixGivesTheExpectedTextByteForByte(_ correction: Correction) {
        let (code, _) = Self.markers(correction.input)
        let fixed = Self.fix(code, only: correction.ruleID)
        let sameBytes = fixed.map { Array($0.utf8) } == Array(correction.expected.utf8)
        #expect(sameBytes, "got \(fixed.debugDescription)")
        // With every rule on, the other rules' fixes leave this example alone.
        #expect(Self.fix(code) == correction.expected)
    }

    @Test(arguments: all)
    func theFindingIsGoneAndNoneIsNew(_ correction: Correction) {
        let (code, _) = Self.markers(correction.input)
        let before = Self.lint(code)
        let after = Self.lint(correction.expected)
        #expect(!after.contains { $0.ruleID == correction.ruleID }, "\(after.map(\.message))")
        // Compared without lines: removing an import moves the code below it up.
        var remaining = before.map { "\($0.ruleID) \($0.message)" }
        for violation in after {
            let key = "\(violation.ruleID) \(violation.message)"
            #expect(remaining.contains(key), "new finding: \(key)")
            if let index = remaining.firstIndex(of: key) { remaining.remove(at: index) }
        }
    }

    @Test(arguments: all)
    func fixingAgainChangesNothing(_ correction: Correction) {
        #expect(Self.fix(correction.expected) == nil)
    }

    /// A correction whose example compiles must compile once fixed: `weak` on a non-optional or
    /// on a protocol that is not class-bound would not. Examples that name types they do not
    /// declare (UIKit's, or a module's) do not compile before either and are left out.
    @Test(.enabled(if: Self.hasSwiftc), arguments: all)
    func fixedExamplesStillTypecheck(_ correction: Correction) throws {
        let (code, _) = Self.markers(correction.input)
        guard try Self.typechecks(code) else { return }
        let fixed = try #require(Self.fix(code, only: correction.ruleID))
        #expect(try Self.typechecks(fixed), "\(fixed)")
    }

    @Test(.enabled(if: Self.hasSwiftc)) func someCorrectionsAreWholePrograms() throws {
        let programs = try Self.all.filter { try Self.typechecks(Self.markers($0.input).0) }
        #expect(programs.count >= 5, "\(programs.map(\.testDescription))")
    }

    static let hasSwiftc = (try? Golden.run("/usr/bin/env", ["swiftc", "--version"]).status) == 0

    static func typechecks(_ source: String) throws -> Bool {
        let folder = try Golden.temporaryFolder()
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/t.swift"))
        return try Golden.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", folder + "/t.swift"]).status == 0
    }
}
