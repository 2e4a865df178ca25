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

    /// Most modules name protocols as the convention does (`MorePresenter`, implemented by
    /// `MoreDefaultPresenter`); one written before that naming has `LoginPresenterProtocol`
    /// implemented by `LoginPresenter`. The draft gives that module its own protocol names
    /// (`protocol:`), so its types no longer collide with the naming's protocols, the drafts
    /// build, and the module round-trips without drift.
    @Test func aModuleNamedBeforeTheTeamsNamingKeepsItsProtocolNames() throws {
        let folder = try Golden.temporaryFolder()
        for module in ["More", "Timer", "Feed"] {
            let files = [
                "\(module)Presenter.swift":
                    "import Foundation\n\nprotocol \(module)Presenter: AnyObject {\n    func load()\n}\n\nfinal class \(module)DefaultPresenter: \(module)Presenter {\n    let interactor: \(module)Interactor\n\n    init(interactor: \(module)Interactor) {\n        self.interactor = interactor\n    }\n\n    func load() {}\n}\n",
                "\(module)Interactor.swift":
                    "import Foundation\n\nprotocol \(module)Interactor: AnyObject {}\n\nfinal class \(module)DefaultInteractor: \(module)Interactor {}\n",
                "\(module)Builder.swift":
                    "import UIKit\n\nfinal class \(module)DefaultBuilder {\n    func build() -> UIViewController {\n        let view = \(module)ViewController()\n        view.presenter = \(module)DefaultPresenter(interactor: \(module)DefaultInteractor())\n        return view\n    }\n}\n",
                "\(module)ViewController.swift":
                    "import UIKit\n\nfinal class \(module)ViewController: UIViewController {\n    var presenter: \(module)Presenter!\n}\n",
            ]
            try Self.write(files, module: module, in: folder)
        }
        let login = [
            "LoginPresenter.swift":
                "import Foundation\n\nprotocol LoginPresenterProtocol: AnyObject {\n    func signIn()\n    func compare(with other: LoginPresenterProtocol) -> Bool\n}\n\nfinal class LoginPresenter: LoginPresenterProtocol {\n    let interactor: LoginInteractorProtocol\n\n    init(interactor: LoginInteractorProtocol) {\n        self.interactor = interactor\n    }\n\n    func signIn() {}\n    func compare(with other: LoginPresenterProtocol) -> Bool { other === self }\n}\n",
            "LoginInteractor.swift":
                "import Foundation\n\nprotocol LoginInteractorProtocol: AnyObject {\n    func check()\n}\n\nfinal class LoginInteractor: LoginInteractorProtocol {\n    func check() {}\n}\n",
            "LoginBuilder.swift":
                "import UIKit\n\nfinal class LoginDefaultBuilder {\n    func build() -> UIViewController {\n        let view = LoginViewController()\n        view.presenter = LoginPresenter(interactor: LoginInteractor())\n        return view\n    }\n}\n",
            "LoginViewController.swift":
                "import UIKit\n\nfinal class LoginViewController: UIViewController {\n    var presenter: LoginPresenterProtocol!\n}\n",
        ]
        try Self.write(login, module: "Login", in: folder)
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Login.viper.yaml", encoding: .utf8)
        #expect(spec.contains("  protocol: LoginPresenterProtocol\n"), Comment(rawValue: spec))
        #expect(spec.contains("  protocol: LoginInteractorProtocol\n"), Comment(rawValue: spec))
        // Declared by the spec, the module's own name is no known type (which would make it
        // ambiguous to the compiler): the drafts build and typecheck.
        let config = try String(contentsOfFile: folder + "/drafts/viperc.yml", encoding: .utf8)
        #expect(!config.contains("LoginPresenterProtocol"), Comment(rawValue: config))
        let build = try viperc(["build", "drafts", "--output", "Drafted", "--verify", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let loginDrift = lint.stdout.split(separator: "\n").filter { $0.contains("[drift-") && $0.contains("Login") }
        #expect(loginDrift.isEmpty, "\(loginDrift)")
    }
}
