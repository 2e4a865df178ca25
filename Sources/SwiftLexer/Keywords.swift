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
    /// The keywords as bytes, indexed by length, so a check allocates nothing.
    static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 17)
        for word in all { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// Whether `bytes[start..<end]` is a keyword.
    @inline(__always)
    static func isKeyword(_ bytes: [UInt8], _ start: Int, _ end: Int, table: [[[UInt8]]]) -> Bool {
        let length = end - start
        guard length < table.count else { return false }
        let first = bytes[start]
        // Every keyword starts with a lowercase letter, 'A', 'S' or '_'.
        guard (first >= 0x61 && first <= 0x7A) || first == 0x41 || first == 0x53 || first == 0x5F else { return false }
        candidates: for word in table[length] where word[0] == first {
            for k in 1..<length where bytes[start + k] != word[k] { continue candidates }
            return true
        }
        return false
    }
}
