import Architecture
import Diagnostics
import SpecParser
import Templates

/// The parts of the context that a template for one of viperc's generated files needs: the
/// protocols as the interfaces file declares them, what each route method does, and the
/// project's services and base protocols.
extension TemplateContext {
    /// The module's protocols in the order, and with the requirements, that
    /// `<Module>Interfaces.swift` declares them.
    static func interfaces(
        _ resolved: ResolvedModule, models: [String: [MemberDecl]], wants: (String) -> Bool = { _ in true }
    ) -> [TemplateValue] {
        let module = resolved.module
        let convention = resolved.convention
        let emitter = InterfacesEmitter(resolved)
        let mocks = MockEmitter(resolved)
        var shapes = TypeShapes()
        return Role.emissionOrder.compactMap { role -> TemplateValue? in
            guard let component = module.components[role] else { return nil }
            let type = emitter.protocolType(role, component)
            var previousHadComment = false
            let requirements =
                !wants("interface.requirements")
                ? []
                : type.members.enumerated().map { index, member -> TemplateValue in
                    var member = member
                    var isRoute = false
                    var origin: SourceLocation?
                    while case .located(let location, let inner) = member {
                        isRoute = isRoute || module.routes.contains { $0.name.location == location }
                        origin = location
                        member = inner
                    }
                    guard case .line(let doc, let text) = member else { return [:] }
                    // viperc keeps undocumented requirements together and sets documented ones apart.
                    defer { previousHadComment = doc != nil }
                    let requirement: TemplateValue = [
                        "declaration": .text(text), "comment": .text(doc ?? ""), "isRoute": .flag(isRoute),
                        "isSetApart": .flag(index > 0 && (previousHadComment || doc != nil)),
                    ]
                    return requirement.from(origin)
                }
            let interface: TemplateValue = [
                "name": .text(type.name), "role": .text(role.rawValue), "title": .text(convention.title(of: role)),
                "comment": .text(component.doc ?? ""), "inherits": .list(type.inherits.map(TemplateValue.text)),
                "attribute": .text(type.attributes.joined(separator: " ")),
                "isolation": .text(resolved.isolation(of: role).rawValue),
                "mock": .text(MockEmitter.mockName(type.name)),
                "members": .list(
                    wants("interface.members")
                        ? (models[type.name] ?? SpecArchitecture.members(component, shapes: &shapes)).map(member) : []),
                "requirements": .list(requirements),
                "stubs": .list(wants("interface.stubs") ? stubs(mocks, role: role, component) : []),
            ]
            return interface.from(component.location)
        }
    }

    /// A route, with how viperc's routes file shows its target.
    static func route(
        _ route: RouteSpec, resolved: ResolvedModule, modules: [String: ModuleSpec], generated: Set<String>, navigation: Bool = true
    ) -> TemplateValue {
        guard case .object(var fields) = self.route(of: route) else { return [:] }
        let isGenerated = generated.contains(route.name.value)
        let body =
            isGenerated && navigation
            ? Navigation.routeBody(route, in: resolved.module, convention: resolved.convention, modules: modules)
            : Navigation.RouteBody(assembly: "", shown: "", from: "", inNavigation: false, lines: [])
        fields["isGenerated"] = .flag(isGenerated)
        fields["assembly"] = .text(body.assembly)
        fields["shown"] = .text(body.shown)
        fields["from"] = .text(body.from)
        fields["inNavigation"] = .flag(body.inNavigation)
        fields["body"] = .list(body.lines.map(TemplateValue.text))
        fields["documentation"] = .text(RouteText.doc(route))
        return .object(fields)
    }

