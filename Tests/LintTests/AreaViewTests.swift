import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// A module whose one presenter, interactor and router serve several screens: every view
/// controller of the area adopts the module's view protocol and is made with
/// `<Module>Router.createModule(controller: self)`.
struct AreaViewTests {
    static let protocols = SourceFile(
        path: "App/Account/AccountProtocol/AccountProtocol.swift",
        text:
            "import UIKit\n\nprotocol AccountPresenterToAccountViewProtocol {\n    func show(name: String)\n}\n\nprotocol AccountViewToAccountPresenterProtocol: AnyObject {\n    var accountView: AccountPresenterToAccountViewProtocol? { get set }\n    func load()\n}\n\nprotocol AccountPresenterToAccountInteractorProtocol: AnyObject {\n    func load()\n}\n\nprotocol AccountPresenterToAccountRouterProtocol: AnyObject {}\n"
    )
    static let stack = [
        SourceFile(
            path: "App/Account/AccountPresenter/AccountPresenter.swift",
            text:
                "import Foundation\n\nclass AccountPresenter: AccountViewToAccountPresenterProtocol {\n    var accountView: AccountPresenterToAccountViewProtocol?\n    var accountInteractor: AccountPresenterToAccountInteractorProtocol?\n    var accountRouter: AccountPresenterToAccountRouterProtocol?\n    func load() { accountInteractor?.load() }\n}\n"
        ),
        SourceFile(
            path: "App/Account/AccountInteractor/AccountInteractor.swift",
            text:
                "import Foundation\n\nclass AccountInteractor: AccountPresenterToAccountInteractorProtocol {\n    func load() {}\n}\n"
        ),
        SourceFile(
            path: "App/Account/AccountRouter/AccountRouter.swift",
            text:
                "import UIKit\n\nclass AccountRouter: AccountPresenterToAccountRouterProtocol {\n    static func createModule(controller: UIViewController & AccountPresenterToAccountViewProtocol) -> AccountViewToAccountPresenterProtocol {\n        let presenter = AccountPresenter()\n        let interactor = AccountInteractor()\n        presenter.accountView = controller\n        presenter.accountInteractor = interactor\n        presenter.accountRouter = AccountRouter()\n        return presenter\n    }\n}\n"
        ),
    ]

    /// One screen of the area: it makes its stack around itself and uses a session singleton.
    static func screen(_ name: String) -> SourceFile {
        SourceFile(
            path: "App/Account/AccountView/\(name).swift",
            text:
                "import UIKit\n\nclass \(name): UIViewController {\n    var presenter: AccountViewToAccountPresenterProtocol?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        presenter = AccountRouter.createModule(controller: self)\n        title = SessionManager.shared.userName\n    }\n}\n\nextension \(name): AccountPresenterToAccountViewProtocol {\n    func show(name: String) { title = name }\n}\n"
        )
    }

