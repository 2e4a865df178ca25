/// How bad a diagnostic is.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    /// Information that needs no action, as swiftc's remarks.
    case remark
    case note, warning, error

    private var rank: Int {
        switch self {
        case .remark: return 0
        case .note: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary location attached to a diagnostic, such as an earlier declaration.
public struct DiagnosticNote: Hashable, Sendable {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One problem, printed as `path:line:col: severity: message [id]`.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// A stable kebab-case id; once published it never changes meaning.
    public var id: String
    public var notes: [DiagnosticNote]

    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation, id: String,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.id = id
        self.notes = notes
    }

    public static func error(
        _ message: String, at location: SourceLocation, id: String, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, id: id, notes: notes)
    }

    public static func warning(
        _ message: String, at location: SourceLocation, id: String, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, id: id, notes: notes)
    }

    /// The order diagnostics are printed in: by file, line, column, then id and message.
    public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}
