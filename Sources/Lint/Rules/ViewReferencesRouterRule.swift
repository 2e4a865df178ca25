import CodeSource

/// Navigation is the wireframe's job, on the presenter's word.
public struct ViewReferencesRouterRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-references-router",
        name: "View references the router",
        summary: "A view names a router or wireframe.",
        rationale:
            "The presenter decides when to navigate and the wireframe does it. A view that holds or calls the wireframe hides the app's flow in the UI layer, where it cannot be tested.",
        severity: .warning,
        triggering: [
            "final class HomeViewController: UIViewController {\n    var wireframe: ↓HomeWireframe?\n}\n\n// The module around it.\nfinal class HomeWireframe {}\n",
            "final class PostsDefaultView: UIViewController {\n    func back() { (router as? ↓PostsRouter)?.showSignIn() }\n    var router: Any?\n}\n\n// The module around it.\nprotocol PostsRouter {}\nfinal class PostsDefaultRouter: PostsRouter {}\n",
            // The app's one navigator of no module, named by the role word alone.
            "final class GroupViewController: UIViewController, GroupViewInput {\n    var router: ↓Router?\n}\n\nfinal class Router {\n    func push(_ screen: UIViewController) {}\n}\nfinal class GroupPresenter {}\n",
        ],
        nonTriggering: [
            "final class HomeViewController: UIViewController {\n    var presenter: HomePresenterInterface!\n    @objc func close() { presenter.closeTapped() }\n}\n",
            // A request router (Alamofire's pattern) is a value that builds URLs, no navigator.
            "enum Router: URLRequestConvertible {\n    case recipes\n}\n\nfinal class RecipesViewController: UIViewController, RecipesViewInput {\n    func load() { _ = Router.recipes }\n}\nfinal class RecipesPresenter {}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        RuleHelpers.neighbourFindings(context, holder: .view, target: .router, advice: "tell the presenter and let it ask the wireframe")
    }
}
