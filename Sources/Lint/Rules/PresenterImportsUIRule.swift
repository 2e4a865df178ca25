import Architecture
import CodeSource
import Diagnostics

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
            "↓import SwiftUICore\n\nfinal class ListPresenter {\n    weak var view: ListViewInterface?\n}\n",
            // A chart library's alias of `UIColor`.
            "import Charts\n\nfinal class PortfolioPresenter {\n    func lineColor() -> ↓NSUIColor { .red }\n}\n\nprotocol PortfolioViewInterface: AnyObject {}\n",
            // A file that only extends the presenter is the presenter's.
            "↓import UIKit\n\nextension MenuPresenter {\n    func sections() -> [String] { [] }\n}\n\n// file: MenuPresenter.swift\nimport Foundation\n\nfinal class MenuPresenter {\n    weak var view: MenuViewInterface?\n}\n\nprotocol MenuViewInterface: AnyObject {}\n",
            // An extension of a type nested in it is its code; another type's nested `Item` is not.
            "import Foundation\n\nfinal class FeedPresenter {\n    weak var view: FeedViewInterface?\n    struct Item { let title: String }\n}\n\nstruct FeedCellStyle {\n    struct Item { let icon: UIImage }\n}\n\nextension FeedPresenter.Item {\n    enum Badge { case image(↓UIColor) }\n}\n\nprotocol FeedViewInterface: AnyObject {}\n",
            // Types nested in it, at any depth: each UI type once per nest.
            "import Foundation\n\nfinal class FeedPresenter {\n    weak var view: FeedViewInterface?\n}\n\nextension FeedPresenter {\n    enum Section {\n        case header(↓UIImage)\n        enum Row {\n            case icon(UIImage)\n        }\n    }\n}\n\nprotocol FeedViewInterface: AnyObject {}\n",
            // AppKit's types on macOS, beside Foundation's `NS` names, which are fine.
            "import Foundation\n\nfinal class ExportPresenter: NSObject {\n    func finish(_ response: ↓NSApplication.ModalResponse) {}\n}\n\nextension ExportPresenter: ↓NSOpenSavePanelDelegate {}\n\nprotocol ExportViewInterface: AnyObject {}\n",
            "import Foundation\n\nprotocol HomeViewProtocol: AnyObject {}\n\nprotocol HomePresenterProtocol: AnyObject {\n    func show(color: ↓UIColor)\n}\n\nfinal class HomePresenter: HomePresenterProtocol {\n    weak var view: HomeViewProtocol?\n}\n\nfinal class HomeRouter {}\n",
            // A presenter's file that also declares a cell imports UIKit all the same.
            "↓import UIKit\n\nfinal class HomePresenter: HomeViewOutput {\n    weak var view: HomeViewInput?\n}\n\nfinal class HomeBadgeCell: UITableViewCell {}\n\n// file: HomeProtocols.swift\nprotocol HomeViewOutput: AnyObject {}\nprotocol HomeViewInput: AnyObject {}\n",
            // A module's contract file: its input, which its presenter implements, names the
            // presenter's types as its other protocols name theirs.
            "import UIKit\n\nprotocol SettingsViewInput: AnyObject {\n    func show(_ image: UIImage)\n}\n\nprotocol SettingsModuleInput: AnyObject {\n    var viewController: ↓UIViewController? { get }\n}\n\n// file: SettingsPresenter.swift\nimport Foundation\n\nfinal class SettingsPresenter: SettingsModuleInput {\n    weak var view: SettingsViewInput?\n    weak var viewController: UIViewController?\n}\n",
        ],
        nonTriggering: [
            "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n    func title() -> String { \"Home\" }\n}\n",
            "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
            "import UIKit\n\nfinal class HomeWireframe {\n    weak var viewController: UIViewController?\n}\n",
            "#if canImport(UIKit)\nimport UIKit\n#endif\n\nenum ColorPalette {\n    static let tint = \"blue\"\n}\n",
            "import Foundation\n\nfinal class HomePresenter {\n    let count: UInt = 0\n    // Do not pass a UIColor here.\n}\n",
            // A child screen's controller, no module's, beside the output its parent's presenter
            // implements: the file imports UIKit for the controller.
            "import UIKit\n\nprotocol PickerOutput: AnyObject {\n    func picker(didPick row: Int)\n}\n\nfinal class PickerViewController: UIViewController {\n    weak var output: PickerOutput?\n}\n\n// file: EditorPresenter.swift\nimport Foundation\n\nfinal class EditorPresenter: PickerOutput {\n    weak var view: EditorViewInput?\n    func picker(didPick row: Int) {}\n}\n\nprotocol EditorViewInput: AnyObject {}\n",
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
            }),
            // A file of the role's protocols alone beside a framework controller or view of no
            // module (a child screen and the output its parent's presenter implements) imports
            // the framework for that class.
            !context.types(role).isEmpty
                || !context.file.types.contains(where: { type in
                    type.kind == .class && type.inherits.first.map(ModelRecovery.isUIKitViewClass) == true && context.role(of: type) == nil
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
        // A module's input (`SettingsModuleInput`) that a presenter implements is that
        // presenter's, published for whoever opens the module: its names are the presenter's too.
        let protocols =
            onlyRole
            ? context.protocols(role)
            : context.protocols(role).filter {
                !context.index.isChannel($0.name)
                    || (role == .presenter && NameAffix.hasProperSuffix($0.name, "ModuleInput")
                        && context.index.presenterConformances.contains($0.name))
            }
        if !protocols.isEmpty { owners += protocols }
        if !owners.isEmpty { findings += nestedFindings(context, owners: owners, role: role, advice: advice) }
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

    /// Types nested in the role's type (`extension FeedPresenter { struct Item { … } }`), at any
    /// depth, and extensions of them (`extension FeedPresenter.Item`) are its code too: each UI
    /// type once per nest, at its first mention.
    static func nestedFindings(_ context: RuleContext, owners: [TypeDecl], role: Role, advice: String) -> [RuleFinding] {
        let types = context.file.types
        guard types.contains(where: { $0.parentIndex != nil || $0.name.utf8.contains(UInt8(ascii: ".")) }) else { return [] }
        let roots = Set(owners.lazy.filter { $0.kind != .protocol }.map(\.name))
        // The owner a nested type belongs to, through the declarations that enclose it.
        func root(of index: Int) -> String? {
            var current = index
            for _ in 0..<types.count {
                guard let parent = types[current].parentIndex else {
                    // `extension FeedPresenter.Item { … }` at the top level.
                    guard current != index || types[current].kind == .extension,
                        let dot = types[current].name.firstIndex(of: ".")
                    else { return nil }
                    let outer = String(types[current].name[..<dot])
                    return roots.contains(outer) ? outer : nil
                }
                if roots.contains(types[parent].name) && types[parent].parentIndex == nil { return types[parent].name }
                current = parent
            }
            return nil
        }
        var rootOf: [Int: String] = [:]
        for index in types.indices where types[index].parentIndex != nil || types[index].kind == .extension {
            if let owner = root(of: index) { rootOf[index] = owner }
        }
        guard !rootOf.isEmpty else { return [] }
        var firsts: [String: [String: Located<String>]] = [:]
        for (index, type) in types.enumerated() {
            guard let root = rootOf[index] else { continue }
            for reference in type.references where context.configuration.isUIType(reference.value) {
                let earlier = firsts[root]?[reference.value].map { $0.location < reference.location } ?? false
                if !earlier { firsts[root, default: [:]][reference.value] = reference }
            }
        }
        return firsts.keys.sorted().flatMap { root in
            firsts[root]!.values.sorted { $0.location < $1.location }.map { mention in
                var finding = RuleFinding(
                    "\(role.rawValue) '\(root)' uses UI type '\(mention.value)' in a type nested in it; \(advice)", at: mention.location)
                finding.noFixReason = "the code that uses '\(mention.value)' has to change by hand"
                return finding
            }
        }
    }
}
