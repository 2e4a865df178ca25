import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// A framework view's delegate protocol named like a view protocol (`SlideViewProtocol`, kept by
/// `SlideView: UIView`) is a channel: the screen that adopts it beside its own view protocol is
/// still its module's view.
struct ViewDelegateShapeTests {
    static let files: [SourceFile] = [
        SourceFile(
            path: "App/Core/SlideView.swift",
            text:
                "import UIKit\n\nprotocol SlideViewProtocol {\n    func currentPageDidChange(to page: Int)\n}\n\nfinal class SlideView: UIView {\n    private var delegate: SlideViewProtocol?\n    init(delegate: SlideViewProtocol?) {\n        self.delegate = delegate\n        super.init(frame: .zero)\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Home/HomeViewController.swift",
            text:
                "import UIKit\n\nprotocol HomeViewProtocol: AnyObject {\n    func reload()\n}\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenterProtocol!\n    lazy var slides = SlideView(delegate: self)\n    @objc func tap() { presenter.didTap() }\n}\n\nextension HomeViewController: SlideViewProtocol {\n    func currentPageDidChange(to page: Int) {}\n}\n\nextension HomeViewController: HomeViewProtocol {\n    func reload() {}\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Home/HomePresenter.swift",
            text:
                "protocol HomePresenterProtocol: AnyObject {\n    func didTap()\n}\n\nfinal class HomePresenter: HomePresenterProtocol {\n    weak var view: HomeViewProtocol?\n    let router = HomeRouter()\n    func didTap() { router.openDetail() }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Home/HomeRouter.swift",
            text:
                "import UIKit\n\nfinal class HomeRouter {\n    weak var viewController: UIViewController?\n    static func build() -> UIViewController {\n        let view = HomeViewController()\n        let presenter = HomePresenter()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.router.viewController = view\n        return view\n    }\n    func openDetail() {}\n}\n"
        ),
    ]

    /// Before: `HomeViewController` was an app-wide implementation of 'Home' and 'Slide', so
    /// module Home had no view.
    @Test func aScreenAdoptingAViewsDelegateStaysItsModulesView() {
        let app = LintEngine().model(Self.files, appRoots: []).apps[0]
        #expect(app.placements["HomeViewController"]?.role == .view, "\(app.shared.map(\.name))")
        #expect(app.placements["HomeViewController"]?.module == "Home")
        #expect(app.modules.map(\.name) == ["Home"], "\(app.modules.map(\.name))")
    }

    /// A screen's own delegate protocol, named like a view protocol, that the screen that opens
    /// it adopts (`EditorViewControllerProtocol`, kept by `EditorViewController` as `delegate`).
    static let opener: [SourceFile] = [
        SourceFile(
            path: "App/Editor/EditorViewController.swift",
            text:
                "import UIKit\n\nprotocol EditorViewControllerProtocol: AnyObject {\n    func editorDidSave()\n}\n\nprotocol EditorViewInput: AnyObject {}\n\nfinal class EditorViewController: UIViewController, EditorViewInput {\n    var presenter: EditorPresenter!\n    weak var delegate: EditorViewControllerProtocol?\n    @objc func save() { delegate?.editorDidSave() }\n}\n\nfinal class EditorPresenter {\n    weak var view: EditorViewInput?\n    var router: EditorRouter!\n}\n\nfinal class EditorRouter {\n    weak var viewController: UIViewController?\n}\n"
        ),
        SourceFile(
            path: "App/List/ListViewController.swift",
            text:
                "import UIKit\n\nprotocol ListViewInput: AnyObject {}\n\nfinal class ListViewController: UIViewController, ListViewInput {\n    var presenter: ListPresenter!\n}\n\nextension ListViewController: EditorViewControllerProtocol {\n    func editorDidSave() {}\n}\n\nfinal class ListPresenter {\n    weak var view: ListViewInput?\n    var router: ListRouter!\n}\n\nfinal class ListRouter {\n    weak var viewController: UIViewController?\n}\n"
        ),
    ]

