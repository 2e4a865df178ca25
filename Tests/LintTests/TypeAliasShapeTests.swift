import Architecture
import Diagnostics
import Lint
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
}
