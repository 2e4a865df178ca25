import Architecture
import CodeSource
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

    /// The same style with the module after the role (`ViewToPresenterBasketProtocol`), not
    /// class-bound, and a view controller the storyboard makes and hands to its router to wire
    /// (`BasketRouter.createModule(ref: self)`), named apart from the module
    /// (`ShoppingBasketViewController`), adopting no protocol of the module and kept with the
    /// other screens rather than in the module's folder.
    static let infixApp: [SourceFile] = [
        SourceFile(
            path: "App/basket-module/protocols/BasketProtocols.swift",
            text:
                "import Foundation\n\nprotocol ViewToPresenterBasketProtocol {\n    var basketView: PresenterToViewBasketProtocol? { get set }\n    func load()\n}\nprotocol PresenterToViewBasketProtocol {\n    func show(count: Int)\n}\nprotocol PresenterToInteractorBasketProtocol {\n    var basketPresenter: InteractorToPresenterBasketProtocol? { get set }\n    func fetch()\n}\nprotocol InteractorToPresenterBasketProtocol {\n    func fetched(count: Int)\n}\nprotocol PresenterToRouterBasketProtocol {\n    static func createModule(ref: ShoppingBasketViewController)\n}\n"
        ),
        SourceFile(
            path: "App/basket-module/presenter/BasketPresenter.swift",
            text:
                "import Foundation\n\nfinal class BasketPresenter: ViewToPresenterBasketProtocol {\n    var basketView: PresenterToViewBasketProtocol?\n    var basketInteractor: PresenterToInteractorBasketProtocol?\n    func load() { basketInteractor?.fetch() }\n}\n\nextension BasketPresenter: InteractorToPresenterBasketProtocol {\n    func fetched(count: Int) { basketView?.show(count: count) }\n}\n"
        ),
        SourceFile(
            path: "App/basket-module/interactor/BasketInteractor.swift",
            text:
                "import Foundation\n\nfinal class BasketInteractor: PresenterToInteractorBasketProtocol {\n    var basketPresenter: InteractorToPresenterBasketProtocol?\n    func fetch() { basketPresenter?.fetched(count: 0) }\n}\n"
        ),
        SourceFile(
            path: "App/basket-module/router/BasketRouter.swift",
            text:
                "import Foundation\n\nfinal class BasketRouter: PresenterToRouterBasketProtocol {\n    static func createModule(ref: ShoppingBasketViewController) {\n        let presenter = BasketPresenter()\n        ref.presenter = presenter\n        presenter.basketInteractor = BasketInteractor()\n        presenter.basketView = ref\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Screens/ShoppingBasketViewController.swift",
            text:
                "import UIKit\nimport FirebaseAuth\n\nfinal class ShoppingBasketViewController: UIViewController {\n    var presenter: ViewToPresenterBasketProtocol?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        BasketRouter.createModule(ref: self)\n    }\n}\n"
        ),
    ]

    @Test func aModuleAfterTheRoleAndAViewHandedToItsRouter() {
        let model = LintEngine().model(Self.infixApp, appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name) == ["Basket"])
        let basket = modules.first
        #expect(basket?.protocols.first { $0.name == "InteractorToPresenterBasketProtocol" }?.role == .presenter)
        #expect(basket?.protocols.first { $0.name == "PresenterToViewBasketProtocol" }?.role == .view)
        #expect(basket?.components.first { $0.role == .view }?.name == "ShoppingBasketViewController")
        let findings = Set(LintEngine().lint(Self.infixApp, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" })
        // Both ends of the presenter-interactor pair and the presenter's view are held strongly,
        // the view imports a service SDK and names its router.
        let expected: Set<String> = [
            "App/basket-module/presenter/BasketPresenter.swift:4 presenter-strong-view",
            "App/basket-module/interactor/BasketInteractor.swift:4 interactor-strong-output",
            "App/Screens/ShoppingBasketViewController.swift:2 view-uses-service",
            "App/Screens/ShoppingBasketViewController.swift:8 view-references-router",
        ]
        #expect(expected.isSubset(of: findings), "\(findings.sorted())")
    }

    /// The module-first directional style closed by a word of its own (`…Conformable`): the
    /// direction still says the role, so the interactor's strong way back is reported, and a
    /// name closed by two words (`…ConformableType`) or by none of letters proposes nothing.
    @Test func aDirectionalNameClosedByAnyWordHasItsRole() {
        let files = [
            SourceFile(
                path: "App/Modules/Chat/Protocols/ChatProtocols.swift",
                text:
                    "import Foundation\n\nprotocol ChatPresenterToInteractorConformable: AnyObject {\n    func load()\n}\nprotocol ChatInteractorToPresenterConformable: AnyObject {\n    func loaded()\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Chat/Interactor/ChatInteractor.swift",
                text:
                    "import Foundation\n\nfinal class ChatInteractor: ChatPresenterToInteractorConformable {\n    var presenter: ChatInteractorToPresenterConformable?\n    func load() { presenter?.loaded() }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Chat/Presenter/ChatPresenter.swift",
                text:
                    "import Foundation\n\nfinal class ChatPresenter: ChatInteractorToPresenterConformable {\n    var interactor: ChatPresenterToInteractorConformable?\n    func loaded() {}\n}\n"
            ),
        ]
        let module = LintEngine().model(files, appRoots: []).apps.flatMap(\.modules).first
        #expect(module?.protocols.first { $0.name == "ChatInteractorToPresenterConformable" }?.role == .presenter)
        let findings = LintEngine().lint(files, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }
        #expect(findings == ["App/Modules/Chat/Interactor/ChatInteractor.swift:4 interactor-strong-output"], "\(findings)")
        #expect(
            RolePattern.moduleFirstDirectionalRole("ChatViewToPresenterConformable").map { "\($0.role) \($0.module)" } == "presenter Chat")
        #expect(RolePattern.moduleFirstDirectionalRole("ChatViewToPresenterConformableType") == nil)
        #expect(RolePattern.moduleFirstDirectionalRole("ChatViewToPresenter2") == nil)
        #expect(RolePattern.moduleFirstDirectionalRole("ViewToPresenterConformable") == nil)
        // Helpers between two roles, and names from one role to itself, are no contracts.
        for helper in ["ProfileEntityToViewMapper", "LoginViewToPresenterMapper", "ImageViewToViewConverter", "AuthViewToRouterTests"] {
            #expect(RolePattern.moduleFirstDirectionalRole(helper) == nil, "\(helper)")
        }
        #expect(RolePattern.moduleFirstDirectionalRole("CarouselViewToViewContract") == nil)
        #expect(RolePattern.moduleFirstDirectionalRole("CartViewToPresenterContract").map { "\($0.role) \($0.module)" } == "presenter Cart")
    }
}
