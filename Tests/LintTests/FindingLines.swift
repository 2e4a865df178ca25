import Diagnostics
import Lint

extension LintEngine {
    /// `path:line rule` of each finding: the form the shape tests compare.
    func findingLines(_ sources: [SourceFile]) -> [String] {
        lint(sources, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }
    }
}
