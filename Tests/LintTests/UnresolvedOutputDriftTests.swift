import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// An interactor that keeps its output in `weak var presenter` typed with an output protocol
/// nothing implements yet (a screen left half done): the property is there, so the spec's
/// `interactor.output` is no missing reference, as `init --from` already judged. A small app
/// that names no file of the corpus.
struct UnresolvedOutputDriftTests {
    static func drift(property: String) throws -> [String] {
        let config = """
            convention: role-named
            naming:
              protocols:
                interactor: "{Module}InteractorProtocol"
                presenter: "{Module}InteractorOutputProtocol"
              types:
                builder: "{Module}Builder"
                interactor: "{Module}Interactor"
                presenter: "{Module}Presenter"
                view: "{Module}ViewController"

            """
        let sources = [
            SourceFile(
                path: "App/Details/DetailsInteractor.swift",
                text:
                    "import Foundation\n\nprotocol DetailsInteractorProtocol: AnyObject {}\nprotocol DetailsInteractorOutputProtocol: AnyObject {}\n\nfinal class DetailsInteractor: DetailsInteractorProtocol {\n    weak var \(property): DetailsInteractorOutputProtocol?\n}\n"
            ),
            SourceFile(
                path: "App/Details/DetailsPresenter.swift",
                text: "import Foundation\n\nfinal class DetailsPresenter {\n    var interactor: DetailsInteractorProtocol?\n}\n"),
            SourceFile(
                path: "App/Details/DetailsViewController.swift",
                text: "import UIKit\n\nfinal class DetailsViewController: UIViewController {\n    var presenter: DetailsPresenter?\n}\n"),
            SourceFile(
                path: "App/Details/DetailsBuilder.swift",
                text:
                    "import UIKit\n\nenum DetailsBuilder {\n    static func build() -> UIViewController {\n        let view = DetailsViewController()\n        let presenter = DetailsPresenter()\n        presenter.interactor = DetailsInteractor()\n        view.presenter = presenter\n        return view\n    }\n}\n"
            ),
        ]
        return try SpecFolder.drift(
            config: config, specs: ["Details.viper.yaml": "module: Details\nview:\npresenter:\ninteractor:\n  output:\nbuilder:\n"],
            sources: sources, lines: false)
    }

    /// Before: 'DetailsInteractor' holds no presenter, said the drift check, of a property named
    /// for the presenter.
    @Test func anOutputPropertyNamedForThePresenterIsHeld() throws {
        let findings = try Self.drift(property: "presenter")
        #expect(!findings.contains("App/Details/DetailsInteractor.swift drift-missing-reference"), "\(findings)")
    }

    /// A property of another name is still no output.
    @Test func anotherNameIsNot() throws {
        let findings = try Self.drift(property: "listener")
        #expect(findings.contains("App/Details/DetailsInteractor.swift drift-missing-reference"), "\(findings)")
    }
}
