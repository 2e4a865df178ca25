/// Where an import can be removed whole.
extension DeclarationScanner {
    /// The whole line around `range`, line ending included, when the line holds nothing else:
    /// what `--fix` removes for an import. A comment or a second statement on the line keeps it
    /// out of reach, so that removing the import never removes anything else.
    /// - Parameter lineEnd: the start of the next line (`lineEnd(_:)`).
    package func lineHoldingOnly(_ range: Range<Int>, lineEnd: Int) -> Range<Int>? {
        var lineStart = range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard bytes[lineStart..<range.lowerBound].allSatisfy(blank), bytes[range.upperBound..<lineEnd].allSatisfy(blank) else {
            return nil
        }
        return lineStart..<lineEnd
    }
}
