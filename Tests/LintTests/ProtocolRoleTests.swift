import CodeSource
import Lint
import Testing

/// Whose protocol a protocol is, when its name says one thing and the code another: shapes of
/// the held-out apps (todolist, finance) that the first model got wrong.
struct ProtocolRoleTests {
    typealias App = KeyValuePairs<String, String>

    @Test func namesThatDifferOnlyInCaseAreOneModule() {
        // `TodoDetail…` protocols and `ToDoDetail…` classes: one module, so the presenter is no
        // app-wide implementation and its UIKit import counts.
        let app: App = [
            "App/Modules/ToDoDetail/ToDoDetailPresenter.swift":
                "import UIKit\n\nfinal class ToDoDetailPresenter: ToDoDetailPresenterProtocol {\n    weak var view: ToDoDetailViewProtocol?\n    var interactor: TodoDetailInteractorInputProtocol?\n}\n\nextension ToDoDetailPresenter: TodoDetailInteractorOutputProtocol {}\n",
            "App/Modules/ToDoDetail/ToDoDetailProtocols.swift":
                "protocol ToDoDetailViewProtocol: AnyObject {}\nprotocol ToDoDetailPresenterProtocol: AnyObject {}\nprotocol TodoDetailInteractorInputProtocol: AnyObject {}\nprotocol TodoDetailInteractorOutputProtocol: AnyObject {}\n",
            "App/Modules/ToDoDetail/ToDoDetailInteractor.swift":
                "final class ToDoDetailInteractor: TodoDetailInteractorInputProtocol {\n    weak var presenter: TodoDetailInteractorOutputProtocol?\n}\n",
        ]
        #expect(
            ModelRecoveryTests.sameModule("ToDoDetailPresenter", "ToDoDetailInteractor", in: app))
        #expect(ModelRecoveryTests.findings(app) == ["App/Modules/ToDoDetail/ToDoDetailPresenter.swift:1 presenter-imports-ui"])
    }

    @Test func aPresenterDelegateThatTheViewImplementsIsTheViewProtocol() {
        // The presenter's file also declares the view's protocol, so its import is the view's.
        let app: App = [
            "App/Modules/Home/HomePresenter.swift":
                "import UIKit\n\nprotocol HomePresenterDelegate: AnyObject {\n    func show(message: String)\n}\n\nfinal class HomePresenter: HomePresenterProtocol {\n    weak var view: HomePresenterDelegate?\n}\n",
            "App/Modules/Home/HomeProtocols.swift": "protocol HomePresenterProtocol: AnyObject {}\n",
            "App/Modules/Home/HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenterProtocol?\n}\n\nextension HomeViewController: HomePresenterDelegate {\n    func show(message: String) {}\n}\n",
        ]
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }

    @Test func aProtocolWithoutARoleNameThePresenterHoldsAsItsViewIsTheViewProtocol() {
        let app: App = [
            "App/Modules/ContactList/ContactListPresenter.swift":
                "import UIKit\n\nprotocol ContactListPresenterOutput: AnyObject {\n    func show(names: [String])\n}\n\nfinal class ContactListPresenter: ContactListPresenterProtocol {\n    weak var view: ContactListPresenterOutput?\n}\n",
            "App/Modules/ContactList/ContactListProtocols.swift": "protocol ContactListPresenterProtocol: AnyObject {}\n",
            "App/Modules/ContactList/ContactListViewController.swift":
                "import UIKit\n\nfinal class ContactListViewController: UIViewController {\n    var presenter: ContactListPresenterProtocol?\n}\n\nextension ContactListViewController: ContactListPresenterOutput {\n    func show(names: [String]) {}\n}\n",
        ]
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }

    @Test func aProtocolWithoutARoleNameThatOnlyTheInteractorImplementsIsTheInteractors() {
        let app: App = [
            "App/Articles/ArticlesPresenter.swift":
                "final class ArticlesPresenter: ArticlesPresentation {\n    var interactor: ArticlesUseCase?\n}\n\nprotocol ArticlesPresentation: AnyObject {}\n",
            "App/Articles/ArticlesInteractor.swift":
                "protocol ArticlesUseCase: AnyObject {}\n\nfinal class ArticlesInteractor: ArticlesUseCase {}\n",
            "App/Cards/CardsPresenter.swift":
                "final class CardsPresenter {\n    weak var output: CardsPresenterOutput?\n}\n\nprotocol CardsPresenterOutput: AnyObject {}\n",
            "App/Cards/CardsViewController.swift":
                "final class CardsViewController: UIViewController {\n    var presenter: CardsPresenter!\n}\n",
            "App/Menu/MenuRouter.swift": "final class MenuRouter: CardsPresenterOutput {}\n",
            "App/Menu/MenuPresenter.swift": "final class MenuPresenter {\n    var router: MenuRouter?\n}\n",
        ]
        let model = LintEngine().model(ModelRecoveryTests.sources(app), appRoots: [])
        let references = model.apps.flatMap(\.references).map { "\($0.from).\($0.property) -> \($0.to)" }
        #expect(references.contains("ArticlesPresenter.interactor -> ArticlesInteractor"))
        // Another module's router implementing a presenter's output stays an opener.
        #expect(!references.contains("CardsPresenter.output -> MenuRouter"))
    }

    @Test func anotherModulesDelegateThatAViewImplementsStaysAChannel() {
        // The details coordinator's delegate is implemented by the cards screen: it does not
        // make the details module part of the cards module.
        let app: App = [
            "App/Cards/CardsViewController.swift":
                "final class CardsViewController: UIViewController, CardsViewInput, DetailsCoordinatorDelegate {\n    var output: CardsViewOutput!\n}\n",
            "App/Cards/CardsPresenter.swift": "final class CardsPresenter: CardsViewOutput {\n    weak var view: CardsViewInput?\n}\n",
            "App/Details/DetailsCoordinator.swift":
                "protocol DetailsCoordinatorDelegate: AnyObject {}\n\nfinal class DetailsCoordinator {\n    weak var delegate: DetailsCoordinatorDelegate?\n}\n",
            "App/Details/DetailsPresenter.swift":
                "final class DetailsPresenter: DetailsViewOutput {\n    weak var view: DetailsViewInput?\n}\n",
        ]
        #expect(ModelRecoveryTests.differentModules("DetailsPresenter", "CardsPresenter", in: app))
        #expect(ModelRecoveryTests.module(of: "DetailsCoordinatorDelegate", in: app) != "Cards")
    }

    @Test func aSubviewsOutputProtocolIsNoPresenters() {
        // `DetailsViewOutput` is named like the presenter's but only the view controller
        // implements it: the subview's file declares no presenter.
        let app: App = [
            "App/Modules/Details/DetailsView.swift":
                "import UIKit\n\nprotocol DetailsViewOutput: AnyObject {\n    func didTapButton()\n}\n\nfinal class DetailsView: UIView {\n    weak var delegate: DetailsViewOutput?\n}\n",
            "App/Modules/Details/DetailsViewController.swift":
                "import UIKit\n\nfinal class DetailsViewController: UIViewController, DetailsViewOutput {\n    var presenter: DetailsPresenterProtocol?\n    func didTapButton() {}\n}\n",
            "App/Modules/Details/DetailsPresenter.swift":
                "final class DetailsPresenter: DetailsPresenterProtocol {}\n\nprotocol DetailsPresenterProtocol: AnyObject {}\n",
        ]
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }

    @Test func roleProtocolsInAFileOfSeveralRolesAreChecked() {
        let app: App = [
            "App/Home/HomeProtocols.swift":
                "import Foundation\n\nprotocol HomeViewProtocol: AnyObject {}\n\nprotocol HomePresenterProtocol: AnyObject {\n    func show(color: UIColor)\n}\n\nprotocol HomeRouterProtocol: AnyObject {}\n",
            "App/Home/HomePresenter.swift": "final class HomePresenter: HomePresenterProtocol {\n    weak var view: HomeViewProtocol?\n}\n",
            "App/Home/HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController, HomeViewProtocol {\n    var presenter: HomePresenterProtocol?\n}\n",
        ]
        #expect(ModelRecoveryTests.findings(app) == ["App/Home/HomeProtocols.swift:6 presenter-imports-ui"])
    }
}
