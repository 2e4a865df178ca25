import Architecture
import CodeSource
import Diagnostics
import Lint
import SwiftLexer
import Testing

/// Shapes of the round-nineteen held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundNineteenShapeTests {
    /// Each recovered module's component names, sorted, by module name.
    static func members(_ sources: [SourceFile]) -> [String: [String]] {
        let modules = LintEngine().model(sources, appRoots: []).apps.flatMap(\.modules)
        return Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.components.map(\.name).sorted()) })
    }

    /// One module of a template that declares a namespace struct with the module's protocol
    /// aliases, and in each file extends it through a file-private alias
    /// (`private typealias Module = MapModule; extension Module { final class Presenter }`).
    static func namespacedModule(_ name: String) -> [(String, String)] {
        let folder = "App/Screens/\(name)"
        let header = "private typealias Module = \(name)Module\n"
        return [
            (
                "\(folder)/\(name)Module.swift",
                "import UIKit\n\nstruct \(name)Module {\n    typealias ControllerOutput = \(name)ControllerOutputProtocol\n    typealias ViewOutput = \(name)ViewOutputProtocol\n}\n\nprotocol \(name)ControllerOutputProtocol: AnyObject {\n    func didLoad()\n}\n\nprotocol \(name)ViewOutputProtocol: AnyObject {\n    var titleLabel: UILabel { get }\n}\n"
            ),
            (
                "\(folder)/\(name)View.swift",
                "import UIKit\n\n\(header)\nextension Module {\n    final class View: UIView, Module.ViewOutput {\n        let titleLabel = UILabel()\n    }\n}\n"
            ),
            (
                "\(folder)/\(name)Controller.swift",
                "import UIKit\n\n\(header)private typealias Controller = Module.Controller\n\nextension Module {\n    final class Controller: UIViewController {\n        var output: ControllerOutput?\n        var viewOutput: ViewOutput?\n    }\n}\n\nextension Controller {\n    func reload() {}\n}\n"
            ),
            (
                "\(folder)/\(name)Presenter.swift",
                "import UIKit\n\n\(header)private typealias Presenter = Module.Presenter\n\nextension Module {\n    final class Presenter {\n        weak var controller: Controller?\n        var interactor: Interactor?\n        var router: Router?\n        let tint = UIColor.red\n    }\n}\n\nextension Presenter: Module.ControllerOutput {\n    func didLoad() {}\n}\n"
            ),
            (
                "\(folder)/\(name)Interactor.swift",
                "import Foundation\n\n\(header)\nextension Module {\n    final class Interactor {\n        weak var output: Presenter?\n    }\n}\n"
            ),
            (
                "\(folder)/\(name)Router.swift",
                "import UIKit\n\n\(header)\nextension Module {\n    final class Router {\n        weak var viewController: UIViewController?\n    }\n}\n"
            ),
            (
                "\(folder)/\(name)Assembly.swift",
                "import UIKit\n\n\(header)\nextension Module {\n    final class ModuleAssembly {\n        func assemble() -> UIViewController {\n            let controller = Controller()\n            let view = View()\n            controller.viewOutput = view\n            let presenter = Presenter()\n            let interactor = Interactor()\n            let router = Router()\n            controller.output = presenter\n            presenter.controller = controller\n            presenter.interactor = interactor\n            presenter.router = router\n            interactor.output = presenter\n            router.viewController = controller\n            return controller\n        }\n    }\n}\n"
            ),
        ]
    }

    /// Each file extends the namespace through an alias of its own. Before, the alias's name
    /// (`Module`) was taken for the namespace, so every module of the app was one module named
    /// 'Module', the assembly (`ModuleAssembly`) and view controller (`Controller`) had no
    /// role, and a conformance through the namespace's alias (`Module.ViewOutput`) was to no
    /// protocol.
    @Test func aNamespaceExtendedThroughAFileAliasIsItsModule() {
        let sources = (Self.namespacedModule("Map") + Self.namespacedModule("Search")).map { SourceFile(path: $0.0, text: $0.1) }
        let model = LintEngine().model(sources, appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name).sorted() == ["Map", "Search"], "\(modules)")
        let map = modules.first { $0.name == "Map" }
        #expect(
            map?.components.map { "\($0.role) \($0.name)" }.sorted() == [
                "builder MapModule.ModuleAssembly", "interactor MapModule.Interactor", "presenter MapModule.Presenter",
                "router MapModule.Router", "view MapModule.Controller", "view MapModule.View",
            ], "\(modules)")
        let findings = LintEngine().findingLines(sources)
        #expect(findings.contains("App/Screens/Map/MapPresenter.swift:1 presenter-imports-ui"), "\(findings)")
        #expect(!findings.contains { $0.contains("cross-module-reach-in") }, "\(findings)")
        // The content view's protocol, named like a presenter's (`ViewOutput`), is the view's:
        // the view conforms to it through the namespace's alias.
        #expect(!findings.contains("App/Screens/Map/MapModule.swift:13 presenter-imports-ui"), "\(findings)")
        #expect(map?.protocols.contains { $0.name == "MapViewOutputProtocol" } == false, "\(modules)")
    }

    /// Only an alias of one name or a dotted path, declared above the extension, is followed;
    /// an alias of a composition or a generic type is not a name an extension can extend
    /// through.
    @Test func onlyPlainAliasesAreFollowedByExtensions() {
        func names(_ code: String) -> [String] {
            let source = SourceFile(path: "T.swift", text: code)
            return DeclarationScanner.scan(source, tokens: Lexer.tokenize(source).tokens).types.map(\.name)
        }
        #expect(
            names("private typealias Module = MapModule\nextension Module {\n    final class Presenter {}\n}\n") == [
                "MapModule", "MapModule.Presenter",
            ])
        #expect(
            names("typealias Module = MapModule\ntypealias P = Module.Presenter\nextension P: Equatable {}\n") == [
                "MapModule.Presenter"
            ])
        #expect(names("typealias Module = MapModule & Equatable\nextension Module {}\n") == ["Module"])
        #expect(names("typealias Module<T> = MapModule<T>\nextension Module {}\n") == ["Module"])
        #expect(names("extension Module {}\ntypealias Module = MapModule\n") == ["Module"])
        // From review: a right-hand side on the next line was cut to its first name.
        #expect(names("typealias Module =\n    MapModule.Sub\nextension Module {}\n") == ["Module"])
    }

    /// A SwiftUI app whose routers assemble the next module inline, each module with several
    /// use-case interactors in its `Interactor/` folder, held by the presenter through a
    /// type-erased wrapper; the root screen's `AppRouter` is kept by `AppPresenter`.
    static let inlineAssembledApp: [(String, String)] = [
        (
            "App/Common/AnyUseCase.swift",
            """
            import Foundation

            final class AnyUseCase<Input, Output> {
                init<U>(_ useCase: U) {}
            }
            """
        ),
        (
            "App/SceneDelegate.swift",
            """
            import UIKit
            import SwiftUI

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() {
                    let presenter = AppPresenter()
                    window?.rootViewController = UIHostingController(rootView: AppView(presenter: presenter))
                }
            }
            """
        ),
        (
            "App/Modules/AppModule/View/AppView.swift",
            """
            import SwiftUI

            struct AppView: View {
                @ObservedObject var presenter: AppPresenter
                var body: some View { presenter.listView() }
            }
            """
        ),
        (
            "App/Modules/AppModule/Presenter/AppPresenter.swift",
            """
            import Combine

            final class AppPresenter: ObservableObject {
                let router: AppRouter = AppRouter()
                func listView() -> ListView { router.makeListView() }
            }
            """
        ),
        (
            "App/Modules/AppModule/Router/AppRouter.swift",
            """
            import SwiftUI

            final class AppRouter {
                func makeListView() -> ListView {
                    let fetch = AnyUseCase<Void, [String]>(FetchItemsInteractor())
                    let delete = AnyUseCase<String, Void>(DeleteItemInteractor())
                    let presenter = ListPresenter(fetch: fetch, delete: delete, router: ListRouter())
                    return ListView(presenter: presenter)
                }
            }
            """
        ),
        (
            "App/Modules/ListModule/View/ListView.swift",
            """
            import SwiftUI

            struct ListView: View {
                @ObservedObject var presenter: ListPresenter
                var body: some View { Text("list") }
            }
            """
        ),
        (
            "App/Modules/ListModule/Presenter/ListPresenter.swift",
            """
            import Combine

            final class ListPresenter: ObservableObject {
                private let fetch: AnyUseCase<Void, [String]>
                private let delete: AnyUseCase<String, Void>
                private let router: ListRouter
                init(fetch: AnyUseCase<Void, [String]>, delete: AnyUseCase<String, Void>, router: ListRouter) {
                    self.fetch = fetch
                    self.delete = delete
                    self.router = router
                }
                func detailView() -> DetailView { router.makeDetailView() }
            }
            """
        ),
        (
            "App/Modules/ListModule/Router/ListRouter.swift",
            """
            import SwiftUI

            final class ListRouter {
                func makeDetailView() -> DetailView {
                    let load = AnyUseCase<String, String>(LoadDetailInteractor())
                    let save = AnyUseCase<String, Void>(SaveDetailInteractor())
                    let presenter = DetailPresenter(load: load, save: save)
                    return DetailView(presenter: presenter)
                }
            }
            """
        ),
        ("App/Modules/ListModule/Interactor/FetchItemsInteractor.swift", "import Foundation\n\nfinal class FetchItemsInteractor {}\n"),
        ("App/Modules/ListModule/Interactor/DeleteItemInteractor.swift", "import Foundation\n\nfinal class DeleteItemInteractor {}\n"),
        (
            "App/Modules/DetailModule/View/DetailView.swift",
            """
            import SwiftUI

            struct DetailView: View {
                @ObservedObject var presenter: DetailPresenter
                var body: some View { Text("detail") }
            }
            """
        ),
        (
            "App/Modules/DetailModule/Presenter/DetailPresenter.swift",
            """
            import Combine

            final class DetailPresenter: ObservableObject {
                private let load: AnyUseCase<String, String>
                private let save: AnyUseCase<String, Void>
                init(load: AnyUseCase<String, String>, save: AnyUseCase<String, Void>) {
                    self.load = load
                    self.save = save
                }
            }
            """
        ),
        ("App/Modules/DetailModule/Interactor/LoadDetailInteractor.swift", "import Foundation\n\nfinal class LoadDetailInteractor {}\n"),
        ("App/Modules/DetailModule/Interactor/SaveDetailInteractor.swift", "import Foundation\n\nfinal class SaveDetailInteractor {}\n"),
    ]

    /// Before: each use case was a shared type (its folder held interactors of several names,
    /// read as a layer folder), `ListRouter` was the Detail module's (it builds
    /// `DetailPresenter`) and `AppRouter` was the composition root its name suggests, so no
    /// router's assembly of the next module was reported.
    @Test func routersAssemblingTheNextModuleInlineReachIntoIt() {
        let sources = Self.inlineAssembledApp.map { SourceFile(path: $0.0, text: $0.1 + ($0.1.hasSuffix("\n") ? "" : "\n")) }
        let members = Self.members(sources)
        #expect(
            members == [
                "App": ["AppPresenter", "AppRouter", "AppView"],
                "List": ["DeleteItemInteractor", "FetchItemsInteractor", "ListPresenter", "ListRouter", "ListView"],
                "Detail": ["DetailPresenter", "DetailView", "LoadDetailInteractor", "SaveDetailInteractor"],
            ], "\(members)")
        let reaches = LintEngine().findingLines(sources).filter { $0.hasSuffix("cross-module-reach-in") }
        #expect(
            reaches == [
                "App/Modules/AppModule/Router/AppRouter.swift:5 cross-module-reach-in",
                "App/Modules/AppModule/Router/AppRouter.swift:6 cross-module-reach-in",
                "App/Modules/AppModule/Router/AppRouter.swift:7 cross-module-reach-in",
                "App/Modules/ListModule/Router/ListRouter.swift:5 cross-module-reach-in",
                "App/Modules/ListModule/Router/ListRouter.swift:6 cross-module-reach-in",
                "App/Modules/ListModule/Router/ListRouter.swift:7 cross-module-reach-in",
            ], "\(reaches)")
    }
}
