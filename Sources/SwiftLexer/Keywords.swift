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
    /// The keywords as bytes in 256 slots by `slot(_:_:_:)`. With these multipliers no two
    /// keywords share a slot, so a check compares at most one word; a slot holds a list all the
    /// same, so a new keyword that collides stays correct, only slower.
    static let bySlot: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for word in all.sorted() {
            let bytes = Array(word.utf8)
            table[slot(bytes[0], bytes[bytes.count / 2], bytes[bytes.count - 1], bytes.count)].append(bytes)
        }
        return table
    }()

    @inline(__always)
    static func slot(_ first: UInt8, _ middle: UInt8, _ last: UInt8, _ length: Int) -> Int {
        (Int(first) &+ 11 &* Int(middle) &+ 2 &* Int(last) &+ length) & 255
    }

    /// Whether `bytes[start..<end]` is a keyword.
    @inline(__always)
    static func isKeyword(_ bytes: [UInt8], _ start: Int, _ end: Int, table: [[[UInt8]]]) -> Bool {
        let length = end - start
        guard length <= 15 else { return false }
        let first = bytes[start]
        // Every keyword starts with a lowercase letter, 'A', 'S' or '_'.
        guard (first >= 0x61 && first <= 0x7A) || first == 0x41 || first == 0x53 || first == 0x5F else { return false }
        candidates: for word in table[slot(first, bytes[start + length / 2], bytes[end - 1], length)] where word.count == length {
            for k in 0..<length where bytes[start + k] != word[k] { continue candidates }
            return true
        }
        return false
    }
}
