import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of round forty-four's apps: a module factory handing builders out by protocol, and
/// roles held through a base-typed property and cast back in a lazy one.
struct RoundFortyFourShapeTests {
    /// One module as the factory app builds it.
    static func module(_ name: String, extra: String = "") -> SourceFile {
        SourceFile(
            path: "App/\(name)/\(name)Assembly.swift",
            text:
                "import UIKit\n\nprotocol \(name)Assembly {\n    func assembleViewController() -> UIViewController?\n}\n\nfinal class \(name)AssemblyImpl: \(name)Assembly {\n    let factory: ModuleFactory\n    init(factory: ModuleFactory) { self.factory = factory }\n    func assembleViewController() -> UIViewController? {\n        let vc = \(name)ViewController()\n        let presenter = \(name)Presenter()\n        let interactor = \(name)Interactor()\n        vc.presenter = presenter\n        presenter.view = vc\n        presenter.interactor = interactor\n        interactor.presenter = presenter\n        presenter.router = \(name)Router()\n        return vc\n    }\n}\n\nfinal class \(name)Presenter: BasePresenter {\n    weak var view: UIViewController?\n    var interactor: \(name)Interactor?\n    var router: \(name)Router?\n}\n\nfinal class \(name)Interactor {\n    weak var presenter: BasePresenter?\n    private lazy var \(name.lowercased())Presenter = self.presenter as? \(name)Presenter\n    private lazy var title = (self.presenter as? \(name)Presenter)?.title\n}\n\nfinal class \(name)Router {\n    weak var viewController: UIViewController?\n}\n\(extra)"
        )
    }

    static let base = SourceFile(
        path: "App/Core/Base.swift",
        text:
            "protocol BasePresenter: AnyObject {\n    var title: String { get }\n}\nextension BasePresenter {\n    var title: String { \"\" }\n}\n\nprotocol ModuleFactory: AnyObject {\n    var dashboardModule: DashboardAssembly { get }\n    var profileModule: ProfileAssembly { get }\n}\n"
    )

    static let tabs = SourceFile(
        path: "App/Main/MainViewController.swift",
        text:
            "import UIKit\n\nfinal class MainViewController: UITabBarController {\n    var factory: ModuleFactory?\n    var presenter: MainPresenter?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        let home = factory?.dashboardModule.assembleViewController() ?? UIViewController()\n        viewControllers = [home]\n    }\n}\n"
    )

    static var files: [SourceFile] {
        [
            base, tabs, module("Dashboard"), module("Main"),
            module(
                "Profile",
                extra:
                    "\nprotocol ProfileLogging {\n    func log()\n}\nextension ProfileAssemblyImpl: ProfileLogging {\n    func log() {}\n}\n"
            ),
        ]
    }

    /// The tab bar of one module asks the factory for another module's assembly protocol:
    /// the view opens that module, though only the protocol is named.
    @Test func aViewAskingTheFactoryForABuilderProtocolOpensItsModule() {
        let found = LintEngine().findingLines(Self.files)
        #expect(found.contains("App/Main/MainViewController.swift:8 view-navigates"), "\(found)")
        let app = LintEngine().model(Self.files, appRoots: []).apps[0]
        #expect(app.placements["DashboardAssembly"]?.role == .builder, "\(String(describing: app.placements["DashboardAssembly"]))")
        #expect(app.placements["DashboardAssembly"]?.module == "Dashboard")
        // Another protocol the builder alone adopts, not named as a builder, is no module's.
        #expect(app.placements["ProfileLogging"] == nil, "\(String(describing: app.placements["ProfileLogging"]))")
    }

    /// `lazy var dashboardPresenter = self.presenter as? DashboardPresenter` keeps the presenter
    /// the weak base-typed property names; a cast inside the initializer types nothing.
    @Test func aLazyCastHoldsWhatItCasts() {
        let found = LintEngine().findingLines(Self.files)
        #expect(found.contains("App/Dashboard/DashboardAssembly.swift:31 interactor-strong-output"), "\(found)")
        #expect(!found.contains("App/Dashboard/DashboardAssembly.swift:32 interactor-strong-output"), "\(found)")
        #expect(!found.contains("App/Dashboard/DashboardAssembly.swift:30 interactor-strong-output"), "\(found)")
    }
}
