import Foundation

extension SourceFile {
    /// The offset of the first NUL byte, which marks a binary file.
    public func firstNULByte() -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, or nil. Runs of ASCII
    /// are passed 32 bytes at a time (four words tested together), then eight.
    public func firstInvalidUTF8Byte() -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            let count = buffer.count
            let high: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index < count {
                while index + 32 <= count {
                    let words =
                        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                        | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                    if words & high != 0 { break }
                    index += 32
                }
                while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & high == 0 { index += 8 }
                guard index < count else { return nil }
                if base[index] < 0x80 {
                    index += 1
                    continue
                }
                guard let scalar = UTF8Scalar.decode(base, count: count, at: index) else { return index }
                index += scalar.length
            }
            return nil
        }
    }
}

/// Decoding of one well-formed UTF-8 sequence, shared by the validator and the lexer.
public enum UTF8Scalar {
    /// The scalar at `index` and its length in bytes; nil for malformed, overlong or surrogate
    /// sequences and at the end of the bytes.
    @inlinable
    public static func decode(_ bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return decode(base, count: buffer.count, at: index)
        }
    }

    /// The same for `count` bytes at `bytes`, for the lexer, which reads through a pointer.
    @inlinable
    public static func decode(_ bytes: UnsafePointer<UInt8>, count: Int, at index: Int) -> (value: UInt32, length: Int)? {
        guard index < count else { return nil }
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
        guard length <= count - index else { return nil }
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
