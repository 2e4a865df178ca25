import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Roles read from who holds whom where names say none: a module whose presenter is a
/// `…LogicController` and whose interactor is a `…DataManager`, beside a view controller and a
/// `…Routing` router protocol. Each expectation fails without `proposeRolesByStructure`.
struct StructuralRoleTests {
    static func module(
        _ name: String, presenter: String = "LogicController", superclass: String = "", viewBody: String = "", helper: String = ""
    ) -> [SourceFile] {
        let logic = name + presenter
        return [
            SourceFile(
                path: "App/Modules/\(name)/\(name)ViewController.swift",
                text:
                    "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    var logicController: \(logic)Controlling!\n\(viewBody)}\n"
            ),
            SourceFile(
                path: "App/Modules/\(name)/\(name)Routing.swift",
                text: "import UIKit\n\nprotocol \(name)Routing: AnyObject {\n    func close()\n}\n"),
            SourceFile(
                path: "App/Modules/\(name)/\(logic).swift",
                text:
                    "import UIKit\n\nprotocol \(logic)Controlling: AnyObject {}\n\nfinal class \(logic): \(superclass)\(logic)Controlling {\n    private let dataManager: \(name)DataManaging\n    private let router: \(name)Routing\n\n    init(dataManager: \(name)DataManaging, router: \(name)Routing) {\n        self.dataManager = dataManager\n        self.router = router\n    }\n}\n\nextension \(logic): \(name)DataManagingDelegate {\n    func didFetch() {}\n}\n\(helper)"
            ),
            SourceFile(
                path: "App/Modules/\(name)/\(name)DataManager.swift",
                text:
                    "import UIKit\n\nprotocol \(name)DataManaging: AnyObject {}\n\nprotocol \(name)DataManagingDelegate: AnyObject {\n    func didFetch()\n}\n\nfinal class \(name)DataManager: \(name)DataManaging {\n    weak var delegate: \(name)DataManagingDelegate?\n}\n"
            ),
        ]
    }

    /// The logic controller holds the module's router and the view holds it: the presenter,
    /// whose `import UIKit` is reported; the data manager it holds, which holds back the
    /// delegate the presenter implements, is the interactor, whose file imports UIKit too.
    @Test func aPresenterAndAnInteractorByWhoHoldsWhom() {
        let files = Self.module("Prompt")
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let prompt = app.modules.first { $0.name == "Prompt" }
        let roles = prompt?.components.map { "\($0.role) \($0.name)" }.sorted() ?? []
        #expect(
            roles == ["interactor PromptDataManager", "presenter PromptLogicController", "view PromptViewController"], "\(roles)")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Modules/Prompt/PromptLogicController.swift:1 presenter-imports-ui"), "\(found)")
        #expect(found.contains("App/Modules/Prompt/PromptDataManager.swift:1 interactor-imports-ui"), "\(found)")
    }

    /// Where a type is named a presenter, a helper that holds the router and that the view
    /// keeps stays a helper: names, where they speak, win.
    @Test func aNamedPresenterKeepsItsRole() {
        let files = Self.module("Prompt", presenter: "Presenter")
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let presenters = app.modules.flatMap(\.components).filter { $0.role == .presenter }.map(\.name)
        #expect(presenters == ["PromptPresenter"], "\(presenters)")
        let withHelper = Self.module(
            "Prompt", presenter: "Presenter", viewBody: "    let coordinatorThing = PromptCoordinatorThing()\n",
            helper: "\nfinal class PromptCoordinatorThing {\n    var router: PromptRouting?\n}\n")
        let roles = LintEngine().model(withHelper, appRoots: []).apps[0].modules.flatMap(\.components).map(\.name)
        #expect(!roles.contains("PromptCoordinatorThing"), "\(roles)")
    }

    /// A framework subclass that holds the router and that the view keeps (a table view's data
    /// source, `NSObject`) is a helper of the view, not its presenter.
    @Test func aFrameworkSubclassIsNoPresenter() {
        let files = Self.module("Search", presenter: "TableHandler", superclass: "NSObject, ")
        let roles = LintEngine().model(files, appRoots: []).apps[0].modules.flatMap(\.components).map { "\($0.role) \($0.name)" }
        #expect(!roles.contains("presenter SearchTableHandler"), "\(roles)")
    }
}
