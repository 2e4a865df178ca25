import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-four held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundTwentyFourShapeTests {
    /// A flow whose coordinator keeps the interactor and is what the interactor reports to, with
    /// no presenter; the app's `Coordinator` protocol, named by the role word alone, sits in a
    /// file of its own. With `presenter`, the module has a presenter too.
    static func coordinatorApp(presenter: Bool) -> [SourceFile] {
        var files = [
            SourceFile(
                path: "App/Utils/Coordinator.swift",
                text: "import UIKit\n\nprotocol Coordinator: AnyObject {\n    func start()\n}\n"
            ),
            SourceFile(
                path: "App/Feature/Apply/ApplyContract.swift",
                text:
                    "import Foundation\n\nprotocol ApplyInteractorInput: AnyObject {\n    func save()\n}\n\nprotocol ApplyInteractorOutput: AnyObject {\n    func saved()\n}\n"
            ),
            SourceFile(
                path: "App/Feature/Apply/ApplyInteractor.swift",
                text:
                    "import Foundation\n\nfinal class ApplyInteractor: ApplyInteractorInput {\n    weak var coordinator: ApplyInteractorOutput?\n    func save() { coordinator?.saved() }\n}\n"
            ),
            SourceFile(
                path: "App/Feature/Apply/ApplyCoordinator.swift",
                text:
                    "import UIKit\n\nfinal class ApplyCoordinator: Coordinator {\n    var interactor: ApplyInteractorInput?\n    weak var parent: UIViewController?\n    func start() {}\n}\n\nextension ApplyCoordinator: ApplyInteractorOutput {\n    func saved() {}\n}\n"
            ),
            SourceFile(
                path: "App/Feature/Apply/ApplyViewController.swift",
                text: "import UIKit\n\nfinal class ApplyViewController: UIViewController {\n    weak var coordinator: Coordinator?\n}\n"
            ),
        ]
        if presenter {
            files.append(
                SourceFile(
                    path: "App/Feature/Apply/ApplyPresenter.swift",
                    text: "import Foundation\n\nfinal class ApplyPresenter {\n    weak var view: ApplyViewController?\n}\n"
                ))
        }
        return files
    }

    /// The coordinator plays the presenter, so its file importing UIKit is reported; the app's
    /// `Coordinator` protocol stays no module's.
    @Test func aCoordinatorTheInteractorReportsToIsThePresenter() {
        let files = Self.coordinatorApp(presenter: false)
        let module = LintEngine().model(files, appRoots: []).apps[0].modules.first { $0.name == "Apply" }
        #expect(module?.components.first { $0.role == .presenter }?.name == "ApplyCoordinator", "\(String(describing: module))")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Feature/Apply/ApplyCoordinator.swift:1 presenter-imports-ui"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("App/Utils/") || $0.hasSuffix("interactor-references-router") }, "\(found)")
    }

    /// Beside a presenter it is the module's router, as its name says.
    @Test func besideAPresenterTheCoordinatorIsTheRouter() {
        let module = LintEngine().model(Self.coordinatorApp(presenter: true), appRoots: []).apps[0].modules.first { $0.name == "Apply" }
        #expect(module?.components.first { $0.role == .router }?.name == "ApplyCoordinator", "\(String(describing: module))")
    }

    /// A class of another name that keeps the coordinator (`ApplyViewModel`) is the presenter;
    /// the coordinator stays the router, and the interactor reporting to it is reported.
    @Test func aCoordinatorAnotherClassKeepsStaysTheRouter() {
        let files =
            Self.coordinatorApp(presenter: false) + [
                SourceFile(
                    path: "App/Feature/Apply/ApplyViewModel.swift",
                    text:
                        "import Foundation\n\nfinal class ApplyViewModel {\n    var interactor: ApplyInteractorInput?\n    var router: ApplyCoordinator?\n}\n"
                )
            ]
        let module = LintEngine().model(files, appRoots: []).apps[0].modules.first { $0.name == "Apply" }
        #expect(module?.components.first { $0.name == "ApplyCoordinator" }?.role == .router, "\(String(describing: module))")
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("presenter-imports-ui") }, "\(found)")
    }
}
