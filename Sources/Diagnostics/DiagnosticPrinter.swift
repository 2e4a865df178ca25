/// Renders diagnostics in the shape Xcode, editors and CI annotators parse.
public enum DiagnosticPrinter {
    /// `path:line:col: severity: message [id]`, then one line per note.
    public static func render(_ diagnostic: Diagnostic) -> String {
        var text = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
        for note in diagnostic.notes {
            text += "\n\(note.location): note: \(note.message)"
        }
        return text
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
