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

    static let look = SourceFile(
        path: "App/Look/Look.swift",
        text:
            "import UIKit\n\nfinal class LookViewController: UIViewController {\n    var output: LookPresenter?\n}\nfinal class LookPresenter {\n    weak var view: LookViewController?\n    var router: LookRouter?\n    func add() {}\n}\nfinal class LookRouter {}\n"
    )

    /// The Cart module with `body` inside its router, beside Look.
    static func cart(router body: String) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Cart/CartRouter.swift",
                text: "import UIKit\n\nfinal class CartRouter {\n    weak var presenter: CartPresenter?\n" + body + "}\n"),
            SourceFile(
                path: "App/Cart/CartViewController.swift",
                text: "import UIKit\n\nfinal class CartViewController: UIViewController {\n    var output: CartPresenter?\n}\n"),
            SourceFile(
                path: "App/Cart/CartPresenter.swift",
                text:
                    "import Foundation\n\nfinal class CartPresenter {\n    weak var view: CartViewController?\n    var router: CartRouter?\n}\n"
            ),
            look,
        ]
    }

    static func reachLines(_ files: [SourceFile]) -> [String] {
        LintEngine().findingLines(files).filter { $0.hasSuffix("cross-module-reach-in") }
    }

    /// A cast-bound local lives in its block: after it, in the same method or another, the name
    /// is some other local's or parameter's. Each router body with the reaches it makes.
    static let scopes: [(String, [String])] = [
        // After the block, in the same method: a plain local of the name.
        (
            "    func show(from nav: UINavigationController) {\n        if let vc = nav.topViewController as? LookViewController {\n            nav.popToViewController(vc, animated: true)\n            return\n        }\n        let vc = CartViewController()\n        vc.output = presenter\n    }\n",
            []
        ),
        // In the next method: a parameter of the name.
        (
            "    func back(_ nav: UINavigationController) {\n        if let vc = nav.topViewController as? LookViewController { nav.popToViewController(vc, animated: true) }\n    }\n    func attach(_ vc: CartViewController) {\n        vc.output = presenter\n    }\n",
            []
        ),
        // In an earlier method.
        (
            "    func attach(_ vc: CartViewController) {\n        vc.output = presenter\n    }\n    func back(_ nav: UINavigationController) {\n        if let vc = nav.topViewController as? LookViewController { nav.popToViewController(vc, animated: true) }\n    }\n",
            []
        ),
        // After an `if let` block, the name is the parameter's again.
        (
            "    func show(_ vc: CartViewController, from nav: UINavigationController) {\n        if let vc = nav.topViewController as? LookViewController {\n            nav.popToViewController(vc, animated: true)\n        }\n        vc.output = presenter\n    }\n",
            []
        ),
        // The same local reaching the same member twice is one reach, reported once.
        (
            "    func refresh(_ top: UIViewController?) {\n        if let vc = top as? LookViewController {\n            vc.output?.add()\n            vc.output?.add()\n        }\n    }\n",
            ["App/Cart/CartRouter.swift:7 cross-module-reach-in"]
        ),
        // A plain local of the name, in a block inside a guard binding's, hides it there.
        (
            "    func show(from nav: UINavigationController, fresh: Bool) {\n        guard let vc = nav.topViewController as? LookViewController else { return }\n        if fresh {\n            let vc = CartViewController()\n            vc.output = presenter\n        }\n        vc.output?.add()\n    }\n",
            ["App/Cart/CartRouter.swift:11 cross-module-reach-in"]
        ),
    ]

    @Test(arguments: scopes.indices) func aCastBoundLocalEndsWithItsBlock(_ index: Int) {
        let (body, expected) = Self.scopes[index]
        let found = Self.reachLines(Self.cart(router: body))
        #expect(found == expected, "\(found)")
    }

    /// A `guard` binding lives to the end of its enclosing block, and hides a property of its name.
    @Test func aGuardBindingHidesAPropertyOfItsName() {
        let files = Self.cart(
            router:
                "    weak var viewController: UIViewController?\n    func back() {\n        guard let nav = viewController?.navigationController,\n            let viewController = nav.viewControllers.first as? LookViewController\n        else { return }\n        viewController.output?.add()\n    }\n"
        )
        #expect(Self.reachLines(files) == ["App/Cart/CartRouter.swift:10 cross-module-reach-in"], "\(Self.reachLines(files))")
    }

    /// A cast-bound local elsewhere in the type does not hide a computed property of its name.
    @Test func aComputedPropertyIsStillReadAfterACastBindingOfItsName() {
        let files = [
            SourceFile(
                path: "App/Cart/CartViewController.swift",
                text:
                    "import UIKit\n\nfinal class CartViewController: UIViewController {\n    var output: CartPresenter?\n    var look: LookViewController? { children.first as? LookViewController }\n    func clear() { look?.output?.add() }\n    func show(_ sender: Any) {\n        if let look = sender as? UIViewController { present(look, animated: true) }\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Cart/CartPresenter.swift",
                text:
                    "import Foundation\n\nfinal class CartPresenter {\n    weak var view: CartViewController?\n    var router: CartRouter?\n}\nfinal class CartRouter {}\n"
            ),
            Self.look,
        ]
        #expect(Self.reachLines(files) == ["App/Cart/CartViewController.swift:6 cross-module-reach-in"], "\(Self.reachLines(files))")
    }

    /// One local name bound to two other modules' views in turn reaches each: two findings.
    @Test func oneNameBoundToTwoModulesViewsReachesBoth() {
        let pay = SourceFile(
            path: "App/Pay/Pay.swift",
            text:
                "import UIKit\n\nfinal class PayViewController: UIViewController {\n    var output: PayPresenter?\n}\nfinal class PayPresenter {\n    weak var view: PayViewController?\n    var router: PayRouter?\n    func add() {}\n}\nfinal class PayRouter {}\n"
        )
        let files =
            Self.cart(
                router:
                    "    func back(_ a: UIViewController?, _ b: UIViewController?) {\n        if let vc = a as? LookViewController { vc.output?.add() }\n        if let vc = b as? PayViewController { vc.output?.add() }\n    }\n"
            ) + [pay]
        let found = Self.reachLines(files)
        #expect(
            found == ["App/Cart/CartRouter.swift:6 cross-module-reach-in", "App/Cart/CartRouter.swift:7 cross-module-reach-in"], "\(found)")
    }
}
