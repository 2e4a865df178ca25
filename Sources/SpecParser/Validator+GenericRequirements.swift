import Diagnostics
import Foundation
import Support

/// What Swift requires of the generic arguments that viperc can judge: `Result`'s failure is an
/// `Error`, dictionary keys and set elements are `Hashable`.
extension Validator {
    /// Standard types that conform to `Error`.
    static let errorTypes: Set<String> = [
        "Error", "any Error", "CancellationError", "URLError", "DecodingError", "EncodingError", "CocoaError", "NSError", "Never",
    ]

    /// Standard types that conform to `Hashable`.
    static let standardHashable: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Character",
        "Substring", "Bool", "Double", "Float", "Date", "URL", "UUID", "Data", "Decimal", "IndexPath", "AnyHashable",
        "ObjectIdentifier", "Locale", "TimeZone", "CGFloat",
    ]

    /// Every type written in a module, with where.
    static func typeTexts(_ module: ModuleSpec) -> [(text: String, location: SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        for component in module.components.values {
            // By index: a method is a large value, and a loop over them copied each.
            for index in component.methods.indices {
                let location = component.methods[index].location
                for parameter in component.methods[index].parameters {
                    result.append((parameter.type.text, parameter.type.names.first?.location ?? location))
                }
                if let type = component.methods[index].returnType { result.append((type.text, type.names.first?.location ?? location)) }
            }
            result += component.properties.map { ($0.type.text, $0.type.names.first?.location ?? $0.location) }
        }
        result += module.parameters.map { ($0.type.text, $0.name.location) }
        for route in module.routes { result += route.parameters.map { ($0.type.text, $0.name.location) } }
        for entity in module.entities { result += entity.fields.map { ($0.type.text, $0.name.location) } }
        return result
    }

    /// `Result`'s failure must be an `Error`, and dictionary keys and set elements `Hashable`,
    /// as far as viperc knows the types: standard ones and entities.
    /// - Parameter entities: the project's entities by name.
    func checkGenericRequirements(_ module: ModuleSpec, entities: [String: EntitySpec]) {
        func conforms(_ type: String, to protocolName: String) -> Bool? {
            if let entity = entities[type] { return entity.conformances.contains { $0.value == protocolName } }
            return nil
        }
        for (text, location) in Self.typeTexts(module) {
            // Most types are a plain name or an array: no `<` and no `:`, nothing to check.
            var hasAngle = false
            var hasColon = false
            for byte in text.utf8 {
                if byte == UInt8(ascii: "<") { hasAngle = true } else if byte == UInt8(ascii: ":") { hasColon = true }
            }
            guard hasAngle || hasColon else { continue }
            for arguments in Self.genericArguments(of: "Result", in: text) where arguments.count == 2 {
                let failure = arguments[1]
                let isError: Bool
                if Self.errorTypes.contains(failure) {
                    isError = true
                } else if let known = conforms(failure, to: "Error") {
                    isError = known
                } else {
                    isError =
                        !(KnownTypes.standard.contains(failure) || failure.hasPrefix("(") || failure.hasPrefix("[")
                        || failure.hasSuffix("?"))
                }
                if !isError {
                    engine.error(
                        "the failure type of 'Result<\(arguments.joined(separator: ", "))>' must conform to 'Error', and '\(failure)' does not; write 'Error' or an error type",
                        at: location, id: "invalid-signature")
                }
            }
            for key in Self.dictionaryKeys(in: text) + Self.genericArguments(of: "Set", in: text).compactMap(\.first) {
                var base = key
                while base.hasSuffix("?") { base.removeLast() }
                let hashable: Bool
                if Self.standardHashable.contains(base) {
                    hashable = true
                } else if let known = conforms(base, to: "Hashable") {
                    hashable = known
                } else {
                    hashable = !(base.hasPrefix("(") || base.hasPrefix("any ") || base.contains("->") || base == "Any" || base == "Error")
                }
                if !hashable {
                    engine.error(
                        "'\(key)' is used as a dictionary key or set element, so it must conform to 'Hashable', and it does not\(entities[base] != nil ? "; add 'Hashable' to its 'conforms'" : "")",
                        at: location, id: "invalid-signature")
                }
            }
        }
    }

    /// The top-level generic arguments of every `Name<…>` in normalized type text; `name` is
    /// ASCII.
    static func genericArguments(of name: String, in text: String) -> [[String]] {
        guard text.utf8Contains(UInt8(ascii: "<")) else { return [] }
        if let bytes = asciiBytes(text) { return genericArguments(of: Array((name + "<").utf8), in: bytes) }
        return genericArguments(of: Array(name + "<"), in: Array(text))
    }

    /// The key types of every `[Key: Value]` in normalized type text.
    static func dictionaryKeys(in text: String) -> [String] {
        guard text.utf8Contains(UInt8(ascii: ":")) else { return [] }
        if let bytes = asciiBytes(text) { return dictionaryKeys(in: bytes) }
        return dictionaryKeys(in: Array(text))
    }

    /// The text's bytes when each is a character of its own: ASCII without carriage returns,
    /// which `\r\n` would join into one.
    static func asciiBytes(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        return bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? bytes : nil
    }

    static func genericArguments<Unit: TypeTextUnit>(of pattern: [Unit], in units: [Unit]) -> [[String]] {
        var result: [[String]] = []
        var index = 0
        while index + pattern.count <= units.count {
            defer { index += 1 }
            guard units[index] == pattern[0], index == 0 || !units[index - 1].continuesName,
                units[index..<index + pattern.count].elementsEqual(pattern)
            else { continue }
            var depth = 0
            var arguments: [String] = []
            var argumentStart = index + pattern.count
            var position = argumentStart
            scan: while position < units.count {
                let unit = units[position]
                switch unit.nesting {
                case 1: depth += 1
                // The `>` of `->` closes nothing.
                case -1 where !(unit.matches(">") && units[position - 1].matches("-")):
                    if depth == 0 { break scan }
                    depth -= 1
                default: break
                }
                if depth == 0 && unit.matches(",") {
                    arguments.append(Unit.trimmedText(units[argumentStart..<position]))
                    argumentStart = position + 1
                }
                position += 1
            }
            arguments.append(Unit.trimmedText(units[argumentStart..<position]))
            result.append(arguments)
        }
        return result
    }

    static func dictionaryKeys<Unit: TypeTextUnit>(in units: [Unit]) -> [String] {
        var keys: [String] = []
        for start in units.indices where units[start].matches("[") {
            var depth = 0
            var position = start + 1
            scan: while position < units.count {
                let unit = units[position]
                switch unit.nesting {
                case 1: depth += 1
                case -1 where !(unit.matches(">") && units[position - 1].matches("-")):
                    if depth == 0 { break scan }
                    depth -= 1
                default: break
                }
                if unit.matches(":") && depth == 0 {
                    keys.append(Unit.trimmedText(units[(start + 1)..<position]))
                    break
                }
                position += 1
            }
        }
        return keys
    }
}

