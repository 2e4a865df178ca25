import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// A view whose protocol asks for what the app's `extension UIViewController` gives every view
/// controller (`showLoader()`): the view has the method without declaring it, so the spec that
/// requires it has no missing member. (Through an app base class the drift check already
/// leaves it be: an unplaced superclass may implement it.)
struct PlatformExtensionDriftTests {
    static func drift(extended: String, base: String = "UIViewController", adopts: Bool = true) throws -> [String] {
        let config = """
            convention: role-named
            naming:
              protocols:
                view: "{Module}ViewProtocol"
                presenter: "{Module}PresenterProtocol"
                builder: "{Module}BuilderProtocol"
              types:
                builder: "{Module}Builder"
                presenter: "{Module}Presenter"
                view: "{Module}ViewController"

            """
        let sources = [
            SourceFile(
                path: "App/Common/UIViewController+Loader.swift",
                text: "import UIKit\n\nextension \(extended) {\n    func showLoader() {}\n}\n"),
            SourceFile(
                path: "App/Cart/CartViewController.swift",
                text:
                    "import UIKit\n\nprotocol CartViewProtocol: AnyObject {\n    func showLoader()\n}\n\nfinal class CartViewController: \(base)\(adopts ? ", CartViewProtocol" : "") {\n    var presenter: CartPresenter?\n}\n"
            ),
            SourceFile(
                path: "App/Cart/CartPresenter.swift",
                text: "import Foundation\n\nfinal class CartPresenter {\n    weak var view: CartViewProtocol?\n}\n"),
            SourceFile(
                path: "App/Cart/CartBuilder.swift",
                text:
                    "import UIKit\n\nenum CartBuilder {\n    static func build() -> UIViewController {\n        let view = CartViewController()\n        let presenter = CartPresenter()\n        view.presenter = presenter\n        presenter.view = view\n        return view\n    }\n}\n"
            ),
        ]
        let spec = "module: Cart\nview:\n  methods:\n    - \"showLoader()\"\npresenter:\nbuilder:\n"
        return try SpecFolder.drift(config: config, specs: ["Cart.viper.yaml": spec], sources: sources, lines: false)
    }

    /// Before: 'CartViewController' has no method 'showLoader()' that the spec requires.
    @Test func theAppsExtensionOfUIKitsControllerGivesTheMember() throws {
        let findings = try Self.drift(extended: "UIViewController")
        #expect(!findings.contains("App/Cart/CartViewController.swift drift-missing-member"), "\(findings)")
    }

    /// Through UIKit's own subclass: the view is a table view controller.
    @Test func throughUIKitsSubclassToo() throws {
        let findings = try Self.drift(extended: "UIViewController", base: "UITableViewController")
        #expect(!findings.contains("App/Cart/CartViewController.swift drift-missing-member"), "\(findings)")
    }

    /// A view that adopts none of the app's protocols has it all the same.
    @Test func aViewOfNoProtocolHasItToo() throws {
        let findings = try Self.drift(extended: "UIViewController", adopts: false)
        #expect(!findings.contains("App/Cart/CartViewController.swift drift-missing-member"), "\(findings)")
    }

    /// An extension of a class the view does not inherit gives it nothing.
    @Test func anExtensionOfAnotherClassDoesNot() throws {
        let findings = try Self.drift(extended: "UIView")
        #expect(findings.contains("App/Cart/CartViewController.swift drift-missing-member"), "\(findings)")
    }
}
