import Architecture
import CodeSource

/// The view is the presenter's only owner; a weak reference frees the presenter at once.
public struct ViewWeakPresenterRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-weak-presenter",
        name: "View holds its presenter weakly",
        summary: "A view keeps only a weak or unowned reference to its presenter.",
        rationale:
            "In every common VIPER style the view owns the presenter: the UI framework keeps the view alive and the view keeps the presenter. Held weakly, the presenter is freed right after the module is assembled and every event goes nowhere.",
        severity: .warning,
        triggering: [
            "final class HomeViewController: UIViewController {\n    ↓weak var presenter: HomePresenterInterface?\n}\n\nfinal class HomePresenter: HomePresenterInterface {}\n",
            "final class ArticlesViewController: UIViewController {\n    ↓unowned var eventHandler: ArticlesModuleInterface\n}\n\nfinal class ArticlesPresenter: ArticlesModuleInterface {}\n",
            // The interactor's strong hold is a cycle with the presenter that owns it, no owner.
            "final class CartViewController: UIViewController {\n    ↓weak var presenter: CartPresenter?\n}\n\nfinal class CartPresenter {\n    let interactor = CartInteractor()\n}\nfinal class CartInteractor {\n    var presenter: CartPresenter?\n}\n",
        ],
        nonTriggering: [
            "final class CardsViewController: UIViewController {\n    weak var output: CardsViewOutput?\n}\n\nprotocol CardsViewOutput: AnyObject {}\nfinal class CardsPresenter: CardsViewOutput {}\n\n// file: CardsCoordinator.swift\nfinal class CardsCoordinator {\n    private var presenter: CardsPresenter?\n}\n",
            "final class HomeViewController: UIViewController {\n    var presenter: HomePresenterInterface!\n}\n",
            "final class HomeViewController: UIViewController {\n    weak var delegate: HomeViewDelegate?\n}\n",
        ])

    /// Property names that hold the presenter whatever their type says; made once, not per file.
    static let names: [String: Role] = ["presenter": .presenter, "eventHandler": .presenter]

    public func check(_ context: RuleContext) -> [RuleFinding] {
        RuleHelpers.ownershipFindings(
            context, holder: .view, target: .presenter, names: Self.names, weakIsWrong: true,
            skip: { _, property in
                // A coordinator or a parent module that keeps the presenter makes a weak view reference right.
                property.typeNames.contains { context.index.heldStrongly.contains($0) }
            }
        ) { type, property in
            "view '\(type.name)' holds its presenter '\(property.name)' \(property.ownership == .weak ? "weakly" : "unowned"), and nothing else owns the presenter; hold it strongly"
        }
    }
}
