import Foundation
import TestSupport
import Testing

/// `viperc init --from` drafts what `lint --spec` will compare: the drafts' own names, read back,
/// place the code's types before the module is drafted.
extension DriftTests {
    /// A protocol that both the view and the presenter of a module adopt (`MajorPresenterProtocol`,
    /// copied into the view) says no role by the code alone; once the draft names the presenter
    /// (`type: MajorPresenter`), it is the presenter's protocol, as `lint --spec` sees it. The draft
    /// declares its methods, so the round trip has no drift.
    @Test func aProtocolTheDraftsNamesSettleIsDrafted() throws {
        let files = [
            "MajorPresenter.swift":
                "import Foundation\n\nprotocol MajorPresenterProtocol: AnyObject {\n    func viewDidLoad()\n    func saveMajor()\n}\n\nfinal class MajorPresenter {\n    weak var view: MajorViewProtocol?\n    private let router: AddMajorRouter\n\n    init(view: MajorViewProtocol, router: AddMajorRouter) {\n        self.view = view\n        self.router = router\n    }\n}\n\nextension MajorPresenter: MajorPresenterProtocol {\n    func viewDidLoad() { view?.showMajors() }\n    func saveMajor() {}\n}\n",
            "AddMajorViewController.swift":
                "import UIKit\n\nprotocol MajorViewProtocol: AnyObject {\n    func showMajors()\n}\n\nfinal class AddMajorViewController: UIViewController {\n    var presenter: MajorPresenterProtocol!\n}\n\nextension AddMajorViewController: MajorViewProtocol {\n    func showMajors() {}\n}\n\n// The view answers the presenter's protocol too, as copied code often does.\nextension AddMajorViewController: MajorPresenterProtocol {\n    func saveMajor() {}\n}\n",
            "AddMajorRouter.swift":
                "import UIKit\n\nfinal class AddMajorRouter {\n    weak var viewController: UIViewController?\n\n    static func createModule() -> UIViewController {\n        let view = AddMajorViewController()\n        let router = AddMajorRouter()\n        let presenter = MajorPresenter(view: view, router: router)\n        view.presenter = presenter\n        router.viewController = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "AddMajor")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/AddMajor.viper.yaml", encoding: .utf8)
        #expect(
            spec.contains(
                "presenter:  # MajorPresenter\n  type: MajorPresenter\n  protocol: MajorPresenterProtocol\n  methods:\n      - \"viewDidLoad()\"\n"
            ),
            Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A screen whose coordinator navigates beside its wireframe (`HomeCoordinator.showDetails()`
    /// pushes Details, `HomeWireframe` assembles): the module's routes are drafted from every
    /// router it has, so the round trip has no drift.
    @Test func routesOfACoordinatorBesideTheWireframeAreDrafted() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["Home", "Details"] {
            try FileManager.default.createDirectory(atPath: folder + "/App/" + module, withIntermediateDirectories: true)
            for (name, text) in Self.wireframeModule(module) {
                try text.write(toFile: folder + "/App/\(module)/" + name, atomically: true, encoding: .utf8)
            }
        }
        try
            "import UIKit\n\n/// Takes the screen's flows beside its wireframe.\nfinal class HomeCoordinator {\n    weak var navigationController: UINavigationController?\n\n    func showDetails() {\n        navigationController?.pushViewController(DetailsWireframe.build(), animated: true)\n    }\n}\n"
            .write(
                toFile: folder + "/App/Home/HomeCoordinator.swift", atomically: true, encoding: .utf8)
        try draft(in: folder)
        let home = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(home.contains("  - name: showDetails\n    to: Details\n    transition: push\n"), Comment(rawValue: home))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A module folder holding a leftover view stub (`BeineView: BeineViewProtocol`, empty) beside
    /// the view controller its configurator wires and its presenter keeps: the draft's view is
    /// the one held, with its protocol's members, so the round trip has no drift.
    @Test func theViewOthersHoldIsTheDraftsView() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["Beine", "Drawing"] {
            let files = [
                "\(module)View.swift":
                    "import UIKit\n\nprotocol \(module)ViewProtocol: AnyObject {}\n\nclass \(module)View: \(module)ViewProtocol {}\n",
                "\(module)ViewController.swift":
                    "import UIKit\n\nprotocol \(module)ViewControllerProtocol: AnyObject {\n    var index: Int { get set }\n}\n\nclass \(module)ViewController: UIViewController, \(module)ViewControllerProtocol {\n    var presenter: \(module)PresenterProtocol!\n    var index = 0\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(module)Configurator().configure(with: self)\n    }\n}\n",
                "\(module)Presenter.swift":
                    "import Foundation\n\nprotocol \(module)PresenterProtocol: AnyObject {\n    func start()\n}\n\nclass \(module)Presenter: \(module)PresenterProtocol {\n    weak var controller: \(module)ViewControllerProtocol!\n    var interactor: \(module)Interactor!\n    init(controller: \(module)ViewControllerProtocol) { self.controller = controller }\n    func start() {}\n}\n\nclass \(module)Interactor {\n    weak var presenter: \(module)PresenterProtocol?\n}\n",
                "\(module)Configurator.swift":
                    "import UIKit\n\nclass \(module)Configurator {\n    func configure(with controller: \(module)ViewController) {\n        let presenter = \(module)Presenter(controller: controller)\n        let interactor = \(module)Interactor()\n        presenter.interactor = interactor\n        interactor.presenter = presenter\n        controller.presenter = presenter\n    }\n}\n",
            ]
            try FileManager.default.createDirectory(atPath: folder + "/App/" + module, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(toFile: folder + "/App/" + module + "/" + name, atomically: true, encoding: .utf8) }
        }
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// An interactor protocol whose `output` is typed through a namespace's alias
    /// (`City.InteractorToPresenter`), which the model does not resolve to the presenter: the draft
    /// has no `interactor.output` reference, so it declares the property as a property instead of
    /// leaving it out for a reference the spec will not have.
    @Test func anOutputTheModelCannotResolveIsDraftedAsAProperty() throws {
        let files = [
            "CityContract.swift":
                "import UIKit\n\nstruct City {\n    typealias InteractorToPresenter = CityInteractorToPresenterProtocol\n}\n\nprotocol CityInteractorProtocol: AnyObject {\n    var output: City.InteractorToPresenter? { get set }\n    func load()\n}\n\nprotocol CityInteractorToPresenterProtocol: AnyObject {\n    func loaded()\n}\n\nprotocol CityViewProtocol: AnyObject {\n    func show()\n}\n",
            "CityInteractor.swift":
                "import Foundation\n\nfinal class CityInteractor: CityInteractorProtocol {\n    weak var output: City.InteractorToPresenter?\n    func load() { output?.loaded() }\n}\n",
            "CityPresenter.swift":
                "import Foundation\n\nfinal class CityPresenter: CityInteractorToPresenterProtocol {\n    weak var view: CityViewProtocol?\n    var interactor: CityInteractorProtocol?\n    func loaded() { view?.show() }\n}\n",
            "CityViewController.swift":
                "import UIKit\n\nfinal class CityViewController: UIViewController, CityViewProtocol {\n    var presenter: CityPresenter!\n    func show() {}\n\n    static func make() -> CityViewController {\n        let view = CityViewController()\n        let presenter = CityPresenter()\n        let interactor = CityInteractor()\n        presenter.view = view\n        presenter.interactor = interactor\n        interactor.output = presenter\n        view.presenter = presenter\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "City")
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A module's delegate protocol (`GalleryDelegate`, what it tells its opener) that its own
    /// presenter also adopts is drafted as the spec's `delegate:`, and the drift check compares
    /// it there, not again as one of the presenter's protocols.
    @Test func aDelegateTheModulesPresenterAdoptsIsTheDelegates() throws {
        let files = [
            "GalleryViewController.swift":
                "import UIKit\n\nprotocol GalleryViewProtocol: AnyObject {\n    func show(page: Int)\n}\n\nfinal class GalleryViewController: UIViewController, GalleryViewProtocol {\n    var presenter: GalleryPresenterProtocol!\n    func show(page: Int) {}\n}\n",
            "GalleryPresenter.swift":
                "import Foundation\n\nprotocol GalleryPresenterProtocol: AnyObject {\n    func viewDidLoad()\n}\n\nprotocol GalleryDelegate: AnyObject {\n    func pageDidChange(_ page: Int)\n}\n\nfinal class GalleryPresenter: GalleryPresenterProtocol {\n    weak var view: GalleryViewProtocol?\n    func viewDidLoad() { view?.show(page: 0) }\n}\n\nextension GalleryPresenter: GalleryDelegate {\n    func pageDidChange(_ page: Int) { view?.show(page: page) }\n}\n",
            "GalleryCanvas.swift": "import UIKit\n\nfinal class GalleryCanvas: UIView {\n    weak var delegate: GalleryDelegate?\n}\n",
            "GalleryRouter.swift":
                "import UIKit\n\nenum GalleryRouter {\n    static func build() -> UIViewController {\n        let view = GalleryViewController()\n        let presenter = GalleryPresenter()\n        presenter.view = view\n        view.presenter = presenter\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Gallery")
        // A second module, so that the naming reads `{Module}PresenterProtocol` as the
        // presenter's protocol and `{Module}Delegate` as the delegate's.
        try FileManager.default.createDirectory(atPath: folder + "/App/Profile", withIntermediateDirectories: true)
        for (name, text) in files where name != "GalleryCanvas.swift" {
            let renamed = name.replacingOccurrences(of: "Gallery", with: "Profile")
            let body = text.replacingOccurrences(of: "Gallery", with: "Profile").replacingOccurrences(
                of: "\n\nprotocol ProfileDelegate: AnyObject {\n    func pageDidChange(_ page: Int)\n}", with: ""
            ).replacingOccurrences(
                of: "\n\nextension ProfilePresenter: ProfileDelegate {\n    func pageDidChange(_ page: Int) { view?.show(page: page) }\n}",
                with: "")
            try body.write(toFile: folder + "/App/Profile/" + renamed, atomically: true, encoding: .utf8)
        }
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Gallery.viper.yaml", encoding: .utf8)
        #expect(spec.contains("delegate:"), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
        // A method added to the delegate in code only is reported as the delegate's.
        let path = folder + "/App/Gallery/GalleryPresenter.swift"
        let code = try String(contentsOfFile: path, encoding: .utf8)
        try code.replacingOccurrences(
            of: "    func pageDidChange(_ page: Int)\n}", with: "    func pageDidChange(_ page: Int)\n    func didClose()\n}"
        )
        .write(toFile: path, atomically: true, encoding: .utf8)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(
            lint.stdout.contains("'GalleryDelegate' declares 'didClose()'") && lint.stdout.contains("the spec's 'delegate' methods"),
            Comment(rawValue: lint.stdout))
    }

    /// A type nested in the view (`HomeViewController.State`) is spelled through the view in its
    /// protocol and bare inside the view; the two are one signature.
    @Test func aTypeNestedInTheComponentIsOneSignature() throws {
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces("Home", view: "    func show(state: HomeViewController.State)\n")
        files["HomeViewController.swift"] =
            "import UIKit\n\nfinal class HomeViewController: UIViewController, HomeViewInterface {\n    enum State {\n        case loading, loaded\n    }\n\n    var presenter: HomePresenterInterface!\n\n    func show(state: State) {}\n}\n"
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
        // A type of another name that ends in the view's is not the view's.
        try edit(folder + "/App/Home/HomeViewController.swift") {
            $0.replacingOccurrences(of: "state: State", with: "state: MyHomeViewController.State")
        }
        let other = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(other.stdout.contains("[drift-member-signature]"), Comment(rawValue: other.stdout))
    }

    /// A type named in a protocol (`Feedback`) is spelled through that protocol in the type
    /// that implements it (`HomePresenterInterface.Feedback`); the two are one signature.
    @Test func aTypeOfTheProtocolSpelledThroughItIsOneSignature() throws {
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces(
            "Home", presenter: "    typealias Feedback = (Int) -> Void\n    func system(feedbacks: [Feedback])\n")
        files["HomePresenter.swift"] =
            "import Foundation\n\n"
            + Self.presenter("Home", body: "\n    func system(feedbacks: [HomePresenterInterface.Feedback]) {}\n")
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
        // Another protocol's type of that name is another type.
        try edit(folder + "/App/Home/HomePresenter.swift") {
            $0.replacingOccurrences(of: "[HomePresenterInterface.Feedback]", with: "[Tracking.Feedback]")
                .replacingOccurrences(
                    of: "final class HomePresenter: HomePresenterInterface {",
                    with: "final class HomePresenter: HomePresenterInterface, Tracking {")
                + "\nprotocol Tracking: AnyObject {\n    typealias Feedback = String\n}\n"
        }
        let other = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(other.stdout.contains("[drift-member-signature]"), Comment(rawValue: other.stdout))
    }

    /// Overloads in a role protocol (`changed(_ index: Int)`, `changed(_ on: Bool)`) are drafted
    /// both, and the round trip has no drift. Before, the draft kept the first and the drift
    /// check compared it with whichever overload the type declared first.
    @Test func overloadsAreDraftedAndMatchedEach() throws {
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces(
            "Home", presenter: "    func changed(_ on: Bool, row: Int)\n    func changed(_ index: Int, row: Int)\n")
        files["HomePresenter.swift"] =
            "import Foundation\n\n"
            + Self.presenter("Home", body: "\n    func changed(_ index: Int, row: Int) {}\n    func changed(_ on: Bool, row: Int) {}\n")
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\"changed(_ on: Bool, row: Int)\""), Comment(rawValue: spec))
        #expect(spec.contains("\"changed(_ index: Int, row: Int)\""), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A view protocol that refines a composition through an alias of an alias (`typealias
    /// HomeTraits = Titled & MovingTraits`, `MovingTraits = Animating & Sized`) and restates `startAnimation()`, which `Animating`'s protocol
    /// extension implements for view controllers: the view implements it, and the round trip
    /// has no drift. Before, the drift
    /// check did not follow the alias and reported `drift-missing-member`.
    @Test func aDefaultThroughAnAliasedRefinementImplements() throws {
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces("Home", view: "    func show(title: String)\n    func startAnimation()\n")
            .replacingOccurrences(of: "protocol HomeViewInterface: AnyObject", with: "protocol HomeViewInterface: AnyObject, HomeTraits")
        files["HomeTraits.swift"] =
            "import UIKit\n\ntypealias HomeTraits = Titled & MovingTraits\ntypealias MovingTraits = Animating & Sized\n\nprotocol Titled {}\n\nprotocol Sized {}\n\nprotocol Animating {\n    func startAnimation()\n}\n\nextension Animating where Self: UIViewController {\n    func startAnimation() {}\n}\n"
        files["HomeViewController.swift"] =
            "import UIKit\n\nfinal class HomeViewController: UIViewController, HomeViewInterface {\n    var presenter: HomePresenterInterface!\n\n    func show(title: String) {}\n}\n"
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\"startAnimation()\""), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A requirement whose parameter a keyword alone names (`for: IndexPath`), which Swift allows
    /// and a spec does not: drafted with a name after the label, from its type, so the round trip
    /// has no drift. Before, it was left out with a note and `lint --spec` reported it.
    @Test func aParameterNamedByAKeywordIsDraftedWithAName() throws {
        var files = Self.wireframeModule("Home")
        let requirements = "    func isSelected(inSection: Int, for: IndexPath) -> Bool\n    func open(in: URLRequest)\n"
        files["HomeInterfaces.swift"] = Self.interfaces("Home", presenter: requirements)
        files["HomePresenter.swift"] =
            "import Foundation\n\n"
            + Self.presenter(
                "Home", body: "\n    func isSelected(inSection: Int, for: IndexPath) -> Bool { false }\n    func open(in: URLRequest) {}\n")
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(spec.contains("\"isSelected(inSection: Int, for indexPath: IndexPath) -> Bool\""), Comment(rawValue: spec))
        #expect(spec.contains("\"open(in urlRequest: URLRequest)\""), Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A screen with neither a builder nor a wireframe, whose view makes its presenter and which
    /// another module's wireframe creates: drafted `assembler: none`, the route into it `custom`, so the drafts
    /// build and the round trip has no drift. Before, its spec implied a builder that the code
    /// lacks (`drift-missing-component`).
    @Test func aModuleItsOpenerAssemblesIsDraftedWithNoAssembler() throws {
        let folder = try Golden.temporaryFolder()
        var home = Self.wireframeModule("Home")
        home["HomeWireframe.swift"] = home["HomeWireframe.swift"]!.replacingOccurrences(
            of: "    static func build()",
            with:
                "    func openDetails() {\n        viewController?.navigationController?.pushViewController(DetailsViewController(), animated: true)\n    }\n\n    static func build()"
        )
        home["HomeInterfaces.swift"] = Self.interfaces("Home").replacingOccurrences(
            of: "protocol HomeWireframeInterface: AnyObject {}",
            with: "protocol HomeWireframeInterface: AnyObject {\n    func openDetails()\n}")
        let details = [
            "DetailsInterfaces.swift": Self.interfaces("Details"),
            "DetailsViewController.swift":
                "import UIKit\n\nfinal class DetailsViewController: UIViewController, DetailsViewInterface {\n    lazy var presenter: DetailsPresenterInterface = DetailsPresenter(view: self)\n}\n",
            "DetailsPresenter.swift":
                "final class DetailsPresenter: DetailsPresenterInterface {\n    unowned var view: DetailsViewInterface\n\n    init(view: DetailsViewInterface) {\n        self.view = view\n    }\n}\n",
        ]
        for (module, files) in [("Home", home), ("Details", details)] {
            try Self.write(files, module: module, in: folder)
        }
        try draft(in: folder)
        let drafted = try String(contentsOfFile: folder + "/drafts/Details.viper.yaml", encoding: .utf8)
        #expect(drafted.contains("\nassembler: none  # "), Comment(rawValue: drafted))
        let opener = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(opener.contains("    to: Details\n    transition: custom  # "), Comment(rawValue: opener))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A presenter that implements the view's protocol through a refinement
    /// (`HomePresenterInput: HomePresenterInterface`), which the view holds as `output`: the
    /// view holds its presenter. Before, only protocols a type names itself resolved to it, and
    /// the drift check found the view holding no presenter.
    @Test func aProtocolImplementedThroughARefinementResolves() throws {
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces("Home") + "protocol HomePresenterInput: HomePresenterInterface {}\n"
        files["HomePresenter.swift"] = Self.presenter("Home").replacingOccurrences(
            of: "final class HomePresenter: HomePresenterInterface {", with: "final class HomePresenter: HomePresenterInput {")
        files["HomeViewController.swift"] = files["HomeViewController.swift"]!.replacingOccurrences(
            of: "    var presenter: HomePresenterInterface!\n", with: "    var output: HomePresenterInterface!\n")
        files["HomeWireframe.swift"] = files["HomeWireframe.swift"]!.replacingOccurrences(
            of: "view.presenter = ", with: "view.output = ")
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// Presenter protocols named `{Module}Delegate`, the name a spec gives a module's delegate:
    /// the drafts name the presenter's protocol so and draft no `delegate:`, which would take
    /// the same name. Before, `build` refused the drafts (`name-collision`).
    @Test func presenterProtocolsNamedAsDelegatesAreNoDelegates() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["Home", "List"] {
            var files = Self.wireframeModule(module)
            for (name, text) in files {
                files[name] = text.replacingOccurrences(of: "\(module)PresenterInterface", with: "\(module)Delegate")
            }
            files["\(module)Interfaces.swift"] = files["\(module)Interfaces.swift"]!.replacingOccurrences(
                of: "protocol \(module)Delegate: AnyObject {}", with: "protocol \(module)Delegate: AnyObject {\n    func didTapDone()\n}")
            files["\(module)Presenter.swift"] = files["\(module)Presenter.swift"]!.replacingOccurrences(
                of: "        self.wireframe = wireframe\n    }\n",
                with: "        self.wireframe = wireframe\n    }\n\n    func didTapDone() {}\n")
            try Self.write(files, module: module, in: folder)
        }
        try draft(in: folder)
        let drafted = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(!drafted.contains("\ndelegate:"), Comment(rawValue: drafted))
        try expectDraftsBuild(in: folder)
    }

    /// A router that keeps its module's output, which the opener's presenter implements
    /// (`weak var output: ListModuleOutput?`): that is no reference to the module's own
    /// presenter. Before, the draft said `wireframe.presenter: weak` and the drift check then
    /// found the router holding no presenter.
    @Test func aRoutersOutputToTheOpenerIsNotItsPresenter() throws {
        let folder = try Golden.temporaryFolder()
        var home = Self.wireframeModule("Home")
        home["HomePresenter.swift"] = Self.presenter(
            "Home", body: "}\n\nextension HomePresenter: ListModuleOutput {\n    func listDidPick(_ index: Int) {}\n")
        var list = Self.wireframeModule("List")
        list["ListInterfaces.swift"] =
            Self.interfaces("List") + "\nprotocol ListModuleOutput: AnyObject {\n    func listDidPick(_ index: Int)\n}\n"
        list["ListWireframe.swift"] = list["ListWireframe.swift"]!.replacingOccurrences(
            of: "    weak var viewController: UIViewController?\n",
            with: "    weak var viewController: UIViewController?\n    weak var output: ListModuleOutput?\n")
        for (module, files) in [("Home", home), ("List", list)] {
            try Self.write(files, module: module, in: folder)
        }
        try draft(in: folder)
        let drafted = try String(contentsOfFile: folder + "/drafts/List.viper.yaml", encoding: .utf8)
        #expect(!drafted.contains("wireframe.presenter: weak"), Comment(rawValue: drafted))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// Two apps in one repository (each with its `.xcodeproj`, one an XcodeGen `project.yml`),
    /// both with a 'Home' module whose view protocols differ, and a 'Settings' module in one:
    /// each app's drafts are compared with that app's code only. Before, each spec module was
    /// compared with the first app's 'Home', and every spec project named the types of every
    /// app, so the other app's lone `SettingsViewController` became a module no spec declares.
    @Test func twoAppsWithTheSameModuleNamesRoundTripApart() throws {
        let folder = try Golden.temporaryFolder()
        for (app, method) in [("First", "    func showGreeting()\n"), ("Second", "    func showTitle(_ title: String)\n")] {
            var files = Self.wireframeModule("Home")
            files["HomeInterfaces.swift"] = Self.interfaces("Home", view: method)
            files["HomeViewController.swift"] = files["HomeViewController.swift"]!.replacingOccurrences(
                of: "    var presenter: HomePresenterInterface!\n",
                with: "    var presenter: HomePresenterInterface!\n\(method.replacingOccurrences(of: ")\n", with: ") {}\n"))")
            let root = folder + "/App/" + app
            try FileManager.default.createDirectory(atPath: root + "/Sources/Home", withIntermediateDirectories: true)
            if app == "First" {
                try FileManager.default.createDirectory(atPath: root + "/First.xcodeproj", withIntermediateDirectories: true)
            } else {
                try "name: Second\n".write(toFile: root + "/project.yml", atomically: true, encoding: .utf8)
            }
            for (name, text) in files { try text.write(toFile: root + "/Sources/Home/" + name, atomically: true, encoding: .utf8) }
            // A 'Settings' module in the second app; in the first, a lone view controller of
            // that name, which the second app's specs must not make a module.
            let settings =
                app == "Second"
                ? Self.wireframeModule("Settings")
                : ["SettingsViewController.swift": "import UIKit\n\nfinal class SettingsViewController: UIViewController {}\n"]
            try FileManager.default.createDirectory(atPath: root + "/Sources/Settings", withIntermediateDirectories: true)
            for (name, text) in settings { try text.write(toFile: root + "/Sources/Settings/" + name, atomically: true, encoding: .utf8) }
        }
        try draft(in: folder)
        for app in ["First", "Second"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/drafts/\(app)/Home.viper.yaml"))
        }
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
        // A module the first app's specs declare, whose presenter only the second app has, lacks
        // it in the first: the second app's components do not count for the first's specs.
        try FileManager.default.copyItem(
            atPath: folder + "/drafts/Second/Settings.viper.yaml", toPath: folder + "/drafts/First/Settings.viper.yaml")
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(
            lint.stdout.contains(
                "drafts/First/Settings.viper.yaml:4:1: warning: the spec of module 'Settings' declares presenter 'SettingsPresenter', which the code lacks"
            ),
            Comment(rawValue: lint.stdout))
    }

    /// A presenter that keeps its view under the view's protocol, which two view controllers
    /// implement (`weak var view: HomeViewInterface?`): the reference is the presenter's view
    /// all the same, drafted weak against the convention's unowned, and the round trip has no
    /// drift.
    @Test func aViewHeldThroughAProtocolTwoViewsImplementIsDrafted() throws {
        var files = Self.wireframeModule("Home")
        files["HomePresenter.swift"] = Self.presenter("Home", view: "weak var view: HomeViewInterface?")
        files["HomeCompactViewController.swift"] =
            "import UIKit\n\nfinal class HomeCompactViewController: UIViewController, HomeViewInterface {\n    var presenter: HomePresenterInterface!\n}\n"
        let folder = try app(files, module: "Home")
        try draft(in: folder)
        let home = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(home.contains("\n  presenter.view: weak\n"), Comment(rawValue: home))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("[drift-ownership]"), Comment(rawValue: lint.stdout))
    }

    /// A router protocol that asks for the router's view controller by a composition
    /// (`var viewController: (UIViewController & HomeViewInterface)? { get }`): the spec's
    /// `wireframe.view` gives the router that property, so the draft leaves it out and the drift
    /// check does not miss it. Before, the drafts declared it too and `build` refused them.
    @Test func aRouterProtocolsViewControllerIsTheReference() throws {
        let folder = try Golden.temporaryFolder()
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces("Home").replacingOccurrences(
            of: "protocol HomeWireframeInterface: AnyObject {}",
            with: "protocol HomeWireframeInterface: AnyObject {\n    var viewController: (UIViewController & HomeViewInterface)? { get }\n}"
        )
        files["HomeWireframe.swift"] = files["HomeWireframe.swift"]!.replacingOccurrences(
            of: "weak var viewController: UIViewController?", with: "weak var viewController: (UIViewController & HomeViewInterface)?")
        try Self.write(files, module: "Home", in: folder)
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A router protocol that asks for the presenter the router keeps (`var presenter:
    /// AnyObject? { get }` beside `weak var presenter: HomePresenterInterface?`): the drafted `wireframe.presenter`
    /// reference gives the router that property, so the draft leaves the member out (from review:
    /// only the convention's default references were looked at, and `build` refused the draft).
    @Test func aProtocolPropertyOfAHeldReferenceIsNotDrafted() throws {
        let folder = try Golden.temporaryFolder()
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces("Home").replacingOccurrences(
            of: "protocol HomeWireframeInterface: AnyObject {}",
            with: "protocol HomeWireframeInterface: AnyObject {\n    var presenter: AnyObject? { get }\n}")
        files["HomeWireframe.swift"] = files["HomeWireframe.swift"]!.replacingOccurrences(
            of: "    weak var viewController: UIViewController?\n",
            with: "    weak var viewController: UIViewController?\n    weak var presenter: HomePresenterInterface?\n")
        try Self.write(files, module: "Home", in: folder)
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
    }

    /// Components nested in a namespace (`extension Map { final class Presenter }`): the draft
    /// gives the module that namespace (`namespace: Map`), as the code has it. (Before the
    /// key, a note said a spec could not declare it; before that, the drafts did not build.)
    @Test func namespacedComponentsAreDraftedInTheirNamespace() throws {
        let folder = try Golden.temporaryFolder()
        let files = [
            "Map.swift": "import Foundation\n\nenum Map {}\n",
            "Map.Presenter.swift":
                "import Foundation\n\nprotocol MapViewOutput: AnyObject {}\n\nextension Map {\n    final class Presenter: MapViewOutput {\n        weak var view: MapViewInput?\n    }\n}\n",
            "Map.View.swift":
                "import UIKit\n\nprotocol MapViewInput: AnyObject {}\n\nextension Map {\n    final class ViewController: UIViewController, MapViewInput {\n        var output: MapViewOutput?\n    }\n}\n",
        ]
        try Self.write(files, module: "Map", in: folder)
        try draft(in: folder)
        let drafted = try String(contentsOfFile: folder + "/drafts/Map.viper.yaml", encoding: .utf8)
        #expect(drafted.contains("\nnamespace: Map\n") && !drafted.contains("not drafted"), Comment(rawValue: drafted))
        try expectDraftsBuild(in: folder)
    }

    /// Inverted names: the interactor implements `HomeInteractorOutput` and reports to the
    /// presenter's `HomePresenterInput`. The drafted naming gives the interactor's protocol the
    /// name the convention gives the output, so the output is named apart. Before, `build`
    /// refused the draft for a name collision.
    @Test func anInteractorProtocolNamedLikeTheOutputIsDraftedApart() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["Home", "Login"] {
            try Self.write(
                [
                    "\(module)Interactor.swift":
                        "import Foundation\n\nprotocol \(module)InteractorOutput: AnyObject {\n    func session() -> String?\n}\n\nfinal class \(module)Interactor: \(module)InteractorOutput {\n    weak var presenter: \(module)PresenterInput?\n    func session() -> String? { nil }\n}\n",
                    "\(module)Presenter.swift":
                        "import Foundation\n\nprotocol \(module)PresenterInput: AnyObject {\n    func appeared()\n}\n\nfinal class \(module)Presenter: \(module)PresenterInput {\n    let interactor: \(module)InteractorOutput\n    weak var view: \(module)ViewInput?\n    var router: \(module)Router?\n    init(interactor: \(module)InteractorOutput) { self.interactor = interactor }\n    func appeared() { _ = interactor.session() }\n}\n",
                    "\(module)ViewController.swift":
                        "import UIKit\n\nprotocol \(module)ViewInput: AnyObject {}\n\nfinal class \(module)ViewController: UIViewController, \(module)ViewInput {\n    var presenter: \(module)PresenterInput!\n}\n",
                    "\(module)Router.swift":
                        "import UIKit\n\nfinal class \(module)Router {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = \(module)ViewController()\n        let interactor = \(module)Interactor()\n        let presenter = \(module)Presenter(interactor: interactor)\n        let router = \(module)Router()\n        interactor.presenter = presenter\n        presenter.view = view\n        presenter.router = router\n        view.presenter = presenter\n        router.viewController = view\n        return view\n    }\n}\n",
                ], module: module, in: folder)
        }
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A presenter, interactor and router with no view, made by another module's router and
    /// kept there: drafted `view: none`, its route in `custom`. Before, the draft declared a
    /// view the code lacks, and the round trip reported it missing.
    @Test func aModuleWithoutAViewIsDraftedWithout() throws {
        let folder = try Golden.temporaryFolder()
        var home = Self.wireframeModule("Home")
        home["HomeWireframe.swift"] = home["HomeWireframe.swift"]!.replacingOccurrences(
            of: "    weak var viewController: UIViewController?\n",
            with:
                "    weak var viewController: UIViewController?\n    private var session: SessionPresenterInterface?\n\n    func startSession() {\n        session = SessionWireframe.make()\n    }\n"
        )
        try Self.write(home, module: "Home", in: folder)
        try Self.write(
            [
                "SessionInterfaces.swift":
                    "import Foundation\n\nprotocol SessionPresenterInterface: AnyObject {\n    func refresh()\n}\nprotocol SessionInteractorInterface: AnyObject {\n    func renew()\n}\nprotocol SessionWireframeInterface: AnyObject {}\n",
                "SessionPresenter.swift":
                    "import Foundation\n\nfinal class SessionPresenter: SessionPresenterInterface {\n    let interactor: SessionInteractorInterface\n    let wireframe: SessionWireframeInterface\n    init(interactor: SessionInteractorInterface, wireframe: SessionWireframeInterface) {\n        self.interactor = interactor\n        self.wireframe = wireframe\n    }\n    func refresh() { interactor.renew() }\n}\n",
                "SessionInteractor.swift":
                    "import Foundation\n\nfinal class SessionInteractor: SessionInteractorInterface {\n    func renew() {}\n}\n",
                "SessionWireframe.swift":
                    "import Foundation\n\nfinal class SessionWireframe: SessionWireframeInterface {\n    static func make() -> SessionPresenterInterface {\n        SessionPresenter(interactor: SessionInteractor(), wireframe: SessionWireframe())\n    }\n}\n",
            ], module: "Session", in: folder)
        try draft(in: folder)
        let session = try String(contentsOfFile: folder + "/drafts/Session.viper.yaml", encoding: .utf8)
        #expect(session.contains("\nview: none"), "\(session)")
        let homeSpec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(homeSpec.contains("    to: Session\n    transition: custom  # "), "\(homeSpec)")
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// The same presenter keeping a view protocol whose implementer recovery does not find (a
    /// storyboard scene, say): the module has a view, so it is not drafted `view: none`.
    @Test func aPresenterKeepingAViewProtocolIsNotDraftedViewless() throws {
        let folder = try Golden.temporaryFolder()
        try Self.write(Self.wireframeModule("Home"), module: "Home", in: folder)
        try Self.write(
            [
                "SessionInterfaces.swift":
                    "import Foundation\n\nprotocol SessionViewInterface: AnyObject {\n    func show()\n}\nprotocol SessionPresenterInterface: AnyObject {\n    func refresh()\n}\n",
                "SessionPresenter.swift":
                    "import Foundation\n\nfinal class SessionPresenter: SessionPresenterInterface {\n    weak var view: SessionViewInterface?\n    func refresh() { view?.show() }\n}\n",
            ], module: "Session", in: folder)
        try draft(in: folder)
        let session = try String(contentsOfFile: folder + "/drafts/Session.viper.yaml", encoding: .utf8)
        #expect(!session.contains("view: none"), "\(session)")
    }

    /// A presenter protocol that asks for the view the presenter keeps, through a typealias
    /// (`var view: HomeViewProtocol? { get set }`): the spec's `presenter.view` reference is that property,
    /// so the draft leaves it out and the drift check does not report it as undeclared. Before,
    /// `init --from` and the drift check disagreed.
    @Test func aProtocolPropertyNamedAsAReferenceIsThatReference() throws {
        let folder = try Golden.temporaryFolder()
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] =
            Self.interfaces("Home", presenter: "    var view: HomeViewProtocol? { get set }\n")
            + "typealias HomeViewProtocol = HomeViewInterface & AnyObject\n"
        files["HomePresenter.swift"] = Self.presenter("Home", view: "weak var view: HomeViewProtocol?")
        try Self.write(files, module: "Home", in: folder)
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// The view protocol is implemented by a `HomeView` (a `UIView`) that the view controller
    /// only hosts: the draft names the implementing view (`type: HomeView`), so the drift check
    /// looks for the protocol's members there. Before, the draft named the view controller and
    /// the round trip reported every member missing from it.
    @Test func theViewThatImplementsTheProtocolIsDrafted() throws {
        let folder = try Golden.temporaryFolder()
        var files = Self.wireframeModule("Home")
        files["HomeInterfaces.swift"] = Self.interfaces("Home", view: "    func show(title: String)\n")
        files["HomeViewController.swift"] =
            "import UIKit\n\nfinal class HomeViewController: UIViewController {\n    let content = HomeView()\n}\n\nfinal class HomeView: UIView, HomeViewInterface {\n    var presenter: HomePresenterInterface!\n    func show(title: String) {}\n}\n"
        files["HomeWireframe.swift"] = files["HomeWireframe.swift"]!.replacingOccurrences(
            of: "        view.presenter = HomePresenter(view: view, wireframe: wireframe)\n",
            with: "        view.content.presenter = HomePresenter(view: view.content, wireframe: wireframe)\n")
        try Self.write(files, module: "Home", in: folder)
        // Modules named as usual, so that the naming says `{Module}ViewController`.
        for other in ["Cart", "Profile"] { try Self.write(Self.wireframeModule(other), module: other, in: folder) }
        try draft(in: folder)
        let home = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(home.contains("type: HomeView\n"), "\(home)")
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// Writes a module's files into `App/<module>/` of `folder`.
    static func write(_ files: [String: String], module: String, in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/App/" + module, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/App/\(module)/" + name, atomically: true, encoding: .utf8) }
    }

    /// The protocols of `wireframeModule`, with the view's and the presenter's requirements.
    static func interfaces(_ module: String, view: String = "", presenter: String = "") -> String {
        func body(_ text: String) -> String { text.isEmpty ? " {}" : " {\n\(text)}" }
        return
            "import UIKit\n\nprotocol \(module)ViewInterface: AnyObject\(body(view))\nprotocol \(module)PresenterInterface: AnyObject\(body(presenter))\nprotocol \(module)WireframeInterface: AnyObject {}\n"
    }

    /// The presenter of `wireframeModule`, holding its view as `view` says, with `body` added.
    static func presenter(_ module: String, view: String? = nil, body: String = "") -> String {
        let view = view ?? "unowned var view: \(module)ViewInterface"
        return
            "final class \(module)Presenter: \(module)PresenterInterface {\n    \(view)\n    var wireframe: \(module)WireframeInterface\n\n    init(view: \(module)ViewInterface, wireframe: \(module)WireframeInterface) {\n        self.view = view\n        self.wireframe = wireframe\n    }\n\(body)}\n"
    }

    /// The files of a module in infinum's style that its wireframe assembles.
    static func wireframeModule(_ module: String) -> [String: String] {
        [
            "\(module)Interfaces.swift": interfaces(module),
            "\(module)ViewController.swift":
                "import UIKit\n\nfinal class \(module)ViewController: UIViewController, \(module)ViewInterface {\n    var presenter: \(module)PresenterInterface!\n}\n",
            "\(module)Presenter.swift": presenter(module),
            "\(module)Wireframe.swift":
                "import UIKit\n\nfinal class \(module)Wireframe: \(module)WireframeInterface {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = \(module)ViewController()\n        let wireframe = \(module)Wireframe()\n        view.presenter = \(module)Presenter(view: view, wireframe: wireframe)\n        wireframe.viewController = view\n        return view\n    }\n}\n",
        ]
    }
}
