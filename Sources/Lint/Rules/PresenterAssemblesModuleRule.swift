import CodeSource

/// Assembling modules is the builder's job, reached through the router.
public struct PresenterAssemblesModuleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presenter-assembles-module",
        name: "Presenter assembles a module",
        summary:
            "A presenter builds another module: it calls that module's builder, assembly or factory, or its router's (`FeedRouter.createModule()`), or creates its view controller.",
        rationale:
            "The presenter decides that the app moves on; the router knows how. A presenter that assembles the next module depends on its builder and on UIKit's view controllers, cannot be tested alone, and keeps the route out of the router where the rest of the navigation lives.",
        severity: .warning,
        triggering: [
            "final class HomePresenter {\n    func didSelect() {\n        let next = ↓DetailsAssembly.makeModule()\n        view?.show(next)\n    }\n    weak var view: HomeViewInput?\n}\nfinal class HomeRouter {}\n\nenum DetailsAssembly {\n    static func makeModule() -> UIViewController { DetailsViewController() }\n}\nfinal class DetailsViewController: UIViewController {}\nfinal class DetailsPresenter {}\n",
            "final class HomePresenter {\n    func didSelect() { router.show(↓DetailsViewController()) }\n    let router: HomeRouter\n}\nfinal class HomeRouter {}\n\nfinal class DetailsViewController: UIViewController, DetailsViewInput {}\nfinal class DetailsPresenter {}\n",
            // The assembly's nested input type is made first; the module is built by the call.
            "final class MainPresenter {\n    weak var view: MainViewInput?\n    func tabs() -> [UIViewController] {\n        let input = ProfileAssembly.Model(title: \"Profile\")\n        return [↓ProfileAssembly.assembleModule(with: input)]\n    }\n}\nfinal class MainRouter {}\n\nenum ProfileAssembly {\n    struct Model { let title: String }\n    static func assembleModule(with model: Model) -> UIViewController { ProfileViewController() }\n}\nfinal class ProfileViewController: UIViewController {}\nfinal class ProfilePresenter {}\n",
            // A tab presenter making its tabs through the other modules' routers.
            "final class MainTabPresenter {\n    weak var view: MainTabViewInput?\n    let feed = ↓FeedRouter.buildFeedView()\n}\nfinal class MainTabRouter {}\n\nfinal class FeedRouter {\n    static func buildFeedView() -> UIViewController { FeedViewController() }\n}\nfinal class FeedViewController: UIViewController {}\nfinal class FeedPresenter {}\n",
            // Injected in the class, called from an extension of it.
            "final class HomePresenter {\n    weak var view: HomeViewInput?\n    let detailsBuilder: DetailsBuilder\n    init(detailsBuilder: DetailsBuilder) { self.detailsBuilder = detailsBuilder }\n}\n\nprivate extension HomePresenter {\n    func didSelect() { view?.show(↓detailsBuilder.build()) }\n}\nfinal class HomeRouter {}\n\nfinal class DetailsBuilder {\n    func build() -> UIViewController { DetailsViewController(presenter: DetailsPresenter()) }\n}\nfinal class DetailsViewController: UIViewController {}\nfinal class DetailsPresenter {}\n",
            // The next module's builder, injected, then called.
            "final class HomePresenter {\n    weak var view: HomeViewInput?\n    let detailsBuilder: DetailsBuilder\n    init(detailsBuilder: DetailsBuilder) { self.detailsBuilder = detailsBuilder }\n    func didSelect() { view?.show(↓detailsBuilder.build()) }\n}\nfinal class HomeRouter {}\n\nfinal class DetailsBuilder {\n    func build() -> UIViewController { DetailsViewController(presenter: DetailsPresenter()) }\n}\nfinal class DetailsViewController: UIViewController {}\nfinal class DetailsPresenter {}\n",
            // Generamba's module initializer, which has the module's configurator configure it.
            "final class HomePresenter {\n    let router: HomeRouterInput\n    func didSelect() {\n        let next = DetailsViewController()\n        _ = ↓DetailsModuleInitializer(viewController: next)\n        router.push(next)\n    }\n}\nprotocol HomeRouterInput {}\n\nfinal class DetailsModuleInitializer {\n    init(viewController: AnyObject) { DetailsModuleConfigurator().configure(viewController) }\n}\nfinal class DetailsModuleConfigurator {\n    func configure(_ view: AnyObject) {}\n}\nfinal class DetailsPresenter {}\n",
        ],
        nonTriggering: [
            "final class HomePresenter {\n    let router: HomeRouterInput\n    func didSelect() { router.openDetails() }\n}\nprotocol HomeRouterInput {}\nfinal class HomeRouter: HomeRouterInput {\n    func openDetails() { _ = DetailsAssembly.makeModule() }\n}\n\nenum DetailsAssembly {\n    static func makeModule() -> UIViewController { UIViewController() }\n}\nfinal class DetailsPresenter {}\n",
            "final class HomePresenter {\n    weak var view: HomeViewInput?\n    func show() { view?.display(HomeViewModel()) }\n}\nfinal class HomeViewController: UIViewController, HomeViewInput {}\n",
            // Setting a static property of the next module's wireframe builds nothing.
            "final class HomePresenter {\n    weak var view: HomeViewInput?\n    func viewDidLoad() { ProfileWireframe.delegate = self }\n}\nfinal class HomeRouter {}\n\nfinal class ProfileWireframe {\n    static weak var delegate: AnyObject?\n    static func createModule() -> UIViewController { ProfileViewController() }\n}\nfinal class ProfileViewController: UIViewController {}\nfinal class ProfilePresenter {}\n",
            // Holding the builder opens nothing; the router is handed it.
            "final class HomePresenter {\n    let router: HomeRouter\n    let detailsBuilder: DetailsBuilder\n    init(router: HomeRouter, detailsBuilder: DetailsBuilder) {\n        self.router = router\n        self.detailsBuilder = detailsBuilder\n    }\n    func didSelect() { router.open(with: detailsBuilder) }\n}\nfinal class HomeRouter {\n    func open(with builder: DetailsBuilder) {}\n}\n\nfinal class DetailsBuilder {\n    func build() -> UIViewController { DetailsViewController(presenter: DetailsPresenter()) }\n}\nfinal class DetailsViewController: UIViewController {}\nfinal class DetailsPresenter {}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        ModuleOpening.findings(
            context, holder: .presenter, targets: [.builder, .view, .router], implementationsOnly: [.view, .router],
            factoryTargets: [.view, .builder, .router]
        ) {
            type, module, name, target in
            "presenter '\(type.name)' of module '\(module)' builds module '\(target.module)' through '\(name)'; ask the router to open it"
        }
    }
}
