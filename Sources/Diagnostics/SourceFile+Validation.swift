extension SourceFile {
    /// The offset of the first NUL byte, which marks a binary file.
    public func firstNULByte() -> Int? {
        bytes.firstIndex(of: 0)
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, or nil.
    public func firstInvalidUTF8Byte() -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let scalar = UTF8Scalar.decode(bytes, at: index) else { return index }
            index += scalar.length
        }
        return nil
    }
}

/// Decoding of one well-formed UTF-8 sequence, shared by the validator and the lexer.
public enum UTF8Scalar {
    /// The scalar at `index` and its length in bytes; nil for malformed, overlong or surrogate
    /// sequences and at the end of the bytes.
    @inlinable
    public static func decode(_ bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for k in 1..<length {
            let next = bytes[index + k]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return nil }
        return (value, length)
    }
}
