import CodeSource
import Diagnostics
import Lint
import Testing

/// The shapes of real VIPER apps that naming alone gets wrong, each as a small app: where the
/// model places each type, and what the rules then say (or do not say) about it.
struct ModelRecoveryTests {
    /// Files as `path: code`; the folder layout is part of the evidence.
    static func sources(_ files: KeyValuePairs<String, String>) -> [SourceFile] {
        files.map { SourceFile(path: $0.key, text: $0.value) }
    }

    static func module(of name: String, in files: KeyValuePairs<String, String>, appRoots: [String] = []) -> String? {
        let model = LintEngine().model(sources(files), appRoots: appRoots)
        for app in model.apps {
            if let placement = app.placements[name] { return placement.module }
        }
        return nil
    }

    /// Whether two types were placed in one module: false when either was placed nowhere, so
    /// that two types the recovery lost never count as "the same module".
    static func sameModule(_ a: String, _ b: String, in files: KeyValuePairs<String, String>) -> Bool {
        guard let first = module(of: a, in: files), let second = module(of: b, in: files) else { return false }
        return first == second
    }

    /// Whether two types were placed in two different modules (both placed).
    static func differentModules(_ a: String, _ b: String, in files: KeyValuePairs<String, String>) -> Bool {
        guard let first = module(of: a, in: files), let second = module(of: b, in: files) else { return false }
        return first != second
    }

