import Architecture
import CodeSource

/// A wireframe outlives nothing: it must not keep the screen it navigates from alive.
public struct RouterStrongViewRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "router-strong-view",
        name: "Router holds its view controller strongly",
        summary: "A router or wireframe keeps its view controller or navigation controller strongly for its whole lifetime.",
        rationale:
            "The presenter owns the wireframe and the view owns the presenter, so a wireframe that holds the view controller strongly closes a cycle. Hold it weakly; Infinum's base wireframe keeps a strong copy only until first access, which is fine.",
        severity: .warning,
        triggering: [
            "final class HomeWireframe {\n    ↓var viewController: UIViewController?\n}\n\nfinal class HomePresenter {}\n",
            "final class PostsDefaultRouter: PostsRouter {\n    ↓private let view: PostsDefaultView\n}\n\nfinal class PostsDefaultView: UIViewController {}\n",
            "final class SettingsRouter: SettingsRouterInput {\n    ↓var navigationController: UINavigationController?\n    func openAbout() { navigationController?.pushViewController(AboutAssembly.make(), animated: true) }\n}\n\nfinal class SettingsPresenter {}\n",
            // The app's own tab bar controller, of no role: a screen all the same.
            "final class HomeRouter {\n    ↓private let tabs: AppTabBarController\n    init(tabs: AppTabBarController) { self.tabs = tabs }\n}\n\nfinal class AppTabBarController: UITabBarController {}\nfinal class HomePresenter {}\n",
            // ViperMcFlurry's transition handler is the module's view controller, whatever the name.
            "import ViperMcFlurry\n\nfinal class QuizRouter: QuizRouterInput {\n    ↓var handler: RamblerViperModuleTransitionHandlerProtocol!\n}\n\nfinal class QuizPresenter {}\n",
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
            "final class SettingsRouter: SettingsRouterInput {\n    weak var navigationController: UINavigationController?\n}\n\nfinal class SettingsPresenter {}\n",
            // A closure that makes a view controller holds none.
            "final class ShopRouter {\n    weak var view: UIViewController?\n    var makeDetail: (() -> UIViewController)?\n}\n\nfinal class ShopPresenter {}\n",
            // A dependency container's factory makes a new view controller each time.
            "final class LoginRouter {\n    private let loginViewProvider: Provider<LoginViewController>\n    init(provider: Provider<LoginViewController>) { loginViewProvider = provider }\n}\n\nfinal class LoginViewController: UIViewController {}\n",
            // Handed over on first show, in an extension of the file.
            "final class PlaceRouter {\n    weak var view: UIViewController?\n    var initView: UIViewController?\n}\n\nextension PlaceRouter: PlaceRouterInput {\n    func show() {\n        UIApplication.topViewController()?.present(initView!, animated: true)\n        initView = nil\n    }\n}\n\nfinal class PlacePresenter {}\n",
            "final class HomeWireframe {\n    static func makeModule() -> UIViewController {\n        let view = HomeViewController()\n        return view\n    }\n}\n",
        ],
        corrections: [
            "final class HomeWireframe {\n    ↓var viewController: UIViewController?\n}\n\nfinal class HomePresenter {}\n":
                "final class HomeWireframe {\n    weak var viewController: UIViewController?\n}\n\nfinal class HomePresenter {}\n",
            "final class PostsDefaultRouter: PostsRouter {\n    ↓private let view: PostsDefaultView\n}\n\nfinal class PostsDefaultView: UIViewController {}\n":
                "final class PostsDefaultRouter: PostsRouter {\n    private unowned let view: PostsDefaultView\n}\n\nfinal class PostsDefaultView: UIViewController {}\n",
            "final class SettingsRouter {\r\n    ↓var navigationController: UINavigationController? // pushed on\r\n}\r\n\r\nfinal class SettingsPresenter {}\r\n":
                "final class SettingsRouter {\r\n    weak var navigationController: UINavigationController? // pushed on\r\n}\r\n\r\nfinal class SettingsPresenter {}\r\n",
        ],
        fixDescription:
            "`--fix` adds `weak` to an optional `var` and `unowned` to a non-optional reference (its uses stay as they are) when the declared type is a class or a class-bound protocol. Otherwise (a protocol that is not class-bound, a type viperc cannot see is a class, an optional `let`, a `lazy` property, an initial value that would be released at once) the finding says why it has no automatic fix."
    )

    /// Property names that hold the view whatever their type says; made once, not per file.
    static let names: [String: Role] = ["viewController": .view, "view": .view, "transitionHandler": .view]

    public func check(_ context: RuleContext) -> [RuleFinding] {
        let names = Self.names
        return RuleHelpers.ownershipFindings(
            context, holder: .router, target: .view, names: names, weakIsWrong: false, frameworkViews: true,
            skip: { type, property in
                // The base-wireframe pattern: a strong optional that is set to nil on first use,
                // next to a weak or unowned reference that does the real work.
                // The nil may be set in an extension of the file (`extension AppendRouter:
                // AppendRouterInput`), looked through only for an optional.
                guard property.typeText?.hasSuffix("?") ?? false else { return false }
                let temporary =
                    type.nilAssigned.contains(property.name)
                    || context.file.types.contains {
                        $0.kind == .extension && $0.name == type.name && $0.nilAssigned.contains(property.name)
                    }
                let hasWeakPeer = type.properties.contains {
                    $0.ownership != .strong && context.targetRole(of: $0, names: names, frameworkViews: true) == .view
                }
                return temporary && hasWeakPeer
            }
        ) { type, property in
            let stack = ["UINavigationController", "UITabBarController", "UISplitViewController"].first { property.typeNames.contains($0) }
            let cycle =
                stack.map {
                    "the '\($0)' keeps the module's view controller, which keeps the presenter, which keeps this router: a retain cycle through the navigation stack"
                } ?? "the view controller keeps the presenter, which keeps this router: a retain cycle that keeps the screen alive"
            return "router '\(type.name)' holds '\(property.name)' strongly; \(cycle); make it 'weak'"
        }
    }
}
