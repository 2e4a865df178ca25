import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundTwentyShapeTests {
    /// A SwiftUI app grouped by role: a flow router file holds `AuthRouterPresenter`, the
    /// router's observable state, beside `AuthRouter: View`; a screen's view and presenter keep
    /// the router presenter. With `routerFolder` false the same type sits in a presenter folder
    /// of a module named `AuthRouter`.
    static func flowApp(routerFolder: Bool) -> [SourceFile] {
        let routerPath = routerFolder ? "App/VIPER/Router/AuthRouter.swift" : "App/Scenes/AuthRouter/Presenter/AuthRouterPresenter.swift"
        let files = [
            (
                routerPath,
                "import SwiftUI\n\nenum AuthScreens { case login }\n\nfinal class AuthRouterPresenter: ObservableObject {\n    @Published var current: AuthScreens = .login\n    func navigate(to screen: AuthScreens) { current = screen }\n}\n"
            ),
            (
                "App/VIPER/View/LoginView.swift",
                "import SwiftUI\n\nstruct LoginView: View {\n    @StateObject var presenter: LoginPresenter\n    @ObservedObject var router: AuthRouterPresenter\n    var body: some View { Text(\"login\") }\n}\n"
            ),
            (
                "App/VIPER/Presenter/LoginPresenter.swift",
                "import Foundation\n\nfinal class LoginPresenter: ObservableObject {\n    private let interactor = LoginInteractor()\n    private let router: AuthRouterPresenter\n    init(router: AuthRouterPresenter) { self.router = router }\n}\n"
            ),
            ("App/VIPER/Interactor/LoginInteractor.swift", "import Foundation\n\nfinal class LoginInteractor: ObservableObject {}\n"),
        ]
        return files.map { SourceFile(path: $0.0, text: $0.1) }
    }

    /// Before, the router presenter was the presenter of a module 'AuthRouter': its screens'
    /// presenters "reached into" it, and the views keeping it kept no router. A type so named
    /// in a presenter folder stays a presenter.
    @Test func aRouterPresenterInARouterFolderIsTheFlowsRouter() {
        let findings = LintEngine().findingLines(Self.flowApp(routerFolder: true))
        #expect(findings.contains("App/VIPER/View/LoginView.swift:5 view-references-router"), "\(findings)")
        #expect(!findings.contains { $0.hasSuffix("cross-module-reach-in") }, "\(findings)")
        let scene =
            Self.flowApp(routerFolder: false) + [
                SourceFile(
                    path: "App/Scenes/AuthRouter/View/AuthRouterView.swift",
                    text:
                        "import SwiftUI\n\nstruct AuthRouterView: View {\n    @StateObject var presenter: AuthRouterPresenter\n    var body: some View { Text(\"auth\") }\n}\n"
                )
            ]
        let roles = LintEngine().model(scene, appRoots: []).apps.flatMap(\.modules).flatMap(\.components).filter {
            $0.name == "AuthRouterPresenter"
        }.map(\.role)
        #expect(roles == [.presenter], "\(roles)")
    }

    /// Two screens of one flow whose views and presenters keep the flow's router (a router with
    /// no presenter of its own that presenters use, so of no module). Before, a router of no module was no router to the rules, and
    /// the views keeping it went unreported.
    @Test func viewsKeepingAFlowRouterOfNoModuleReferenceARouter() {
        func screen(_ name: String) -> [(String, String)] {
            [
                (
                    "App/VIPER/View/\(name)View.swift",
                    "import SwiftUI\n\nstruct \(name)View: View {\n    @StateObject var presenter: \(name)Presenter\n    @ObservedObject var router: AuthRouterPresenter\n    var body: some View { Text(\"\(name)\") }\n}\n"
                ),
                (
                    "App/VIPER/Presenter/\(name)Presenter.swift",
                    "import Foundation\n\nfinal class \(name)Presenter: ObservableObject {\n    private let interactor = \(name)Interactor()\n    private let router: AuthRouterPresenter\n    init(router: AuthRouterPresenter) { self.router = router }\n}\n"
                ),
                (
                    "App/VIPER/Interactor/\(name)Interactor.swift",
                    "import Foundation\n\nfinal class \(name)Interactor: ObservableObject {}\n"
                ),
            ]
        }
        let router = (
            "App/VIPER/Router/AuthRouter.swift",
            "import SwiftUI\n\nfinal class AuthRouterPresenter: ObservableObject {\n    @Published var current = 0\n    func navigate(to screen: Int) { current = screen }\n}\n"
        )
        let sources = ([router] + screen("Login") + screen("Register")).map { SourceFile(path: $0.0, text: $0.1) }
        let findings = LintEngine().findingLines(sources).filter { $0.hasSuffix("view-references-router") }
        #expect(
            findings == [
                "App/VIPER/View/LoginView.swift:5 view-references-router", "App/VIPER/View/RegisterView.swift:5 view-references-router",
            ], "\(findings)")
    }
}
