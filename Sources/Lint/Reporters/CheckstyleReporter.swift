import CodeSource

/// Checkstyle XML, one `file` element per linted file in path order, as Checkstyle itself writes
/// it, so a clean run is still a report the Checkstyle schemas accept.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        var byFile: [String: [Violation]] = [:]
        for violation in report.violations { byFile[violation.location.path, default: []].append(violation) }
        let files = Set(report.files).union(byFile.keys).sorted()
        for file in files {
            guard let violations = byFile[file] else {
                lines.append("  <file name=\"\(Escape.xml(file))\"/>")
                continue
            }
            lines.append("  <file name=\"\(Escape.xml(file))\">")
            for violation in violations {
                lines.append(
                    "    <error line=\"\(violation.location.line)\" column=\"\(violation.location.column)\" severity=\"\(Self.severity(violation))\" message=\"\(Escape.xml(violation.message))\" source=\"viperc.\(Escape.xml(violation.ruleID))\"/>"
                )
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func severity(_ violation: Violation) -> String {
        switch violation.severity {
        case .error: return "error"
        case .warning: return "warning"
        default: return "info"
        }
    }
}
