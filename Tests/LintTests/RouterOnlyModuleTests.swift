import Architecture
import CodeSource
import Lint
import Testing

/// A module that only navigates: a router alone in a folder beside the modules' folders, which
/// shows screens and which no module holds or makes. Each case is a small app that names no
/// file or app of the corpus.
struct RouterOnlyModuleTests {
    typealias App = KeyValuePairs<String, String>

    /// A module folder with a view, presenter, interactor and router, beside the others.
    static func screen(_ name: String, _ extra: String = "") -> [(String, String)] {
        [
            (
                "App/Modules/\(name)/\(name)Presenter.swift",
                "final class \(name)Presenter: \(name)ViewOutput {\n    weak var view: \(name)ViewInput?\n    var router: \(name)RouterInput!\n    var interactor: \(name)InteractorInput!\n}\nprotocol \(name)ViewOutput: AnyObject {}\n"
            ),
            (
                "App/Modules/\(name)/\(name)ViewController.swift",
                "final class \(name)ViewController: UIViewController, \(name)ViewInput {\n    var output: \(name)ViewOutput!\n}\nprotocol \(name)ViewInput: AnyObject {}\n"
            ),
            (
                "App/Modules/\(name)/\(name)Interactor.swift",
                "final class \(name)Interactor: \(name)InteractorInput {}\nprotocol \(name)InteractorInput: AnyObject {}\n"
            ),
            (
                "App/Modules/\(name)/\(name)Router.swift",
                "final class \(name)Router: \(name)RouterInput {\n\(extra)    static func assemble() -> UIViewController { \(name)ViewController() }\n}\nprotocol \(name)RouterInput: AnyObject {}\n"
            ),
        ]
    }

    static func names(_ files: [(String, String)]) -> [String] {
        var app: [(String, String)] = files
        app.sort { $0.0 < $1.0 }
        let sources = ModelRecoveryTests.sources(
            KeyValuePairs(dictionaryLiteral: app[0], app[1], app[2], app[3], app[4], app[5], app[6], app[7], app[8]))
        return LintEngine().model(sources, appRoots: []).apps.flatMap(\.modules).map(\.name).sorted()
    }

    @Test func anAppRootWireframeInItsOwnModuleFolderIsAModule() {
        let root = (
            "App/Modules/Root/RootRouter.swift",
            "final class RootRouter: RootWireframe {\n    func start(in window: UIWindow) {\n        window.rootViewController = HomeRouter.assemble()\n    }\n}\nprotocol RootWireframe: AnyObject {}\n"
        )
        #expect(Self.names(Self.screen("Home") + Self.screen("Settings") + [root]) == ["Home", "Root", "Settings"])
    }

    /// A spec's module has a view and a presenter, so `init --from` drafts none for a module
    /// that only navigates (and the drift check asks for none).
    @Test func aModuleThatOnlyNavigatesIsNotDrafted() {
        let root = (
            "App/Modules/Root/RootRouter.swift",
            "final class RootRouter: RootWireframe {\n    func start(in window: UIWindow) {\n        window.rootViewController = HomeRouter.assemble()\n    }\n}\nprotocol RootWireframe: AnyObject {}\n"
        )
        var files = Self.screen("Home") + Self.screen("Settings") + [root]
        files.sort { $0.0 < $1.0 }
        let sources = ModelRecoveryTests.sources(
            KeyValuePairs(dictionaryLiteral: files[0], files[1], files[2], files[3], files[4], files[5], files[6], files[7], files[8]))
        let app = LintEngine().model(sources, appRoots: []).apps[0]
        #expect(app.modules.first { $0.name == "Root" }?.onlyNavigates == true)
        #expect(app.modules.first { $0.name == "Home" }?.onlyNavigates == false)
        let drafts = SpecDrafter.drafts(of: app, name: "App").map(\.name)
        #expect(drafts.contains("Home.viper.yaml") && !drafts.contains("Root.viper.yaml"), "\(drafts)")
    }

    @Test func aCoordinatorWithItsOwnAssemblyThatModulesUseIsNoModule() {
        // Routers and builders only, in a folder that is not beside the modules', and a
        // module's router makes it: an app-wide coordinator.
        let coordinator = [
            (
                "App/Coordinators/Flow/FlowCoordinator.swift",
                "final class FlowCoordinator {\n    weak var navigation: UINavigationController?\n    func showSettings() {}\n}\n"
            ),
            (
                "App/Coordinators/Flow/FlowCoordinatorAssembly.swift",
                "final class FlowCoordinatorAssembly {\n    func build() -> FlowCoordinator { FlowCoordinator() }\n}\n"
            ),
        ]
        let home = Self.screen("Home", "    func settings() { FlowCoordinatorAssembly().build().showSettings() }\n")
        var files = home + Self.screen("Settings") + coordinator
        files.sort { $0.0 < $1.0 }
        let sources = ModelRecoveryTests.sources(
            KeyValuePairs(
                dictionaryLiteral: files[0], files[1], files[2], files[3], files[4], files[5], files[6], files[7], files[8], files[9]))
        #expect(LintEngine().model(sources, appRoots: []).apps.flatMap(\.modules).map(\.name).sorted() == ["Home", "Settings"])
    }

    @Test func aNetworkRequestRouterBesideTheModulesIsNone() {
        let request = (
            "App/Modules/Common/LoginRouter.swift",
            "enum LoginRouter: URLRequestConvertible {\n    case login(String)\n    func asURLRequest() throws -> URLRequest { fatalError() }\n}\n"
        )
        #expect(Self.names(Self.screen("Home") + Self.screen("Settings") + [request]) == ["Home", "Settings"])
    }

    @Test func aRouterAnotherModulesRouterMakesIsNotAModuleOfItsOwn() {
        // Home's router makes Gallery's router, whose file sits in a folder of its own.
        let gallery = (
            "App/Modules/GalleryScreen/GalleryRouter.swift",
            "final class GalleryRouter {\n    func open() -> UIViewController { UIViewController() }\n}\n"
        )
        let home = Self.screen("Home", "    func gallery() -> UIViewController { GalleryRouter().open() }\n")
        #expect(Self.names(home + Self.screen("Settings") + [gallery]) == ["Home", "Settings"])
    }
}
