import Architecture

/// The starter templates `viperc convention export` writes (`templates/` of the exported
/// folder): skeletons in an initializer-injection style for UIKit views (made in code, from a
/// storyboard or from a nib).
enum StarterTemplates {
    static let destinationName = "Destination.swift.stencil"

    static func fileName(for role: Role) -> String {
        switch role {
        case .view: return "View.swift.stencil"
        case .presenter: return "Presenter.swift.stencil"
        case .interactor: return "Interactor.swift.stencil"
        case .router: return "Router.swift.stencil"
        case .formatter: return "Formatter.swift.stencil"
        default: return "Builder.swift.stencil"
        }
    }

    static var all: [(name: String, text: String)] {
        [
            (fileName(for: .view), view),
            (fileName(for: .presenter), presenter),
            (fileName(for: .interactor), interactor),
            (fileName(for: .router), router),
            (fileName(for: .formatter), formatter),
            (fileName(for: .builder), builder),
            (destinationName, destination),
            (presentName, present),
        ]
    }

    static let presentName = "Present.stencil"

    /// A `present` route's body, in a team's own way: every modal screen in a navigation
    /// controller of its own unless the route says `plain`, in the style the route asks for.
    static let present = #"""
        {% if route.presentation == "plain" %}
        let next = {{ route.shown }}
        {% else %}
        let next = UINavigationController(rootViewController: {{ route.shown }})
        {% endif %}
        {% if route.presentation == "fullScreen" %}
        next.modalPresentationStyle = .fullScreen
        {% elif route.presentation == "sheet" %}
        next.modalPresentationStyle = .pageSheet
        {% endif %}
        {{ route.from }}.present(next, animated: true)
        """#
}
