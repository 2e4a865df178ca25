import Architecture
import SpecParser
import Templates

/// What a convention's template sees: the architecture model of one module (the same model
/// that lint, drift and `init --from` read), with what only a spec says (entities, services,
/// isolation, comments). `schema` describes every field; docs/Templates.md documents them.
public enum TemplateContext {
    /// The context for the files of `module`.
    public static func module(
        _ resolved: ResolvedModule, project: Project, modules: [String: ModuleSpec] = [:], delegates: [String: ComponentSpec] = [:],
        projectValue: TemplateValue? = nil, uses: Set<String>? = nil
    ) -> TemplateValue {
        // Only the fields some template reads are made (`uses`, from the checker; nil: all).
        func wants(_ field: String) -> Bool { uses?.contains(field) ?? true }
        let effects = wants("member.isAsync") || wants("member.isThrowing")
        let member = { (decl: MemberDecl) in Self.member(decl, effects: effects) }
        let module = resolved.module
        let convention = resolved.convention
        let name = module.name.value
        let assembler = Navigation.assembler(of: module, convention: convention)
        // The architecture model's part of the module gives members; without a template that
        // reads them, the components are named as the model would name them, for less.
        let part =
            wants("component.members") || wants("interface.members") ? SpecArchitecture.part(of: module, config: project.config) : nil
        let modelComponents =
            part?.model.components.map { (role: $0.role, name: $0.name, members: $0.members) }
            ?? Role.components.filter { module.components[$0] != nil || $0 == assembler }.map {
                (role: $0, name: module.typeName($0, convention), members: [])
            }
        let references =
            wants("module.references") || wants("component.references")
            ? resolved.references.map { reference(of: $0, module: module, convention: convention) } : []

        // What viperc's own skeletons are made of, for the skeleton fields.
        let skeleton = SkeletonEmitter(resolved, delegates: delegates)

        var components: [TemplateValue] = []
        var value: TemplateFields = [:]
        for component in modelComponents {
            let role = component.role
            let spec = module.components[role]
            // A type nested in the module's namespace is declared inside an extension of it.
            let nested = NestedName.split(component.name)
            var entry: TemplateFields = [
                "role": .text(role.rawValue),
                "name": .text(component.name),
                "declaredName": .text(nested.name), "namespace": .text(nested.namespace ?? ""),
                "nesting": .number(nested.namespace == nil ? 0 : 4),
                "protocol": .text(module.has(role) ? convention.protocolName(role, module: name) : ""),
                "comment": .text(spec?.doc ?? ""),
                "isolation": .text(resolved.isolation(of: role).rawValue),
                "isAssembler": .flag(role == assembler),
                "members": .list(wants("component.members") ? component.members.map(member) : []),
                "references": .list(references.filter { $0["holder"] == .text(role.rawValue) }),
            ]
            let output = convention.protocolName(.interactorOutput, module: name)
            if role == .presenter, module.has(.interactorOutput) {
                entry["outputProtocol"] = .text(output)
            }
            if wants("component.parameters") {
                entry["parameters"] = .list(module.parameters.filter { $0.receivers.contains(role) }.map { parameter(of: $0) })
            }
            // The delegate protocols of the modules it opens that the component implements.
            entry["implements"] = .list(
                (wants("component.implements") ? spec?.implements ?? [] : []).compactMap { name -> TemplateValue? in
                    guard let delegate = delegates[name.value] else { return nil }
                    var shapes = TypeShapes()
                    return [
                        "name": .text(name.value),
                        "members": .list(SpecArchitecture.members(delegate, shapes: &shapes).map(member)),
                    ]
                })
            for (field, fieldValue) in skeletonFields(of: role, emitter: skeleton, wants: wants) { entry[field] = fieldValue }
            entry.origin = spec?.location
            components.append(.object(entry))
            value[role.rawValue] = .object(entry)
        }
        value["name"] = .text(name)
        value["spec"] = .text(module.displayPath)
        value["folder"] = .text(BuildPlanner.folder(of: module))
        value["group"] = .text(module.group?.value ?? "")
        value["namespace"] = .text(module.namespace?.value ?? "")
        value["comment"] = .text(module.doc ?? "")
        value["viewKind"] = .text(module.viewKind.rawValue)
        value["viewSource"] = .text(module.viewSource.rawValue)
        value["imports"] = .list(resolved.imports.map(TemplateValue.text))
        value["components"] = .list(components)
        // The protocols as the interfaces file declares them, with the model's members.
        let models = Dictionary((part?.model.protocols ?? []).map { ($0.name, $0.members) }, uniquingKeysWith: { first, _ in first })
        value["interfaces"] = .list(wants("module.interfaces") ? interfaces(resolved, models: models, wants: wants) : [])
        value["references"] = .list(references)
        let generated = Set(Navigation.generatedRoutes(of: module).map(\.name.value))
        let navigates = ["body", "assembly", "shown", "from", "inNavigation"].contains { wants("route." + $0) }
        let routes =
            wants("module.routes") || wants("module.generatedRoutes")
            ? module.routes.map { route($0, resolved: resolved, modules: modules, generated: generated, navigation: navigates) } : []
        value["routes"] = .list(routes)
        value["generatedRoutes"] = .list(zip(module.routes, routes).filter { generated.contains($0.0.name.value) }.map(\.1))
        value["parameters"] = .list(module.parameters.map { parameter(of: $0) })
        value["entities"] = entities(module.entities)
        value["services"] = .list(
            module.services.map { service -> TemplateValue in
                ["type": .text(service.value), "property": .text(SkeletonEmitter.variableName(service.value))]
            })
        let assemblyParameters =
            module.parameters.map { "\($0.name.value): \($0.type.text)" } + ["dependencies: \(Navigation.dependencies)"]
        let view = module.typeName(.view, convention)
        value["assembly"] = [
            "type": .text(Navigation.assemblerType(of: module, convention: convention)),
            "function": .text(Navigation.assemblyFunction(of: module, convention: convention)),
            "parameters": .text(assemblyParameters.joined(separator: ", ")),
            "dependencies": .text(Navigation.dependencies),
            // How the view controller is made: in code, from its storyboard or from its nib.
            "makeView": .text(InterfaceBuilderFiles.makeView(module, typeName: view)),
            // Infinum's way: the wireframe subclasses this and assembles the module in `init`.
            "baseClass": .text(
                Navigation.usesBaseWireframe(module, convention: convention) ? "\(convention.baseWireframe ?? "")<\(view)>" : ""),
            "lines": .list(wants("assembly.lines") ? skeleton.assemblyBody.map(TemplateValue.text) : []),
            // What the assembly hands its caller: the view controller, or for a module without a
            // view its presenter, which the opener keeps.
            "returns": .text(skeleton.assemblyReturnType),
        ]
        return ["module": .object(value), "project": projectValue ?? self.projectValue(project)]
    }