    /// Every controller adopting the area's view protocol is a view of the module, so the
    /// presenter's strong hold on that protocol and each screen's singleton are reported.
    @Test func theScreensOfAnAreaAreItsViews() {
        let files = [Self.protocols] + Self.stack + [Self.screen("ProfileController"), Self.screen("WalletViewController")]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.modules.map(\.name) == ["Account"], "\(app.modules.map(\.name))")
        let views = app.modules.first?.components.filter { $0.role == .view }.map(\.name).sorted()
        #expect(views == ["ProfileController", "WalletViewController"], "\(String(describing: views))")
        #expect(!app.shared.contains { $0.name == "AccountPresenterToAccountViewProtocol" }, "\(app.shared)")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Account/AccountPresenter/AccountPresenter.swift:4 presenter-strong-view"), "\(found)")
        #expect(found.contains("App/Account/AccountView/ProfileController.swift:8 view-uses-service"), "\(found)")
        #expect(found.contains("App/Account/AccountView/WalletViewController.swift:8 view-uses-service"), "\(found)")
    }

    /// Screens with presenters of their own that share one view protocol are modules of their
    /// own, and the protocol is a base they share.
    @Test func screensWithTheirOwnPresentersShareTheProtocol() {
        var files = [Self.protocols] + Self.stack
        for name in ["Profile", "Wallet"] {
            files.append(
                SourceFile(
                    path: "App/\(name)/\(name)ViewController.swift",
                    text:
                        "import UIKit\n\nclass \(name)ViewController: UIViewController, AccountPresenterToAccountViewProtocol {\n    var presenter: \(name)Presenter?\n    func show(name: String) {}\n}\n"
                ))
            files.append(
                SourceFile(
                    path: "App/\(name)/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nclass \(name)Presenter {\n    weak var view: \(name)ViewController?\n    let interactor = \(name)Interactor()\n}\n\nclass \(name)Interactor {}\n"
                ))
        }
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "AccountPresenterToAccountViewProtocol" && $0.kind == .baseType }, "\(app.shared)")
    }

    /// Views that are no controllers (text fields adopting a formatter's view protocol) are
    /// parts, and the protocol stays a base.
    @Test func partsAdoptingAViewProtocolAreNoScreens() {
        var files = [Self.protocols] + Self.stack
        for name in ["AmountField", "CodeField"] {
            files.append(
                SourceFile(
                    path: "App/Shared/\(name)/\(name).swift",
                    text:
                        "import UIKit\n\nclass \(name): UITextField, AccountPresenterToAccountViewProtocol {\n    func show(name: String) { text = name }\n}\n"
                ))
        }
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let views = app.modules.flatMap(\.components).filter { $0.role == .view }.map(\.name)
        #expect(!views.contains("AmountField") && !views.contains("CodeField"), "\(views)")
        #expect(app.shared.contains { $0.name == "AccountPresenterToAccountViewProtocol" }, "\(app.shared)")
    }

    /// A presenter with no interactor or router (a formatter's `InputPresenter`) makes no area:
    /// controllers adopting its view protocol stay what their names say.
    @Test func aPresenterAloneMakesNoArea() {
        var files = [
            SourceFile(
                path: "App/Formatters/InputPresenter.swift",
                text:
                    "import Foundation\n\nprotocol InputView: AnyObject {\n    func show(text: String)\n}\n\nfinal class InputPresenter {\n    weak var output: InputView?\n}\n"
            )
        ]
        for name in ["AmountViewController", "CodeViewController"] {
            files.append(
                SourceFile(
                    path: "App/Screens/\(name).swift",
                    text: "import UIKit\n\nclass \(name): UIViewController, InputView {\n    func show(text: String) { title = text }\n}\n"
                ))
        }
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "InputView" }, "\(app.shared)")
    }

    /// Controllers in other folders adopting the view protocol are other modules' screens (an
    /// alert protocol every screen adopts): the protocol stays a base they share.
    @Test func controllersElsewhereShareTheProtocol() {
        let files =
            [Self.protocols] + Self.stack + [Self.screen("ProfileController")]
            + ["Settings", "About"].map { name in
                SourceFile(
                    path: "App/\(name)/\(name)ViewController.swift",
                    text:
                        "import UIKit\n\nclass \(name)ViewController: UIViewController, AccountPresenterToAccountViewProtocol {\n    func show(name: String) {}\n}\n"
                )
            }
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "AccountPresenterToAccountViewProtocol" }, "\(app.shared)")
    }

    /// A protocol's prefix that merely starts with another module's name (`Home` and the
    /// `HomeDetail` stack) makes no area of that module.
    @Test func aLongerModuleNameIsNoArea() {
        let files = [
            SourceFile(
                path: "App/HomeDetail/HomeDetailPresenter.swift",
                text:
                    "import Foundation\n\nprotocol HomeViewProtocol: AnyObject {\n    func reload()\n}\n\nfinal class HomeDetailPresenter {\n    let interactor = HomeDetailInteractor()\n}\n\nfinal class HomeDetailInteractor {}\n"
            ),
            SourceFile(
                path: "App/HomeDetail/FeedViewController.swift",
                text: "import UIKit\n\nclass FeedViewController: UIViewController, HomeViewProtocol {\n    func reload() {}\n}\n"),
            SourceFile(
                path: "App/HomeDetail/CartViewController.swift",
                text: "import UIKit\n\nclass CartViewController: UIViewController, HomeViewProtocol {\n    func reload() {}\n}\n"),
        ]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "HomeViewProtocol" }, "\(app.shared)")
    }

    /// An interactor and a router without a presenter make no area either.
    @Test func aStackWithoutAPresenterIsNoArea() {
        let files = [
            SourceFile(
                path: "App/Account/AccountStack.swift",
                text:
                    "import UIKit\n\nprotocol AccountViewProtocol: AnyObject {\n    func reload()\n}\n\nfinal class AccountInteractor {}\nfinal class AccountRouter {\n    let interactor = AccountInteractor()\n}\n"
            ),
            Self.areaScreen("ProfileController"), Self.areaScreen("WalletViewController"),
        ]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "AccountViewProtocol" }, "\(app.shared)")
    }

    static func areaScreen(_ name: String) -> SourceFile {
        SourceFile(
            path: "App/Account/\(name).swift",
            text: "import UIKit\n\nclass \(name): UIViewController, AccountViewProtocol {\n    func reload() {}\n}\n")
    }
}
