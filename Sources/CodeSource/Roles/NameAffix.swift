/// Prefix and suffix tests on type names by their UTF-8 bytes. `String.hasSuffix` compares
/// grapheme clusters and `count` walks them; the affixes viperc looks for are ASCII words, for
/// which bytes give the same answer at a small fraction of the cost. A model recovery asks
/// these questions millions of times.
package enum NameAffix {
    /// Whether `name` ends with `suffix` and has something before it.
    package static func hasProperSuffix(_ name: some StringProtocol, _ suffix: String) -> Bool {
        endsWith(name, suffix, proper: true)
    }

    /// Whether `name` ends with `suffix` (or is it).
    package static func hasSuffix(_ name: some StringProtocol, _ suffix: String) -> Bool {
        endsWith(name, suffix, proper: false)
    }

    /// Whether `name` starts with `prefix` (or is it).
    package static func hasPrefix(_ name: some StringProtocol, _ prefix: String) -> Bool {
        let fast = name.utf8.withContiguousStorageIfAvailable { nameBytes in
            prefix.utf8.withContiguousStorageIfAvailable { prefixBytes -> Bool in
                guard nameBytes.count >= prefixBytes.count else { return false }
                for index in 0..<prefixBytes.count where nameBytes[index] != prefixBytes[index] { return false }
                return true
            }
        }
        if let answer = fast ?? nil { return answer }
        return name.utf8.starts(with: prefix.utf8)
    }

    /// `name` without its last `count` bytes; `count` is an ASCII suffix's length.
    package static func droppingLast(_ count: Int, of name: some StringProtocol) -> String {
        String(decoding: name.utf8.dropLast(count), as: UTF8.self)
    }

    private static func endsWith(_ name: some StringProtocol, _ suffix: String, proper: Bool) -> Bool {
        let fast = name.utf8.withContiguousStorageIfAvailable { nameBytes in
            suffix.utf8.withContiguousStorageIfAvailable { suffixBytes -> Bool in
                let offset = nameBytes.count - suffixBytes.count
                guard proper ? offset > 0 : offset >= 0 else { return false }
                for index in 0..<suffixBytes.count where nameBytes[offset + index] != suffixBytes[index] { return false }
                return true
            }
        }
        if let answer = fast ?? nil { return answer }
        let nameCount = name.utf8.count
        let suffixCount = suffix.utf8.count
        guard proper ? nameCount > suffixCount : nameCount >= suffixCount else { return false }
        return name.utf8.dropFirst(nameCount - suffixCount).elementsEqual(suffix.utf8)
    }
}