    static func entities(_ entities: [EntitySpec]) -> TemplateValue {
        .list(
            entities.map { entity -> TemplateValue in
                TemplateValue.object([
                    "name": .text(entity.name.value), "comment": .text(entity.doc ?? ""),
                    "fields": .list(entity.fields.map { parameter(of: $0) }),
                    "conformances": .list(entity.conformances.map { .text($0.value) }),
                ]).from(entity.name.location)
            })
    }

    /// A file of shared types (`shared:`) is written by the entities template, as a module of
    /// entities alone: its name, group, imports and entities.
    static func shared(_ shared: SharedTypesSpec, project: Project, projectValue: TemplateValue) -> TemplateValue {
        let module: TemplateFields = [
            "name": .text(shared.name.value), "group": .text(shared.group?.value ?? ""),
            "folder": .text(shared.group?.value ?? ""), "imports": .list(project.config.imports(of: shared).map(TemplateValue.text)),
            "entities": entities(shared.entities),
        ]
        return ["module": .object(module), "project": projectValue]
    }

    /// `project`: the same for every module of a build, so the planner makes it once.
    public static func projectValue(_ project: Project) -> TemplateValue {
        var fields = projectFields(project)
        fields["name"] = .text(project.config.name ?? "")
        fields["convention"] = .text(project.config.convention.name)
        fields["modules"] = .list(project.modules.map(\.name.value).sorted().map(TemplateValue.text))
        return .object(fields)
    }

