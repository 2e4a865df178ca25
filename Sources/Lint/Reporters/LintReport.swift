import CodeSource
import Diagnostics
import Support

/// Everything a reporter may print about one lint run.
public struct LintReport: Sendable {
    public var violations: [Violation]
    /// How many files were linted.
    public var fileCount: Int
    /// The files linted, in order, for reports that list clean files too (Checkstyle); may be
    /// empty when only the count is known.
    public var files: [String]
    public var rules: [RuleDescription]
    /// Baseline entries that no longer match anything.
    public var staleBaseline: [BaselineEntry]

    public init(
        violations: [Violation], fileCount: Int, files: [String] = [], rules: [RuleDescription] = RuleRegistry.descriptions,
        staleBaseline: [BaselineEntry] = []
    ) {
        self.violations = violations
        self.fileCount = fileCount
        self.files = files
        self.rules = rules
        self.staleBaseline = staleBaseline
    }
}

/// A reporter turns a report into text: one format each.
public protocol Reporter: Sendable {
    func render(_ report: LintReport) -> String
}

public enum Reporters {
    public static let names = ["xcode", "json", "sarif", "github", "checkstyle", "junit", "markdown", "codeclimate"]

    public static func named(_ name: String) -> (any Reporter)? {
        switch name {
        case "xcode": return XcodeReporter()
        case "json": return JSONReporter()
        case "sarif": return SARIFReporter()
        case "github": return GitHubReporter()
        case "checkstyle": return CheckstyleReporter()
        case "junit": return JUnitReporter()
        case "markdown": return MarkdownReporter()
        case "codeclimate": return CodeClimateReporter()
        default: return nil
        }
    }
}

enum Escape {
    static func json(_ text: String) -> String {
        JSONString.quoted(text)
    }

    static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // XML 1.0 allows no control characters but tab, newline and carriage return.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
