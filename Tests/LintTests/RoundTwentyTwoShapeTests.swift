import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-two held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundTwentyTwoShapeTests {
    /// A screen whose router assembles it (`createModule()`), whose view makes a presenter for a
    /// piece of itself kept in `Views/SearchPanel/`.
    static func app() -> [SourceFile] {
        let build =
            "\n    static func createModule() -> UIViewController {\n        let view = MainViewController()\n        let presenter = MainPresenter()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.router = MainRouter()\n        return view\n    }\n"
        return [
            SourceFile(
                path: "App/Module/Main/MainViewController.swift",
                text:
                    "import UIKit\n\nprotocol MainViewProtocol: AnyObject {}\n\nfinal class MainViewController: UIViewController, MainViewProtocol {\n    var presenter: MainPresenterProtocol!\n    let searchPanel = SearchPanelView()\n}\n\nextension MainViewController {\n    func show(results: [String]) {\n        let presenter = SearchPanelPresenter(view: searchPanel, results: results)\n        searchPanel.panelPresenter = presenter\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Module/Main/MainPresenter.swift",
                text:
                    "import Foundation\n\nprotocol MainPresenterProtocol: AnyObject {}\n\nfinal class MainPresenter: MainPresenterProtocol {\n    weak var view: MainViewProtocol?\n    var router: MainRouterProtocol?\n}\n"
            ),
            SourceFile(
                path: "App/Module/Main/MainRouter.swift",
                text: "import UIKit\n\nprotocol MainRouterProtocol: AnyObject {}\n\nfinal class MainRouter: MainRouterProtocol {\(build)}\n"
            ),
            SourceFile(
                path: "App/Module/Main/Views/SearchPanel/SearchPanelPresenter.swift",
                text:
                    "import Foundation\n\nprotocol SearchPanelViewProtocol: AnyObject {}\n\nfinal class SearchPanelPresenter {\n    weak var view: SearchPanelViewProtocol?\n    let results: [String]\n\n    init(view: SearchPanelViewProtocol, results: [String]) {\n        self.view = view\n        self.results = results\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Module/Main/Views/SearchPanel/SearchPanelView.swift",
                text:
                    "import UIKit\n\nfinal class SearchPanelView: UIView, SearchPanelViewProtocol {\n    var panelPresenter: SearchPanelPresenter?\n}\n"
            ),
        ]
    }

    /// The piece's presenter, made by the screen's view and kept below its folder, is a part of
    /// the screen, not a module the view reaches into.
    @Test func aPresenterTheViewMakesForAPieceOfItselfIsAPart() {
        let files = Self.app()
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules.map(\.name)
        #expect(modules == ["Main"], "\(modules)")
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
    }

    /// Screens whose Swinject assemblies live in `DI/Assemblies/`, and a tab bar's router in a
    /// folder of its own beside the screens' folders, filling the tabs: the router is a module
    /// that only navigates, as it is when the assemblies sit beside the screens, and keeping its
    /// tab bar (the app's own `UITabBarController`) strongly is `router-strong-view`.
    @Test func aTabBarRouterBesideScreensAssembledElsewhereIsAModule() {
        var files: [SourceFile] = []
        for name in ["Home", "Search"] {
            files += [
                SourceFile(
                    path: "App/Modules/\(name)/\(name)ViewController.swift",
                    text: "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    var output: \(name)ViewOutput!\n}\n"),
                SourceFile(
                    path: "App/Modules/\(name)/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nprotocol \(name)ViewOutput: AnyObject {}\n\nfinal class \(name)Presenter: \(name)ViewOutput {\n    weak var view: \(name)ViewController?\n    let router: \(name)Router\n    init(router: \(name)Router) { self.router = router }\n}\n"
                ),
                SourceFile(
                    path: "App/Modules/\(name)/\(name)Router.swift",
                    text: "import UIKit\n\nfinal class \(name)Router {\n    weak var view: UIViewController?\n}\n"),
                SourceFile(
                    path: "App/DI/Assemblies/\(name)Assembly.swift",
                    text:
                        "import Swinject\n\nfinal class \(name)Assembly: Assembly {\n    func assemble(container: Container) {\n        container.register(\(name)ViewController.self) { _ in\n            let view = \(name)ViewController()\n            let router = \(name)Router()\n            let presenter = \(name)Presenter(router: router)\n            view.output = presenter\n            presenter.view = view\n            router.view = view\n            return view\n        }\n    }\n}\n"
                ),
            ]
        }
        files += [
            SourceFile(
                path: "App/Modules/TabBar/MainTabBarController.swift",
                text: "import UIKit\n\nfinal class MainTabBarController: UITabBarController {}\n"),
            SourceFile(
                path: "App/Modules/TabBar/MainTabBarRouter.swift",
                text:
                    "import UIKit\n\nfinal class MainTabBarRouter {\n    private let tabBarController: MainTabBarController\n\n    init(tabBarController: MainTabBarController) {\n        self.tabBarController = tabBarController\n    }\n\n    func start() {\n        let home: HomeViewController = DIContainer.shared.resolve()\n        let search: SearchViewController = DIContainer.shared.resolve()\n        tabBarController.setViewControllers([home, search], animated: false)\n    }\n}\n"
            ),
        ]
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules.map(\.name).sorted()
        #expect(modules == ["Home", "MainTabBar", "Search"], "\(modules)")
        // It keeps its tab bar, the app's subclass of `UITabBarController`, for its lifetime.
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Modules/TabBar/MainTabBarRouter.swift:4 router-strong-view"), "\(found)")
    }

    /// A feature's presenter and use case with nothing else (no view, router or builder), which
    /// the screens of two modules observe: shared, not a module, and no reach-in.
    @Test func aPresenterWithItsInteractorThatTwoModulesKeepIsShared() {
        let files = Self.catalogApp(viewsKeepIt: true)
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules.map(\.name).sorted()
        #expect(modules == ["Home", "Search"], "\(modules)")
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
        // Kept by routers only, it is a module without a view that its openers made.
        let kept = LintEngine().model(Self.catalogApp(viewsKeepIt: false), appRoots: []).apps[0].modules.map(\.name).sorted()
        #expect(kept == ["Catalog", "Home", "Search"], "\(kept)")
    }

    static func catalogApp(viewsKeepIt: Bool) -> [SourceFile] {
        var files = [
            SourceFile(
                path: "App/Shared/Catalog/CatalogPresenter.swift",
                text:
                    "import Foundation\n\nfinal class CatalogPresenter: ObservableObject {\n    let interactor: CatalogInteractor\n    init(interactor: CatalogInteractor) { self.interactor = interactor }\n}\n"
            ),
            SourceFile(
                path: "App/Shared/Catalog/CatalogInteractor.swift", text: "import Foundation\n\nfinal class CatalogInteractor {}\n"),
        ]
        for name in ["Home", "Search"] {
            files += [
                SourceFile(
                    path: "App/Features/\(name)/\(name)View.swift",
                    text:
                        "import SwiftUI\n\nstruct \(name)View: View {\n\(viewsKeepIt ? "    @ObservedObject var catalog: CatalogPresenter\n" : "")    let router: \(name)Router\n    var body: some View { Text(\"\") }\n}\n"
                ),
                SourceFile(
                    path: "App/Features/\(name)/\(name)Router.swift",
                    text:
                        "import SwiftUI\n\nfinal class \(name)Router {\n    @ObservedObject var catalog: CatalogPresenter\n    init(catalog: CatalogPresenter) { self.catalog = catalog }\n}\n"
                ),
            ]
        }
        return files
    }

    /// A view that makes another screen inline (`CommentsViewController()` and its presenter,
    /// kept below the view's folder) opens that screen: two modules, not one.
    @Test func aScreenTheViewMakesBelowItsFolderStaysAModule() {
        let files = [
            SourceFile(
                path: "App/Modules/Feed/Feed.swift",
                text:
                    "import UIKit\n\nprotocol FeedViewProtocol: AnyObject {}\n\nfinal class FeedViewController: UIViewController, FeedViewProtocol {\n    var presenter: FeedPresenter!\n    func showComments() {\n        let comments = CommentsViewController()\n        comments.presenter = CommentsPresenter(view: comments)\n        navigationController?.pushViewController(comments, animated: true)\n    }\n}\n\nfinal class FeedPresenter {\n    weak var view: FeedViewProtocol?\n    let router = FeedRouter()\n}\n\nfinal class FeedRouter {\n    weak var viewController: UIViewController?\n    static func createModule() -> UIViewController {\n        let view = FeedViewController()\n        let presenter = FeedPresenter()\n        view.presenter = presenter\n        presenter.view = view\n        return view\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Feed/Comments/Comments.swift",
                text:
                    "import UIKit\n\nprotocol CommentsViewProtocol: AnyObject {}\n\nfinal class CommentsViewController: UIViewController, CommentsViewProtocol {\n    var presenter: CommentsPresenter!\n}\n\nfinal class CommentsPresenter {\n    weak var view: CommentsViewProtocol?\n    init(view: CommentsViewProtocol) { self.view = view }\n}\n"
            ),
        ]
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules.map(\.name).sorted()
        #expect(modules == ["Comments", "Feed"], "\(modules)")
    }
}
