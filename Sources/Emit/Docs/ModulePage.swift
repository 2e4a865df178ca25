import Architecture

/// One Markdown page per module: purpose, interfaces, ownership, entities and routes, and, for
/// a module documented from code beside its spec, where the two disagree.
struct ModulePage {
    let module: DocsModule
    let site: DocsSite

    var name: String { module.name }
    var known: Set<String> { Set(site.modules.map(\.name)) }
    var fromCode: Bool { site.origin == .code }

    func link(_ target: String) -> String {
        known.contains(target) ? "[\(DocText.inline(target))](\(DocText.linkPath(target)).md)" : DocText.inline(target)
    }

    func render() -> String {
        var lines = [DocText.markdownHeader(from: module.location), "", "# \(DocText.inline(name))", ""]
        if let doc = module.doc { lines += [DocText.prose(doc), ""] }
        var facts = [fromCode ? "Code: \(DocText.code(module.location))" : "Spec: \(DocText.code(module.location))"]
        if let spec = module.spec { facts.append("Spec: \(DocText.code(spec))") }
        if let group = module.group { facts.insert("Group: \(DocText.inline(group))", at: 0) }
        if name == site.entry { facts.insert("Entry module", at: 0) }
        lines += [facts.joined(separator: " · "), "", "[All modules](../README.md)", ""]
        if !module.parameters.isEmpty {
            lines += ["## Parameters", "", "| Name | Type |", "| --- | --- |"]
            lines += module.parameters.map { "| \(DocText.code($0.name)) | \(DocText.code($0.type)) |" }
            lines.append("")
        }
        lines += findings()
        if module.isTabContainer {
            // A tab bar has no components: its tabs' modules have them.
            lines += [
                "## Tabs", "", "A tab bar; each tab shows its module in a navigation controller of its own (generated, nothing to write).",
                "",
            ]
        } else {
            lines += components()
            lines += references()
        }
        lines += entities()
        lines += routesOut()
        lines += routesIn()
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    func findings() -> [String] {
        guard let specs = site.comparedWith else { return [] }
        var lines = ["## Where code and spec disagree", ""]
        guard !module.findings.isEmpty else {
            let none =
                module.spec == nil
                ? "No spec in \(DocText.code(specs)) declares this module."
                : "Nothing: the code matches the spec in what the drift check compares."
            return lines + [none, ""]
        }
        lines += module.findings.map(Self.finding)
        return lines + [""]
    }

    static func finding(_ finding: DocsFinding) -> String {
        "- \(DocText.code(finding.location)): \(DocText.inline(finding.message)) (\(DocText.code(finding.id)))"
    }

    func components() -> [String] {
        var lines = ["## Components", ""]
        if !module.protocols.isEmpty {
            let list = module.protocols.map { "\(DocText.code($0.name)) (\(DocText.inline($0.type)))" }
            lines += ["Protocols: " + list.joined(separator: ", ") + ".", ""]
        }
        for component in module.components {
            lines.append("### \(DocText.inline(component.title))")
            lines.append("")
            if let protocolName = component.protocolName {
                lines.append("\(DocText.code(protocolName)), implemented by \(DocText.code(component.implementer)).")
            } else {
                var sentence = DocText.code(component.implementer)
                if let place = component.declaredAt { sentence += ", declared at \(DocText.code(place))" }
                if !component.conformances.isEmpty {
                    sentence += "; conforms to " + component.conformances.map(DocText.code).joined(separator: ", ")
                }
                lines.append(sentence + ".")
            }
            if let doc = component.doc { lines += ["", DocText.prose(doc)] }
            if !component.services.isEmpty {
                lines += ["", "Services: " + component.services.map(DocText.code).joined(separator: ", ") + "."]
            }
            if !component.evidence.isEmpty {
                lines += [
                    "", "Placed in this module because it is " + component.evidence.map(DocText.inline).joined(separator: "; ") + ".",
                ]
            }
            if !component.methods.isEmpty {
                lines += ["", "Methods: " + component.methods.map(DocText.code).joined(separator: ", ") + "."]
            }
            if !component.declaration.isEmpty {
                lines += ["", "```swift"] + component.declaration + ["```"]
            }
            lines.append("")
        }
        return lines
    }

    func references() -> [String] {
        var lines = [
            "## Ownership", "", "Solid arrows are strong references; dotted ones are weak or unowned.", "", "```mermaid", "flowchart LR",
        ]
        lines.append("    ui([\"\(module.framework)\"])")
        for node in module.nodes {
            lines.append("    \(node.id)[\"\(DocText.mermaidLabel(node.label))\"]")
        }
        for held in module.rootHeld { lines.append("    ui -->|strong| \(held)") }
        for reference in module.references {
            let arrow = reference.ownership == "strong" ? "-->" : "-.->"
            lines.append("    \(reference.holder) \(arrow)|\(reference.ownership)| \(reference.target)")
        }
        lines += ["```", "", "| Reference | Ownership | Set by |", "| --- | --- | --- |"]
        lines += module.references.map {
            "| \(DocText.code($0.key)) | \($0.ownership) | \(DocText.cell($0.setBy)) |"
        }
        lines.append("")
        return lines
    }

    func entities() -> [String] {
        guard !module.entities.isEmpty else { return [] }
        var lines = ["## Entities", ""]
        for entity in module.entities {
            lines.append("### \(DocText.inline(entity.name))")
            lines.append("")
            if let doc = entity.doc { lines += [DocText.prose(doc), ""] }
            if !entity.conformances.isEmpty {
                lines += ["Conforms to " + entity.conformances.map(DocText.code).joined(separator: ", ") + ".", ""]
            }
            lines += ["| Field | Type |", "| --- | --- |"]
            lines += entity.fields.map { "| \(DocText.code($0.name)) | \(DocText.code($0.type)) |" }
            lines.append("")
        }
        return lines
    }

    /// From code, routes carry one more column: what the model saw, or where the code takes a
    /// route of the spec.
    var evidenceColumn: Bool { fromCode }

    func evidence(_ route: DocsRoute) -> String {
        if let inferred = route.inferredFrom { return " \(DocText.cell("inferred: " + inferred)) |" }
        if let seen = route.seenAt { return " \(DocText.cell("declared in the spec; in the code " + seen)) |" }
        return " |"
    }

    func routesOut() -> [String] {
        var lines = ["## Routes out", ""]
        guard !module.routes.isEmpty else {
            let none = fromCode ? "None: the code of this module opens no other module." : "None: this module has no way out."
            return lines + [none, ""]
        }
        lines += [
            "| Route | To | Transition | Parameters |" + (evidenceColumn ? " Evidence |" : ""),
            "| --- | --- | --- | --- |" + (evidenceColumn ? " --- |" : ""),
        ]
        for route in module.routes {
            let target = route.target.map(link) ?? "back"
            lines.append(
                "| \(DocText.code(route.name)) | \(target) | \(route.transition) | \(DocText.cell(parameters(route))) |"
                    + (evidenceColumn ? evidence(route) : ""))
        }
        return lines + [""]
    }

    func routesIn() -> [String] {
        var lines = ["## Routes in", ""]
        let incoming = site.modules.flatMap { other in
            other.routes.filter { $0.target == name }.map { (other, $0) }
        }
        guard !incoming.isEmpty else {
            let note =
                name == site.entry
                ? "None; this is the entry module." : fromCode ? "None: no module's code opens this one." : "None: no route leads here."
            return lines + [note, ""]
        }
        lines += [
            "| From | Route | Transition | Parameters |" + (evidenceColumn ? " Evidence |" : ""),
            "| --- | --- | --- | --- |" + (evidenceColumn ? " --- |" : ""),
        ]
        for (other, route) in incoming {
            lines.append(
                "| \(link(other.name)) | \(DocText.code(route.name)) | \(route.transition) | \(DocText.cell(parameters(route))) |"
                    + (evidenceColumn ? evidence(route) : ""))
        }
        return lines + [""]
    }

    func parameters(_ route: DocsRoute) -> String {
        route.parameters.isEmpty ? "" : DocText.code(DocText.parameters(route.parameters))
    }
}
