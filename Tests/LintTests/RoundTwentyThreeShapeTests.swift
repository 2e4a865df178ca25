import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-three held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundTwentyThreeShapeTests {
    /// A presenter file that also declares the protocol the presenter talks to its view through
    /// (`SongsPresenterOutput`), which the view adopts only through a protocol refining it and
    /// its own view protocol (`SongsAssemblable`).
    static func refinedOutputApp(viewAdopts: Bool = true) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Modules/Songs/SongsPresenter.swift",
                text:
                    "import UIKit\n\nprotocol SongsPresenterInput: AnyObject {\n    func load()\n}\n\nprotocol SongsPresenterOutput: AnyObject {\n    func show(count: Int)\n}\n\nfinal class SongsPresenter: SongsPresenterInput {\n    weak var output: SongsPresenterOutput?\n    var interactor: SongsInteractor?\n    func load() { output?.show(count: 0) }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Songs/SongsInteractor.swift",
                text: "import Foundation\n\nfinal class SongsInteractor {\n    weak var presenter: SongsPresenter?\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Songs/SongsViewController.swift",
                text:
                    "import UIKit\n\nprotocol SongsViewProtocol: AnyObject {}\n\nfinal class SongsViewController: UIViewController, SongsViewProtocol {\n    var presenter: SongsPresenterInput?\n}\n"
                    + (viewAdopts ? "\nextension SongsViewController: SongsAssemblable {\n    func show(count: Int) {}\n}\n" : "")
            ),
            SourceFile(
                path: "App/Modules/Songs/SongsAssembly.swift",
                text:
                    "import UIKit\n\nprotocol SongsAssemblable: SongsViewProtocol, SongsPresenterOutput {}\n\nenum SongsAssembly {\n    static func assembly(with output: SongsPresenterOutput) {\n        let presenter = SongsPresenter()\n        let interactor = SongsInteractor()\n        presenter.output = output\n        presenter.interactor = interactor\n        interactor.presenter = presenter\n    }\n}\n"
            ),
        ]
    }

    /// The output protocol the view adopts is the view's, so the presenter's file declares the
    /// view's protocol too and may import UIKit; the presenter keeps its view weakly.
    @Test func aPresenterOutputTheViewAdoptsThroughARefinementIsTheViews() {
        let files = Self.refinedOutputApp()
        let module = LintEngine().model(files, appRoots: []).apps[0].modules.first { $0.name == "Songs" }
        #expect(module?.protocols.first { $0.name == "SongsPresenterOutput" }?.role == .view, "\(String(describing: module))")
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("presenter-imports-ui") }, "\(found)")
    }

    /// Adopted by nothing, it says no role, and the file is the presenter's alone.
    @Test func anOutputNoViewAdoptsSaysNoRole() {
        let files = Self.refinedOutputApp(viewAdopts: false)
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Modules/Songs/SongsPresenter.swift:1 presenter-imports-ui"), "\(found)")
    }

    /// Two screens whose coordinators push them, and a tab coordinator in a folder of its own
    /// beside them that fills a plain `UITabBarController`; with `ownTabBar`, the folder also
    /// holds the app's own tab bar controller.
    static func tabCoordinatorApp(ownTabBar: Bool) -> [SourceFile] {
        var files: [SourceFile] = []
        for name in ["Home", "Search"] {
            files += [
                SourceFile(
                    path: "App/Module/\(name)/Presenter/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nfinal class \(name)Presenter: ObservableObject {\n    let coordinator: \(name)Coordinator\n    init(coordinator: \(name)Coordinator) { self.coordinator = coordinator }\n}\n"
                ),
                SourceFile(
                    path: "App/Module/\(name)/View/\(name)ViewController.swift",
                    text: "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    var presenter: \(name)Presenter!\n}\n"
                ),
                SourceFile(
                    path: "App/Module/\(name)/Router/\(name)Coordinator.swift",
                    text:
                        "import UIKit\n\nfinal class \(name)Coordinator {\n    weak var navigationController: UINavigationController?\n    func start() {\n        let view = \(name)ViewController()\n        view.presenter = \(name)Presenter(coordinator: self)\n        navigationController?.pushViewController(view, animated: false)\n    }\n}\n"
                ),
            ]
        }
        let tabBar = ownTabBar ? "MainTabBarController" : "UITabBarController"
        files.append(
            SourceFile(
                path: "App/Module/Coordinator/Coordinator.swift",
                text:
                    "import UIKit\n\nfinal class MainCoordinator {\n    var tabBarController: \(tabBar)\n    init() { tabBarController = \(tabBar)() }\n    func start() {\n        HomeCoordinator().start()\n        SearchCoordinator().start()\n    }\n}\n"
                    + (ownTabBar ? "\nfinal class MainTabBarController: UITabBarController {}\n" : "")
            ))
        return files
    }

    /// Alone, over a plain tab bar controller, it is the app's flow: no module, and keeping
    /// the tab bar controller is no module router's strong view.
    @Test func aLoneTabCoordinatorIsTheAppsFlow() {
        let files = Self.tabCoordinatorApp(ownTabBar: false)
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules.map(\.name).sorted()
        #expect(modules == ["Home", "Search"], "\(modules)")
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasPrefix("App/Module/Coordinator/") }, "\(found)")
    }

    /// With the app's own tab bar controller, it is the tab bar's module, as before.
    @Test func aTabCoordinatorWithItsOwnTabBarIsAModule() {
        let files = Self.tabCoordinatorApp(ownTabBar: true)
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules.map(\.name).sorted()
        #expect(modules == ["Home", "Main", "Search"], "\(modules)")
    }

    /// A module with no interactor whose presenter keeps a service named for the module, in the
    /// module's folder; with `interactor`, the module has an interactor of its own too.
    static func serviceApp(interactor: Bool) -> [SourceFile] {
        var files = [
            SourceFile(
                path: "App/UI/Wallet/Presenter/WalletPresenter.swift",
                text:
                    "import Foundation\n\nfinal class WalletPresenter {\n    weak var view: WalletViewController?\n    private let service: WalletServiceProtocol\n    init(service: WalletServiceProtocol) { self.service = service }\n}\n"
            ),
            SourceFile(
                path: "App/UI/Wallet/View/WalletViewController.swift",
                text: "import UIKit\n\nfinal class WalletViewController: UIViewController {\n    var presenter: WalletPresenter!\n}\n"
            ),
            SourceFile(
                path: "App/UI/Wallet/Service/WalletService.swift",
                text:
                    "import UIKit\n\nprotocol WalletServiceProtocol: AnyObject {\n    func load()\n}\n\nfinal class WalletService: WalletServiceProtocol {\n    func load() {}\n}\n"
            ),
        ]
        if interactor {
            files.append(
                SourceFile(
                    path: "App/UI/Wallet/Interactor/WalletInteractor.swift",
                    text:
                        "import Foundation\n\nfinal class WalletInteractor {\n    weak var presenter: WalletPresenter?\n    let service: WalletServiceProtocol = WalletService()\n}\n"
                ))
        }
        return files
    }

    /// The service plays the interactor, so its file importing UIKit is reported.
    @Test func aServiceNamedForAModuleWithoutAnInteractorIsItsInteractor() {
        let files = Self.serviceApp(interactor: false)
        let module = LintEngine().model(files, appRoots: []).apps[0].modules.first { $0.name == "Wallet" }
        #expect(module?.components.first { $0.role == .interactor }?.name == "WalletService", "\(String(describing: module))")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/UI/Wallet/Service/WalletService.swift:1 interactor-imports-ui"), "\(found)")
    }

    /// Beside an interactor it is a service, as it says.
    @Test func aServiceBesideAnInteractorStaysAService() {
        let module = LintEngine().model(Self.serviceApp(interactor: true), appRoots: []).apps[0].modules.first { $0.name == "Wallet" }
        #expect(module?.components.filter { $0.role == .interactor }.map(\.name) == ["WalletInteractor"], "\(String(describing: module))")
    }

    /// A presenter that keeps an interactor named for something else (`UserInteractor`) and a
    /// service named for its module: the service stays a service.
    @Test func aServiceBesideAnInteractorOfAnotherNameStaysAService() {
        var files = Self.serviceApp(interactor: false).filter { !$0.path.hasSuffix("WalletPresenter.swift") }
        files += [
            SourceFile(
                path: "App/UI/Wallet/Presenter/WalletPresenter.swift",
                text:
                    "import Foundation\n\nfinal class WalletPresenter {\n    weak var view: WalletViewController?\n    var interactor: BalanceInteractor!\n    private let service: WalletServiceProtocol\n    init(service: WalletServiceProtocol) { self.service = service }\n}\n"
            ),
            SourceFile(
                path: "App/UI/Wallet/Interactor/BalanceInteractor.swift",
                text: "import Foundation\n\nfinal class BalanceInteractor {}\n"
            ),
        ]
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("interactor-imports-ui") }, "\(found)")
    }

    /// A service named for one module that another module's presenter keeps too is a service
    /// both use, not an interactor one of them reaches into.
    @Test func aServiceTwoModulesKeepStaysAService() {
        let files =
            Self.serviceApp(interactor: false) + [
                SourceFile(
                    path: "App/UI/Send/SendPresenter.swift",
                    text:
                        "import Foundation\n\nfinal class SendPresenter {\n    weak var view: SendViewController?\n    var interactor: SendInteractor!\n    let wallet: WalletServiceProtocol = WalletService()\n}\n"
                ),
                SourceFile(
                    path: "App/UI/Send/SendViewController.swift",
                    text: "import UIKit\n\nfinal class SendViewController: UIViewController {\n    var presenter: SendPresenter!\n}\n"
                ),
                SourceFile(
                    path: "App/UI/Send/SendInteractor.swift",
                    text: "import Foundation\n\nfinal class SendInteractor {\n    weak var presenter: SendPresenter?\n}\n"
                ),
            ]
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") || $0.hasSuffix("interactor-imports-ui") }, "\(found)")
    }

    /// A lone router that fills the window is the app-root module still; one that keeps a
    /// navigation controller the app declares for every screen is the app's flow.
    @Test func aLoneRouterFillingTheWindowIsAModuleAndASharedControllerMakesNone() {
        let root = SourceFile(
            path: "App/Module/Root/RootRouter.swift",
            text:
                "import UIKit\n\nfinal class RootRouter {\n    func start(in window: UIWindow) {\n        HomeCoordinator().start()\n        window.rootViewController = UIViewController()\n    }\n}\n"
        )
        let withRoot = LintEngine().model(Self.tabCoordinatorApp(ownTabBar: false) + [root], appRoots: []).apps[0]
        #expect(withRoot.modules.map(\.name).sorted() == ["Home", "Root", "Search"], "\(withRoot.modules.map(\.name))")
        var files = Self.tabCoordinatorApp(ownTabBar: false).filter { !$0.path.hasPrefix("App/Module/Coordinator/") }
        files += [
            SourceFile(
                path: "App/Module/Coordinator/Coordinator.swift",
                text:
                    "import UIKit\n\nfinal class MainCoordinator {\n    var navigationController: BaseNavigationController\n    init() { navigationController = BaseNavigationController() }\n    func start() { HomeCoordinator().start() }\n}\n"
            ),
            SourceFile(
                path: "App/Common/BaseNavigationController.swift",
                text: "import UIKit\n\nfinal class BaseNavigationController: UINavigationController {}\n"
            ),
        ]
        let shared = LintEngine().model(files, appRoots: []).apps[0]
        #expect(shared.modules.map(\.name).sorted() == ["Home", "Search"], "\(shared.modules.map(\.name))")
    }

    /// One screen's folder whose view protocols carry a shorter name than the rest of its
    /// protocols (`ChartViewOutput` beside `PriceChartInteractorOutput`); with `secondPresenter`,
    /// the folder also holds another screen's presenter.
    static func twoNamedScreenApp(secondPresenter: Bool) -> [SourceFile] {
        var files = [
            SourceFile(
                path: "App/Screens/Chart/View/ChartViewController.swift",
                text:
                    "import UIKit\n\nprotocol ChartViewInput: AnyObject {}\nprotocol ChartViewOutput {\n    func viewIsReady()\n}\n\nfinal class ChartViewController: UIViewController, ChartViewInput {\n    var output: ChartViewOutput!\n}\n"
            ),
            SourceFile(
                path: "App/Screens/Chart/Presenter/PriceChartPresenter.swift",
                text:
                    "import UIKit\n\nprotocol PriceChartModuleInput: AnyObject {}\n\nfinal class PriceChartPresenter {\n    weak var view: ChartViewInput!\n    var interactor: PriceChartInteractorInput!\n    var router: PriceChartRouterInput!\n}\n\nextension PriceChartPresenter: PriceChartModuleInput {}\nextension PriceChartPresenter: ChartViewOutput {\n    func viewIsReady() {}\n}\nextension PriceChartPresenter: PriceChartInteractorOutput {}\n"
            ),
            SourceFile(
                path: "App/Screens/Chart/Interactor/PriceChartInteractor.swift",
                text:
                    "import Foundation\n\nprotocol PriceChartInteractorInput {}\nprotocol PriceChartInteractorOutput: AnyObject {}\n\nfinal class PriceChartInteractor: PriceChartInteractorInput {\n    weak var output: PriceChartInteractorOutput!\n}\n"
            ),
            SourceFile(
                path: "App/Screens/Chart/Router/PriceChartRouter.swift",
                text:
                    "import UIKit\n\nprotocol PriceChartRouterInput {}\n\nfinal class PriceChartRouter: PriceChartRouterInput {\n    weak var transitionHandler: UIViewController?\n}\n"
            ),
        ]
        if secondPresenter {
            files.append(
                SourceFile(
                    path: "App/Screens/Chart/Presenter/ListPresenter.swift",
                    text:
                        "import Foundation\n\nprotocol ListViewOutput {}\nprotocol ListInteractorOutput: AnyObject {}\n\nfinal class ListPresenter: ListViewOutput, ListInteractorOutput {}\n"
                ))
        }
        return files
    }

    /// The presenter's protocols all lie in its own module folder, and no other presenter is
    /// there: it is that folder's presenter, and its UIKit import is reported.
    @Test func aScreensProtocolsOfTwoNamesInItsFolderNameOneModule() {
        let files = Self.twoNamedScreenApp(secondPresenter: false)
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules
        let module = modules.first { $0.components.contains { $0.name == "PriceChartPresenter" } }
        #expect(
            module?.components.map(\.name).sorted() == [
                "ChartViewController", "PriceChartInteractor", "PriceChartPresenter", "PriceChartRouter",
            ], "\(modules)")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Screens/Chart/Presenter/PriceChartPresenter.swift:1 presenter-imports-ui"), "\(found)")
    }

    /// A folder with another presenter holds several screens: the names then tell them apart,
    /// and the presenter of two names is shared as before.
    @Test func aSecondPresenterInTheFolderKeepsThePresenterShared() {
        let files = Self.twoNamedScreenApp(secondPresenter: true)
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "PriceChartPresenter" }, "\(app.modules)")
    }

    /// A flat folder holding two modules' protocols (`Users…`, `Posts…`) and one view
    /// controller adopting both modules' view protocols; with `undeclared`, the Chart screen's
    /// presenter also adopts a role protocol the app does not declare.
    static func flatFolderApp() -> [SourceFile] {
        var files: [SourceFile] = []
        for name in ["Users", "Posts"] {
            files += [
                SourceFile(
                    path: "App/Screens/\(name)Protocols.swift",
                    text:
                        "import Foundation\n\nprotocol \(name)ViewInput: AnyObject {\n    func show()\n}\nprotocol \(name)ViewOutput: AnyObject {}\nprotocol \(name)InteractorInput: AnyObject {}\nprotocol \(name)InteractorOutput: AnyObject {}\nprotocol \(name)RouterInput: AnyObject {}\n"
                ),
                SourceFile(
                    path: "App/Screens/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nfinal class \(name)Presenter: \(name)ViewOutput, \(name)InteractorOutput {\n    weak var view: \(name)ViewInput!\n    var interactor: \(name)InteractorInput!\n    var router: \(name)RouterInput!\n}\n"
                ),
            ]
        }
        files.append(
            SourceFile(
                path: "App/Screens/ListViewController.swift",
                text:
                    "import UIKit\n\nfinal class ListViewController: UIViewController, UsersViewInput, PostsViewInput {\n    func show() {}\n}\n"
            ))
        return files
    }

    /// Names that do not nest at their ends are two modules, whatever the folder: the view both
    /// adopt stays shared, and neither module takes the other's presenter.
    @Test func aFlatFolderOfTwoModulesKeepsTheirSharedViewShared() {
        let app = LintEngine().model(Self.flatFolderApp(), appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "ListViewController" }, "\(app.modules)")
        #expect(app.modules.map(\.name).sorted() == ["Posts", "Users"], "\(app.modules.map(\.name))")
    }

    /// A role protocol the app does not declare (a framework's `ChartViewOutput`) is not in the
    /// folder: the presenter of two names stays shared.
    @Test func anUndeclaredRoleProtocolKeepsThePresenterShared() {
        let files = Self.twoNamedScreenApp(secondPresenter: false).map { file in
            file.path.hasSuffix("ChartViewController.swift")
                ? SourceFile(
                    path: file.path,
                    text:
                        "import UIKit\n\nprotocol ChartViewInput: AnyObject {}\n\nfinal class ChartViewController: UIViewController, ChartViewInput {\n    var output: ChartViewOutput!\n}\n"
                ) : file
        }
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "PriceChartPresenter" }, "\(app.modules)")
    }
}
