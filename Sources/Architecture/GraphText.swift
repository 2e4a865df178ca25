/// Escaping for graph labels, shared by the spec docs (Emit) and `viperc graph` (Lint) so both
/// write Mermaid and DOT the same way.
public enum GraphText {
    /// Text for a quoted Mermaid label: quotes and angle brackets as Mermaid entity codes.
    public static func mermaidLabel(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "#": result += "#35;"
            case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}": result += "<br/>"
            default: result += visible(character)
            }
        }
        return result
    }

    /// A double-quoted DOT string.
    public static func dotString(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}": result += "\\n"
            default: result += visible(character)
            }
        }
        return result + "\""
    }

    /// A control character as `\u{…}`, so it can neither end a line nor hide.
    public static func visible(_ character: Character) -> String {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        else { return String(character) }
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
