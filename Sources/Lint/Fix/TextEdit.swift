import CodeSource

/// One replacement in a file's bytes: what an automatic fix is made of. Offsets count UTF-8
/// bytes of the file as scanned, after any byte order mark.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(offset..<offset, text)
    }
}
