import CodeSource
import Foundation

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        report.violations.map { violation in
            let command = violation.severity == .error ? "error" : violation.severity == .warning ? "warning" : "notice"
            let properties =
                "file=\(Self.property(violation.location.path)),line=\(violation.location.line),col=\(violation.utf16Column),title=\(Self.property("viperc " + violation.ruleID))"
            return "::\(command) \(properties)::\(Self.data(violation.message))\n"
        }.joined()
    }

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
            of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
