import Architecture
import CodeSource
import Diagnostics
import Support

/// Compares the architecture model of the specs with the one recovered from the code and
/// reports where they part ways. Both sides are the same model, so drift is a comparison of
/// modules, components and references; every finding says which side to change.
public enum DriftCheck {
    public struct Kind: Sendable {
        public var id: String
        public var summary: String
        /// A spec line and the code that drifted from it, for the documentation.
        public var example: String
    }

    public static let kinds: [Kind] = [
        Kind(
            id: "drift-missing-module", summary: "A module the specs declare has no component in the code.",
            example: "# specs/Settings.viper.yaml declares module 'Settings'; no 'SettingsPresenter', 'SettingsViewController'… exists"),
        Kind(
            id: "drift-undeclared-module", summary: "A VIPER module in the code that no spec declares.",
            example: "final class ProfilePresenter: ProfileViewOutput {}   // no spec names module 'Profile'"),
        Kind(
            id: "drift-missing-component", summary: "A component the spec declares that the code lacks.",
            example: "# Home.viper.yaml has 'interactor:'; the code has no 'HomeInteractor'"),
        Kind(
            id: "drift-undeclared-component", summary: "A component in the code that the module's spec does not declare.",
            example: "final class HomeFormatter {}   // Home.viper.yaml has no 'formatter:'"),
        Kind(
            id: "drift-missing-member",
            summary: "A method or property a spec interface requires that the implementing type lacks or labels differently.",
            example: "func itemSelected(indexPath: IndexPath)   // Home.viper.yaml: 'itemSelected(at indexPath: IndexPath)'"),
        Kind(
            id: "drift-member-signature",
            summary: "A spec member whose implementation differs in parameter types, async or throws, or result type.",
            example: "func item(at indexPath: IndexPath) -> Int   // Home.viper.yaml: 'item(at indexPath: IndexPath) -> Show'"),
        Kind(
            id: "drift-undeclared-member", summary: "A method or property of a protocol in the code that the module's spec lacks.",
            example: "protocol HomeViewInput: AnyObject { func showError(_ text: String) }   // not in Home.viper.yaml's 'view:'"),
        Kind(
            id: "drift-ownership", summary: "A reference the code holds with another ownership than the spec's.",
            example: "weak var view: HomeViewInterface?   // Home.viper.yaml: 'presenter.view: unowned'"),
        Kind(
            id: "drift-missing-reference", summary: "A reference the spec (or its convention) declares that the holder lacks in the code.",
            example:
                "final class HomePresenter { let view: HomeViewInterface }   // no 'interactor'; the convention gives 'presenter.interactor'"
        ),
        Kind(
            id: "drift-undeclared-reference", summary: "A reference between two components of a module that its spec does not declare.",
            example: "private let formatter: HomeFormatterInterface   // in HomePresenter; Home.viper.yaml: 'presenter.formatter: none'"),
        Kind(
            id: "drift-missing-route", summary: "A route of the spec that no method of the module's router implements.",
            example: "# Home.viper.yaml: { name: openSettings, to: Settings }; 'HomeWireframe' has no 'openSettings'"),
        Kind(
            id: "drift-undeclared-route", summary: "A router method that opens a module no route of the spec declares.",
            example:
                "func showProfile() { navigationController?.pushWireframe(ProfileWireframe()) }   // Home.viper.yaml has no route to 'Profile'"
        ),
        Kind(
            id: "drift-route-mismatch", summary: "A route whose name, target or transition differs from what the router method does.",
            example: "func navigateToLogin() { present(LoginWireframe()) }   // Home.viper.yaml: 'transition: setRoot'"),
        Kind(
            id: "drift-missing-parameter",
            summary: "A module parameter that the assembly does not take, or does not deliver to a component that needs it.",
            example: "init(dependencies: ModuleDependencies)   // in DetailsWireframe; Details.viper.yaml: 'parameters: { id: String }'"),
    ]

    public static var ids: [String] { kinds.map(\.id) }

