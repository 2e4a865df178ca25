import Diagnostics
import Foundation
import SwiftLexer

/// Checks names that viperc turns into Swift declarations and file names.
public enum SwiftName {
    /// Why `name` cannot be a Swift type or member name, or nil when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "an empty name is not a valid Swift identifier" }
        if name.utf8.count > maximumLength {
            return "'\(name.prefix(40))…' is longer than \(maximumLength) bytes, too long for a file name once a suffix is added"
        }
        if let scalar = name.unicodeScalars.first(where: isInvisible) {
            return "'\(printable(name))' holds the invisible character U+\(hex(scalar)), which swiftc or a file system would not take"
        }
        if let plain = plainNameProblem(with: name) { return plain }
        return verdicts.verdict(on: name, else: lexedProblem)
    }

    /// `lexedProblem` for a name of ASCII letters, digits and underscores that does not start
    /// with a digit, as most names are: the lexer reads such a name as one identifier or one
    /// keyword, so the answer needs neither the lexer nor the cache. Nil for other names.
    static func plainNameProblem(with name: String) -> String?? {
        var utf8 = name.utf8.makeIterator()
        guard let first = utf8.next(), !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return nil }
        var byte: UInt8? = first
        while let current = byte {
            let letter = (current | 0x20) >= UInt8(ascii: "a") && (current | 0x20) <= UInt8(ascii: "z")
            guard letter || (current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9")) || current == UInt8(ascii: "_") else {
                return nil
            }
            byte = utf8.next()
        }
        if Keywords.isKeyword(name) { return .some("'\(name)' is a Swift keyword") }
        return .some(nil)
    }

    /// What the tokenizer says of a name: one identifier, a keyword, or something else.
    static func lexedProblem(with name: String) -> String? {
        let result = Lexer.tokenize(name)
        if result.tokens.count == 1, result.diagnostics.isEmpty, let token = result.tokens.first,
            token.start == 0, token.end == name.utf8.count
        {
            switch token.kind {
            case .identifier where !name.hasPrefix("`") && name != "_":
                return nil
            case .keyword:
                return "'\(name)' is a Swift keyword"
            default:
                break
            }
        }
        return "'\(name)' is not a valid Swift identifier"
    }

    /// The tokenizer's verdicts by name. Specs name the same modules, services, groups and
    /// parameters over and over, and tokenizing each name again cost more than the rest of
    /// decoding a route.
    static let verdicts = VerdictCache()

    /// The longest name viperc takes, in UTF-8 bytes: module names become file names such as
    /// `NameInterfaces.swift`, and most file systems stop at 255 bytes.
    public static let maximumLength = 128

    /// Zero-width, direction and other format characters, variation selectors and controls:
    /// they make names that look alike, or that swiftc and file systems reject.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII's only invisible characters are its controls; no table lookup needed.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .format, .control, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return true
        default:
            return false
        }
    }

    /// Characters no spec text may hold: controls other than line feed and tab, line and
    /// paragraph separators, and direction overrides. A carriage return would end a generated
    /// comment for swiftc and turn the rest of the line into code.
    public static func isForbiddenInText(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return false }
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    public static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A name with invisible characters written as `\u{…}`.
    static func printable(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if isInvisible(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Verdicts on names, shared by the threads that decode specs.
final class VerdictCache: @unchecked Sendable {
    /// Past this many names the table starts over, so a long run of distinct names (a fuzzer's)
    /// does not grow it without end.
    static let capacity = 50_000
    private let lock = NSLock()
    private var table: [String: String?] = [:]

    func verdict(on name: String, else compute: (String) -> String?) -> String? {
        lock.lock()
        let known = table[name]
        lock.unlock()
        if let known { return known }
        let verdict = compute(name)
        lock.lock()
        if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
        table[name] = verdict
        lock.unlock()
        return verdict
    }
}
