import Diagnostics

/// Which characters start and continue identifiers and operators, for single bytes through a
/// table and for other scalars through Swift's lexical grammar.
enum CharacterClasses {
    /// ASCII letters, digits, '_' and '$': what continues an identifier.
    static let identifier: UInt8 = 1
    /// Space, tab, line feed, carriage return, vertical tab, form feed and NUL.
    static let whitespace: UInt8 = 2
    /// The ASCII operator characters, '/' included and '.' not.
    static let `operator`: UInt8 = 4
    /// What a string's contents stop at: a backslash, a quote and line ends.
    static let stringStop: UInt8 = 8
    /// ASCII letters and '_': what starts an identifier.
    static let identifierHead: UInt8 = 16
    /// `( ) { } [ ] , ; @ \`: punctuation of one byte whatever follows.
    static let punctuation: UInt8 = 32

    /// The classes of each byte value; bytes of 0x80 and above are in none.
    static let table: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        var classes: UInt8 = 0
        if (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F || byte == 0x24 { classes |= identifier }
        if [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00].contains(byte) { classes |= whitespace }
        if Array("/=-+!*%<>&|^~?".utf8).contains(byte) { classes |= `operator` }
        if [UInt8(ascii: "\\"), UInt8(ascii: "\""), 0x0A, 0x0D].contains(byte) { classes |= stringStop }
        if (byte | 0x20) &- 0x61 < 26 || byte == 0x5F { classes |= identifierHead }
        if Array("(){}[],;@\\".utf8).contains(byte) { classes |= punctuation }
        return classes
    }

    /// The high bit of each byte of the little-endian `word` that does not continue an
    /// identifier (ASCII letters, digits, '_', '$'). Each test adds within bytes whose high bit
    /// is cleared first, so no carry crosses into the next byte.
    @inline(__always) static func identifierStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let x = word & low7
        let folded = x | 0x20 &* ones
        // A byte is in lower...upper when adding 0x80 - lower sets its high bit and adding
        // 0x7F - upper does not; equal to a value when its difference plus 0x7F does not.
        let letter = (folded &+ (0x80 - 0x61) &* ones) & ~(folded &+ (0x7F - 0x7A) &* ones)
        let digit = (x &+ (0x80 - 0x30) &* ones) & ~(x &+ (0x7F - 0x39) &* ones)
        let underscore = ~((x ^ 0x5F &* ones) &+ low7)
        let dollar = ~((x ^ 0x24 &* ones) &+ low7)
        return (~(letter | digit | underscore | dollar) | word) & ~low7
    }

    /// Decodes the scalar at `index` of `count` bytes; nil for malformed, overlong or surrogate
    /// sequences and at the end, like `UTF8Scalar.decode`.
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int, at index: Int) -> (value: UInt32, length: Int)? {
        guard index < count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        return decodeMultibyte(bytes, count: count, at: index)
    }

    static func decodeMultibyte(_ bytes: UnsafePointer<UInt8>, count: Int, at index: Int) -> (value: UInt32, length: Int)? {
        UTF8Scalar.decode(bytes, count: count, at: index)
    }

    static func isIdentifierHead(_ v: UInt32) -> Bool {
        if v < 0x80 {
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || v == 0x5F
        }
        return !isOperatorHead(v) && !isCombining(v) && !isWhitespaceOrControl(v)
    }

    static func isIdentifierContinuation(_ v: UInt32) -> Bool {
        if v < 0x80 {
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || v == 0x5F
                || (v >= 0x30 && v <= 0x39) || v == 0x24
        }
        return !isOperatorHead(v) && !isWhitespaceOrControl(v)
    }

    static func isWhitespaceOrControl(_ v: UInt32) -> Bool {
        v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0xA0 || v == 0x2028
            || v == 0x2029 || v == 0xFEFF
    }

    static func isCombining(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    /// Operator head characters from The Swift Programming Language's lexical structure.
    static func isOperatorHead(_ v: UInt32) -> Bool {
        switch v {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
            return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
            0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ v: UInt32) -> Bool {
        isOperatorHead(v) || isCombining(v) || (0xFE00...0xFE0F).contains(v)
            || (0xE0100...0xE01EF).contains(v)
    }
}
