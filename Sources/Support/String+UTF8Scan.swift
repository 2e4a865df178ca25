/// Byte searches over a string's UTF-8 that read its storage in place. Iterating `utf8` walks
/// the string an index at a time, at tens of instructions a byte; names and paths are searched
/// for every declared type and file.
extension String {
    /// Whether the string's UTF-8 holds `byte`.
    @inlinable
    public func utf8Contains(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// The text before the last `byte` in the string's UTF-8 (an ASCII byte, so that the cut
    /// falls between characters), or nil when there is none.
    @inlinable
    public func utf8Prefix(beforeLast byte: UInt8) -> String? {
        if let prefix = utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            guard let index = bytes.lastIndex(of: byte) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
        }) {
            return prefix
        }
        guard let index = utf8.lastIndex(of: byte) else { return nil }
        return String(self[..<index])
    }

    /// The index of the last `byte` in the string's UTF-8.
    @inlinable
    public func utf8LastIndex(of byte: UInt8) -> String.Index? {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: byte) ?? -1 }) {
            return found < 0 ? nil : utf8.index(utf8.startIndex, offsetBy: found)
        }
        return utf8.lastIndex(of: byte)
    }
}
