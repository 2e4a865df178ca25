import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-thirty-one held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundThirtyOneShapeTests {
    /// Wireframes spelled with a capital F; two modules are a view and its wireframe only, and
    /// another module's view keeps its wireframe's protocol and opens one of them itself.
    static let wireFrameApp = [
        SourceFile(
            path: "App/Screen/Landing/View/LandingViewController.swift",
            text: "import UIKit\n\nclass LandingViewController: UIViewController {\n    var onDone: (() -> Void)?\n}\n"),
        SourceFile(
            path: "App/Screen/Landing/LandingWireFrameProtocol.swift",
            text:
                "import UIKit\n\nprotocol LandingWireFrameProtocol: AnyObject {\n    static func createLandingViewController() -> LandingViewController?\n}\n"
        ),
        SourceFile(
            path: "App/Screen/Landing/LandingWireFrame.swift",
            text:
                "import UIKit\n\nclass LandingWireFrame: LandingWireFrameProtocol {\n    static func createLandingViewController() -> LandingViewController? {\n        let view = LandingViewController()\n        view.onDone = {}\n        return view\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Screen/Popup/PopupViewController.swift",
            text: "import UIKit\n\nclass PopupViewController: UIViewController {\n    weak var delegate: AnyObject?\n}\n"),
        SourceFile(
            path: "App/Screen/Popup/PopupWireFrame.swift",
            text:
                "import UIKit\n\nclass PopupWireFrame {\n    static func show(from view: UIViewController) {\n        let popup = PopupViewController()\n        popup.delegate = view\n        view.present(popup, animated: true)\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Screen/Purpose/View/PurposeViewProtocol.swift",
            text: "import UIKit\n\nprotocol PurposeViewProtocol: AnyObject {\n    func show(_ items: [String])\n}\n"),
        SourceFile(
            path: "App/Screen/Purpose/View/PurposeViewController.swift",
            text:
                "import UIKit\n\nclass PurposeViewController: UIViewController, PurposeViewProtocol {\n    var presenter: PurposePresenterProtocol?\n    var wireFrame: PurposeWireFrameProtocol?\n    func show(_ items: [String]) {}\n    func next() {\n        if let landing = LandingWireFrame.createLandingViewController() {\n            navigationController?.pushViewController(landing, animated: true)\n        }\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Screen/Purpose/Presenter/PurposePresenterProtocol.swift",
            text: "import Foundation\n\nprotocol PurposePresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n"),
        SourceFile(
            path: "App/Screen/Purpose/Presenter/PurposePresenter.swift",
            text:
                "import Foundation\n\nclass PurposePresenter: PurposePresenterProtocol {\n    weak var view: PurposeViewProtocol?\n    var wireFrame: PurposeWireFrameProtocol?\n    func viewDidLoad() { view?.show([]) }\n}\n"
        ),
        SourceFile(
            path: "App/Screen/Purpose/PurposeWireFrameProtocol.swift",
            text:
                "import UIKit\n\nprotocol PurposeWireFrameProtocol: AnyObject {\n    static func createPurposeViewController() -> PurposeViewController\n}\n"
        ),
        SourceFile(
            path: "App/Screen/Purpose/PurposeWireFrame.swift",
            text:
                "import UIKit\n\nclass PurposeWireFrame: PurposeWireFrameProtocol {\n    static func createPurposeViewController() -> PurposeViewController {\n        let view = PurposeViewController()\n        let presenter = PurposePresenter()\n        presenter.view = view\n        presenter.wireFrame = PurposeWireFrame()\n        view.presenter = presenter\n        return view\n    }\n}\n"
        ),
    ]

    /// A wireframe spelled `WireFrame` is a router: a view and its wireframe make a module, and
    /// the view of another module that makes it and pushes it navigates.
    @Test func aWireFrameIsARouter() {
        let app = LintEngine().model(Self.wireFrameApp, appRoots: []).apps[0]
        #expect(app.modules.map(\.name).sorted() == ["Landing", "Popup", "Purpose"], "\(app.modules.map(\.name))")
        let found = LintEngine().findingLines(Self.wireFrameApp)
        #expect(found.contains("App/Screen/Purpose/View/PurposeViewController.swift:8 view-navigates"), "\(found)")
        #expect(found.contains("App/Screen/Purpose/View/PurposeViewController.swift:5 view-references-router"), "\(found)")
    }

    /// Short names: `…VC` view controllers on the app's own base, `…VM` view models that the
    /// module's wireframe makes and its view keeps through a protocol, playing the presenter.
    static func shortNamesApp(_ module: String) -> [SourceFile] {
        let root = "App/Modules/\(module)/"
        return [
            SourceFile(
                path: root + "Protocols/\(module)VMProtocol.swift",
                text: "import UIKit\n\nprotocol \(module)VMProtocol {\n    func load(into label: UILabel)\n}\n"),
            SourceFile(
                path: root + "Protocols/\(module)InteractorProtocol.swift",
                text: "import Foundation\n\nprotocol \(module)InteractorProtocol {\n    func user() -> String\n}\n"),
            SourceFile(
                path: root + "\(module)VM.swift",
                text:
                    "import UIKit\n\nclass \(module)VM: BaseViewModel, \(module)VMProtocol {\n    let interactor: \(module)InteractorProtocol\n    let wireframe: \(module)Wireframe\n    init(interactor: \(module)InteractorProtocol, wireframe: \(module)Wireframe) {\n        self.interactor = interactor\n        self.wireframe = wireframe\n    }\n    func load(into label: UILabel) { label.text = interactor.user() }\n}\n"
            ),
            SourceFile(
                path: root + "\(module)Interactor.swift",
                text:
                    "import Foundation\n\nclass \(module)Interactor: \(module)InteractorProtocol {\n    func user() -> String { \"\" }\n}\n"
            ),
            SourceFile(
                path: root + "View/\(module)VC.swift",
                text:
                    "import UIKit\n\nclass \(module)VC: BaseViewController {\n    let viewModel: \(module)VMProtocol\n    init(viewModel: \(module)VMProtocol) {\n        self.viewModel = viewModel\n        super.init()\n    }\n}\n"
            ),
            SourceFile(
                path: root + "\(module)Wireframe.swift",
                text:
                    "import UIKit\n\nclass \(module)Wireframe: BaseWireframe {\n    static func createModule() -> UIViewController {\n        let wireframe = \(module)Wireframe()\n        let viewModel = \(module)VM(interactor: \(module)Interactor(), wireframe: wireframe)\n        return \(module)VC(viewModel: viewModel)\n    }\n}\n"
            ),
        ]
    }

    static let shortNamesBases = [
        SourceFile(
            path: "App/Viper/BaseViewController.swift",
            text:
                "import UIKit\n\nclass BaseViewController: UIViewController {\n    init() { super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { nil }\n}\n"
        ),
        SourceFile(path: "App/Viper/BaseViewModel.swift", text: "import Foundation\n\nclass BaseViewModel {}\n"),
        SourceFile(
            path: "App/Viper/BaseWireframe.swift", text: "import UIKit\n\nclass BaseWireframe {\n    weak var root: UIViewController?\n}\n"),
    ]

    /// Each module of `…VC`, `…VM`, interactor and wireframe is a module of its own, and its
    /// view model, the presenter, is reported for importing UIKit.
    @Test func shortNamedViewsAndViewModelsMakeModules() {
        let files = Self.shortNamesBases + Self.shortNamesApp("Login") + Self.shortNamesApp("History")
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.modules.map(\.name).sorted() == ["History", "Login"], "\(app.modules.map { ($0.name, $0.components.map(\.name)) })")
        let login = app.modules.first { $0.name == "Login" }
        #expect(login?.components.contains { $0.role == .presenter && $0.name == "LoginVM" } == true, "\(String(describing: login))")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Modules/Login/LoginVM.swift:1 presenter-imports-ui"), "\(found)")
    }

    /// An interactor that reports to the app's protocol every screen adopts, bound to
    /// `UIViewController`, names a view; an alert subclass and a service that happens to
    /// subclass a view controller are neither.
    static let screenProtocolApp = [
        SourceFile(
            path: "App/Utilities/BaseViewController.swift",
            text:
                "import UIKit\n\nprotocol BaseViewProtocol: UIViewController {\n    func showLoader()\n}\n\nclass BaseViewController: UIViewController, BaseViewProtocol {\n    func showLoader() {}\n}\n\nfinal class ConfirmAlertController: UIAlertController {}\n\nfinal class WebServices: UIViewController {\n    func get(_ path: String) {}\n}\n"
        ),
        SourceFile(
            path: "App/Sessions/SessionsInteractor.swift",
            text:
                "import Foundation\n\nprotocol SessionsInteractorProtocol: AnyObject {\n    var presenter: BaseViewProtocol? { get set }\n}\n\nfinal class SessionsInteractor: SessionsInteractorProtocol {\n    weak var presenter: BaseViewProtocol?\n    var alert: ConfirmAlertController?\n    let web = WebServices()\n}\n"
        ),
        SourceFile(
            path: "App/Sessions/SessionsPresenter.swift",
            text:
                "import Foundation\n\nfinal class SessionsPresenter {\n    weak var view: SessionsViewController?\n    let interactor: SessionsInteractorProtocol\n    init(interactor: SessionsInteractorProtocol) { self.interactor = interactor }\n}\n"
        ),
        SourceFile(
            path: "App/Sessions/SessionsViewController.swift",
            text: "import UIKit\n\nfinal class SessionsViewController: BaseViewController {\n    var presenter: SessionsPresenter!\n}\n"),
    ]

    @Test func aProtocolBoundToAViewControllerIsAView() {
        let found = LintEngine().findingLines(Self.screenProtocolApp).filter { $0.hasSuffix("interactor-references-view") }
        #expect(
            found == [
                "App/Sessions/SessionsInteractor.swift:4 interactor-references-view",
                "App/Sessions/SessionsInteractor.swift:8 interactor-references-view",
            ], "\(found)")
    }

    /// `VC` ends a view controller's short name only after a word: a card's security code
    /// (`PaymentCVC`) and a codec (`HEVC`) are no views.
    @Test func onlyAWordBeforeVCNamesAView() {
        let files = [
            SourceFile(
                path: "App/Payment/PaymentInteractor.swift",
                text:
                    "import Foundation\n\nfinal class PaymentCVC: NSObject {}\nenum HEVC {\n    static func isSupported() -> Bool { true }\n}\n\nfinal class PaymentInteractor {\n    weak var output: PaymentPresenter?\n    var lastCode: PaymentCVC?\n    func check() -> Bool { HEVC.isSupported() }\n}\n"
            ),
            SourceFile(
                path: "App/Payment/PaymentPresenter.swift",
                text:
                    "import Foundation\n\nfinal class PaymentPresenter {\n    weak var view: PaymentVC?\n    let interactor = PaymentInteractor()\n}\n"
            ),
            SourceFile(
                path: "App/Payment/PaymentVC.swift",
                text: "import UIKit\n\nfinal class PaymentVC: UIViewController {\n    var presenter: PaymentPresenter!\n}\n"),
        ]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let views = app.modules.flatMap(\.components).filter { $0.role == .view }.map(\.name)
        #expect(views == ["PaymentVC"], "\(views)")
        #expect(LintEngine().findingLines(files).filter { $0.hasSuffix("interactor-references-view") } == [])
    }

    /// A parameter's label that names what it holds (`networkService client:`) is still a
    /// service the view is handed; one led by a preposition (`withService service:`) is not.
    @Test func aLabelNamingTheServiceCounts() {
        let files = [
            SourceFile(
                path: "App/Feed/FeedViewController.swift",
                text:
                    "import UIKit\n\nfinal class FeedViewController: UIViewController, FeedViewInput {\n    var presenter: FeedPresenter!\n    func update(withService service: ServiceViewModel) {}\n    init(networkService client: NetworkClient) { super.init(nibName: nil, bundle: nil) }\n    func attach(toDoService dataStore: ToDoClient) {}\n}\n"
            ),
            SourceFile(
                path: "App/Feed/FeedPresenter.swift",
                text:
                    "import Foundation\n\nprotocol FeedViewInput: AnyObject {}\n\nfinal class FeedPresenter {\n    weak var view: FeedViewInput?\n}\n"
            ),
        ]
        #expect(
            LintEngine().findingLines(files).filter { $0.hasSuffix("view-uses-service") } == [
                "App/Feed/FeedViewController.swift:6 view-uses-service", "App/Feed/FeedViewController.swift:7 view-uses-service",
            ])
    }

    /// `VC` is short for `ViewController`: where a configuration names views otherwise, a
    /// `…VC` is no view either. A digit may end the word before it (`Step2VC`).
    @Test func shortViewControllerNamesFollowTheViewPatterns() {
        #expect(TypeRoles.implementationRole("StatusVC")?.role == .view)
        #expect(TypeRoles.implementationRole("Step2VC")?.prefix == "Step2")
        var patterns = RolePattern.defaults.filter { !($0.role == .view && !$0.isInterface) }
        patterns.append(RolePattern("*Screen", .view))
        let suffixes = TypeRoles.implementationSuffixes(configured: patterns)
        #expect(TypeRoles.implementationRole("StatusVC", table: SuffixTable(suffixes), endings: TypeRoles.endings(of: suffixes)) == nil)
        #expect(
            TypeRoles.implementationRole("StatusScreen", table: SuffixTable(suffixes), endings: TypeRoles.endings(of: suffixes))?.role
                == .view)
        // The default suffixes keep their four-byte quick test.
        #expect(TypeRoles.endings(of: TypeRoles.implementationSuffixes(configured: RolePattern.defaults)) != nil)
    }
}
