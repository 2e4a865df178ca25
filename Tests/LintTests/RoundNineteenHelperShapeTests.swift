import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// More shapes of the round-nineteen held-out apps (module interfaces, helpers, child forms,
/// view models, previews), each as a small app that names no file of the corpus; each fails
/// without its rule.
struct RoundNineteenHelperShapeTests {
    /// Two modules; the opener's router asks a module library for the other's
    /// `…ModuleInterface` (Viperit's `module.interface(AuthModuleInterface.self)`).
    static func interfaceApp(viewKeepsInterface: Bool) -> [SourceFile] {
        func module(_ name: String, router: String = "") -> [(String, String)] {
            let presenterType = viewKeepsInterface ? "\(name)ModuleInterface" : "\(name)Presenter"
            return [
                (
                    "App/Modules/\(name)/\(name)Presenter.swift",
                    "import Foundation\n\nprotocol \(name)ModuleInterface: AnyObject {\n    func start()\n}\n\nfinal class \(name)Presenter {\n    weak var view: \(name)View?\n    var interactor: \(name)Interactor?\n    var router: \(name)Router?\n}\n\nextension \(name)Presenter: \(name)ModuleInterface {\n    func start() {}\n}\n"
                ),
                (
                    "App/Modules/\(name)/\(name)View.swift",
                    "import UIKit\n\nfinal class \(name)View: UIViewController {\n    var presenter: \(presenterType)?\n}\n"
                ),
                ("App/Modules/\(name)/\(name)Interactor.swift", "import Foundation\n\nfinal class \(name)Interactor {}\n"),
                (
                    "App/Modules/\(name)/\(name)Router.swift",
                    "import UIKit\n\nfinal class \(name)Router {\n    weak var view: UIViewController?\n\(router)}\n"
                ),
            ]
        }
        let opening =
            "    func openAuth() {\n        let module = Modules.auth.build()\n        let auth = module.interface(AuthModuleInterface.self)\n        auth.start()\n    }\n"
        return (module("Auth") + module("Account", router: opening)).map { SourceFile(path: $0.0, text: $0.1) }
    }

    /// A `…ModuleInterface` that none of its module's components keeps is what the module
    /// publishes for its openers: asking for it is no reach-in. Before, three such uses on
    /// one app were reported. One the module's view keeps as its presenter is the presenter's
    /// own, and another module naming it still reaches in.
    @Test func aModuleInterfaceNoComponentKeepsIsAChannel() {
        let published = LintEngine().findingLines(Self.interfaceApp(viewKeepsInterface: false))
        #expect(!published.contains { $0.hasSuffix("cross-module-reach-in") }, "\(published)")
        let kept = LintEngine().findingLines(Self.interfaceApp(viewKeepsInterface: true))
        #expect(kept.contains("App/Modules/Account/AccountRouter.swift:7 cross-module-reach-in"), "\(kept)")
    }

    /// Two modules beside a shared HUD view (`PendingHUDView.showFullScreen()`, which one
    /// module's router and another's interactor show) and a tooltip helper named like a
    /// presenter, which one presenter makes on a plain `UIView`.
    static let helpersApp: [(String, String)] = [
        (
            "App/Common/UI/Views/PendingHUDView.swift",
            "import UIKit\n\nfinal class PendingHUDView: UIView {\n    static func showFullScreen() -> PendingHUDView { PendingHUDView() }\n}\n"
        ),
        (
            "App/ViewControllers/TooltipPresenter.swift",
            "import Foundation\n\nfinal class TooltipPresenter {\n    private weak var view: UIView!\n    private var insets = UIEdgeInsets.zero\n    init(view: UIView) { self.view = view }\n}\n"
        ),
        (
            "App/ViewControllers/TripTabBarViewController.swift",
            "import UIKit\n\nfinal class TripTabBarViewController: UITabBarController {\n    private var tooltipPresenter: TooltipPresenter!\n}\n"
        ),
        (
            "App/Modules/Receipts/ReceiptsPresenter.swift",
            "import Foundation\n\nfinal class ReceiptsPresenter {\n    weak var view: ReceiptsView?\n    var interactor: ReceiptsInteractor?\n    var router: ReceiptsRouter?\n    private var tooltips: TooltipPresenter?\n    func viewDidLoad(host: ReceiptsView) {\n        tooltips = TooltipPresenter(view: host.view)\n    }\n}\n"
        ),
        (
            "App/Modules/Receipts/ReceiptsView.swift",
            "import UIKit\n\nfinal class ReceiptsView: UIViewController {\n    var presenter: ReceiptsPresenter?\n}\n"
        ),
        ("App/Modules/Receipts/ReceiptsInteractor.swift", "import Foundation\n\nfinal class ReceiptsInteractor {}\n"),
        (
            "App/Modules/Receipts/ReceiptsRouter.swift",
            "import UIKit\n\nfinal class ReceiptsRouter {\n    var presenter: ReceiptsPresenter { ReceiptsPresenter() }\n    func upload() {\n        var hud: PendingHUDView?\n        hud = PendingHUDView.showFullScreen()\n        _ = hud\n    }\n}\n"
        ),
        (
            "App/Modules/Backup/BackupPresenter.swift",
            "import Foundation\n\nfinal class BackupPresenter {\n    weak var view: BackupView?\n    var interactor: BackupInteractor?\n}\n"
        ),
        (
            "App/Modules/Backup/BackupView.swift",
            "import UIKit\n\nfinal class BackupView: UIViewController {\n    var presenter: BackupPresenter?\n}\n"
        ),
        (
            "App/Modules/Backup/BackupInteractor.swift",
            "import UIKit\n\nfinal class BackupInteractor {\n    weak var output: BackupPresenter?\n    private var hud: PendingHUDView?\n}\n"
        ),
    ]

