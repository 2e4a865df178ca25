import Diagnostics

/// A stored property of one component that holds another component.
public struct ComponentReference: Sendable, Equatable {
    public var module: String
    public var from: String
    public var fromRole: Role
    public var property: String
    /// The component held; for a protocol-typed property, the component that implements it.
    public var to: String
    public var toRole: Role
    /// The protocol the property is declared with, when `to` was resolved through it.
    public var via: String?
    public var ownership: Ownership
    public var location: SourceLocation
    /// Specs only: the convention's default (or the project's), not written in the module's spec.
    public var byConvention = false

    public init(
        module: String, from: String, fromRole: Role, property: String, to: String, toRole: Role, via: String? = nil, ownership: Ownership,
        location: SourceLocation
    ) {
        self.module = module
        self.from = from
        self.fromRole = fromRole
        self.property = property
        self.to = to
        self.toRole = toRole
        self.via = via
        self.ownership = ownership
        self.location = location
    }
}
