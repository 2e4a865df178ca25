import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twenty-one held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundTwentyOneShapeTests {
    /// Two screens whose files sit in layer folders beside a shared use-case interactor, and a
    /// Swinject assembly per layer in an `Assembly/` folder that registers every module's part
    /// of that layer.
    static func layeredApp() -> [SourceFile] {
        var files: [(String, String)] = []
        for name in ["Login", "Profile"] {
            files += [
                (
                    "App/ViewControllers/\(name)/\(name)ViewController.swift",
                    "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    var presenter: \(name)PresenterProtocol!\n}\n"
                ),
                (
                    "App/Presenters/\(name)Presenter.swift",
                    "import Foundation\n\nprotocol \(name)PresenterProtocol: AnyObject {}\n\nfinal class \(name)Presenter: \(name)PresenterProtocol {\n    weak var view: \(name)ViewController?\n    let interactor: \(name)InteractorProtocol\n    var logout: LogoutInteractorProtocol?\n    init(interactor: \(name)InteractorProtocol) { self.interactor = interactor }\n}\n"
                ),
                (
                    "App/Interactors/\(name)Interactor.swift",
                    "import Foundation\n\nprotocol \(name)InteractorProtocol: AnyObject {}\n\nfinal class \(name)Interactor: \(name)InteractorProtocol {}\n"
                ),
            ]
        }
        files.append(
            (
                "App/Interactors/LogoutInteractor.swift",
                "import Foundation\n\nprotocol LogoutInteractorProtocol: AnyObject {}\n\nfinal class LogoutInteractor: LogoutInteractorProtocol {}\n"
            ))
        for layer in ["Interactor", "Presenter"] {
            let names = layer == "Interactor" ? ["Logout", "Login", "Profile"] : ["Login", "Profile"]
            let registrations = names.map { name in
                "        container.register(\(name)\(layer)Protocol.self) { _ in \(name)\(layer)(\(layer == "Presenter" ? "interactor: \(name)Interactor()" : "")) }\n"
            }.joined()
            files.append(
                (
                    "App/Assembly/\(layer)Assembly.swift",
                    "import Swinject\n\nfinal class \(layer)Assembly: Assembly {\n    func assemble(container: Container) {\n\(registrations)    }\n}\n"
                ))
        }
        return files.map { SourceFile(path: $0.0, text: $0.1) }
    }

    /// Before, `InteractorAssembly` was the builder of a module named after an interactor and
    /// `PresenterAssembly` read role-first as the presenter of a module 'Assembly'; each then
    /// reached into every module it registers.
    @Test func aLayersAssemblyIsAppWide() {
        let files = Self.layeredApp()
        let found = LintEngine().findingLines(files)
        #expect(!found.contains { $0.hasSuffix("cross-module-reach-in") }, "\(found)")
        let modules = LintEngine().model(files, appRoots: []).apps[0].modules.map(\.name)
        #expect(modules == ["Login", "Profile"], "\(modules)")
    }
}
