import Architecture
import Diagnostics
import Lint
import Testing

/// Teams that call the view controller the presenter and the `UIView` it shows the view: the
/// controller implements the view's and the interactor's outputs and keeps the view.
struct ControllerPresenterShapeTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        LintEngine().findingLines(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    static let view = """
        import UIKit

        protocol ColorsScreenViewOutput: AnyObject {
            func generate()
        }

        protocol ColorsScreenViewInput {
            func show(_ text: String)
        }

        typealias ColorsScreenViewProtocol = UIView & ColorsScreenViewInput

        final class ColorsScreenView: ColorsScreenViewProtocol {
            weak var output: ColorsScreenViewOutput?
            func show(_ text: String) {}
        }

        """

    static let interactor = """
        import Foundation

        protocol ColorsScreenInteractorOutput: AnyObject {
            func didGenerate(_ text: String)
        }

        final class ColorsScreenInteractor {
            weak var output: ColorsScreenInteractorOutput?
        }

        """

    static func controller(keeping extra: String = "") -> String {
        """
        import UIKit

        final class ColorsScreenViewController: UIViewController {
            private let moduleView: ColorsScreenViewProtocol
            private let interactor: ColorsScreenInteractor
        \(extra)
            init(moduleView: ColorsScreenViewProtocol, interactor: ColorsScreenInteractor) {
                self.moduleView = moduleView
                self.interactor = interactor
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func loadView() { view = moduleView }
        }

        extension ColorsScreenViewController: ColorsScreenViewOutput {
            func generate() {}
        }

        extension ColorsScreenViewController: ColorsScreenInteractorOutput {
            func didGenerate(_ text: String) { moduleView.show(text) }
        }

        """
    }

    static func files(controller: String) -> [(String, String)] {
        [
            ("App/Colors/View/ColorsScreenView.swift", Self.view),
            ("App/Colors/Interactor/ColorsScreenInteractor.swift", Self.interactor),
            ("App/Colors/Presenter/ColorsScreenViewController.swift", controller),
        ]
    }

    /// Before, the controller was a second view: its UIKit went unreported, and its strong hold
    /// on the view (a typealias named with 'Screen') was not seen as its view.
    @Test func aControllerThatImplementsThePresenterAndKeepsTheViewIsThePresenter() {
        let files = Self.files(controller: Self.controller())
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let module = model.apps.flatMap(\.modules).first
        #expect(module?.components.contains { $0.role == .presenter && $0.name == "ColorsScreenViewController" } == true)
        #expect(module?.components.contains { $0.role == .view && $0.name == "ColorsScreenView" } == true)
        // The view's weak `output` is right: the screen stack keeps the controller.
        #expect(
            Self.lint(files) == [
                "App/Colors/Presenter/ColorsScreenViewController.swift:1 presenter-imports-ui",
                "App/Colors/Presenter/ColorsScreenViewController.swift:3 presenter-imports-ui",
                "App/Colors/Presenter/ColorsScreenViewController.swift:4 presenter-strong-view",
            ])
    }

    /// A controller that is not its interactor's output (it only listens to its root view) is
    /// a view with a subview, and a plain `UIView` keeping a subview is no presenter either.
    @Test(arguments: [true, false])
    func aControllerNotTheInteractorsOutputStaysTheView(controllerListens: Bool) {
        var controller = Self.controller()
        if controllerListens {
            controller = controller.replacingOccurrences(
                of:
                    "extension ColorsScreenViewController: ColorsScreenInteractorOutput {\n    func didGenerate(_ text: String) { moduleView.show(text) }\n}\n",
                with: "")
        } else {
            controller = controller.replacingOccurrences(
                of: "final class ColorsScreenViewController: UIViewController", with: "final class ColorsScreenHeaderView: UIView"
            )
            .replacingOccurrences(of: "ColorsScreenViewController", with: "ColorsScreenHeaderView")
        }
        let files = Self.files(controller: controller)
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(!model.apps.flatMap(\.modules).flatMap(\.components).contains { $0.role == .presenter })
    }

    /// A controller in a module that has a presenter class, or that keeps a presenter of its
    /// own (even only its protocol), is the view, whatever it implements.
    @Test(arguments: [
        ("ColorsScreenPresenter", "final class ColorsScreenPresenter {}\n", false),
        ("ColorsScreenPresenter", "final class ColorsScreenPresenter {}\n", true),
        ("ColorsScreenPresenterProtocol", "protocol ColorsScreenPresenterProtocol: AnyObject {}\n", true),
    ])
    func aControllerBesideAPresenterStaysTheView(name: String, presenter: String, kept: Bool) {
        let files =
            Self.files(controller: Self.controller(keeping: kept ? "    var presenter: \(name)?\n" : ""))
            + [("App/Colors/Presenter/\(name).swift", "import Foundation\n\n" + presenter)]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let module = model.apps.flatMap(\.modules).first
        #expect(module?.components.contains { $0.role == .view && $0.name == "ColorsScreenViewController" } == true)
        #expect(!Self.lint(files).contains("App/Colors/Presenter/ColorsScreenViewController.swift:1 presenter-imports-ui"))
    }
}
