/// Renders diagnostics in the shape Xcode, editors and CI annotators parse.
public enum DiagnosticPrinter {
    /// `path:line:col: severity: message [id]`, then one line per note.
    public static func render(_ diagnostic: Diagnostic) -> String {
        var text =
            "\(oneLine(diagnostic.location.description)): \(diagnostic.severity.rawValue): \(oneLine(diagnostic.message)) [\(diagnostic.id)]"
        for note in diagnostic.notes {
            text += "\n\(oneLine(note.location.description)): note: \(oneLine(note.message))"
        }
        return text
    }

    /// Text with every line break and other control character escaped, so a diagnostic is one
    /// line whatever a spec's keys or values hold: tools read `path:line:col:` lines.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Every diagnostic in print order, one per line, ending with a newline when non-empty.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { render($0) + "\n" }.joined()
    }

    /// A closing summary such as `2 errors, 1 warning`.
    public static func summary(errors: Int, warnings: Int) -> String {
        func plural(_ count: Int, _ word: String) -> String {
            "\(count) \(word)\(count == 1 ? "" : "s")"
        }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }
}
