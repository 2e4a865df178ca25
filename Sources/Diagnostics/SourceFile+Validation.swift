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

extension SourceFile {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The file without a leading UTF-8 byte-order mark, so that columns on its first line
    /// count from the first character, as editors show them.
    public func droppingByteOrderMark() -> SourceFile {
        guard bytes.starts(with: Self.byteOrderMark) else { return self }
        return SourceFile(path: path, bytes: Array(bytes.dropFirst(3)))
    }

    /// Whether the file is UTF-16 text: a UTF-16 byte-order mark, or, without one, NUL bytes in
    /// every other position of an ASCII-looking start.
    public var looksLikeUTF16: Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        let sample = bytes.prefix(64)
        guard sample.count >= 8 else { return false }
        let even = stride(from: 0, to: sample.count - 1, by: 2).filter { sample[sample.startIndex + $0] == 0 }.count
        let odd = stride(from: 1, to: sample.count, by: 2).filter { sample[sample.startIndex + $0] == 0 }.count
        let pairs = sample.count / 2
        return even * 10 >= pairs * 9 || odd * 10 >= pairs * 9
    }

    /// The offsets of every NUL byte, up to `limit` of them.
    public func nulOffsets(limit: Int) -> [Int] {
        var result: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while result.count < limit, index < buffer.count, let found = memchr(base + index, 0, buffer.count - index) {
                let offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                result.append(offset)
                index = offset + 1
            }
        }
        return result
    }
}
