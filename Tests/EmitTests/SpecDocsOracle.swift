import Architecture
import Diagnostics
import SpecParser

@testable import Emit

/// The spec docs as viperc built them before they went through the architecture model: read
/// straight from the `ModuleSpec`s and `RouteAnalysis(project:)`. Kept as the oracle that the
/// model-built site (`DocsSite(project:)`) must equal field for field, including fields no
/// page renders today.
enum SpecDocsOracle {
    static func site(_ project: Project) -> DocsSite {
        let analysis = RouteAnalysis(project: project)
        let source = DocsPlanner.sourceName(project.root)
        var site = DocsSite(
            origin: .spec, title: project.config.name ?? source, source: source, entry: analysis.entry,
            modules: analysis.modules.map { module($0, config: project.config) })
        site.unreachable = analysis.unreachable
        site.deadEnds = analysis.deadEnds
        site.cycles = analysis.cycles
        return site
    }

    static func module(_ spec: ModuleSpec, config: ProjectConfig) -> DocsModule {
        let convention = config.convention
        let resolved = ResolvedModule(spec, config: config)
        var module = DocsModule(
            name: spec.name.value, location: spec.displayPath, framework: spec.viewKind == .swiftui ? "SwiftUI" : "UIKit")
        module.group = spec.group?.value
        module.doc = spec.doc
        module.parameters = spec.parameters.map { DocsField(name: $0.name.value, type: $0.type.text) }
        let emitter = InterfacesEmitter(resolved)
        for role in Role.emissionOrder {
            guard let component = spec.components[role] else { continue }
            var entry = DocsComponent(title: convention.title(of: role), implementer: spec.typeName(role, convention))
            entry.protocolName = convention.protocolName(role, module: spec.name.value)
            entry.doc = component.doc
            if role == .interactor { entry.services = spec.services.map(\.value) }
            entry.declaration = SwiftRenderer.render(.protocol(emitter.protocolType(role, component)))
            module.components.append(entry)
        }
        for role in Role.components where spec.has(role) {
            module.nodes.append(DocsNode(id: role.specKey, label: spec.typeName(role, convention)))
        }
        module.rootHeld = [Role.view.rawValue]
        module.references = resolved.references.map { reference in
            DocsReference(
                holder: reference.key.holder.specKey, target: reference.key.target.implementer.specKey,
                ownership: reference.ownership.rawValue, key: reference.key.description,
                setBy: reference.isDefault ? "convention" : "spec")
        }
        module.entities = spec.entities.map { entity in
            DocsEntity(
                name: entity.name.value, doc: entity.doc, conformances: entity.conformances.map(\.value),
                fields: entity.fields.map { DocsField(name: $0.name.value, type: $0.type.text) })
        }
        module.isTabContainer = spec.isTabContainer
        module.routes = spec.routes.map { route in
            var entry = DocsRoute(
                name: route.name.value, signature: RouteText.signature(route), target: route.target?.value,
                transition: route.transition.value.rawValue)
            entry.parameters = route.parameters.map { DocsField(name: $0.name.value, type: $0.type.text) }
            entry.location = SourceLocation(path: spec.displayPath, line: route.name.location.line, column: route.name.location.column)
            return entry
        }
        return module
    }
}
