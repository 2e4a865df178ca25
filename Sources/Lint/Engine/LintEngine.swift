import Diagnostics
import Foundation
import SpecParser
import SwiftLexer

/// Lints a set of Swift files: tokenize and scan each file (in parallel), learn every type's
/// role, run the rules on each file (in parallel), then apply suppressions. Output order is
/// deterministic whatever the scheduling.
public struct LintEngine: Sendable {
    public var configuration: LintConfiguration
    public var rules: [any Rule]
    public var projects: [Project]

    public init(configuration: LintConfiguration = .default, rules: [any Rule] = RuleRegistry.all, projects: [Project] = []) {
        self.configuration = configuration
        self.rules = rules.filter { configuration.isEnabled(type(of: $0).description.id) }
        self.projects = projects
    }

    struct Scanned: Sendable {
        var source: SourceFile
        var summary: FileSummary?
        var suppressions: [Suppression]
        var problems: [Violation]
    }

    /// Ids a suppression may name: the rules and the linter's own checks.
    public static let ownIDs = ["invalid-file", "invalid-swift", "invalid-suppression", "unused-suppression"]

    public func lint(_ sources: [SourceFile]) -> [Violation] {
        let knownIDs = RuleRegistry.ids + Self.ownIDs
        let scanned = ParallelMap.map(sources) { source in Self.scan(source, knownIDs: knownIDs) }
        var index = RoleIndex(patterns: configuration.rolePatterns)
        for project in projects { index.add(project: project) }
        index.add(types: scanned.flatMap { $0.summary?.types ?? [] })
        let frozenIndex = index
        let perFile = ParallelMap.map(scanned) { file in self.check(file, index: frozenIndex) }
        return perFile.flatMap { $0 }.sorted(by: Violation.order)
    }

    static func scan(_ source: SourceFile, knownIDs: [String]) -> Scanned {
        if let offset = source.firstNULByte() {
            return Scanned(source: source, summary: nil, suppressions: [], problems: [
                Violation(ruleID: "invalid-file", severity: .warning, message: "file is binary, not Swift source; skipped", location: source.location(ofByte: offset))
            ])
        }
        if let offset = source.firstInvalidUTF8Byte() {
            return Scanned(source: source, summary: nil, suppressions: [], problems: [
                Violation(ruleID: "invalid-file", severity: .warning, message: "file is not valid UTF-8; skipped", location: source.location(ofByte: offset))
            ])
        }
        let lexed = Lexer.tokenize(source)
        var problems = lexed.diagnostics.map {
            Violation(ruleID: "invalid-swift", severity: .warning, message: $0.message, location: $0.location)
        }
        let summary = DeclarationScanner.scan(source, tokens: lexed.tokens)
        let (suppressions, suppressionProblems) = Suppression.parse(source, tokens: lexed.tokens, knownIDs: knownIDs)
        problems += suppressionProblems
        return Scanned(source: source, summary: summary, suppressions: suppressions, problems: problems)
    }

    func check(_ file: Scanned, index: RoleIndex) -> [Violation] {
        var violations = file.problems
        if let summary = file.summary {
            let context = RuleContext(file: summary, index: index, configuration: configuration)
            for rule in rules {
                let description = type(of: rule).description
                let severity = configuration.severity(of: description.id, default: description.severity)
                for finding in rule.check(context) {
                    violations.append(Violation(
                        ruleID: description.id, severity: severity, message: finding.message, location: finding.location))
                }
            }
        }
        var used = Set<Int>()
        violations = violations.filter { violation in
            guard let match = file.suppressions.firstIndex(where: { $0.covers(violation) }) else { return true }
            used.insert(match)
            return false
        }
        for (number, suppression) in file.suppressions.enumerated() where !used.contains(number) {
            violations.append(Violation(
                ruleID: "unused-suppression", severity: .warning,
                message: "suppression of \(suppression.ruleIDs.map { "'\($0)'" }.joined(separator: ", ")) matches no violation; remove it",
                location: suppression.location))
        }
        return violations.map { Self.complete($0, in: file.source) }
    }

    /// Adds the UTF-16 column and the trimmed line text.
    static func complete(_ violation: Violation, in source: SourceFile) -> Violation {
        var violation = violation
        let line = violation.location.line - 1
        guard line >= 0, line < source.lineStarts.count else { return violation }
        let start = source.lineStarts[line]
        var end = line + 1 < source.lineStarts.count ? source.lineStarts[line + 1] : source.bytes.count
        while end > start, source.bytes[end - 1] == 0x0A || source.bytes[end - 1] == 0x0D { end -= 1 }
        let columnEnd = min(start + violation.location.column - 1, end)
        let prefix = String(decoding: source.bytes[start..<columnEnd], as: UTF8.self)
        violation.utf16Column = prefix.utf16.count + 1
        // Cap very long lines (minified files) so baselines stay small.
        let text = String(decoding: source.bytes[start..<min(end, start + 400)], as: UTF8.self)
        violation.lineText = text.trimmingCharacters(in: .whitespaces)
        return violation
    }
}
