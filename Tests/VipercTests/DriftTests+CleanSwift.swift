import Foundation
import TestSupport
import Testing

/// Code a spec cannot state as it is: the drafts keep the convention's owners and say which
/// references the code lacks, and `lint --spec` reports exactly those.
extension DriftTests {
    /// A Clean-Swift scene: the view keeps the interactor, the interactor the presenter, the
    /// presenter its view weakly. A spec cannot declare the view's interactor, so the draft keeps
    /// VIPER's owners (`view.presenter`, `presenter.interactor`) with a note naming each, and
    /// the drift check reports each at its holder. Before, those findings came unannounced.
    @Test func aCleanSwiftSceneIsDraftedWithVIPERsOwnersAnnounced() throws {
        let files = [
            "LoginViewController.swift":
                "import UIKit\n\nprotocol LoginDisplayLogic: AnyObject {\n    func show(name: String)\n}\n\nfinal class LoginViewController: UIViewController, LoginDisplayLogic {\n    var interactor: LoginBusinessLogic?\n    func show(name: String) {}\n}\n",
            "LoginInteractor.swift":
                "protocol LoginBusinessLogic: AnyObject {\n    func load()\n}\n\nfinal class LoginInteractor: LoginBusinessLogic {\n    var presenter: LoginPresentationLogic?\n    func load() { presenter?.present(name: \"\") }\n}\n",
            "LoginPresenter.swift":
                "protocol LoginPresentationLogic: AnyObject {\n    func present(name: String)\n}\n\nfinal class LoginPresenter: LoginPresentationLogic {\n    weak var viewController: LoginDisplayLogic?\n    func present(name: String) { viewController?.show(name: name) }\n}\n",
            "LoginConfigurator.swift":
                "import UIKit\n\nenum LoginConfigurator {\n    static func make() -> UIViewController {\n        let view = LoginViewController()\n        let interactor = LoginInteractor()\n        let presenter = LoginPresenter()\n        view.interactor = interactor\n        interactor.presenter = presenter\n        presenter.viewController = view\n        return view\n    }\n}\n",
        ]
        let folder = try app(files, module: "Login")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Login.viper.yaml", encoding: .utf8)
        #expect(
            spec.contains("# 'view.presenter' is strong, the convention's owner of the presenter, though 'LoginViewController' holds none"),
            Comment(rawValue: spec))
        #expect(
            spec.contains(
                "# 'presenter.interactor' is strong, the convention's owner of the interactor, though 'LoginPresenter' holds none"),
            Comment(rawValue: spec))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let missing = lint.stdout.split(separator: "\n").filter { $0.contains("[drift-missing-reference]") }
        #expect(missing.count == 2, Comment(rawValue: lint.stdout))
        #expect(missing.contains { $0.contains("'LoginViewController' holds no presenter but the spec makes 'view.presenter' strong") })
        #expect(missing.contains { $0.contains("'LoginPresenter' holds no interactor but the spec makes 'presenter.interactor' strong") })
    }

    /// A module whose code holds every one of VIPER's owners, under names of its own, gets no
    /// such note.
    @Test func heldOwnersAreNotAnnounced() throws {
        let folder = try app(
            [
                "HomeViewController.swift":
                    "import UIKit\n\nprotocol HomeViewInput: AnyObject {}\n\nfinal class HomeViewController: UIViewController, HomeViewInput {\n    var handler: HomePresenter!\n}\n",
                "HomePresenter.swift":
                    "final class HomePresenter {\n    weak var view: HomeViewInput?\n    var useCase: HomeInteractor!\n}\n",
                "HomeInteractor.swift": "final class HomeInteractor {\n    weak var output: HomePresenter?\n}\n",
            ], module: "Home")
        try draft(in: folder)
        let spec = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(!spec.contains("the convention's owner"), Comment(rawValue: spec))
    }
}
