import Architecture
import Diagnostics
import Support

/// The architecture model filled from specs: the same modules, components, references and
/// routes that `ModelRecovery` fills from code, so the graph, the rules and the drift check read
/// one shape whatever its source.
public enum SpecArchitecture {
    /// The roles a spec names a protocol for; each one's protocol is implemented by
    /// `role.implementer` (the interactor's output by the presenter).
    public static let roles: [Role] = [.view, .presenter, .interactor, .interactorOutput, .router, .formatter, .builder]

    public static func model(of projects: [Project]) -> ArchitectureModel {
        ArchitectureModel(apps: projects.map(app))
    }

    static func app(_ project: Project) -> AppModel {
        let config = project.config
        // Modules are modelled independently, on every core, and joined in name order. Tab
        // modules too, with their tabs as `.tab` edges, so the graph shows what the docs show;
        // the drift check skips them (`ModuleModel.isTabContainer`).
        let modules = project.modules.sorted(by: { $0.name.value < $1.name.value })
        let parts = ParallelMap.map(modules) { module in
            part(of: module, config: config)
        }
        var app = AppModel(root: project.root)
        app.name = config.name
        app.entry = config.entry?.value
        var seen = Set<String>()
        app.specOrder = project.modules.map(\.name.value).filter { seen.insert($0).inserted }
        app.placements.reserveCapacity(parts.reduce(0) { $0 + $1.placements.count })
        for part in parts {
            for (name, placement) in part.placements { app.placements[name] = placement }
            app.references += part.references
            app.routes += part.routes
            app.modules.append(part.model)
        }
        return app
    }

    /// What one module adds to its app's model; placements in the order they are made.
    public struct ModulePart: Sendable {
        public var model: ModuleModel
        public var placements: [(String, Placement)] = []
        public var references: [ComponentReference] = []
        public var routes: [NavigationEdge] = []
    }

    public static func part(of module: ModuleSpec, config: ProjectConfig) -> ModulePart {
        let convention = config.convention
        let name = module.name.value
        var shapes = TypeShapes()
        var names = ModuleNames(convention: convention, spec: module)
        var part = ModulePart(model: ModuleModel(name: name, folder: folder(of: module.displayPath), components: [], protocols: []))
        describe(module, convention: convention, in: &part.model)
        let evidence = [Evidence(kind: .spec, detail: module.displayPath)]
        // The presenter implements the interactor's output too, so members are made once per role.
        var declaredMembers: [Role: [MemberDecl]] = [:]
        for role in roles {
            if let component = module.components[role] { declaredMembers[role] = members(component, shapes: &shapes) }
        }
        // The module is assembled by its wireframe, or else by a builder the spec need not declare.
        let assembler = module.assembler(convention)
        for role in roles {
            let implementer = role.implementer
            let declared = module.components[role] ?? (role == .interactorOutput ? module.components[.interactor] : nil)
            // A tab module has no components, not even an assembler: its tab bar is generated.
            let implied = role == assembler && declared == nil && !module.isTabContainer
            guard let location = declared?.location ?? (implied ? module.name.location : nil) else { continue }
            if implied {
                let typeName = names.typeName(role)
                part.model.components.append(Component(role: implementer, name: typeName, location: location, evidence: evidence))
                part.placements.append((typeName, Placement(role: implementer, module: name, isInterface: false, isChannel: false)))
                continue
            }
            let protocolName = names.protocolName(role)
            // A protocol requires its own members; the wireframe's also its routes.
            var required = declaredMembers[role] ?? []
            if role == .router { required += module.routes.map { routeMember($0, shapes: &shapes) } }
            part.model.protocols.append(
                Component(role: implementer, name: protocolName, location: location, evidence: evidence, members: required))
            part.placements.append((protocolName, Placement(role: implementer, module: name, isInterface: true, isChannel: false)))
            guard role != .interactorOutput else { continue }
            let typeName = names.typeName(role)
            let output = role == .presenter ? declaredMembers[.interactorOutput] ?? [] : []
            let implemented = output.isEmpty ? required : required + output
            part.model.components.append(
                Component(role: implementer, name: typeName, location: location, evidence: evidence, members: implemented))
            part.placements.append((typeName, Placement(role: implementer, module: name, isInterface: false, isChannel: false)))
        }
        // The module's delegate protocol (`delegate:`), what it tells its opener: no component
        // implements it in the module, but the drift check compares it apart from the
        // presenter's protocols when the module's own presenter adopts it too.
        if let delegate = module.components[.delegate] {
            part.model.protocols.append(
                Component(
                    role: .delegate, name: names.protocolName(.delegate), location: delegate.location, evidence: evidence,
                    members: members(delegate, shapes: &shapes)))
        }
        part.model.parameters = module.parameters.map { parameter in
            ModuleParameter(
                name: parameter.name.value, type: parameter.type.text, receivers: parameter.receivers.map(\.implementer),
                location: parameter.name.location)
        }
        for reference in ReferenceResolver.resolve(module, config: config).references {
            let key = reference.key
            var held = ComponentReference(
                module: name, from: names.typeName(key.holder.implementer), fromRole: key.holder.implementer,
                property: key.target.specKey, to: names.typeName(key.target.implementer), toRole: key.target.implementer,
                via: names.protocolName(key.target), ownership: reference.ownership, location: reference.location)
            held.byConvention = reference.isDefault
            part.references.append(held)
        }
        if !module.routes.isEmpty {
            // Routes start at the wireframe's type, whatever the view is written in; a tab
            // module's at the tab bar's generated type.
            let source = module.isTabContainer ? module.tabsTypeName : module.typeName(.router, convention)
            for (position, route) in module.routes.enumerated() {
                let parameters = route.parameters.map { "\($0.name.value): \($0.type.text)" }
                guard let target = route.target?.value else {
                    part.model.backRoutes.append(
                        BackRoute(name: route.name.value, location: route.name.location, parameters: parameters, position: position))
                    continue
                }
                var edge = NavigationEdge(
                    from: name, to: target, source: source, via: route.name.value, location: route.location,
                    transition: route.transition.value, parameters: parameters)
                edge.nameLocation = route.name.location
                part.routes.append(edge)
            }
        }
        return part
    }

