import Architecture
import CodeSource
import Lint
import Testing

/// Shapes of the round-four held-out apps that the model recovered wrongly at first contact,
/// each as a small app. They name no file or app of the corpus; each fails without its fix.
struct RecoveryShapeTests {
    typealias App = KeyValuePairs<String, String>

    static func moduleNames(_ files: App) -> [String] {
        LintEngine().model(ModelRecoveryTests.sources(files), appRoots: []).apps.flatMap(\.modules).map(\.name).sorted()
    }

    @Test func aBuilderOfOneModuleWithSeveralInteractorsIsThatModulesAssembly() {
        // Interactors named for what they do, not for the module: the builder assembles one
        // module, and its presenter's UIKit import counts.
        let app: App = [
            "App/Tags/Detail/TagDetailBuilder.swift":
                "final class TagDetailBuilder {\n    func build() -> UIViewController {\n        let presenter = TagDetailPresenter(create: CreateTagInteractor(), edit: EditTagInteractor(), delete: DeleteTagInteractor())\n        return TagDetailView(presenter: presenter)\n    }\n}\n",
            "App/Tags/Detail/TagDetailPresenter.swift":
                "import UIKit\n\nfinal class TagDetailPresenter {\n    weak var view: TagDetailView?\n    let create: CreateTagInteractor\n    let edit: EditTagInteractor\n    let delete: DeleteTagInteractor\n}\n",
            "App/Tags/Detail/TagDetailView.swift":
                "final class TagDetailView: UIViewController {\n    var presenter: TagDetailPresenter!\n}\n",
            "App/Tags/Detail/Interactors.swift":
                "final class CreateTagInteractor {}\nfinal class EditTagInteractor {}\nfinal class DeleteTagInteractor {}\n",
        ]
        #expect(Self.moduleNames(app) == ["TagDetail"])
        #expect(ModelRecoveryTests.module(of: "EditTagInteractor", in: app) == "TagDetail")
        #expect(ModelRecoveryTests.findings(app) == ["App/Tags/Detail/TagDetailPresenter.swift:1 presenter-imports-ui"])
    }

    @Test func assembliesKeptTogetherInOneFolderDoNotMergeTheirModules() {
        // A DI folder holds every module's assembly: it is a layer folder, not a module folder.
        var files: [(String, String)] = []
        for module in ["Home", "Settings"] {
            files.append(
                (
                    "App/DI/Screens/\(module)Assembly.swift",
                    "final class \(module)Assembly {\n    func register() { _ = \(module)View(presenter: \(module)Presenter(interactor: \(module)Interactor())) }\n}\n"
                ))
            files.append(
                (
                    "App/Modules/\(module)/\(module)Presenter.swift",
                    "final class \(module)Presenter: \(module)PresenterProtocol {\n    weak var view: \(module)ViewProtocol?\n}\nprotocol \(module)PresenterProtocol: AnyObject {}\n"
                ))
            files.append(
                (
                    "App/Modules/\(module)/\(module)View.swift",
                    "final class \(module)View: UIViewController, \(module)ViewProtocol {\n    var presenter: \(module)PresenterProtocol!\n}\nprotocol \(module)ViewProtocol: AnyObject {}\n"
                ))
            files.append(("App/Modules/\(module)/\(module)Interactor.swift", "final class \(module)Interactor {}\n"))
        }
        let app = KeyValuePairs<String, String>(
            dictionaryLiteral: files[0], files[1], files[2], files[3], files[4], files[5], files[6], files[7])
        #expect(Self.moduleNames(app) == ["Home", "Settings"])
        #expect(ModelRecoveryTests.module(of: "SettingsAssembly", in: app) == "Settings")
    }

