import Diagnostics
import Lint
import Testing

/// Delegate protocols named for a component of the module (`ContactsInteractorDelegate`,
/// `ContactsPresenterDelegate`): the interactor's output and the presenter's view, not channels
/// the module publishes to whoever opens it.
struct RoleDelegateTests {
    static let files = [
        SourceFile(
            path: "App/Modules/Contacts/ContactsProtocols.swift",
            text: """
                import Foundation

                protocol ContactsPresenterProtocol: AnyObject {
                    func viewDidLoad()
                }

                protocol ContactsPresenterDelegate: AnyObject {
                    func reload()
                }

                protocol ContactsInteractorProtocol: AnyObject {
                    var presenter: ContactsInteractorDelegate? { get set }
                    func fetch()
                }

                protocol ContactsInteractorDelegate: AnyObject {
                    func didFetch(names: [String])
                }

                """),
        SourceFile(
            path: "App/Modules/Contacts/ContactsInteractor.swift",
            text: """
                import Foundation

                final class ContactsInteractor: ContactsInteractorProtocol {
                    var presenter: ContactsInteractorDelegate?
                    func fetch() { presenter?.didFetch(names: []) }
                }

                """),
        SourceFile(
            path: "App/Modules/Contacts/ContactsPresenter.swift",
            text: """
                import Foundation

                final class ContactsPresenter: ContactsPresenterProtocol {
                    var view: ContactsPresenterDelegate?
                    var interactor: ContactsInteractorProtocol?
                    func viewDidLoad() { interactor?.fetch() }
                }

                extension ContactsPresenter: ContactsInteractorDelegate {
                    func didFetch(names: [String]) { view?.reload() }
                }

                """),
        SourceFile(
            path: "App/Modules/Contacts/ContactsViewController.swift",
            text: """
                import UIKit

                final class ContactsViewController: UIViewController {
                    var presenter: ContactsPresenterProtocol?
                }

                extension ContactsViewController: ContactsPresenterDelegate {
                    func reload() {}
                }

                """),
        SourceFile(
            path: "App/Modules/Contacts/ContactsRouter.swift",
            text: """
                import UIKit

                enum ContactsRouter {
                    static func createModule() -> UIViewController {
                        let view = ContactsViewController()
                        let presenter = ContactsPresenter()
                        let interactor = ContactsInteractor()
                        presenter.view = view
                        presenter.interactor = interactor
                        interactor.presenter = presenter
                        view.presenter = presenter
                        return view
                    }
                }

                """),
    ]

    /// Before: `ContactsInteractorDelegate` was a channel of module 'Contacts' (its folder), so
    /// the interactor's strong `presenter` was held "through a channel" and not reported.
    @Test func theInteractorsDelegateIsItsOutput() {
        let findings = LintEngine().findingLines(Self.files)
        #expect(findings.contains("App/Modules/Contacts/ContactsInteractor.swift:4 interactor-strong-output"), "\(findings)")
        #expect(findings.contains("App/Modules/Contacts/ContactsPresenter.swift:4 presenter-strong-view"), "\(findings)")
    }
}
