import Architecture
import CodeSource

/// The presenter owns the interactor; the interactor's way back must not own the presenter.
public struct InteractorStrongOutputRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactor-strong-output",
        name: "Interactor holds its output strongly",
        summary: "An interactor keeps a strong reference to its output or presenter.",
        rationale:
            "The presenter owns the interactor. The interactor reports back through its output, which the presenter implements; holding it strongly makes a cycle that outlives the screen. The objc.io style declares the output 'weak'.",
        severity: .warning,
        triggering: [
            "final class ArticlesInteractor {\n    ↓var output: ArticlesInteractorOutput?\n}\n\n// The module around it.\nfinal class ArticlesPresenter {}\n",
            "final class HomeInteractor {\n    ↓let presenter: HomePresenter\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            // Typed by the cast it keeps: the weak base-typed reference does not make it weak.
            "final class LoginInteractor {\n    weak var presenter: BasePresenter?\n    ↓private lazy var loginPresenter = self.presenter as? LoginPresenter\n}\n\nprotocol BasePresenter: AnyObject {}\nfinal class LoginPresenter: BasePresenter {}\n",
        ],
        nonTriggering: [
            // A cast in the next declaration of the line types this one nothing.
            "final class LoginInteractor {\n    weak var presenter: BasePresenter?\n    private var retries = 0; private weak var cached = self.presenter as? LoginPresenter\n}\n\nprotocol BasePresenter: AnyObject {}\nfinal class LoginPresenter: BasePresenter {}\n",
            // A cast inside the initializer types nothing: the property keeps what follows it.
            "final class LoginInteractor {\n    weak var presenter: BasePresenter?\n    private lazy var title = (self.presenter as? LoginPresenter)?.title\n}\n\nprotocol BasePresenter: AnyObject {}\nfinal class LoginPresenter: BasePresenter {\n    let title = \"\"\n}\n",
            "final class ArticlesInteractor {\n    weak var output: ArticlesInteractorOutput?\n    private let repository: ArticlesRepository\n}\n",
            "final class HomeInteractor {\n    private let userService: UserService\n}\n",
        ],
        corrections: [
            "protocol ArticlesInteractorOutput: AnyObject {}\n\nfinal class ArticlesInteractor {\n    ↓var output: ArticlesInteractorOutput?\n}\n\n// The module around it.\nfinal class ArticlesPresenter: ArticlesInteractorOutput {}\n":
                "protocol ArticlesInteractorOutput: AnyObject {}\n\nfinal class ArticlesInteractor {\n    weak var output: ArticlesInteractorOutput?\n}\n\n// The module around it.\nfinal class ArticlesPresenter: ArticlesInteractorOutput {}\n",
            "final class HomeInteractor {\n    ↓let presenter: HomePresenter\n    init(presenter: HomePresenter) { self.presenter = presenter }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n":
                "final class HomeInteractor {\n    unowned let presenter: HomePresenter\n    init(presenter: HomePresenter) { self.presenter = presenter }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            "protocol ArticlesInteractorOutput: AnyObject {}\r\n\r\nfinal class ArticlesInteractor {\r\n    ↓@MainActor var output: ArticlesInteractorOutput?\r\n}\r\n\r\nfinal class ArticlesPresenter {}\r\n":
                "protocol ArticlesInteractorOutput: AnyObject {}\r\n\r\nfinal class ArticlesInteractor {\r\n    @MainActor weak var output: ArticlesInteractorOutput?\r\n}\r\n\r\nfinal class ArticlesPresenter {}\r\n",
        ],
        fixDescription:
            "`--fix` adds `weak` to an optional `var` and `unowned` to a non-optional reference (its uses stay as they are) when the declared type is a class or a class-bound protocol. Otherwise (a protocol that is not class-bound, a type viperc cannot see is a class, an optional `let`, a `lazy` property, an initial value that would be released at once) the finding says why it has no automatic fix."
    )

    /// Property names that hold the output whatever their type says; made once, not per file.
    static let names: [String: Role] = ["output": .presenter, "presenter": .presenter]

    public func check(_ context: RuleContext) -> [RuleFinding] {
        RuleHelpers.ownershipFindings(
            context, holder: .interactor, target: .presenter, names: Self.names, weakIsWrong: false
        ) { type, property in
            "interactor '\(type.name)' holds its output '\(property.name)' strongly, but the presenter already owns the interactor; make it 'weak'"
        }
    }
}
