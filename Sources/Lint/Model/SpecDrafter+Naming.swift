import Architecture
import CodeSource
import Diagnostics
import SpecParser

/// The convention, naming and configuration a draft is written with, chosen from the code.
extension SpecDrafter {
    /// The built-in convention that names most of the code's components, and the type-name
    /// templates where the code's majority differs from it.
    static func chooseConvention(_ app: AppModel) -> (Convention, [Role: String]) {
        // Type names and the protocols the types conform to both vote.
        func score(_ convention: Convention) -> Int {
            app.modules.reduce(0) { total, module in
                let protocols = Set(Role.allCases.map { convention.protocolName($0, module: module.name) })
                return total
                    + module.components.reduce(0) { sum, component in
                        let role = component.role
                        let named = convention.typeName(role, module: module.name) == component.name ? 1 : 0
                        return sum + named + component.conformances.filter { protocols.contains($0) }.count
                    }
            }
        }
        let convention = Convention.builtIn.max { score($0) < score($1) } ?? .infinum
        var overrides: [Role: String] = [:]
        for role in Role.components {
            var counts: [String: Int] = [:]
            for module in app.modules {
                // A namespaced name (`Map.Presenter`) is no Swift identifier a spec's naming can give.
                for component in module.components
                where component.role == role && component.name.contains(module.name) && !component.name.contains(".") {
                    counts[component.name.replacingOccurrences(of: module.name, with: "{Module}"), default: 0] += 1
                }
            }
            guard let template = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { continue }
            if template != (convention.typeNames[role] ?? "{Module}\(convention.title(of: role))") { overrides[role] = template }
        }
        return (convention, overrides)
    }

    /// Protocol-name templates where the code's majority differs from the convention's: the
    /// role protocols each module's components conform to, named after the module.
    static func protocolTemplates(_ app: AppModel, convention: Convention, typeOverrides: [Role: String]) -> [Role: String] {
        var counts: [Role: [String: Int]] = [:]
        for module in app.modules {
            let conformed = Set(module.components.flatMap(\.conformances))
            for proto in module.protocols where conformed.contains(proto.name) && proto.name.contains(module.name) {
                var role = proto.role
                if role == .presenter && isOutput(proto.name) { role = .interactorOutput }
                counts[role, default: [:]][proto.name.replacingOccurrences(of: module.name, with: "{Module}"), default: 0] += 1
            }
        }
        // A template that names, in a module, a protocol the app declares and none of its types
        // adopts names something else there (cells' protocols that only an extension of
        // `UITableViewCell` adopts): each such module votes against it. One an app's type adopts
        // does not, however the model placed that type (a view model it did not take for the
        // presenter), since the drafts' names are what finds such types when the code is read
        // again with them.
        for (role, templates) in counts {
            for template in templates.keys {
                for module in app.modules {
                    guard app.unadoptedProtocols.contains(template.replacingOccurrences(of: "{Module}", with: module.name)) else {
                        continue
                    }
                    counts[role]?[template]? -= 1
                }
            }
        }
        var typeNames = convention.typeNames
        typeNames.merge(typeOverrides) { $1 }
        var result: [Role: String] = [:]
        for (role, templates) in counts {
            guard let template = templates.filter({ $0.value > 0 }).max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key,
                template != convention.protocolNames[role], !typeNames.values.contains(template)
            else { continue }
            result[role] = template
        }
        // A template the code gives one role may be another's by the convention (inverted names:
        // the interactor's protocol is `{Module}InteractorOutput`; a router class `MoreRouter`
        // where the convention's router protocol is `{Module}Router`); that protocol is named
        // apart, or `build` would refuse the draft for a name collision.
        for role in SpecArchitecture.roles where result[role] == nil {
            let template = convention.protocolName(role, module: "{Module}")
            guard result.values.contains(template) || typeNames.values.contains(template) else { continue }
            let taken = Set(SpecArchitecture.roles.map { result[$0] ?? convention.protocolName($0, module: "{Module}") })
                .union(typeNames.values)
            result[role] = ["Protocol", "Interface", "Contract"].map { template + $0 }.first { !taken.contains($0) }
        }
        return result
    }

    /// Which component assembles the drafted modules, when the code says otherwise than the
    /// convention: a spec whose convention assembles with a builder implies one for every
    /// module, so an app whose routers assemble their modules and that has no builders would
    /// be drafted with builders it lacks.
    static func assembler(_ app: AppModel, convention: Convention) -> Role? {
        let withBuilder = app.modules.filter { $0.components.contains { $0.role == .builder } }.count
        let routerOnly = app.modules.filter { module in
            module.components.contains { $0.role == .router } && !module.components.contains { $0.role == .builder }
        }.count
        if convention.assembler == .builder && routerOnly > withBuilder { return .router }
        if convention.assembler == .router && withBuilder > routerOnly { return .builder }
        return nil
    }

    static func config(
        _ app: AppModel, name: String, convention: Convention, spelled: String? = nil, overrides: [Role: String],
        protocols: [Role: String] = [:], assembler: Role? = nil, knownTypes: Set<String> = []
    ) -> String {
        var lines = [
            "# Drafted by 'viperc init --from' from the code in \(app.root.isEmpty ? "." : app.root). Review it: names,",
            "# interfaces, ownership and routes come from the code; parameters and entities need you.",
            "name: \(quoted(name))",
            "convention: \(spelled ?? convention.name)",
        ]
        if !overrides.isEmpty || !protocols.isEmpty || assembler != nil {
            lines.append("naming:")
        }
        if let assembler {
            lines.append("  assembler: \(assembler.specKey)  # what assembles most modules in the code")
        }
        for (key, templates) in [("protocols", protocols), ("types", overrides)] where !templates.isEmpty {
            lines.append("  \(key):")
            for (role, template) in templates.sorted(by: { $0.key.specKey < $1.key.specKey }) {
                lines.append("    \(role.specKey): \(quoted(template))")
            }
        }
        if !knownTypes.isEmpty {
            lines.append("# Types the interfaces use that no spec declares: the app's own and its frameworks'.")
            lines.append("knownTypes: [\(knownTypes.sorted().joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
