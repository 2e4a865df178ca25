/// A VIPER role: a component of a module, or one of the interfaces a module's components call
/// back on. Specs and code fill the model with the same roles; a spec may call the router its
/// `wireframe`, and code calls it either.
public enum Role: String, Sendable, CaseIterable, Comparable {
    case view
    case presenter
    case interactor
    /// The interface the interactor calls back on; the presenter implements it.
    case interactorOutput
    case router
    case formatter
    case builder
    /// The interface a module calls back on whoever opened it, such as a modal telling its
    /// opener that it is done; the opener's presenter implements it (`implements:`).
    case delegate

    /// Roles that are objects of their own in the assembled module.
    public static let components: [Role] = [.view, .presenter, .interactor, .router, .formatter, .builder]

    /// The roles a type in linted code may play, in the order the recovery tries them and
    /// `roles:` in `.viperc.yml` lists them.
    public static let codeRoles: [Role] = [.view, .presenter, .interactor, .router, .builder, .formatter]

    /// The order protocols are emitted in.
    public static let emissionOrder: [Role] = [
        .router, .view, .presenter, .formatter, .interactor, .interactorOutput, .builder, .delegate,
    ]

    /// The role whose object implements this role's protocol.
    public var implementer: Role { self == .interactorOutput ? .presenter : self }

    /// The role's key in a spec (`wireframe:`, `naming:`), which predates the word `router`.
    public var specKey: String { self == .router ? "wireframe" : rawValue }

    /// Parses a spec key; `router` and `wireframe` are the same component.
    public init?(specKey: String) {
        if specKey == "wireframe" { self = .router } else { self.init(rawValue: specKey) }
    }

    /// The name of a reference end in `references:` keys, such as `presenter.view`.
    public var referenceName: String {
        switch self {
        case .interactorOutput: return "output"
        case .router: return "wireframe"
        default: return rawValue
        }
    }

    /// Parses a reference end; `router` is another word for the wireframe.
    public init?(referenceName: String) {
        switch referenceName {
        case "wireframe": self = .router
        case "output": self = .interactorOutput
        case "interactorOutput", "delegate": return nil
        default: self.init(rawValue: referenceName)
        }
    }

    /// The role's place in `allCases`, without building that array: references are sorted by
    /// role for every module.
    public var order: Int {
        switch self {
        case .view: return 0
        case .presenter: return 1
        case .interactor: return 2
        case .interactorOutput: return 3
        case .router: return 4
        case .formatter: return 5
        case .builder: return 6
        case .delegate: return 7
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool {
        lhs.order < rhs.order
    }

    // By case, not by raw value, which a raw value enum otherwise hashes and compares as
    // strings: roles key each module's components, the references checked for every spec and
    // the sets that every linted file's rules consult.
    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.order == rhs.order }
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }
}
