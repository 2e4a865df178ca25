/// Text made safe to place in Swift source: comment lines that no character can end early,
/// and string literals. The emitters and the template filters share them, so a template's
/// comment is as safe as viperc's own.
public enum SwiftText {
    /// Text for `//` or `///` comments: split at every character that ends a line for swiftc
    /// or an editor (LF, CR, U+2028, U+2029, NEL, VT, FF), with other control characters
    /// written as `\u{…}`, so no text can end a comment early and become code.
    public static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where previousWasCR:
                break
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                lines.append(line)
                line = ""
            case 0..<0x20 where scalar != "\t", 0x7F...0x9F:
                line += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                line.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar.value == 0x0D
        }
        lines.append(line)
        return lines
    }

    /// `text` as comment lines behind `marker` (`//` or `///`), an empty line as the marker alone.
    public static func comment(_ text: String, marker: String) -> String {
        commentLines(text).map { $0.isEmpty ? marker : "\(marker) \($0)" }.joined(separator: "\n")
    }

    /// A Swift string literal of `text`.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension String {
    /// `` `class` `` as `class`; other names unchanged.
    package var trimmingBackticks: String {
        if hasPrefix("`"), hasSuffix("`"), count >= 2 { return String(dropFirst().dropLast()) }
        return self
    }
}
