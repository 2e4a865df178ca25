import Architecture
import Diagnostics
import Lint
import Testing

/// Protocols named for the direction of their calls (`ViewToPresenterProtocol`,
/// `InteractorToPresenterProtocol`, `PresenterToViewProtocol`), a popular tutorial's style: the
/// words before `To` name the caller, not a module. Read as module prefixes, they made a
/// presenter that adopts two of them conform to the role protocols of two modules ('ViewTo'
/// and 'InteractorTo'), so the model took it for an app-wide implementation: its module had
/// no presenter, and the presenter's UIKit import went unreported.
struct DirectionalProtocolTests {
    static let app: [SourceFile] = [
        SourceFile(
            path: "App/Catalog/Protocols/CatalogProtocols.swift",
            text:
                "import Foundation\n\nprotocol ViewToPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\nprotocol PresenterToViewProtocol: AnyObject {\n    func show(items: [String])\n}\nprotocol PresenterToInteractorProtocol: AnyObject {\n    func fetch()\n}\nprotocol InteractorToPresenterProtocol: AnyObject {\n    func fetched(items: [String])\n}\nprotocol PresenterToRouterProtocol: AnyObject {}\n"
        ),
        SourceFile(
            path: "App/Catalog/Presenter/CatalogPresenter.swift",
            text:
                "import UIKit\n\nfinal class CatalogPresenter: ViewToPresenterProtocol, InteractorToPresenterProtocol {\n    weak var view: PresenterToViewProtocol?\n    var interactor: PresenterToInteractorProtocol?\n    var router: PresenterToRouterProtocol?\n    func viewDidLoad() { interactor?.fetch() }\n    func fetched(items: [String]) { view?.show(items: items) }\n}\n"
        ),
        SourceFile(
            path: "App/Catalog/Interactor/CatalogInteractor.swift",
            text:
                "final class CatalogInteractor: PresenterToInteractorProtocol {\n    weak var presenter: InteractorToPresenterProtocol?\n    func fetch() { presenter?.fetched(items: []) }\n}\n"
        ),
        SourceFile(
            path: "App/Catalog/View/CatalogViewController.swift",
            text:
                "import UIKit\n\nfinal class CatalogViewController: UIViewController, PresenterToViewProtocol {\n    var presenter: ViewToPresenterProtocol?\n    func show(items: [String]) {}\n}\n"
        ),
        SourceFile(
            path: "App/Catalog/Router/CatalogRouter.swift",
            text:
                "import UIKit\n\nfinal class CatalogRouter: PresenterToRouterProtocol {\n    static func createModule() -> UIViewController {\n        let view = CatalogViewController()\n        let presenter = CatalogPresenter()\n        let interactor = CatalogInteractor()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.router = CatalogRouter()\n        interactor.presenter = presenter\n        return view\n    }\n}\n"
        ),
    ]

    @Test func theWordsBeforeToNameTheCallerNotAModule() {
        let model = LintEngine().model(Self.app, appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name) == ["Catalog"])
        let catalog = modules.first
        #expect(catalog?.components.first { $0.role == .presenter }?.name == "CatalogPresenter")
        #expect(catalog?.protocols.first { $0.name == "InteractorToPresenterProtocol" }?.role == .presenter)
        #expect(catalog?.protocols.first { $0.name == "PresenterToViewProtocol" }?.role == .view)
        #expect(model.apps.first?.shared.isEmpty == true, "\(model.apps.first?.shared.map(\.name) ?? [])")
        let findings = LintEngine().lint(Self.app, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }
        #expect(findings == ["App/Catalog/Presenter/CatalogPresenter.swift:1 presenter-imports-ui"], "\(findings)")
    }
}
