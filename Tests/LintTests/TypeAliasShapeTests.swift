import Architecture
import CodeSource
import Diagnostics
import Foundation
import Lint
import SwiftLexer
import TestSupport
import Testing

/// A template many tutorials spread: the router keeps its screen as `EntryPoint`, a top-level
/// alias of the view protocol and `UIViewController`.
struct TypeAliasShapeTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        LintEngine().findingLines(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    static func module(entry: String, alias: String = "typealias EntryPoint = RegisterViewProtocol & UIViewController\n") -> [(
        String, String
    )] {
        [
            (
                "App/Register/RegisterView.swift",
                "import UIKit\n\nprotocol RegisterViewProtocol: AnyObject {\n    var presenter: RegisterPresenterProtocol? { get set }\n}\n\nfinal class RegisterViewController: UIViewController, RegisterViewProtocol {\n    var presenter: RegisterPresenterProtocol?\n}\n"
            ),
            (
                "App/Register/RegisterPresenter.swift",
                "import Foundation\n\nprotocol RegisterPresenterProtocol: AnyObject {\n    var router: RegisterRouterProtocol? { get set }\n}\n\nfinal class RegisterPresenter: RegisterPresenterProtocol {\n    var router: RegisterRouterProtocol?\n    weak var view: RegisterViewProtocol?\n}\n"
            ),
            (
                "App/Register/RegisterRouter.swift",
                "import UIKit\n\n\(alias)\nprotocol RegisterRouterProtocol: AnyObject {\n    var entry: EntryPoint? { get }\n}\n\nfinal class RegisterRouter: RegisterRouterProtocol {\n    \(entry)\n\n    static func start() -> RegisterRouter {\n        let router = RegisterRouter()\n        let view = RegisterViewController()\n        let presenter = RegisterPresenter()\n        view.presenter = presenter\n        presenter.router = router\n        presenter.view = view\n        router.entry = view\n        return router\n    }\n}\n"
            ),
        ]
    }

    /// The router's strong `entry` holds the view: the view keeps the presenter, which keeps the
    /// router. Before, `EntryPoint` named nothing viperc knew, and the cycle went unreported.
    @Test func aStrongEntryPointAliasIsTheView() {
        let found = Self.lint(Self.module(entry: "var entry: EntryPoint?"))
        #expect(found.contains("App/Register/RegisterRouter.swift:10 router-strong-view"), "\(found)")
    }

    /// The model reads the alias as the rules do: `graph`, `init --from` and the drift check see
    /// the router hold its view, strongly or weakly as the code says.
    @Test func theModelsReferencesReadTheAlias() {
        for (entry, ownership) in [("var entry: EntryPoint?", Ownership.strong), ("weak var entry: EntryPoint?", .weak)] {
            let app = LintEngine().model(Self.module(entry: entry).map { SourceFile(path: $0.0, text: $0.1) }, appRoots: []).apps[0]
            let held = app.references.filter { $0.from == "RegisterRouter" }.map { "\($0.property) -> \($0.to) \($0.ownership)" }
            #expect(held == ["entry -> RegisterViewController \(ownership)"], "\(held)")
        }
    }

    /// Held weakly, it is right; the protocol's `{ get }` requirement is no stored property.
    @Test func aWeakEntryPointAliasIsNotReported() {
        let found = Self.lint(Self.module(entry: "weak var entry: EntryPoint?"))
        #expect(!found.contains { $0.hasSuffix("router-strong-view") }, "\(found)")
    }

    /// An alias of something that is no view (a closure's type, a model) holds no view, and an
    /// alias spread over two lines after `&` is read whole.
    @Test func anAliasOfNoViewHoldsNone() {
        let model = Self.lint(Self.module(entry: "var entry: EntryPoint?", alias: "typealias EntryPoint = RegisterModel\n"))
        #expect(!model.contains { $0.hasSuffix("router-strong-view") }, "\(model)")
        let closure = Self.lint(
            Self.module(entry: "var entry: EntryPoint?", alias: "typealias EntryPoint = ((String, UIViewController?) -> Void)\n"))
        #expect(!closure.contains { $0.hasSuffix("router-strong-view") }, "\(closure)")
        let split = Self.lint(
            Self.module(entry: "var entry: EntryPoint?", alias: "typealias EntryPoint = RegisterViewProtocol &\n    UIViewController\n"))
        #expect(split.contains("App/Register/RegisterRouter.swift:11 router-strong-view"), "\(split)")
    }

    /// Aliases of a function, a tuple, a metatype or a factory hold no view, however they are
    /// spelled; a property typed with one is not reported.
    @Test(arguments: [
        "typealias EntryPoint = (UIViewController) throws -> Void\n",
        "typealias EntryPoint = @MainActor (UIViewController) -> Void\n",
        "typealias EntryPoint = (UIViewController,\n    Bool) -> Void\n",
        "typealias EntryPoint = RegisterViewProtocol.Type\n",
        "typealias EntryPoint = Provider<RegisterViewController>\n",
    ])
    func anAliasOfAFunctionOrFactoryHoldsNoView(_ alias: String) {
        let found = Self.lint(Self.module(entry: "var entry: EntryPoint?", alias: alias))
        #expect(!found.contains { $0.hasSuffix("router-strong-view") }, "\(found)")
    }

    /// The names an alias mentions are the file's too: `import UIKit` stays needed for
    /// `typealias ImageCompletion = (UIImage?) -> Void`, which `--fix` must not remove.
    @Test func anAliasKeepsItsNamesUsedByTheFile() {
        let source = SourceFile(
            path: "P.swift", text: "import UIKit\n\ntypealias ImageCompletion = (UIImage?) -> Void\n\nfinal class HomePresenter {}\n")
        let summary = DeclarationScanner.scan(source, tokens: Lexer.tokenize(source).tokens)
        #expect(summary.looseNames.contains("UIImage"), "\(summary.looseNames)")
        #expect(summary.typeAliases.isEmpty)
    }

    /// A module's own file-private alias wins over another module's alias of the same name.
    @Test func theHoldersOwnAliasComesFirst() {
        var files = Self.module(entry: "var entry: EntryPoint?", alias: "fileprivate typealias EntryPoint = RegisterModel\n")
        files.insert(("App/A/Other.swift", "import UIKit\n\ntypealias EntryPoint = UIViewController\n"), at: 0)
        let found = Self.lint(files)
        #expect(!found.contains { $0.hasSuffix("router-strong-view") }, "\(found)")
    }

    /// The model reads the holder's own file-private alias first, as the rules do: two modules
    /// that each declare `fileprivate typealias EntryPoint` keep their own views ('Login' sorts
    /// first, so the app-wide table has its alias).
    @Test func theModelReadsTheHoldersOwnAlias() {
        let alias = "fileprivate typealias EntryPoint = RegisterViewProtocol & UIViewController\n"
        let register = Self.module(entry: "var entry: EntryPoint?", alias: alias)
        let login = register.map {
            ($0.0.replacingOccurrences(of: "Register", with: "Login"), $0.1.replacingOccurrences(of: "Register", with: "Login"))
        }
        let app = LintEngine().model((login + register).map { SourceFile(path: $0.0, text: $0.1) }, appRoots: []).apps[0]
        let held = app.references.filter { $0.from.hasSuffix("Router") }.map { "\($0.from).\($0.property) -> \($0.to)" }.sorted()
        #expect(
            held == ["LoginRouter.entry -> LoginViewController", "RegisterRouter.entry -> RegisterViewController"], "\(held)")
    }

    /// An interactor typing its output through its own alias (`typealias Output =
    /// FeedInteractorOutput`, as base protocols with an associated `Output` ask): the model holds
    /// the presenter through it, and `init --from` drafts the reference, not a service named
    /// `Output` whose stored name would collide with it.
    @Test func aClassesOwnAliasTypesItsReference() throws {
        let files: [(path: String, text: String)] = [
            (
                "App/Feed/FeedInteractor.swift",
                "import Foundation\n\nprotocol FeedInteractorInput: AnyObject {\n    func load()\n}\n\nprotocol FeedInteractorOutput: AnyObject {\n    func didLoad()\n}\n\nfinal class FeedInteractor: FeedInteractorInput {\n    typealias Output = FeedInteractorOutput\n    weak var output: Output?\n    var feedService: FeedService!\n    func load() { output?.didLoad() }\n}\n\nfinal class FeedService {}\n"
            ),
            (
                "App/Feed/FeedPresenter.swift",
                "import Foundation\n\nfinal class FeedPresenter: FeedInteractorOutput {\n    var interactor: FeedInteractorInput!\n    weak var view: FeedViewController?\n    func didLoad() {}\n}\n"
            ),
            (
                "App/Feed/FeedViewController.swift",
                "import UIKit\n\nfinal class FeedViewController: UIViewController {\n    var presenter: FeedPresenter!\n}\n"
            ),
        ]
        // Read from disk, as `init --from` does: members and signatures are read then.
        let root = try Golden.temporaryFolder()
        for file in files {
            try FileManager.default.createDirectory(atPath: root + "/App/Feed", withIntermediateDirectories: true)
            try file.text.write(toFile: root + "/" + file.path, atomically: true, encoding: .utf8)
        }
        let app = LintEngine().model(paths: files.map { root + "/" + $0.path }, appRoots: [root]).apps[0]
        let held = app.references.filter { $0.from == "FeedInteractor" }.map { "\($0.property) -> \($0.to) \($0.ownership)" }
        #expect(held == ["output -> FeedPresenter weak"], "\(held)")
        let feed = SpecDrafter.drafts(of: app, name: "App").first { $0.name == "Feed.viper.yaml" }?.text ?? ""
        #expect(feed.contains("services: [FeedService]") && !feed.contains("Output]") && !feed.contains(", Output"), "\(feed)")
    }

    /// A module class typing what it keeps through aliases named for no role
    /// (`typealias ModuleInteractor = FeedInteractor`): the model sees it keep the interactor, as
    /// `lint --spec` then reports a builder's kept parts.
    @Test func aClassesAliasOfAComponentTypesItsReference() {
        let files = [
            SourceFile(
                path: "App/Feed/FeedModule.swift",
                text:
                    "import UIKit\n\nfinal class FeedModule {\n    typealias ModuleInteractor = FeedInteractor\n    typealias ModulePresenter = FeedPresenter\n    var interactor: ModuleInteractor!\n    var presenter: ModulePresenter!\n\n    func build() -> UIViewController {\n        interactor = FeedInteractor()\n        presenter = FeedPresenter()\n        presenter.interactor = interactor\n        let view = FeedViewController()\n        view.presenter = presenter\n        return view\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Feed/FeedPresenter.swift",
                text:
                    "import Foundation\n\nfinal class FeedPresenter {\n    var interactor: FeedInteractor!\n}\n\nfinal class FeedInteractor {}\n"
            ),
            SourceFile(
                path: "App/Feed/FeedViewController.swift",
                text: "import UIKit\n\nfinal class FeedViewController: UIViewController {\n    var presenter: FeedPresenter!\n}\n"),
        ]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let held = app.references.filter { $0.from == "FeedModule" }.map { "\($0.property) -> \($0.to)" }.sorted()
        #expect(held == ["interactor -> FeedInteractor", "presenter -> FeedPresenter"], "\(held)")
    }
}
