import Architecture
import Diagnostics
import Lint
import Testing

/// A flow coordinator beside the modules it shows: it starts them through a factory and hears
/// back by closures, and no component of the module it is named for holds or makes it.
struct FlowCoordinatorTests {
    static let files: [(String, String)] = [
        (
            "App/Flows/FeedFlow/Module/Feed/FeedViewController.swift",
            "import UIKit\n\nprotocol FeedViewInput: AnyObject {}\n\nfinal class FeedViewController: UIViewController, FeedViewInput {\n    var output: FeedViewOutput!\n    var onItemSelected: (() -> Void)?\n}\n"
        ),
        (
            "App/Flows/FeedFlow/Module/Feed/FeedPresenter.swift",
            "protocol FeedViewOutput: AnyObject {}\n\nfinal class FeedPresenter: FeedViewOutput {\n    weak var view: FeedViewInput?\n}\n"
        ),
        (
            "App/Flows/FeedFlow/Module/Feed/FeedModuleConfigurator.swift",
            "import UIKit\n\nfinal class FeedModuleConfigurator {\n    func configure(_ view: FeedViewController) {\n        let presenter = FeedPresenter()\n        presenter.view = view\n        view.output = presenter\n    }\n}\n"
        ),
        (
            "App/Flows/FeedFlow/Coordinator/FeedCoordinator.swift",
            "import UIKit\n\nfinal class FeedCoordinator {\n    let navigationController: UINavigationController\n    let factory: FeedFlowFactory\n\n    init(navigationController: UINavigationController, factory: FeedFlowFactory) {\n        self.navigationController = navigationController\n        self.factory = factory\n    }\n\n    func start() {\n        let feed = factory.makeFeed()\n        feed.onItemSelected = { [weak self] in self?.start() }\n        navigationController.setViewControllers([feed], animated: false)\n    }\n}\n"
        ),
        (
            "App/Flows/FeedFlow/FeedFlowFactory.swift",
            "import UIKit\n\nfinal class FeedFlowFactory {\n    func makeFeed() -> FeedViewController {\n        let view = FeedViewController()\n        FeedModuleConfigurator().configure(view)\n        return view\n    }\n}\n"
        ),
    ]

    /// Before, the coordinator joined 'Feed' by its name alone: its strong navigation controller
    /// was "a router holding its view", and `init --from` drafted it as the module's router,
    /// which the presenter does not hold.
    @Test func aFlowCoordinatorIsNoRouterOfTheModuleItIsNamedFor() {
        let sources = Self.files.map { SourceFile(path: $0.0, text: $0.1) }
        let model = LintEngine().model(sources, appRoots: [])
        let feed = model.apps.flatMap(\.modules).first { $0.name == "Feed" }
        #expect(feed != nil)
        #expect(feed?.components.contains { $0.role == .router } == false, "\(feed?.components.map(\.name) ?? [])")
        let findings = LintEngine().findingLines(sources)
        #expect(!findings.contains { $0.hasSuffix("router-strong-view") }, "\(findings)")
    }
}
