import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-thirty-five held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundThirtyFiveShapeTests {
    /// A module made by `<Module>Container.assemble(with:)`, the container keeping its view and
    /// input.
    static func containerModule(_ name: String) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Modules/\(name)/\(name)Container.swift",
                text:
                    "import UIKit\n\nfinal class \(name)Container {\n    let viewController: UIViewController\n    class func assemble(with context: \(name)Context) -> \(name)Container {\n        let interactor = \(name)Interactor()\n        let presenter = \(name)Presenter(interactor: interactor)\n        let view = \(name)ViewController(output: presenter)\n        presenter.view = view\n        return \(name)Container(view: view)\n    }\n    private init(view: UIViewController) { viewController = view }\n}\n\nstruct \(name)Context {}\n"
            ),
            SourceFile(
                path: "App/Modules/\(name)/\(name)Presenter.swift",
                text:
                    "import Foundation\n\nfinal class \(name)Presenter {\n    weak var view: \(name)ViewController?\n    let interactor: \(name)Interactor\n    init(interactor: \(name)Interactor) { self.interactor = interactor }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/\(name)/\(name)Interactor.swift", text: "import Foundation\n\nfinal class \(name)Interactor {}\n"),
            SourceFile(
                path: "App/Modules/\(name)/\(name)ViewController.swift",
                text:
                    "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    let output: \(name)Presenter\n    init(output: \(name)Presenter) {\n        self.output = output\n        super.init(nibName: nil, bundle: nil)\n    }\n    required init?(coder: NSCoder) { nil }\n}\n"
            ),
        ]
    }

    /// A container named for a module that makes its presenter is that module's builder, so a
    /// presenter assembling a tab through it builds a module; the app's own dependency
    /// container stays a composition root.
    @Test func aModulesContainerIsItsBuilder() {
        let tabs = SourceFile(
            path: "App/Modules/Tabs/TabsPresenter.swift",
            text:
                "import Foundation\n\nfinal class TabsPresenter {\n    weak var view: TabsViewController?\n    let services = ServicesContainer()\n    func load() {\n        let events = EventsContainer.assemble(with: EventsContext())\n        view?.show(events.viewController)\n    }\n}\n"
        )
        let tabsView = SourceFile(
            path: "App/Modules/Tabs/TabsViewController.swift",
            text:
                "import UIKit\n\nfinal class TabsViewController: UITabBarController {\n    var presenter: TabsPresenter!\n    func show(_ tab: UIViewController) { viewControllers = [tab] }\n}\n"
        )
        let services = SourceFile(
            path: "App/Services/ServicesContainer.swift",
            text: "import Foundation\n\nfinal class ServicesContainer {\n    let session = URLSession.shared\n}\n")
        let files = Self.containerModule("Events") + [tabs, tabsView, services]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let events = app.modules.first { $0.name == "Events" }
        #expect(events?.components.contains { $0.role == .builder && $0.name == "EventsContainer" } == true, "\(app.modules)")
        #expect(app.shared.contains { $0.name == "ServicesContainer" && $0.kind == .compositionRoot }, "\(app.shared)")
        let found = LintEngine().findingLines(files).filter { $0.hasSuffix("presenter-assembles-module") }
        #expect(found == ["App/Modules/Tabs/TabsPresenter.swift:7 presenter-assembles-module"], "\(found)")
    }

    /// The app's own container (`AppContainer`), or a singleton other modules take services
    /// from, stays a composition root even when it makes a presenter named for it.
    @Test(arguments: ["App", "Core"])
    func anAppWideContainerStaysARoot(_ prefix: String) {
        let singleton = prefix == "Core" ? "    static let shared = CoreContainer()\n" : ""
        let container = SourceFile(
            path: "App/\(prefix)Container.swift",
            text:
                "import UIKit\n\nfinal class \(prefix)Container {\n\(singleton)    let api = URLSession.shared\n    func makeRoot() -> \(prefix)Presenter { \(prefix)Presenter() }\n}\n\nfinal class \(prefix)Presenter {}\n"
        )
        let home = SourceFile(
            path: "App/Modules/Home/HomePresenter.swift",
            text:
                "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewController?\n    let container = \(prefix)Container()\n}\n"
        )
        let homeView = SourceFile(
            path: "App/Modules/Home/HomeViewController.swift",
            text: "import UIKit\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenter!\n}\n")
        let files = [container, home, homeView]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "\(prefix)Container" && $0.kind == .compositionRoot }, "\(app.shared)")
        #expect(LintEngine().findingLines(files).filter { $0.hasSuffix("presenter-assembles-module") } == [])
    }

    /// A module's contract file: its input names the presenter's UI types only when the
    /// presenter implements it; a view or a router implementing it keeps its names.
    static func contractApp(inputImplementer: String) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Modules/Settings/SettingsContracts.swift",
                text:
                    "import UIKit\n\nprotocol SettingsViewInput: AnyObject {}\nprotocol SettingsViewOutput: AnyObject {}\nprotocol SettingsRouterInput: AnyObject {}\n\nprotocol SettingsModuleInput: AnyObject {\n    func present(from source: UIViewController)\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Settings/SettingsPresenter.swift",
                text:
                    "import Foundation\n\nfinal class SettingsPresenter: SettingsViewOutput\(inputImplementer == "presenter" ? ", SettingsModuleInput" : "") {\n    weak var view: SettingsViewInput?\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Settings/SettingsViewController.swift",
                text:
                    "import UIKit\n\nfinal class SettingsViewController: UIViewController, SettingsViewInput\(inputImplementer == "view" ? ", SettingsModuleInput" : "") {\n    var output: SettingsViewOutput!\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Settings/SettingsRouter.swift",
                text:
                    "import UIKit\n\nfinal class SettingsRouter: SettingsRouterInput\(inputImplementer == "router" ? ", SettingsModuleInput" : "") {\n    weak var view: UIViewController?\n}\n"
            ),
        ]
    }

    @Test(arguments: ["presenter", "view", "router"])
    func aModuleInputIsThePresentersWhenItImplementsIt(_ implementer: String) {
        let found = LintEngine().findingLines(Self.contractApp(inputImplementer: implementer)).filter {
            $0.hasPrefix("App/Modules/Settings/SettingsContracts.swift") && $0.hasSuffix("presenter-imports-ui")
        }
        #expect(
            found == (implementer == "presenter" ? ["App/Modules/Settings/SettingsContracts.swift:8 presenter-imports-ui"] : []), "\(found)"
        )
    }
}
