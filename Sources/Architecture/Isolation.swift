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
