import Diagnostics

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
            summary: "A method a spec interface requires that the implementing type lacks or spells differently.",
            example: "func itemSelected(indexPath: IndexPath)   // Home.viper.yaml: 'itemSelected(at indexPath: IndexPath)'"),
        Kind(
            id: "drift-ownership", summary: "A reference the code holds with another ownership than the spec's.",
            example: "weak var view: HomeViewInterface?   // Home.viper.yaml: 'presenter.view: unowned'"),
    ]

    public static var ids: [String] { kinds.map(\.id) }

    /// Every difference between the specs' model and the code's, located in the code where the
    /// code has the thing and at the spec line where it does not.
    public static func check(spec: ArchitectureModel, code: ArchitectureModel) -> [Violation] {
        var violations: [Violation] = []
        var placedInCode: [String: (module: String, app: Int)] = [:]
        // Components the code declares (placements also carry spec names the code lacks).
        for (index, app) in code.apps.enumerated() {
            for module in app.modules {
                for component in module.components where placedInCode[component.name] == nil {
                    placedInCode[component.name] = (module.name, index)
                }
            }
        }
        // Indexes, so a 1,000-module app is compared in linear time.
        let codeModules = code.apps.map { app in Dictionary(app.modules.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }
        let codeReferences = code.apps.map { app in Dictionary(grouping: app.references, by: \.from) }
        var matched = Set<String>()
        for specApp in spec.apps {
            let specReferences = Dictionary(grouping: specApp.references, by: \.module)
            for module in specApp.modules {
                // The code module that holds most of the spec module's components.
                let homes = module.components.compactMap { placedInCode[$0.name].map { "\($0.app)\t\($0.module)" } }
                guard
                    let home = Dictionary(homes.map { ($0, 1) }, uniquingKeysWith: +).max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?
                        .key
                else {
                    let location = module.components.first?.location ?? module.protocols.first?.location ?? .file(specApp.root)
                    violations.append(
                        violation(
                            "drift-missing-module",
                            "module '\(module.name)' is declared in the specs but none of its components (\(module.components.map { "'\($0.name)'" }.joined(separator: ", "))) is in the code; write them (viperc build --skeletons) or remove the spec",
                            at: location))
                    continue
                }
                matched.insert(home)
                let parts = home.split(separator: "\t", maxSplits: 1)
                let appIndex = Int(parts[0])!
                let codeModule = String(parts[1])
                let codeComponents = codeModules[appIndex][codeModule]?.components ?? []
                for component in module.components where placedInCode[component.name] == nil {
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
                // Methods the spec's interfaces require, by selector, on the type that implements them.
                for component in module.components where !component.members.isEmpty {
                    guard let code = codeComponents.first(where: { $0.name == component.name }) else { continue }
                    let declared = code.members.map(\.value)
                    for member in component.members where !declared.contains(member.value) {
                        // The same base name with other labels is a spelling difference.
                        let base = member.value.prefix { $0 != "(" }
                        let near = declared.first { $0.prefix { $0 != "(" } == base }
                        let hint =
                            near.map { "; the type has '\($0)', labelled differently" } ?? Suggestion.didYouMean(member.value, in: declared)
                        violations.append(
                            violation(
                                "drift-missing-member",
                                "'\(code.name)' has no method '\(member.value)' that the spec requires (\(position(member.location)))\(hint); add it to the type or change the spec",
                                at: code.location))
                    }
                }
                for reference in specReferences[module.name] ?? [] {
                    guard
                        let held = codeReferences[appIndex][reference.from]?.first(where: {
                            $0.from == reference.from && ($0.to == reference.to || $0.via == reference.via) && $0.toRole == reference.toRole
                        }), held.ownership != reference.ownership
                    else { continue }
                    violations.append(
                        violation(
                            "drift-ownership",
                            "'\(held.from).\(held.property)' is \(held.ownership.rawValue) but the spec makes '\(reference.fromRole.rawValue).\(reference.property)' \(reference.ownership.rawValue) (\(position(reference.location))); change one to match the other",
                            at: held.location))
                }
            }
        }
        for (index, app) in code.apps.enumerated() {
            for module in app.modules where !matched.contains("\(index)\t\(module.name)") {
                guard let first = module.components.min(by: { $0.location < $1.location }) else { continue }
                violations.append(
                    violation(
                        "drift-undeclared-module",
                        "module '\(module.name)' is in the code but no spec declares it; add a spec for it",
                        at: first.location))
            }
        }
        return violations
    }

    static func violation(_ id: String, _ message: String, at location: SourceLocation) -> Violation {
        Violation(ruleID: id, severity: .warning, message: message, location: location)
    }

    static func position(_ location: SourceLocation) -> String {
        "\(location.path):\(location.line):\(location.column)"
    }
}
