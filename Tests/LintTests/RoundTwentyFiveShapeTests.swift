import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-five held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundTwentyFiveShapeTests {
    /// A Clean Swift scene whose protocols put the role word before `Logic`
    /// (`ScoreInteractorLogic`), whose view keeps its interactor and its router through an alias
    /// (`ScoreRouterType`), and whose interactor keeps its presenter strongly.
    static let cleanSwiftScene = [
        SourceFile(
            path: "App/Scenes/Score/ScoreViewController.swift",
            text:
                "import UIKit\n\nprotocol ScoreViewControllerLogic: AnyObject {\n    func show(points: Int)\n}\n\nfinal class ScoreViewController: UIViewController {\n    var interactor: ScoreInteractorLogic?\n    var router: ScoreRouterType?\n}\n\nextension ScoreViewController: ScoreViewControllerLogic {\n    func show(points: Int) {}\n}\n"
        ),
        SourceFile(
            path: "App/Scenes/Score/ScoreInteractor.swift",
            text:
                "import Foundation\n\nprotocol ScoreInteractorLogic {\n    func load()\n}\n\nfinal class ScoreInteractor {\n    private let presenter: ScorePresenterLogic\n\n    init(presenter: ScorePresenterLogic) {\n        self.presenter = presenter\n    }\n}\n\nextension ScoreInteractor: ScoreInteractorLogic {\n    func load() { presenter.present(points: 1) }\n}\n"
        ),
        SourceFile(
            path: "App/Scenes/Score/ScorePresenter.swift",
            text:
                "import Foundation\n\nprotocol ScorePresenterLogic {\n    func present(points: Int)\n}\n\nfinal class ScorePresenter: ScorePresenterLogic {\n    weak var viewController: ScoreViewControllerLogic?\n    func present(points: Int) { viewController?.show(points: points) }\n}\n"
        ),
        SourceFile(
            path: "App/Scenes/Score/ScoreRouter.swift",
            text:
                "import UIKit\n\ntypealias ScoreRouterType = ScoreRouterProtocol\n\nprotocol ScoreRouterProtocol {\n    func close()\n}\n\nfinal class ScoreRouter: ScoreRouterProtocol {\n    weak var viewController: UIViewController?\n    func close() { viewController?.dismiss(animated: true) }\n}\n"
        ),
    ]

    /// The view keeps its interactor and, through the alias, its router; the interactor keeps
    /// its presenter strongly.
    @Test func cleanSwiftNamesWithTheRoleWordBeforeLogicHaveTheirRoles() {
        let found = LintEngine().findingLines(Self.cleanSwiftScene)
        #expect(found.contains("App/Scenes/Score/ScoreViewController.swift:8 view-references-interactor"), "\(found)")
        #expect(found.contains("App/Scenes/Score/ScoreViewController.swift:9 view-references-router"), "\(found)")
        #expect(found.contains("App/Scenes/Score/ScoreInteractor.swift:8 interactor-strong-output"), "\(found)")
    }
}
