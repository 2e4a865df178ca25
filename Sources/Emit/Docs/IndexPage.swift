/// The app's documentation index: modules by group, the route graph and its analysis.
struct IndexPage {
    let site: DocsSite
    let graph: RouteGraphRenderer

    var fromCode: Bool { site.origin == .code }

    func render() -> String {
        var lines = [DocText.markdownHeader(from: site.source), "", "# \(DocText.inline(site.title)): modules and routes", ""]
        if fromCode {
            var sentence = "Documented from the code in \(DocText.code(site.source)) by the architecture `viperc graph` recovers"
            if let specs = site.comparedWith { sentence += ", compared with the specs in \(DocText.code(specs))" }
            lines += [sentence + ".", ""]
        }
        if let entry = site.entry {
            lines += ["The app starts at \(Self.link(entry)).", ""]
        }
        for group in graph.groups {
            lines += ["## \(group.name.map(DocText.inline) ?? "Other modules")", ""]
            // From code, the folder says where to look; a purpose comes only from a spec.
            lines += fromCode ? ["| Module | Code | Purpose |", "| --- | --- | --- |"] : ["| Module | Purpose |", "| --- | --- |"]
            for module in group.modules {
                let folder = fromCode ? " \(DocText.cell(DocText.code(module.location))) |" : ""
                lines.append("| \(Self.link(module.name)) |\(folder) \(DocText.proseCell(module.doc ?? "")) |")
            }
            lines.append("")
        }
        lines += ["## Route graph", ""]
        lines.append(
            fromCode
                ? "Dashed edges are inferred: the module's code names the other module's builder, router or view controller, and the model cannot tell how it is shown. Solid edges are routes a spec declares that the code takes too. The same graph is in [routes.dot](routes.dot) for Graphviz, with a legend, which `viperc docs` also renders to `routes.svg` and to `routes.png` at 192 dpi, sharp on Retina screens, when `dot` is installed."
                : "Edges carry the route's method and its transition; dotted edges dismiss. The same graph is in [routes.dot](routes.dot) for Graphviz, with a legend and a line style per transition (push, present, setRoot, dismiss), which `viperc docs` also renders to `routes.svg` and to `routes.png` at 192 dpi, sharp on Retina screens, when `dot` is installed."
        )
        lines.append("")
        lines += ["```mermaid"] + graph.mermaid() + ["```", ""]
        lines += ["## Route analysis", ""]
        lines += analysis()
        lines += disagreements()
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    func analysis() -> [String] {
        var lines: [String] = []
        if site.entry == nil {
            lines.append(
                fromCode
                    ? "- The code does not say which module the app starts at, so reachability is not checked."
                    : "- No entry module is set in `viperc.yml`, so reachability is not checked.")
        } else if site.unreachable.isEmpty {
            lines.append("- Every module is reachable from the entry module.")
        } else {
            lines.append("- Not reachable from the entry module: " + site.unreachable.map(Self.link).joined(separator: ", ") + ".")
        }
        if site.deadEnds.isEmpty {
            lines.append(fromCode ? "- Every module opens another." : "- Every module has a way out.")
        } else if fromCode {
            lines.append(
                "- Opens no other module: " + site.deadEnds.map(Self.link).joined(separator: ", ")
                    + ". The model sees modules opened, not closed, so these may still have a way back.")
        } else {
            lines.append("- No way out: " + site.deadEnds.map(Self.link).joined(separator: ", ") + ".")
        }
        if site.cycles.isEmpty {
            lines.append("- No navigation cycles.")
        } else {
            lines.append("- Navigation cycles (information only; back-and-forth flows are normal):")
            lines += site.cycles.map { "  - " + $0.map(DocText.inline).joined(separator: " → ") }
        }
        return lines + [""]
    }

    /// With specs beside the code: how many differences each module's page lists, and those
    /// that belong to no page.
    func disagreements() -> [String] {
        guard let specs = site.comparedWith else { return [] }
        var lines = ["## Where code and specs disagree", ""]
        let counted = site.modules.filter { !$0.findings.isEmpty }
        if counted.isEmpty && site.disagreements.isEmpty {
            return lines + ["The drift check finds no difference between the code and the specs in \(DocText.code(specs)).", ""]
        }
        if !counted.isEmpty {
            lines += ["| Module | Differences |", "| --- | --- |"]
            lines += counted.map { "| \(Self.link($0.name)) | \($0.findings.count) |" }
            lines.append("")
        }
        if !site.disagreements.isEmpty {
            lines += ["Not on any module's page:", ""]
            lines += site.disagreements.map(ModulePage.finding)
            lines.append("")
        }
        return lines
    }

    /// A link to a module's page; the name is escaped, the address percent-encoded.
    static func link(_ module: String) -> String {
        "[\(DocText.inline(module))](modules/\(DocText.linkPath(module)).md)"
    }
}
