import Diagnostics

/// A way from one module to another, or back.
public struct DocsRoute: Sendable, Equatable {
    /// The route's method, or from code the type through which the module opens the target.
    public var name: String
    /// `navigateToShowDetails(id: String)`: the first line of the edge's label.
    public var signature: String
    public var target: String?
    /// `push`, `present`, …; for a route inferred from code, `inferred`.
    public var transition: String
    public var parameters: [DocsField] = []
    /// For a route seen in code only: what the model saw and where, e.g. `'HomeWireframe'
    /// names 'DetailsWireframe' at App/Home/HomeWireframe.swift:20`. Inferred edges are dashed.
    public var inferredFrom: String?
    /// For a route of a spec that the code takes too: where.
    public var seenAt: String?
    /// Where the spec declares it, or where the code names the target.
    public var location: SourceLocation?
    /// The component that opens the target, for a route from the model.
    public var openedBy: String?

    public init(name: String, signature: String, target: String?, transition: String) {
        self.name = name
        self.signature = signature
        self.target = target
        self.transition = transition
    }

    public var isInferred: Bool { inferredFrom != nil }
}
