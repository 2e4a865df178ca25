import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// What a protocol is by who implements it, when its name says another role. A small app that
/// names no file of the corpus.
struct ProtocolRoleShapeTests {
    /// A protocol named like the module's view's that no view implements and only its own
    /// interactor does (what the interactor serves its opener) is the interactor's, so its
    /// members are not drafted onto the view.
    @Test func aViewNamedProtocolOnlyTheInteractorImplementsIsTheInteractors() {
        let files = [
            SourceFile(
                path: "App/Filter/FilterViewController.swift",
                text: "import UIKit\n\nfinal class FilterViewController: UIViewController {\n    var presenter: FilterPresenter!\n}\n"),
            SourceFile(
                path: "App/Filter/FilterPresenter.swift",
                text:
                    "import Foundation\n\nfinal class FilterPresenter {\n    weak var view: FilterViewController?\n    var interactor: FilterInteractor!\n}\n"
            ),
            SourceFile(
                path: "App/Filter/FilterInteractor.swift",
                text:
                    "import Foundation\n\nprotocol FilterViewProtocol: AnyObject {\n    func clear()\n}\n\nfinal class FilterInteractor: FilterViewProtocol {\n    weak var presenter: FilterPresenter?\n    func clear() {}\n}\n"
            ),
        ]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let roles = app.modules.flatMap(\.protocols).filter { $0.name == "FilterViewProtocol" }.map(\.role)
        #expect(roles == [.interactor], "\(app.modules)")
    }
}
