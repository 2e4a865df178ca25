import SpecParser

/// One Markdown page per module: purpose, interfaces, ownership, entities and routes.
struct ModulePage {
    let module: ModuleSpec
    let project: Project
    let analysis: RouteAnalysis

    var convention: Convention { project.config.convention }
    var resolved: ResolvedModule { ResolvedModule(module, config: project.config) }

    var name: String { module.name.value }
    var known: Set<String> { Set(analysis.modules.map(\.name.value)) }

    func link(_ target: String) -> String {
        known.contains(target) ? "[\(DocText.inline(target))](\(DocText.linkPath(target)).md)" : DocText.inline(target)
    }

    func render() -> String {
        let resolved = self.resolved
        var lines = [DocText.markdownHeader(from: module.displayPath), "", "# \(DocText.inline(name))", ""]
        if let doc = module.doc { lines += [DocText.prose(doc), ""] }
        var facts = ["Spec: \(DocText.code(module.displayPath))"]
        if let group = module.group { facts.insert("Group: \(DocText.inline(group.value))", at: 0) }
        if name == analysis.entry { facts.insert("Entry module", at: 0) }
        lines += [facts.joined(separator: " · "), "", "[All modules](../README.md)", ""]
        if !module.parameters.isEmpty {
            lines += ["## Parameters", "", "| Name | Type |", "| --- | --- |"]
            lines += module.parameters.map { "| \(DocText.code($0.name.value)) | \(DocText.code($0.type.text)) |" }
            lines.append("")
        }
        lines += components(resolved)
        lines += references(resolved.references)
        lines += entities()
        lines += routesOut()
        lines += routesIn()
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    func components(_ resolved: ResolvedModule) -> [String] {
        var lines = ["## Components", ""]
        let emitter = InterfacesEmitter(resolved)
        for role in Role.emissionOrder {
            guard let component = module.components[role] else { continue }
            let implementer = convention.typeName(role, module: name, viewKind: module.viewKind)
            lines.append("### \(convention.title(of: role))")
            lines.append("")
            lines.append("\(DocText.code(convention.protocolName(role, module: name))), implemented by \(DocText.code(implementer)).")
            if let doc = component.doc { lines += ["", DocText.prose(doc)] }
            if role == .interactor, !module.services.isEmpty {
                lines += ["", "Services: " + module.services.map { DocText.code($0.value) }.joined(separator: ", ") + "."]
            }
            lines += ["", "```swift"]
            lines += SwiftRenderer.render(.protocol(emitter.protocolType(role, component)))
            lines += ["```", ""]
        }
        return lines
    }

    func references(_ references: [ResolvedReference]) -> [String] {
        let framework = module.viewKind == .swiftui ? "SwiftUI" : "UIKit"
        var lines = [
            "## Ownership", "", "Solid arrows are strong references; dotted ones are weak or unowned.", "", "```mermaid", "flowchart LR",
        ]
        lines.append("    ui([\"\(framework)\"])")
        for role in Role.components where module.has(role) {
            lines.append(
                "    \(role.rawValue)[\"\(DocText.mermaidLabel(convention.typeName(role, module: name, viewKind: module.viewKind)))\"]")
        }
        lines.append("    ui -->|strong| view")
        for reference in references {
            let arrow = reference.ownership == .strong ? "-->" : "-.->"
            lines.append(
                "    \(reference.key.holder.rawValue) \(arrow)|\(reference.ownership.rawValue)| \(reference.key.target.implementer.rawValue)"
            )
        }
        lines += ["```", "", "| Reference | Ownership | Set by |", "| --- | --- | --- |"]
        lines += references.map {
            "| \(DocText.code($0.key.description)) | \($0.ownership.rawValue) | \($0.isDefault ? "convention" : "spec") |"
        }
        lines.append("")
        return lines
    }

    func entities() -> [String] {
        guard !module.entities.isEmpty else { return [] }
        var lines = ["## Entities", ""]
        for entity in module.entities {
            lines.append("### \(DocText.inline(entity.name.value))")
            lines.append("")
            if let doc = entity.doc { lines += [DocText.prose(doc), ""] }
            if !entity.conformances.isEmpty {
                lines += ["Conforms to " + entity.conformances.map { DocText.code($0.value) }.joined(separator: ", ") + ".", ""]
            }
            lines += ["| Field | Type |", "| --- | --- |"]
            lines += entity.fields.map { "| \(DocText.code($0.name.value)) | \(DocText.code($0.type.text)) |" }
            lines.append("")
        }
        return lines
    }

    func routesOut() -> [String] {
        var lines = ["## Routes out", ""]
        guard !module.routes.isEmpty else { return lines + ["None: this module has no way out.", ""] }
        lines += ["| Route | To | Transition | Parameters |", "| --- | --- | --- | --- |"]
        for route in module.routes {
            let target = route.target.map { link($0.value) } ?? "back"
            let parameters = route.parameters.isEmpty ? "" : DocText.code(DocText.parameters(route.parameters))
            lines.append(
                "| \(DocText.code(route.name.value)) | \(target) | \(route.transition.value.rawValue) | \(DocText.cell(parameters)) |")
        }
        return lines + [""]
    }

    func routesIn() -> [String] {
        var lines = ["## Routes in", ""]
        let incoming = analysis.modules.flatMap { other in
            other.routes.filter { $0.target?.value == name }.map { (other, $0) }
        }
        guard !incoming.isEmpty else {
            let note = name == analysis.entry ? "None; this is the entry module." : "None: no route leads here."
            return lines + [note, ""]
        }
        lines += ["| From | Route | Transition | Parameters |", "| --- | --- | --- | --- |"]
        for (other, route) in incoming {
            let parameters = route.parameters.isEmpty ? "" : DocText.code(DocText.parameters(route.parameters))
            lines.append(
                "| \(link(other.name.value)) | \(DocText.code(route.name.value)) | \(route.transition.value.rawValue) | \(DocText.cell(parameters)) |"
            )
        }
        return lines + [""]
    }
}
