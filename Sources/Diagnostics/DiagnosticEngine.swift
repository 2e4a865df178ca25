/// Collects diagnostics from every stage so that all problems are reported in one run.
///
/// A class because it is a mutable collector shared by the stages of one run.
public final class DiagnosticEngine {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public func emit(contentsOf list: [Diagnostic]) {
        diagnostics.append(contentsOf: list)
    }

    public func error(
        _ message: String, at location: SourceLocation, id: String, notes: [DiagnosticNote] = []
    ) {
        emit(.error(message, at: location, id: id, notes: notes))
    }

    public func warning(
        _ message: String, at location: SourceLocation, id: String, notes: [DiagnosticNote] = []
    ) {
        emit(.warning(message, at: location, id: id, notes: notes))
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// The diagnostics in print order, with exact repeats removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted(by: Diagnostic.printOrder).filter { seen.insert($0).inserted }
    }
}
