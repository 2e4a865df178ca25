import Architecture
import Diagnostics
import Lint
import Testing

/// Modules whose parts sit in folders of their own (`VIPER-Structure/`, `ViewController/`,
/// `Coordinator/`), recognised by what the parts keep and build rather than by one folder.
struct SplitFolderShapeTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        LintEngine().findingLines(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    static let presenter =
        "import Foundation\n\nfinal class AliasPresenter {\n    weak var parentController: AliasController?\n    var interactor: AliasInteractor?\n}\n"
    static let interactor = "import Foundation\n\nfinal class AliasInteractor {\n    weak var parentController: AliasController?\n}\n"
    static let controller = "import UIKit\n\nclass AliasController: UIViewController {\n    var presenter: AliasPresenter?\n}\n"

    /// A controller named for the presenter it keeps, in a sibling folder. Before, it joined no
    /// module: the interactor naming it went unreported.
    @Test func aControllerNamedForThePresenterItKeepsIsTheView() {
        let files = [
            ("App/Alias/VIPER-Structure/AliasPresenter.swift", Self.presenter),
            ("App/Alias/VIPER-Structure/AliasInteractor.swift", Self.interactor),
            ("App/Alias/ViewController/AliasController.swift", Self.controller),
        ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let alias = model.apps.flatMap(\.modules).first { $0.name == "Alias" }
        #expect(alias?.components.contains { $0.role == .view && $0.name == "AliasController" } == true)
        #expect(Self.lint(files) == ["App/Alias/VIPER-Structure/AliasInteractor.swift:4 interactor-references-view"])
    }

    /// Two modules sharing their folders (`Controller/FilterVC`, `Controller/AddFilterVC`, or
    /// names that nest, `FilterDetailVC`): the views are named for two presenters, so the folder
    /// joins neither to the other.
    @Test(arguments: ["AddFilter", "FilterDetail"])
    func twoModulesSharingAControllerFolderStayTwo(other: String) {
        var files: [(String, String)] = []
        for name in ["Filter", other] {
            files += [
                (
                    "App/Filter/Viper-Structure/\(name)Presenter.swift",
                    "import Foundation\n\nfinal class \(name)Presenter {\n    weak var parentController: \(name)VC?\n    var interactor: \(name)Interactor?\n}\n"
                ),
                ("App/Filter/Viper-Structure/\(name)Interactor.swift", "import Foundation\n\nfinal class \(name)Interactor {}\n"),
                (
                    "App/Filter/Controller/\(name)VC.swift",
                    "import UIKit\n\nclass \(name)VC: UIViewController {\n    var presenter: \(name)Presenter?\n}\n"
                ),
            ]
        }
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name).sorted() == ["Filter", other].sorted())
    }

    /// The controller's name and the presenter's may spell the module's name in another case
    /// (`ToDoController`, `TodoPresenter`).
    @Test func aControllerNamedForThePresenterInAnotherCaseIsTheView() {
        let files = [
            (
                "App/Todo/VIPER-Structure/TodoPresenter.swift",
                "import Foundation\n\nfinal class TodoPresenter {\n    var interactor: TodoInteractor?\n}\n"
            ),
            ("App/Todo/VIPER-Structure/TodoInteractor.swift", "import Foundation\n\nfinal class TodoInteractor {}\n"),
            (
                "App/Todo/ViewController/ToDoController.swift",
                "import UIKit\n\nclass ToDoController: UIViewController {\n    var presenter: TodoPresenter?\n}\n"
            ),
        ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(model.apps.flatMap(\.modules).first?.components.contains { $0.role == .view && $0.name == "ToDoController" } == true)
    }

    /// A controller that keeps a presenter its name does not start with stays out of that
    /// module when the folders differ: a container screen keeping a child's presenter.
    @Test func aControllerNamedForAnotherScreenIsNotThePresentersView() {
        let files = [
            (
                "App/Alias/VIPER-Structure/AliasPresenter.swift",
                Self.presenter.replacingOccurrences(of: "AliasController", with: "AliasViewInput")
            ),
            ("App/Alias/VIPER-Structure/AliasInteractor.swift", "import Foundation\n\nfinal class AliasInteractor {}\n"),
            ("App/Alias/VIPER-Structure/AliasViewInput.swift", "protocol AliasViewInput: AnyObject {}\n"),
            (
                "App/Settings/SettingsController.swift",
                "import UIKit\n\nclass SettingsController: UIViewController {\n    var child: AliasPresenter?\n}\n"
            ),
        ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let alias = model.apps.flatMap(\.modules).first { $0.name == "Alias" }
        #expect(alias?.components.contains { $0.name == "SettingsController" } == false)
    }

    /// The module with a coordinator, in its folders.
    static func coordinated(_ coordinator: String) -> [(String, String)] {
        [
            ("App/Alias/VIPER-Structure/AliasPresenter.swift", Self.presenter),
            ("App/Alias/VIPER-Structure/AliasInteractor.swift", "import Foundation\n\nfinal class AliasInteractor {}\n"),
            ("App/Alias/VIPER-Structure/AliasCoordinator.swift", coordinator),
            ("App/Alias/ViewController/AliasController.swift", Self.controller),
        ]
    }

    /// A coordinator named for a module that has its own router makes the screen and hands it
    /// out: it is the module's entry, and its strong screen is no router's retain cycle.
    @Test func aCoordinatorBesideTheModulesRouterIsItsEntry() {
        let router = "import UIKit\n\nfinal class AliasRouter {\n    weak var controller: AliasController?\n}\n"
        let coordinator =
            "import UIKit\n\npublic final class AliasCoordinator {\n    private(set) var aliasController: AliasController?\n\n    public func show(from parent: UIViewController) {\n        let controller = AliasController()\n        aliasController = controller\n        parent.present(controller, animated: true)\n    }\n}\n"
        let files = Self.coordinated(coordinator) + [("App/Alias/VIPER-Structure/AliasRouter.swift", router)]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let alias = model.apps.flatMap(\.modules).first { $0.name == "Alias" }
        #expect(alias?.components.contains { $0.role == .builder && $0.name == "AliasCoordinator" } == true)
        #expect(!Self.lint(files).contains { $0.hasSuffix("router-strong-view") }, "\(Self.lint(files))")
    }

    /// A coordinator its presenter keeps is a second router, whatever it makes: its strong hold
    /// on the screen closes a cycle through the presenter.
    @Test func aCoordinatorThePresenterKeepsStaysARouter() {
        let presenter =
            "import Foundation\n\nfinal class AliasPresenter {\n    weak var parentController: AliasController?\n    var interactor: AliasInteractor?\n    var coordinator: AliasCoordinator?\n}\n"
        let coordinator =
            "import UIKit\n\nfinal class AliasCoordinator {\n    private var screen: AliasController?\n    func start() { screen = AliasController() }\n}\n"
        var files =
            Self.coordinated(coordinator) + [
                (
                    "App/Alias/VIPER-Structure/AliasRouter.swift",
                    "import UIKit\n\nfinal class AliasRouter {\n    weak var controller: AliasController?\n}\n"
                )
            ]
        files[0] = ("App/Alias/VIPER-Structure/AliasPresenter.swift", presenter)
        #expect(Self.lint(files).contains("App/Alias/VIPER-Structure/AliasCoordinator.swift:4 router-strong-view"), "\(Self.lint(files))")
    }

    /// A coordinator that listens to the module's output channel is its opener, not its entry,
    /// though it makes the screen.
    @Test func aCoordinatorListeningToTheModuleIsNotItsEntry() {
        let coordinator =
            "import UIKit\n\nprotocol AliasModuleOutput: AnyObject {}\n\nfinal class AliasCoordinator: AliasModuleOutput {\n    func start() -> UIViewController { AliasController() }\n}\n"
        let files =
            Self.coordinated(coordinator) + [
                (
                    "App/Alias/VIPER-Structure/AliasRouter.swift",
                    "import UIKit\n\nfinal class AliasRouter {\n    weak var controller: AliasController?\n}\n"
                )
            ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(!model.apps.flatMap(\.modules).flatMap(\.components).contains { $0.role == .builder && $0.name == "AliasCoordinator" })
    }

    /// Without a router of another name, the coordinator is the module's router, and keeping
    /// its screen strongly is reported.
    @Test func aCoordinatorWithoutAnotherRouterIsTheRouter() {
        let coordinator =
            "import UIKit\n\nfinal class AliasCoordinator {\n    var presenter: AliasPresenter?\n    private(set) var aliasController: AliasController?\n}\n"
        let files = Self.coordinated(coordinator)
        #expect(Self.lint(files).contains("App/Alias/VIPER-Structure/AliasCoordinator.swift:5 router-strong-view"), "\(Self.lint(files))")
    }
}
