/// JUnit XML: one failing test case per violation, or one passing case for a clean run.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let failures = report.violations.filter { $0.severity != .remark && $0.severity != .note }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"viperc lint\" tests=\"\(max(failures.count, 1))\" failures=\"\(failures.count)\">",
            "  <testsuite name=\"viperc lint\" tests=\"\(max(failures.count, 1))\" failures=\"\(failures.count)\">",
        ]
        if failures.isEmpty {
            lines.append("    <testcase classname=\"viperc\" name=\"\(report.fileCount) files follow the VIPER rules\"/>")
        }
        for violation in failures {
            let location = "\(violation.location.path):\(violation.location.line):\(violation.location.column)"
            lines.append(
                "    <testcase classname=\"\(Escape.xml(violation.location.path))\" name=\"\(Escape.xml(violation.ruleID)) at \(Escape.xml(location))\">"
            )
            lines.append(
                "      <failure type=\"\(violation.severity.rawValue)\" message=\"\(Escape.xml(violation.message))\">\(Escape.xml(location)): \(Escape.xml(violation.message))</failure>"
            )
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
