import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// A module view that also adopts an app manager's observer protocol, named like a role protocol
/// (`ItemOperationManagerViewProtocol`, declared with the manager outside the linted folders),
/// which a plain screen adopts too. No type is named for 'ItemOperationManager', so it is no
/// screen: the view stays its module's, not an app-wide implementation of two modules.
struct ObserverProtocolShapeTests {
    static let files = [
        SourceFile(
            path: "App/Detail/DetailViewInput.swift",
            text:
                "import UIKit\n\nprotocol DetailViewInput: AnyObject {\n    func show()\n}\n\nprotocol DetailViewOutput {\n    func viewIsReady()\n}\n"
        ),
        SourceFile(
            path: "App/Detail/DetailViewController.swift",
            text:
                "import UIKit\n\nfinal class DetailViewController: BaseViewController {\n    var output: DetailViewOutput!\n}\n\nextension DetailViewController: DetailViewInput {\n    func show() { SnackbarManager.shared.show() }\n}\n\nextension DetailViewController: ItemOperationManagerViewProtocol {}\n"
        ),
        SourceFile(
            path: "App/Detail/DetailPresenter.swift",
            text: "final class DetailPresenter: DetailViewOutput {\n    weak var view: DetailViewInput?\n    func viewIsReady() {}\n}\n"),
        SourceFile(
            path: "App/Detail/DetailConfigurator.swift",
            text:
                "import UIKit\n\nfinal class DetailModuleConfigurator {\n    func configure(viewController: DetailViewController) {\n        let presenter = DetailPresenter()\n        presenter.view = viewController\n        viewController.output = presenter\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Shared/AllFilesSegmentedController.swift",
            text:
                "import UIKit\n\nfinal class AllFilesSegmentedController: SegmentedController {}\n\nextension AllFilesSegmentedController: ItemOperationManagerViewProtocol {}\n"
        ),
    ]

    /// Before: the view was an "app-wide implementation" of 'Detail' and 'ItemOperationManager',
    /// so its module had no view and its manager singleton went unreported.
    @Test func aViewAdoptingAManagersObserverProtocolStaysItsModules() {
        let found = LintEngine().findingLines(Self.files)
        #expect(found.contains("App/Detail/DetailViewController.swift:8 view-uses-service"), "\(found)")
    }
}
