import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-seven held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundTwentySevenShapeTests {
    /// A module whose view file declares a second view class adopting the module's view
    /// protocol (`TestJournalViewController`, another view layer's); that class opens another
    /// module through its router.
    static let secondViewApp = [
        SourceFile(
            path: "App/Modules/Journal/JournalProtocols.swift",
            text:
                "import Foundation\n\nprotocol JournalViewProtocol: AnyObject {}\nprotocol JournalPresenterProtocol: AnyObject {}\nprotocol JournalRouterProtocol: AnyObject {}\n"
        ),
        SourceFile(
            path: "App/Modules/Journal/JournalPresenter.swift",
            text:
                "import Foundation\n\nfinal class JournalPresenter: JournalPresenterProtocol {\n    weak var view: JournalViewProtocol?\n    var router: JournalRouterProtocol?\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Journal/JournalRouter.swift",
            text: "import UIKit\n\nfinal class JournalRouter: JournalRouterProtocol {\n    weak var viewController: UIViewController?\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Journal/JournalViewController.swift",
            text:
                "import UIKit\n\nfinal class JournalViewController: UIViewController, JournalViewProtocol {\n    var presenter: JournalPresenterProtocol?\n}\n\nfinal class TestJournalViewController: NodeController, JournalViewProtocol {\n    var presenter: JournalPresenterProtocol?\n    func openNotes() {\n        show(NotesRouter.createModule(), sender: self)\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Notes/Notes.swift",
            text:
                "import UIKit\n\nfinal class NotesViewController: UIViewController {\n    var presenter: NotesPresenter?\n}\nfinal class NotesPresenter {\n    weak var view: NotesViewController?\n}\nfinal class NotesRouter {\n    static func createModule() -> UIViewController { NotesViewController() }\n}\n"
        ),
    ]

    /// The second class is a variant of the module's view: the view protocol stays the module's,
    /// and the variant opening another module is reported.
    @Test func aSecondViewClassBesideTheViewIsTheModulesView() {
        let app = LintEngine().model(Self.secondViewApp, appRoots: []).apps[0]
        #expect(!app.shared.contains { $0.name == "JournalViewProtocol" }, "\(app.shared.map(\.name))")
        let found = LintEngine().findingLines(Self.secondViewApp)
        #expect(found.contains("App/Modules/Journal/JournalViewController.swift:10 view-navigates"), "\(found)")
    }
}
