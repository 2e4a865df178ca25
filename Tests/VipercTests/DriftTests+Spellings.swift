import Foundation
import TestSupport
import Testing

/// Code the compiler accepts that says one thing two ways, or keeps part of it where the linted
/// code cannot see: `init --from` and `lint --spec` agree on it, so the round trip has no drift
/// or only the drift the drafts announce. Small apps that name no file of the corpus.
extension DriftTests {
    /// A module's view, builder, and the presenter and interactor files given.
    static func stack(_ module: String, presenter: String, interactor: String, view: String = "") -> [String: String] {
        [
            "\(module)ViewController.swift":
                "import UIKit\n\nprotocol \(module)ViewProtocol: AnyObject {\n    func show()\n}\n\nfinal class \(module)ViewController: UIViewController, \(module)ViewProtocol {\n    var presenter: \(module)PresenterProtocol!\n    func show() {}\n\(view)}\n",
            "\(module)Presenter.swift": presenter,
            "\(module)Interactor.swift": interactor,
            "\(module)Builder.swift":
                "import UIKit\n\nenum \(module)Builder {\n    static func build() -> UIViewController {\n        let view = \(module)ViewController()\n        let interactor = \(module)Interactor()\n        let presenter = \(module)Presenter(view: view, interactor: interactor)\n        interactor.output = presenter\n        view.presenter = presenter\n        return view\n    }\n}\n",
        ]
    }

    static func presenter(_ module: String, protocolBody: String, body: String, prelude: String = "") -> String {
        "import Foundation\n\(prelude)\nprotocol \(module)PresenterProtocol: AnyObject {\n\(protocolBody)}\n\nfinal class \(module)Presenter: \(module)PresenterProtocol {\n    weak var view: \(module)ViewProtocol?\n    let interactor: \(module)InteractorProtocol\n    init(view: \(module)ViewProtocol, interactor: \(module)InteractorProtocol) {\n        self.view = view\n        self.interactor = interactor\n    }\n\(body)}\n"
    }

    static func interactor(_ module: String) -> String {
        "import Foundation\n\nprotocol \(module)InteractorProtocol: AnyObject {\n    func load()\n}\n\nprotocol \(module)InteractorOutput: AnyObject {}\n\nfinal class \(module)Interactor: \(module)InteractorProtocol {\n    weak var output: \(module)InteractorOutput?\n    func load() {}\n}\n\nextension \(module)Presenter: \(module)InteractorOutput {}\n"
    }

