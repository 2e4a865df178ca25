/// Swift's reserved words: those the lexer reports as `.keyword`.
enum Keywords {
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
    /// The keywords in 256 slots placed by `slot(_:_:_:_:)`, three words each: the length, then
    /// the word's bytes in two little-endian words, zero-padded (keywords have 15 bytes at
    /// most), so a candidate is compared in two loads rather than byte by byte. With these
    /// multipliers no two keywords share a slot. Should a new keyword collide, it goes to the
    /// next free slot and each slot it passes gets `probeOn`: still correct, only slower.
    static let table: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 256 * 3)
        for word in all.sorted() {
            let bytes = Array(word.utf8)
            var slot = slot(bytes[0], bytes[bytes.count / 2], bytes[bytes.count - 1], bytes.count)
            while table[slot * 3] & lengthMask != 0 {
                table[slot * 3] |= probeOn
                slot = (slot + 1) & 255
            }
            table[slot * 3] |= UInt64(bytes.count)
            for (k, byte) in bytes.enumerated() { table[slot * 3 + 1 + k / 8] |= UInt64(byte) << (8 * (k % 8)) }
        }
        return table
    }()

    static let lengthMask: UInt64 = 0x7F
    static let probeOn: UInt64 = 0x80

    /// Whether two keywords have the same slot, which makes the lookup probe.
    static var slotsShared: Bool {
        Set(
            all.map { word in
                let bytes = Array(word.utf8)
                return slot(bytes[0], bytes[bytes.count / 2], bytes[bytes.count - 1], bytes.count)
            }
        ).count < all.count
    }

    @inline(__always)
    static func slot(_ first: UInt8, _ middle: UInt8, _ last: UInt8, _ length: Int) -> Int {
        (Int(first) &+ 11 &* Int(middle) &+ 2 &* Int(last) &+ length) & 255
    }

    /// Whether the `length` bytes at `word` are a keyword. `readable` bytes may be read from
    /// `word` (at least `length`); `table` is `Keywords.table`.
    ///
    /// Whether an identifier is a keyword is hard to predict, so the usual case takes no branch
    /// on it: the length and both words are compared at once, the bytes past the word masked.
    @inline(__always)
    static func isKeyword(_ word: UnsafePointer<UInt8>, length: Int, readable: Int, table: UnsafePointer<UInt64>) -> Bool {
        guard length <= 15 else { return false }
        let slot = slot(word[0], word[length &>> 1], word[length &- 1], length)
        let entry = table + slot &* 3
        guard readable >= 16, entry[0] & probeOn == 0 else { return probe(word, length: length, slot: slot, table: table) }
        let raw = UnsafeRawPointer(word)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let keepLow = UInt64.max &>> UInt64(64 &- 8 &* min(length, 8))
        let keepHigh = (1 &<< UInt64(8 &* max(length &- 8, 0))) &- 1
        let difference = (entry[0] ^ UInt64(length)) | ((low ^ entry[1]) & keepLow) | ((high ^ entry[2]) & keepHigh)
        return difference == 0
    }

    /// Byte `k` of the word in `entry`.
    static func byte(_ k: Int, of entry: UnsafePointer<UInt64>) -> UInt8 {
        UInt8(truncatingIfNeeded: entry[1 + k / 8] >> (8 * UInt64(k % 8)))
    }

    /// Compares byte by byte, reading nothing past the word.
    @inline(never)
    static func matches(_ word: UnsafePointer<UInt8>, length: Int, entry: UnsafePointer<UInt64>) -> Bool {
        for k in 0..<length where word[k] != byte(k, of: entry) { return false }
        return true
    }

    /// Near the end of the file, or where a collision pushed keywords on: byte by byte from
    /// `slot` on.
    @inline(never)
    static func probe(_ word: UnsafePointer<UInt8>, length: Int, slot: Int, table: UnsafePointer<UInt64>) -> Bool {
        var slot = slot
        while true {
            let entry = table + slot * 3
            if entry[0] & lengthMask == UInt64(length), matches(word, length: length, entry: entry) { return true }
            if entry[0] & probeOn == 0 { return false }
            slot = (slot + 1) & 255
        }
    }

    /// Whether `bytes` is a keyword: for tests and callers off the lexer's hot path.
    static func isKeyword(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { word in
            table.withUnsafeBufferPointer { table in
                isKeyword(word.baseAddress!, length: word.count, readable: word.count, table: table.baseAddress!)
            }
        }
    }
}
