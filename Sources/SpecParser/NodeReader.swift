import Diagnostics
import Foundation
import Support
import YAML

/// Reads positioned YAML nodes of one file into values, reporting every problem at its node.
public struct NodeReader {
    public let source: SourceFile
    public let engine: DiagnosticEngine

    public init(source: SourceFile, engine: DiagnosticEngine) {
        self.source = source
        self.engine = engine
    }

    /// The pairs of a mapping by key, after reporting unknown and duplicate keys.
    public func mapping(_ node: YAMLNode, _ what: String, keys: [String]) -> MappingFields? {
        guard let pairs = node.mapping else {
            engine.error("'\(what)' must be a mapping, found \(node.kindDescription)", at: node.location, id: "wrong-type")
            return nil
        }
        var result = MappingFields(pairs: pairs)
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar else {
                engine.error(
                    "keys of '\(what)' must be strings, found \(pair.key.kindDescription)", at: pair.key.location, id: "wrong-type")
                continue
            }
            if let first = result[key] {
                engine.error(
                    "duplicate key '\(key)' in '\(what)'", at: pair.key.location, id: "duplicate-key",
                    notes: [DiagnosticNote("'\(key)' first written here", at: first.key.location)])
                continue
            }
            if !keys.contains(key) {
                engine.error(
                    "unknown key '\(key)' in '\(what)'\(Suggestion.didYouMean(key, in: keys))",
                    at: pair.key.location, id: "unknown-key")
                continue
            }
            result.kept.append(index)
        }
        return result
    }

    /// The pairs of a free-form mapping (names to values), reporting duplicate keys.
    public func namedPairs(_ node: YAMLNode, _ what: String) -> [(Located<String>, YAMLNode)]? {
        guard let pairs = node.mapping else {
            if node.isNull { return [] }
            engine.error("'\(what)' must be a mapping, found \(node.kindDescription)", at: node.location, id: "wrong-type")
            return nil
        }
        // A few names are compared in turn; hashing them costs more. Many are hashed, so
        // that the time stays linear in the mapping's size.
        let small = pairs.count <= 8
        var seen: [String: SourceLocation] = [:]
        if !small { seen.reserveCapacity(pairs.count) }
        var result: [(Located<String>, YAMLNode)] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let key = pair.key.scalar else {
                engine.error(
                    "keys of '\(what)' must be strings, found \(pair.key.kindDescription)", at: pair.key.location, id: "wrong-type")
                continue
            }
            if let first = small ? result.first(where: { $0.0.value == key })?.0.location : seen[key] {
                engine.error(
                    "duplicate key '\(key)' in '\(what)'", at: pair.key.location, id: "duplicate-key",
                    notes: [DiagnosticNote("'\(key)' first written here", at: first)])
                continue
            }
            if !small { seen[key] = pair.key.location }
            result.append((Located(key, at: pair.key.location), pair.value))
        }
        return result
    }

    public func required(_ pairs: MappingFields, _ key: String, in what: String, at location: SourceLocation) -> YAMLNode? {
        guard let pair = pairs[key] else {
            engine.error("missing required key '\(key)' in '\(what)'", at: location, id: "missing-key")
            return nil
        }
        return pair.value
    }

    /// A non-empty string scalar.
    public func string(_ node: YAMLNode, _ what: String) -> Located<String>? {
        guard let text = node.scalar, !node.isNull else {
            engine.error("'\(what)' must be a string, found \(node.kindDescription)", at: node.location, id: "wrong-type")
            return nil
        }
        if text.isEmpty {
            engine.error("'\(what)' must not be empty", at: node.location, id: "wrong-type")
            return nil
        }
        if !Self.isPlainText(text), let scalar = text.unicodeScalars.first(where: SwiftName.isForbiddenInText) {
            engine.error(
                "'\(what)' holds the control character U+\(SwiftName.hex(scalar)), which generated Swift, Markdown and diagrams cannot carry safely; remove it",
                at: node.location, id: "invalid-character")
            return nil
        }
        return Located(text, at: node.location)
    }

    /// Printable ASCII, tabs and line feeds only: text that cannot hold a forbidden character,
    /// told from its bytes without decoding a scalar.
    static func isPlainText(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }
    }

    /// A string that must be a Swift identifier, such as a module or entity name.
    public func name(_ node: YAMLNode, _ what: String) -> Located<String>? {
        guard let text = string(node, what) else { return nil }
        return checkedName(text, what)
    }

    public func checkedName(_ name: Located<String>, _ what: String) -> Located<String>? {
        if let problem = SwiftName.problem(with: name.value) {
            engine.error("\(problem) and cannot name \(what)", at: name.location, id: "invalid-name")
            return nil
        }
        return name
    }

    /// One of a fixed set of words.
    public func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ what: String, as type: T.Type) -> Located<T>?
    where T.RawValue == String {
        guard let text = string(node, what) else { return nil }
        guard let value = T(rawValue: text.value) else {
            let options = T.allCases.map(\.rawValue)
            engine.error(
                "'\(text.value)' is not a valid '\(what)'; expected one of \(options.map { "'\($0)'" }.joined(separator: ", "))\(Suggestion.didYouMean(text.value, in: options))",
                at: node.location, id: "invalid-value")
            return nil
        }
        return Located(value, at: node.location)
    }

    /// The items of a list; a null value is an empty list.
    public func list(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            engine.error("'\(what)' must be a list, found \(node.kindDescription)", at: node.location, id: "wrong-type")
            return nil
        }
        return items
    }

    public func names(_ node: YAMLNode, _ what: String, naming: String) -> [Located<String>] {
        guard let items = list(node, what) else { return [] }
        return items.compactMap { item in self.name(item, naming) }
    }

    /// Maps a byte offset inside a scalar's value to its location in the file, when the scalar's
    /// text stands in the file unchanged (plain, or quoted without escapes); otherwise the
    /// scalar's own location.
    public func locator(for node: YAMLNode) -> (Int) -> SourceLocation {
        let fallback = node.location
        guard let value = node.scalar, let style = node.scalarStyle else { return { _ in fallback } }
        let bytes = source.bytes
        let start = node.startOffset
        let valueBytes = value.utf8
        var valueStart: Int?
        switch style {
        case .plain:
            if start + valueBytes.count <= bytes.count, bytes[start..<start + valueBytes.count].elementsEqual(valueBytes) {
                valueStart = start
            }
        case .singleQuoted, .doubleQuoted:
            let body = start + 1
            let quote: UInt8 = style == .singleQuoted ? UInt8(ascii: "'") : UInt8(ascii: "\"")
            if body + valueBytes.count < bytes.count, bytes[body..<body + valueBytes.count].elementsEqual(valueBytes),
                bytes[body + valueBytes.count] == quote
            {
                valueStart = body
            }
        case .literal, .folded:
            break
        }
        guard let valueStart else { return { _ in fallback } }
        let file = source
        return { offset in file.location(ofByte: valueStart + offset) }
    }

    /// The source text of a node, trimmed, for quoting it back in a message.
    public func sourceText(of node: YAMLNode) -> String {
        let end = min(node.endOffset, source.bytes.count)
        guard node.startOffset < end else { return "" }
        let text = String(decoding: source.bytes[node.startOffset..<end], as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
