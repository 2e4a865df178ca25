import Architecture
import CodeSource
import Diagnostics
import Lint
import SwiftLexer
import Testing

/// Shapes met while measuring round fourteen (two from older apps' round trips, one from a
/// round-fourteen app), each as a small app that names no file of the corpus; each fails
/// without its rule.
struct RoundFourteenShapeTests {
    static func module(_ sources: [(String, String)], _ name: String) -> ModuleModel? {
        LintEngine().model(sources.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: []).apps.flatMap(\.modules).first {
            $0.name == name
        }
    }

    static func findings(_ sources: [(String, String)]) -> [String] {
        LintEngine().findingLines(sources.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// Xcode's `ViewController`, kept with its name in a module's `view/` folder, holding that
    /// module's presenter through its protocol. Before, the module had no view, and the view's
    /// call to its own router went unreported.
    @Test func aViewControllerNamedForNoModuleInItsFolderIsTheView() {
        let sources = [
            (
                "App/login-module/protocols/LoginProtocols.swift",
                "import Foundation\n\nprotocol ViewToPresenterLoginProtocol {\n    func login(email: String)\n}\n\nprotocol PresenterToInteractorLoginProtocol {\n    func login(email: String)\n}\n"
            ),
            (
                "App/login-module/view/LoginViewController.swift",
                "import UIKit\n\nclass ViewController: UIViewController {\n    var presenter: ViewToPresenterLoginProtocol?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        LoginRouter.createModule(ref: self)\n    }\n}\n"
            ),
            (
                "App/login-module/presenter/LoginPresenter.swift",
                "import Foundation\n\nclass LoginPresenter: ViewToPresenterLoginProtocol {\n    var interactor: PresenterToInteractorLoginProtocol?\n    func login(email: String) { interactor?.login(email: email) }\n}\n"
            ),
            (
                "App/login-module/interactor/LoginInteractor.swift",
                "import Foundation\n\nclass LoginInteractor: PresenterToInteractorLoginProtocol {\n    func login(email: String) {}\n}\n"
            ),
            (
                "App/login-module/router/LoginRouter.swift",
                "import Foundation\n\nclass LoginRouter {\n    static func createModule(ref: ViewController) {\n        let presenter = LoginPresenter()\n        presenter.interactor = LoginInteractor()\n        ref.presenter = presenter\n    }\n}\n"
            ),
        ]
        let login = Self.module(sources, "Login")
        #expect(login?.components.first { $0.role == .view }?.name == "ViewController", "\(String(describing: login))")
        // A cell that keeps a presenter is no view of the module (from review): a storyboard
        // view controller with no assembly beside it.
        let articles = [
            ("App/Articles/ArticlesPresenter.swift", "import Foundation\n\nfinal class ArticlesPresenter {}\n"),
            (
                "App/Articles/ArticlesViewController.swift",
                "import UIKit\n\nfinal class ArticlesViewController: UIViewController {\n    var presenter: ArticlesPresenter!\n}\n"
            ),
            (
                "App/Articles/ArticleCell.swift",
                "import UIKit\n\nfinal class ArticleCell: UITableViewCell {\n    weak var presenter: ArticlesPresenter?\n}\n"
            ),
        ]
        let views = Self.module(articles, "Articles")?.components.filter { $0.role == .view }.map(\.name)
        #expect(views == ["ArticlesViewController"], "\(String(describing: views))")
        #expect(Self.findings(sources).contains("App/login-module/view/LoginViewController.swift:7 view-references-router"))
    }

    /// A view controller named for its module that is also the output of a subview (a
    /// `PromoBannerView` declaring `PromoBannerViewOutput`). Before, conforming to role
    /// protocols of two "modules" made it an app-wide implementation, so its module had no view.
    @Test func aViewThatListensToASubviewStaysItsModules() {
        let sources = [
            (
                "App/Shop/ShopViewIO.swift",
                "import Foundation\n\nprotocol ShopViewInput: AnyObject {\n    func show(title: String)\n}\n\nprotocol ShopViewOutput: AnyObject {\n    func didLoad()\n}\n"
            ),
            (
                "App/Shop/View/ShopViewController.swift",
                "import UIKit\n\nfinal class ShopViewController: UIViewController {\n    var output: ShopViewOutput!\n}\n\nextension ShopViewController: ShopViewInput {\n    func show(title: String) {}\n}\n\nextension ShopViewController: PromoBannerViewOutput {\n    func didTapBanner() {}\n}\n"
            ),
            (
                "App/Shop/Presenter/ShopPresenter.swift",
                "import Foundation\n\nfinal class ShopPresenter: ShopViewOutput {\n    weak var view: ShopViewInput?\n    func didLoad() { view?.show(title: \"Shop\") }\n}\n"
            ),
            (
                "App/Shop/Assembly/ShopAssembly.swift",
                "import UIKit\n\nenum ShopAssembly {\n    static func make() -> UIViewController {\n        let view = ShopViewController()\n        let presenter = ShopPresenter()\n        view.output = presenter\n        presenter.view = view\n        return view\n    }\n}\n"
            ),
            (
                "App/Design/PromoBanner/PromoBannerView.swift",
                "import UIKit\n\nprotocol PromoBannerViewInput: AnyObject {}\n\nprotocol PromoBannerViewOutput: AnyObject {\n    func didTapBanner()\n}\n\nfinal class PromoBannerView: UIView, PromoBannerViewInput {\n    weak var output: PromoBannerViewOutput?\n}\n"
            ),
            (
                "App/Design/PromoBanner/PromoBannerPresenter.swift",
                "import Foundation\n\nfinal class PromoBannerPresenter {\n    weak var view: PromoBannerViewInput?\n}\n"
            ),
        ]
        let shop = Self.module(sources, "Shop")
        #expect(shop?.components.first { $0.role == .view }?.name == "ShopViewController", "\(String(describing: shop))")
    }

    /// Inverted names: the interactor implements `HomeInteractorOutput` and the presenter
    /// keeps it as its `interactor`. Before, the presenter was taken to keep its view strongly
    /// and the interactor to reference its view.
    @Test func aProtocolTheInteractorImplementsIsTheInteractors() {
        let sources = [
            (
                "App/Home/HomeInteractor.swift",
                "import Foundation\n\nprotocol HomeInteractorOutput: AnyObject {\n    func setWeak(presenter: HomePresenterInput)\n    func session() -> String?\n}\n\nclass HomeInteractor {\n    weak var presenter: HomePresenterInput!\n}\n\nextension HomeInteractor: HomeInteractorOutput {\n    func setWeak(presenter: HomePresenterInput) { self.presenter = presenter }\n    func session() -> String? { nil }\n}\n"
            ),
            (
                "App/Home/HomePresenter.swift",
                "import Foundation\n\nprotocol HomePresenterOutput: AnyObject {\n    func handleAppear()\n}\n\nprotocol HomePresenterInput: AnyObject {}\n\nclass HomePresenter: HomePresenterInput {\n    var interactor: HomeInteractorOutput\n    weak var viewController: HomeViewControllerInput?\n    init(interactor: HomeInteractorOutput) { self.interactor = interactor }\n}\n\nextension HomePresenter: HomePresenterOutput {\n    func handleAppear() { _ = interactor.session() }\n}\n"
            ),
            (
                "App/Home/HomeViewController.swift",
                "import UIKit\n\nprotocol HomeViewControllerInput: AnyObject {}\n\nclass HomeViewController: UIViewController, HomeViewControllerInput {\n    var presenter: HomePresenterOutput!\n}\n"
            ),
        ]
        let home = Self.module(sources, "Home")
        #expect(home?.components.first { $0.role == .interactor }?.name == "HomeInteractor", "\(String(describing: home))")
        #expect(home?.protocols.first { $0.name == "HomeInteractorOutput" }?.role == .interactor, "\(String(describing: home))")
        let findings = Self.findings(sources)
        #expect(!findings.contains { $0.hasSuffix("presenter-strong-view") || $0.hasSuffix("interactor-references-view") }, "\(findings)")
    }
}
