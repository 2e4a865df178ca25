import CodeSource

/// The view talks to its presenter only.
public struct ViewReferencesInteractorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-references-interactor",
        name: "View references the interactor",
        summary: "A view names an interactor.",
        rationale:
            "The view forwards user events to the presenter and shows what it is told. Calling the interactor directly skips the presenter's decisions and moves business logic into the UI.",
        severity: .warning,
        triggering: [
            "final class HomeViewController: UIViewController {\n    var interactor: ↓HomeInteractorInterface?\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            "final class HomeViewController: UIViewController {\n    func refresh() { ↓HomeInteractor().load() }\n}\n\n// The module around it.\nfinal class HomePresenter {}\nfinal class HomeInteractor {}\n",
        ],
        nonTriggering: [
            "final class HomeViewController: UIViewController {\n    var presenter: HomePresenterInterface!\n    func refresh() { presenter.reload() }\n}\n",
            "final class HomeViewController: UIViewController {\n    // The HomeInteractor is reached through the presenter.\n    let hint = \"HomeInteractor\"\n}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        RuleHelpers.neighbourFindings(context, holder: .view, target: .interactor, advice: "go through the presenter")
    }
}