    static func findings(_ files: KeyValuePairs<String, String>, appRoots: [String] = []) -> [String] {
        LintEngine().lint(sources(files), appRoots: appRoots).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }
    }

    @Test func aTypoInANameDoesNotSplitAModule() {
        let app: KeyValuePairs = [
            "App/ResetPasswordModule/ResetPasswordProtocols.swift":
                "protocol ResetPasswordPresenterProtocol: AnyObject {}\nprotocol ResetPasswordViewProtocol: AnyObject {}\n",
            "App/ResetPasswordModule/ResetPasswortPresenter.swift":
                "final class ResetPasswortPresenter: ResetPasswordPresenterProtocol {\n    weak var view: ResetPasswordViewProtocol?\n}\n",
            "App/ResetPasswordModule/ResetPasswordViewController.swift":
                "final class ResetPasswordViewController: UIViewController, ResetPasswordViewProtocol {\n    var presenter: ResetPasswortPresenter!\n}\n",
        ]
        #expect(Self.sameModule("ResetPasswortPresenter", "ResetPasswordViewController", in: app))
        #expect(Self.findings(app).isEmpty)
    }

    @Test func anAssemblyPlacesWhatItBuilds() {
        // `CityPresenter` and `CityInteractor` are the 'Add City' module's, built by its router.
        let app: KeyValuePairs = [
            "App/Add City/AddCityRouter.swift":
                "final class AddCityRouter {\n    static func build() -> UIViewController {\n        let view = AddCityViewController()\n        let presenter = CityPresenter()\n        let interactor = CityInteractor()\n        return view\n    }\n}\n",
            "App/Add City/CityPresenter.swift": "final class CityPresenter {}\n",
            "App/Add City/CityInteractor.swift": "final class CityInteractor {}\n",
            "App/Add City/AddCityViewController.swift":
                "final class AddCityViewController: UIViewController {\n    var presenter: CityPresenter!\n}\n",
        ]
        let module = Self.module(of: "AddCityRouter", in: app)
        #expect(module != nil)
        #expect(Self.module(of: "CityPresenter", in: app) == module)
        #expect(Self.module(of: "CityInteractor", in: app) == module)
        #expect(Self.findings(app).isEmpty)
    }

    @Test func singularAndPluralNamesInOneFolderAreOneModule() {
        let app: KeyValuePairs = [
            "App/Modules/Details/DetailViewController.swift":
                "final class DetailViewController: UIViewController, DetailsViewInput {\n    var output: DetailsViewOutput!\n}\n",
            "App/Modules/Details/DetailsPresenter.swift":
                "final class DetailsPresenter: DetailsViewOutput {\n    weak var view: DetailsViewInput?\n}\n",
            "App/Modules/Details/DetailsIO.swift": "protocol DetailsViewInput: AnyObject {}\nprotocol DetailsViewOutput: AnyObject {}\n",
            "App/Modules/Payment/PaymentRouter.swift": "final class PaymentRouter {\n    weak var viewController: UIViewController?\n}\n",
            "App/Modules/Payment/PaymentsViewController.swift":
                "final class PaymentsViewController: UIViewController {\n    var presenter: PaymentsPresenter!\n}\n",
            "App/Modules/Payment/PaymentsPresenter.swift": "final class PaymentsPresenter {\n    let router: PaymentRouter\n}\n",
        ]
        #expect(Self.sameModule("DetailViewController", "DetailsPresenter", in: app))
        #expect(Self.sameModule("PaymentRouter", "PaymentsPresenter", in: app))
        #expect(Self.findings(app).isEmpty)
    }

    @Test func directionalProtocolNamesNameTheirImplementer() {
        let app: KeyValuePairs = [
            "Note/NoteInterfaces.swift":
                "protocol NotePresenterInteractorInterface: AnyObject {}\nprotocol NoteInteractorPresenterInterface: AnyObject {}\nprotocol SettingsInputInteractorProtocol {}\nprotocol SettingsOutputInteractorProtocol {}\n",
            "Note/NoteInteractor.swift":
                "final class NoteInteractor: NotePresenterInteractorInterface {\n    weak var presenter: NoteInteractorPresenterInterface?\n}\n",
            "Note/NotePresenter.swift":
                "final class NotePresenter: NoteInteractorPresenterInterface {\n    let interactor: NotePresenterInteractorInterface\n}\n",
        ]
        let model = LintEngine().model(Self.sources(app))
        #expect(model.apps[0].placements["NotePresenterInteractorInterface"]?.role == .interactor)
        #expect(model.apps[0].placements["NoteInteractorPresenterInterface"]?.role == .presenter)
        #expect(Self.findings(app).isEmpty)
    }

    @Test func sharedBaseTypesBelongToNoModule() {
        let app: KeyValuePairs = [
            "App/Common/Interfaces.swift":
                "protocol PresenterInterface: AnyObject {}\nprotocol InteractorInterface: AnyObject {}\nprotocol RootPresenterInterface: PresenterInterface {}\n",
            "App/Common/BaseWireframe.swift":
                "class BaseWireframe<ViewController> where ViewController: UIViewController {\n    private unowned var _viewController: ViewController\n    private var temporaryStoredViewController: ViewController?\n    init(viewController: ViewController) {\n        temporaryStoredViewController = viewController\n        _viewController = viewController\n    }\n    var viewController: ViewController {\n        defer { temporaryStoredViewController = nil }\n        return _viewController\n    }\n}\n\nextension UIViewController {\n    func presentWireframe<V>(_ wireframe: BaseWireframe<V>) {}\n}\nextension UINavigationController {\n    func pushWireframe<V>(_ wireframe: BaseWireframe<V>) {}\n}\n",
            "App/Common/RootView.swift": "class RootView<Presenter>: UIViewController {\n    var presenter: Presenter!\n}\n",
            "App/Home/HomeInterfaces.swift":
                "protocol HomePresenterInterface: RootPresenterInterface {}\nprotocol HomeInteractorInterface: InteractorInterface {}\n",
            "App/Home/HomeWireframe.swift":
                "final class HomeWireframe: BaseWireframe<HomeViewController> {\n    init() {\n        let moduleViewController = HomeViewController()\n        super.init(viewController: moduleViewController)\n        let interactor = HomeInteractor()\n        let presenter = HomePresenter(view: moduleViewController, interactor: interactor, wireframe: self)\n        moduleViewController.presenter = presenter\n    }\n}\n",
            "App/Home/HomePresenter.swift":
                "final class HomePresenter: HomePresenterInterface {\n    private unowned let view: HomeViewController\n    private let interactor: HomeInteractorInterface\n}\n",
            "App/Home/HomeInteractor.swift": "final class HomeInteractor: HomeInteractorInterface {}\n",
            "App/Home/HomeViewController.swift": "final class HomeViewController: RootView<HomePresenterInterface> {}\n",
            "App/Login/LoginInterfaces.swift": "protocol LoginPresenterInterface: RootPresenterInterface {}\n",
            "App/Login/LoginPresenter.swift": "final class LoginPresenter: LoginPresenterInterface {}\n",
            "App/Login/LoginWireframe.swift": "final class LoginWireframe: BaseWireframe<LoginViewController> {}\n",
            "App/Login/LoginViewController.swift": "final class LoginViewController: RootView<LoginPresenterInterface> {}\n",
        ]
        let model = LintEngine().model(Self.sources(app))
        let shared = Set(model.apps[0].shared.map(\.name))
        #expect(shared.isSuperset(of: ["RootPresenterInterface", "BaseWireframe", "RootView"]))
        #expect(model.apps[0].placements["BaseWireframe"] == nil)
        #expect(Set(model.apps[0].modules.map(\.name)) == ["Home", "Login"])
        #expect(Self.findings(app).isEmpty)
    }

    @Test func sharedBehaviourIsNoReachIn() {
        let app: KeyValuePairs = [
            "App/UseCases/AccountInteractor.swift": "final class AccountInteractor {\n    func logout() {}\n}\n",
            "App/AppInteractor.swift":
                "final class AppInteractor {}\nextension AppInteractor: DetailInteractor {}\nextension AppInteractor: ListInteractor {}\n",
            "App/AppBuilder.swift":
                "final class AppBuilder {\n    func detail() -> UIViewController { DetailViewController(presenter: DetailPresenter(interactor: AppInteractor())) }\n    func list() -> UIViewController { ListViewController(presenter: ListPresenter(interactor: AppInteractor())) }\n}\n",
            "App/AppDependencies.swift": "final class AppDependencies {\n    let list = ListPresenter(interactor: AppInteractor())\n}\n",
            "App/SceneDelegate.swift":
                "final class SceneDelegate {\n    let builder = AppBuilder()\n    let first = ListPresenter(interactor: AppInteractor())\n}\n",
            "App/Detail/Detail.swift":
                "protocol DetailInteractor: AnyObject {}\nfinal class DetailPresenter {\n    let interactor: DetailInteractor\n    let account: AccountInteractor\n}\nfinal class DetailViewController: UIViewController {\n    var presenter: DetailPresenter!\n}\n",
            "App/List/List.swift":
                "protocol ListInteractor: AnyObject {}\nfinal class ListPresenter {\n    let interactor: ListInteractor\n    let account: AccountInteractor\n    let builder: AppBuilder\n}\nfinal class ListViewController: UIViewController {\n    var presenter: ListPresenter!\n}\n",
        ]
        let model = LintEngine().model(Self.sources(app))
        let kinds = Dictionary(model.apps[0].shared.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["AccountInteractor"] == .useCase)
        #expect(kinds["AppInteractor"] == .appWideImplementation)
        #expect(kinds["AppBuilder"] == .compositionRoot || kinds["AppBuilder"] == .appWideBuilder)
        #expect(kinds["AppDependencies"] == .compositionRoot)
        #expect(kinds["SceneDelegate"] == .compositionRoot)
        #expect(Self.findings(app).isEmpty)
    }

    @Test func subModulesSharingAViewProtocolStayApart() {
        let app: KeyValuePairs = [
            "App/Passcode/PasscodeViewProtocol.swift": "protocol PasscodeViewProtocol: AnyObject {}\n",
            "App/Passcode/Change/ChangePasscodeViewController.swift":
                "final class ChangePasscodeViewController: UIViewController, PasscodeViewProtocol {\n    var presenter: ChangePasscodePresenter!\n}\n",
            "App/Passcode/Change/ChangePasscodePresenter.swift":
                "final class ChangePasscodePresenter {\n    weak var view: PasscodeViewProtocol?\n}\n",
            "App/Passcode/Unlock/UnlockPasscodeViewController.swift":
                "final class UnlockPasscodeViewController: UIViewController, PasscodeViewProtocol {\n    var presenter: UnlockPasscodePresenter!\n}\n",
            "App/Passcode/Unlock/UnlockPasscodePresenter.swift":
                "final class UnlockPasscodePresenter {\n    weak var view: PasscodeViewProtocol?\n}\n",
            "App/Passcode/Confirm/ConfirmPasscodeViewController.swift":
                "final class ConfirmPasscodeViewController: UIViewController, PasscodeViewProtocol {\n    var presenter: ConfirmPasscodePresenter!\n}\n",
            "App/Passcode/Confirm/ConfirmPasscodePresenter.swift":
                "final class ConfirmPasscodePresenter {\n    weak var view: PasscodeViewProtocol?\n}\n",
        ]
        let modules = Set(
            ["ChangePasscodePresenter", "UnlockPasscodePresenter", "ConfirmPasscodePresenter"].compactMap { Self.module(of: $0, in: app) })
        #expect(modules.count == 3)
        #expect(Self.findings(app).isEmpty)
    }

    @Test func lookalikesAreNotComponents() {
        let app: KeyValuePairs = [
            "App/WalletInfo/WalletInfoViewController.swift":
                "final class WalletInfoViewController: UIViewController, WalletInfoViewInput {\n    var output: WalletInfoViewOutput!\n    let info = WalletInfoView()\n}\n",
            "App/WalletInfo/WalletInfoView.swift":
                "import Alamofire\n\nfinal class WalletInfoView: UIView {\n    let session = URLSession.shared\n}\n",
            "App/WalletInfo/WalletInfoPresenter.swift":
                "final class WalletInfoPresenter: WalletInfoViewOutput {\n    weak var view: WalletInfoViewInput?\n}\n",
            "App/WalletInfo/WalletInfoIO.swift":
                "protocol WalletInfoViewInput: AnyObject {}\nprotocol WalletInfoViewOutput: AnyObject {}\n",
            "App/Sheet/SheetTransition.swift":
                "final class SheetTransition: NSObject {\n    weak var presenter: UIViewController?\n}\n",
        ]
        #expect(Self.module(of: "WalletInfoView", in: app) == nil)
        #expect(Self.findings(app).isEmpty)
    }

    @Test func appsInOneRepositoryDoNotShareNames() {
        let files: KeyValuePairs = [
            "Repo/First/Home/HomePresenter.swift": "final class HomePresenter {\n    weak var view: HomeViewInput?\n}\n",
            "Repo/First/Home/HomeRouter.swift": "final class HomeRouter {}\n",
            "Repo/First/Settings/SettingsPresenter.swift":
                "final class SettingsPresenter {\n    weak var view: SettingsViewInput?\n}\nfinal class SettingsRouter {}\n",
            "Repo/Second/Home/HomeViewController.swift":
                "final class HomeViewController: UIViewController, HomeViewInput {\n    var presenter: HomePresenter!\n}\n",
            "Repo/Second/Home/HomePresenter.swift": "final class HomePresenter {\n    weak var view: HomeViewInput?\n}\n",
            "Repo/Second/Settings/SettingsViewController.swift":
                "final class SettingsViewController: UIViewController {\n    func open() { _ = SettingsPresenter() }\n}\n",
        ]
        let roots = ["Repo/First", "Repo/Second"]
        let model = LintEngine().model(Self.sources(files), appRoots: roots)
        #expect(model.apps.map(\.root) == roots)
        // In the second app nothing called 'SettingsPresenter' exists, so the view names no presenter.
        #expect(Self.findings(files, appRoots: roots).isEmpty)
    }

    @Test func realViolationsThatNamesAloneMissed() {
        let app: KeyValuePairs = [
            "App/Settings/SettingsRouter.swift":
                "final class SettingsRouter: SettingsRouterInput {\n    var navigationController: UINavigationController?\n}\n",
            "App/Settings/SettingsViewController.swift":
                "final class SettingsViewController: UIViewController, SettingsViewInput {\n    var output: SettingsViewOutput!\n    weak var parentView: ProfileViewController?\n    func load() {\n        APIManager.shared.fetch()\n        parentView?.presenter?.viewWillAppear()\n    }\n}\n",
            "App/Settings/SettingsPresenter.swift": "final class SettingsPresenter: SettingsViewOutput {}\n",
            "App/Profile/ProfileViewController.swift":
                "final class ProfileViewController: UIViewController, ProfileViewInput {\n    var presenter: ProfilePresenter!\n}\n",
            "App/Profile/ProfilePresenter.swift": "final class ProfilePresenter {}\n",
        ]
        #expect(
            Self.findings(app) == [
                "App/Settings/SettingsRouter.swift:2 router-strong-view",
                "App/Settings/SettingsViewController.swift:5 view-uses-service",
                "App/Settings/SettingsViewController.swift:6 cross-module-reach-in",
            ])
    }

    @Test func configuredRolePatternsNameComponents() {
        var configuration = LintConfiguration.default
        configuration.rolePatterns.removeAll { $0.role == .view && !$0.isInterface }
        configuration.rolePatterns.append(RolePattern("*Screen", .view))
        let files = Self.sources([
            "App/Home/HomeScreen.swift": "final class HomeScreen: UIViewController {\n    weak var presenter: HomePresenter?\n}\n",
            "App/Home/HomePresenter.swift": "final class HomePresenter {}\n",
        ])
        let model = LintEngine(configuration: configuration).model(files)
        #expect(model.apps[0].placements["HomeScreen"]?.role == .view)
        #expect(LintEngine(configuration: configuration).lint(files).map(\.ruleID) == ["view-weak-presenter"])
    }

    @Test func aCoordinatorOfOneModuleIsItsRouterAndOfManyIsShared() {
        let app: KeyValuePairs = [
            "App/Details/DetailsCoordinator.swift":
                "final class DetailsCoordinator {\n    private var viewController: DetailsViewController?\n    func start() {\n        let presenter = DetailsPresenter()\n        viewController = DetailsViewController(output: presenter)\n    }\n}\n",
            "App/Details/DetailsPresenter.swift": "final class DetailsPresenter: DetailsViewOutput {}\n",
            "App/Details/DetailsViewController.swift":
                "final class DetailsViewController: UIViewController, DetailsViewInput {\n    var output: DetailsViewOutput!\n}\n",
            "App/Cards/CardsCoordinator.swift":
                "final class CardsCoordinator {\n    private var graph: GraphPresenter?\n    private var alerts: AlertsPresenter?\n    private var graphView: GraphViewController?\n}\n",
            "App/Cards/Graph/GraphPresenter.swift": "final class GraphPresenter: GraphViewOutput {}\n",
            "App/Cards/Graph/GraphViewController.swift":
                "final class GraphViewController: UIViewController, GraphViewInput {\n    weak var output: GraphViewOutput?\n}\n",
            "App/Cards/Alerts/AlertsPresenter.swift": "final class AlertsPresenter: AlertsViewOutput {}\n",
            "App/Cards/Alerts/AlertsViewController.swift":
                "final class AlertsViewController: UIViewController, AlertsViewInput {\n    weak var output: AlertsViewOutput?\n}\n",
        ]
        let model = LintEngine().model(Self.sources(app))
        #expect(model.apps[0].placements["DetailsCoordinator"]?.role == .router)
        #expect(model.apps[0].shared.contains { $0.name == "CardsCoordinator" && $0.kind == .appWideBuilder })
        // The details coordinator keeps its screen for its whole life; the cards coordinator's
        // submodule views may hold their presenters weakly because it keeps them.
        #expect(Self.findings(app) == ["App/Details/DetailsCoordinator.swift:2 router-strong-view"])
    }

    @Test func previewsCommentsAndStringsAreNotCode() {
        let app: KeyValuePairs = [
            "App/Home/HomeView.swift":
                "import SwiftUI\n\nstruct HomeView: View, HomeViewInput {\n    @ObservedObject var presenter: HomePresenter\n    var body: some View { Text(\"DetailsPresenter()\") }\n}\n\n// Opening DetailsRouter.build() from here would be wrong.\n#Preview {\n    HomeView(presenter: HomePresenter(details: DetailsPresenter()))\n}\n\nstruct HomeView_Previews: PreviewProvider {\n    static var previews: some View { HomeView(presenter: HomePresenter(details: DetailsPresenter())) }\n}\n",
            "App/Home/HomePresenter.swift": "final class HomePresenter: ObservableObject {}\n",
            "App/Details/DetailsPresenter.swift": "final class DetailsPresenter {}\n",
            "App/Details/DetailsRouter.swift":
                "final class DetailsRouter {\n    static func build() -> DetailsPresenter { DetailsPresenter() }\n}\n",
        ]
        #expect(Self.module(of: "HomeView", in: app) == "Home")
        #expect(Self.findings(app).isEmpty)
    }

    @Test func aFileBelongsToTheDeepestRootThatHoldsIt() {
        let roots = ["Repo", "Repo/App", "Repo/AppTwo", "/abs/Pkg"]
        #expect(ArchitectureRecovery.appRoot(of: "Repo/App/Home/HomePresenter.swift", roots: roots) == "Repo/App")
        #expect(ArchitectureRecovery.appRoot(of: "Repo/AppTwo/Home.swift", roots: roots) == "Repo/AppTwo")
        #expect(ArchitectureRecovery.appRoot(of: "Repo/Apps/Home.swift", roots: roots) == "Repo")
        #expect(ArchitectureRecovery.appRoot(of: "/abs/Pkg/Sources/A.swift", roots: roots) == "/abs/Pkg")
        #expect(ArchitectureRecovery.appRoot(of: "Other/A.swift", roots: roots) == "")
        #expect(ArchitectureRecovery.appRoot(of: "Other/A.swift", roots: roots + ["."]) == ".")
        #expect(ArchitectureRecovery.appRoot(of: "Repo/App/A.swift", roots: roots + ["."]) == "Repo/App")
    }

    @Test func aModuleFolderNamedWithModuleIsTheModule() {
        let app: KeyValuePairs<String, String> = [
            "App/HomeModule/HomePresenter.swift": "final class HomePresenter {\n    weak var view: HomeViewController?\n}\n",
            "App/HomeModule/HomeViewController.swift":
                "final class HomeViewController: UIViewController {\n    var presenter: HomePresenter!\n}\n",
        ]
        #expect(Self.module(of: "HomePresenter", in: app) == "Home")
        #expect(Self.module(of: "HomeViewController", in: app) == "Home")
    }

    @Test func aRouterThatBuildsOnePresenterAssemblesThatModule() {
        // Folders and names that share nothing: only the assembly ties them together.
        let app: KeyValuePairs<String, String> = [
            "App/Navigation/ProfileRouter.swift":
                "final class ProfileRouter {\n    static func build() -> UIViewController {\n        let view = AccountScreen()\n        let presenter = UserPresenter()\n        view.presenter = presenter\n        return view\n    }\n}\n",
            "App/Account/UserPresenter.swift": "final class UserPresenter {\n    weak var view: AccountScreen?\n}\n",
            "App/Account/AccountScreen.swift": "final class AccountScreen: UIViewController {\n    var presenter: UserPresenter!\n}\n",
        ]
        #expect(Self.sameModule("ProfileRouter", "UserPresenter", in: app))
    }
}