    static func member(_ member: MemberDecl) -> TemplateValue { self.member(member, effects: true) }

    static func member(_ member: MemberDecl, effects withEffects: Bool) -> TemplateValue {
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
        let effects = member.kind == .property || !withEffects ? "" : effectsOf(member.shape)
        return TemplateValue.object([
            "kind": .text(member.kind.rawValue), "name": .text(member.name), "text": .text(member.text),
            "baseName": .text(String(member.name.prefix { $0 != "(" })),
            "isAsync": .flag(effects.contains("async")), "isThrowing": .flag(effects.contains("throws")),
            "parameterNames": .list(member.parameterNames.map(TemplateValue.text)), "type": .text(type),
            "isSettable": .flag(member.text.hasSuffix("{ get set }")),
            // A route's method, which the generated routes file already implements.
            "isGeneratedRoute": .flag(member.transition.map { $0 != .custom } ?? false),
        ]).from(member.location)
    }

    /// What follows a method shape's parameter list and comes before its arrow: `async`, `throws`.
    static func effectsOf(_ shape: String) -> String {
        var depth = 0
        for index in shape.indices {
            if shape[index] == "(" { depth += 1 }
            if shape[index] == ")" {
                depth -= 1
                if depth == 0 {
                    let rest = shape[shape.index(after: index)...]
                    return String(rest.range(of: "->").map { rest[..<$0.lowerBound] } ?? rest)
                }
            }
        }
        return ""
    }

    static func reference(of reference: ResolvedReference, module: ModuleSpec, convention: Convention) -> TemplateValue {
        let key = reference.key
        let name = module.name.value
        return TemplateValue.object([
            "holder": .text(key.holder.implementer.rawValue),
            "holderType": .text(module.typeName(key.holder.implementer, convention)),
            "target": .text(key.target.rawValue),
            "targetComponent": .text(key.target.implementer.rawValue),
            "targetType": .text(module.typeName(key.target.implementer, convention)),
            "protocol": .text(convention.protocolName(key.target, module: name)),
            "property": .text(convention.propertyName(holder: key.holder, target: key.target)),
            "ownership": .text(reference.ownership.rawValue),
            "isStrong": .flag(reference.ownership == .strong),
            "isWeak": .flag(reference.ownership == .weak),
            "isUnowned": .flag(reference.ownership == .unowned || reference.ownership == .unownedUnsafe),
        ]).from(reference.location)
    }

    static func route(of route: RouteSpec) -> TemplateValue {
        var signature = route.name.value + "("
        signature += route.parameters.map { "\($0.name.value): \($0.type.text)" }.joined(separator: ", ")
        return TemplateValue.object([
            "name": .text(route.name.value),
            "target": .text(route.target?.value ?? ""),
            "transition": .text(route.transition.value.rawValue),
            "presentation": .text(route.presentation?.value.rawValue ?? ""),
            "signature": .text(signature + ")"),
            "comment": .text(route.doc ?? ""),
            "parameters": .list(route.parameters.map { parameter(of: $0) }),
        ]).from(route.name.location)
    }

    static func parameter(of parameter: ParameterSpec) -> TemplateValue {
        TemplateValue.object([
            "name": .text(parameter.name.value), "type": .text(parameter.type.text), "storedType": .text(parameter.storedType),
            "ownership": .text((parameter.ownership?.value ?? .strong).rawValue),
            "receivers": .list(parameter.receivers.map { .text($0.implementer.rawValue) }),
        ]).from(parameter.name.location)
    }

