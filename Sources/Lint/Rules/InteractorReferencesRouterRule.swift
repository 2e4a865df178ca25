import CodeSource

/// Navigation follows the presenter's decisions, not the interactor's.
public struct InteractorReferencesRouterRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactor-references-router",
        name: "Interactor references the router",
        summary: "An interactor names a router or wireframe.",
        rationale:
            "Business logic says what happened; the presenter decides where the user goes next. An interactor that navigates mixes use cases with app flow and cannot be reused by another screen.",
        severity: .warning,
        triggering: [
            "final class LoginInteractor {\n    var wireframe: ↓LoginWireframeInterface?\n}\n\n// The module around it.\nfinal class LoginPresenter {}\n"
        ],
        nonTriggering: [
            "final class LoginInteractor {\n    weak var output: LoginInteractorOutput?\n    private let authService: AuthService\n}\n"
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        RuleHelpers.neighbourFindings(context, holder: .interactor, target: .router, advice: "report to the presenter and let it navigate")
    }
}
