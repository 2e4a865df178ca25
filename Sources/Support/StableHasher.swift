/// FNV-1a over 64 bits: the same value in every process and on every machine, unlike Swift's
/// `Hasher`, which is seeded anew in each run. For fingerprints kept in files, not for security.
public struct StableHasher: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    /// A string and then a separator no UTF-8 text contains, so `["ab", "c"]` and `["a", "bc"]`
    /// hash apart.
    public mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte: byte) }
        add(byte: 0xFF)
    }

    public mutating func add(_ number: Int) {
        add(String(number))
    }

    /// Sixteen hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