    /// From review: a presenter that keeps a view controller (`weak var viewController:
    /// UIViewController?`) and that another presenter makes stays a presenter.
    @Test func aPresenterKeepingAControllerThatAnotherMakesStaysAPresenter() {
        let files = [
            (
                "App/Chat/ChatPresenter.swift",
                "import Foundation\n\nfinal class ChatPresenter {\n    weak var viewController: UIViewController?\n    var interactor: ChatInteractor?\n}\n"
            ),
            ("App/Chat/ChatInteractor.swift", "import Foundation\n\nfinal class ChatInteractor {}\n"),
            (
                "App/Inbox/InboxPresenter.swift",
                "import Foundation\n\nfinal class InboxPresenter {\n    func openChat() { _ = ChatPresenter() }\n}\n"
            ),
        ]
        let members = RoundNineteenShapeTests.members(files.map { SourceFile(path: $0.0, text: $0.1) })
        #expect(members["Chat"] == ["ChatInteractor", "ChatPresenter"], "\(members)")
    }

    /// Before: the HUD was the Receipts module's view (its router makes it), so the Backup
    /// interactor's HUD was "a view of another module" and every screen showing it "opened
    /// Receipts"; the tooltip helper was a module of its own whose `UIView` was reported.
    @Test func aSharedHUDAndAPresenterMadeTooltipHelperAreNoModulesParts() {
        let sources = Self.helpersApp.map { SourceFile(path: $0.0, text: $0.1) }
        let members = RoundNineteenShapeTests.members(sources)
        #expect(
            members == [
                "Backup": ["BackupInteractor", "BackupPresenter", "BackupView"],
                "Receipts": ["ReceiptsInteractor", "ReceiptsPresenter", "ReceiptsRouter", "ReceiptsView"],
            ], "\(members)")
        let findings = LintEngine().findingLines(sources)
        #expect(!findings.contains { $0.hasPrefix("App/ViewControllers/TooltipPresenter.swift") }, "\(findings)")
        #expect(!findings.contains { $0.contains("interactor-references-view") }, "\(findings)")
    }

    /// A module whose view conforms to its interface and embeds a child form controller
    /// (`DebugFormView: FormViewController`) and a plain subview, each making a service.
    static let childFormApp: [(String, String)] = [
        (
            "App/Modules/Debug/DebugPresenter.swift",
            "import Foundation\n\nprotocol DebugViewInterface: AnyObject {}\n\nfinal class DebugPresenter {\n    weak var view: DebugViewInterface?\n    var interactor: DebugInteractor?\n}\n"
        ),
        (
            "App/Modules/Debug/DebugInteractor.swift",
            "import Foundation\n\nfinal class DebugInteractor {\n    weak var output: DebugPresenter?\n}\n"
        ),
        (
            "App/Modules/Debug/DebugView.swift",
            "import UIKit\n\nfinal class DebugView: UIViewController, DebugViewInterface {\n    var presenter: DebugPresenter?\n    private var formView: DebugFormView?\n    private var header: DebugHeaderView?\n}\n"
        ),
        (
            "App/Modules/Debug/DebugFormView.swift",
            "import UIKit\n\nfinal class DebugFormView: FormViewController {\n    private let s3 = S3Service()\n}\n"
        ),
        (
            "App/Modules/Debug/DebugHeaderView.swift",
            "import UIKit\n\nfinal class DebugHeaderView: UIView {\n    private let s3 = S3Service()\n}\n"
        ),
    ]

    /// Before, the form controller was demoted with the plain subview (the view's conformance
    /// is stronger evidence), and its services went unreported; the plain subview stays a part.
    @Test func aChildFormControllerIsTheModulesViewTooAndAPlainSubviewIsNot() {
        let sources = Self.childFormApp.map { SourceFile(path: $0.0, text: $0.1) }
        #expect(RoundNineteenShapeTests.members(sources)["Debug"] == ["DebugFormView", "DebugInteractor", "DebugPresenter", "DebugView"])
        let findings = LintEngine().findingLines(sources).filter { $0.hasSuffix("view-uses-service") }
        #expect(findings == ["App/Modules/Debug/DebugFormView.swift:4 view-uses-service"], "\(findings)")
    }

    /// An MVVM screen with an assembly and, when `routed`, a router that its view model keeps.
    static func viewModelScreen(routed: Bool) -> [SourceFile] {
        let router = routed ? "    private let router: AccountRouter\n    init(router: AccountRouter) { self.router = router }\n" : ""
        let making = routed ? "AccountViewModel(router: AccountRouter())" : "AccountViewModel()"
        var files = [
            (
                "App/Modules/Account/AccountViewModel.swift",
                "import UIKit\n\nprotocol AccountViewModelProtocol {\n    func load()\n}\n\nfinal class AccountViewModel: AccountViewModelProtocol {\n\(router)    func load() {}\n}\n"
            ),
            (
                "App/Modules/Account/AccountViewController.swift",
                "import UIKit\n\nfinal class AccountViewController: UIViewController {\n    var viewModel: AccountViewModelProtocol!\n}\n"
            ),
            (
                "App/Modules/Account/AccountAssembly.swift",
                "import UIKit\n\nfinal class AccountAssembly {\n    func make() -> UIViewController {\n        let view = AccountViewController()\n        view.viewModel = \(making)\n        return view\n    }\n}\n"
            ),
        ]
        if routed {
            files.append(
                (
                    "App/Modules/Account/AccountRouter.swift",
                    "import UIKit\n\nfinal class AccountRouter {\n    weak var view: UIViewController?\n}\n"
                ))
        }
        return files.map { SourceFile(path: $0.0, text: $0.1) }
    }

    /// Before, the view model had no role, so its module had no presenter and its UIKit
    /// import went unreported. Without a router the screen is MVVM, and its view model stays
    /// a view model.
    @Test func aViewModelItsAssemblyMakesBesideARouterIsThePresenter() {
        let routed = LintEngine().findingLines(Self.viewModelScreen(routed: true))
        #expect(routed.contains("App/Modules/Account/AccountViewModel.swift:1 presenter-imports-ui"), "\(routed)")
        let plain = LintEngine().findingLines(Self.viewModelScreen(routed: false))
        #expect(!plain.contains { $0.contains("presenter-imports-ui") }, "\(plain)")
    }

    /// A SwiftUI module whose view file ends with a preview that makes the presenter.
    static let previewedScreen: [(String, String)] = [
        (
            "App/Modules/TodoAdd/View/TodoAddView.swift",
            "import SwiftUI\nimport RealmSwift\n\nstruct TodoAddView: View {\n    @StateObject var presenter: TodoAddPresenter\n    var body: some View { Text(\"add\") }\n}\n\nstruct TodoAddView_Previews: PreviewProvider {\n    static var previews: some View {\n        TodoAddView(presenter: TodoAddPresenter())\n    }\n}\n"
        ),
        (
            "App/Modules/TodoAdd/Presenter/TodoAddPresenter.swift",
            "import Combine\n\nfinal class TodoAddPresenter: ObservableObject {\n    var router: TodoAddRouter?\n}\n"
        ),
        ("App/Modules/TodoAdd/Router/TodoAddRouter.swift", "import SwiftUI\n\nfinal class TodoAddRouter {}\n"),
    ]

    /// Before, the preview was the module's builder, so the view's file "declared a builder"
    /// too and its persistence import went unreported.
    @Test func aSwiftUIPreviewIsNoBuilder() {
        let sources = Self.previewedScreen.map { SourceFile(path: $0.0, text: $0.1) }
        #expect(RoundNineteenShapeTests.members(sources)["TodoAdd"] == ["TodoAddPresenter", "TodoAddRouter", "TodoAddView"])
        let findings = LintEngine().findingLines(sources)
        #expect(findings.contains("App/Modules/TodoAdd/View/TodoAddView.swift:2 view-uses-service"), "\(findings)")
    }
}
