import Diagnostics

/// Module `from` opens module `to` through `via` (its builder, router or view controller; for
/// a spec, the route's method).
public struct NavigationEdge: Sendable, Equatable {
    public var from: String
    public var to: String
    /// The component of `from` that names the way in.
    public var source: String
    public var via: String
    public var location: SourceLocation
    /// `push`, `present`, `setRoot`, `dismiss` or `custom`, when the source says.
    public var transition: Transition? = nil
    /// `name: Type` of each parameter the route passes, when the source says.
    public var parameters: [String] = []
    /// Specs only: where the route's name is written (`location` is where the route starts).
    public var nameLocation: SourceLocation?

    public init(
        from: String, to: String, source: String, via: String, location: SourceLocation, transition: Transition? = nil,
        parameters: [String] = []
    ) {
        self.from = from
        self.to = to
        self.source = source
        self.via = via
        self.location = location
        self.transition = transition
        self.parameters = parameters
    }
}
