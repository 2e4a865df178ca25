import Architecture
import CodeSource
import Lint
import Testing

/// Two shapes, each as a small app that names no file or app of the corpus: a factory that
/// builds one of two variants of a screen inside its own module's folder, and a use case one
/// module's interactor calls while another module assembles it.
struct VariantAndUseCaseShapeTests {
    @Test func aFactoryOfAPhoneAndATabletVariantAssemblesOneModule() {
        let app: KeyValuePairs<String, String> = [
            "App/Modules/Feed/Factory/FeedFactory.swift":
                "final class FeedFactory {\n    func build(pad: Bool) -> UIViewController {\n        if pad {\n            let presenter = TabletFeedPresenter()\n            return TabletFeedView(presenter: presenter)\n        }\n        let presenter = FeedPresenter()\n        return FeedView(presenter: presenter)\n    }\n}\n",
            "App/Modules/Feed/Phone/Presenter/FeedPresenter.swift": "final class FeedPresenter {\n    weak var view: FeedView?\n}\n",
            "App/Modules/Feed/Phone/View/FeedView.swift":
                "final class FeedView: UIViewController {\n    let presenter: FeedPresenter\n    init(presenter: FeedPresenter) { self.presenter = presenter }\n}\n",
            "App/Modules/Feed/Tablet/Presenter/TabletFeedPresenter.swift":
                "final class TabletFeedPresenter {\n    weak var view: TabletFeedView?\n}\n",
            "App/Modules/Feed/Tablet/View/TabletFeedView.swift":
                "final class TabletFeedView: UIViewController {\n    let presenter: TabletFeedPresenter\n    init(presenter: TabletFeedPresenter) { self.presenter = presenter }\n}\n",
        ]
        #expect(RecoveryShapeTests.moduleNames(app) == ["Feed"])
        #expect(ModelRecoveryTests.module(of: "TabletFeedPresenter", in: app) == "Feed")
        #expect(ModelRecoveryTests.module(of: "FeedFactory", in: app) == "Feed")
    }

    @Test func aModuleWithTwoPresentersIsNamedForWhatTheyShare() {
        // `OrderByIdPresenter` sorts before `OrderPresenter`; the module is still `Order`.
        let app: KeyValuePairs<String, String> = [
            "App/Orders/Detail/OrderBuilder.swift":
                "final class OrderBuilder {\n    func build() -> UIViewController { OrderView(presenter: OrderPresenter()) }\n}\n",
            "App/Orders/Detail/OrderByIdBuilder.swift":
                "final class OrderByIdBuilder {\n    func build() -> UIViewController { OrderView(presenter: OrderByIdPresenter()) }\n}\n",
            "App/Orders/Detail/OrderPresenter.swift": "class OrderPresenter {\n    weak var view: OrderView?\n}\n",
            "App/Orders/Detail/OrderByIdPresenter.swift": "final class OrderByIdPresenter: OrderPresenter {}\n",
            "App/Orders/Detail/OrderView.swift":
                "final class OrderView: UIViewController {\n    let presenter: OrderPresenter\n    init(presenter: OrderPresenter) { self.presenter = presenter }\n}\n",
        ]
        #expect(RecoveryShapeTests.moduleNames(app) == ["Order"])
    }

    @Test func aRouterThatOnlyNamesAnotherModulesViewDoesNotMergeIt() {
        // Post's router holds its presenter and checks whether Replies is on top.
        let app: KeyValuePairs<String, String> = [
            "App/Modules/Post/PostRouter.swift":
                "final class PostRouter {\n    weak var moduleInput: PostPresenter!\n    func back(from view: UIViewController) {\n        if view.navigationController?.viewControllers.last is RepliesViewController { return }\n    }\n}\n",
            "App/Modules/Post/PostPresenter.swift":
                "final class PostPresenter {\n    weak var view: PostViewController?\n    var router: PostRouter!\n}\n",
            "App/Modules/Post/PostViewController.swift":
                "final class PostViewController: UIViewController {\n    var output: PostPresenter!\n}\n",
            "App/Modules/Replies/RepliesRouter.swift": "final class RepliesRouter {}\n",
            "App/Modules/Replies/RepliesPresenter.swift":
                "final class RepliesPresenter {\n    weak var view: RepliesViewController?\n    var router: RepliesRouter!\n}\n",
            "App/Modules/Replies/RepliesViewController.swift":
                "final class RepliesViewController: UIViewController {\n    var output: RepliesPresenter!\n}\n",
        ]
        #expect(RecoveryShapeTests.moduleNames(app) == ["Post", "Replies"])
        #expect(ModelRecoveryTests.module(of: "RepliesViewController", in: app) == "Replies")
    }