    /// What the spec says of a module beyond its types: what its docs show.
    static func describe(_ module: ModuleSpec, convention: Convention, in model: inout ModuleModel) {
        let name = module.name.value
        model.doc = module.doc
        model.group = module.group?.value
        model.specFile = module.displayPath
        model.viewKind = module.viewKind
        model.isTabContainer = module.isTabContainer
        for role in Role.emissionOrder {
            guard let component = module.components[role] else { continue }
            model.interfaces.append(
                DeclaredInterface(
                    role: role, title: convention.title(of: role), protocolName: convention.protocolName(role, module: name),
                    implementer: module.typeName(role, convention), doc: component.doc,
                    services: role == .interactor ? module.services.map(\.value) : []))
        }
        model.entities = module.entities.map { entity in
            Entity(
                name: entity.name.value, doc: entity.doc, conformances: entity.conformances.map(\.value),
                fields: entity.fields.map { Entity.Field(name: $0.name.value, type: $0.type.text) })
        }
    }

    /// `item(at:)` for `item(at indexPath: IndexPath) -> Show`.
    static func selector(_ method: MethodSignature) -> String {
        var text = method.name + "("
        for parameter in method.parameters { text += (parameter.label ?? parameter.name) + ":" }
        return text + ")"
    }

    /// What a component's interface requires, in the shape the scanner gives code members.
    public static func members(_ component: ComponentSpec, shapes: inout TypeShapes) -> [MemberDecl] {
        var result: [MemberDecl] = []
        result.reserveCapacity(component.methods.count + component.properties.count)
        for method in component.methods { result.append(member(method, shapes: &shapes)) }
        for property in component.properties { result.append(member(property, shapes: &shapes)) }
        return result
    }

    static func member(_ method: MethodSignature, shapes: inout TypeShapes) -> MemberDecl {
        var effects = method.isAsync ? "async" : ""
        if let clause = method.throwsClause { effects += clause.filter { !$0.isWhitespace } }
        var result = method.returnType?.text ?? ""
        if result == "Void" || result == "()" { result = "" }
        var shape = "("
        for (index, parameter) in method.parameters.enumerated() {
            if index > 0 { shape += "," }
            shape += shapes.normalized(parameter.type.text)
        }
        shape += ")" + effects
        if !result.isEmpty { shape += "->" + shapes.normalized(result) }
        return MemberDecl(
            kind: .method, name: selector(method), shape: shape, text: method.swiftSignature, parameterNames: method.parameters.map(\.name),
            location: method.location)
    }

    static func member(_ property: PropertySignature, shapes: inout TypeShapes) -> MemberDecl {
        MemberDecl(
            kind: .property, name: property.name, shape: ":" + shapes.normalized(property.type.text),
            text: "\(property.name): \(property.type.text) { \(property.isSettable ? "get set" : "get") }", location: property.location)
    }

    /// A route as the wireframe method it becomes: the module it opens and how.
    static func routeMember(_ route: RouteSpec, shapes: inout TypeShapes) -> MemberDecl {
        var name = route.name.value + "("
        var shape = "("
        var text = route.name.value + "("
        for (index, parameter) in route.parameters.enumerated() {
            name += parameter.name.value + ":"
            if index > 0 {
                shape += ","
                text += ", "
            }
            shape += shapes.normalized(parameter.type.text)
            text += parameter.name.value + ": " + parameter.type.text
        }
        return MemberDecl(
            kind: .method, name: name + ")", shape: shape + ")", text: text + ")", parameterNames: route.parameters.map(\.name.value),
            location: route.name.location, calls: route.target.map { [$0.value] } ?? [], transition: route.transition.value)
    }

    static func folder(of path: String) -> String? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(path[..<slash])
    }
}

/// Type texts in the shape the scanner gives code, each worked out once per module: a spec
/// writes the same few types (`String`, `Int`, its entities) in member after member.
public struct TypeShapes {
    private var shapes: [String: String] = [:]

    public init() {}

    public mutating func normalized(_ text: String) -> String {
        if let shape = shapes[text] { return shape }
        let shape = MemberDecl.normalize(text)
        shapes[text] = shape
        return shape
    }
}

/// A module's protocol and type names, each made from the convention's template once: its
/// references and routes ask for the same few again and again.
struct ModuleNames {
    let convention: Convention
    let spec: ModuleSpec
    let module: String
    private var protocolNames: [Role: String] = [:]
    private var typeNames: [Role: String] = [:]

    init(convention: Convention, spec: ModuleSpec) {
        self.convention = convention
        self.spec = spec
        self.module = spec.name.value
    }

    mutating func protocolName(_ role: Role) -> String {
        if let name = protocolNames[role] { return name }
        let name = convention.protocolName(role, module: module)
        protocolNames[role] = name
        return name
    }

    mutating func typeName(_ role: Role) -> String {
        if let name = typeNames[role] { return name }
        let name = spec.typeName(role, convention)
        typeNames[role] = name
        return name
    }
}
