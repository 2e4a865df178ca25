/// The VIPER role a type plays in linted code.
public enum LintRole: String, Sendable, CaseIterable, Comparable {
    case view, presenter, interactor, router, builder, formatter

    /// The case's place in declaration order. Equality, hashing and order go by it: a raw
    /// value enum otherwise hashes and compares its raw strings, and roles key the sets and
    /// dictionaries that every file's rules and the model's recovery consult.
    var ordinal: Int {
        switch self {
        case .view: 0
        case .presenter: 1
        case .interactor: 2
        case .router: 3
        case .builder: 4
        case .formatter: 5
        }
    }

    public static func < (lhs: LintRole, rhs: LintRole) -> Bool { lhs.ordinal < rhs.ordinal }
    public static func == (lhs: LintRole, rhs: LintRole) -> Bool { lhs.ordinal == rhs.ordinal }
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

/// A type's role and the module it belongs to.
public struct RoleAssignment: Sendable, Equatable {
    public var role: LintRole
    public var module: String
    /// True for role protocols such as `HomeViewInterface`, false for implementations.
    public var isInterface: Bool

    public init(role: LintRole, module: String, isInterface: Bool) {
        self.role = role
        self.module = module
        self.isInterface = isInterface
    }
}

/// `*Presenter`: a suffix pattern that gives a role and, from the prefix, a module.
public struct RolePattern: Sendable, Equatable {
    public var suffix: String
    public var role: LintRole
    public var isInterface: Bool

    public init(_ pattern: String, _ role: LintRole, interface: Bool = false) {
        self.suffix = pattern.hasPrefix("*") ? String(pattern.dropFirst()) : pattern
        self.role = role
        self.isInterface = interface
    }

    /// The module name when `name` matches, e.g. `Home` for `HomePresenter`.
    public func module(of name: String) -> String? {
        guard NameAffix.hasProperSuffix(name, suffix) else { return nil }
        let module = NameAffix.droppingLast(suffix.utf8.count, of: name)
        // The role-named style calls implementations `HomeDefaultRouter`.
        if !isInterface, NameAffix.hasProperSuffix(module, "Default") { return NameAffix.droppingLast(7, of: module) }
        return module
    }

    /// Test doubles play no role: `MockHomeView`, `HomePresenterSpy`, `StubRouter`.
    public static func isTestDouble(_ name: String) -> Bool {
        for word in testDoubleWords where NameAffix.hasPrefix(name, word) || NameAffix.hasSuffix(name, word) {
            return true
        }
        return false
    }

    /// Made once: every type of every file is asked.
    static let testDoubleWords = ["Mock", "Spy", "Stub", "Fake", "Dummy"]

    /// Implementations first, then the protocol forms of the three conventions.
    public static let defaults: [RolePattern] = [
        RolePattern("*ViewController", .view), RolePattern("*View", .view),
        RolePattern("*Presenter", .presenter), RolePattern("*Interactor", .interactor),
        RolePattern("*Wireframe", .router), RolePattern("*Router", .router),
        RolePattern("*Builder", .builder), RolePattern("*Assembly", .builder), RolePattern("*Configurator", .builder),
        RolePattern("*Formatter", .formatter),
        RolePattern("*ViewInterface", .view, interface: true), RolePattern("*ViewProtocol", .view, interface: true),
        RolePattern("*ViewInput", .view, interface: true),
        RolePattern("*PresenterInterface", .presenter, interface: true), RolePattern("*PresenterProtocol", .presenter, interface: true),
        RolePattern("*ModuleInterface", .presenter, interface: true), RolePattern("*InteractorOutput", .presenter, interface: true),
        RolePattern("*InteractorOutputInterface", .presenter, interface: true),
        RolePattern("*InteractorInterface", .interactor, interface: true), RolePattern("*InteractorInput", .interactor, interface: true),
        RolePattern("*InteractorProtocol", .interactor, interface: true),
        RolePattern("*WireframeInterface", .router, interface: true), RolePattern("*WireframeInput", .router, interface: true),
        RolePattern("*WireframeProtocol", .router, interface: true), RolePattern("*RouterProtocol", .router, interface: true),
        RolePattern("*RouterInput", .router, interface: true),
        RolePattern("*BuilderInterface", .builder, interface: true), RolePattern("*ModuleBuilding", .builder, interface: true),
        RolePattern("*FormatterInterface", .formatter, interface: true),
    ]
}
