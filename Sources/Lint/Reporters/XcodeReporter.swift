import Diagnostics

/// `path:line:col: warning: message [rule-id]`, which Xcode and most CI logs understand.
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        report.violations.map { DiagnosticPrinter.render($0.diagnostic) + "\n" }.joined()
    }
}
