import Diagnostics
import Lint
import Testing

/// Shapes of the round-eleven held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundElevenShapeTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        LintEngine().lint(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: []).map {
            "\($0.location.path):\($0.location.line) \($0.ruleID)"
        }
    }

    /// Protocols named `<Module><Implementer><Caller>Interface`, the reverse of the directional
    /// names viperc reads first: the presenter implements `ChatPresenterInteractorInterface`,
    /// which the interactor holds. Before, the presenter's strong `interactor` was "its view",
    /// the interactor's protocol a view it references, and its strong output went unreported.
    @Test func implementerFirstDirectionalNamesFollowTheirImplementers() {
        let protocols = """
            protocol ChatPresenterViewInterface: AnyObject {
                func send(_ text: String)
            }
            protocol ChatPresenterInteractorInterface: AnyObject {}
            protocol ChatInteractorPresenterInterface: AnyObject {
                func send(_ text: String)
            }
            protocol ChatViewPresenterInterface: AnyObject {}

            """
        let presenter = """
            final class ChatPresenter {
                weak var view: ChatViewPresenterInterface?
                var interactor: ChatInteractorPresenterInterface!
            }

            extension ChatPresenter: ChatPresenterViewInterface {
                func send(_ text: String) { interactor.send(text) }
            }

            extension ChatPresenter: ChatPresenterInteractorInterface {}

            """
        let interactor = """
            final class ChatInteractor {
                var presenter: ChatPresenterInteractorInterface!
            }

            extension ChatInteractor: ChatInteractorPresenterInterface {
                func send(_ text: String) {}
            }

            """
        let view = """
            import UIKit

            final class ChatViewController: UIViewController, ChatViewPresenterInterface {
                var presenter: ChatPresenterViewInterface!
            }

            enum ChatModule {
                static func build() -> UIViewController {
                    let view = ChatViewController()
                    let presenter = ChatPresenter()
                    let interactor = ChatInteractor()
                    view.presenter = presenter
                    presenter.view = view
                    presenter.interactor = interactor
                    interactor.presenter = presenter
                    return view
                }
            }

            """
        let findings = Self.lint([
            ("App/Chat/ChatProtocols.swift", protocols), ("App/Chat/ChatPresenter.swift", presenter),
            ("App/Chat/ChatInteractor.swift", interactor), ("App/Chat/ChatViewController.swift", view),
        ])
        #expect(findings == ["App/Chat/ChatInteractor.swift:2 interactor-strong-output"], "\(findings)")
    }
}
