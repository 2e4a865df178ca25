import CodeSource
import Diagnostics
import Foundation
import Support

/// A violation known and accepted for now, matched by file, rule and the text of its line,
/// not by line number, so the baseline survives code moving up or down.
public struct BaselineEntry: Sendable, Hashable, Codable {
    public var file: String
    public var rule: String
    public var fingerprint: String
    /// For people reading the file; not used to match.
    public var line: Int
    public var message: String

    public init(_ violation: Violation) {
        file = violation.location.path
        rule = violation.ruleID
        fingerprint = Self.fingerprint(violation)
        line = violation.location.line
        message = violation.message
    }

    /// A stable hash of the rule, the message and the trimmed line.
    public static func fingerprint(_ violation: Violation) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (violation.ruleID + "\u{0}" + violation.message + "\u{0}" + violation.lineText).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16).leftPadded(16)
    }
}

public enum Baseline {
    public static func render(_ violations: [Violation]) -> String {
        let entries = violations.map(BaselineEntry.init)
        let items = entries.map { entry in
            "  {\"file\": \(Escape.json(entry.file)), \"rule\": \(Escape.json(entry.rule)), \"fingerprint\": \(Escape.json(entry.fingerprint)), \"line\": \(entry.line), \"message\": \(Escape.json(entry.message))}"
        }
        return "{\n\"version\": 1,\n\"entries\": [\n" + items.joined(separator: ",\n") + "\n]\n}\n"
    }

    struct File: Decodable {
        var version: Int
        var entries: [BaselineEntry]
    }

    /// Reads a baseline; nil and a diagnostic when it is not one.
    public static func load(_ path: String, engine: DiagnosticEngine) -> [BaselineEntry]? {
        switch FileReader.read(path) {
        case .failure(let failure):
            engine.error("cannot read baseline: \(failure.message)", at: .file(path), id: "invalid-baseline")
            return nil
        case .success(let bytes):
            do {
                return try JSONDecoder().decode(File.self, from: Data(bytes)).entries
            } catch {
                engine.error("not a viperc baseline: write one with '--write-baseline \(path)'", at: .file(path), id: "invalid-baseline")
                return nil
            }
        }
    }

    /// Removes violations the baseline accepts (each entry once) and returns the entries
    /// nothing matched any more.
    public static func apply(_ entries: [BaselineEntry], to violations: [Violation]) -> (remaining: [Violation], stale: [BaselineEntry]) {
        var available: [String: [BaselineEntry]] = [:]
        for entry in entries { available[entry.file + "\u{0}" + entry.fingerprint, default: []].append(entry) }
        var remaining: [Violation] = []
        for violation in violations {
            let key = violation.location.path + "\u{0}" + BaselineEntry.fingerprint(violation)
            if var list = available[key], !list.isEmpty {
                list.removeLast()
                available[key] = list
            } else {
                remaining.append(violation)
            }
        }
        let stale = available.values.flatMap { $0 }.sorted { ($0.file, $0.line, $0.rule) < ($1.file, $1.line, $1.rule) }
        return (remaining, stale)
    }
}
