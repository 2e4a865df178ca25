import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-six held-out apps, each as a small app that names no file of
/// the corpus; the first test fails without its rule, the others pin its limits (each fails
/// when its limit is taken out).
struct RoundTwentySixShapeTests {
    /// A flat folder (a 2016 app's): the Record screen's presenter makes `CameraInteractor`,
    /// which makes `FlashInteractor`; both name UIKit types. With `secondUser`, the Trim screen's
    /// presenter makes the camera interactor too; with `useCaseFolder`, the two interactors lie
    /// in a folder of their own.
    static func flatApp(
        secondUser: Bool = false, useCaseFolder: String? = nil, trimKeeps: String? = nil, recordFolder: String = "App/",
        interactorSubfolder: String = "", flashKeepsCamera: Bool = false
    ) -> [SourceFile] {
        let interactors = useCaseFolder.map { "App/\($0)/" } ?? recordFolder + interactorSubfolder
        var files = [
            SourceFile(
                path: recordFolder + "RecordPresenter.swift",
                text:
                    "import Foundation\n\nfinal class RecordPresenter: CameraInteractorDelegate {\n    weak var controller: RecordController?\n    var wireframe: RecordWireframe?\n    var camera: CameraInteractorInterface?\n\n    func viewDidLoad() {\n        camera = CameraInteractor(delegate: self)\n    }\n}\n"
            ),
            SourceFile(
                path: recordFolder + "RecordController.swift",
                text: "import UIKit\n\nfinal class RecordController: UIViewController {\n    var eventHandler: RecordPresenter?\n}\n"
            ),
            SourceFile(
                path: recordFolder + "RecordWireframe.swift",
                text: "import UIKit\n\nfinal class RecordWireframe {\n    weak var controller: RecordController?\n}\n"
            ),
            SourceFile(
                path: interactors + "CameraInteractor.swift",
                text:
                    "import Foundation\n\nprotocol CameraInteractorInterface {}\nprotocol CameraInteractorDelegate: AnyObject {}\n\nfinal class CameraInteractor: CameraInteractorInterface {\n    var preview: UIImageView?\n    weak var delegate: CameraInteractorDelegate?\n    init(delegate: CameraInteractorDelegate) { self.delegate = delegate }\n    func flash() { _ = FlashInteractor().toggle() }\n}\n"
            ),
            SourceFile(
                path: interactors + "FlashInteractor.swift",
                text:
                    "import Foundation\n\nfinal class FlashInteractor {\n"
                    + (flashKeepsCamera ? "    weak var camera: CameraInteractor?\n" : "") + "    func toggle() -> UIImage? { nil }\n}\n"
            ),
        ]
        if let kept = trimKeeps {
            files += trimModule(
                "final class TrimPresenter {\n    weak var controller: TrimController?\n    var wireframe: TrimWireframe?\n    var helper: \(kept)?\n}\n"
            )
        }
        if secondUser {
            files += trimModule(
                "final class TrimPresenter: CameraInteractorDelegate {\n    weak var controller: TrimController?\n    var wireframe: TrimWireframe?\n    var camera: CameraInteractorInterface?\n    func viewDidLoad() { camera = CameraInteractor(delegate: self) }\n}\n"
            )
        }
        return files
    }

    /// A second screen, Trim, in the flat folder, with the presenter given.
    static func trimModule(_ presenter: String) -> [SourceFile] {
        [
            SourceFile(path: "App/TrimPresenter.swift", text: "import Foundation\n\n" + presenter),
            SourceFile(
                path: "App/TrimController.swift",
                text: "import UIKit\n\nfinal class TrimController: UIViewController {\n    var eventHandler: TrimPresenter?\n}\n"
            ),
            SourceFile(
                path: "App/TrimWireframe.swift",
                text: "import UIKit\n\nfinal class TrimWireframe {\n    weak var controller: TrimController?\n}\n"
            ),
        ]
    }

    /// What one module's presenter makes in its folder is that module's interactor, and so is
    /// the helper that interactor makes: their UI types are reported.
    @Test func anInteractorOneModuleMakesInItsFolderIsThatModules() {
        let files = Self.flatApp()
        let record = LintEngine().model(files, appRoots: []).apps[0].modules.first { $0.name == "Record" }
        #expect(
            record?.components.filter { $0.role == .interactor }.map(\.name).sorted() == ["CameraInteractor", "FlashInteractor"],
            "\(String(describing: record))")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/CameraInteractor.swift:7 interactor-imports-ui"), "\(found)")
        #expect(found.contains("App/FlashInteractor.swift:4 interactor-imports-ui"), "\(found)")
    }

    /// Made by two modules' presenters, it is theirs to share.
    @Test func anInteractorTwoModulesMakeStaysShared() {
        let app = LintEngine().model(Self.flatApp(secondUser: true), appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "CameraInteractor" }, "\(app.modules)")
    }

    /// In a folder of its own, it is a use case beside the modules, as before.
    @Test func anInteractorInAFolderOfItsOwnStaysShared() {
        let app = LintEngine().model(Self.flatApp(useCaseFolder: "UseCases"), appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "CameraInteractor" }, "\(app.modules)")
    }

    /// In a layered app's `Interactors` folder, whose module folder (`App`) holds two modules'
    /// classes, it stays shared too.
    @Test func anInteractorInALayersFolderStaysShared() {
        let app = LintEngine().model(Self.flatApp(useCaseFolder: "Interactors", trimKeeps: "String"), appRoots: []).apps[0]
        #expect(app.shared.contains { $0.name == "CameraInteractor" }, "\(app.modules)")
    }

    /// Review cases: another module keeping the camera interactor through its protocol, or
    /// keeping the helper the camera interactor makes, keeps each shared, and nothing is
    /// reported reaching into Record.
    @Test func anInteractorAnotherModuleKeepsByProtocolOrAsAHelperStaysShared() {
        for kept in ["CameraInteractorInterface", "FlashInteractor"] {
            let files = Self.flatApp(trimKeeps: kept)
            let app = LintEngine().model(files, appRoots: []).apps[0]
            let name = kept == "FlashInteractor" ? "FlashInteractor" : "CameraInteractor"
            #expect(app.shared.contains { $0.name == name }, "\(kept): \(app.modules)")
            let found = LintEngine().findingLines(files)
            #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(kept): \(found)")
        }
    }

    /// Review cases: interactors in a role subfolder of the module's own folder
    /// (`App/Record/Interactor/`), and a helper holding back the interactor that makes it
    /// (`weak var camera`), still join Record.
    @Test func anInteractorInItsModulesSubfolderOrHeldBackByItsHelperJoins() {
        for files in [Self.flatApp(recordFolder: "App/Record/", interactorSubfolder: "Interactor/"), Self.flatApp(flashKeepsCamera: true)] {
            let record = LintEngine().model(files, appRoots: []).apps[0].modules.first { $0.name == "Record" }
            #expect(
                record?.components.filter { $0.role == .interactor }.map(\.name).sorted() == ["CameraInteractor", "FlashInteractor"],
                "\(String(describing: record))")
        }
    }
}
