import CodeSource

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
            // A diffable snapshot is UIKit's (and AppKit's), despite its `NS`.
            "final class TokensInteractor {\n    func snapshot() -> ↓NSDiffableDataSourceSnapshot<Int, String> { .init() }\n}\n\n// The module around it.\nfinal class TokensPresenter {}\n",
        ],
        nonTriggering: [
            "import Foundation\n\nfinal class HomeInteractor {\n    func load(_ completion: @escaping (Result<[Show], Error>) -> Void) {}\n}\n",
            "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            "import Foundation\n\nfinal class MockHomeInteractor: HomeInteractorInterface {\n    var image: UIImage?\n}\n",
        ],
        corrections: [
            "↓import SwiftUI\n\nfinal class SettingsInteractor {\n    weak var output: SettingsInteractorOutput?\n    func load() -> [String] { [] }\n}\n":
                "import Foundation\n\nfinal class SettingsInteractor {\n    weak var output: SettingsInteractorOutput?\n    func load() -> [String] { [] }\n}\n",
            "import Foundation\r\n@preconcurrency ↓import UIKit\r\n\r\n/// Loads the feed.\r\nfinal class FeedInteractor {\r\n    weak var output: FeedInteractorOutput?\r\n    func load() -> Date { Date() }\r\n}\r\n":
                "import Foundation\r\n\r\n/// Loads the feed.\r\nfinal class FeedInteractor {\r\n    weak var output: FeedInteractorOutput?\r\n    func load() -> Date { Date() }\r\n}\r\n",
        ],
        fixDescription:
            "`--fix` removes the `import` line of a UI framework when nothing in the file uses it (UI types, Core Graphics, `IndexPath`, and for SwiftUI its and Combine's names); a file that does not import Foundation gets `import Foundation` in its place, since UIKit, AppKit and SwiftUI bring Foundation in. An import inside `#if`, one that names a declaration, or one sharing its line with a comment or other code is left alone and the finding says why. Findings about UI types in the code have no automatic fix."
    )

    public func check(_ context: RuleContext) -> [RuleFinding] {
        UIImportCheck.findings(context, role: .interactor, advice: "keep business logic free of UI frameworks")
    }
}
