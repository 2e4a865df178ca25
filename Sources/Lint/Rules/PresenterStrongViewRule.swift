import Architecture
import CodeSource

/// The view owns the presenter; a presenter that holds the view strongly closes a retain cycle.
public struct PresenterStrongViewRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presenter-strong-view",
        name: "Presenter holds its view strongly",
        summary: "A presenter keeps a strong reference to its view.",
        rationale:
            "The view (or the UI framework through it) owns the presenter. If the presenter also holds the view strongly, the two keep each other alive and the screen is never freed. Infinum's templates make it 'unowned', objc.io's 'weak'.",
        severity: .warning,
        triggering: [
            "final class HomePresenter {\n    ↓var view: HomeViewInterface\n    init(view: HomeViewInterface) { self.view = view }\n}\n",
            "final class HomePresenter {\n    ↓private let view: HomeViewController\n}\n\nfinal class HomeViewController: UIViewController {}\n",
            "final class ArticlesPresenter: ArticlesModuleInterface {\n    ↓var userInterface: ArticlesViewInterface?\n}\n",
            // A SwiftUI view is a value, but one that stores the presenter still closes the cycle.
            "import SwiftUI\n\nfinal class HomePresenter: ObservableObject {\n    ↓var view: HomeView?\n}\n\nstruct HomeView: View {\n    @ObservedObject var presenter: HomePresenter\n    var body: some View { Text(\"\") }\n}\n",
        ],
        nonTriggering: [
            "final class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n",
            "final class HomePresenter {\n    private unowned let view: HomeViewInterface\n    init(view: HomeViewInterface) { self.view = view }\n}\n",
            "final class HomePresenter {\n    private let interactor: HomeInteractorInterface\n    private let wireframe: HomeWireframeInterface\n    func load() {\n        interactor.load { [weak self] shows in self?.show(shows) }\n    }\n}\n",
            "final class HomePresenter {\n    var viewModel: HomeViewModel { HomeViewModel() }\n}\n",
            // A type property is no instance's reference: it closes no cycle between two objects.
            "final class HomePresenter {\n    static var view: HomeViewController?\n}\n\nfinal class HomeViewController: UIViewController {}\n",
            // A SwiftUI view is a value: the presenter keeps a copy, which keeps nothing alive.
            "import SwiftUI\n\nfinal class SettingsPresenter: ObservableObject {\n    var rows: [SettingsView] = []\n}\n\nstruct SettingsView: View {\n    var body: some View { Text(\"\") }\n}\n",
        ],
        corrections: [
            "protocol HomeViewInterface: AnyObject {}\n\nfinal class HomePresenter {\n    ↓var view: HomeViewInterface? // set by the builder\n}\n":
                "protocol HomeViewInterface: AnyObject {}\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface? // set by the builder\n}\n",
            "protocol HomeViewInterface: AnyObject {}\n\nfinal class HomePresenter {\n    ↓private let view: HomeViewInterface\n    init(view: HomeViewInterface) { self.view = view }\n}\n":
                "protocol HomeViewInterface: AnyObject {}\n\nfinal class HomePresenter {\n    private unowned let view: HomeViewInterface\n    init(view: HomeViewInterface) { self.view = view }\n}\n",
            "protocol BaseView: AnyObject {}\r\nprotocol HomeViewInterface: BaseView {}\r\n\r\nfinal class HomePresenter {\r\n    /* the screen */ ↓var view: HomeViewInterface!\r\n}\r\n":
                "protocol BaseView: AnyObject {}\r\nprotocol HomeViewInterface: BaseView {}\r\n\r\nfinal class HomePresenter {\r\n    /* the screen */ weak var view: HomeViewInterface!\r\n}\r\n",
        ],
        fixDescription:
            "`--fix` adds `weak` to an optional `var` and `unowned` to a non-optional reference (its uses stay as they are) when the declared type is a class or a class-bound protocol. Otherwise (a protocol that is not class-bound, a type viperc cannot see is a class, an optional `let`, a `lazy` property, an initial value that would be released at once) the finding says why it has no automatic fix."
    )

    /// Property names that hold the view whatever their type says; made once, not per file.
    static let names: [String: Role] = ["view": .view, "userInterface": .view]

    public func check(_ context: RuleContext) -> [RuleFinding] {
        // A view that is a value (a SwiftUI `struct`, or an array of them) keeps alive only what
        // it stores: one that stores nothing the presenter is closes no cycle.
        RuleHelpers.ownershipFindings(
            context, holder: .presenter, target: .view, names: Self.names, weakIsWrong: false,
            skip: { type, property in
                let views = property.typeNames.filter { context.role(ofName: $0)?.role == .view }
                let presenter = Set(CollectionOfOne(type.name) + type.inherits)
                return !views.isEmpty
                    && views.allSatisfy { context.classes.valueTypes[$0].map { $0.isDisjoint(with: presenter) } ?? false }
            }
        ) { type, property in
            "presenter '\(type.name)' holds its view '\(property.name)' strongly, so the two keep each other alive; make it 'weak' or 'unowned'"
        }
    }
}
