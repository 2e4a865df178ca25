import Architecture
import CodeSource
import Diagnostics
import Foundation
import Lint
import Testing

/// A screen whose assembly makes its presenter and the presenter of a part of it
/// (`EditorNotePresenter`, kept by `EditorPresenter`, its view the screen's view): one module,
/// whose builder is its own and whose view, adopting both view protocols and a child screen's
/// output, is no app-wide implementation.
struct AssembledPartShapeTests {
    static let files: [SourceFile] = [
        SourceFile(
            path: "App/Modules/Editor/Assembly/EditorAssembly.swift",
            text:
                "import UIKit\n\nfinal class EditorAssembly {\n    static func assembly(with view: EditorView) -> EditorInput {\n        let presenter = EditorPresenter()\n        let interactor = EditorInteractor()\n        let router = EditorRouter()\n        view.output = presenter\n        presenter.interactor = interactor\n        presenter.router = router\n        presenter.view = view\n        interactor.output = presenter\n        router.transitionHandler = view\n        let notePresenter = EditorNotePresenter()\n        notePresenter.view = view\n        view.noteOutput = notePresenter\n        presenter.notePresenter = notePresenter\n        return presenter\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Editor/View/EditorViewProtocols.swift",
            text:
                "protocol EditorViewInput: AnyObject {\n    func show(title: String)\n}\n\nprotocol EditorViewOutput: AnyObject {\n    func done()\n}\n\nprotocol EditorNoteViewInput: AnyObject {\n    func show(note: String)\n}\n\nprotocol EditorViewNoteOutput: AnyObject {\n    func record()\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Editor/View/EditorView.swift",
            text:
                "import UIKit\n\nfinal class EditorView: UIViewController {\n    var output: EditorViewOutput!\n    var noteOutput: EditorViewNoteOutput!\n    @objc func tapDone() { output.done() }\n}\n\nextension EditorView: EditorViewInput {\n    func show(title: String) {}\n}\n\nextension EditorView: EditorNoteViewInput {\n    func show(note: String) {}\n}\n\nextension EditorView: SettingsViewOutput {\n    func settings(didSelect row: Int) {}\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Editor/Presenter/EditorPresenter.swift",
            text:
                "protocol EditorInput: AnyObject {}\n\nfinal class EditorPresenter: EditorInput, EditorViewOutput, EditorInteractorOutput {\n    weak var view: EditorViewInput!\n    var interactor: EditorInteractorInput!\n    var router: EditorRouterInput!\n    weak var notePresenter: EditorNotePresenterInput?\n    func done() { interactor.save() }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Editor/Presenter/EditorNotePresenter.swift",
            text:
                "protocol EditorNotePresenterInput: AnyObject {\n    func reset()\n}\n\nfinal class EditorNotePresenter: EditorNotePresenterInput, EditorViewNoteOutput {\n    weak var view: EditorNoteViewInput!\n    func reset() {}\n    func record() { view.show(note: \"\") }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Editor/Interactor/EditorInteractor.swift",
            text:
                "protocol EditorInteractorInput: AnyObject {\n    func save()\n}\n\nprotocol EditorInteractorOutput: AnyObject {}\n\nfinal class EditorInteractor: EditorInteractorInput {\n    weak var output: EditorInteractorOutput!\n    func save() {}\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Editor/Router/EditorRouter.swift",
            text:
                "import UIKit\n\nprotocol EditorRouterInput: AnyObject {\n    func close()\n}\n\nfinal class EditorRouter: EditorRouterInput {\n    weak var transitionHandler: UIViewController!\n    func close() { transitionHandler.dismiss(animated: true) }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Editor/Submodules/Settings/SettingsViewController.swift",
            text:
                "import UIKit\n\nprotocol SettingsViewOutput: AnyObject {\n    func settings(didSelect row: Int)\n}\n\nfinal class SettingsViewController: UIViewController {\n    weak var output: SettingsViewOutput?\n    func select(_ row: Int) { output?.settings(didSelect: row) }\n}\n"
        ),
    ]
}

extension AssembledPartShapeTests {
    /// Before: `module EditorNote` beside `Editor`, the assembly an app-wide builder and the
    /// view an app-wide implementation, so `Editor` had no view and no builder.
    @Test func aPartPresenterTheAssemblyMakesJoinsTheScreen() {
        let app = LintEngine().model(Self.files, appRoots: []).apps[0]
        #expect(app.modules.map(\.name) == ["Editor"], "\(app.modules.map(\.name))")
        #expect(app.shared.isEmpty, "\(app.shared.map(\.name))")
        #expect(app.placements["EditorView"]?.role == .view)
        #expect(app.placements["EditorView"]?.module == "Editor")
        #expect(app.placements["EditorAssembly"]?.role == .builder)
        #expect(app.placements["EditorNotePresenter"]?.module == "Editor")
    }

