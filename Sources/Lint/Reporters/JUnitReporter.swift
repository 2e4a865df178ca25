import CodeSource

/// JUnit XML as Jenkins reads it (valid against the xUnit plugin's junit-10.xsd): one test case
/// per finding, or one passing case for a clean run. Findings are failures; files viperc could
/// not check at all (`unreadable-file`, `invalid-file`) are errors, as a test that could not run.
public struct JUnitReporter: Reporter {
    public init() {}

    static let errorIDs: Set<String> = ["unreadable-file", "invalid-file"]

    public func render(_ report: LintReport) -> String {
        let findings = report.violations.filter { $0.severity != .remark && $0.severity != .note }
        let errors = findings.filter { Self.errorIDs.contains($0.ruleID) }.count
        let counts = "tests=\"\(max(findings.count, 1))\" failures=\"\(findings.count - errors)\" errors=\"\(errors)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"viperc lint\" \(counts)>",
            "  <testsuite name=\"viperc lint\" \(counts)>",
        ]
        if findings.isEmpty {
            lines.append("    <testcase classname=\"viperc\" name=\"\(report.fileCount) files follow the VIPER rules\"/>")
        }
        for violation in findings {
            let location = "\(violation.location.path):\(violation.location.line):\(violation.location.column)"
            let element = Self.errorIDs.contains(violation.ruleID) ? "error" : "failure"
            lines.append(
                "    <testcase classname=\"\(Escape.xml(violation.location.path))\" name=\"\(Escape.xml(violation.ruleID)) at \(Escape.xml(location))\">"
            )
            lines.append(
                "      <\(element) type=\"\(violation.severity.rawValue)\" message=\"\(Escape.xml(violation.message))\">\(Escape.xml(location)): \(Escape.xml(violation.message))</\(element)>"
            )
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
