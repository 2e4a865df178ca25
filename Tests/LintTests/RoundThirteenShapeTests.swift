import Architecture
import CodeSource
import Diagnostics
import Lint
import SwiftLexer
import Testing

/// Shapes of the round-thirteen held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundThirteenShapeTests {
    static func screen(_ module: String, opens other: String? = nil) -> [(String, String)] {
        let opening =
            other.map {
                "\n    func showNext() {\n        let next = \($0)Router.instantiateController()\n        present(next, animated: true)\n    }"
            } ?? ""
        return [
            (
                "App/Scenes/\(module)/\(module)Controller.swift",
                "import UIKit\n\nprotocol \(module)Intents: AnyObject {\n    func display(title: String)\n}\n\nfinal class \(module)Controller: UIViewController, \(module)Intents {\n    var presenter: \(module)ModuleInterface!\n    func display(title: String) {}\(opening)\n}\n"
            ),
            (
                "App/Scenes/\(module)/\(module)Presenter.swift",
                "import Foundation\n\nprotocol \(module)ModuleInterface: AnyObject {\n    func attach()\n}\n\nfinal class \(module)Presenter: \(module)ModuleInterface {\n    private weak var viewController: \(module)Intents?\n    private let router: \(module)Router\n    init(router: \(module)Router, viewController: \(module)Intents) {\n        self.router = router\n        self.viewController = viewController\n    }\n    func attach() { viewController?.display(title: \"\(module)\") }\n}\n"
            ),
            (
                "App/Scenes/\(module)/\(module)Router.swift",
                "import UIKit\n\nstruct \(module)Router {\n    private weak var controller: \(module)Controller?\n    static func instantiateController() -> \(module)Controller {\n        let controller = \(module)Controller()\n        let router = \(module)Router(controller: controller)\n        controller.presenter = \(module)Presenter(router: router, viewController: controller)\n        return controller\n    }\n}\n"
            ),
        ]
    }

    /// A view controller named for no role (`EnrollmentController`) that implements the
    /// protocol its presenter keeps as `viewController`: the module's view. Before, the module
    /// had no view, and the view's opening of another module went unreported.
    @Test func aControllerThePresenterKeepsAsViewControllerIsTheView() {
        let sources = (Self.screen("Signup", opens: "Welcome") + Self.screen("Welcome")).map { SourceFile(path: $0.0, text: $0.1) }
        let model = LintEngine().model(sources, appRoots: [])
        let signup = model.apps.flatMap(\.modules).first { $0.name == "Signup" }
        #expect(signup?.components.first { $0.role == .view }?.name == "SignupController", "\(model.apps.flatMap(\.modules))")
        let findings = LintEngine().findingLines(sources)
        #expect(findings.contains("App/Scenes/Signup/SignupController.swift:11 view-navigates"), "\(findings)")
    }

    /// A router whose module a library assembles (it makes no presenter) and that names another
    /// module's presenter in a cast (`module.presenter as? VisitLogPresenter`) does not assemble
    /// that module. Before, the two modules were one, and the reach-in went unreported.
    @Test func aPresenterARouterOnlyCastsToIsAnotherModules() {
        func component(_ name: String, _ body: String = "") -> (String, String) {
            ("App/\(name).swift", "import UIKit\n\nfinal class \(name): Base\(name.hasSuffix("View") ? "View" : "") {\n\(body)}\n")
        }
        let files = [
            component("VisitPresenter"), component("VisitInteractor"), component("VisitView"),
            component(
                "VisitRouter",
                "    func addLog() {\n        let module = Modules.visitLog.build()\n        (module.presenter as? VisitLogPresenter)?.title = \"log\"\n    }\n"
            ),
            component("VisitLogPresenter", "    var title = \"\"\n"), component("VisitLogInteractor"), component("VisitLogView"),
            component("VisitLogRouter"),
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let model = LintEngine().model(sources, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name).sorted() == ["Visit", "VisitLog"], "\(model.apps.flatMap(\.modules))")
        let findings = LintEngine().findingLines(sources)
        #expect(findings.contains("App/VisitRouter.swift:6 cross-module-reach-in"), "\(findings)")
    }

    /// Roles as types nested in a namespace enum, each in a file of its own
    /// (`extension Map { final class Presenter }`). Before, none of them had a role: the module
    /// was not found and the presenter file's UIKit import went unreported.
    @Test func roleTypesInANamespaceAreTheModulesComponents() {
        let files = [
            ("App/Map/EndPoint/Map.Endpoint.swift", "import Foundation\n\nenum Map {}\n"),
            (
                "App/Map/Presenter/Map.Presenter.swift",
                "import UIKit\n\nextension Map {\n    final class Presenter {\n        weak var view: MapViewInput?\n        var router: MapRouterInput?\n    }\n}\n\nextension Map.Presenter: MapViewOutput {}\n"
            ),
            (
                "App/Map/View/Map.View.swift",
                "import UIKit\n\nprotocol MapViewInput: AnyObject {}\nprotocol MapViewOutput: AnyObject {}\n\nextension Map {\n    final class ViewController: UIViewController, MapViewInput {\n        var output: MapViewOutput?\n    }\n}\n"
            ),
            (
                "App/Map/Router/Map.Router.swift",
                "import UIKit\n\nprotocol MapRouterInput {}\n\nextension Map {\n    final class Router: MapRouterInput {\n        weak var view: UIViewController?\n    }\n}\n"
            ),
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let model = LintEngine().model(sources, appRoots: [])
        let map = model.apps.flatMap(\.modules).first { $0.name == "Map" }
        #expect(
            map?.components.map(\.name).sorted() == ["Map.Presenter", "Map.Router", "Map.ViewController"],
            "\(model.apps.flatMap(\.modules))")
        let findings = LintEngine().findingLines(sources)
        #expect(findings.contains("App/Map/Presenter/Map.Presenter.swift:1 presenter-imports-ui"), "\(findings)")
    }

    /// A router that keeps its own presenter and builds the next screen inline stays its own
    /// module's router (from review: keeping only the presenters it makes merged Home into
    /// Detail).
    @Test func aRouterKeepingItsPresenterAndBuildingTheNextStaysItsModules() {
        let files = [
            (
                "App/Home/Home.swift",
                "import UIKit\n\nfinal class HomePresenter {\n    var router: HomeRouter?\n}\n\nfinal class HomeInteractor {}\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenter?\n}\n\nfinal class HomeRouter {\n    weak var presenter: HomePresenter?\n    weak var viewController: UIViewController?\n    func openDetail() {\n        let presenter = DetailPresenter()\n        let view = DetailViewController()\n        view.presenter = presenter\n        viewController?.present(view, animated: true)\n    }\n}\n"
            ),
            (
                "App/Detail/Detail.swift",
                "import UIKit\n\nfinal class DetailPresenter {}\n\nfinal class DetailInteractor {}\n\nfinal class DetailViewController: UIViewController {\n    var presenter: DetailPresenter?\n}\n"
            ),
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let model = LintEngine().model(sources, appRoots: [])
        let home = model.apps.flatMap(\.modules).first { $0.name == "Home" }
        #expect(home?.components.contains { $0.name == "HomeRouter" } == true, "\(model.apps.flatMap(\.modules))")
    }

    /// Only a class or struct directly in an enum or an extension of an app type named for no
    /// role is qualified (`Map.Presenter`): not one in a struct (a SwiftUI screen's nested
    /// `Presenter`), not an enum (`enum Router { case users }`), not one in a framework type's
    /// extension (`extension UIAlertController { final class Builder }`).
    @Test func onlyNamespacesQualifyRoleTypes() {
        func names(_ code: String) -> [String] {
            let source = SourceFile(path: "T.swift", text: code)
            return DeclarationScanner.scan(source, tokens: Lexer.tokenize(source).tokens).types.map(\.name)
        }
        #expect(names("enum Map {}\nextension Map {\n    final class Presenter {}\n}\n") == ["Map", "Map", "Map.Presenter"])
        #expect(names("struct HomeScreen: View {\n    struct Presenter {}\n}\n") == ["HomeScreen", "Presenter"])
        #expect(names("enum API {\n    enum Router { case users }\n}\n") == ["API", "Router"])
        #expect(names("extension UIAlertController {\n    final class Builder {}\n}\n") == ["UIAlertController", "Builder"])
    }

    /// A namespace with one role type alone (`enum API { final class Router }`, a URL router)
    /// is a helper of that name: no component, so no rule reads it as a router.
    @Test func aLoneNamespacedRoleTypeIsNoComponent() {
        let files = [
            (
                "App/API/API.swift",
                "import UIKit\n\nenum API {\n    final class Router {\n        var view: UIViewController?\n    }\n}\n\nfinal class APIPresenter {}\n"
            )
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let findings = LintEngine().findingLines(sources)
        #expect(!findings.contains { $0.hasSuffix("router-strong-view") }, "\(findings)")
    }

    /// Inside a namespace its code names its role types by their short names
    /// (`var screen: ViewController?`); they resolve to the namespace's, so a presenter holding
    /// its view strongly is reported. Before, the short name resolved to nothing.
    @Test func shortNamesInsideANamespaceResolve() {
        let files = [
            ("App/Shop/Shop.swift", "import Foundation\n\nenum Shop {}\n"),
            (
                "App/Shop/Shop.Presenter.swift",
                "import Foundation\n\nextension Shop {\n    final class Presenter {\n        var screen: ViewController?\n        var router: Router?\n    }\n}\n"
            ),
            (
                "App/Shop/Shop.View.swift",
                "import UIKit\n\nextension Shop {\n    final class ViewController: UIViewController {\n        var presenter: Presenter?\n    }\n}\n"
            ),
            (
                "App/Shop/Shop.Router.swift",
                "import UIKit\n\nextension Shop {\n    final class Router {\n        weak var view: UIViewController?\n    }\n}\n"
            ),
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let findings = LintEngine().findingLines(sources)
        #expect(findings.contains("App/Shop/Shop.Presenter.swift:5 presenter-strong-view"), "\(findings)")
    }

    /// A name written with its own qualifier is another namespace's (`Detail.ViewController`
    /// in Shop's presenter), not the presenter's view (from review).
    @Test func aQualifiedNameIsNotRequalified() {
        let files = [
            (
                "App/Shop/Shop.swift",
                "import UIKit\n\nenum Shop {}\n\nextension Shop {\n    final class Presenter {\n        weak var screen: ViewController?\n        var detail: Detail.ViewController?\n    }\n\n    final class ViewController: UIViewController {\n        var presenter: Presenter?\n    }\n}\n"
            ),
            (
                "App/Detail/Detail.swift",
                "import UIKit\n\nenum Detail {}\n\nextension Detail {\n    final class Presenter {\n        weak var screen: ViewController?\n    }\n\n    final class ViewController: UIViewController {\n        var presenter: Presenter?\n    }\n}\n"
            ),
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let findings = LintEngine().findingLines(sources)
        #expect(!findings.contains("App/Shop/Shop.swift:8 presenter-strong-view"), "\(findings)")
    }

    /// `uiTypes` exact names match as `==` does, NFC against NFD too (from review).
    @Test func uiTypesMatchCanonicallyEquivalentNames() {
        var configuration = LintConfiguration()
        configuration.uiTypes = ["\u{C9}cran"].map(NamePattern.init)
        #expect(configuration.isUIType("E\u{301}cran"))
        #expect(!configuration.isUIType("Ecran"))
        #expect(LintConfiguration().isUIType("NSPasteboard") && !LintConfiguration().isUIType("NSObject"))
    }
}
