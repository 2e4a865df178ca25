import Architecture
import Testing

@testable import CodeSource
@testable import Lint

/// Role-first names: the role word leads and the module follows (`PresenterLogin`,
/// `InputInteractorLoginProtocol`). Read so only in role folders. A small app that names no
/// file or app of the corpus.
struct RoleFirstNameTests {
    static let app: KeyValuePairs<String, String> = [
        "App/Signup/Interactor/InteractorSignup.swift":
            "protocol InputInteractorSignupProtocol: AnyObject {\n    func submit()\n}\nprotocol OutputInteractorSignupProtocol: AnyObject {\n    func submitted()\n}\nfinal class InteractorSignup: InputInteractorSignupProtocol {\n    weak var presenter: OutputInteractorSignupProtocol?\n    func submit() {}\n}\n",
        "App/Signup/Presenter/PresenterSignup.swift":
            "import UIKit\n\nprotocol PresenterSignupProtocol: AnyObject {\n    func submitTapped()\n}\nfinal class PresenterSignup: PresenterSignupProtocol {\n    weak var view: SignupViewControllerProtocol?\n    var interactor: InputInteractorSignupProtocol?\n    var router: RouterSignupProtocol?\n    func submitTapped() {}\n}\nextension PresenterSignup: OutputInteractorSignupProtocol {\n    func submitted() {}\n}\n",
        "App/Signup/Router/RouterSignup.swift":
            "protocol RouterSignupProtocol: AnyObject {}\nfinal class RouterSignup: RouterSignupProtocol {\n    weak var viewController: UIViewController?\n    static func make() -> UIViewController {\n        let view = SignupViewController()\n        let presenter = PresenterSignup()\n        let interactor = InteractorSignup()\n        let router = RouterSignup()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.router = router\n        interactor.presenter = presenter\n        router.viewController = view\n        return view\n    }\n}\n",
        "App/Signup/View/SignupViewController.swift":
            "protocol SignupViewControllerProtocol: AnyObject {}\nfinal class SignupViewController: UIViewController, SignupViewControllerProtocol {\n    var presenter: PresenterSignupProtocol?\n}\n",
        "App/Networking/RouterConfig.swift": "struct RouterConfig {\n    var baseURL: String\n}\n",
    ]

    @Test func roleFirstNamesInRoleFoldersMakeAModule() {
        let model = LintEngine().model(ModelRecoveryTests.sources(Self.app), appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name) == ["Signup"])
        let roles = Dictionary(modules[0].components.map { ($0.name, $0.role) }, uniquingKeysWith: { first, _ in first })
        #expect(roles["PresenterSignup"] == .presenter)
        #expect(roles["InteractorSignup"] == .interactor)
        #expect(roles["RouterSignup"] == .router)
        // The output protocol is the presenter's, which implements it.
        #expect(ModelRecoveryTests.module(of: "OutputInteractorSignupProtocol", in: Self.app) == "Signup")
        // Outside a role folder a leading role word proposes nothing.
        #expect(ModelRecoveryTests.module(of: "RouterConfig", in: Self.app) == nil)
        #expect(ModelRecoveryTests.findings(Self.app) == ["App/Signup/Presenter/PresenterSignup.swift:1 presenter-imports-ui"])
    }

    @Test func roleFirstClassesWithoutProtocolsMakeAModuleToo() {
        let app: KeyValuePairs<String, String> = [
            "App/Profile/Presenter/PresenterProfile.swift":
                "final class PresenterProfile {\n    weak var view: ProfileViewController?\n    var interactor: InteractorProfile?\n}\n",
            "App/Profile/Interactor/InteractorProfile.swift":
                "final class InteractorProfile {\n    weak var presenter: PresenterProfile?\n}\n",
            "App/Profile/View/ProfileViewController.swift":
                "final class ProfileViewController: UIViewController {\n    var presenter: PresenterProfile!\n}\n",
        ]
        #expect(ModelRecoveryTests.module(of: "PresenterProfile", in: app) == "Profile")
        #expect(ModelRecoveryTests.module(of: "InteractorProfile", in: app) == "Profile")
    }

    @Test func theRoleWordAloneOrBeforeAnotherRoleIsNoModuleName() {
        #expect(TypeRoles.roleFirstRole("PresenterLogin", isProtocol: false)?.prefix == "Login")
        #expect(TypeRoles.roleFirstRole("OutputInteractorLoginProtocol", isProtocol: true)?.role == .presenter)
        #expect(TypeRoles.roleFirstRole("RouterView", isProtocol: false) == nil)
        #expect(TypeRoles.roleFirstRole("Presenters", isProtocol: false) == nil)
        #expect(TypeRoles.roleFirstRole("PresenterLogin", isProtocol: true) == nil)
    }
}
