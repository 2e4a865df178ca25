import Architecture
import CodeSource
import Diagnostics
import Lint
import SwiftLexer
import Testing

/// Shapes of the round-fifteen held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundFifteenShapeTests {
    /// A module `Main` in `folder`: a view, a presenter keeping its interactor through
    /// `interacting`, and the interactor.
    static func main(in folder: String, view: String, interactor: String, interacting: String) -> [SourceFile] {
        [
            SourceFile(
                path: "\(folder)/Main/MainPresenter.swift",
                text:
                    "import Foundation\n\nfinal class MainPresenter {\n    private let interactor: \(interacting)\n    weak var view: \(view)?\n    init(interactor: \(interacting)) { self.interactor = interactor }\n}\n"
            ),
            SourceFile(
                path: "\(folder)/Main/\(interactor).swift",
                text:
                    "import Foundation\n\nprotocol \(interacting): AnyObject {\n    func tokens() -> [String]\n}\n\nfinal class \(interactor): \(interacting) {\n    func tokens() -> [String] { [] }\n}\n"
            ),
            SourceFile(
                path: "\(folder)/Main/\(view).swift",
                text: view.hasSuffix("Controller")
                    ? "import UIKit\n\nfinal class \(view): UIViewController {\n    var presenter: MainPresenter!\n}\n"
                    : "import SwiftUI\n\nstruct \(view): View {\n    @ObservedObject var presenter: MainPresenter\n    var body: some View { Text(\"\") }\n}\n"
            ),
        ]
    }

    /// An iOS app and its watch app in one repository, each with a module named `Main` whose
    /// types share their names. A name in the code cannot say which of the two it means.
    /// Before, each `Main` reached into the other.
    @Test func namesakeModulesDoNotReachIntoEachOther() {
        let sources =
            Self.main(in: "App/Phone", view: "MainViewController", interactor: "MainModuleInteractor", interacting: "MainModuleInteracting")
            + Self.main(in: "App/Watch", view: "MainView", interactor: "MainInteractor", interacting: "MainInteracting")
        let findings = LintEngine().findingLines(sources)
        #expect(!findings.contains { $0.hasSuffix("cross-module-reach-in") }, "\(findings)")
    }

    /// A "router scene": the parent screen's presenter implements its child screens' router
    /// protocols (`TodoListRouter`, declared by the child, kept `unowned` by the child's
    /// presenter), and the parent's view builds the children. Before, implementing two
    /// modules' protocols made the presenter app-wide, so the parent was no module and its
    /// view's calls to the children's assemblies went unreported.
    @Test func aPresenterThatRoutesForItsChildrenStaysItsModules() {
        func child(_ name: String) -> [SourceFile] {
            [
                SourceFile(
                    path: "App/Scenes/\(name)/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nprotocol \(name)Router: AnyObject {\n    func routeDone()\n}\n\nprotocol \(name)PresenterOutput: AnyObject {}\n\nfinal class \(name)Presenter {\n    unowned let router: \(name)Router\n    weak var output: \(name)PresenterOutput?\n    init(router: \(name)Router) { self.router = router }\n}\n"
                ),
                SourceFile(
                    path: "App/Scenes/\(name)/\(name)ViewController.swift",
                    text:
                        "import UIKit\n\nfinal class \(name)ViewController: UIViewController, \(name)PresenterOutput {\n    var presenter: \(name)Presenter!\n}\n"
                ),
                SourceFile(
                    path: "App/Scenes/\(name)/\(name)Assembly.swift",
                    text:
                        "import UIKit\n\nfinal class \(name)Assembly {\n    private let router: \(name)Router\n    init(router: \(name)Router) { self.router = router }\n    func configure() -> UIViewController {\n        let view = \(name)ViewController()\n        let presenter = \(name)Presenter(router: router)\n        view.presenter = presenter\n        presenter.output = view\n        return view\n    }\n}\n"
                ),
            ]
        }
        let parent = [
            SourceFile(
                path: "App/Scenes/TodoRouter/TodoRouterPresenter.swift",
                text:
                    "import Foundation\n\nprotocol TodoRouterPresenterOutput: AnyObject {\n    func showItem()\n}\n\nfinal class TodoRouterPresenter {\n    weak var output: TodoRouterPresenterOutput?\n}\n\nextension TodoRouterPresenter: TodoListRouter {\n    func routeDone() { output?.showItem() }\n}\n\nextension TodoRouterPresenter: TodoItemRouter {}\n"
            ),
            SourceFile(
                path: "App/Scenes/TodoRouter/TodoRouterNavController.swift",
                text:
                    "import UIKit\n\nfinal class TodoRouterNavController: UINavigationController, TodoRouterPresenterOutput {\n    var presenter: TodoRouterPresenter!\n    func showItem() {\n        pushViewController(TodoItemAssembly(router: presenter).configure(), animated: true)\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Scenes/TodoRouter/TodoRouterAssembly.swift",
                text:
                    "import UIKit\n\nfinal class TodoRouterAssembly {\n    func configure() -> UINavigationController {\n        let view = TodoRouterNavController()\n        let presenter = TodoRouterPresenter()\n        view.presenter = presenter\n        presenter.output = view\n        return view\n    }\n}\n"
            ),
        ]
        let sources = parent + child("TodoList") + child("TodoItem")
        let model = LintEngine().model(sources, appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name).sorted() == ["TodoItem", "TodoList", "TodoRouter"], "\(modules)")
        #expect(
            modules.first { $0.name == "TodoRouter" }?.components.contains { $0.name == "TodoRouterPresenter" } == true,
            "\(modules)")
        let findings = LintEngine().findingLines(sources)
        #expect(findings.contains("App/Scenes/TodoRouter/TodoRouterNavController.swift:6 view-navigates"), "\(findings)")
    }
}
