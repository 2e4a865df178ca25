/// The interactor holds business logic and talks to services; UI frameworks have no place there.
public struct InteractorImportsUIRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interactor-imports-ui",
        name: "Interactor imports a UI framework",
        summary: "An interactor's file imports UIKit, SwiftUI or AppKit, or the interactor uses UI types.",
        rationale:
            "The interactor is the module's use case: it fetches, stores and decides with entities. UI types in it tie business logic to one screen and one platform, and make it untestable without a UI.",
        severity: .warning,
        triggering: [
            "↓import UIKit\n\nfinal class HomeInteractor {\n    weak var output: HomeInteractorOutput?\n    func load() {}\n}\n",
            "import Foundation\n\nfinal class HomeInteractor {\n    func thumbnail() -> ↓UIImage? { nil }\n}\n\n// The module around it.\nfinal class HomePresenter {}\n",
            "↓import SwiftUI\n\nfinal class SettingsInteractor {\n    weak var output: SettingsInteractorOutput?\n}\n",
        ],
        nonTriggering: [
            "import Foundation\n\nfinal class HomeInteractor {\n    func load(_ completion: @escaping (Result<[Show], Error>) -> Void) {}\n}\n",
            "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            "import Foundation\n\nfinal class MockHomeInteractor: HomeInteractorInterface {\n    var image: UIImage?\n}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        UIImportCheck.findings(context, role: .interactor, advice: "keep business logic free of UI frameworks")
    }
}
