import CodeSource

/// The interactor reports to its output, never to a screen.
public struct InteractorReferencesViewRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactor-references-view",
        name: "Interactor references the view",
        summary: "An interactor names a view.",
        rationale:
            "The interactor works with entities and services. It reports through its output, which the presenter implements; the presenter then decides what the view shows.",
        severity: .warning,
        triggering: [
            "final class HomeInteractor {\n    weak var screen: ↓HomeViewInterface?\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            "protocol LoginViewProtocol: AnyObject {}\n\nprotocol LoginInteractorInputProtocol: AnyObject {\n    func login(from view: ↓LoginViewProtocol)\n}\n\nfinal class LoginPresenter {\n    weak var view: LoginViewProtocol?\n    var interactor: LoginInteractorInputProtocol?\n}\n",
            // The app's protocol for every screen, bound to a view controller.
            "protocol BaseViewProtocol: UIViewController {\n    func showLoader()\n}\n\nfinal class HomeInteractor {\n    weak var presenter: ↓BaseViewProtocol?\n}\n\nfinal class HomePresenter {}\n",
        ],
        nonTriggering: [
            "final class HomeInteractor {\n    weak var output: HomeInteractorOutput?\n    func load() { output?.loaded([]) }\n}\n",
            // A UIKit view is no module's view; interactor-imports-ui reports it.
            "final class HomeInteractor {\n    func thumbnail() -> UIImageView? { nil }\n}\n\nfinal class HomePresenter {}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        RuleHelpers.neighbourFindings(context, holder: .interactor, target: .view, advice: "report through the interactor's output")
    }
}
