import Architecture
import Diagnostics
import SpecParser

extension ModelDocs {
    /// A module's page from the model the specs filled: everything but the protocols' Swift.
    func specPage(_ module: ModuleModel, app: AppModel, references: [ComponentReference], routes: [NavigationEdge]) -> DocsModule {
        let file = module.specFile ?? module.folder ?? app.root
        var page = DocsModule(name: module.name, location: file, framework: module.viewKind == .swiftui ? "SwiftUI" : "UIKit")
        page.group = module.group
        page.doc = module.doc
        page.parameters = module.parameters.map { DocsField(name: $0.name, type: $0.type) }
        let declarations = protocolDeclarations(of: module.name, app: app)
        for interface in module.interfaces {
            var entry = DocsComponent(title: interface.title, implementer: interface.implementer)
            entry.protocolName = interface.protocolName
            entry.doc = interface.doc
            entry.services = interface.services
            entry.declaration = declarations[interface.role] ?? []
            page.components.append(entry)
        }
        // The ownership graph's nodes: the components the spec declares, not those the
        // convention implies (a builder the spec need not write).
        let declared = Set(module.interfaces.map(\.role))
        for component in module.components where declared.contains(component.role) {
            page.nodes.append(DocsNode(id: component.role.specKey, label: component.name))
        }
        page.rootHeld = [Role.view.rawValue]
        page.references = references.map { reference in
            // The key names the target as the spec does (`interactor.output`, whose
            // implementer is the presenter); a holder is never the output.
            let target = Role(specKey: reference.property) ?? reference.toRole
            return DocsReference(
                holder: reference.fromRole.specKey, target: reference.toRole.specKey, ownership: reference.ownership.rawValue,
                key: "\(reference.fromRole.referenceName).\(target.referenceName)", setBy: reference.byConvention ? "convention" : "spec")
        }
        page.entities = module.entities.map { entity in
            DocsEntity(
                name: entity.name, doc: entity.doc, conformances: entity.conformances,
                fields: entity.fields.map { DocsField(name: $0.name, type: $0.type) })
        }
        page.isTabContainer = module.isTabContainer
        // The edges and the routes back, merged into the spec's order.
        var edges = routes[...]
        var back = module.backRoutes.sorted { $0.position < $1.position }[...]
        for position in 0..<(routes.count + module.backRoutes.count) {
            let route: DocsRoute
            if let first = back.first, first.position == position || edges.isEmpty {
                back.removeFirst()
                route = specRoute(
                    first.name, target: nil, transition: .dismiss, parameters: first.parameters, at: first.location, file: file)
            } else {
                let edge = edges.removeFirst()
                route = specRoute(
                    edge.via, target: edge.to, transition: edge.transition, parameters: edge.parameters,
                    at: edge.nameLocation ?? edge.location,
                    file: file)
            }
            page.routes.append(route)
        }
        return page
    }

    /// A route as the spec declares it, at its name in the spec file the pages name.
    func specRoute(
        _ name: String, target: String?, transition: Transition?, parameters: [String], at location: SourceLocation, file: String
    ) -> DocsRoute {
        var route = DocsRoute(
            name: name, signature: "\(name)(\(parameters.joined(separator: ", ")))", target: target,
            transition: transition?.rawValue ?? "inferred")
        route.parameters = parameters.map(Self.field)
        route.location = SourceLocation(path: file, line: location.line, column: location.column)
        return route
    }

    /// Each protocol as `InterfacesEmitter` writes it, by role. This one part of the pages still
    /// comes from the spec rather than the model: the Swift of a protocol (its attributes,
    /// isolation, documentation comments, inherited protocols) is the emitter's, and the model
    /// keeps only the members the drift check compares.
    func protocolDeclarations(of module: String, app: AppModel) -> [Role: [String]] {
        guard let project = projects.first(where: { $0.root == app.root }), let spec = project.module(named: module) else { return [:] }
        let emitter = InterfacesEmitter(ResolvedModule(spec, config: project.config))
        var result: [Role: [String]] = [:]
        for (role, component) in spec.components {
            result[role] = SwiftRenderer.render(.protocol(emitter.protocolType(role, component)))
        }
        return result
    }
}
