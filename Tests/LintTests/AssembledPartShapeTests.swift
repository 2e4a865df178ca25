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
}
