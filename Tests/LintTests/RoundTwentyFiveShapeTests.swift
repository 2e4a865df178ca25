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

    /// One full module in its folder, `Pay<Step>`, whose presenter subclasses `PayPresenter`
    /// when `subclassing`.
    static func payStep(_ step: String, subclassing: Bool = true) -> [SourceFile] {
        let name = "Pay\(step)"
        return [
            SourceFile(
                path: "App/Modules/Pay/\(name)/\(name)Protocols.swift",
                text:
                    "import UIKit\n\nprotocol \(name)ViewProtocol: AnyObject {}\nprotocol \(name)PresenterProtocol: AnyObject {}\nprotocol \(name)InteractorInputProtocol: AnyObject {}\nprotocol \(name)WireframeProtocol: AnyObject {}\n"
            ),
            SourceFile(
                path: "App/Modules/Pay/\(name)/\(name)Presenter.swift",
                text:
                    "import Foundation\n\nfinal class \(name)Presenter: \(subclassing ? "PayPresenter, " : "")\(name)PresenterProtocol {\n    weak var view: \(name)ViewProtocol?\n    let wireframe: \(name)WireframeProtocol\n    let interactor: \(name)InteractorInputProtocol\n\n    init(wireframe: \(name)WireframeProtocol, interactor: \(name)InteractorInputProtocol) {\n        self.wireframe = wireframe\n        self.interactor = interactor\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Pay/\(name)/\(name)ViewController.swift",
                text:
                    "import UIKit\n\nfinal class \(name)ViewController: UIViewController, \(name)ViewProtocol {\n    let presenter: \(name)PresenterProtocol\n\n    init(presenter: \(name)PresenterProtocol) {\n        self.presenter = presenter\n        super.init(nibName: nil, bundle: nil)\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Pay/\(name)/\(name)Interactor.swift",
                text: "import Foundation\n\nfinal class \(name)Interactor: \(name)InteractorInputProtocol {}\n"
            ),
            SourceFile(
                path: "App/Modules/Pay/\(name)/\(name)Wireframe.swift",
                text: "import UIKit\n\nfinal class \(name)Wireframe: \(name)WireframeProtocol {}\n"
            ),
        ]
    }

    /// A base presenter in the flow's `Common` folder that the Setup and Confirm steps' presenters
    /// subclass; with `oneStep`, only Setup subclasses it.
    static func sharedBaseApp(oneStep: Bool) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Modules/Pay/Common/PayPresenter.swift",
                text: "import Foundation\n\nclass PayPresenter {\n    var amount = 0\n}\n"
            )
        ] + payStep("Setup") + (oneStep ? [] : payStep("Confirm"))
    }

    /// The base two modules' presenters subclass is shared: no module 'Pay' of its own, and
    /// neither subclass reaches into one.
    @Test func aBaseClassTwoModulesFoldersSubclassIsShared() {
        let files = Self.sharedBaseApp(oneStep: false)
        let app = LintEngine().model(files, appRoots: [])
        #expect(app.apps[0].modules.map(\.name).sorted() == ["PayConfirm", "PaySetup"], "\(app.apps[0].modules.map(\.name))")
        #expect(app.apps[0].shared.contains { $0.name == "PayPresenter" })
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
    }

    /// Subclassed by one module's presenter alone, the name decides as before: the base is a
    /// variant's root in that module, not shared.
    @Test func aBaseClassOneModuleSubclassesIsNotSharedByThisStep() {
        let app = LintEngine().model(Self.sharedBaseApp(oneStep: true), appRoots: [])
        #expect(!app.apps[0].shared.contains { $0.name == "PayPresenter" }, "\(app.apps[0].shared.map(\.name))")
    }

    /// A module's interactor with two variants beside it in its folder
    /// (`EvmPaySetupInteractor: PaySetupInteractor`) stays the module's interactor, so its
    /// file's UIKit import is reported.
    @Test func variantsInTheBasesFolderKeepTheBaseInItsModule() {
        var files = Self.payStep("Setup", subclassing: false).filter { !$0.path.hasSuffix("Interactor.swift") }
        files += [
            SourceFile(
                path: "App/Modules/Pay/PaySetup/Interactor/PaySetupInteractor.swift",
                text: "import UIKit\n\nclass PaySetupInteractor: PaySetupInteractorInputProtocol {}\n"
            ),
            SourceFile(
                path: "App/Modules/Pay/PaySetup/Interactor/EvmPaySetupInteractor.swift",
                text: "import Foundation\n\nfinal class EvmPaySetupInteractor: PaySetupInteractor {}\n"
            ),
            SourceFile(
                path: "App/Modules/Pay/PaySetup/Interactor/ChainPaySetupInteractor.swift",
                text: "import Foundation\n\nfinal class ChainPaySetupInteractor: PaySetupInteractor {}\n"
            ),
        ]
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Modules/Pay/PaySetup/Interactor/PaySetupInteractor.swift:1 interactor-imports-ui"), "\(found)")
    }

    /// Two modules whose assemblies (a builder, a router) each make a use case from the app's
    /// `UseCase` folder (`LoadUserUseCaseImpl`) and hand it to their interactor.
    static func sharedUseCaseApp() -> [SourceFile] {
        let useCase = "LoadUserUseCase"
        var files = [
            SourceFile(
                path: "App/Source/UseCase/\(useCase).swift",
                text:
                    "import Foundation\n\nprotocol \(useCase) {\n    func execute()\n}\n\nstruct \(useCase)Impl: \(useCase) {\n    func execute() {}\n}\n"
            )
        ]
        // Feed's builder assembles it; Profile's router assembles Profile.
        let assembler = ["Feed": "ModuleBuilder", "Profile": "Router"]
        for name in ["Feed", "Profile"] {
            files += [
                SourceFile(
                    path: "App/Source/\(name)/\(name)Interactor.swift",
                    text:
                        "import Foundation\n\nprotocol \(name)Interactable: AnyObject {}\n\nfinal class \(name)Interactor: \(name)Interactable {\n    weak var presenter: \(name)Presenter?\n    private let useCase: any \(useCase)\n    init(useCase: any \(useCase)) { self.useCase = useCase }\n}\n"
                ),
                SourceFile(
                    path: "App/Source/\(name)/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nfinal class \(name)Presenter {\n    weak var view: \(name)ViewController?\n    var interactor: (any \(name)Interactable)?\n}\n"
                ),
                SourceFile(
                    path: "App/Source/\(name)/\(name)ViewController.swift",
                    text: "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    var presenter: \(name)Presenter?\n}\n"
                ),
                SourceFile(
                    path: "App/Source/\(name)/\(name)\(assembler[name]!).swift",
                    text:
                        "import UIKit\n\nfinal class \(name)\(assembler[name]!) {\n    static func build() -> UIViewController {\n        let view = \(name)ViewController()\n        let presenter = \(name)Presenter()\n        let interactor = \(name)Interactor(useCase: \(useCase)Impl())\n        interactor.presenter = presenter\n        presenter.view = view\n        presenter.interactor = interactor\n        view.presenter = presenter\n        return view\n    }\n}\n"
                ),
            ]
        }
        return files
    }

    /// A use case that two modules' assemblies make is theirs to share: no module's interactor,
    /// and no reach-in when the other module's interactor keeps it.
    @Test func aUseCaseSeveralModulesMakeIsShared() {
        let files = Self.sharedUseCaseApp()
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules
        #expect(!modules.contains { $0.components.contains { $0.name == "LoadUserUseCaseImpl" } }, "\(modules)")
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
    }

    /// A presenter keeping its router typed as the app's generic base (`Router<DetailViewController>`)
    /// keeps a router, not its view; with `viewToo`, it also keeps the view strongly.
    static func genericRouterApp(viewToo: Bool) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Common/Router.swift",
                text: "import UIKit\n\nclass Router<Screen: UIViewController> {\n    weak var viewController: Screen?\n}\n"
            ),
            SourceFile(
                path: "App/Detail/DetailRouter.swift",
                text:
                    "import UIKit\n\nfinal class DetailRouter: Router<DetailViewController> {\n    func close() { viewController?.dismiss(animated: true) }\n}\n"
            ),
            SourceFile(
                path: "App/Detail/DetailPresenter.swift",
                text:
                    "import Foundation\n\nfinal class DetailPresenter {\n    private let router: Router<DetailViewController>\n"
                    + (viewToo ? "    private let view: DetailViewController\n" : "    weak var view: DetailViewController?\n")
                    + "    let interactor: DetailInteractor\n\n    init(router: Router<DetailViewController>, view: DetailViewController, interactor: DetailInteractor) {\n        self.router = router\n        self.view = view\n        self.interactor = interactor\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Detail/DetailInteractor.swift",
                text: "import Foundation\n\nfinal class DetailInteractor {}\n"
            ),
            SourceFile(
                path: "App/Detail/DetailViewController.swift",
                text: "import UIKit\n\nfinal class DetailViewController: UIViewController {\n    var presenter: DetailPresenter?\n}\n"
            ),
        ]
    }

    @Test func aRouterTypedAsAGenericBaseIsNotTheView() {
        let found = LintEngine().findingLines(Self.genericRouterApp(viewToo: false))
        #expect(!found.contains { $0.hasSuffix("presenter-strong-view") }, "\(found)")
        // The view kept strongly beside it is still reported.
        let strong = LintEngine().findingLines(Self.genericRouterApp(viewToo: true))
        #expect(strong.contains("App/Detail/DetailPresenter.swift:5 presenter-strong-view"), "\(strong)")
    }

    /// Two modules whose presenters adopt a protocol of no role name (`<Module>Presentable`);
    /// Walk's router keeps Mate's. With `viewKeepsProtocol`, each view keeps its presenter
    /// through that protocol; else through the class, so the protocol is only what others see.
    static func presentableApp(viewKeepsProtocol: Bool) -> [SourceFile] {
        var files: [SourceFile] = []
        for name in ["Mate", "Walk"] {
            files += [
                SourceFile(
                    path: "App/\(name)/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nprotocol \(name)Presentable: AnyObject {\n    func load()\n}\n\nfinal class \(name)Presenter: \(name)Presentable {\n    weak var view: \(name)ViewController?\n    var interactor: \(name)Interactor?\n    func load() {}\n}\n"
                ),
                SourceFile(
                    path: "App/\(name)/\(name)ViewController.swift",
                    text:
                        "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    var presenter: \(viewKeepsProtocol ? "(any \(name)Presentable)?" : "\(name)Presenter?")\n}\n"
                ),
                SourceFile(
                    path: "App/\(name)/\(name)Interactor.swift",
                    text: "import Foundation\n\nfinal class \(name)Interactor {\n    weak var presenter: \(name)Presenter?\n}\n"
                ),
            ]
        }
        files.append(
            SourceFile(
                path: "App/Walk/WalkRouter.swift",
                text: "import UIKit\n\nfinal class WalkRouter {\n    weak var presenter: (any MatePresentable)?\n}\n"
            ))
        return files
    }

    /// Kept by its own view, the protocol is the presenter's, and another module's router that
    /// keeps it reaches in.
    @Test func aPresenterProtocolItsOwnViewKeepsIsNoChannel() {
        let found = LintEngine().findingLines(Self.presentableApp(viewKeepsProtocol: true))
        #expect(found.contains("App/Walk/WalkRouter.swift:4 cross-module-reach-in"), "\(found)")
    }

    /// Kept by none of its own module, it is the input the module publishes, as before.
    @Test func aPresenterProtocolOnlyOthersKeepIsAChannel() {
        let found = LintEngine().findingLines(Self.presentableApp(viewKeepsProtocol: false))
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
    }

    /// Review cases of the steps above: a flat folder whose two modules subclass one base view
    /// and presenter; a module's base view with variants in folders below its own; a router
    /// making another module's interactor inline; a router typed `BaseRouter<…>`.
    @Test func baseClassesOfAFlatFolderStayShared() {
        let files = [
            SourceFile(
                path: "App/List.swift",
                text: "import UIKit\nclass ListViewController: UIViewController {}\nclass ListPresenter {}\n"
            ),
            SourceFile(
                path: "App/UserList.swift",
                text:
                    "import UIKit\nfinal class UserListViewController: ListViewController { var presenter: UserListPresenter? }\nfinal class UserListPresenter: ListPresenter { weak var view: UserListViewController? }\n"
            ),
            SourceFile(
                path: "App/RepoList.swift",
                text:
                    "import UIKit\nfinal class RepoListViewController: ListViewController { var presenter: RepoListPresenter? }\nfinal class RepoListPresenter: ListPresenter { weak var view: RepoListViewController? }\n"
            ),
        ]
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
    }

    @Test func variantsBelowTheBasesFolderKeepItInItsModule() {
        let files = [
            SourceFile(
                path: "App/Home/Home.swift",
                text:
                    "import UIKit\nprotocol HomeRouterProtocol: AnyObject {}\nclass HomeViewController: UIViewController {\n    weak var presenter: HomePresenter?\n    var router: HomeRouterProtocol?\n}\nfinal class HomePresenter { weak var view: HomeViewController? }\n"
            ),
            SourceFile(
                path: "App/Home/Compact/HomeCompactViewController.swift",
                text: "final class HomeCompactViewController: HomeViewController {}\n"
            ),
            SourceFile(
                path: "App/Home/Regular/HomeRegularViewController.swift",
                text: "final class HomeRegularViewController: HomeViewController {}\n"
            ),
        ]
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Home/Home.swift:5 view-references-router"), "\(found)")
    }

    @Test func aRouterMakingAnotherModulesInteractorInlineDoesNotShareIt() {
        let files = [
            SourceFile(
                path: "App/Home/Home.swift",
                text:
                    "import UIKit\nfinal class HomeViewController: UIViewController { var presenter: HomePresenter? }\nfinal class HomePresenter { weak var view: HomeViewController?; var router: HomeRouter? }\nfinal class HomeRouter {\n    weak var viewController: UIViewController?\n    func openProfile() {\n        let view = ProfileViewController(); let presenter = ProfilePresenter()\n        presenter.interactor = AccountInteractor(); presenter.view = view; view.presenter = presenter\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Interactors/AccountInteractor.swift",
                text: "import Foundation\nfinal class AccountInteractor {}\n"
            ),
            SourceFile(
                path: "App/Profile/Profile.swift",
                text:
                    "import UIKit\nfinal class ProfileViewController: UIViewController { var presenter: ProfilePresenter? }\nfinal class ProfilePresenter { weak var view: ProfileViewController?; var interactor: AccountInteractor? }\nenum ProfileBuilder {\n    static func build() -> UIViewController {\n        let view = ProfileViewController(); let presenter = ProfilePresenter()\n        presenter.interactor = AccountInteractor(); presenter.view = view; view.presenter = presenter\n        return view\n    }\n}\n"
            ),
        ]
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Home/Home.swift:8 cross-module-reach-in"), "\(found)")
    }

    @Test func aRouterTypedAsABaseRouterIsNotTheView() {
        let files = [
            SourceFile(
                path: "App/Common/BaseRouter.swift",
                text: "import UIKit\nclass BaseRouter<Screen: UIViewController> { weak var viewController: Screen? }\n"
            ),
            SourceFile(
                path: "App/Detail/Detail.swift",
                text:
                    "import UIKit\nfinal class DetailRouter: BaseRouter<DetailViewController> {}\nfinal class DetailPresenter {\n    private let router: BaseRouter<DetailViewController>\n    weak var view: DetailViewController?\n    init(router: BaseRouter<DetailViewController>) { self.router = router }\n}\nfinal class DetailViewController: UIViewController { var presenter: DetailPresenter? }\n"
            ),
        ]
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("presenter-strong-view") }, "\(found)")
    }
}