    /// `context` with the routes' `body` replaced where `bodies` has the route's name.
    static func replacingBodies(_ context: TemplateValue, with bodies: [String: [String]]) -> TemplateValue {
        guard !bodies.isEmpty, case .object(var fields) = context, case .object(var module)? = fields["module"] else { return context }
        for key in ["routes", "generatedRoutes"] {
            guard case .list(let routes)? = module[key] else { continue }
            module[key] = .list(
                routes.map { route in
                    guard case .object(var route) = route, case .text(let name)? = route["name"], let body = bodies[name] else {
                        return route
                    }
                    route["body"] = .list(body.map(TemplateValue.text))
                    return .object(route)
                })
        }
        fields["module"] = .object(module)
        return .object(fields)
    }

    /// What the project-wide files need: every service as `ModuleDependencies` declares it,
    /// the convention's base protocols and base wireframe, and every module's imports.
    static func projectFields(_ project: Project) -> TemplateFields {
        var services: [String: String] = [:]
        let sendable = Navigation.sendableServices(in: project)
        for module in project.modules {
            for service in module.services {
                services[Validator.variableName(service.value)] =
                    sendable.contains(service.value) ? "any \(service.value) & Sendable" : service.value
            }
        }
        var imports: [String] = []
        for module in project.modules { imports += project.config.imports(of: module).filter { !imports.contains($0) } }
        let convention = project.config.convention
        return [
            "services": .list(services.sorted { $0.key < $1.key }.map { ["property": .text($0.key), "type": .text($0.value)] }),
            "imports": .list(imports.map(TemplateValue.text)),
            "dependencies": .text(Navigation.dependencies),
            "baseProtocols": .list(
                Role.emissionOrder.compactMap { role -> TemplateValue? in
                    guard let name = convention.baseProtocols[role] else { return nil }
                    let attribute = Isolation.allowed(for: role).count > 1 ? "nonisolated" : "@MainActor"
                    return ["role": .text(role.rawValue), "name": .text(name), "attribute": .text(attribute)]
                }),
            "baseWireframe": .text(convention.baseWireframe ?? ""),
        ]
    }

    /// The context of a test template: the module's, with the component under test and how
    /// viperc's own test would make and call it.
    static func test(
        _ context: TemplateValue, role: Role, framework: TestFramework, testableImport: String?, fields: TemplateFields
    ) -> TemplateValue {
        guard case .object(var root) = context, case .object(let module)? = root["module"] else { return context }
        root["component"] = module[role.rawValue] ?? [:]
        var testing = fields
        testing["framework"] = .text(framework.rawValue)
        testing["testableImport"] = .text(testableImport ?? "")
        root["testing"] = .object(testing)
        return .object(root)
    }

    /// The context of a transition template: the module's, with the route being written.
    static func transition(_ context: TemplateValue, route: TemplateValue) -> TemplateValue {
        guard case .object(var fields) = context else { return context }
        fields["route"] = route
        return .object(fields)
    }

    /// Names a project-wide template (`generated: dependencies` or `base`) may use.
    public static var projectSchema: TemplateSchema {
        TemplateSchema(root: ["project": .object("project")], kinds: schema.kinds)
    }

    /// Names a transition template may use: the module's, and `route`.
    public static var routeSchema: TemplateSchema {
        TemplateSchema(root: schema.root.merging(["route": .object("route")]) { first, _ in first }, kinds: schema.kinds)
    }

    /// Names a test template may use: the module's, `component` and `testing`.
    public static var testSchema: TemplateSchema {
        let kinds = schema.kinds.merging(testingKinds) { first, _ in first }
        return TemplateSchema(
            root: schema.root.merging(["component": .object("component"), "testing": .object("testing")]) { first, _ in first },
            kinds: kinds)
    }

    /// Names a mocks template may use: the module's, and `testing` with the test framework
    /// and the app's module to import.
    public static var mocksSchema: TemplateSchema {
        var kinds = schema.kinds
        kinds["mocking"] = ["framework": .text, "testableImport": .text]
        return TemplateSchema(root: schema.root.merging(["testing": .object("mocking")]) { first, _ in first }, kinds: kinds)
    }
}
