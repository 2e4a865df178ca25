import Diagnostics
import Lint
import Testing

/// A router that reaches another module's presenter through a local bound by a cast: the local
/// is typed by the cast, and one name bound in two methods means the binding nearest above.
struct ReachThroughLocalTests {
    static func app(ownFirst: Bool) -> [SourceFile] {
        let own =
            "    func refresh(_ top: UIViewController?) {\n        if let vc = top as? CartViewController {\n            vc.presenter?.reload()\n        }\n    }\n"
        let other =
            "    func back(_ top: UIViewController?) {\n        if let vc = top as? LookViewController {\n            vc.presenter?.add()\n        }\n    }\n"
        let router = "import UIKit\n\nfinal class CartRouter {\n" + (ownFirst ? own + other : other + own) + "}\n"
        return [
            SourceFile(path: "App/Cart/CartRouter.swift", text: router),
            SourceFile(
                path: "App/Cart/CartViewController.swift",
                text: "import UIKit\n\nfinal class CartViewController: UIViewController {\n    var presenter: CartPresenter?\n}\n"),
            SourceFile(
                path: "App/Cart/CartPresenter.swift",
                text:
                    "import Foundation\n\nfinal class CartPresenter {\n    weak var view: CartViewController?\n    var router: CartRouter?\n    func reload() {}\n}\n"
            ),
            SourceFile(
                path: "App/Look/Look.swift",
                text:
                    "import UIKit\n\nfinal class LookViewController: UIViewController {\n    var presenter: LookPresenter?\n}\nfinal class LookPresenter {\n    weak var view: LookViewController?\n    var router: LookRouter?\n    func add() {}\n}\nfinal class LookRouter {}\n"
            ),
        ]
    }

    /// Reported on the line of the other module's reach only, whichever method comes first.
    @Test(arguments: [true, false]) func theNearestBindingAboveTypesTheLocal(ownFirst: Bool) {
        let found = LintEngine().findingLines(Self.app(ownFirst: ownFirst)).filter { $0.hasSuffix("cross-module-reach-in") }
        #expect(found == ["App/Cart/CartRouter.swift:\(ownFirst ? 11 : 6) cross-module-reach-in"], "\(found)")
    }
}
