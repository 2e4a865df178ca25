/// A role protocol as a spec declares it, with what the spec says of it. `ModuleModel.protocols`
/// holds what the drift check compares (by implementer, the interactor's output implied by its
/// interactor, no delegate); this is what the module's docs list: each protocol the spec writes,
/// the delegate and the interactor's output under their own roles.
public struct DeclaredInterface: Sendable, Equatable {
    /// The role the protocol is the interface of (`interactorOutput`, not its implementer).
    public var role: Role
    /// The convention's word for the role (`Wireframe` or `Router`), as headings show it.
    public var title: String
    public var protocolName: String
    /// The type that implements it.
    public var implementer: String
    public var doc: String?
    /// The interactor's `services:`; empty for other roles.
    public var services: [String] = []

    public init(role: Role, title: String, protocolName: String, implementer: String, doc: String? = nil, services: [String] = []) {
        self.role = role
        self.title = title
        self.protocolName = protocolName
        self.implementer = implementer
        self.doc = doc
        self.services = services
    }
}
