/// Where a placed name belongs: used by the rules to decide roles and module boundaries.
public struct Placement: Sendable, Equatable {
    public var role: Role
    public var module: String
    public var isInterface: Bool
    /// A protocol a module publishes for others: `*ModuleInput`, `*ModuleOutput`, a delegate.
    public var isChannel: Bool

    public var assignment: RoleAssignment {
        RoleAssignment(role: role, module: module, isInterface: isInterface)
    }

    public init(role: Role, module: String, isInterface: Bool, isChannel: Bool) {
        self.role = role
        self.module = module
        self.isInterface = isInterface
        self.isChannel = isChannel
    }
}

/// A type's role and the module it belongs to.
public struct RoleAssignment: Sendable, Equatable {
    public var role: Role
    public var module: String
    /// True for role protocols such as `HomeViewInterface`, false for implementations.
    public var isInterface: Bool

    public init(role: Role, module: String, isInterface: Bool) {
        self.role = role
        self.module = module
        self.isInterface = isInterface
    }
}
