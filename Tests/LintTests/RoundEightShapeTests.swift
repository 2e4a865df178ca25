import Architecture
import Diagnostics
import Lint
import Testing

/// Shapes of the round-eight held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundEightShapeTests {
    /// A wallet screen whose presenter talks to two interactors, each with its own output
    /// protocol, in an interactor file that imports UIKit.
    static let app: [SourceFile] = [
        SourceFile(
            path: "App/Modules/Wallet/Interactor/WalletInteractor.swift",
            text:
                "import UIKit\n\nprotocol WalletInteractorInput: AnyObject {\n    func load()\n}\n\nprotocol WalletInteractorOutput: AnyObject {\n    func loaded(total: Double)\n}\n\nfinal class WalletInteractor: WalletInteractorInput {\n    weak var output: WalletInteractorOutput?\n    func load() { output?.loaded(total: 0) }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Wallet/Interactor/RatesInteractor.swift",
            text:
                "import Foundation\n\nprotocol RatesInteractorInput: AnyObject {\n    func fetchRates()\n}\n\nprotocol RatesInteractorOutput: AnyObject {\n    func fetched(rate: Double)\n}\n\nfinal class RatesInteractor: RatesInteractorInput {\n    weak var output: RatesInteractorOutput?\n    func fetchRates() { output?.fetched(rate: 1) }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Wallet/Presenter/WalletPresenter.swift",
            text:
                "import Foundation\n\nprotocol WalletPresenterInput: AnyObject {\n    func viewDidLoad()\n}\n\nprotocol WalletPresenterOutput: AnyObject {\n    func show(total: String)\n}\n\nfinal class WalletPresenter: WalletPresenterInput {\n    weak var output: WalletPresenterOutput?\n    let walletInteractor: WalletInteractorInput\n    let ratesInteractor: RatesInteractorInput\n    init(walletInteractor: WalletInteractorInput, ratesInteractor: RatesInteractorInput) {\n        self.walletInteractor = walletInteractor\n        self.ratesInteractor = ratesInteractor\n    }\n    func viewDidLoad() {\n        walletInteractor.load()\n        ratesInteractor.fetchRates()\n    }\n}\n\nextension WalletPresenter: WalletInteractorOutput {\n    func loaded(total: Double) { output?.show(total: String(total)) }\n}\n\nextension WalletPresenter: RatesInteractorOutput {\n    func fetched(rate: Double) {}\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Wallet/View/WalletViewController.swift",
            text:
                "import UIKit\n\nfinal class WalletViewController: UIViewController, WalletPresenterOutput {\n    var presenter: WalletPresenterInput!\n    func show(total: String) {}\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Wallet/Wireframe/WalletWireframe.swift",
            text:
                "import UIKit\n\nfinal class WalletWireframe {\n    private(set) weak var viewController: UIViewController?\n\n    func makeViewController() -> UIViewController {\n        let view = WalletViewController()\n        let walletInteractor = WalletInteractor()\n        let ratesInteractor = RatesInteractor()\n        let presenter = WalletPresenter(walletInteractor: walletInteractor, ratesInteractor: ratesInteractor)\n        presenter.output = view\n        view.presenter = presenter\n        walletInteractor.output = presenter\n        ratesInteractor.output = presenter\n        viewController = view\n        return view\n    }\n}\n"
        ),
    ]

    /// Before: the presenter adopted the role protocols of 'Wallet' and 'Rates', was taken for
    /// an app-wide implementation, and `RatesInteractor` became a module of its own that the
    /// wireframe reached into.
    @Test func aSecondInteractorIsNoModuleOfItsOwn() {
        let model = LintEngine().model(Self.app, appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name) == ["Wallet"])
        #expect(modules.first?.components.first { $0.role == .presenter }?.name == "WalletPresenter")
        #expect(model.apps.first?.shared.map(\.name) == [], "\(model.apps.first?.shared.map(\.name) ?? [])")
        let findings = LintEngine().lint(Self.app, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }
        #expect(!findings.contains { $0.hasSuffix("cross-module-reach-in") }, "\(findings)")
    }

    /// The interactor's file declares the presenter's protocol for it (`WalletInteractorOutput`)
    /// and imports UIKit: that import ties the presenter's interface to UIKit too.
    @Test func anInteractorFileWithThePresentersOutputCountsForThePresenter() {
        let findings = Set(LintEngine().lint(Self.app, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" })
        #expect(findings.contains("App/Modules/Wallet/Interactor/WalletInteractor.swift:1 interactor-imports-ui"), "\(findings.sorted())")
        #expect(findings.contains("App/Modules/Wallet/Interactor/WalletInteractor.swift:1 presenter-imports-ui"), "\(findings.sorted())")
        #expect(!findings.contains { $0.hasPrefix("App/Modules/Wallet/Interactor/RatesInteractor.swift") }, "\(findings.sorted())")
    }

    /// An app whose domain word is a service suffix (GitHub's repositories): a view's list of
    /// repositories and the method that fills it hold no service; a repository object does.
    @Test func aCollectionNamedLikeAServiceHoldsNone() {
        let files = [
            SourceFile(
                path: "App/Modules/Repos/ReposPresenter.swift",
                text:
                    "protocol ReposPresenter: AnyObject {\n    func viewDidLoad()\n}\n\nfinal class ReposPresenterImpl: ReposPresenter {\n    func viewDidLoad() {}\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Repos/ReposViewController.swift",
                text:
                    "import UIKit\n\nfinal class ReposViewController: UIViewController {\n    var presenter: ReposPresenter!\n    var githubRepository: [GitHubRepo] = []\n    let cacheRepository = CacheRepository()\n}\n\nextension ReposViewController {\n    func updateGitHubRepository(repository: [GitHubRepo]) {\n        githubRepository = repository\n    }\n}\n"
            ),
        ]
        let findings = LintEngine().lint(files, appRoots: []).filter { $0.ruleID == "view-uses-service" }.map {
            "\($0.location.path):\($0.location.line)"
        }
        #expect(findings == ["App/Modules/Repos/ReposViewController.swift:6"], "\(findings)")
    }
}