    /// The presenter implements its protocol's `configure(with id: String)` as
    /// `configure(with id: VideoID)` through `typealias VideoID = String`: the compiler holds it
    /// to the protocol, so the drift check does not report the spelling.
    @Test func aMemberSpelledThroughAnAliasOfItsProtocolsTypeIsNoDrift() throws {
        let presenter = Self.presenter(
            "Player", protocolBody: "    func configure(with id: String)\n", body: "    func configure(with id: VideoID) {}\n",
            prelude: "\ntypealias VideoID = String\n")
        let folder = try app(Self.stack("Player", presenter: presenter, interactor: Self.interactor("Player")), module: "Player")
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// The same protocol with an extension implementing the member: the protocol is met by the
    /// default, and the type's `configure(with id: Int)` is a near miss the drift check reports.
    @Test func aNearMissBesideAProtocolDefaultIsDrift() throws {
        let presenter = Self.presenter(
            "Player", protocolBody: "    func configure(with id: String)\n", body: "    func configure(with id: Int) {}\n",
            prelude: "\nextension PlayerPresenterProtocol {\n    func configure(with id: String) {}\n}\n")
        let folder = try app(Self.stack("Player", presenter: presenter, interactor: Self.interactor("Player")), module: "Player")
        try draft(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(lint.stdout.contains("[drift-member-signature]"), Comment(rawValue: lint.stdout))
    }

    /// A tab bar view whose protocol requires `viewControllers`, which `UITabBarController`
    /// has: no missing member.
    @Test func aMemberItsUIKitContainerHasIsNoDrift() throws {
        try expectRoundTrip(
            "Tabs",
            view:
                "import UIKit\n\nprotocol TabsViewProtocol: AnyObject {\n    var viewControllers: [UIViewController]? { get set }\n    func show()\n}\n\nfinal class TabsViewController: UITabBarController, TabsViewProtocol {\n    var presenter: TabsPresenterProtocol!\n    func show() {}\n}\n"
        )
    }

    /// The stack of `module` with `view` as its view controller's file: drafted, built and
    /// linted against the drafts without drift.
    func expectRoundTrip(_ module: String, view: String) throws {
        var files = Self.stack(
            module, presenter: Self.presenter(module, protocolBody: "    func load()\n", body: "    func load() {}\n"),
            interactor: Self.interactor(module))
        files["\(module)ViewController.swift"] = view
        let folder = try app(files, module: module)
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A view protocol refining a protocol the linted code does not declare (a kit left out of
    /// the scan), whose extension gives the view `configureAnimation()`: not missing.
    @Test func aMemberAnUnseenProtocolMayGiveIsNoDrift() throws {
        try expectRoundTrip(
            "Intro",
            view:
                "import UIKit\n\nprotocol IntroViewProtocol: AnimationConfigurable {\n    func configureAnimation()\n    func show()\n}\n\nfinal class IntroViewController: UIViewController, IntroViewProtocol {\n    var presenter: IntroPresenterProtocol!\n    func show() {}\n}\n"
        )
    }

    /// A view protocol refining a platform protocol (`CLLocationManagerDelegate`) gets nothing
    /// from it: a member the view lacks is still missing.
    @Test func aPlatformProtocolGivesNoMissingMember() throws {
        var files = Self.stack(
            "Track", presenter: Self.presenter("Track", protocolBody: "    func load()\n", body: "    func load() {}\n"),
            interactor: Self.interactor("Track"))
        files["TrackViewController.swift"] =
            "import UIKit\nimport CoreLocation\n\nprotocol TrackViewProtocol: CLLocationManagerDelegate {\n    func hide()\n    func show()\n}\n\nfinal class TrackViewController: UIViewController, TrackViewProtocol {\n    var presenter: TrackPresenterProtocol!\n    func show() {}\n}\n"
        let folder = try app(files, module: "Track")
        try draft(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(lint.stdout.contains("has no method 'hide()'"), Comment(rawValue: lint.stdout))
    }

    /// Of several interactors, the one the presenter holds is the draft's (`cameraInteractor`
    /// among `AddFilterInteractor` and others), so `presenter.interactor` matches the code.
    @Test func theInteractorThePresenterHoldsIsTheDrafts() throws {
        let files = [
            "RecordViewController.swift":
                "import UIKit\n\nfinal class RecordViewController: UIViewController {\n    var presenter: RecordPresenter!\n}\n",
            "RecordPresenter.swift":
                "import Foundation\n\nfinal class RecordPresenter {\n    weak var view: RecordViewController?\n    let cameraInteractor: CameraInteractor\n    init(view: RecordViewController, cameraInteractor: CameraInteractor) {\n        self.view = view\n        self.cameraInteractor = cameraInteractor\n    }\n}\n",
            // Held by the router, and first by name: still not the presenter's.
            "AddFilterInteractor.swift": "import Foundation\n\nfinal class AddFilterInteractor {\n    func add() {}\n}\n",
            "RecordRouter.swift": "import UIKit\n\nfinal class RecordRouter {\n    let filters = AddFilterInteractor()\n}\n",
            "CameraInteractor.swift": "import Foundation\n\nfinal class CameraInteractor {\n    func start() {}\n}\n",
            "RecordBuilder.swift":
                "import UIKit\n\nenum RecordBuilder {\n    static func build() -> UIViewController {\n        let view = RecordViewController()\n        view.presenter = RecordPresenter(view: view, cameraInteractor: CameraInteractor())\n        _ = AddFilterInteractor()\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Record")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Record.viper.yaml", encoding: .utf8)
        #expect(spec.contains("  type: CameraInteractor"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let interactorDrift = lint.stdout.split(separator: "\n").filter {
            $0.contains("[drift-") && $0.contains("RecordPresenter") && $0.contains("nteractor")
        }
        #expect(interactorDrift.isEmpty, Comment(rawValue: lint.stdout))
    }
}

extension DriftTests {
    /// A view keeping a second router of its module (`HomeWireframe` beside the presenter's
    /// `HomeRouter`): a hold a spec cannot declare, which the draft announces as it does for the
    /// router the spec names, so the drift check's report of it is no surprise.
    @Test func aHoldOnASecondRouterIsAnnounced() throws {
        let files = [
            "HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenter!\n    var wireframe: HomeWireframe!\n}\n",
            "HomePresenter.swift":
                "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewController?\n    let router: HomeRouter\n    init(view: HomeViewController, router: HomeRouter) {\n        self.view = view\n        self.router = router\n    }\n}\n",
            "HomeRouter.swift":
                "import UIKit\n\nfinal class HomeRouter {\n    static func build() -> UIViewController {\n        let view = HomeViewController()\n        view.presenter = HomePresenter(view: view, router: HomeRouter())\n        view.wireframe = HomeWireframe()\n        return view\n    }\n}\n",
            "HomeWireframe.swift": "import UIKit\n\nfinal class HomeWireframe {\n    func close() {}\n}\n",
        ]
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(spec.contains("# not drafted: 'HomeViewController.wireframe' holds the wireframe"), Comment(rawValue: spec))
    }
}

extension DriftTests {
    /// A module whose presenter class the code lacks (a base elsewhere plays it) while its
    /// `…ViewOutput` protocol is there: the draft declares the presenter, says it is missing,
    /// and gives it the protocol's methods, so the drift check reports only the missing class.
    @Test func aMissingComponentsProtocolIsDrafted() throws {
        let files = [
            "BrowserViewController.swift":
                "import UIKit\n\nprotocol BrowserViewInput: AnyObject {\n    func load(url: String)\n}\n\nprotocol BrowserViewOutput: AnyObject {\n    func setupView()\n    func didPressClose()\n}\n\nfinal class BrowserViewController: UIViewController, BrowserViewInput {\n    var output: BrowserViewOutput!\n    func load(url: String) {}\n}\n",
            "BrowserInteractor.swift": "import Foundation\n\nfinal class BrowserInteractor {\n    func fetch() {}\n}\n",
            "BrowserRouter.swift":
                "import UIKit\n\nenum BrowserRouter {\n    static func build() -> UIViewController {\n        _ = BrowserInteractor()\n        return BrowserViewController()\n    }\n}\n",
        ]
        let folder = try app(files, module: "Browser")
        // A module with its presenter, so that the naming reads `{Module}ViewOutput` as the
        // presenter's protocol.
        try FileManager.default.createDirectory(atPath: folder + "/App/Settings", withIntermediateDirectories: true)
        try
            "import UIKit\n\nprotocol SettingsViewInput: AnyObject {\n    func show()\n}\n\nprotocol SettingsViewOutput: AnyObject {\n    func setupView()\n}\n\nfinal class SettingsViewController: UIViewController, SettingsViewInput {\n    var output: SettingsViewOutput!\n    func show() {}\n}\n\nfinal class SettingsPresenter: SettingsViewOutput {\n    weak var view: SettingsViewInput?\n    func setupView() { view?.show() }\n}\n\nenum SettingsRouter {\n    static func build() -> UIViewController {\n        let view = SettingsViewController()\n        let presenter = SettingsPresenter()\n        presenter.view = view\n        view.output = presenter\n        return view\n    }\n}\n"
            .write(toFile: folder + "/App/Settings/Settings.swift", atomically: true, encoding: .utf8)
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("[drift-undeclared-member]"), Comment(rawValue: lint.stdout))
        #expect(lint.stdout.contains("[drift-missing-component]"), Comment(rawValue: lint.stdout))
    }
}
