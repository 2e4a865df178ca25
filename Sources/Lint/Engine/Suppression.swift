import CodeSource
import Diagnostics
import Foundation
import Support
import SwiftLexer

/// `// viperc:disable:next rule-id - reason`, `:this` for its own line, `:file` for the file.
public struct Suppression: Sendable, Equatable {
    public enum Scope: String, Sendable { case next, this, file }

    public var scope: Scope
    public var ruleIDs: [String]
    public var reason: String
    public var location: SourceLocation

    /// The line it covers, or nil for the whole file.
    public var line: Int? {
        switch scope {
        case .next: return location.line + 1
        case .this: return location.line
        case .file: return nil
        }
    }

    public func covers(_ violation: Violation) -> Bool {
        ruleIDs.contains(violation.ruleID) && (line == nil || line == violation.location.line)
    }

    static let marker = "viperc:disable:"

    /// Suppressions written in a file's comments, and problems with how they are written.
    static func parse(_ source: SourceFile, tokens: [Token], knownIDs: [String]) -> (suppressions: [Suppression], problems: [Violation]) {
        var suppressions: [Suppression] = []
        var problems: [Violation] = []
        let needle = Array(marker.utf8)
        for token in tokens where token.isComment {
            // Most comments mention no suppression: look for the marker in the bytes first.
            guard contains(source.bytes, needle, from: token.start, to: token.end) else { continue }
            let text = token.text(in: source.bytes)
            guard let range = text.range(of: marker) else { continue }
            let location = source.location(ofByte: token.start + text[..<range.lowerBound].utf8.count)
            var rest = text[range.upperBound...]
            if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
            let scopeWord = rest.prefix { $0.isLetter }
            guard let scope = Scope(rawValue: String(scopeWord)) else {
                problems.append(
                    Violation(
                        ruleID: "invalid-suppression", severity: .warning,
                        message: "unknown suppression scope '\(scopeWord)'; write 'viperc:disable:next', ':this' or ':file'",
                        location: location))
                continue
            }
            rest = rest.dropFirst(scopeWord.count)
            let parts = rest.components(separatedBy: " - ")
            let ids = parts[0].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            let reason = parts.count > 1 ? parts.dropFirst().joined(separator: " - ").trimmingCharacters(in: .whitespaces) : ""
            if ids.count > 2 * knownIDs.count {
                // More words than there are rules: most likely the ' - ' before the reason is
                // missing. One problem, not one per word.
                problems.append(
                    Violation(
                        ruleID: "invalid-suppression", severity: .warning,
                        message: "suppression names \(ids.count) rules; write the rule ids, then ' - ' and the reason",
                        location: location))
                continue
            }
            if ids.isEmpty {
                problems.append(
                    Violation(
                        ruleID: "invalid-suppression", severity: .warning, message: "suppression names no rule", location: location))
                continue
            }
            var valid: [String] = []
            for id in ids {
                if knownIDs.contains(id) {
                    valid.append(id)
                } else {
                    problems.append(
                        Violation(
                            ruleID: "invalid-suppression", severity: .warning,
                            message: "suppression names unknown rule '\(id)'\(Suggestion.didYouMean(id, in: knownIDs))", location: location)
                    )
                }
            }
            if reason.isEmpty {
                problems.append(
                    Violation(
                        ruleID: "invalid-suppression", severity: .warning,
                        message:
                            "suppression of \(ids.map { "'\($0)'" }.joined(separator: ", ")) gives no reason; write 'viperc:disable:\(scope.rawValue) \(ids.joined(separator: " ")) - why'",
                        location: location))
                continue
            }
            if !valid.isEmpty {
                suppressions.append(Suppression(scope: scope, ruleIDs: valid, reason: reason, location: location))
            }
        }
        return (suppressions, problems)
    }
}

/// Whether `needle` occurs in `bytes[start..<end]`. Every comment byte of a file passes through
/// here, so candidates are found with `memchr`, which skips many bytes per step.
func contains(_ bytes: [UInt8], _ needle: [UInt8], from start: Int, to end: Int) -> Bool {
    guard let first = needle.first, start >= 0, end <= bytes.count, end - start >= needle.count else { return false }
    return bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        var index = start
        let last = end - needle.count
        while index <= last {
            guard let hit = memchr(base + index, Int32(first), last + 1 - index) else { return false }
            index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            var k = 1
            while k < needle.count, buffer[index + k] == needle[k] { k += 1 }
            if k == needle.count { return true }
            index += 1
        }
        return false
    }
}
