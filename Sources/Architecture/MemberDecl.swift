import Diagnostics

/// A method, initializer or property a type declares, with what the drift check compares.
public struct MemberDecl: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case method, initializer, property
    }

    public var kind: Kind
    /// `item(at:)` for a method or initializer, the name for a property.
    public var name: String
    /// Parameter types, effects and result without spaces, e.g. `(IndexPath)->Show`, or `:Int`
    /// for a property; empty when not written (an inferred property type).
    public var shape: String
    /// The declaration from its name to its result, as Swift: `item(at indexPath: IndexPath) -> Show`.
    public var text: String
    /// Internal parameter names, which is what an assembly passes along.
    public var parameterNames: [String] = []
    public var location: SourceLocation
    /// Capitalized names the body mentions, in order, once each (methods and initializers),
    /// and `Catalogue.entry` for a module built through a catalogue (`ModuleCatalogue`).
    public var calls: [String] = []
    /// The navigation the body does, when it says: `push`, `present`, `setRoot`, `reset` or `dismiss`.
    public var transition: Transition?

    public init(
        kind: Kind, name: String, shape: String, text: String, parameterNames: [String] = [], location: SourceLocation,
        calls: [String] = [], transition: Transition? = nil
    ) {
        self.kind = kind
        self.name = name
        self.shape = shape
        self.text = text
        self.parameterNames = parameterNames
        self.location = location
        self.calls = calls
        self.transition = transition
    }
}
