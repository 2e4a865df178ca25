import Foundation
import TestSupport
import Testing

/// Names a draft gives its protocols where the code's type names take the convention's.
extension DriftTests {
    /// Role-named code (`MorePresenter` implemented by `MoreDefaultPresenter`) whose routers are
    /// classes named `MoreRouter`, the name the convention gives the router protocol. Before, the
    /// draft named both 'MoreRouter' and `build` refused it for a name collision.
    @Test func aRouterClassNamedLikeTheConventionsProtocolIsDraftedApart() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["More", "Timer"] {
            let files = [
                "\(module)Presenter.swift":
                    "import Foundation\n\nprotocol \(module)Presenter: AnyObject {\n    func load()\n}\n\nfinal class \(module)DefaultPresenter: \(module)Presenter {\n    let interactor: \(module)Interactor\n    let router: \(module)Router\n\n    init(interactor: \(module)Interactor, router: \(module)Router) {\n        self.interactor = interactor\n        self.router = router\n    }\n\n    func load() {}\n}\n",
                "\(module)Interactor.swift":
                    "import Foundation\n\nprotocol \(module)Interactor: AnyObject {}\n\nfinal class \(module)DefaultInteractor: \(module)Interactor {}\n",
                "\(module)Router.swift":
                    "import UIKit\n\nfinal class \(module)Router {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let router = \(module)Router()\n        let view = \(module)ViewController()\n        view.presenter = \(module)DefaultPresenter(interactor: \(module)DefaultInteractor(), router: router)\n        router.viewController = view\n        return view\n    }\n}\n",
                "\(module)ViewController.swift":
                    "import UIKit\n\nfinal class \(module)ViewController: UIViewController {\n    var presenter: \(module)Presenter!\n}\n",
            ]
            try Self.write(files, module: module, in: folder)
        }
        try draft(in: folder)
        try expectDraftsBuild(in: folder)
    }
}
