/// A wireframe outlives nothing: it must not keep the screen it navigates from alive.
public struct RouterStrongViewRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "router-strong-view",
        name: "Router holds its view controller strongly",
        summary: "A router or wireframe keeps its view controller strongly for its whole lifetime.",
        rationale:
            "The presenter owns the wireframe and the view owns the presenter, so a wireframe that holds the view controller strongly closes a cycle. Hold it weakly; Infinum's base wireframe keeps a strong copy only until first access, which is fine.",
        severity: .warning,
        triggering: [
            "final class HomeWireframe {\n    ↓var viewController: UIViewController?\n}\n\nfinal class HomePresenter {}\n",
            "final class PostsDefaultRouter: PostsRouter {\n    ↓private let view: PostsDefaultView\n}\n\nfinal class PostsDefaultView: UIViewController {}\n",
        ],
        nonTriggering: [
            "final class HomeWireframe {\n    weak var viewController: UIViewController?\n}\n",
            """
            class BaseWireframe<ViewController> where ViewController: UIViewController {
                private unowned var _viewController: ViewController
                // Kept strongly only until the module is first shown.
                private var temporaryStoredViewController: ViewController?

                init(viewController: ViewController) {
                    temporaryStoredViewController = viewController
                    _viewController = viewController
                }

                var viewController: ViewController {
                    defer { temporaryStoredViewController = nil }
                    return _viewController
                }
            }

            """,
            "final class HomeWireframe {\n    static func makeModule() -> UIViewController {\n        let view = HomeViewController()\n        return view\n    }\n}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        RuleHelpers.ownershipFindings(
            context, holder: .router, target: .view, names: ["viewController": .view, "view": .view], weakIsWrong: false,
            skip: { type, property in
                // The base-wireframe pattern: a strong optional that is set to nil on first use,
                // next to a weak or unowned reference that does the real work.
                let temporary = (property.typeText?.hasSuffix("?") ?? false) && type.nilAssigned.contains(property.name)
                let hasWeakPeer = type.properties.contains {
                    $0.ownership != .strong && context.targetRole(of: $0, names: ["viewController": .view]) == .view
                }
                return temporary && hasWeakPeer
            }
        ) { type, property in
            "router '\(type.name)' holds '\(property.name)' strongly for its whole lifetime, which keeps the screen alive; make it 'weak'"
        }
    }
}
