import Support

/// Declared names as the scanner records them, without their backticks. Most names are ASCII
/// and are trimmed as bytes; any other goes through `String`, whose character rules decide.
extension DeclarationScanner {
    /// The bytes of token `i` without enclosing backticks, when the token is ASCII; nil otherwise.
    @inline(__always)
    package func asciiName(_ i: Int) -> Range<Int>? {
        let token = tokens[i]
        var start = token.start
        var end = token.end
        for k in start..<end where bytes[k] >= 0x80 { return nil }
        // As `trimmingBackticks`: in ASCII every byte is a character (a name holds no CRLF).
        if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return start..<end
    }

    /// `text(i).trimmingBackticks`.
    @inline(__always)
    package func trimmedName(_ i: Int) -> String {
        guard i < tokens.count else { return "" }
        guard let range = asciiName(i) else { return text(i).trimmingBackticks }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Appends the UTF-8 of `text(i).trimmingBackticks` to `out`.
    @inline(__always)
    package func appendTrimmedName(_ i: Int, to out: inout [UInt8]) {
        guard i < tokens.count else { return }
        if let range = asciiName(i) {
            out.append(contentsOf: bytes[range])
        } else {
            out.append(contentsOf: text(i).trimmingBackticks.utf8)
        }
    }
}
