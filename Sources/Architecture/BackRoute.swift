import Diagnostics

/// A route that closes its module without naming where it goes back to (`dismiss` with no
/// `to:`): it joins no two modules, so it is no `NavigationEdge`, but it is a way out, which the
/// route analysis counts (a module without one is a dead end). Specs only.
public struct BackRoute: Sendable, Equatable {
    /// The route's method.
    public var name: String
    /// Where the route's name is written.
    public var location: SourceLocation
    /// `name: Type` of each parameter it passes back.
    public var parameters: [String] = []
    /// Its place among the module's routes as the spec lists them, edges included, so the
    /// docs keep the spec's order.
    public var position: Int

    public init(name: String, location: SourceLocation, parameters: [String] = [], position: Int) {
        self.name = name
        self.location = location
        self.parameters = parameters
        self.position = position
    }
}
