import CodeSource
import Foundation

/// A Markdown summary and table, for pull-request comments and job summaries.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let errors = report.violations.filter { $0.severity == .error }.count
        let warnings = report.violations.filter { $0.severity == .warning }.count
        var lines = ["## viperc lint", ""]
        if report.violations.isEmpty {
            lines.append("No violations in \(report.fileCount) files.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("\(errors) errors and \(warnings) warnings in \(report.fileCount) files.")
        lines += ["", "| File | Line | Severity | Rule | Message |", "| --- | --- | --- | --- | --- |"]
        for violation in report.violations {
            lines.append(
                "| \(cell(violation.location.path)) | \(violation.location.line) | \(violation.severity.rawValue) | `\(violation.ruleID)` | \(cell(violation.message)) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: "\n", with: " ")
    }
}
