/// Checkstyle XML, grouped by file in path order.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        var files: [String] = []
        var byFile: [String: [Violation]] = [:]
        for violation in report.violations {
            if byFile[violation.location.path] == nil { files.append(violation.location.path) }
            byFile[violation.location.path, default: []].append(violation)
        }
        for file in files {
            lines.append("  <file name=\"\(Escape.xml(file))\">")
            for violation in byFile[file]! {
                lines.append(
                    "    <error line=\"\(violation.location.line)\" column=\"\(violation.location.column)\" severity=\"\(violation.severity == .error ? "error" : violation.severity == .warning ? "warning" : "info")\" message=\"\(Escape.xml(violation.message))\" source=\"viperc.\(Escape.xml(violation.ruleID))\"/>"
                )
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