    @Test func anInteractorThatTwoModulesUseIsAUseCaseOfNeither() {
        // One module's builder constructs it and another module's presenter makes its own: it
        // joins neither module, and neither presenter reaches into the other's module.
        let app: App = [
            "App/Settings/SettingsBuilder.swift":
                "final class SettingsBuilder {\n    func build() -> UIViewController {\n        SettingsView(presenter: SettingsPresenter(tags: GetTagListInteractor()))\n    }\n}\n",
            "App/Settings/SettingsPresenter.swift":
                "final class SettingsPresenter {\n    weak var view: SettingsView?\n    let tags: GetTagListInteractor\n}\n",
            "App/Settings/SettingsView.swift": "final class SettingsView: UIViewController {\n    var presenter: SettingsPresenter!\n}\n",
            "App/TagsList/TagsListPresenter.swift":
                "final class TagsListPresenter {\n    weak var view: TagsListView?\n    init(tags: GetTagListInteractor = GetTagListInteractor()) {}\n}\n",
            "App/TagsList/TagsListView.swift": "final class TagsListView: UIViewController {\n    var presenter: TagsListPresenter!\n}\n",
            "App/Interactors/GetTagListInteractor.swift": "final class GetTagListInteractor {}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "GetTagListInteractor", in: app) == nil)
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }

    @Test func aFactoryNamedForNoRoleThatBuildsAPresenterIsThatModulesBuilder() {
        // `AboutFactory` says no role; it constructs About's presenter, so it is About's
        // builder, and a presenter of another module that constructs it assembles About.
        let app: App = [
            "App/About/AboutFactory.swift":
                "final class AboutFactory: Factory<UIViewController> {\n    override func build() -> UIViewController {\n        AboutView(presenter: AboutPresenter())\n    }\n}\n",
            "App/About/AboutPresenter.swift": "final class AboutPresenter {\n    weak var view: AboutView?\n}\n",
            "App/About/AboutView.swift": "final class AboutView: UIViewController {\n    var presenter: AboutPresenter!\n}\n",
            "App/More/MorePresenter.swift":
                "final class MorePresenter {\n    weak var view: MoreView?\n    private let about: Factory<UIViewController>\n    init(about: Factory<UIViewController> = AboutFactory()) {\n        self.about = about\n    }\n}\n",
            "App/More/MoreView.swift": "final class MoreView: UIViewController {\n    var presenter: MorePresenter!\n}\n",
            "App/Shared/Factory.swift": "class Factory<T> {\n    func build() -> T { fatalError() }\n}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "AboutFactory", in: app) == "About")
        // Line 3 names 'UIViewController'; line 4 constructs About's builder.
        #expect(
            ModelRecoveryTests.findings(app) == [
                "App/More/MorePresenter.swift:3 presenter-imports-ui", "App/More/MorePresenter.swift:4 presenter-assembles-module",
            ])
    }

    @Test func aSubclassThatIsAVariantOfAModulesPresenterLeavesItInTheModule() {
        // `StoryDetailByIdPresenter` refines the module's own presenter; the presenter stays a
        // component (its UIKit import counts) rather than a base type shared by modules.
        let app: App = [
            "App/Stories/Detail/StoryDetailPresenter.swift":
                "import UIKit\n\nclass StoryDetailPresenter {\n    weak var view: StoryDetailView?\n}\n",
            "App/Stories/Detail/StoryDetailByIdPresenter.swift":
                "final class StoryDetailByIdPresenter: StoryDetailPresenter {\n    var id: String?\n}\n",
            "App/Stories/Detail/StoryDetailView.swift":
                "final class StoryDetailView: UIViewController {\n    var presenter: StoryDetailPresenter!\n}\n",
            "App/Stories/Detail/StoryDetailBuilder.swift":
                "final class StoryDetailBuilder {\n    func build() -> UIViewController { StoryDetailView() }\n    func presenter() -> StoryDetailPresenter { StoryDetailPresenter() }\n}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "StoryDetailPresenter", in: app) != nil)
        #expect(ModelRecoveryTests.findings(app) == ["App/Stories/Detail/StoryDetailPresenter.swift:1 presenter-imports-ui"])
    }

    @Test func aPropertyOfAViewsNestedTypeDoesNotHoldTheView() {
        let app: App = [
            "App/Auth/AuthPresenter.swift":
                "final class AuthPresenter {\n    weak var view: AuthViewInput?\n    var state: AuthViewController.State = .idle\n}\n",
            "App/Auth/AuthViewController.swift":
                "final class AuthViewController: UIViewController, AuthViewInput {\n    enum State { case idle }\n    var presenter: AuthPresenter!\n}\nprotocol AuthViewInput: AnyObject {}\n",
            "App/Auth/AuthInteractor.swift": "final class AuthInteractor {}\n",
        ]
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }

    @Test func useCasesInALayerFolderJoinTheModuleWhosePresenterIsTheirOutput() {
        // Presenters and use cases each in a folder of their own: the use case is the module's
        // interactor, found by its output protocol, so its UIKit import is reported.
        let app: App = [
            "App/UseCases/LogEventUseCase.swift":
                "import UIKit\n\nprotocol LogEventUseCaseOutput: AnyObject {}\nprotocol LogEventUseCase {}\nfinal class LogEventUseCaseImpl: LogEventUseCase {\n    weak var output: LogEventUseCaseOutput?\n}\n",
            "App/Presenters/LogEventPresenter.swift":
                "protocol LogEventPresenter {}\nfinal class LogEventPresenterImpl: LogEventPresenter, LogEventUseCaseOutput {\n    weak var view: LogEventView?\n    let useCase: LogEventUseCase\n}\n",
            "App/Views/LogEventViewController.swift":
                "import UIKit\n\nprotocol LogEventView: AnyObject {}\nfinal class LogEventViewController: UIViewController, LogEventView {\n    var presenter: LogEventPresenter!\n}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "LogEventUseCaseImpl", in: app) == "LogEvent")
        #expect(ModelRecoveryTests.findings(app).contains("App/UseCases/LogEventUseCase.swift:1 interactor-imports-ui"))
    }
}

/// Shapes named in issue #29, each as a small app.
struct IssueShapeTests {
    typealias App = KeyValuePairs<String, String>

    @Test func anAdapterThatImplementsTheViewOutputThePresenterHoldsIsTheView() {
        // Inverted naming: the presenter calls `ProfileViewOutput` on its view, which a SwiftUI
        // adapter implements; the adapter is the view, and holding its presenter strongly is right.
        let app: App = [
            "App/Profile/ProfilePresenter.swift":
                "protocol ProfileViewInput: AnyObject { func load() }\nfinal class ProfilePresenter: ProfileViewInput {\n    weak var view: ProfileViewOutput?\n    var interactor: ProfileInteractorInput?\n    func load() {}\n}\n",
            "App/Profile/ProfileViewAdapter.swift":
                "import SwiftUI\n\nprotocol ProfileViewOutput: AnyObject { func show(name: String) }\nfinal class ProfileViewAdapter: ObservableObject, ProfileViewOutput {\n    var presenter: ProfileViewInput\n    init(presenter: ProfileViewInput) { self.presenter = presenter }\n    func show(name: String) {}\n}\n",
            "App/Profile/ProfileInteractor.swift":
                "protocol ProfileInteractorInput: AnyObject {}\nfinal class ProfileInteractor: ProfileInteractorInput {}\n",
        ]
        #expect(ModelRecoveryTests.findings(app).isEmpty)
        #expect(ModelRecoveryTests.module(of: "ProfileViewAdapter", in: app) == "Profile")
    }

    @Test func presentersThatImplementASharedInteractorsOutputStayInTheirModules() {
        // Two modules' presenters are also the output of a use case in `Interactors/`: each stays
        // its module's presenter (so its UIKit import counts), and the use case is no module.
        let app: App = [
            "App/Interactors/AuthInteractor.swift":
                "protocol AuthInteractorOutput: AnyObject {}\nfinal class AuthInteractor {\n    weak var output: AuthInteractorOutput?\n}\n",
            "App/Login/LoginPresenter.swift":
                "import UIKit\n\nfinal class LoginPresenter: LoginPresenterProtocol, AuthInteractorOutput {\n    weak var view: LoginViewProtocol?\n    let auth: AuthInteractor\n    init(auth: AuthInteractor) { self.auth = auth }\n}\n",
            "App/Login/LoginProtocols.swift": "protocol LoginPresenterProtocol: AnyObject {}\nprotocol LoginViewProtocol: AnyObject {}\n",
            "App/Login/LoginViewController.swift":
                "final class LoginViewController: UIViewController, LoginViewProtocol {\n    var presenter: LoginPresenterProtocol!\n}\n",
            "App/Signup/SignupPresenter.swift":
                "final class SignupPresenter: SignupPresenterProtocol, AuthInteractorOutput {\n    weak var view: SignupViewProtocol?\n    let auth: AuthInteractor\n    init(auth: AuthInteractor) { self.auth = auth }\n}\n",
            "App/Signup/SignupProtocols.swift":
                "protocol SignupPresenterProtocol: AnyObject {}\nprotocol SignupViewProtocol: AnyObject {}\n",
            "App/Signup/SignupViewController.swift":
                "final class SignupViewController: UIViewController, SignupViewProtocol {\n    var presenter: SignupPresenterProtocol!\n}\n",
        ]
        #expect(RecoveryShapeTests.moduleNames(app) == ["Login", "Signup"])
        #expect(ModelRecoveryTests.findings(app) == ["App/Login/LoginPresenter.swift:1 presenter-imports-ui"])
    }

    @Test func aContractFileOfAGenericScreenIsNoPresenterFile() {
        // A generic screen's contracts: its router protocol is a base two modules refine, so it
        // has no place of its own, but the file is still a contract file, not the presenter's.
        let app: App = [
            "App/Shared/CategoriesList/CategoriesListContracts.swift":
                "import SwiftUI\n\nprotocol CategoriesListRouterProtocol: AnyObject {}\nprotocol CategoriesListPresenterProtocol: AnyObject {}\n",
            "App/Shared/CategoriesList/CategoriesListPresenter.swift":
                "final class CategoriesListPresenter: CategoriesListPresenterProtocol {\n    weak var view: CategoriesListViewProtocol?\n    var router: CategoriesListRouterProtocol!\n}\nprotocol CategoriesListViewProtocol: AnyObject {}\n",
            "App/Dishes/DishCategoriesListRouter.swift":
                "protocol DishCategoriesListRouterProtocol: CategoriesListRouterProtocol {}\nfinal class DishCategoriesListRouter: DishCategoriesListRouterProtocol {}\n",
            "App/Ingredients/IngredientCategoriesListRouter.swift":
                "protocol IngredientCategoriesListRouterProtocol: CategoriesListRouterProtocol {}\nfinal class IngredientCategoriesListRouter: IngredientCategoriesListRouterProtocol {}\n",
        ]
        #expect(
            !ModelRecoveryTests.findings(app).contains("App/Shared/CategoriesList/CategoriesListContracts.swift:1 presenter-imports-ui"))
    }

    @Test func anIngProtocolNamesItsRole() {
        // `ChatPresenting`, not class-bound, held strongly as the interactor's output.
        let app: App = [
            "App/Chat/ChatInteractor.swift":
                "protocol ChatInteracting {}\nfinal class ChatInteractor: ChatInteracting {\n    var presenter: ChatPresenting?\n}\n",
            "App/Chat/ChatPresenter.swift":
                "protocol ChatPresenting {}\nfinal class ChatPresenter: ChatPresenting {\n    weak var view: ChatViewController?\n    let interactor: ChatInteracting\n    init(interactor: ChatInteracting) { self.interactor = interactor }\n}\n",
            "App/Chat/ChatViewController.swift":
                "final class ChatViewController: UIViewController {\n    var presenter: ChatPresenting!\n}\n",
        ]
        #expect(ModelRecoveryTests.findings(app) == ["App/Chat/ChatInteractor.swift:3 interactor-strong-output"])
    }

    @Test func oneViolationIsOneFinding() {
        // A service named twice on one line is one violation. The router constructed inside a
        // navigation call is both a navigation and a reference to another module's router, as
        // LABELLING.md counts it (two rules, two findings).
        let app: App = [
            "App/Cart/CartViewController.swift":
                "final class CartViewController: UIViewController, CartViewProtocol {\n    var presenter: CartPresenterProtocol!\n    let authService: AuthService = FakeAuthService()\n    func open() {\n        pushWireframe(ProductDetailWireframe())\n    }\n}\n",
            "App/Cart/CartPresenter.swift":
                "protocol CartPresenterProtocol: AnyObject {}\nprotocol CartViewProtocol: AnyObject {}\nfinal class CartPresenter: CartPresenterProtocol {\n    weak var view: CartViewProtocol?\n}\nfinal class CartInteractor {}\n",
            "App/ProductDetail/ProductDetailWireframe.swift":
                "final class ProductDetailWireframe {\n    let presenter = ProductDetailPresenter()\n}\nfinal class ProductDetailPresenter {}\nfinal class ProductDetailInteractor {}\n",
            "App/Services/AuthService.swift": "protocol AuthService {}\nfinal class FakeAuthService: AuthService {}\n",
        ]
        #expect(
            ModelRecoveryTests.findings(app) == [
                "App/Cart/CartViewController.swift:3 view-uses-service", "App/Cart/CartViewController.swift:5 view-navigates",
                "App/Cart/CartViewController.swift:5 view-references-router",
            ])
    }
}

struct SharedBaseShapeTests {
    @Test func aComponentThatAdoptsAnotherModulesBaseProtocolMayNameItsCompanions() {
        // CardSec's interactor is a web page's interactor too: it adopts the protocol the web
        // page module shares as a base, so holding that module's output is no reach-in.
        let app: KeyValuePairs<String, String> = [
            "App/WebBrowser/WebBrowserInteractorIO.swift":
                "protocol WebBrowserInteractorInput: AnyObject {}\nprotocol WebBrowserInteractorOutput: AnyObject {}\n",
            "App/WebBrowser/WebBrowserInteractor.swift":
                "class WebBrowserInteractor: WebBrowserInteractorInput {\n    weak var output: WebBrowserInteractorOutput?\n}\n",
            "App/WebBrowser/WebBrowserPresenter.swift":
                "final class WebBrowserPresenter: WebBrowserInteractorOutput {\n    weak var view: WebBrowserViewInput?\n    var interactor: WebBrowserInteractorInput!\n}\nprotocol WebBrowserViewInput: AnyObject {}\n",
            "App/CardSec/CardSecInteractor.swift":
                "protocol CardSecInteractorInput {}\nfinal class CardSecInteractor {\n    weak var output: WebBrowserInteractorOutput?\n}\nextension CardSecInteractor: WebBrowserInteractorInput {}\nextension CardSecInteractor: CardSecInteractorInput {}\n",
            "App/CardSec/CardSecPresenter.swift":
                "final class CardSecPresenter {\n    weak var view: CardSecViewInput?\n    var interactor: CardSecInteractorInput!\n}\nprotocol CardSecViewInput: AnyObject {}\n",
        ]
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }
}
