import SpecParser

/// Draft specs from a model recovered from code, for a team that has an app and no specs yet:
/// one `*.viper.yaml` per module with its components, the references the code holds with their
/// ownership, and the routes it found, plus a `viperc.yml` whose convention and naming match the
/// code. What the code could not tell is written as a comment, never guessed silently.
public enum SpecDrafter {
    /// A file to write: its name inside the project folder and its text.
    public struct Draft: Sendable, Equatable {
        public var name: String
        public var text: String
    }

    static let specRoles: [(LintRole, Role)] = [
        (.view, .view), (.presenter, .presenter), (.interactor, .interactor), (.router, .wireframe), (.formatter, .formatter),
        (.builder, .builder),
    ]

    public static func drafts(of app: AppModel, name: String) -> [Draft] {
        let convention = chooseConvention(app)
        var drafts = [Draft(name: "viperc.yml", text: config(app, name: name, convention: convention.0, overrides: convention.1))]
        let typeName: (Role, String) -> String = { role, module in
            convention.1[role]?.replacingOccurrences(of: "{Module}", with: module) ?? convention.0.typeName(role, module: module)
        }
        let references = Dictionary(grouping: app.references, by: \.module)
        let routes = Dictionary(grouping: app.routes, by: \.from)
        for module in app.modules where isIdentifier(module.name) {
            let text = spec(module, references: references[module.name] ?? [], routes: routes[module.name] ?? [], typeName: typeName)
            drafts.append(Draft(name: "\(module.name).viper.yaml", text: text))
        }
        return drafts
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// The built-in convention that names most of the code's components, and the type-name
    /// templates where the code's majority differs from it.
    static func chooseConvention(_ app: AppModel) -> (Convention, [Role: String]) {
        // Type names and the protocols the types conform to both vote.
        func score(_ convention: Convention) -> Int {
            app.modules.reduce(0) { total, module in
                let protocols = Set(Role.allCases.map { convention.protocolName($0, module: module.name) })
                return total
                    + module.components.reduce(0) { sum, component in
                        guard let role = specRoles.first(where: { $0.0 == component.role })?.1 else { return sum }
                        let named = convention.typeName(role, module: module.name) == component.name ? 1 : 0
                        return sum + named + component.conformances.filter { protocols.contains($0) }.count
                    }
            }
        }
        let convention = Convention.builtIn.max { score($0) < score($1) } ?? .infinum
        var overrides: [Role: String] = [:]
        for (lintRole, role) in specRoles {
            var counts: [String: Int] = [:]
            for module in app.modules {
                for component in module.components where component.role == lintRole && component.name.contains(module.name) {
                    counts[component.name.replacingOccurrences(of: module.name, with: "{Module}"), default: 0] += 1
                }
            }
            guard let template = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { continue }
            if template != (convention.typeNames[role] ?? "{Module}\(convention.title(of: role))") { overrides[role] = template }
        }
        return (convention, overrides)
    }

    static func config(_ app: AppModel, name: String, convention: Convention, overrides: [Role: String]) -> String {
        var lines = [
            "# Drafted by 'viperc init --from' from the code in \(app.root.isEmpty ? "." : app.root). Review it: names,",
            "# ownership and routes come from the code; methods, transitions and parameters need you.",
            "name: \(quoted(name))",
            "convention: \(convention.name)",
        ]
        if !overrides.isEmpty {
            lines.append("naming:")
            lines.append("  types:")
            for (role, template) in overrides.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                lines.append("    \(role.rawValue): \(quoted(template))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func spec(
        _ module: ModuleModel, references moduleReferences: [ComponentReference], routes moduleRoutes: [NavigationEdge],
        typeName: (Role, String) -> String
    ) -> String {
        var lines = ["module: \(module.name)"]
        if let folder = module.folder { lines.append("# found in \(folder)") }
        let roles = Set(module.components.map(\.role))
        for (lintRole, role) in specRoles where roles.contains(lintRole) || lintRole == .view || lintRole == .presenter {
            let key = role == .wireframe ? "router" : role.rawValue
            if roles.contains(lintRole) {
                let names = module.components.filter { $0.role == lintRole }.map(\.name)
                let expected = typeName(role, module.name)
                let naming = names.contains(expected) ? "" : "; the naming gives '\(expected)', rename one"
                lines.append("\(key):  # \(names.joined(separator: ", "))\(naming); methods not recovered")
                if role == .interactor, moduleReferences.contains(where: { $0.fromRole == .interactor && $0.toRole == .presenter }) {
                    lines.append("  output:  # implemented by the presenter; methods not recovered")
                }
            } else {
                lines.append("\(key):  # not found in the code; a module needs one")
            }
        }
        // A spec has one component per role: with several (a configurator and two helper
        // builders), only the one the naming gives, or else the first, speaks for the role.
        var primary: [LintRole: String] = [:]
        for (lintRole, role) in specRoles {
            let names = module.components.filter { $0.role == lintRole }.map(\.name)
            primary[lintRole] = names.first { $0 == typeName(role, module.name) } ?? names.first
        }
        var references: [String] = []
        for reference in moduleReferences {
            guard primary[reference.fromRole] == reference.from, primary[reference.toRole] == reference.to || reference.via != nil
            else { continue }
            guard let holder = specRoles.first(where: { $0.0 == reference.fromRole })?.1,
                var target = specRoles.first(where: { $0.0 == reference.toRole })?.1
            else { continue }
            if holder == .interactor && target == .presenter { target = .interactorOutput }
            // Only what both ends of the module have: a spec cannot point at a missing component.
            let present = roles.contains(reference.toRole) || target == .interactorOutput
            guard roles.contains(reference.fromRole), present else { continue }
            let key = "\(holder.rawValue).\(target == .interactorOutput ? "output" : target.rawValue)"
            let entry = "  \(key): \(reference.ownership == .unownedUnsafe ? "unowned" : reference.ownership.rawValue)"
            if holder != target, !references.contains(where: { $0.hasPrefix("  \(key):") }) { references.append(entry) }
        }
        if !references.isEmpty {
            lines.append("references:")
            lines += references.sorted()
        }
        var targets = Set<String>()
        let routes = moduleRoutes.filter { isIdentifier($0.to) && targets.insert($0.to).inserted }
        if !routes.isEmpty {
            lines.append("routes:")
            for route in routes {
                lines.append("  - name: open\(route.to)")
                lines.append("    to: \(route.to)")
                lines.append("    transition: push  # not recovered: \(route.source) opens it through '\(route.via)'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
