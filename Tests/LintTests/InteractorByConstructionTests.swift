import Architecture
import Diagnostics
import Lint
import Testing

/// An interactor the team calls a model or a network: known by who builds it and who keeps it.
struct InteractorByConstructionTests {
    static func files(back: String, type: String = "final class AccountNetwork {") -> [SourceFile] {
        [
            (
                "App/Account/View/AccountViewController.swift",
                "import UIKit\n\nfinal class AccountViewController: UIViewController {\n    var output: AccountPresenter?\n}\n"
            ),
            (
                "App/Account/Presenter/AccountPresenter.swift",
                "import Foundation\n\nfinal class AccountPresenter {\n    weak var view: AccountViewController?\n    var model: AccountModelInput?\n}\n"
            ),
            ("App/Account/Model/AccountModelInput.swift", "protocol AccountModelInput: AnyObject {\n    func load()\n}\n"),
            (
                "App/Account/Model/AccountNetwork.swift",
                "import Foundation\n\n\(type)\n\(back)}\n\nextension AccountNetwork: AccountModelInput {\n    func load() {}\n}\n"
            ),
            (
                "App/Account/AccountBuilder.swift",
                "import UIKit\n\nfinal class AccountBuilder {\n    func build() -> UIViewController {\n        let view = AccountViewController()\n        let presenter = AccountPresenter()\n        let model = AccountNetwork()\n        view.output = presenter\n        presenter.view = view\n        presenter.model = model\n        return view\n    }\n}\n"
            ),
            (
                "App/Profile/ProfilePresenter.swift",
                "import Foundation\n\nfinal class ProfilePresenter {\n    weak var view: ProfileViewController?\n}\n"
            ),
            (
                "App/Profile/ProfileViewController.swift",
                "import UIKit\n\nfinal class ProfileViewController: UIViewController {\n    var presenter: ProfilePresenter?\n}\n"
            ),
        ].map { SourceFile(path: $0.0, text: $0.1) }
    }

    static func roles(_ files: [SourceFile]) -> [String: Role] {
        let model = LintEngine().model(files, appRoots: [])
        let account = model.apps.flatMap(\.modules).first { $0.name == "Account" }
        return Dictionary(account?.components.map { ($0.name, $0.role) } ?? [], uniquingKeysWith: { first, _ in first })
    }

    /// Built by the module's builder, kept by its presenter, keeping a presenter back: the
    /// interactor, so naming another module's presenter is a reach into it. Before, the type
    /// had no role and the reach went unreported.
    @Test func aModelThatKeepsAPresenterIsTheInteractor() {
        let files = Self.files(back: "    weak var presenter: ProfilePresenter?\n")
        #expect(Self.roles(files)["AccountNetwork"] == .interactor, "\(Self.roles(files))")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Account/Model/AccountNetwork.swift:4 cross-module-reach-in"), "\(found)")
    }

    /// The same type keeping no presenter is a service the presenter uses, not an interactor.
    @Test func aModelThatKeepsNoPresenterStaysAService() {
        let files = Self.files(back: "    var cache: [String] = []\n")
        #expect(Self.roles(files)["AccountPresenter"] == .presenter, "\(Self.roles(files))")
        #expect(Self.roles(files)["AccountNetwork"] == nil, "\(Self.roles(files))")
    }

    /// A table's data source that the presenter keeps and that calls it back helps the
    /// presenter show rows; it is no interactor (its `import UIKit` is not reported as one's).
    @Test func aDataSourceThatKeepsThePresenterIsNoInteractor() {
        let files = Self.files(
            back: "    weak var presenter: AccountPresenter?\n", type: "final class AccountNetwork: NSObject, UITableViewDataSource {")
        #expect(Self.roles(files)["AccountPresenter"] == .presenter, "\(Self.roles(files))")
        #expect(Self.roles(files)["AccountNetwork"] == nil, "\(Self.roles(files))")
    }
}
