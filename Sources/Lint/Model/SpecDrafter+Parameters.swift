import Architecture
import CodeSource
import Diagnostics
import SpecParser

/// What a drafted module takes and uses: its parameters, services and keepers, and quoting.
extension SpecDrafter {
    /// The type names of `parameters` (`name: Type`), or nil when a spec cannot declare them
    /// for `module`: an attribute or `inout` in a type, a type the spec grammar does not take,
    /// or a name its components already use for a reference, a service or a property.
    static func declarableParameters(_ parameters: [String], of module: ModuleModel, context: Context) -> [String]? {
        var taken = Set(
            Role.allCases.filter { $0 != .delegate }.map(\.referenceName) + [
                "dependencies", "output", "wireframe", "router", "viewController",
            ])
        taken.formUnion(context.convention.propertyNames.values)
        // A property its protocols declare would collide with the parameter's stored property.
        for proto in module.protocols {
            for member in proto.members where member.kind == .property { taken.insert(member.name) }
        }
        // As the drift check asks: the assembly takes each, and a component keeps it.
        guard
            let assembler = module.components.first(where: { $0.role == .builder })
                ?? module.components.first(where: { $0.role == .router })
        else { return nil }
        var names: [String] = []
        for parameter in parameters {
            let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return nil }
            let takes = assembler.members.contains { member in
                member.kind != .property
                    && (member.parameterNames.contains(parts[0]) || member.name.contains("(\(parts[0]):")
                        || member.name.contains(":\(parts[0]):"))
            }
            guard takes, !keepers(of: parts[0], in: module).isEmpty else { return nil }
            guard isIdentifier(parts[0]), !taken.contains(parts[0]),
                !parts[1].contains("@"), !parts[1].contains("inout"), !parts[1].contains("...")
            else { return nil }
            let location = SourceLocation(path: "", line: 1, column: 1)
            guard let parsed = SignatureParser.property("\(parts[0]): \(parts[1]) { get }", at: location, locate: { _ in location }).0,
                DriftCheck.standardMisuse(parsed.type.arityMismatches, declared: context.app.standardNamesDeclared) == nil
            else {
                return nil
            }
            names += parsed.type.names.map(\.value).filter {
                !KnownTypes.standard.contains($0) || context.app.standardNamesDeclared.contains($0)
            }
        }
        return names
    }

    /// `parameters:`: what the routes into the module pass, each given to the components that
    /// keep a property of its name (the presenter when none does), a delegate held weakly.
    static func parameters(of module: ModuleModel, context: Context) -> [String] {
        guard let passed = context.parameters[module.name], !passed.isEmpty else { return [] }
        var lines = ["parameters:"]
        for parameter in passed {
            let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let (name, type) = (parts[0], parts[1])
            let keepers = keepers(of: name, in: module)
            let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
            let weak = context.modules.contains { context.convention.protocolName(.delegate, module: $0) == bare }
            if keepers.isEmpty || keepers == [.presenter], !weak {
                lines.append("  \(name): \(quotedIfNeeded(type))")
                continue
            }
            var fields = ["type: \(quotedIfNeeded(type))"]
            if !keepers.isEmpty && keepers != [.presenter] {
                fields.append("to: " + (keepers.count == 1 ? keepers[0].specKey : "[\(keepers.map(\.specKey).joined(separator: ", "))]"))
            }
            if weak { fields.append("ownership: weak") }
            lines.append("  \(name): { \(fields.joined(separator: ", ")) }")
        }
        return lines
    }

    /// The interactor's services: stored properties named after their type, as the skeletons
    /// viperc writes keep them (`catalogClient: CatalogClient`), whose type is no component.
    static func services(of interactor: Component, in module: ModuleModel, context: Context) -> [String] {
        var result: [String] = []
        // What a route passes in is a parameter, not a service.
        let parameters = Set((context.parameters[module.name] ?? []).map { String($0.split(separator: ":")[0]) })
        // A property the interactor's protocols declare is drafted as one, not as a service.
        let declared = Set(module.protocols.flatMap(\.members).filter { $0.kind == .property }.map(\.name))
        // A property that holds a component (`weak var output: Output?` through the class's own
        // alias) is a reference, drafted as one.
        let held = Set(context.app.references.filter { $0.from == interactor.name }.map(\.property))
        for member in interactor.members where member.kind == .property && !parameters.contains(member.name) {
            guard !declared.contains(member.name), !held.contains(member.name) else { continue }
            var type = Substring(member.shape.dropFirst())
            while type.last == "!" || type.last == "?" { type = type.dropLast() }
            let name = String(type)
            guard let first = name.first, first.isUppercase, isIdentifier(name), context.app.placements[name] == nil,
                Validator.variableName(name) == member.name, !result.contains(name)
            else { continue }
            result.append(name)
        }
        return result
    }

    /// The components that keep a parameter: a property or an initializer parameter of its name.
    static func keepers(of name: String, in module: ModuleModel) -> [Role] {
        [Role.presenter, .interactor, .router].filter { role in
            module.components.contains { component in
                component.role == role
                    && component.members.contains {
                        ($0.kind == .property && $0.name == name) || ($0.kind == .initializer && $0.parameterNames.contains(name))
                    }
            }
        }
    }

    /// A type as a YAML value: quoted when YAML would read it otherwise (`[Int]`, `Int?`).
    static func quotedIfNeeded(_ type: String) -> String {
        type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? type : quoted(type)
    }

    /// The component role that plays a reference end: the presenter for the interactor's output.
    static func componentRole(_ role: Role) -> Role {
        Role.components.contains(role) ? role : .presenter
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
