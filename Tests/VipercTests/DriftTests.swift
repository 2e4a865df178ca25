import Foundation
import TestSupport
import Testing

/// `viperc lint --spec` on an app written from the example specs, then changed the way specs and
/// code part ways over a few weeks: each change gives exactly its drift findings.
struct DriftTests {

    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    /// A scratch app: the tvshows specs and the skeletons viperc writes for them.
    func app() throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/specs")
        let build = try viperc(["build", "specs", "--output", "App", "--skeletons", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stderr))
        return folder
    }

    func drift(_ folder: String) throws -> [String] {
        let result = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        return result.stdout.split(separator: "\n").filter { $0.contains("[drift-") }.map { line in
            // path:line:col and the id are the contract; the wording may improve.
            let parts = line.split(separator: " ")
            return "\(parts[0]) \(parts.last!)"
        }
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try change(text).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func theWrittenAppHasNoDrift() throws {
        #expect(try drift(try app()) == [])
    }

    /// Validation runs beside the reading of the code, yet an invalid spec still stops the run as
    /// a usage error with no lint output, whether the load or the validation finds the problem.
    @Test func invalidSpecsStopTheRun() throws {
        let folder = try app()
        try edit(folder + "/specs/Home.viper.yaml") { $0.replacingOccurrences(of: "to: Details", with: "to: Detail") }
        let invalid = try viperc(["lint", "App", "--spec", "specs"], in: folder)
        #expect(invalid.status == 64)
        #expect(invalid.stdout.isEmpty)
        #expect(invalid.stderr.contains("unknown module 'Detail'") && invalid.stderr.contains("[unknown-module]"))
        let missing = try viperc(["lint", "App", "Nowhere", "--spec", "specs"], in: folder)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("[missing-path]") && missing.stderr.contains("[unknown-module]"))
    }

    @Test func ownershipChangedInTheSpecOnly() throws {
        let folder = try app()
        try edit(folder + "/specs/Home.viper.yaml") { $0.replacingOccurrences(of: "presenter.view: unowned", with: "presenter.view: weak") }
        // The finding is at the skeleton's 'unowned' property, wherever the skeleton puts it.
        let presenter = try String(contentsOfFile: folder + "/App/Shows/Home/HomePresenter.swift", encoding: .utf8)
        let lines = presenter.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("unowned") && $0.contains("view") }) + 1
        let column = lines[line - 1].prefix { $0 == " " }.count + 1
        #expect(try drift(folder) == ["App/Shows/Home/HomePresenter.swift:\(line):\(column): [drift-ownership]"])
    }

    @Test func aComponentRemovedFromTheCode() throws {
        let folder = try app()
        try FileManager.default.removeItem(atPath: folder + "/App/Shows/Details/DetailsFormatter.swift")
        #expect(try drift(folder) == ["specs/Details.viper.yaml:22:1: [drift-missing-component]"])
    }

    @Test func aMethodSpelledDifferentlyInTheCode() throws {
        let folder = try app()
        try edit(folder + "/App/Shows/Home/HomePresenter.swift") {
            $0.replacingOccurrences(of: "func itemSelected(at indexPath", with: "func itemSelected(indexPath")
        }
        let result = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        let drift = result.stdout.split(separator: "\n").filter { $0.contains("[drift-") }
        #expect(drift.count == 1)
        #expect(drift.first?.contains("'itemSelected(at:)'") == true && drift.first?.contains("'itemSelected(indexPath:)'") == true)
        #expect(drift.first?.hasSuffix("[drift-missing-member]") == true)
    }

    @Test func aModuleOnlyTheCodeHas() throws {
        let folder = try app()
        try """
        final class ProfilePresenter: ProfileViewOutput {}
        final class ProfileViewController: UIViewController, ProfileViewInput {
            var presenter: ProfilePresenter!
        }
        """.write(toFile: folder + "/App/Profile.swift", atomically: true, encoding: .utf8)
        #expect(try drift(folder) == ["App/Profile.swift:1:7: [drift-undeclared-module]"])
    }

    @Test func aModuleRenamedInTheSpecs() throws {
        let folder = try app()
        try edit(folder + "/specs/Login.viper.yaml") { $0.replacingOccurrences(of: "module: Login", with: "module: SignIn") }
        try edit(folder + "/specs/Home.viper.yaml") { $0.replacingOccurrences(of: "to: Login", with: "to: SignIn") }
        try edit(folder + "/specs/viperc.yml") { $0.replacingOccurrences(of: "entry: Login", with: "entry: SignIn") }
        let found = try drift(folder)
        #expect(found.contains { $0.hasPrefix("specs/Login.viper.yaml:") && $0.hasSuffix("[drift-missing-module]") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("App/Auth/Login/") && $0.hasSuffix("[drift-undeclared-module]") }, "\(found)")
    }

    /// New drift ids are configured and suppressed like every rule.
    @Test func driftIdsObeyConfigurationAndSuppressions() throws {
        let folder = try app()
        try edit(folder + "/specs/Home.viper.yaml") {
            $0.replacingOccurrences(of: "\"item(at indexPath: IndexPath) -> Show\"", with: "\"item(at indexPath: IndexPath) -> Int\"")
        }
        try "rules:\n  drift-member-signature: error\n".write(toFile: folder + "/.viperc.yml", atomically: true, encoding: .utf8)
        let raised = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(raised.status == 1 && raised.stdout.contains(": error: 'HomePresenter.item(at:)' is"), Comment(rawValue: raised.stdout))
        try edit(folder + "/App/Shows/Home/HomePresenter.swift") {
            $0.replacingOccurrences(
                of: "    func item(at indexPath",
                with: "    // viperc:disable:next drift-member-signature - the spec changes next sprint\n    func item(at indexPath")
        }
        let suppressed = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(suppressed.status == 0 && !suppressed.stdout.contains("[drift-"), Comment(rawValue: suppressed.stdout))
        // Without the suppression: the mapping form raises the finding, 'off' silences it, and
        // by default it is a warning.
        try edit(folder + "/App/Shows/Home/HomePresenter.swift") {
            $0.replacingOccurrences(of: "    // viperc:disable:next drift-member-signature - the spec changes next sprint\n", with: "")
        }
        try "rules:\n  drift-member-signature: { severity: error }\n".write(
            toFile: folder + "/.viperc.yml", atomically: true, encoding: .utf8)
        let mapped = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(mapped.status == 1 && mapped.stdout.contains(": error: 'HomePresenter.item(at:)' is"), Comment(rawValue: mapped.stdout))
        try "rules:\n  drift-member-signature: off\n".write(toFile: folder + "/.viperc.yml", atomically: true, encoding: .utf8)
        let off = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(off.status == 0 && !off.stdout.contains("[drift-member-signature]"), Comment(rawValue: off.stdout))
        try "rules: {}\n".write(toFile: folder + "/.viperc.yml", atomically: true, encoding: .utf8)
        let plain = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(plain.stdout.contains(": warning: 'HomePresenter.item(at:)' is"), Comment(rawValue: plain.stdout))
    }

    /// The round trip: specs drafted from an app build without errors and report no drift on it,
    /// for the skeletons of every bundled example.
    @Test(arguments: ["tvshows", "articles", "posts"])
    func draftedSpecsBuildAndMatchTheirCode(_ project: String) throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/" + project, toPath: folder + "/specs")
        let skeletons = try viperc(["build", "specs", "--output", "App", "--skeletons", "--quiet"], in: folder)
        #expect(skeletons.status == 0, Comment(rawValue: skeletons.stderr))
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
        // A second run refuses to overwrite the drafts.
        let again = try viperc(["init", "--from", "App", "--output", "drafts"], in: folder)
        #expect(again.status == 1 && again.stderr.contains("[file-exists]"))
    }

    /// A contract file in the style of many apps: the presenter's protocol requires the
    /// interactor under a protocol with no role name (`ArticlesUseCase`) and the wireframe's
    /// requires a `viewController`. Both are references, not properties a spec declares, so the
    /// drafts build and match the code.
    @Test func contractPropertiesThatAreReferencesAreNotDrafted() throws {
        let files = [
            "ArticlesContract.swift":
                "import UIKit\n\nprotocol ArticlesView: AnyObject {\n    var presenter: ArticlesPresentation? { get set }\n    func show(titles: [String])\n}\n\nprotocol ArticlesPresentation: AnyObject {\n    var view: ArticlesView? { get set }\n    var interactor: ArticlesUseCase? { get set }\n    var router: ArticlesWireframe? { get set }\n    func viewDidLoad()\n}\n\nprotocol ArticlesUseCase: AnyObject {\n    var output: ArticlesInteractorOutput? { get set }\n    func fetchArticles()\n}\n\nprotocol ArticlesInteractorOutput: AnyObject {\n    func articlesFetched(_ titles: [String])\n}\n\nprotocol ArticlesWireframe: AnyObject {\n    var viewController: UIViewController? { get set }\n}\n",
            "ArticlesViewController.swift":
                "import UIKit\n\nfinal class ArticlesViewController: UIViewController, ArticlesView {\n    var presenter: ArticlesPresentation?\n    func show(titles: [String]) {}\n}\n",
            "ArticlesPresenter.swift":
                "final class ArticlesPresenter: ArticlesPresentation {\n    weak var view: ArticlesView?\n    var interactor: ArticlesUseCase?\n    var router: ArticlesWireframe?\n    func viewDidLoad() { interactor?.fetchArticles() }\n}\n\nextension ArticlesPresenter: ArticlesInteractorOutput {\n    func articlesFetched(_ titles: [String]) { view?.show(titles: titles) }\n}\n",
            "ArticlesInteractor.swift":
                "final class ArticlesInteractor: ArticlesUseCase {\n    weak var output: ArticlesInteractorOutput?\n    func fetchArticles() {}\n}\n",
            "ArticlesRouter.swift":
                "import UIKit\n\nfinal class ArticlesRouter: ArticlesWireframe {\n    weak var viewController: UIViewController?\n\n    static func assembleModule() -> UIViewController {\n        let view = ArticlesViewController()\n        let presenter = ArticlesPresenter()\n        let interactor = ArticlesInteractor()\n        let router = ArticlesRouter()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.router = router\n        interactor.output = presenter\n        router.viewController = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Articles")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Articles.viper.yaml", encoding: .utf8)
        #expect(spec.contains("presenter.interactor: strong"))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(lint.status == 0 && !lint.stdout.contains("[drift-"), Comment(rawValue: lint.stdout))
    }

    /// Code named in the role-named style, whose convention assembles with a builder, but
    /// whose routers assemble their modules and which has no builder: the drafts say so
    /// (`assembler: wireframe`) rather than declare a builder the code lacks.
    @Test func draftsDoNotDeclareABuilderTheCodeLacks() throws {
        let files = [
            "HomeProtocols.swift":
                "import UIKit\n\nprotocol HomeView: AnyObject {}\nprotocol HomePresenter: AnyObject {}\nprotocol HomeInteractor: AnyObject {}\nprotocol HomeRouter: AnyObject {}\n",
            "HomeDefaultView.swift":
                "import UIKit\n\nfinal class HomeDefaultView: UIViewController, HomeView {\n    var presenter: HomePresenter!\n}\n",
            "HomeDefaultPresenter.swift":
                "final class HomeDefaultPresenter: HomePresenter {\n    weak var view: HomeView?\n    var interactor: HomeInteractor!\n    var router: HomeRouter!\n}\n",
            "HomeDefaultInteractor.swift": "final class HomeDefaultInteractor: HomeInteractor {}\n",
            "HomeDefaultRouter.swift":
                "import UIKit\n\nfinal class HomeDefaultRouter: HomeRouter {\n    weak var viewController: UIViewController?\n\n    static func assembleModule() -> UIViewController {\n        let view = HomeDefaultView()\n        let presenter = HomeDefaultPresenter()\n        let router = HomeDefaultRouter()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.interactor = HomeDefaultInteractor()\n        presenter.router = router\n        router.viewController = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        let config = try String(contentsOfFile: folder + "/drafts/viperc.yml", encoding: .utf8)
        #expect(config.contains("assembler: wireframe"), Comment(rawValue: config))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("drift-missing-component"), Comment(rawValue: lint.stdout))
    }

    /// Code whose components hold each other strongly (the presenter its view, the interactor
    /// its output) leaks them; the drafts state the convention's weak references instead, so
    /// they build, and `lint --spec` reports the code at each reference.
    @Test func aStrongCycleInCodeIsDraftedAsTheIntendedWeakReference() throws {
        let files = [
            "HomeInterfaces.swift":
                "import UIKit\n\nprotocol HomeViewInterface: AnyObject {}\nprotocol HomePresenterInterface: AnyObject {}\nprotocol HomeInteractorInterface: AnyObject {}\nprotocol HomeInteractorOutputInterface: AnyObject {}\nprotocol HomeWireframeInterface: AnyObject {}\n",
            "HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController, HomeViewInterface {\n    var presenter: HomePresenterInterface!\n}\n",
            "HomePresenter.swift":
                "final class HomePresenter: HomePresenterInterface, HomeInteractorOutputInterface {\n    var view: HomeViewInterface!\n    var interactor: HomeInteractorInterface!\n    var wireframe: HomeWireframeInterface!\n}\n",
            "HomeInteractor.swift":
                "final class HomeInteractor: HomeInteractorInterface {\n    var output: HomeInteractorOutputInterface?\n}\n",
            "HomeWireframe.swift":
                "import UIKit\n\nfinal class HomeWireframe: HomeWireframeInterface {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = HomeViewController()\n        let presenter = HomePresenter()\n        let interactor = HomeInteractor()\n        let wireframe = HomeWireframe()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.wireframe = wireframe\n        interactor.output = presenter\n        wireframe.viewController = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Home")
        let drafted = try viperc(["init", "--from", "App", "--output", "drafts"], in: folder)
        #expect(drafted.stderr == "viperc: drafted 1 module in 2 files under 'drafts'\n")
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\n  interactor.output: weak\n") && spec.contains("\n  presenter.view: unowned\n"), Comment(rawValue: spec))
        #expect(spec.contains("\n  view.presenter: strong\n") && spec.contains("\n  presenter.interactor: strong\n"))
        #expect(spec.contains("the code holds 'HomePresenter.view' strongly, which closes a strong cycle"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let drift = lint.stdout.split(separator: "\n").filter { $0.contains("[drift-") }
        #expect(drift.count == 2 && drift.allSatisfy { $0.contains("[drift-ownership]") }, Comment(rawValue: lint.stdout))
        #expect(lint.stdout.contains("App/Home/HomePresenter.swift:2:5: warning: 'HomePresenter.view' is strong"))
    }

    /// A presenter holding its view strongly through two properties: the note names both, so
    /// whichever the drift check reports is announced.
    @Test func aCycleClosedTwiceNamesEveryHolder() throws {
        let files = [
            "HomeInterfaces.swift":
                "import UIKit\n\nprotocol HomeViewInterface: AnyObject {}\nprotocol HomePresenterInterface: AnyObject {}\nprotocol HomeWireframeInterface: AnyObject {}\n",
            "HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController, HomeViewInterface {\n    var presenter: HomePresenterInterface!\n}\n",
            "HomePresenter.swift":
                "final class HomePresenter: HomePresenterInterface {\n    var view: HomeViewInterface?\n    var controller: HomeViewInterface?\n    var wireframe: HomeWireframeInterface!\n}\n",
            "HomeWireframe.swift":
                "import UIKit\n\nfinal class HomeWireframe: HomeWireframeInterface {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = HomeViewController()\n        let presenter = HomePresenter()\n        let wireframe = HomeWireframe()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.controller = view\n        presenter.wireframe = wireframe\n        wireframe.viewController = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Home")
        _ = try viperc(["init", "--from", "App", "--output", "drafts"], in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(
            spec.contains("the code holds 'HomePresenter.controller', 'HomePresenter.view' strongly, which closes a strong cycle"),
            Comment(rawValue: spec))
        // The drift check reports one of them; either is announced.
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(lint.stdout.contains("[drift-ownership]"), Comment(rawValue: lint.stdout))
    }

    /// A presenter protocol that names its view `view` under a protocol no component adopts:
    /// the spec generates a stored `view` for the presenter's reference to its view, so the
    /// drafts leave the property out, with a note, rather than collide with it.
    @Test func aPropertyNamedAsAReferenceIsNotDrafted() throws {
        let files = [
            "TransferProtocols.swift":
                "import UIKit\n\nprotocol TransferPresenterDelegate: AnyObject {\n    func show(amount: String)\n}\n\nprotocol TransferScreen: AnyObject {}\n\nprotocol TransferPresenterProtocol {\n    var view: TransferScreen? { get set }\n    func didPressTransfer()\n}\n\nprotocol TransferInteractorProtocol {\n    func transfer()\n}\n",
            "TransferViewController.swift":
                "import UIKit\n\nfinal class TransferViewController: UIViewController, TransferPresenterDelegate {\n    var presenter: TransferPresenterProtocol?\n    func show(amount: String) {}\n}\n",
            "TransferPresenter.swift":
                "final class TransferPresenter: TransferPresenterProtocol {\n    weak var view: TransferScreen?\n    var interactor: TransferInteractorProtocol?\n    func didPressTransfer() { interactor?.transfer() }\n}\n",
            "TransferInteractor.swift": "final class TransferInteractor: TransferInteractorProtocol {\n    func transfer() {}\n}\n",
            "TransferRouter.swift":
                "import UIKit\n\nenum TransferRouter {\n    static func createModule() -> UIViewController {\n        let view = TransferViewController()\n        let presenter = TransferPresenter()\n        view.presenter = presenter\n        presenter.interactor = TransferInteractor()\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Transfer")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Transfer.viper.yaml", encoding: .utf8)
        #expect(
            spec.contains("# not drafted: 'view: TransferScreen? { get set }': the spec's 'presenter.view' reference"),
            Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
    }

    /// A view that holds its presenter weakly while a coordinator keeps the presenter alive:
    /// a spec cannot say "held from outside", so the drafts state the convention's strong
    /// reference, with a note, and build; `lint --spec` reports the view's weak one.
    @Test func aComponentKeptAliveFromOutsideIsDraftedAsOwned() throws {
        let files = [
            "HomeProtocols.swift":
                "import UIKit\n\nprotocol HomeViewInput: AnyObject {\n    func show(title: String)\n}\n\nprotocol HomeViewOutput: AnyObject {\n    func viewDidLoad()\n}\n",
            "HomeViewController.swift":
                "import UIKit\n\nfinal class HomeViewController: UIViewController, HomeViewInput {\n    weak var output: HomeViewOutput?\n    func show(title: String) {}\n}\n",
            "HomePresenter.swift":
                "final class HomePresenter: HomeViewOutput {\n    weak var view: HomeViewInput?\n    func viewDidLoad() { view?.show(title: \"Home\") }\n}\n",
            "HomeCoordinator.swift":
                "import UIKit\n\nfinal class HomeCoordinator {\n    private var presenter: HomePresenter?\n\n    func start() -> UIViewController {\n        let view = HomeViewController()\n        let presenter = HomePresenter()\n        view.output = presenter\n        presenter.view = view\n        self.presenter = presenter\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\n  view.presenter: strong\n"), Comment(rawValue: spec))
        #expect(
            spec.contains("# 'view.presenter' is strong here: the code holds 'HomeViewController.output' weakly"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(
            lint.stdout.contains(
                "App/Home/HomeViewController.swift:4:5: warning: 'HomeViewController.output' is weak but the spec makes 'view.presenter' strong"
            ),
            Comment(rawValue: lint.stdout))
    }

    /// `viperc init --from App --output drafts` in the folder, which must succeed.
    func draft(in folder: String) throws {
        let drafted = try viperc(["init", "--from", "App", "--output", "drafts"], in: folder)
        #expect(drafted.status == 0, Comment(rawValue: drafted.stderr))
    }

    /// `viperc lint App --spec drafts` finds no drift: the round trip is clean.
    func expectNoDrift(in folder: String) throws {
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("[drift-"), Comment(rawValue: lint.stdout))
    }

    /// The drafts build without errors.
    func expectDraftsBuild(in folder: String) throws {
        let build = try viperc(["build", "drafts", "--output", "Drafted", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
    }

    /// A module whose view controller is not named as the app's other modules name theirs
    /// (`SettingsTableViewController` beside `HomeViewController` and `ProfileViewController`): the draft says `type:`, the
    /// generated navigation makes that type, and the round trip has no drift.
    @Test func aComponentNamedApartIsDraftedWithItsType() throws {
        func files(_ module: String, view: String) -> [String: String] {
            [
                "\(module)Interfaces.swift":
                    "import UIKit\n\nprotocol \(module)ViewInterface: AnyObject {}\nprotocol \(module)PresenterInterface: AnyObject {}\nprotocol \(module)WireframeInterface: AnyObject {}\n",
                "\(view).swift":
                    "import UIKit\n\nfinal class \(view): UIViewController, \(module)ViewInterface {\n    var presenter: \(module)PresenterInterface!\n}\n",
                "\(module)Presenter.swift":
                    "final class \(module)Presenter: \(module)PresenterInterface {\n    unowned var view: \(module)ViewInterface\n    var wireframe: \(module)WireframeInterface\n\n    init(view: \(module)ViewInterface, wireframe: \(module)WireframeInterface) {\n        self.view = view\n        self.wireframe = wireframe\n    }\n}\n",
                "\(module)Wireframe.swift":
                    "import UIKit\n\nfinal class \(module)Wireframe: \(module)WireframeInterface {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = \(view)()\n        let wireframe = \(module)Wireframe()\n        view.presenter = \(module)Presenter(view: view, wireframe: wireframe)\n        wireframe.viewController = view\n        return view\n    }\n}\n",
            ]
        }
        let folder = try app(files("Home", view: "HomeViewController"), module: "Home")
        for (module, view) in [("Profile", "ProfileViewController"), ("Settings", "SettingsTableViewController")] {
            try FileManager.default.createDirectory(atPath: folder + "/App/" + module, withIntermediateDirectories: true)
            for (name, text) in files(module, view: view) {
                try text.write(toFile: folder + "/App/\(module)/" + name, atomically: true, encoding: .utf8)
            }
        }
        try draft(in: folder)
        let settings = try String(contentsOfFile: folder + "/drafts/Settings.viper.yaml", encoding: .utf8)
        #expect(
            settings.contains("view:  # SettingsTableViewController\n  type: SettingsTableViewController\n"), Comment(rawValue: settings))
        let home = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(!home.contains("type:"), Comment(rawValue: home))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A presenter method named like the route its wireframe takes (`showDetails()` in both,
    /// the presenter's forwarding to the wireframe's) is the presenter's own: the draft keeps
    /// it, and the round trip has no drift.
    @Test func aPresenterMethodNamedLikeARouteIsDrafted() throws {
        func files(_ module: String, opens target: String?) -> [String: String] {
            let presenterMethod = target == nil ? "" : "    func showDetails()\n"
            let presenterBody = target == nil ? "" : "    func showDetails() { wireframe.showDetails() }\n"
            let wireframeMethod = target == nil ? "" : "    func showDetails()\n"
            let wireframeBody =
                target.map {
                    "\n    func showDetails() {\n        viewController?.navigationController?.pushViewController(\($0)Wireframe.build(), animated: true)\n    }\n"
                } ?? ""
            return [
                "\(module)Interfaces.swift":
                    "import UIKit\n\nprotocol \(module)ViewInterface: AnyObject {}\nprotocol \(module)PresenterInterface: AnyObject {\n\(presenterMethod)}\nprotocol \(module)WireframeInterface: AnyObject {\n\(wireframeMethod)}\n",
                "\(module)ViewController.swift":
                    "import UIKit\n\nfinal class \(module)ViewController: UIViewController, \(module)ViewInterface {\n    var presenter: \(module)PresenterInterface!\n}\n",
                "\(module)Presenter.swift":
                    "final class \(module)Presenter: \(module)PresenterInterface {\n    unowned var view: \(module)ViewInterface\n    var wireframe: \(module)WireframeInterface\n\n    init(view: \(module)ViewInterface, wireframe: \(module)WireframeInterface) {\n        self.view = view\n        self.wireframe = wireframe\n    }\n\(presenterBody)}\n",
                "\(module)Wireframe.swift":
                    "import UIKit\n\nfinal class \(module)Wireframe: \(module)WireframeInterface {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = \(module)ViewController()\n        let wireframe = \(module)Wireframe()\n        view.presenter = \(module)Presenter(view: view, wireframe: wireframe)\n        wireframe.viewController = view\n        return view\n    }\n\(wireframeBody)}\n",
            ]
        }
        let folder = try app(files("Home", opens: "Details"), module: "Home")
        try FileManager.default.createDirectory(atPath: folder + "/App/Details", withIntermediateDirectories: true)
        for (name, text) in files("Details", opens: nil) {
            try text.write(toFile: folder + "/App/Details/" + name, atomically: true, encoding: .utf8)
        }
        try draft(in: folder)
        let home = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(home.contains("presenter:  # HomePresenter\n  methods:\n      - \"showDetails()\"\n"), Comment(rawValue: home))
        #expect(home.contains("  - name: showDetails\n    to: Details\n"), Comment(rawValue: home))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// Components that hold their neighbours through a generic base class from a framework
    /// (`BasePresenter<HomeViewProtocol, HomeInteractorProtocol>`): the model sees no property,
    /// but the base's type arguments say what it holds, so the round trip has no drift.
    @Test func referencesHeldByAGenericBaseClassAreNotMissing() throws {
        let files = [
            "HomeProtocols.swift":
                "import UIKit\n\nprotocol HomeViewProtocol: AnyObject {}\nprotocol HomePresenterProtocol: AnyObject {}\nprotocol HomeInteractorProtocol: AnyObject {}\nprotocol HomeRouterProtocol: AnyObject {}\n",
            "HomeView.swift":
                "import UIKit\nimport Viper\n\nfinal class HomeView: BaseViewController<HomePresenterProtocol>, HomeViewProtocol {}\n",
            "HomePresenter.swift":
                "import Viper\n\nfinal class HomePresenter: BasePresenter<\n    HomeViewProtocol,\n    HomeInteractorProtocol,\n    HomeRouterProtocol\n>, HomePresenterProtocol {}\n",
            "HomeInteractor.swift":
                "import Viper\n\nfinal class HomeInteractor: BaseInteractor<HomePresenterProtocol>, HomeInteractorProtocol {}\n",
            "HomeRouter.swift":
                "import UIKit\nimport Viper\n\nfinal class HomeRouter: BaseRouter<HomeView>, HomeRouterProtocol {\n    static func build() -> UIViewController {\n        let view = HomeView()\n        let presenter = HomePresenter()\n        let interactor = HomeInteractor()\n        let router = HomeRouter()\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("[drift-missing-reference]"), Comment(rawValue: lint.stdout))
    }

    /// Components that hold their neighbours through the app's own base classes: a view whose
    /// superclass keeps the presenter, and a presenter that keeps its interactor under the
    /// interactor's generic base class (`Interactor<Void, [String]>`).
    @Test func referencesHeldThroughTheAppsOwnBaseClassesAreNotMissing() throws {
        let files = [
            "Base.swift":
                "import UIKit\n\nprotocol PresenterProtocol: AnyObject {}\nclass TableScreen: UITableViewController {\n    let presenter: PresenterProtocol\n    init(presenter: PresenterProtocol) {\n        self.presenter = presenter\n        super.init(style: .plain)\n    }\n    required init?(coder: NSCoder) { nil }\n}\nclass Interactor<Input, Output> {\n    func run(_ input: Input) -> Output? { nil }\n}\n",
            "HomeView.swift": "import UIKit\n\nfinal class HomeView: TableScreen {}\n",
            "HomePresenter.swift":
                "final class HomePresenter: PresenterProtocol {\n    weak var view: HomeView?\n    private let loadItems: Interactor<Void, [String]>\n    init(loadItems: Interactor<Void, [String]> = HomeInteractor()) { self.loadItems = loadItems }\n}\n",
            "HomeInteractor.swift": "final class HomeInteractor: Interactor<Void, [String]> {}\n",
            "HomeBuilder.swift":
                "import UIKit\n\nenum HomeBuilder {\n    static func build() -> UIViewController {\n        let presenter = HomePresenter()\n        let view = HomeView(presenter: presenter)\n        presenter.view = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("[drift-missing-reference]"), Comment(rawValue: lint.stdout))
    }

    /// Most modules have a builder, one is assembled by its router: the drafted convention
    /// assembles with builders, and that module's draft says `assembler: router`, so no spec
    /// implies a builder the code lacks.
    @Test func aModuleItsRouterAssemblesAmongBuiltModulesIsDraftedSo() throws {
        func files(_ module: String, builder: Bool) -> [String: String] {
            let assembly =
                "        let view = \(module)DefaultView()\n        let presenter = \(module)DefaultPresenter()\n        let router = \(module)DefaultRouter()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.interactor = \(module)DefaultInteractor()\n        presenter.router = router\n        router.viewController = view\n        return view\n"
            var result = [
                "\(module)Protocols.swift":
                    "import UIKit\n\nprotocol \(module)View: AnyObject {}\nprotocol \(module)Presenter: AnyObject {}\nprotocol \(module)Interactor: AnyObject {}\nprotocol \(module)Router: AnyObject {}\n",
                "\(module)DefaultView.swift":
                    "import UIKit\n\nfinal class \(module)DefaultView: UIViewController, \(module)View {\n    var presenter: \(module)Presenter!\n}\n",
                "\(module)DefaultPresenter.swift":
                    "final class \(module)DefaultPresenter: \(module)Presenter {\n    weak var view: \(module)View?\n    var interactor: \(module)Interactor!\n    var router: \(module)Router!\n}\n",
                "\(module)DefaultInteractor.swift": "final class \(module)DefaultInteractor: \(module)Interactor {}\n",
                "\(module)DefaultRouter.swift":
                    "import UIKit\n\nfinal class \(module)DefaultRouter: \(module)Router {\n    weak var viewController: UIViewController?\n"
                    + (builder ? "" : "\n    static func assembleModule() -> UIViewController {\n\(assembly)    }\n") + "}\n",
            ]
            if builder {
                result["\(module)DefaultBuilder.swift"] =
                    "import UIKit\n\nprotocol \(module)Builder {}\n\nfinal class \(module)DefaultBuilder: \(module)Builder {\n    func build() -> UIViewController {\n\(assembly)    }\n}\n"
            }
            return result
        }
        let folder = try app(files("Home", builder: true), module: "Home")
        for (module, builder) in [("Profile", true), ("About", false)] {
            try FileManager.default.createDirectory(atPath: folder + "/App/" + module, withIntermediateDirectories: true)
            for (name, text) in files(module, builder: builder) {
                try text.write(toFile: folder + "/App/\(module)/" + name, atomically: true, encoding: .utf8)
            }
        }
        try draft(in: folder)
        let about = try String(contentsOfFile: folder + "/drafts/About.viper.yaml", encoding: .utf8)
        #expect(about.contains("\nassembler: router  # "), Comment(rawValue: about))
        let home = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(!home.contains("assembler:"), Comment(rawValue: home))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("drift-missing-component"), Comment(rawValue: lint.stdout))
    }

    /// A temporary project whose `App/<module>` folder holds the files.
    func app(_ files: [String: String], module: String) throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/App/" + module, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: folder + "/App/" + module + "/" + name, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
