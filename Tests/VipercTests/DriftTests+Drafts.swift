import Foundation
import TestSupport
import Testing

/// `viperc init --from` drafts what `lint --spec` will compare: the drafts' own names, read back,
/// place the code's types before the module is drafted.
extension DriftTests {
    /// A protocol that both the view and the presenter of a module adopt (`MajorPresenterProtocol`,
    /// copied into the view) says no role by the code alone; once the draft names the presenter
    /// (`type: MajorPresenter`), it is the presenter's protocol, as `lint --spec` sees it. The draft
    /// declares its methods, so the round trip has no drift.
    @Test func aProtocolTheDraftsNamesSettleIsDrafted() throws {
        let files = [
            "MajorPresenter.swift":
                "import Foundation\n\nprotocol MajorPresenterProtocol: AnyObject {\n    func viewDidLoad()\n    func saveMajor()\n}\n\nfinal class MajorPresenter {\n    weak var view: MajorViewProtocol?\n    private let router: AddMajorRouter\n\n    init(view: MajorViewProtocol, router: AddMajorRouter) {\n        self.view = view\n        self.router = router\n    }\n}\n\nextension MajorPresenter: MajorPresenterProtocol {\n    func viewDidLoad() { view?.showMajors() }\n    func saveMajor() {}\n}\n",
            "AddMajorViewController.swift":
                "import UIKit\n\nprotocol MajorViewProtocol: AnyObject {\n    func showMajors()\n}\n\nfinal class AddMajorViewController: UIViewController {\n    var presenter: MajorPresenterProtocol!\n}\n\nextension AddMajorViewController: MajorViewProtocol {\n    func showMajors() {}\n}\n\n// The view answers the presenter's protocol too, as copied code often does.\nextension AddMajorViewController: MajorPresenterProtocol {\n    func saveMajor() {}\n}\n",
            "AddMajorRouter.swift":
                "import UIKit\n\nfinal class AddMajorRouter {\n    weak var viewController: UIViewController?\n\n    static func createModule() -> UIViewController {\n        let view = AddMajorViewController()\n        let router = AddMajorRouter()\n        let presenter = MajorPresenter(view: view, router: router)\n        view.presenter = presenter\n        router.viewController = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "AddMajor")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/AddMajor.viper.yaml", encoding: .utf8)
        #expect(
            spec.contains("presenter:  # MajorPresenter\n  type: MajorPresenter\n  methods:\n      - \"viewDidLoad()\"\n"),
            Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        #expect(!lint.stdout.contains("[drift-"), Comment(rawValue: lint.stdout))
    }
}
