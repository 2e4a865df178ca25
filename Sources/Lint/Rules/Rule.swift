import CodeSource
import Diagnostics

/// What a rule is, as data: its examples are its documentation and its tests.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id; once published it never changes meaning.
    public var id: String
    public var name: String
    public var summary: String
    public var rationale: String
    public var severity: Severity
    /// Code that must trigger; `↓` marks where each violation must be reported. An example may
    /// continue with more files, each after a line `// file: NAME`; markers go in the first.
    public var triggering: [String]
    /// Code that must not trigger.
    public var nonTriggering: [String]
    /// Off unless a configuration turns it on.
    public var isOptIn: Bool = false
    /// Triggering code and the text `--fix` makes of it, byte for byte; a rule with any
    /// corrections is fixable.
    public var corrections: [String: String] = [:]
    /// What `--fix` does for the rule's findings, and when it does not.
    public var fixDescription: String = ""

    /// Whether `--fix` corrects some of the rule's findings.
    public var isFixable: Bool { !corrections.isEmpty }
}

/// A lint rule. Rules are values; the engine hands them one file at a time.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: RuleContext) -> [RuleFinding]
}

/// Where and why a rule fired; the engine adds the id and severity.
public struct RuleFinding: Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
    /// The edits that correct the finding, when it has a mechanical fix.
    public var fix: [TextEdit] = []
    /// Why a finding of a fixable rule has no automatic fix, e.g. "'HomeView' is not class-bound".
    public var noFixReason: String?

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// The hand-kept list of rules; a test checks that every rule file is in it.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        ViewUsesServiceRule(),
        PresenterImportsUIRule(),
        InteractorImportsUIRule(),
        PresenterStrongViewRule(),
        InteractorStrongOutputRule(),
        RouterStrongViewRule(),
        ViewWeakPresenterRule(),
        ViewReferencesInteractorRule(),
        ViewReferencesRouterRule(),
        InteractorReferencesViewRule(),
        InteractorReferencesRouterRule(),
        CrossModuleReachInRule(),
        ViewNavigatesRule(),
        PresenterAssemblesModuleRule(),
        DirectViewInstantiationRule(),
    ]

    /// Rules that are off unless a configuration turns them on.
    public static var optIn: Set<String> {
        Set(descriptions.filter(\.isOptIn).map(\.id))
    }

    public static var descriptions: [RuleDescription] {
        all.map { type(of: $0).description }
    }

    public static var ids: [String] { descriptions.map(\.id) }
}
