import Diagnostics
import SpecParser

/// The architecture model filled from specs: the same modules, components, references and
/// routes that `ModelRecovery` fills from code, so the graph, the rules and the drift check read
/// one shape whatever its source.
public enum SpecArchitecture {
    static let roles: [(Role, LintRole)] = [
        (.view, .view), (.presenter, .presenter), (.interactor, .interactor), (.interactorOutput, .presenter),
        (.wireframe, .router), (.formatter, .formatter), (.builder, .builder),
    ]

    static func lintRole(_ role: Role) -> LintRole {
        roles.first { $0.0 == role }!.1
    }

    public static func model(of projects: [Project]) -> ArchitectureModel {
        ArchitectureModel(apps: projects.map(app))
    }

    static func app(_ project: Project) -> AppModel {
        let convention = project.config.convention
        var app = AppModel(root: project.root)
        for module in project.modules.sorted(by: { $0.name.value < $1.name.value }) {
            let name = module.name.value
            var model = ModuleModel(name: name, folder: folder(of: module.displayPath), components: [], protocols: [])
            // The module is assembled by its wireframe, or else by a builder the spec need not declare.
            let assembler: Role = convention.assembler == .wireframe && module.has(.wireframe) ? .wireframe : .builder
            for (role, lintRole) in roles {
                let declared = module.components[role] ?? (role == .interactorOutput ? module.components[.interactor] : nil)
                let implied = role == assembler && declared == nil
                guard let location = declared?.location ?? (implied ? module.name.location : nil) else { continue }
                let evidence = [Evidence(kind: .spec, detail: module.displayPath)]
                if implied {
                    let typeName = convention.typeName(role, module: name, viewKind: module.viewKind)
                    model.components.append(Component(role: lintRole, name: typeName, location: location, evidence: evidence))
                    app.placements[typeName] = Placement(role: lintRole, module: name, isInterface: false, isChannel: false)
                    continue
                }
                let protocolName = convention.protocolName(role, module: name)
                // A protocol requires its own members; the wireframe's also its routes.
                var required = module.components[role].map(members) ?? []
                if role == .wireframe { required += module.routes.map(routeMember) }
                model.protocols.append(
                    Component(role: lintRole, name: protocolName, location: location, evidence: evidence, members: required))
                app.placements[protocolName] = Placement(role: lintRole, module: name, isInterface: true, isChannel: false)
                guard role != .interactorOutput else { continue }
                let typeName = convention.typeName(role, module: name, viewKind: module.viewKind)
                // The presenter implements the interactor's output too.
                let implemented = role == .presenter ? required + (module.components[.interactorOutput].map(members) ?? []) : required
                model.components.append(
                    Component(role: lintRole, name: typeName, location: location, evidence: evidence, members: implemented))
                app.placements[typeName] = Placement(role: lintRole, module: name, isInterface: false, isChannel: false)
            }
            model.parameters = module.parameters.map { parameter in
                ModuleParameter(
                    name: parameter.name.value, type: parameter.type.text, receivers: parameter.receivers.map(lintRole),
                    location: parameter.name.location)
            }
            for reference in ReferenceResolver.resolve(module, config: project.config).references {
                let key = reference.key
                app.references.append(
                    ComponentReference(
                        module: name, from: convention.typeName(key.holder.implementer, module: name, viewKind: module.viewKind),
                        fromRole: lintRole(key.holder), property: key.target.rawValue,
                        to: convention.typeName(key.target.implementer, module: name, viewKind: module.viewKind),
                        toRole: lintRole(key.target),
                        via: convention.protocolName(key.target, module: name), ownership: ownership(reference.ownership),
                        location: reference.location))
            }
            for route in module.routes {
                guard let target = route.target?.value else { continue }
                app.routes.append(
                    NavigationEdge(
                        from: name, to: target, source: convention.typeName(.wireframe, module: name), via: route.name.value,
                        location: route.location, transition: route.transition.value.rawValue,
                        parameters: route.parameters.map { "\($0.name.value): \($0.type.text)" }))
            }
            app.modules.append(model)
        }
        return app
    }

    /// `item(at:)` for `item(at indexPath: IndexPath) -> Show`.
    static func selector(_ method: MethodSignature) -> String {
        method.name + "(" + method.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
    }

    /// What a component's interface requires, in the shape the scanner gives code members.
    static func members(_ component: ComponentSpec) -> [MemberDecl] {
        component.methods.map(member) + component.properties.map(member)
    }

    static func member(_ method: MethodSignature) -> MemberDecl {
        let effects = (method.isAsync ? "async" : "") + (method.throwsClause ?? "").filter { !$0.isWhitespace }
        var result = method.returnType?.text ?? ""
        if result == "Void" || result == "()" { result = "" }
        let shape =
            "(" + method.parameters.map { MemberDecl.normalize($0.type.text) }.joined(separator: ",") + ")" + effects
            + (result.isEmpty ? "" : "->" + MemberDecl.normalize(result))
        return MemberDecl(
            kind: .method, name: selector(method), shape: shape, text: method.swiftSignature, parameterNames: method.parameters.map(\.name),
            location: method.location)
    }

    static func member(_ property: PropertySignature) -> MemberDecl {
        MemberDecl(
            kind: .property, name: property.name, shape: ":" + MemberDecl.normalize(property.type.text),
            text: "\(property.name): \(property.type.text) { \(property.isSettable ? "get set" : "get") }", location: property.location)
    }

    /// A route as the wireframe method it becomes: the module it opens and how.
    static func routeMember(_ route: RouteSpec) -> MemberDecl {
        let parameters = route.parameters.map { "\($0.name.value): \($0.type.text)" }
        return MemberDecl(
            kind: .method, name: route.name.value + "(" + route.parameters.map { $0.name.value + ":" }.joined() + ")",
            shape: "(" + route.parameters.map { MemberDecl.normalize($0.type.text) }.joined(separator: ",") + ")",
            text: route.name.value + "(" + parameters.joined(separator: ", ") + ")", parameterNames: route.parameters.map(\.name.value),
            location: route.name.location, calls: route.target.map { [$0.value] } ?? [], transition: route.transition.value.rawValue)
    }

    static func ownership(_ ownership: Ownership) -> PropertyOwnership {
        switch ownership {
        case .strong: .strong
        case .weak: .weak
        case .unowned: .unowned
        }
    }

    static func folder(of path: String) -> String? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(path[..<slash])
    }
}
