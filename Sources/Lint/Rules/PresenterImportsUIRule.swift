import Architecture
import CodeSource

/// The presenter formats and decides; it must stay free of UI frameworks so it can be tested
/// without them.
public struct PresenterImportsUIRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presenter-imports-ui",
        name: "Presenter imports a UI framework",
        summary: "A presenter's file imports UIKit, SwiftUI or AppKit, or the presenter uses UI types.",
        rationale:
            "The presenter turns entities into display values and decides what the view shows. Kept free of UIKit it runs in plain unit tests, on any platform, and cannot reach into views behind the view protocol's back.",
        severity: .warning,
        triggering: [
            "↓import UIKit\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n",
            "import Foundation\n\nfinal class HomePresenter {\n    func color() -> ↓UIColor { .red }\n    func image() -> ↓UIImage? { nil }\n}\n\nprotocol HomeViewInterface: AnyObject {}\n",
            "import Foundation\n\nfinal class HomePresenter {\n    func show(_ next: ↓UINavigationController) {}\n}\n\nprotocol HomeViewInterface: AnyObject {}\n",
            // AppKit's types on macOS, beside Foundation's `NS` names, which are fine.
            "import Foundation\n\nfinal class ExportPresenter: NSObject {\n    func finish(_ response: ↓NSApplication.ModalResponse) {}\n}\n\nextension ExportPresenter: ↓NSOpenSavePanelDelegate {}\n\nprotocol ExportViewInterface: AnyObject {}\n",
            "import Foundation\n\nprotocol HomeViewProtocol: AnyObject {}\n\nprotocol HomePresenterProtocol: AnyObject {\n    func show(color: ↓UIColor)\n}\n\nfinal class HomePresenter: HomePresenterProtocol {\n    weak var view: HomeViewProtocol?\n}\n\nfinal class HomeRouter {}\n",
        ],
        nonTriggering: [
            "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n    func title() -> String { \"Home\" }\n}\n",
            "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            "import UIKit\n\nfinal class HomeWireframe {\n    weak var viewController: UIViewController?\n}\n",
            "#if canImport(UIKit)\nimport UIKit\n#endif\n\nenum ColorPalette {\n    static let tint = \"blue\"\n}\n",
            "import Foundation\n\nfinal class HomePresenter {\n    let count: UInt = 0\n    // Do not pass a UIColor here.\n}\n",
        ],
        corrections: [
            "↓import UIKit\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n":
                "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n",
            "import Foundation\n↓import UIKit\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n    func title() -> String { \"Home\" }\n}\n":
                "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n    func title() -> String { \"Home\" }\n}\n",
            "import Foundation\r\n  ↓import UIKit  \r\n// Formats the title.\r\nfinal class HomePresenter {\r\n    weak var view: HomeViewInterface?\r\n}\r\n":
                "import Foundation\r\n// Formats the title.\r\nfinal class HomePresenter {\r\n    weak var view: HomeViewInterface?\r\n}\r\n",
        ],
        fixDescription:
            "`--fix` removes the `import` line of a UI framework when nothing in the file uses it (UI types, Core Graphics, `IndexPath`, and for SwiftUI its and Combine's names); a file that does not import Foundation gets `import Foundation` in its place, since UIKit, AppKit and SwiftUI bring Foundation in. An import inside `#if`, one that names a declaration, or one sharing its line with a comment or other code is left alone and the finding says why. Findings about UI types in the code have no automatic fix."
    )

    public func check(_ context: RuleContext) -> [RuleFinding] {
        UIImportCheck.findings(context, role: .presenter, advice: "hand the view plain values and let it pick colors and images")
    }
}

/// Shared by the presenter and interactor rules. A file of the role's protocols counts too:
/// `HomeViewOutput.swift` importing UIKit ties the presenter's interface to UIKit.
enum UIImportCheck {
    static func findings(_ context: RuleContext, role: Role, advice: String) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        // An interactor's file that also declares the presenter's protocol for it
        // (`HomeInteractorOutput`) ties that protocol to what it imports as well.
        let outputFile = role == .presenter && context.fileRoles == [.interactor] && !context.protocols(.presenter).isEmpty
        let onlyRole = (context.fileRoles.count == 1 && context.fileRoles.contains(role)) || outputFile
        // A file that also declares a view, router or builder protocol is a module's contract
        // file, even when that protocol is a base that modules share and has no place of its own.
        if onlyRole, !context.mentionsRoles([.view, .router, .builder]),
            !context.file.types.contains(where: { type in
                type.kind == .protocol && [.view, .router, .builder].contains(TypeRoles.protocolRole(type.name)?.role)
            })
        {
            var foundationAdded = false
            for item in context.file.imports where context.configuration.uiModules.contains(item.module) {
                var finding = RuleFinding(
                    "a file that declares \(role == .interactor ? "an" : "a") \(role.rawValue) imports '\(item.module)'; \(advice)",
                    at: item.location)
                switch ImportFix.plan(item, in: context.file, configuration: context.configuration, foundationAdded: &foundationAdded) {
                case .success(let edits): finding.fix = edits
                case .failure(let reason): finding.noFixReason = reason.text
                }
                findings.append(finding)
            }
        }
        // The role's protocols too: all of them in a file of the role alone, its own in a file of
        // several roles' protocols (`HomeProtocols.swift`). Appending even nothing copies the
        // declarations, so they are added only when there are some.
        var owners = context.types(role)
        let protocols = onlyRole ? context.protocols(role) : context.ownProtocols(role)
        if !protocols.isEmpty { owners += protocols }
        for type in owners {
            let mentions = RuleHelpers.firstMentions(in: type) { name in
                context.configuration.isUIType(name)
            }
            for mention in mentions {
                var finding = RuleFinding(
                    "\(RuleHelpers.describe(type, as: role)) uses UI type '\(mention.value)'; \(advice)", at: mention.location)
                finding.noFixReason = "the code that uses '\(mention.value)' has to change by hand"
                findings.append(finding)
            }
        }
        return findings
    }
}