    @Test func aFactoryOutsideTheModulesFoldersThatBuildsTwoIsAppWide() {
        let app: KeyValuePairs<String, String> = [
            "App/Factories/ScreenFactory.swift":
                "final class ScreenFactory {\n    func feed() -> UIViewController { FeedView(presenter: FeedPresenter()) }\n    func news() -> UIViewController { NewsView(presenter: NewsPresenter()) }\n}\n",
            "App/Modules/Feed/FeedPresenter.swift": "final class FeedPresenter {\n    weak var view: FeedView?\n}\n",
            "App/Modules/Feed/FeedView.swift":
                "final class FeedView: UIViewController {\n    let presenter: FeedPresenter\n    init(presenter: FeedPresenter) { self.presenter = presenter }\n}\n",
            "App/Modules/News/NewsPresenter.swift": "final class NewsPresenter {\n    weak var view: NewsView?\n}\n",
            "App/Modules/News/NewsView.swift":
                "final class NewsView: UIViewController {\n    let presenter: NewsPresenter\n    init(presenter: NewsPresenter) { self.presenter = presenter }\n}\n",
        ]
        #expect(RecoveryShapeTests.moduleNames(app) == ["Feed", "News"])
        #expect(ModelRecoveryTests.module(of: "ScreenFactory", in: app) == nil)
    }

    @Test func aUseCaseAnotherModulesInteractorCallsIsSharedAndNoReachIn() {

        let app: KeyValuePairs<String, String> = [
            "App/Modules/Profile/ProfileBuilder.swift":
                "final class ProfileBuilder {\n    func build() -> UIViewController {\n        let presenter = ProfilePresenter(getUser: GetUserInteractor())\n        return ProfileView(presenter: presenter)\n    }\n}\n",
            "App/Modules/Profile/ProfilePresenter.swift":
                "final class ProfilePresenter {\n    weak var view: ProfileView?\n    let getUser: GetUserInteractor\n    init(getUser: GetUserInteractor) { self.getUser = getUser }\n}\n",
            "App/Modules/Profile/ProfileView.swift":
                "final class ProfileView: UIViewController {\n    let presenter: ProfilePresenter\n    init(presenter: ProfilePresenter) { self.presenter = presenter }\n}\n",
            "App/UseCases/GetUserInteractor.swift": "final class GetUserInteractor {\n    func run() {}\n}\n",
            "App/Modules/Home/HomeBuilder.swift":
                "final class HomeBuilder {\n    func build() -> UIViewController {\n        let presenter = HomePresenter(interactor: HomeInteractor())\n        return HomeView(presenter: presenter)\n    }\n}\n",
            "App/Modules/Home/HomePresenter.swift":
                "final class HomePresenter {\n    weak var view: HomeView?\n    let interactor: HomeInteractor\n    init(interactor: HomeInteractor) { self.interactor = interactor }\n}\n",
            "App/Modules/Home/HomeView.swift":
                "final class HomeView: UIViewController {\n    let presenter: HomePresenter\n    init(presenter: HomePresenter) { self.presenter = presenter }\n}\n",
            "App/Modules/Home/HomeInteractor.swift":
                "final class HomeInteractor {\n    let getUser = GetUserInteractor()\n    func load() { getUser.run() }\n}\n",
        ]
        #expect(!ModelRecoveryTests.findings(app).contains { $0.hasSuffix("cross-module-reach-in") }, "\(ModelRecoveryTests.findings(app))")
        #expect(ModelRecoveryTests.module(of: "GetUserInteractor", in: app) != "Profile")
    }
}
