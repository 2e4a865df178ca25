import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// An MVVM screen in a VIPER app: a view model that its wireframe's factory makes, its view
/// keeps and that keeps the wireframe, with no interactor. It is no presenter, so the presenter
/// rules leave its UIKit alone; given an interactor to talk to, it plays the presenter.
struct MVVMScreenShapeTests {
    static func files(talksToInteractor: Bool) -> [SourceFile] {
        let interactorProperty = talksToInteractor ? "    let interactor: ActivityInteractorInputProtocol\n" : ""
        let interactorInit = talksToInteractor ? "interactor: ActivityInteractorInputProtocol, " : ""
        let interactorSet = talksToInteractor ? "        self.interactor = interactor\n" : ""
        let interactorMake = talksToInteractor ? "interactor: ActivityInteractor(), " : ""
        return [
            SourceFile(
                path: "App/Activity/ActivityViewModel.swift",
                text:
                    "import UIKit\n\nprotocol ActivityViewModelProtocol: AnyObject {\n    func reload()\n}\n\nfinal class ActivityViewModel: ActivityViewModelProtocol {\n    let wireframe: ActivityWireframeProtocol\n\(interactorProperty)    init(\(interactorInit)wireframe: ActivityWireframeProtocol) {\n\(interactorSet)        self.wireframe = wireframe\n    }\n    func reload() { _ = UIScreen.main }\n}\n"
            ),
            SourceFile(
                path: "App/Activity/ActivityViewController.swift",
                text:
                    "import UIKit\n\nfinal class ActivityViewController: UIViewController {\n    var viewModel: ActivityViewModelProtocol\n    init(viewModel: ActivityViewModelProtocol) {\n        self.viewModel = viewModel\n        super.init(nibName: nil, bundle: nil)\n    }\n    required init?(coder: NSCoder) { nil }\n}\n"
            ),
            SourceFile(
                path: "App/Activity/ActivityWireframe.swift",
                text:
                    "import UIKit\n\nprotocol ActivityWireframeProtocol: AnyObject {\n    func close()\n}\n\nfinal class ActivityWireframe: ActivityWireframeProtocol {\n    weak var controller: UIViewController?\n    func close() { controller?.dismiss(animated: true) }\n}\n\nenum ActivityViewFactory {\n    static func createView() -> UIViewController {\n        let wireframe = ActivityWireframe()\n        let viewModel = ActivityViewModel(\(interactorMake)wireframe: wireframe)\n        let view = ActivityViewController(viewModel: viewModel)\n        wireframe.controller = view\n        return view\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Activity/ActivityInteractor.swift",
                text:
                    "import Foundation\n\nprotocol ActivityInteractorInputProtocol: AnyObject {\n    func load()\n}\n\nfinal class ActivityInteractor: ActivityInteractorInputProtocol {\n    func load() {}\n}\n"
            ),
        ]
    }

    /// Before: "a file that declares a presenter imports 'UIKit'" on the view model.
    @Test func aViewModelWithNoInteractorIsNoPresenter() {
        let found = LintEngine().findingLines(Self.files(talksToInteractor: false))
        #expect(
            !found.contains { $0.hasPrefix("App/Activity/ActivityViewModel.swift") && $0.hasSuffix("presenter-imports-ui") }, "\(found)")
    }

    /// The same view model talking to an interactor is the presenter, and its UIKit is reported.
    @Test func aViewModelThatTalksToAnInteractorIsThePresenter() {
        let found = LintEngine().findingLines(Self.files(talksToInteractor: true))
        #expect(found.contains("App/Activity/ActivityViewModel.swift:1 presenter-imports-ui"), "\(found)")
    }
}