    /// A presenter the assembly makes that its presenter does not keep is another module's,
    /// and the assembly that makes both stays app-wide.
    @Test func aPresenterNotKeptIsNoPart() {
        let files = Self.files.map { file in
            file.path.hasSuffix("EditorPresenter.swift")
                ? SourceFile(
                    path: file.path,
                    text: String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(
                        of: "    weak var notePresenter: EditorNotePresenterInput?\n", with: ""))
                : file
        }
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let names = app.modules.map { $0.name }
        #expect(names.contains("EditorNote"), "\(names)")
    }

    /// A child screen the assembly makes beside the screen, with a view controller of its own
    /// (`ProfileHeaderViewController`), stays a module though the screen's presenter keeps it.
    @Test func aChildWithAScreenOfItsOwnStaysAModule() {
        let files = [
            SourceFile(
                path: "App/Modules/Profile/ProfileAssembly.swift",
                text:
                    "import UIKit\n\nfinal class ProfileAssembly {\n    static func build() -> UIViewController {\n        let view = ProfileViewController()\n        let presenter = ProfilePresenter()\n        let interactor = ProfileInteractor()\n        let router = ProfileRouter()\n        view.output = presenter\n        presenter.view = view\n        presenter.interactor = interactor\n        presenter.router = router\n        router.viewController = view\n        let headerView = ProfileHeaderViewController()\n        let headerPresenter = ProfileHeaderPresenter()\n        headerView.output = headerPresenter\n        headerPresenter.view = headerView\n        presenter.header = headerPresenter\n        view.addChild(headerView)\n        return view\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Profile/ProfileHeaderPresenter.swift",
                text:
                    "protocol ProfileHeaderModuleInput: AnyObject { func reload() }\n\nfinal class ProfileHeaderPresenter: ProfileHeaderModuleInput, ProfileHeaderViewOutput {\n    weak var view: ProfileHeaderViewInput?\n    func reload() {}\n    func tapAvatar() {}\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Profile/ProfileHeaderViewController.swift",
                text:
                    "import UIKit\n\nprotocol ProfileHeaderViewInput: AnyObject { func show(avatar: String) }\nprotocol ProfileHeaderViewOutput: AnyObject { func tapAvatar() }\n\nfinal class ProfileHeaderViewController: UIViewController, ProfileHeaderViewInput {\n    var output: ProfileHeaderViewOutput!\n    func show(avatar: String) {}\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Profile/ProfileInteractor.swift",
                text:
                    "protocol ProfileInteractorInput: AnyObject { func load() }\nfinal class ProfileInteractor: ProfileInteractorInput { func load() {} }\n"
            ),
            SourceFile(
                path: "App/Modules/Profile/ProfilePresenter.swift",
                text:
                    "final class ProfilePresenter: ProfileViewOutput {\n    weak var view: ProfileViewInput?\n    var interactor: ProfileInteractorInput!\n    var router: ProfileRouterInput!\n    var header: ProfileHeaderModuleInput?\n    func viewDidLoad() { header?.reload() }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Profile/ProfileRouter.swift",
                text:
                    "import UIKit\nprotocol ProfileRouterInput: AnyObject { func close() }\nfinal class ProfileRouter: ProfileRouterInput {\n    weak var viewController: UIViewController?\n    func close() {}\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Profile/ProfileViewController.swift",
                text:
                    "import UIKit\n\nprotocol ProfileViewInput: AnyObject { func show(name: String) }\nprotocol ProfileViewOutput: AnyObject { func viewDidLoad() }\n\nfinal class ProfileViewController: UIViewController, ProfileViewInput {\n    var output: ProfileViewOutput!\n    func show(name: String) {}\n}\n"
            ),
        ]
        let names = LintEngine().model(files, appRoots: []).apps[0].modules.map { $0.name }
        #expect(names.sorted() == ["Profile", "ProfileHeader"], "\(names)")
    }

    /// A presenter whose name only begins with the module's letters (`Editornote`) is no part.
    @Test func aPartIsNamedWithAWordOfItsOwn() {
        let files = Self.files.map { file in
            SourceFile(
                path: file.path.replacingOccurrences(of: "EditorNote", with: "Editornote"),
                text: String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "EditorNote", with: "Editornote"))
        }
        let names = LintEngine().model(files, appRoots: []).apps[0].modules.map { $0.name }
        #expect(names.contains("Editornote"), "\(names)")
    }
}
