import Architecture
import CodeSource
import Lint
import Testing

/// Screens that several modules assemble: each small app names no file or app of the corpus,
/// and each test fails without its rule.
struct SharedAssemblyShapeTests {
    @Test func aDetailScreenThatSeveralRoutersAssembleJoinsNone() {
        // Search and Favorites each build the Details module inline to open it; before, both
        // routers joined Details, and the three modules were one.
        let app: KeyValuePairs<String, String> = [
            "App/Search/SearchRouter.swift":
                "final class SearchRouter {\n    weak var view: UIViewController?\n    func open(id: Int) {\n        let presenter = DetailsPresenter(interactor: DetailsInteractor(id: id))\n        view?.show(DetailsViewController(presenter: presenter), sender: nil)\n    }\n}\n",
            "App/Search/SearchPresenter.swift":
                "final class SearchPresenter {\n    weak var view: SearchViewController?\n    var router: SearchRouter!\n}\n",
            "App/Search/SearchViewController.swift":
                "final class SearchViewController: UIViewController {\n    var presenter: SearchPresenter!\n}\n",
            "App/Favorites/FavoritesRouter.swift":
                "final class FavoritesRouter {\n    weak var view: UIViewController?\n    func open(id: Int) {\n        let presenter = DetailsPresenter(interactor: DetailsInteractor(id: id))\n        view?.show(DetailsViewController(presenter: presenter), sender: nil)\n    }\n}\n",
            "App/Favorites/FavoritesPresenter.swift":
                "final class FavoritesPresenter {\n    weak var view: FavoritesViewController?\n    var router: FavoritesRouter!\n}\n",
            "App/Favorites/FavoritesViewController.swift":
                "final class FavoritesViewController: UIViewController {\n    var presenter: FavoritesPresenter!\n}\n",
            "App/Details/DetailsPresenter.swift":
                "final class DetailsPresenter {\n    weak var view: DetailsViewController?\n    let interactor: DetailsInteractor\n    init(interactor: DetailsInteractor) { self.interactor = interactor }\n}\n",
            "App/Details/DetailsInteractor.swift": "final class DetailsInteractor {\n    init(id: Int) {}\n}\n",
            "App/Details/DetailsViewController.swift":
                "final class DetailsViewController: UIViewController {\n    let presenter: DetailsPresenter\n    init(presenter: DetailsPresenter) { self.presenter = presenter }\n}\n",
        ]
        #expect(RecoveryShapeTests.moduleNames(app) == ["Details", "Favorites", "Search"])
        #expect(ModelRecoveryTests.module(of: "SearchRouter", in: app) == "Search")
    }

    @Test func aScreenThatSeveralBuildersFillJoinsNone() {
        // One settings screen that each settings module's builder fills with its presenter.
        let app: KeyValuePairs<String, String> = [
            "App/Settings/SettingsViewController.swift":
                "final class SettingsViewController: UIViewController {\n    var presenter: SettingsPresenter!\n}\n",
            "App/Settings/SettingsPresenter.swift": "protocol SettingsPresenter: AnyObject {}\n",
            "App/Settings/PrivacyBuilder.swift":
                "enum PrivacyBuilder {\n    static func build() -> UIViewController {\n        let view = SettingsViewController()\n        view.presenter = PrivacyPresenter(interactor: PrivacyInteractor())\n        return view\n    }\n}\n",
            "App/Settings/PrivacyPresenter.swift":
                "final class PrivacyPresenter: SettingsPresenter {\n    let interactor: PrivacyInteractor\n    init(interactor: PrivacyInteractor) { self.interactor = interactor }\n}\n",
            "App/Settings/PrivacyInteractor.swift": "final class PrivacyInteractor {}\n",
            "App/Settings/AppearanceBuilder.swift":
                "enum AppearanceBuilder {\n    static func build() -> UIViewController {\n        let view = SettingsViewController()\n        view.presenter = AppearancePresenter(interactor: AppearanceInteractor())\n        return view\n    }\n}\n",
            "App/Settings/AppearancePresenter.swift":
                "final class AppearancePresenter: SettingsPresenter {\n    let interactor: AppearanceInteractor\n    init(interactor: AppearanceInteractor) { self.interactor = interactor }\n}\n",
            "App/Settings/AppearanceInteractor.swift": "final class AppearanceInteractor {}\n",
        ]
        #expect(ModelRecoveryTests.differentModules("PrivacyPresenter", "AppearancePresenter", in: app))
    }
}