/// A step of the scans above: a byte of ASCII text, the usual case and a cheap one, or a
/// `Character` of any other text, so that such text is read exactly as a string of characters.
protocol TypeTextUnit: Equatable {
    /// Whether the unit is the ASCII character `scalar`.
    func matches(_ scalar: Unicode.Scalar) -> Bool
    /// A letter, digit, `_` or `.`: a name before the unit continues through it.
    var continuesName: Bool { get }
    /// 1 for `<`, `[` and `(`, -1 for `>`, `]` and `)`, 0 for anything else.
    var nesting: Int { get }
    /// The text of `units` without surrounding spaces and tabs.
    static func trimmedText(_ units: ArraySlice<Self>) -> String
}

extension UInt8 {
    /// An ASCII letter, digit or `_`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            return true
        default: return false
        }
    }
}

extension UInt8: TypeTextUnit {
    func matches(_ scalar: Unicode.Scalar) -> Bool { UInt32(self) == scalar.value }

    var continuesName: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default: return false
        }
    }

    var nesting: Int {
        switch self {
        case UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "("): return 1
        case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"): return -1
        default: return 0
        }
    }

    static func trimmedText(_ units: ArraySlice<UInt8>) -> String {
        var slice = units
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}

extension Character: TypeTextUnit {
    func matches(_ scalar: Unicode.Scalar) -> Bool { self == Character(scalar) }

    var continuesName: Bool { isLetter || isNumber || self == "_" || self == "." }

    var nesting: Int {
        if "<[(".contains(self) { return 1 }
        if ">])".contains(self) { return -1 }
        return 0
    }

    static func trimmedText(_ units: ArraySlice<Character>) -> String {
        String(units).trimmingCharacters(in: .whitespaces)
    }
}

extension Validator {
    /// `@escaping` and `@autoclosure` before a name: the parser accepts any name that may be a
    /// function typealias, as swiftc does; an entity of the spec is a struct, never one.
    func checkAttributedEntities(_ module: ModuleSpec, entities: [String: EntitySpec]) {
        for component in module.components.values {
            for index in component.methods.indices {
                for parameter in component.methods[index].parameters {
                    let text = parameter.type.text
                    guard text.first == "@" else { continue }
                    // Every leading attribute (`@autoclosure @escaping Show`), then a metatype's
                    // `.Type`, which is never a function either.
                    var attributes: [Substring] = []
                    var base = text[...]
                    while base.first == "@", let space = base.firstIndex(of: " ") {
                        attributes.append(base[base.index(after: base.startIndex)..<space])
                        base = base[base.index(after: space)...]
                    }
                    for suffix in [".Type", ".Protocol"] where base.hasSuffix(suffix) { base = base.dropLast(suffix.count) }
                    guard entities[String(base)] != nil else { continue }
                    for attribute in ["escaping", "autoclosure"] where attributes.contains(Substring(attribute)) {
                        let location = parameter.type.names.first?.location ?? component.methods[index].location
                        engine.error(
                            "'@\(attribute)' applies only to function types, and '\(base)' is an entity of the spec; remove '@\(attribute)'",
                            at: location, id: "invalid-signature")
                    }
                }
            }
        }
    }
}
