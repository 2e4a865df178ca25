import Architecture
import Lint
import Testing

/// Shapes of the round-four held-out apps that the model recovered wrongly at first contact,
/// each as a small app. They name no file or app of the corpus; each fails without its fix.
struct RecoveryShapeTests {
    typealias App = KeyValuePairs<String, String>

    static func moduleNames(_ files: App) -> [String] {
        LintEngine().model(ModelRecoveryTests.sources(files), appRoots: []).apps.flatMap(\.modules).map(\.name).sorted()
    }

    @Test func aBuilderOfOneModuleWithSeveralInteractorsIsThatModulesAssembly() {
        // Interactors named for what they do, not for the module: the builder assembles one
        // module, and its presenter's UIKit import counts.
        let app: App = [
            "App/Tags/Detail/TagDetailBuilder.swift":
                "final class TagDetailBuilder {\n    func build() -> UIViewController {\n        let presenter = TagDetailPresenter(create: CreateTagInteractor(), edit: EditTagInteractor(), delete: DeleteTagInteractor())\n        return TagDetailView(presenter: presenter)\n    }\n}\n",
            "App/Tags/Detail/TagDetailPresenter.swift":
                "import UIKit\n\nfinal class TagDetailPresenter {\n    weak var view: TagDetailView?\n    let create: CreateTagInteractor\n    let edit: EditTagInteractor\n    let delete: DeleteTagInteractor\n}\n",
            "App/Tags/Detail/TagDetailView.swift": "final class TagDetailView: UIViewController {\n    var presenter: TagDetailPresenter!\n}\n",
            "App/Tags/Detail/Interactors.swift":
                "final class CreateTagInteractor {}\nfinal class EditTagInteractor {}\nfinal class DeleteTagInteractor {}\n",
        ]
        #expect(Self.moduleNames(app) == ["TagDetail"])
        #expect(ModelRecoveryTests.module(of: "EditTagInteractor", in: app) == "TagDetail")
        #expect(ModelRecoveryTests.findings(app) == ["App/Tags/Detail/TagDetailPresenter.swift:1 presenter-imports-ui"])
    }

    @Test func anInteractorThatTwoModulesUseIsAUseCaseOfNeither() {
        // One module's builder constructs it and another module's presenter makes its own: it
        // joins neither module, and neither presenter reaches into the other's module.
        let app: App = [
            "App/Settings/SettingsBuilder.swift":
                "final class SettingsBuilder {\n    func build() -> UIViewController {\n        SettingsView(presenter: SettingsPresenter(tags: GetTagListInteractor()))\n    }\n}\n",
            "App/Settings/SettingsPresenter.swift":
                "final class SettingsPresenter {\n    weak var view: SettingsView?\n    let tags: GetTagListInteractor\n}\n",
            "App/Settings/SettingsView.swift": "final class SettingsView: UIViewController {\n    var presenter: SettingsPresenter!\n}\n",
            "App/TagsList/TagsListPresenter.swift":
                "final class TagsListPresenter {\n    weak var view: TagsListView?\n    init(tags: GetTagListInteractor = GetTagListInteractor()) {}\n}\n",
            "App/TagsList/TagsListView.swift": "final class TagsListView: UIViewController {\n    var presenter: TagsListPresenter!\n}\n",
            "App/Interactors/GetTagListInteractor.swift": "final class GetTagListInteractor {}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "GetTagListInteractor", in: app) == nil)
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }

    @Test func aFactoryNamedForNoRoleThatBuildsAPresenterIsThatModulesBuilder() {
        // `AboutFactory` says no role; it constructs About's presenter, so it is About's
        // builder, and a presenter of another module that constructs it assembles About.
        let app: App = [
            "App/About/AboutFactory.swift":
                "final class AboutFactory: Factory<UIViewController> {\n    override func build() -> UIViewController {\n        AboutView(presenter: AboutPresenter())\n    }\n}\n",
            "App/About/AboutPresenter.swift": "final class AboutPresenter {\n    weak var view: AboutView?\n}\n",
            "App/About/AboutView.swift": "final class AboutView: UIViewController {\n    var presenter: AboutPresenter!\n}\n",
            "App/More/MorePresenter.swift":
                "final class MorePresenter {\n    weak var view: MoreView?\n    private let about: Factory<UIViewController>\n    init(about: Factory<UIViewController> = AboutFactory()) {\n        self.about = about\n    }\n}\n",
            "App/More/MoreView.swift": "final class MoreView: UIViewController {\n    var presenter: MorePresenter!\n}\n",
            "App/Shared/Factory.swift": "class Factory<T> {\n    func build() -> T { fatalError() }\n}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "AboutFactory", in: app) == "About")
        // Line 3 names 'UIViewController'; line 4 constructs About's builder.
        #expect(
            ModelRecoveryTests.findings(app) == [
                "App/More/MorePresenter.swift:3 presenter-imports-ui", "App/More/MorePresenter.swift:4 presenter-assembles-module",
            ])
    }

    @Test func aPropertyOfAViewsNestedTypeDoesNotHoldTheView() {
        let app: App = [
            "App/Auth/AuthPresenter.swift":
                "final class AuthPresenter {\n    weak var view: AuthViewInput?\n    var state: AuthViewController.State = .idle\n}\n",
            "App/Auth/AuthViewController.swift":
                "final class AuthViewController: UIViewController, AuthViewInput {\n    enum State { case idle }\n    var presenter: AuthPresenter!\n}\nprotocol AuthViewInput: AnyObject {}\n",
            "App/Auth/AuthInteractor.swift": "final class AuthInteractor {}\n",
        ]
        #expect(ModelRecoveryTests.findings(app).isEmpty)
    }

    @Test func useCasesInALayerFolderJoinTheModuleWhosePresenterIsTheirOutput() {
        // Presenters and use cases each in a folder of their own: the use case is the module's
        // interactor, found by its output protocol, so its UIKit import is reported.
        let app: App = [
            "App/UseCases/LogEventUseCase.swift":
                "import UIKit\n\nprotocol LogEventUseCaseOutput: AnyObject {}\nprotocol LogEventUseCase {}\nfinal class LogEventUseCaseImpl: LogEventUseCase {\n    weak var output: LogEventUseCaseOutput?\n}\n",
            "App/Presenters/LogEventPresenter.swift":
                "protocol LogEventPresenter {}\nfinal class LogEventPresenterImpl: LogEventPresenter, LogEventUseCaseOutput {\n    weak var view: LogEventView?\n    let useCase: LogEventUseCase\n}\n",
            "App/Views/LogEventViewController.swift":
                "import UIKit\n\nprotocol LogEventView: AnyObject {}\nfinal class LogEventViewController: UIViewController, LogEventView {\n    var presenter: LogEventPresenter!\n}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "LogEventUseCaseImpl", in: app) == "LogEvent")
        #expect(ModelRecoveryTests.findings(app).contains("App/UseCases/LogEventUseCase.swift:1 interactor-imports-ui"))
    }
}