    /// Every name a template may use, by the kind of object that has it.
    public static let schema = TemplateSchema(
        root: ["module": .object("module"), "project": .object("project")],
        kinds: [
            "project": [
                "name": .text, "convention": .text, "modules": .list(.text), "services": .list(.object("service")),
                "imports": .list(.text), "dependencies": .text, "baseProtocols": .list(.object("baseProtocol")),
                "baseWireframe": .text,
            ],
            "baseProtocol": ["role": .text, "name": .text, "attribute": .text],
            "module": [
                "name": .text, "spec": .text, "folder": .text, "group": .text, "namespace": .text, "comment": .text, "viewKind": .text,
                "viewSource": .text,
                "imports": .list(.text), "components": .list(.object("component")), "interfaces": .list(.object("interface")),
                "references": .list(.object("reference")), "routes": .list(.object("route")),
                "generatedRoutes": .list(.object("route")),
                "parameters": .list(.object("parameter")), "entities": .list(.object("entity")),
                "services": .list(.object("service")), "assembly": .object("assembly"),
                "view": .object("component"), "presenter": .object("component"), "interactor": .object("component"),
                "router": .object("component"), "formatter": .object("component"), "builder": .object("component"),
            ],
            "component": [
                "role": .text, "name": .text, "declaredName": .text, "namespace": .text, "nesting": .number, "protocol": .text,
                "comment": .text, "isolation": .text, "isAssembler": .flag,
                "members": .list(.object("member")), "references": .list(.object("reference")), "outputProtocol": .text,
                "parameters": .list(.object("parameter")), "implements": .list(.object("interface")),
                "imports": .list(.text), "keyword": .text, "attribute": .text, "inherits": .list(.text),
                "storedProperties": .list(.object("storedProperty")), "initParameters": .list(.object("initParameter")),
                "conformances": .list(.object("conformance")),
            ],
            "interface": [
                "name": .text, "role": .text, "members": .list(.object("member")), "title": .text, "comment": .text,
                "inherits": .list(.text), "attribute": .text, "isolation": .text, "mock": .text,
                "requirements": .list(.object("requirement")), "stubs": .list(.object("stub")),
            ],
            "stub": stubFields,
            "requirement": ["declaration": .text, "comment": .text, "isRoute": .flag, "isSetApart": .flag],
            "member": [
                "kind": .text, "name": .text, "text": .text, "parameterNames": .list(.text), "type": .text, "isSettable": .flag,
                "isGeneratedRoute": .flag, "baseName": .text, "isAsync": .flag, "isThrowing": .flag,
            ],
            "reference": [
                "holder": .text, "holderType": .text, "target": .text, "targetComponent": .text, "targetType": .text, "protocol": .text,
                "property": .text,
                "ownership": .text, "isStrong": .flag, "isWeak": .flag, "isUnowned": .flag,
            ],
            "route": [
                "name": .text, "target": .text, "transition": .text, "presentation": .text, "signature": .text, "comment": .text,
                "parameters": .list(.object("parameter")), "isGenerated": .flag, "assembly": .text, "shown": .text, "from": .text,
                "inNavigation": .flag,
                "body": .list(.text), "documentation": .text,
            ],
            "service": ["type": .text, "property": .text],
            "assembly": [
                "type": .text, "function": .text, "parameters": .text, "dependencies": .text, "baseClass": .text, "makeView": .text,
                "lines": .list(.text), "returns": .text,
            ],
            "parameter": ["name": .text, "type": .text, "storedType": .text, "ownership": .text, "receivers": .list(.text)],
            "entity": ["name": .text, "comment": .text, "fields": .list(.object("parameter")), "conformances": .list(.text)],
        ].merging(skeletonKinds) { first, _ in first })
}
