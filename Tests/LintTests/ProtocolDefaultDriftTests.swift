import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// A presenter whose protocol refines an app-wide protocol that an extension implements
/// (`extension AlertShowing { func showAlert(message:) }`): the presenter has the method without
/// declaring it, so the spec that requires it has no missing member. A small app that names no
/// file of the corpus.
struct ProtocolDefaultDriftTests {
    static func drift(extensionBody: String) throws -> [String] {
        let config = """
            convention: role-named
            naming:
              protocols:
                presenter: "{Module}PresenterProtocol"
              types:
                builder: "{Module}Builder"
                presenter: "{Module}Presenter"
                view: "{Module}ViewController"

            """
        let sources = [
            SourceFile(
                path: "App/Common/AlertShowing.swift",
                text:
                    "import Foundation\n\nprotocol AlertShowing {\n    func showAlert(message: String)\n}\n\nextension AlertShowing {\n\(extensionBody)}\n"
            ),
            SourceFile(
                path: "App/Cart/CartPresenter.swift",
                text:
                    "import Foundation\n\nprotocol CartPresenterProtocol: AnyObject, AlertShowing {\n    func viewDidLoad()\n}\n\nfinal class CartPresenter: CartPresenterProtocol {\n    func viewDidLoad() {}\n}\n"
            ),
            SourceFile(
                path: "App/Cart/CartViewController.swift",
                text: "import UIKit\n\nfinal class CartViewController: UIViewController {\n    var presenter: CartPresenterProtocol?\n}\n"),
            SourceFile(
                path: "App/Cart/CartBuilder.swift",
                text:
                    "import UIKit\n\nenum CartBuilder {\n    static func build() -> UIViewController {\n        let view = CartViewController()\n        view.presenter = CartPresenter()\n        return view\n    }\n}\n"
            ),
        ]
        let spec = "module: Cart\nview:\npresenter:\n  methods:\n    - \"viewDidLoad()\"\n    - \"showAlert(message: String)\"\nbuilder:\n"
        return try SpecFolder.drift(config: config, specs: ["Cart.viper.yaml": spec], sources: sources, lines: false)
    }

    /// Before: 'CartPresenter' has no method 'showAlert(message:)' that the spec requires.
    @Test func aProtocolExtensionImplementsTheRequirement() throws {
        let findings = try Self.drift(extensionBody: "    func showAlert(message: String) { print(message) }\n")
        #expect(!findings.contains("App/Cart/CartPresenter.swift drift-missing-member"), "\(findings)")
    }

    /// An extension that implements something else leaves the requirement missing.
    @Test func anExtensionOfOtherMembersDoesNot() throws {
        let findings = try Self.drift(extensionBody: "    func showToast(message: String) { print(message) }\n")
        #expect(findings.contains("App/Cart/CartPresenter.swift drift-missing-member"), "\(findings)")
    }
}
