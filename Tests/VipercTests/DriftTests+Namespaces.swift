import Foundation
import TestSupport
import Testing

/// Modules whose components are nested types of one namespace (`AlarmModule.Presenter`):
/// `namespace:` in a spec, drafted by `init --from` and compared with the code by drift.
extension DriftTests {
    /// The runtime shop with four namespaced modules, written by viperc, read back: its own
    /// specs find no drift on it in any convention (the SwiftUI `HelpModule.HelpView`, the
    /// role-named `CatalogScene.DefaultPresenter`), and the drafts name each namespace and each
    /// nested name the naming does not give, draft the routes into namespaced modules
    /// (`PromoModule.Wireframe(…)` from Catalog's routes), build, and find no drift.
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func aNamespacedAppVipercWroteRoundTrips(_ convention: String) throws {
        let folder = try Golden.temporaryFolder()
        try Golden.copyFixtures(["runtime", "runtime-namespaces"], into: folder + "/specs")
        try edit(folder + "/specs/viperc.yml") { $0.replacingOccurrences(of: "convention: infinum", with: "convention: \(convention)") }
        let build = try viperc(["build", "specs", "--output", "App", "--skeletons", "--quiet"], in: folder)
        try #require(build.status == 0, Comment(rawValue: build.stderr))
        let own = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(!own.stdout.contains("[drift-"), Comment(rawValue: own.stdout))
        // The assembly names the types with their namespace (`CatalogScene.Presenter(…)`).
        let graph = try viperc(["graph", "App"], in: folder)
        #expect(graph.stdout.contains("Presenter.swift:7: assembled by 'CatalogScene."), Comment(rawValue: graph.stdout))
        #expect(graph.stdout.contains("\nmodule Catalog (App/Catalog)\n"), Comment(rawValue: graph.stdout))
        try draft(in: folder)
        let routes = try String(contentsOfFile: folder + "/drafts/Catalog.viper.yaml", encoding: .utf8)
        for target in ["Help", "Promo", "Login"] {
            #expect(routes.contains("    to: \(target)\n"), Comment(rawValue: routes))
        }
        let catalog = try String(contentsOfFile: folder + "/drafts/Catalog.viper.yaml", encoding: .utf8)
        #expect(catalog.contains("\nnamespace: CatalogScene\n"), Comment(rawValue: catalog))
        let login = try String(contentsOfFile: folder + "/drafts/Login.viper.yaml", encoding: .utf8)
        #expect(login.contains("\nnamespace: LoginFlow\n") && login.contains("  type: Router\n"), Comment(rawValue: login))
        // viperc declares the namespace, so no draft lists it as a type of the team's.
        let config = try String(contentsOfFile: folder + "/drafts/viperc.yml", encoding: .utf8)
        #expect(!config.contains("CatalogScene") && !config.contains("LoginFlow"), Comment(rawValue: config))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// Hand-written code of the shape of a module template with a namespace: a `struct
    /// AlarmModule` holding type aliases and a model its view protocol names, and each component
    /// declared in an extension of it.
    /// Before, the draft could name none of them ("a namespaced name, which a spec cannot
    /// declare") and the round trip reported the module both missing and undeclared.
    @Test func aHandWrittenNamespacedModuleIsDraftedWithItsNamespace() throws {
        let folder = try Golden.temporaryFolder()
        let files = [
            "AlarmModule.swift":
                "import UIKit\n\nstruct AlarmModule {\n    typealias ViewOutput = AlarmPresenterInterface\n\n    struct Alarm {\n        let time: String\n    }\n}\n\nprotocol AlarmViewInterface: AnyObject {\n    func show(alarm: AlarmModule.Alarm)\n}\n\nprotocol AlarmPresenterInterface: AnyObject {\n    func fire()\n}\n\nprotocol AlarmInteractorInterface: AnyObject {}\n\nprotocol AlarmWireframeInterface: AnyObject {}\n",
            "AlarmViewController.swift":
                "import UIKit\n\nextension AlarmModule {\n    final class ViewController: UIViewController, AlarmViewInterface {\n        var output: ViewOutput!\n\n        func show(alarm: AlarmModule.Alarm) {}\n    }\n}\n",
            "AlarmPresenter.swift":
                "import Foundation\n\nextension AlarmModule {\n    final class Presenter: AlarmPresenterInterface {\n        weak var view: AlarmViewInterface?\n        var interactor: AlarmInteractorInterface!\n        var router: AlarmWireframeInterface!\n\n        func fire() {}\n    }\n}\n",
            "AlarmInteractor.swift":
                "import Foundation\n\nextension AlarmModule {\n    final class Interactor: AlarmInteractorInterface {}\n}\n",
            "AlarmRouter.swift":
                "import UIKit\n\nextension AlarmModule {\n    final class Router: AlarmWireframeInterface {\n        weak var viewController: UIViewController?\n    }\n}\n",
            "AlarmAssembly.swift":
                "import UIKit\n\nextension AlarmModule {\n    final class ModuleAssembly {\n        func assemble() -> UIViewController {\n            let view = ViewController()\n            let presenter = Presenter()\n            let router = Router()\n            view.output = presenter\n            presenter.view = view\n            presenter.interactor = Interactor()\n            presenter.router = router\n            router.viewController = view\n            return view\n        }\n    }\n}\n",
        ]
        try Self.write(files, module: "Alarm", in: folder)
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Alarm.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\nnamespace: AlarmModule\n"), Comment(rawValue: spec))
        #expect(spec.contains("  type: Router\n") && spec.contains("  type: ModuleAssembly\n"), Comment(rawValue: spec))
        #expect(!spec.contains("not drafted"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let modules = lint.stdout.split(separator: "\n").filter {
            $0.contains("[drift-missing-module]") || $0.contains("[drift-undeclared-module]")
        }
        #expect(modules.isEmpty, "\(modules)")
    }
}

