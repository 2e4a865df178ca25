import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-eight held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundTwentyEightShapeTests {
    /// Every module is an alias of one generic module type, extended with the function that
    /// assembles it; a tab bar's view assembles its tabs itself.
    static let aliasedModulesApp = [
        SourceFile(
            path: "App/Common/BaseModule.swift",
            text:
                "import UIKit\n\nclass BaseModule<Input, Output> {\n    let view: UIViewController\n    let input: Input\n    init(view: UIViewController, input: Input) {\n        self.view = view\n        self.input = input\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Sales/Assembly/SalesAssembly.swift",
            text:
                "import UIKit\n\ntypealias SalesModule = BaseModule<SalesModuleInput, SalesModuleOutput>\n\nextension SalesModule {\n    static func createModule() -> SalesModule {\n        let controller = SalesViewController()\n        let presenter = SalesPresenter()\n        presenter.view = controller\n        controller.output = presenter\n        return SalesModule(view: controller, input: presenter)\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Sales/Presenter/SalesPresenter.swift",
            text:
                "import Foundation\n\nprotocol SalesModuleInput: AnyObject {}\nprotocol SalesModuleOutput: AnyObject {}\nprotocol SalesViewOutput: AnyObject {}\n\nfinal class SalesPresenter: SalesViewOutput, SalesModuleInput {\n    weak var view: SalesViewInput?\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Sales/View/SalesViewController.swift",
            text:
                "import UIKit\n\nprotocol SalesViewInput: AnyObject {}\n\nfinal class SalesViewController: UIViewController, SalesViewInput {\n    var output: SalesViewOutput?\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Tabs/TabsViewController.swift",
            text:
                "import UIKit\n\nprotocol TabsViewInput: AnyObject {}\nprotocol TabsViewOutput: AnyObject {}\n\nfinal class TabsViewController: UITabBarController, TabsViewInput {\n    var output: TabsViewOutput?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        let sales = SalesModule.createModule()\n        viewControllers = [sales.view]\n    }\n}\n\nfinal class TabsPresenter: TabsViewOutput {\n    weak var view: TabsViewInput?\n}\n"
        ),
    ]

    /// Another module's folder extending the alias, in a file whose path sorts first.
    static let analytics = [
        SourceFile(
            path: "App/Modules/Analytics/AnalyticsPresenter.swift",
            text:
                "import Foundation\n\nprotocol AnalyticsViewOutput: AnyObject {}\n\nfinal class AnalyticsPresenter: AnalyticsViewOutput {\n    weak var view: AnalyticsViewController?\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Analytics/AnalyticsViewController.swift",
            text: "import UIKit\n\nfinal class AnalyticsViewController: UIViewController {\n    var output: AnalyticsViewOutput?\n}\n"),
        SourceFile(
            path: "App/Modules/Analytics/SalesModule+Analytics.swift",
            text: "import Foundation\n\nextension SalesModule {\n    func track() {}\n}\n"),
    ]

    /// The extended alias is the module's builder, placed where the alias is declared, so the
    /// tab bar's view assembling it is reported, whatever other folder extends it too.
    @Test(arguments: [false, true]) func anExtendedAliasOfAGenericModuleTypeIsItsBuilder(extendedElsewhere: Bool) {
        let files = Self.aliasedModulesApp + (extendedElsewhere ? Self.analytics : [])
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let sales = app.modules.first { $0.name == "Sales" }
        #expect(sales?.components.contains { $0.role == .builder && $0.name == "SalesModule" } == true, "\(app.modules)")
        #expect(sales?.components.contains { $0.role == .presenter && $0.name == "SalesPresenter" } == true, "\(app.modules)")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Modules/Tabs/TabsViewController.swift:10 view-navigates"), "\(found)")
    }
}
