import Architecture
import SpecParser
import Templates

/// What a convention's template sees: the architecture model of one module (the same model
/// that lint, drift and `init --from` read), with what only a spec says (entities, services,
/// isolation, comments). `schema` describes every field; docs/Templates.md documents them.
public enum TemplateContext {
    /// The context for the files of `module`.
    public static func module(_ resolved: ResolvedModule, project: Project, delegates: [String: ComponentSpec] = [:]) -> [String: Any] {
        let module = resolved.module
        let convention = resolved.convention
        let name = module.name.value
        let part = SpecArchitecture.part(of: module, config: project.config)
        let assembler = Navigation.assembler(of: module, convention: convention)
        let references = resolved.references.map { reference(of: $0, module: module, convention: convention) }

        var components: [[String: Any]] = []
        var value: [String: Any] = [:]
        for component in part.model.components {
            let role = component.role
            let spec = module.components[role]
            var entry: [String: Any] = [
                "role": role.rawValue,
                "name": component.name,
                "protocol": module.has(role) ? convention.protocolName(role, module: name) : "",
                "comment": spec?.doc ?? "",
                "isolation": resolved.isolation(of: role).rawValue,
                "isAssembler": role == assembler,
                "members": component.members.map(member),
                "references": references.filter { ($0["holder"] as? String) == role.rawValue },
            ]
            let output = convention.protocolName(.interactorOutput, module: name)
            if role == .presenter, module.has(.interactorOutput) {
                entry["outputProtocol"] = output
            }
            entry["parameters"] = module.parameters.filter { $0.receivers.contains(role) }.map { parameter(of: $0) }
            // The delegate protocols of the modules it opens that the component implements.
            entry["implements"] = (spec?.implements ?? []).compactMap { name -> [String: Any]? in
                guard let delegate = delegates[name.value] else { return nil }
                var shapes = TypeShapes()
                return [
                    "name": name.value,
                    "members": SpecArchitecture.members(delegate, shapes: &shapes).map(member),
                ]
            }
            components.append(entry)
            value[role.rawValue] = entry
        }
        value["name"] = name
        value["folder"] = BuildPlanner.folder(of: module)
        value["group"] = module.group?.value ?? ""
        value["comment"] = module.doc ?? ""
        value["viewKind"] = module.viewKind.rawValue
        value["viewSource"] = module.viewSource.rawValue
        value["imports"] = resolved.imports
        value["components"] = components
        // The model files the interactor's output under the presenter, which implements it; a
        // template is told which interface it is.
        let output = convention.protocolName(.interactorOutput, module: name)
        // The model has an output interface wherever there is an interactor; the interfaces
        // file declares it only when the spec gives the interactor an output.
        value["interfaces"] = part.model.protocols.compactMap { component -> [String: Any]? in
            let role = component.name == output ? Role.interactorOutput : component.role
            guard role != .interactorOutput || module.has(.interactorOutput) else { return nil }
            return ["name": component.name, "role": role.rawValue, "members": component.members.map(member)]
        }
        value["references"] = references
        value["routes"] = module.routes.map { route(of: $0) }
        value["parameters"] = module.parameters.map { parameter(of: $0) }
        value["entities"] = module.entities.map { entity -> [String: Any] in
            [
                "name": entity.name.value, "comment": entity.doc ?? "", "fields": entity.fields.map { parameter(of: $0) },
                "conformances": entity.conformances.map(\.value),
            ]
        }
        value["services"] = module.services.map { service -> [String: Any] in
            ["type": service.value, "property": SkeletonEmitter.variableName(service.value)]
        }
        let assemblyParameters =
            module.parameters.map { "\($0.name.value): \($0.type.text)" } + ["dependencies: \(Navigation.dependencies)"]
        value["assembly"] = [
            "type": convention.typeName(assembler, module: name, viewKind: module.viewKind),
            "function": Navigation.assemblyFunction(of: module, convention: convention),
            "parameters": assemblyParameters.joined(separator: ", "),
            "dependencies": Navigation.dependencies,
            // How the view controller is made: in code, from its storyboard or from its nib.
            "makeView": InterfaceBuilderFiles.makeView(
                module, typeName: convention.typeName(.view, module: name, viewKind: module.viewKind)),
            // Infinum's way: the wireframe subclasses this and assembles the module in `init`.
            "baseClass": Navigation.usesBaseWireframe(module, convention: convention)
                ? "\(convention.baseWireframe ?? "")<\(convention.typeName(.view, module: name, viewKind: module.viewKind))>" : "",
        ]
        return ["module": value, "project": projectValue(project)]
    }

    static func projectValue(_ project: Project) -> [String: Any] {
        [
            "name": project.config.name ?? "",
            "convention": project.config.convention.name,
            "modules": project.modules.map(\.name.value).sorted(),
        ]
    }