extension DriftTests {
    /// A module nested in `Map` (`Map.Presenter`, `Map.Assembly`) beside a package-level
    /// `MapAssembly` that the naming would pick as its builder: the draft takes the nested one,
    /// so the module keeps its namespace. Before, the mixed names left it undrafted (a note) and
    /// the round trip reported the module both missing and undeclared.
    @Test func aNamespacedModulesBuilderIsTheNestedOne() throws {
        let folder = try Golden.temporaryFolder()
        let files = [
            "Map.swift":
                "import UIKit\n\nenum Map {}\n\nprotocol MapViewInput: AnyObject {}\n\nprotocol MapViewOutput: AnyObject {\n    func viewDidLoad()\n}\n",
            "Map.View.swift":
                "import UIKit\n\nextension Map {\n    final class ViewController: UIViewController, MapViewInput {\n        var output: MapViewOutput!\n    }\n}\n",
            "Map.Presenter.swift":
                "import Foundation\n\nextension Map {\n    final class Presenter: MapViewOutput {\n        weak var view: MapViewInput?\n\n        func viewDidLoad() {}\n    }\n}\n",
            "Map.Assembly.swift":
                "import UIKit\n\nextension Map {\n    final class Assembly {\n        func build() -> UIViewController {\n            let view = ViewController()\n            let presenter = Presenter()\n            view.output = presenter\n            presenter.view = view\n            return view\n        }\n    }\n}\n",
            "MapAssembly.swift": "import Foundation\n\npublic struct MapAssembly {\n    public init() {}\n}\n",
        ]
        try Self.write(files, module: "Map", in: folder)
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Map.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\nnamespace: Map\n") && !spec.contains("not drafted"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let modules = lint.stdout.split(separator: "\n").filter {
            $0.contains("[drift-missing-module]") || $0.contains("[drift-undeclared-module]")
        }
        #expect(modules.isEmpty, "\(modules)")
    }
}