    /// Before: `ListViewController` was an app-wide implementation of 'Editor' and 'List'.
    @Test func aScreenAdoptingTheDelegateOfAScreenItOpensStaysItsModulesView() {
        let app = LintEngine().model(Self.opener, appRoots: []).apps[0]
        #expect(app.placements["ListViewController"]?.role == .view, "\(app.shared.map(\.name))")
        #expect(app.placements["ListViewController"]?.module == "List")
        #expect(app.modules.map(\.name).sorted() == ["Editor", "List"], "\(app.modules.map(\.name))")
    }

    /// A controller that plays the presenter keeps its module's view protocol as its
    /// `moduleView`, not as a delegate: the protocol stays the view's, the controller the
    /// presenter.
    @Test func aControllerPresentersModuleViewIsNoDelegate() {
        let file = SourceFile(
            path: "App/Coin/Coin.swift",
            text:
                "import UIKit\n\nprotocol CoinViewOutput: AnyObject {\n    func tap()\n}\nprotocol CoinViewInput {\n    func show()\n}\ntypealias CoinViewProtocol = UIView & CoinViewInput\n\nfinal class CoinView: CoinViewProtocol {\n    weak var output: CoinViewOutput?\n    func show() {}\n}\n\nprotocol CoinModuleInput {}\ntypealias CoinModule = UIViewController & CoinModuleInput\n\nfinal class CoinViewController: CoinModule {\n    private let moduleView: UIView & CoinViewInput\n    private let interactor: CoinInteractorInput\n    init(moduleView: UIView & CoinViewInput, interactor: CoinInteractorInput) {\n        self.moduleView = moduleView\n        self.interactor = interactor\n        super.init(nibName: nil, bundle: nil)\n    }\n}\nextension CoinViewController: CoinViewOutput {\n    func tap() { moduleView.show() }\n}\n\nprotocol CoinInteractorInput {}\nprotocol CoinInteractorOutput: AnyObject {}\nfinal class CoinInteractor: CoinInteractorInput {\n    weak var output: CoinInteractorOutput?\n}\nextension CoinViewController: CoinInteractorOutput {}\n\nfinal class CoinAssembly {\n    func assembleModule() -> CoinModule {\n        let view = CoinView()\n        let interactor = CoinInteractor()\n        let presenter = CoinViewController(moduleView: view, interactor: interactor)\n        view.output = presenter\n        interactor.output = presenter\n        return presenter\n    }\n}\n"
        )
        let app = LintEngine().model([file], appRoots: []).apps[0]
        #expect(app.placements["CoinViewController"]?.role == .presenter, "\(String(describing: app.placements["CoinViewController"]))")
        #expect(app.placements["CoinView"]?.role == .view)
    }

    /// A piece of the view that keeps the module's view protocol as its delegate leaves it the
    /// view protocol its own screen adopts (`LoginViewController: LoginViewProtocol`), whatever
    /// holds it for the presenter (a generic base here).
    @Test func aViewProtocolItsScreenAdoptsIsNoDelegate() {
        let file = SourceFile(
            path: "App/Login/Login.swift",
            text:
                "import UIKit\n\nprotocol LoginViewProtocol: AnyObject {\n    func showError(_ message: String)\n    func didTapLogin()\n}\n\nclass BasePresenter<View> {\n    var view: View?\n}\n\nfinal class LoginPresenter: BasePresenter<LoginViewProtocol> {\n    var router: LoginRouter!\n    func login() { view?.showError(\"\") }\n}\n\nfinal class LoginViewController: UIViewController, LoginViewProtocol {\n    var presenter: LoginPresenter!\n    private let loginView = LoginView()\n    override func loadView() { loginView.delegate = self; view = loginView }\n    func showError(_ message: String) {}\n    func didTapLogin() { presenter.login() }\n}\n\nfinal class LoginView: UIView {\n    weak var delegate: LoginViewProtocol?\n}\n\nfinal class LoginRouter {\n    weak var viewController: UIViewController?\n    static func build() -> UIViewController {\n        let view = LoginViewController()\n        let presenter = LoginPresenter()\n        let router = LoginRouter()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.router = router\n        router.viewController = view\n        return view\n    }\n}\n"
        )
        let app = LintEngine().model([file], appRoots: []).apps[0]
        #expect(app.placements["LoginViewProtocol"]?.isChannel == false, "\(String(describing: app.placements["LoginViewProtocol"]))")
        #expect(app.placements["LoginViewController"]?.role == .view)
    }
}