    static func member(_ member: MemberDecl) -> [String: Any] {
        // A property's type, or a method's result ("" for none), from the compared shape.
        var type = ""
        if member.kind == .property {
            type = String(member.shape.dropFirst())
        } else {
            // After the parameter list's closing parenthesis and the effects.
            var depth = 0
            var close: String.Index?
            for index in member.shape.indices {
                let character = member.shape[index]
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 {
                        close = index
                        break
                    }
                }
            }
            if let close, let arrow = member.shape[close...].range(of: "->") { type = String(member.shape[arrow.upperBound...]) }
        }
        return [
            "kind": member.kind.rawValue, "name": member.name, "text": member.text, "parameterNames": member.parameterNames,
            "type": type, "isSettable": member.text.hasSuffix("{ get set }"),
            // A route's method, which the generated routes file already implements.
            "isGeneratedRoute": member.transition.map { $0 != .custom } ?? false,
        ]
    }

    static func reference(of reference: ResolvedReference, module: ModuleSpec, convention: Convention) -> [String: Any] {
        let key = reference.key
        let name = module.name.value
        return [
            "holder": key.holder.implementer.rawValue,
            "holderType": convention.typeName(key.holder.implementer, module: name, viewKind: module.viewKind),
            "target": key.target.rawValue,
            "targetComponent": key.target.implementer.rawValue,
            "targetType": convention.typeName(key.target.implementer, module: name, viewKind: module.viewKind),
            "protocol": convention.protocolName(key.target, module: name),
            "property": convention.propertyName(holder: key.holder, target: key.target),
            "ownership": reference.ownership.rawValue,
            "isStrong": reference.ownership == .strong,
            "isWeak": reference.ownership == .weak,
            "isUnowned": reference.ownership == .unowned || reference.ownership == .unownedUnsafe,
        ]
    }

    static func route(of route: RouteSpec) -> [String: Any] {
        var signature = route.name.value + "("
        signature += route.parameters.map { "\($0.name.value): \($0.type.text)" }.joined(separator: ", ")
        return [
            "name": route.name.value,
            "target": route.target?.value ?? "",
            "transition": route.transition.value.rawValue,
            "presentation": route.presentation?.value.rawValue ?? "",
            "signature": signature + ")",
            "comment": route.doc ?? "",
            "parameters": route.parameters.map { parameter(of: $0) },
        ]
    }

    static func parameter(of parameter: ParameterSpec) -> [String: Any] {
        [
            "name": parameter.name.value, "type": parameter.type.text, "storedType": parameter.storedType,
            "ownership": (parameter.ownership?.value ?? .strong).rawValue,
            "receivers": parameter.receivers.map(\.implementer.rawValue),
        ]
    }

    /// Every name a template may use, by the kind of object that has it.
    public static let schema = TemplateSchema(
        root: ["module": .object("module"), "project": .object("project")],
        kinds: [
            "project": ["name": .text, "convention": .text, "modules": .list(.text)],
            "module": [
                "name": .text, "folder": .text, "group": .text, "comment": .text, "viewKind": .text, "viewSource": .text,
                "imports": .list(.text), "components": .list(.object("component")), "interfaces": .list(.object("interface")),
                "references": .list(.object("reference")), "routes": .list(.object("route")),
                "parameters": .list(.object("parameter")), "entities": .list(.object("entity")),
                "services": .list(.object("service")), "assembly": .object("assembly"),
                "view": .object("component"), "presenter": .object("component"), "interactor": .object("component"),
                "router": .object("component"), "formatter": .object("component"), "builder": .object("component"),
            ],
            "component": [
                "role": .text, "name": .text, "protocol": .text, "comment": .text, "isolation": .text, "isAssembler": .flag,
                "members": .list(.object("member")), "references": .list(.object("reference")), "outputProtocol": .text,
                "parameters": .list(.object("parameter")), "implements": .list(.object("interface")),
            ],
            "interface": ["name": .text, "role": .text, "members": .list(.object("member"))],
            "member": [
                "kind": .text, "name": .text, "text": .text, "parameterNames": .list(.text), "type": .text, "isSettable": .flag,
                "isGeneratedRoute": .flag,
            ],
            "reference": [
                "holder": .text, "holderType": .text, "target": .text, "targetComponent": .text, "targetType": .text, "protocol": .text,
                "property": .text,
                "ownership": .text, "isStrong": .flag, "isWeak": .flag, "isUnowned": .flag,
            ],
            "route": [
                "name": .text, "target": .text, "transition": .text, "presentation": .text, "signature": .text, "comment": .text,
                "parameters": .list(.object("parameter")),
            ],
            "service": ["type": .text, "property": .text],
            "assembly": [
                "type": .text, "function": .text, "parameters": .text, "dependencies": .text, "baseClass": .text, "makeView": .text,
            ],
            "parameter": ["name": .text, "type": .text, "storedType": .text, "ownership": .text, "receivers": .list(.text)],
            "entity": ["name": .text, "comment": .text, "fields": .list(.object("parameter")), "conformances": .list(.text)],
        ])
}
