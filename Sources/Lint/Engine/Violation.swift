import CodeSource
import Diagnostics

/// One finding of a rule, or of the linter itself about a file it could not read.
public struct Violation: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The column in UTF-16 code units, which SARIF and GitHub expect.
    public var utf16Column: Int
    /// The trimmed source line, so baselines survive unrelated line shifts.
    public var lineText: String
    /// Where the name or keyword at the location ends on its line, in UTF-16 code units (one
    /// past its last character, as SARIF counts); nil when the location starts no name.
    public var utf16EndColumn: Int?
    /// The edits `--fix` applies for this finding; empty when it has none.
    public var fix: [TextEdit] = []
    /// Why a finding of a fixable rule has no automatic fix.
    public var noFixReason: String?

    public init(
        ruleID: String, severity: Severity, message: String, location: SourceLocation, utf16Column: Int? = nil, lineText: String = ""
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.utf16Column = utf16Column ?? location.column
        self.lineText = lineText
    }

    public var diagnostic: Diagnostic {
        Diagnostic(severity, message, at: location, id: ruleID)
    }

    public static func order(_ a: Violation, _ b: Violation) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
