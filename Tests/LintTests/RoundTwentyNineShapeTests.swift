import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-nine held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundTwentyNineShapeTests {
    /// Table cells on the app's own generic base cell, each with its view protocol and a
    /// presenter that a factory of the screen's interactor makes; the screen's presenter keeps
    /// the cells' presenters.
    static let cellPresentersApp = [
        SourceFile(
            path: "App/Helpers/TableViewCell.swift",
            text:
                "import UIKit\n\nclass CellPresenter {}\nclass TableViewCellWithPresenter: UITableViewCell {\n    fileprivate var internalPresenter: CellPresenter?\n}\nclass TableViewCell<T: CellPresenter>: TableViewCellWithPresenter {\n    var presenter: T? { internalPresenter as? T }\n}\n"
        ),
        SourceFile(
            path: "App/UI/Categories/Cells/CategoryCell/CategoryTableViewCell.swift",
            text:
                "import UIKit\n\nprotocol CategoryTableViewCellView: AnyObject {}\n\nclass CategoryTableViewCell: TableViewCell<CategoryTableViewCellPresenter>, CategoryTableViewCellView {\n    @IBOutlet weak var label: UILabel!\n}\n"
        ),
        SourceFile(
            path: "App/UI/Categories/Cells/CategoryCell/CategoryTableViewCellPresenter.swift",
            text:
                "import Foundation\n\nclass CategoryTableViewCellPresenter: CellPresenter {\n    let title: String\n    init(title: String) { self.title = title }\n}\n"
        ),
        SourceFile(
            path: "App/UI/Categories/Cells/CategoryCell/CategoryCellsPresentersFactory.swift",
            text:
                "import Foundation\n\nfinal class CategoryCellsPresentersFactory {\n    func make(_ titles: [String]) -> [CategoryTableViewCellPresenter] { titles.map { CategoryTableViewCellPresenter(title: $0) } }\n}\n"
        ),
        SourceFile(
            path: "App/UI/Categories/Interactor/CategoriesInteractor.swift",
            text:
                "import Foundation\n\nfinal class CategoriesInteractor {\n    let factory = CategoryCellsPresentersFactory()\n    func load() -> [CategoryTableViewCellPresenter] { factory.make([\"Soups\"]) }\n}\n"
        ),
        SourceFile(
            path: "App/UI/Categories/Presenter/CategoriesPresenter.swift",
            text:
                "import Foundation\n\nfinal class CategoriesPresenter {\n    let interactor: CategoriesInteractor\n    var cells: [CategoryTableViewCellPresenter] = []\n    init(interactor: CategoriesInteractor) { self.interactor = interactor }\n}\n"
        ),
        SourceFile(
            path: "App/UI/Categories/View/CategoriesViewController.swift",
            text:
                "import UIKit\n\nfinal class CategoriesViewController: UIViewController {\n    var presenter: CategoriesPresenter!\n}\nfinal class CategoriesRouter {\n    weak var view: UIViewController?\n}\n"
        ),
    ]

    /// A cell through the app's own generic base cell is a cell: its presenter is part of the
    /// screen that shows it, not a module the screen reaches into.
    @Test func aCellOnTheAppsOwnBaseCellIsPartOfItsScreen() {
        let app = LintEngine().model(Self.cellPresentersApp, appRoots: []).apps[0]
        #expect(app.modules.map(\.name) == ["Categories"], "\(app.modules.map(\.name))")
        let found = LintEngine().findingLines(Self.cellPresentersApp)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
    }

    /// Two targets of one project each declare a `BaseView`, one a cell and one a plain view: a
    /// screen on the plain one is not taken for a cell, so its module stays one.
    @Test func aBaseNameDeclaredTwiceIsNotTrustedForCells() {
        let files = [
            SourceFile(path: "TargetA/Base/BaseView.swift", text: "import UIKit\n\nclass BaseView: UITableViewCell {}\n"),
            SourceFile(path: "TargetB/Base/BaseView.swift", text: "import UIKit\n\nclass BaseView: UIView {}\n"),
            SourceFile(
                path: "TargetB/Profile/Profile.swift",
                text:
                    "import UIKit\n\nprotocol ProfileViewInput: AnyObject {}\n\nfinal class ProfileView: BaseView, ProfileViewInput {\n    var presenter: ProfilePresenter?\n}\nfinal class ProfilePresenter {\n    weak var view: ProfileViewInput?\n}\nenum ProfileAssembly {\n    static func make() -> ProfileView {\n        let view = ProfileView()\n        let presenter = ProfilePresenter()\n        view.presenter = presenter\n        presenter.view = view\n        return view\n    }\n}\n"
            ),
        ]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.modules.map(\.name).contains("Profile"), "\(app.modules.map(\.name))")
    }
}
