/// A list of ASCII name suffixes, each with a value, matched against a name's UTF-8 bytes.
/// Recovery and the rules ask which role suffix ends a type name for every name they meet;
/// comparing bytes from the end rejects most suffixes at their last byte, where a loop of
/// `hasSuffix` calls compared grapheme clusters and counted characters for each.
package struct SuffixTable<Value: Sendable>: Sendable {
    private let suffixes: [[UInt8]]
    private let values: [Value]

    package init(_ pairs: [(String, Value)]) {
        suffixes = pairs.map { Array($0.0.utf8) }
        values = pairs.map(\.1)
    }

    /// The longest listed suffix that ends `name` with something before it, as its length in
    /// bytes and its value; among suffixes of one length, the first listed.
    package func longestProperSuffix(of name: String) -> (length: Int, value: Value)? {
        var name = name
        return name.withUTF8 { bytes -> (length: Int, value: Value)? in
            var best = -1
            for (index, suffix) in suffixes.enumerated()
            where suffix.count < bytes.count && (best < 0 || suffix.count > suffixes[best].count) && Self.ends(bytes, with: suffix) {
                best = index
            }
            return best < 0 ? nil : (suffixes[best].count, values[best])
        }
    }

    /// Whether some listed suffix ends `name` with something before it.
    package func hasProperSuffix(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in suffixes.contains { $0.count < bytes.count && Self.ends(bytes, with: $0) } }
    }

    /// The first listed suffix that ends `name` (or is it), as its length and value.
    package func firstSuffix(of name: String) -> (length: Int, value: Value)? {
        var name = name
        return name.withUTF8 { bytes -> (length: Int, value: Value)? in
            guard let index = suffixes.firstIndex(where: { $0.count <= bytes.count && Self.ends(bytes, with: $0) }) else { return nil }
            return (suffixes[index].count, values[index])
        }
    }

    private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, with suffix: [UInt8]) -> Bool {
        let offset = bytes.count - suffix.count
        var index = suffix.count - 1
        while index >= 0 {
            if bytes[offset + index] != suffix[index] { return false }
            index -= 1
        }
        return true
    }
}