    /// Every difference between the specs' model and the code's, located in the code where the
    /// code has the thing and at the spec line where it does not.
    /// - Parameter generated: files viperc generated, which lint does not check; the drift check
    ///   reads the routes they implement.
    public static func check(spec: ArchitectureModel, code: ArchitectureModel, generated: [FileSummary] = []) -> [Violation] {
        var violations: [Violation] = []
        var placedInCode: [String: (module: String, app: Int)] = [:]
        // The same, app by app: several apps in one repository may all have a `HomePresenter`.
        var placedInApp: [[String: String]] = []
        // Components the code declares (placements also carry spec names the code lacks).
        for (index, app) in code.apps.enumerated() {
            var placed: [String: String] = [:]
            for module in app.modules {
                for component in module.components where placed[component.name] == nil {
                    placed[component.name] = module.name
                    if placedInCode[component.name] == nil { placedInCode[component.name] = (module.name, index) }
                }
            }
            placedInApp.append(placed)
        }
        // Indexes, so a 1,000-module app is compared in linear time.
        let codeModules = code.apps.map { app in Dictionary(app.modules.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }
        let codeReferences = code.apps.map { app in Dictionary(grouping: app.references, by: \.from) }
        var generatedMembers: [String: [MemberDecl]] = [:]
        for file in generated {
            // A type's members are shared, not copied, unless another file adds to them.
            for type in file.types where type.parent == nil {
                if generatedMembers[type.name] == nil {
                    generatedMembers[type.name] = type.members
                } else {
                    generatedMembers[type.name]! += type.members
                }
            }
        }
        var matched = Set<Home>()
        var missing: [String] = []
        // Modules matched here, in order; their members, routes, parameters and references are
        // compared afterwards on every core, each module on its own.
        var pending: [(before: [Violation], pair: Pair?, specReferences: [ComponentReference], codeReferences: [ComponentReference])] = []
        func flush() {
            guard !violations.isEmpty else { return }
            pending.append((violations, nil, [], []))
            violations = []
        }
        for specApp in spec.apps {
            let specReferences = Dictionary(grouping: specApp.references, by: \.module)
            let ownApp = codeApp(of: specApp, in: code, placedInApp: placedInApp)
            // A tab module is generated whole (`<Module>Tabs.swift`): the code has nothing of it to compare.
            for module in specApp.modules where !module.isTabContainer {
                // The code module that holds most of the spec module's components; of two that
                // hold as many, the one whose app index and name come first as text. The specs'
                // own app is looked in first; then, for specs named for no app, every app.
                var homes: [Home: Int] = [:]
                if let ownApp = ownApp?.index {
                    for component in module.components {
                        if let placed = placedInApp[ownApp][component.name] { homes[Home(app: ownApp, module: placed), default: 0] += 1 }
                    }
                }
                if homes.isEmpty, !(ownApp?.isNamed ?? false) {
                    for component in module.components {
                        if let placed = placedInCode[component.name] {
                            homes[Home(app: placed.app, module: placed.module), default: 0] += 1
                        }
                    }
                }
                guard
                    let home = homes.max(by: { a, b in a.value != b.value ? a.value < b.value : b.key.text < a.key.text })?.key
                else {
                    missing.append(module.name)
                    let location = module.components.first?.location ?? module.protocols.first?.location ?? .file(specApp.root)
                    violations.append(
                        violation(
                            "drift-missing-module",
                            "module '\(module.name)' is declared in the specs but none of its components (\(module.components.map { "'\($0.name)'" }.joined(separator: ", "))) is in the code; write them (viperc build --skeletons) or remove the spec",
                            at: location))
                    continue
                }
                matched.insert(home)
                let appIndex = home.app
                let codeModule = home.module
                let codeComponents = codeModules[appIndex][codeModule]?.components ?? []
                for component in module.components where placedInApp[appIndex][component.name] == nil {
                    if let other = codeComponents.first(where: {
                        $0.role == component.role && !module.components.map(\.name).contains($0.name)
                    }) {
                        violations.append(
                            violation(
                                "drift-missing-component",
                                "the \(component.role.rawValue) of module '\(module.name)' is '\(other.name)' in the code but '\(component.name)' by the spec (\(position(component.location))); rename one to match the other",
                                at: other.location))
                        continue
                    }
                    violations.append(
                        violation(
                            "drift-missing-component",
                            "the spec of module '\(module.name)' declares \(component.role.rawValue) '\(component.name)', which the code lacks; write it or remove '\(component.role.rawValue)' from the spec",
                            at: component.location))
                }
                let declared = Set(module.components.map(\.name))
                for component in codeComponents
                where !declared.contains(component.name) && !module.components.contains(where: { $0.role == component.role }) {
                    violations.append(
                        violation(
                            "drift-undeclared-component",
                            "\(component.role.rawValue) '\(component.name)' of module '\(module.name)' is not in its spec (\(module.components.first.map { $0.location.path } ?? specApp.root)); add '\(component.role.rawValue):' to the spec or remove the type",
                            at: component.location))
                }
                guard let codeModule = codeModules[appIndex][codeModule] else { continue }
                let pair = Pair(
                    spec: module, code: codeModule, app: code.apps[appIndex], specRoot: specApp.root, generated: generatedMembers)
                pending.append(
                    (
                        violations, pair, specReferences[module.name] ?? [],
                        codeModule.components.flatMap { codeReferences[appIndex][$0.name] ?? [] }
                    ))
                violations = []
            }
        }
        flush()
        let compared = ParallelMap.map(pending) { item -> [Violation] in
            guard let pair = item.pair else { return item.before }
            return item.before + members(pair, specReferences: item.specReferences) + routes(pair) + parameters(pair)
                + references(pair, spec: item.specReferences, code: item.codeReferences)
        }
        violations = compared.flatMap { $0 }
        for (index, app) in code.apps.enumerated() {
            // A module that only navigates has no spec form (see `ModuleModel.onlyNavigates`).
            for module in app.modules where !matched.contains(Home(app: index, module: module.name)) && !module.onlyNavigates {
                guard let first = module.components.min(by: { $0.location < $1.location }) else { continue }
                // One module only the specs have and one only the code has: most likely a rename.
                let renamed =
                    missing.count == 1
                    ? "if it is the specs' '\(missing[0])' renamed, rename its types; otherwise add a spec for it" : "add a spec for it"
                violations.append(
                    violation(
                        "drift-undeclared-module",
                        "module '\(module.name)' is in the code but no spec declares it; \(renamed)",
                        at: first.location))
            }
        }
        return violations
    }

    /// The code app a spec project describes, where the code has several: the one app whose
    /// folder is named as the project (`name:`, which `init --from` takes from the app's
    /// folder), and then the project describes it alone; else the one holding most of its
    /// components, the first of equals. Nil with one app.
    static func codeApp(of specApp: AppModel, in code: ArchitectureModel, placedInApp: [[String: String]]) -> (
        index: Int, isNamed: Bool
    )? {
        guard code.apps.count > 1 else { return nil }
        if let name = specApp.name, let named = ArchitectureRecovery.root(named: name, among: code.apps.map(\.root)) {
            return (named, true)
        }
        var held = [Int](repeating: 0, count: code.apps.count)
        for module in specApp.modules {
            for component in module.components {
                for index in held.indices where placedInApp[index][component.name] != nil { held[index] += 1 }
            }
        }
        guard let most = held.indices.max(by: { held[$0] != held[$1] ? held[$0] < held[$1] : $0 > $1 }), held[most] > 0 else { return nil }
        return (most, false)
    }

    /// A code module by its app's index and its name.
    struct Home: Hashable {
        var app: Int
        var module: String
        /// The text that breaks a tie between two homes, as earlier builds broke it.
        var text: String { "\(app)\t\(module)" }
    }

    /// A spec module and the code module it was matched with.
    struct Pair: Sendable {
        var spec: ModuleModel
        var code: ModuleModel
        var app: AppModel
        var specRoot: String
        /// Members of types in generated files, by type name.
        var generated: [String: [MemberDecl]]

        /// The spec file, for messages.
        var specPath: String { spec.components.first?.location.path ?? specRoot }

        func codeComponent(_ role: Role) -> Component? {
            // A spec module has a component or two of a role: searched, not hashed.
            code.components.first { component in spec.components.contains { $0.role == role && $0.name == component.name } }
                ?? code.components.first { $0.role == role }
        }
    }

    static func violation(_ id: String, _ message: String, at location: SourceLocation) -> Violation {
        Violation(ruleID: id, severity: .warning, message: message, location: location)
    }

    static func position(_ location: SourceLocation) -> String {
        "\(location.path):\(location.line):\(location.column)"
    }
}
