import Architecture
import Diagnostics
import Lint
import Testing

/// An app split by layer, one folder per feature in each layer: the views of two screens share
/// `Screens/Settings/`, their presenters `Logic/Settings/`, and each screen has its own
/// connector that builds its view, presenter and use case. A module is what one assembly wires
/// together, so the shared folder of the views must not merge the two.
struct LayeredAssemblyTests {
    static func screen(_ name: String) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Screens/Settings/\(name)ViewController.swift",
                text:
                    "import UIKit\n\nfinal class \(name)ViewController: UIViewController, \(name)PresenterOutput {\n    var presenter: \(name)Presenter!\n}\n"
            ),
            SourceFile(
                path: "App/Logic/Settings/\(name)Presenter.swift",
                text:
                    "protocol \(name)PresenterOutput: AnyObject {}\nprotocol \(name)Presenter {}\n\nfinal class \(name)PresenterImpl: \(name)Presenter, \(name)UseCaseOutput {\n    weak var output: \(name)PresenterOutput?\n    let useCase: \(name)UseCase\n    init(useCase: \(name)UseCase) { self.useCase = useCase }\n}\n"
            ),
            SourceFile(
                path: "App/Logic/Settings/\(name)UseCase.swift",
                text:
                    "protocol \(name)UseCaseOutput: AnyObject {}\nprotocol \(name)UseCase {}\n\nfinal class \(name)UseCaseImpl: \(name)UseCase {\n    weak var output: \(name)UseCaseOutput?\n}\n"
            ),
            SourceFile(
                path: "App/Wiring/Settings/\(name)Connector.swift",
                text:
                    "import UIKit\n\nfinal class \(name)Connector {\n    func configure() -> UIViewController {\n        let useCase = \(name)UseCaseImpl()\n        let presenter = \(name)PresenterImpl(useCase: useCase)\n        let view = \(name)ViewController()\n        view.presenter = presenter\n        presenter.output = view\n        useCase.output = presenter\n        return view\n    }\n}\n"
            ),
        ]
    }

    @Test func twoAssembliesInOneFeatureFolderAreTwoModules() {
        let model = LintEngine().model(Self.screen("Reminder") + Self.screen("Privacy"), appRoots: [])
        let modules = model.apps.flatMap(\.modules)
        #expect(modules.map(\.name).sorted() == ["Privacy", "Reminder"])
        for module in modules {
            let names = module.components.map(\.name).sorted()
            #expect(names.allSatisfy { $0.hasPrefix(module.name) }, "\(module.name): \(names)")
            #expect(module.components.filter { $0.role == .view }.count == 1, "\(module.name): \(names)")
        }
    }
}
