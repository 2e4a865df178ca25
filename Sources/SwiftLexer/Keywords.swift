/// Swift's reserved words: those the lexer reports as `.keyword`.
public enum Keywords {
    static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}

extension Keywords {
    /// The keywords in 256 slots of three words: the length, then the bytes as two
    /// little-endian words, zero-padded (keywords have 15 bytes at most), so a candidate is
    /// compared in a few loads rather than byte by byte. After the slots, for each length up to
    /// 15, the masks that keep that many bytes of the two words.
    ///
    /// A keyword's slot is the top byte of its first word times `multiplier`, which spreads
    /// these keywords over distinct slots. Should a new keyword collide, it goes to the next
    /// free slot and each slot it passes gets `probeOn`: still correct, only slower.
    static let table: [UInt64] = {
        var table = [UInt64](repeating: 0, count: masks + 2 * 16)
        for word in all.sorted() {
            let (low, high) = words(Array(word.utf8))
            var slot = slot(low)
            while table[slot * 3] & lengthMask != 0 {
                table[slot * 3] |= probeOn
                slot = (slot + 1) & 255
            }
            table[slot * 3] |= UInt64(word.utf8.count)
            table[slot * 3 + 1] = low
            table[slot * 3 + 2] = high
        }
        for length in 1...15 {
            table[masks + 2 * length] = UInt64.max >> (64 - 8 * min(length, 8))
            table[masks + 2 * length + 1] = (1 << (8 * max(length - 8, 0))) - 1
        }
        return table
    }()

    /// Where the masks start in `table`.
    static let masks = 256 * 3
    static let lengthMask: UInt64 = 0x7F
    static let probeOn: UInt64 = 0x80
    /// Found by trying odd numbers until no two keywords shared a slot.
    static let multiplier: UInt64 = 0x8977_8FB7_0914_89CD

    @inline(__always) static func slot(_ low: UInt64) -> Int {
        Int(truncatingIfNeeded: (low &* multiplier) &>> 56)
    }

    /// Up to 15 bytes as two little-endian words, zero-padded.
    static func words(_ bytes: some Collection<UInt8>) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (k, byte) in bytes.prefix(15).enumerated() {
            if k < 8 { low |= UInt64(byte) << (8 * k) } else { high |= UInt64(byte) << (8 * (k - 8)) }
        }
        return (low, high)
    }

    /// Whether two keywords have the same slot, which makes the lookup probe.
    static var slotsShared: Bool {
        Set(all.map { slot(words(Array($0.utf8)).0) }).count < all.count
    }

    /// Whether the `length` bytes at `word` are a keyword. `readable` bytes may be read from
    /// `word` (at least `length`); `table` is `Keywords.table`.
    ///
    /// Whether an identifier is a keyword is hard to predict, so the usual case takes no branch
    /// on it: the length and both words are compared at once, the bytes past the word masked.
    @inline(__always)
    static func isKeyword(_ word: UnsafePointer<UInt8>, length: Int, readable: Int, table: UnsafePointer<UInt64>) -> Bool {
        guard length <= 15 else { return false }
        guard readable >= 16 else {
            let (low, high) = words(UnsafeBufferPointer(start: word, count: length))
            return probe(low: low, high: high, length: length, table: table)
        }
        let raw = UnsafeRawPointer(word)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & table[masks &+ 2 &* length]
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & table[masks &+ 2 &* length &+ 1]
        let entry = table + slot(low) &* 3
        guard entry[0] & probeOn == 0 else { return probe(low: low, high: high, length: length, table: table) }
        return (entry[0] ^ UInt64(length)) | (entry[1] ^ low) | (entry[2] ^ high) == 0
    }

    /// Near the end of the file, or where a collision pushed keywords on: slot by slot.
    @inline(never)
    static func probe(low: UInt64, high: UInt64, length: Int, table: UnsafePointer<UInt64>) -> Bool {
        var slot = slot(low)
        while true {
            let entry = table + slot * 3
            if entry[0] & lengthMask == UInt64(length), entry[1] == low, entry[2] == high { return true }
            if entry[0] & probeOn == 0 { return false }
            slot = (slot + 1) & 255
        }
    }

    /// Whether `text` is a word the lexer reports as `.keyword`; reads the text in place.
    public static func isKeyword(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isKeyword($0) } ?? isKeyword(Array(text.utf8))
    }

    /// Whether the bytes are a word the lexer reports as `.keyword`.
    static func isKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !word.isEmpty, word.count <= 15 else { return false }
        let (low, high) = words(word)
        return table.withUnsafeBufferPointer { probe(low: low, high: high, length: word.count, table: $0.baseAddress!) }
    }

    /// Whether `bytes` is a keyword: for tests and callers off the lexer's hot path.
    static func isKeyword(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 15 else { return false }
        let (low, high) = words(bytes)
        return table.withUnsafeBufferPointer { probe(low: low, high: high, length: bytes.count, table: $0.baseAddress!) }
    }
}
