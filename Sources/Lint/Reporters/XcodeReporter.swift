import CodeSource
import Diagnostics
import Support

/// `path:line:col: warning: message [rule-id]`, which Xcode and most CI logs understand. Paths
/// are relative to the project root; Xcode's issue navigator needs them absolute, which
/// `absoluteRoot` gives.
public struct XcodeReporter: Reporter {
    /// The project root's absolute path, when paths are to be printed absolute.
    public var absoluteRoot: String?

    public init(absoluteRoot: String? = nil) {
        self.absoluteRoot = absoluteRoot
    }

    public func render(_ report: LintReport) -> String {
        report.violations.map { violation in
            var diagnostic = violation.diagnostic
            if let absoluteRoot, !diagnostic.location.path.hasPrefix("/") {
                diagnostic.location.path = PathName.absolute(diagnostic.location.path, in: absoluteRoot)
            }
            return DiagnosticPrinter.render(diagnostic) + "\n"
        }.joined()
    }
}
