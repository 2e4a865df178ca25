import CodeSource

/// A view that imports networking or persistence modules, or names services, does the
/// interactor's work.
public struct ViewUsesServiceRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-uses-service",
        name: "View uses a service",
        summary: "A view imports a networking or persistence module, or uses a service type or a manager's singleton.",
        rationale:
            "In VIPER the view only displays what the presenter tells it and forwards user events. Fetching and storing data belongs to the interactor and its services; a view that does it cannot be tested or reused, and the presenter no longer knows what is on screen.",
        severity: .warning,
        triggering: [
            "import UIKit\n↓import Alamofire\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenter!\n}\n\n// file: HomePresenter.swift\nfinal class HomePresenter {}\n",
            "final class HomeViewController: UIViewController {\n    let session = ↓URLSession.shared\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            // A manager's singleton spelled as Foundation spells its own.
            "final class HomeViewController: UIViewController {\n    func refresh() { ↓CardsManager.default.reload() }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            // The app's own singleton reached through a function is one all the same.
            "final class HomeViewController: UIViewController {\n    func load() { ↓SessionManager.shared().refresh() }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            "final class ProfileView: UIView, ProfileViewInput {\n    var service: ↓UserService?\n    func load() { _ = ↓ProfileRepository() }\n}\n\n// The module around it.\nfinal class ProfilePresenter {}\n",
            "final class HomeViewController: UIViewController, HomeViewInput {\n    func logout() { ↓AccountManager.shared.logout() }\n}\nfinal class HomePresenter {}\n",
            // `share` is a singleton's name too.
            "final class HomeViewController: UIViewController, HomeViewInput {\n    func refresh() { ↓AppManager.share.reload() }\n}\nfinal class HomePresenter {}\n",
            // A name that only starts like a flag, or a flag declared as a client, holds one.
            "struct NetClient { let session: URLSession }\n\nfinal class FeedViewController: UIViewController, FeedViewInput {\n    private let ↓isolationService: NetClient\n    private let ↓isNetService: NetClient\n}\nfinal class FeedPresenter {}\n",
            "final class GraphViewController: UIViewController, GraphViewInput {\n    private let ↓measurementService: RuuviServiceMeasurement\n}\nfinal class GraphPresenter {}\n",
            // A struct of the app that stores a service is a client of it, not a model.
            "struct Network {\n    let session: URLSession\n    func load() {}\n}\n\nfinal class FeedViewController: UIViewController, FeedViewInput {\n    private let ↓networkService: Network\n}\nfinal class FeedPresenter {}\n",
            "final class HomeViewController: UIViewController {}\n\nextension HomeViewController {\n    func reload() { ↓NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [:], into: []) }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
        ],
        nonTriggering: [
            // Foundation's own singletons are the platform's.
            "final class HomeViewController: UIViewController {\n    func save() { _ = FileManager.default.temporaryDirectory }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            // A prefixed Objective-C class's accessor (a framework's, a library's), no service of the app.
            "final class HomeViewController: UIViewController {\n    func thumb() { PHImageManager.default().cancelImageRequest(0) }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            "import UIKit\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenterInterface!\n}\n",
            "import Alamofire\n\nfinal class UserAPIClient {\n    let session = URLSession.shared\n}\n",
            "final class HomeInteractor {\n    private let userService: UserService\n    init(userService: UserService) { self.userService = userService }\n}\n",
            "final class HomeViewController: UIViewController {\n    // Loaded by the UserService through the interactor.\n    let title2 = \"URLSession\"\n}\n",
            // A model the app names `Service` (a token's issuer), held by a property named for it.
            "struct Service {\n    let name: String\n}\n\nstruct TokenView: View, TokenViewInput {\n    var selectedService: Service?\n    var body: some View { Text(selectedService?.name ?? \"\") }\n}\n\nfinal class TokenPresenter {}\n",
            // An argument label named like a service, before the parameter's own name and a model type.
            "final class DetailsViewController: UIViewController, DetailsViewInput {\n    var presenter: DetailsPresenter!\n    func update(withService service: ServiceViewModel) { title = service.name }\n}\n\nfinal class DetailsPresenter {}\n",
            // A model of the app that stores another model named like a service (a repository of code).
            "struct GitHubRepository { let name: String }\nstruct RepositoryCellModel { let repo: GitHubRepository }\n\nfinal class ReposViewController: UIViewController, ReposViewInput {\n    var presenter: ReposPresenter!\n    var selectedRepository: RepositoryCellModel?\n}\nfinal class ReposPresenter {}\n",
            // The same model used in an extension of the view.
            "struct VehicleServiceInfo { let name: String }\n\nfinal class VehicleViewController: UIViewController, VehicleViewInput {\n    var providerService: VehicleServiceInfo?\n}\n\nextension VehicleViewController {\n    func fill() { title = providerService?.name }\n}\n\nfinal class VehiclePresenter {}\n",
            // A flag named for a service holds a Boolean.
            "final class EditViewController: UIViewController, EditViewInput {\n    var isEditService = false\n    func save() { if isEditService { title = \"\" } }\n}\nfinal class EditPresenter {}\n",
            // A static helper named `share` is no singleton.
            "final class HomeViewController: UIViewController, HomeViewInput {\n    func tapShare() { ShareManager.share(items: [\"x\"], from: self) }\n}\nfinal class HomePresenter {}\n",
            // A localization manager serves the view its strings.
            "final class MenuViewController: UIViewController, MenuViewInput {\n    func localize() { title = LocalizeManager.shared.text(\"menu\") }\n}\nfinal class MenuPresenter {}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let views = context.types(.view)
        if context.declares([.view]), !context.declares([.presenter, .interactor, .router, .builder]) {
            for item in context.file.imports where context.configuration.serviceModules.contains(item.module) {
                findings.append(
                    RuleFinding(
                        "a file that declares a view imports '\(item.module)', a networking or persistence module; leave data to the interactor and its services",
                        at: item.location))
            }
        }
        for view in views {
            let mentions = RuleHelpers.firstMentions(in: view) { name in
                context.configuration.serviceTypes.contains { $0.matches(name) }
            }
            for mention in mentions {
                findings.append(
                    RuleFinding(
                        "\(RuleHelpers.describe(view, as: .view)) uses service '\(mention.value)'; ask the presenter, and let the interactor call services",
                        at: mention.location))
            }
            // A property, parameter or variable named like a service holds one, whatever its type,
            // unless the file declares it as a collection (the scanner leaves those out).
            // A property whose type is one of the app's structs or enums not named like a
            // service (`var selectedService: Service?`, a model) holds a value; a struct that
            // stores a service (`struct Network { let session: URLSession }`) is a client of it.
            func isService(_ type: String) -> Bool { context.configuration.serviceTypes.contains { $0.matches(type) } }
            func holdsModel(_ name: String) -> Bool {
                // The property may be declared in the type's main declaration while an
                // extension uses it.
                let typeNames =
                    view.properties.first(where: { $0.name == name })?.typeNames ?? context.classes.propertyTypes[view.name]?[name] ?? []
                guard !typeNames.isEmpty else { return false }
                return typeNames.allSatisfy { type in
                    guard let stored = context.classes.valueTypes[type] else { return false }
                    // A stored model of the app named like a service (`GitHubRepository`) is a value.
                    return !isService(type) && !stored.contains { isService($0) && context.classes.valueTypes[$0] == nil }
                }
            }
            for name in view.serviceNames
            where !mentions.contains(where: { $0.location.line == name.location.line }) && !holdsModel(name.value) {
                findings.append(
                    RuleFinding(
                        "\(RuleHelpers.describe(view, as: .view)) holds a service in '\(name.value)'; ask the presenter, and let the interactor call services",
                        at: name.location))
            }
            for singleton in view.singletons
            where context.configuration.serviceSingletons.contains(where: { $0.matches(singleton.value) })
                && !context.configuration.serviceTypes.contains(where: { $0.matches(singleton.value) })
                && !context.configuration.uiSingletons.contains(where: { $0.matches(singleton.value) })
            {
                findings.append(
                    RuleFinding(
                        "\(RuleHelpers.describe(view, as: .view)) uses the singleton '\(singleton.value)'; ask the presenter, and let the interactor call services",
                        at: singleton.location))
            }
        }
        return findings
    }
}
