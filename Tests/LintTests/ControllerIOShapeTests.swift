import Architecture
import Diagnostics
import Lint
import Testing

/// `*ViewControllerInput` / `*ViewControllerOutput` protocols, spelled like `*ViewInput` /
/// `*ViewOutput` with the controller's whole name, and a presenter the team calls a model.
struct ControllerIOShapeTests {
    static let files: [(String, String)] = [
        (
            "App/PasswordEdit/View/PasswordEditIO.swift",
            "protocol PasswordEditViewControllerInput: AnyObject {\n    func show(_ text: String)\n}\n\nprotocol PasswordEditViewControllerOutput: AnyObject {\n    func save(_ text: String)\n}\n"
        ),
        (
            "App/PasswordEdit/View/PasswordEditViewController.swift",
            "import UIKit\nimport Firebase\n\nfinal class PasswordEditViewController: UIViewController {\n    var model: PasswordEditViewControllerOutput?\n}\n\nextension PasswordEditViewController: PasswordEditViewControllerInput {\n    func show(_ text: String) {}\n}\n"
        ),
        (
            "App/PasswordEdit/Model/PasswordEditModel.swift",
            "import Foundation\n\nfinal class PasswordEditModel {\n    weak var output: PasswordEditViewControllerInput?\n}\n\nextension PasswordEditModel: PasswordEditViewControllerOutput {\n    func save(_ text: String) {}\n}\n"
        ),
        (
            "App/PasswordEdit/PasswordEditBuilder.swift",
            "import UIKit\n\nfinal class PasswordEditBuilder {\n    func build() -> UIViewController {\n        let viewController = PasswordEditViewController()\n        let model = PasswordEditModel()\n        viewController.model = model\n        model.output = viewController\n        return viewController\n    }\n}\n"
        ),
    ]

    /// The model implements the view controller's output protocol and keeps its input weakly:
    /// it is the presenter of module 'PasswordEdit' (the protocol's module, which its name
    /// starts with), and the view's `import Firebase` is a service in the view. Before, neither
    /// protocol said a role, and no module was recovered.
    @Test func aModelImplementingTheControllersOutputIsThePresenter() {
        let model = LintEngine().model(Self.files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name) == ["PasswordEdit"], "\(modules.map(\.name))")
        #expect(modules.first?.components.contains { $0.role == .presenter && $0.name == "PasswordEditModel" } == true)
        let found = LintEngine().findingLines(Self.files.map { SourceFile(path: $0.0, text: $0.1) })
        #expect(found.contains("App/PasswordEdit/View/PasswordEditViewController.swift:2 view-uses-service"), "\(found)")
    }

    /// A presenter whose name says no role (`OnboardPages`) takes the module of the protocol it
    /// implements, which its name starts with: one module 'Onboard' with its controller. Before,
    /// the module was named for the whole type name, `OnboardPages`, apart from its view's name.
    @Test func aPresenterNamedForNoRoleTakesItsProtocolsModule() {
        let files = [
            ("Kit/Pages/OnboardIO.swift", "protocol OnboardViewControllerOutput: AnyObject {\n    func start()\n}\n"),
            (
                "Kit/Pages/OnboardViewController.swift",
                "import UIKit\n\nfinal class OnboardViewController: UIViewController {\n    var output: OnboardViewControllerOutput?\n}\n"
            ),
            (
                "Kit/Pages/OnboardPages.swift",
                "import UIKit\n\npublic final class OnboardPages {\n    var controller: OnboardViewController?\n}\n\nextension OnboardPages: OnboardViewControllerOutput {\n    func start() {}\n}\n"
            ),
        ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name) == ["Onboard"], "\(model.apps.flatMap(\.modules).map(\.name))")
    }
}
