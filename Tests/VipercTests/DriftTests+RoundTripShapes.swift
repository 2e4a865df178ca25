import Foundation
import TestSupport
import Testing

/// Shapes where `viperc init --from` and `lint --spec` read the same code two ways, found by the
/// round trip on real apps; each is a small app that names none of them.
extension DriftTests {
    /// A screen of the factory style: `{Module}ViewFactory` assembles view, presenter, interactor
    /// and wireframe, whose protocols are in `{Module}Protocols.swift`. `output` is the body of the
    /// interactor's output protocol; `presenter` the presenter's body after its references.
    static func factoryScreen(
        _ module: String, output: String = "    func didLoad()\n", presenter: String = "    func didLoad() { view?.show() }\n"
    )
        -> [String: String]
    {
        [
            "\(module)Protocols.swift":
                "import UIKit\n\nprotocol \(module)ViewProtocol: AnyObject {\n    func show()\n}\n\nprotocol \(module)PresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n\nprotocol \(module)InteractorInputProtocol: AnyObject {\n    func load()\n}\n\nprotocol \(module)InteractorOutputProtocol: AnyObject {\n\(output)}\n\nprotocol \(module)WireframeProtocol: AnyObject {}\n",
            "\(module)Presenter.swift":
                "import Foundation\n\nfinal class \(module)Presenter: \(module)PresenterProtocol, \(module)InteractorOutputProtocol {\n    weak var view: \(module)ViewProtocol?\n    var interactor: \(module)InteractorInputProtocol!\n    var wireframe: \(module)WireframeProtocol!\n\n    func viewDidLoad() { interactor.load() }\n\(presenter)}\n",
            "\(module)Interactor.swift":
                "import Foundation\n\nfinal class \(module)Interactor: \(module)InteractorInputProtocol {\n    weak var presenter: \(module)InteractorOutputProtocol?\n    func load() {}\n}\n",
            "\(module)ViewController.swift":
                "import UIKit\n\nfinal class \(module)ViewController: UIViewController, \(module)ViewProtocol {\n    var presenter: \(module)PresenterProtocol!\n    func show() {}\n}\n",
            "\(module)Wireframe.swift": "import UIKit\n\nfinal class \(module)Wireframe: \(module)WireframeProtocol {}\n",
            "\(module)ViewFactory.swift":
                "import UIKit\n\nenum \(module)ViewFactory {\n    static func createView() -> UIViewController {\n        let view = \(module)ViewController()\n        let presenter = \(module)Presenter()\n        let interactor = \(module)Interactor()\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.wireframe = \(module)Wireframe()\n        interactor.presenter = presenter\n        view.presenter = presenter\n        return view\n    }\n}\n",
        ]
    }

