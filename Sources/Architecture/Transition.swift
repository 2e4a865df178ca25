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
