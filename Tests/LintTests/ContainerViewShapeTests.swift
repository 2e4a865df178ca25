import Architecture
import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// A tab bar controller that is its module's view and does the routing of the screens it shows:
/// it conforms to its own view protocol and to the other modules' router protocols, and asks
/// a composer it holds for their view controllers. A small app that names no file of the corpus.
struct ContainerViewShapeTests {
    static func screen(_ name: String) -> SourceFile {
        SourceFile(
            path: "App/\(name)/\(name)Presenter.swift",
            text: """
                import Foundation

                public protocol \(name)Router: AnyObject {
                    func route\(name)Done()
                }

                public protocol \(name)PresenterOutput: AnyObject {}

                public final class \(name)Presenter {
                    public weak var output: \(name)PresenterOutput?
                    public weak var router: \(name)Router!
                }

                public final class \(name)ViewController: UIViewController, \(name)PresenterOutput {
                    public var presenter: \(name)Presenter!
                }

                final class \(name)Connector {
                    private let viewController: \(name)ViewController
                    private let presenter = \(name)Presenter()
                    init(viewController: \(name)ViewController, router: \(name)Router) {
                        self.viewController = viewController
                        presenter.router = router
                    }
                    func configure() {
                        viewController.presenter = presenter
                        presenter.output = viewController
                    }
                }

                """)
    }

    static let files: [SourceFile] = [
        screen("Feed"), screen("Settings"),
        SourceFile(
            path: "App/Root/RootConnector.swift",
            text: """
                import Foundation

                final class RootConnector {
                    private let viewController = RootViewController()
                    private let presenter = RootPresenter()
                    func configure() {
                        viewController.presenter = presenter
                        presenter.output = viewController
                    }
                }

                """),
        SourceFile(
            path: "App/Root/RootViewController.swift",
            text: """
                import UIKit

                public protocol RootViewControllerComposer: AnyObject {
                    var feedViewController: FeedViewController { get }
                    func settingsViewController(router: SettingsRouter) -> SettingsViewController
                }

                public protocol RootPresenterOutput: AnyObject {
                    func showTabs()
                }

                public final class RootPresenter {
                    public weak var output: RootPresenterOutput?
                }

                public final class RootViewController: UITabBarController {
                    public var presenter: RootPresenter!
                    public weak var composer: RootViewControllerComposer!
                }

                extension RootViewController: RootPresenterOutput {
                    public func showTabs() {
                        viewControllers = [composer.feedViewController]
                    }
                }

                extension RootViewController: FeedRouter, SettingsRouter {
                    public func routeFeedDone() {
                        present(composer.settingsViewController(router: self), animated: true)
                    }

                    public func routeSettingsDone() {
                        dismiss(animated: true)
                    }
                }

                """),
    ]

    /// Before: the controller conformed to role protocols of three modules, so it was an
    /// app-wide implementation, no module's view, and nothing it did was reported.
    @Test func aContainerThatRoutesForItsScreensStaysItsModulesView() {
        let model = LintEngine().model(Self.files, appRoots: [])
        let root = model.apps.flatMap(\.modules).first { $0.name == "Root" }
        #expect(root?.components.contains { $0.role == .view && $0.name == "RootViewController" } == true, "\(String(describing: root))")
    }

    /// Before: a call through the composer was not seen, since only its protocol says that it
    /// returns another module's view controller.
    @Test func callsThroughItsComposerOpenTheOtherModules() {
        let findings = Set(
            LintEngine().lint(Self.files, appRoots: []).filter { $0.location.path.hasSuffix("RootViewController.swift") }
                .map { "\($0.location.line) \($0.ruleID)" })
        #expect(findings.contains("23 view-navigates"), "\(findings)")
        #expect(findings.contains("29 view-navigates"), "\(findings)")
        #expect(findings.contains("27 view-references-router"), "\(findings)")
    }

    /// Specs that name the screens' router protocols (a drafted `role-named` convention makes
    /// `FeedRouter` the Feed router's protocol). Before: the container's conformance to them
    /// joined every module into one, and `init --from` drafted one module where there are three.
    @Test func namedRouterProtocolsKeepTheScreensApart() throws {
        let folder = try Golden.temporaryFolder()
        let config = """
            convention: role-named
            naming:
              protocols:
                view: "{Module}PresenterOutput"
              types:
                builder: "{Module}Connector"
                presenter: "{Module}Presenter"
                view: "{Module}ViewController"

            """
        try config.write(toFile: folder + "/viperc.yml", atomically: true, encoding: .utf8)
        for name in ["Feed", "Settings", "Root"] {
            let router = name == "Root" ? "" : "router:\n"
            try "module: \(name)\nview:\npresenter:\n\(router)builder:\n".write(
                toFile: folder + "/\(name).viper.yaml", atomically: true, encoding: .utf8)
        }
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: folder, engine: engine)
        try #require(!engine.hasErrors, "\(engine.diagnostics)")
        let model = LintEngine(projects: projects).model(Self.files, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name).sorted() == ["Feed", "Root", "Settings"])
    }
}