    /// The output protocol says `Swift.Error` (and gives the method a default), the presenter
    /// `Error`: one type. Before, the draft copied the protocol's spelling and `lint --spec`
    /// reported the presenter's as another signature.
    @Test func swiftQualifiedAndPlainStandardNamesAreOneType() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["Pin", "Home"] {
            let output =
                "    func didLoad()\n    func didFail(_ error: Swift.Error)\n}\n\nextension \(module)InteractorOutputProtocol {\n    func didFail(_ error: Swift.Error) {}\n"
            try Self.write(
                Self.factoryScreen(
                    module, output: output,
                    presenter: "    func didLoad() { view?.show() }\n    func didFail(_ error: Error) { view?.show() }\n"),
                module: module, in: folder)
        }
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// Where the app declares a type of that name, `Error` in its code is that type, and the
    /// difference from the spec's `Swift.Error` is drift.
    @Test func anAppsOwnStandardNameIsAnotherType() throws {
        let folder = try Golden.temporaryFolder()
        let output =
            "    func didLoad()\n    func didFail(_ error: Swift.Error)\n}\n\nextension PinInteractorOutputProtocol {\n    func didFail(_ error: Swift.Error) {}\n"
        var files = Self.factoryScreen(
            "Pin", output: output, presenter: "    func didLoad() { view?.show() }\n    func didFail(_ error: Error) { view?.show() }\n")
        files["Error.swift"] =
            "import Foundation\n\n/// The app's own errors, which hide Swift's name in its code.\nenum Error: Swift.Error {\n    case failed\n}\n"
        try Self.write(files, module: "Pin", in: folder)
        try draft(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(lint.stdout.contains("'PinPresenter.didFail(_:)' is 'didFail(_ error: Error)' in the code"), Comment(rawValue: lint.stdout))
    }

    /// A view model took the presenter's place and left the presenter protocol the naming gives
    /// (`ConfirmPresenterProtocol`) adopted by nothing. Before, the draft gave the view model that
    /// protocol's methods, and `lint --spec` reported each missing from it.
    @Test func aPresenterProtocolNothingAdoptsIsNotDrafted() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["Pin", "Home"] { try Self.write(Self.factoryScreen(module), module: module, in: folder) }
        let confirm = [
            "ConfirmProtocols.swift":
                "import UIKit\n\nprotocol ConfirmViewProtocol: AnyObject {\n    func show(words: [String])\n}\n\n/// Left from before the view model: nothing adopts it.\nprotocol ConfirmPresenterProtocol: AnyObject {\n    func requestWords()\n    func skip()\n}\n\nprotocol ConfirmInteractorInputProtocol: AnyObject {\n    func requestWords()\n}\n\nprotocol ConfirmInteractorOutputProtocol: AnyObject {\n    func didReceive(words: [String])\n}\n\nprotocol ConfirmWireframeProtocol: AnyObject {}\n",
            "ConfirmPassphraseViewModel.swift":
                "import Foundation\n\nfinal class ConfirmPassphraseViewModel: ConfirmInteractorOutputProtocol {\n    weak var view: ConfirmViewProtocol?\n    var interactor: ConfirmInteractorInputProtocol!\n    var wireframe: ConfirmWireframeProtocol!\n\n    func setup() { interactor.requestWords() }\n    func didReceive(words: [String]) { view?.show(words: words) }\n}\n",
            "ConfirmInteractor.swift":
                "import Foundation\n\nfinal class ConfirmInteractor: ConfirmInteractorInputProtocol {\n    weak var presenter: ConfirmInteractorOutputProtocol?\n    func requestWords() { presenter?.didReceive(words: []) }\n}\n",
            "ConfirmViewController.swift":
                "import UIKit\n\nfinal class ConfirmViewController: UIViewController, ConfirmViewProtocol {\n    var viewModel: ConfirmPassphraseViewModel!\n    func show(words: [String]) {}\n}\n",
            "ConfirmWireframe.swift": "import UIKit\n\nfinal class ConfirmWireframe: ConfirmWireframeProtocol {}\n",
            "ConfirmViewFactory.swift":
                "import UIKit\n\nenum ConfirmViewFactory {\n    static func createView() -> UIViewController {\n        let view = ConfirmViewController()\n        let viewModel = ConfirmPassphraseViewModel()\n        let interactor = ConfirmInteractor()\n        viewModel.view = view\n        viewModel.interactor = interactor\n        viewModel.wireframe = ConfirmWireframe()\n        interactor.presenter = viewModel\n        view.viewModel = viewModel\n        return view\n    }\n}\n",
        ]
        try Self.write(confirm, module: "Confirm", in: folder)
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Confirm.viper.yaml", encoding: .utf8)
        #expect(spec.contains("type: ConfirmPassphraseViewModel") && !spec.contains("skip()"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A module's wireframe with a subclass for one kind of asset beside it (and an interactor
    /// with one too), both made by the module's factory. Before, the base was a type modules
    /// share and the subclass the module's router, so the draft's router (the base) was missing
    /// and its route had no method.
    @Test func aWireframeItsFactoryMakesBesideItsSubclassStaysTheRouter() throws {
        let folder = try Golden.temporaryFolder()
        try Self.write(Self.factoryScreen("Home"), module: "Home", in: folder)
        let transfer = [
            "TransferProtocols.swift":
                "import UIKit\n\nprotocol TransferViewProtocol: AnyObject {\n    func show()\n}\n\nprotocol TransferPresenterProtocol: AnyObject {\n    func confirm()\n}\n\nprotocol TransferInteractorInputProtocol: AnyObject {\n    func submit()\n}\n\nprotocol TransferInteractorOutputProtocol: AnyObject {\n    func didSubmit()\n}\n\nprotocol TransferWireframeProtocol: AnyObject {\n    func showReceipt(from view: UIViewController?)\n}\n",
            "TransferPresenter.swift":
                "import UIKit\n\nfinal class TransferPresenter: TransferPresenterProtocol, TransferInteractorOutputProtocol {\n    weak var view: (TransferViewProtocol & UIViewController)?\n    var interactor: TransferInteractorInputProtocol!\n    var wireframe: TransferWireframeProtocol!\n\n    func confirm() { interactor.submit() }\n    func didSubmit() { wireframe.showReceipt(from: view) }\n}\n",
            "TransferInteractor.swift":
                "import Foundation\n\nclass TransferInteractor: TransferInteractorInputProtocol {\n    weak var presenter: TransferInteractorOutputProtocol?\n    func submit() { presenter?.didSubmit() }\n}\n",
            "EvmTransferInteractor.swift":
                "import Foundation\n\nfinal class EvmTransferInteractor: TransferInteractor {\n    override func submit() { presenter?.didSubmit() }\n}\n",
            "TransferViewController.swift":
                "import UIKit\n\nfinal class TransferViewController: UIViewController, TransferViewProtocol {\n    var presenter: TransferPresenterProtocol!\n    func show() {}\n}\n",
            "TransferWireframe.swift":
                "import UIKit\n\nclass TransferWireframe: TransferWireframeProtocol {\n    func showReceipt(from view: UIViewController?) {\n        view?.navigationController?.pushViewController(HomeViewFactory.createView(), animated: true)\n    }\n}\n",
            "EvmTransferWireframe.swift":
                "import UIKit\n\n/// The same screen for EVM assets, which also presents their validation errors.\nfinal class EvmTransferWireframe: TransferWireframe {\n    func presentValidationError(from view: UIViewController?) {}\n}\n",
            "TransferViewFactory.swift":
                "import UIKit\n\nenum TransferViewFactory {\n    static func createView(isEvm: Bool) -> UIViewController {\n        let view = TransferViewController()\n        let presenter = TransferPresenter()\n        let interactor = isEvm ? EvmTransferInteractor() : TransferInteractor()\n        let wireframe: TransferWireframeProtocol\n        if isEvm {\n            wireframe = EvmTransferWireframe()\n        } else {\n            wireframe = TransferWireframe()\n        }\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.wireframe = wireframe\n        interactor.presenter = presenter\n        view.presenter = presenter\n        return view\n    }\n}\n",
        ]
        try Self.write(transfer, module: "Transfer", in: folder)
        let graph = try viperc(["graph", "App"], in: folder)
        #expect(graph.stdout.contains("  router TransferWireframe at"), Comment(rawValue: graph.stdout))
        #expect(!graph.stdout.contains("base type TransferWireframe"), Comment(rawValue: graph.stdout))
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let drift = lint.stdout.split(separator: "\n").filter { $0.contains("[drift-") && $0.contains("Transfer") }
        #expect(drift.isEmpty, "\(drift)")
    }

    /// Two modules whose routers are each handed one use-case interactor kept in
    /// `Interactors/`, which declares an output protocol for each module's presenter. Before, the two modules
    /// were one (the interactor joined both routers' modules), and the draft of a module with no
    /// interactor of its own left out its output methods, which `lint --spec` then reported as
    /// the presenter's undeclared members.
    @Test func modulesHandedOneUseCaseStayApartAndDraftItsOutputAsThePresenters() throws {
        let folder = try Golden.temporaryFolder()
        let interactor =
            "import Foundation\n\nprotocol OrdersInteractorInput: AnyObject {\n    func loadOrder(id: Int)\n}\n\nprotocol ReceiptInteractorOutput: AnyObject {\n    func gotReceipt(_ text: String?)\n}\n\nprotocol BasketInteractorOutput: AnyObject {\n    func gotBasket(_ items: [String])\n}\n\nfinal class OrdersInteractor: OrdersInteractorInput {\n    weak var receiptOutput: ReceiptInteractorOutput?\n    weak var basketOutput: BasketInteractorOutput?\n\n    func loadOrder(id: Int) {\n        receiptOutput?.gotReceipt(nil)\n        basketOutput?.gotBasket([])\n    }\n}\n"
        try Self.write(["OrdersInteractor.swift": interactor], module: "Interactors", in: folder)
        for (module, output) in [
            ("Receipt", "func gotReceipt(_ text: String?) { view?.show(text ?? \"\") }"),
            ("Basket", "func gotBasket(_ items: [String]) { view?.show(items.joined()) }"),
        ] {
            let files = [
                "\(module)Presenter.swift":
                    "import Foundation\n\nprotocol \(module)PresenterInput: AnyObject {\n    func viewDidLoad()\n}\n\nfinal class \(module)Presenter: \(module)PresenterInput {\n    weak var view: \(module)ViewInput?\n    var interactor: OrdersInteractorInput?\n    var router: \(module)Router?\n\n    func viewDidLoad() { interactor?.loadOrder(id: 0) }\n}\n\nextension \(module)Presenter: \(module)InteractorOutput {\n    \(output)\n}\n",
                "\(module)ViewController.swift":
                    "import UIKit\n\nprotocol \(module)ViewInput: AnyObject {\n    func show(_ text: String)\n}\n\nfinal class \(module)ViewController: UIViewController, \(module)ViewInput {\n    var presenter: \(module)PresenterInput?\n    func show(_ text: String) {}\n}\n",
                "\(module)Router.swift":
                    "import UIKit\n\nfinal class \(module)Router {\n    weak var viewController: UIViewController?\n\n    static func makeModule(interactor: OrdersInteractor) -> UIViewController {\n        let view = \(module)ViewController()\n        let presenter = \(module)Presenter()\n        let router = \(module)Router()\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.router = router\n        view.presenter = presenter\n        router.viewController = view\n        return view\n    }\n}\n",
            ]
            try Self.write(files, module: module, in: folder)
        }
        let graph = try viperc(["graph", "App"], in: folder)
        #expect(graph.stdout.contains("\nmodule Basket") && graph.stdout.contains("\nmodule Receipt"), Comment(rawValue: graph.stdout))
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Receipt.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\"gotReceipt(_ text: String?)\""), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// An interactor protocol's method passes a framework's one-argument `Result<Bool>`
    /// (Alamofire's before Swift had one), which a spec cannot declare: the draft says so in a
    /// note, and `lint --spec` does not ask the spec for it. Before, it did, with advice the
    /// spec then refused.
    @Test func aMemberNoSpecCanDeclareIsNotAskedFor() throws {
        let folder = try Golden.temporaryFolder()
        try Self.write(Self.factoryScreen("Home"), module: "Home", in: folder)
        var login = Self.factoryScreen("Login")
        login["LoginProtocols.swift"] = login["LoginProtocols.swift"]!.replacingOccurrences(
            of: "    func load()\n", with: "    func load()\n    func login(user: String, completion: @escaping (Result<Bool>) -> Void)\n")
        login["LoginInteractor.swift"] =
            "import Alamofire\n\nfinal class LoginInteractor: LoginInteractorInputProtocol {\n    weak var presenter: LoginInteractorOutputProtocol?\n    func load() {}\n    func login(user: String, completion: @escaping (Result<Bool>) -> Void) {}\n}\n"
        try Self.write(login, module: "Login", in: folder)
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Login.viper.yaml", encoding: .utf8)
        #expect(spec.contains("# not drafted: 'login(user: String"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A module's router is handed an interactor named for no module (`FetchOrdersInteractor`)
    /// that the router opening it makes: the interactor stays the opened module's, since only
    /// routers handed it without making it count as sharing it.
    @Test func anInteractorTheOpenerMakesStaysTheOpenedModules() throws {
        let folder = try Golden.temporaryFolder()
        let orders = [
            "OrdersPresenter.swift":
                "import Foundation\n\nprotocol OrdersViewInput: AnyObject {}\n\nfinal class OrdersPresenter {\n    weak var view: OrdersViewInput?\n    let interactor: FetchOrdersInteractor\n\n    init(interactor: FetchOrdersInteractor) {\n        self.interactor = interactor\n    }\n}\n",
            "FetchOrdersInteractor.swift": "import Foundation\n\nfinal class FetchOrdersInteractor {\n    func fetch() {}\n}\n",
            "OrdersViewController.swift":
                "import UIKit\n\nfinal class OrdersViewController: UIViewController, OrdersViewInput {\n    var presenter: OrdersPresenter!\n}\n",
            "OrdersRouter.swift":
                "import UIKit\n\nfinal class OrdersRouter {\n    weak var viewController: UIViewController?\n\n    static func build(interactor: FetchOrdersInteractor) -> UIViewController {\n        let view = OrdersViewController()\n        let presenter = OrdersPresenter(interactor: interactor)\n        let router = OrdersRouter()\n        presenter.view = view\n        view.presenter = presenter\n        router.viewController = view\n        return view\n    }\n}\n",
        ]
        try Self.write(orders, module: "Orders", in: folder)
        let home = [
            "HomePresenter.swift":
                "import Foundation\n\nprotocol HomeViewInput: AnyObject {}\n\nfinal class HomePresenter {\n    weak var view: HomeViewInput?\n    var router: HomeRouter?\n}\n",
            "HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController, HomeViewInput {\n    var presenter: HomePresenter!\n}\n",
            "HomeRouter.swift":
                "import UIKit\n\nfinal class HomeRouter {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = HomeViewController()\n        let presenter = HomePresenter()\n        let router = HomeRouter()\n        presenter.view = view\n        presenter.router = router\n        view.presenter = presenter\n        router.viewController = view\n        return view\n    }\n\n    func openOrders() {\n        let orders = OrdersRouter.build(interactor: FetchOrdersInteractor())\n        viewController?.navigationController?.pushViewController(orders, animated: true)\n    }\n}\n",
        ]
        try Self.write(home, module: "Home", in: folder)
        let graph = try viperc(["graph", "App"], in: folder)
        let ordersModule = graph.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("module Orders") } ?? ""
        #expect(ordersModule.contains("  interactor FetchOrdersInteractor at"), Comment(rawValue: graph.stdout))
    }
}
