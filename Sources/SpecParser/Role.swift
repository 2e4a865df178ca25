import Diagnostics

/// A VIPER role: a component of a module, or the interactor's output interface.
public enum Role: String, Sendable, CaseIterable, Comparable {
    case view
    case presenter
    case interactor
    /// The interface the interactor calls back on; the presenter implements it.
    case interactorOutput
    case wireframe
    case formatter
    case builder
    /// The interface a module calls back on whoever opened it, such as a modal telling its
    /// opener that it is done; the opener's presenter implements it (`implements:`).
    case delegate

    /// Roles that are objects of their own in the assembled module.
    public static let components: [Role] = [.view, .presenter, .interactor, .wireframe, .formatter, .builder]

    /// The order protocols are emitted in.
    public static let emissionOrder: [Role] = [
        .wireframe, .view, .presenter, .formatter, .interactor, .interactorOutput, .builder, .delegate,
    ]

    /// The role whose object implements this role's protocol.
    public var implementer: Role { self == .interactorOutput ? .presenter : self }

    /// The name of a reference end in `references:` keys, such as `presenter.view`.
    public var referenceName: String {
        switch self {
        case .interactorOutput: return "output"
        default: return rawValue
        }
    }

    /// Parses a reference end; `router` is another word for the wireframe.
    public init?(referenceName: String) {
        switch referenceName {
        case "router": self = .wireframe
        case "output": self = .interactorOutput
        case "interactorOutput", "delegate": return nil
        default: self.init(rawValue: referenceName)
        }
    }

    /// The role's place in `allCases`, without building that array: references are sorted by
    /// role for every module.
    var order: Int {
        switch self {
        case .view: return 0
        case .presenter: return 1
        case .interactor: return 2
        case .interactorOutput: return 3
        case .wireframe: return 4
        case .formatter: return 5
        case .builder: return 6
        case .delegate: return 7
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool {
        lhs.order < rhs.order
    }

    // By case, not by raw value, which a raw value enum otherwise hashes and compares as
    // strings: roles key each module's components and the references checked for every spec.
    public static func == (lhs: Role, rhs: Role) -> Bool { lhs.order == rhs.order }
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }
}

/// How one component holds another.
public enum Ownership: String, Sendable, CaseIterable {
    case strong, weak, unowned
}

/// How a route shows its target. `setRoot` replaces the window's root (closing everything
/// shown before); `reset` makes the target the only screen of the current navigation stack.
public enum Transition: String, Sendable, CaseIterable {
    case push, present, setRoot, reset, dismiss, custom
    /// A tab of a tab module (`tabs:`), shown in a navigation controller of its own; never
    /// written as a route's `transition`.
    case tab

    /// What a route's `transition:` may say.
    public static var allCases: [Transition] { [.push, .present, .setRoot, .reset, .dismiss, .custom] }

    /// Whether the route needs its module to be inside a navigation controller.
    public var needsNavigationStack: Bool { self == .push || self == .reset }
}

/// How a `present` route shows its target: in a navigation controller or bare, and as a sheet
/// or over the full screen. Without it, the target is put in a navigation controller exactly
/// when it has routes that need one.
public enum Presentation: String, Sendable, CaseIterable {
    case navigation, plain, fullScreen, sheet
}

/// Which concurrency domain a component's protocol and type belong to.
///
/// UIKit's view controllers and SwiftUI's views are `@MainActor`, and so is everything that
/// touches them synchronously: the presenter, the wireframe and the builder. Only the
/// interactor (and the formatter, which does no UI work) may leave the main actor.
public enum Isolation: String, Sendable, CaseIterable {
    case mainActor = "MainActor"
    case nonisolated
    case actor

    /// What each role may be: the view, presenter, wireframe and builder touch UIKit or
    /// SwiftUI, so they stay on the main actor; an actor must be handed everything in its
    /// initializer, which only the interactor can be.
    public static func allowed(for role: Role) -> [Isolation] {
        switch role {
        case .interactor: return [.mainActor, .nonisolated, .actor]
        case .formatter: return [.mainActor, .nonisolated]
        default: return [.mainActor]
        }
    }
}

/// The UI framework a view is written in.
public enum ViewKind: String, Sendable, CaseIterable {
    case uikit, swiftui
}

/// Where a UIKit view controller's view comes from: its code, a scene of its group's
/// storyboard, or a nib of its own.
public enum ViewSource: String, Sendable, CaseIterable {
    case code, storyboard, nib
}
