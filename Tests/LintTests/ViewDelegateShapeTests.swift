import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// A framework view's delegate protocol named like a view protocol (`SlideViewProtocol`, kept by
/// `SlideView: UIView`) is a channel: the screen that adopts it beside its own view protocol is
/// still its module's view.
struct ViewDelegateShapeTests {
    static let files: [SourceFile] = [
        SourceFile(
            path: "App/Core/SlideView.swift",
            text:
                "import UIKit\n\nprotocol SlideViewProtocol {\n    func currentPageDidChange(to page: Int)\n}\n\nfinal class SlideView: UIView {\n    private var delegate: SlideViewProtocol?\n    init(delegate: SlideViewProtocol?) {\n        self.delegate = delegate\n        super.init(frame: .zero)\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Home/HomeViewController.swift",
            text:
                "import UIKit\n\nprotocol HomeViewProtocol: AnyObject {\n    func reload()\n}\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenterProtocol!\n    lazy var slides = SlideView(delegate: self)\n    @objc func tap() { presenter.didTap() }\n}\n\nextension HomeViewController: SlideViewProtocol {\n    func currentPageDidChange(to page: Int) {}\n}\n\nextension HomeViewController: HomeViewProtocol {\n    func reload() {}\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Home/HomePresenter.swift",
            text:
                "protocol HomePresenterProtocol: AnyObject {\n    func didTap()\n}\n\nfinal class HomePresenter: HomePresenterProtocol {\n    weak var view: HomeViewProtocol?\n    let router = HomeRouter()\n    func didTap() { router.openDetail() }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Home/HomeRouter.swift",
            text:
                "import UIKit\n\nfinal class HomeRouter {\n    weak var viewController: UIViewController?\n    static func build() -> UIViewController {\n        let view = HomeViewController()\n        let presenter = HomePresenter()\n        view.presenter = presenter\n        presenter.view = view\n        presenter.router.viewController = view\n        return view\n    }\n    func openDetail() {}\n}\n"
        ),
    ]

    /// Before: `HomeViewController` was an app-wide implementation of 'Home' and 'Slide', so
    /// module Home had no view.
    @Test func aScreenAdoptingAViewsDelegateStaysItsModulesView() {
        let app = LintEngine().model(Self.files, appRoots: []).apps[0]
        #expect(app.placements["HomeViewController"]?.role == .view, "\(app.shared.map(\.name))")
        #expect(app.placements["HomeViewController"]?.module == "Home")
        #expect(app.modules.map(\.name) == ["Home"], "\(app.modules.map(\.name))")
    }
}
