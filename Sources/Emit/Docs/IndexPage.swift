import SpecParser

/// The project's documentation index: modules by group, the route graph and its analysis.
struct IndexPage {
    let project: Project
    let analysis: RouteAnalysis
    let graph: RouteGraphRenderer
    let source: String

    func render() -> String {
        let title = project.config.name ?? source
        var lines = [DocText.markdownHeader(from: source), "", "# \(DocText.inline(title)): modules and routes", ""]
        if let entry = analysis.entry {
            lines += ["The app starts at \(Self.link(entry)).", ""]
        }
        for group in graph.groups {
            lines += ["## \(group.name.map(DocText.inline) ?? "Other modules")", "", "| Module | Purpose |", "| --- | --- |"]
            for module in group.modules {
                lines.append("| \(Self.link(module.name.value)) | \(DocText.proseCell(module.doc ?? "")) |")
            }
            lines.append("")
        }
        lines += ["## Route graph", ""]
        lines += [
            "Edges carry the route's method and its transition; dotted edges dismiss. The same graph is in [routes.dot](routes.dot) for Graphviz, with a legend and a line style per transition (push, present, setRoot, dismiss), which `viperc docs` also renders to `routes.svg` and to `routes.png` at 192 dpi, sharp on Retina screens, when `dot` is installed.",
            "",
        ]
        lines += ["```mermaid"] + graph.mermaid() + ["```", ""]
        lines += ["## Route analysis", ""]
        if analysis.entry == nil {
            lines.append("- No entry module is set in `viperc.yml`, so reachability is not checked.")
        } else if analysis.unreachable.isEmpty {
            lines.append("- Every module is reachable from the entry module.")
        } else {
            lines.append(
                "- Not reachable from the entry module: " + analysis.unreachable.map(Self.link).joined(separator: ", ")
                    + ".")
        }
        if analysis.deadEnds.isEmpty {
            lines.append("- Every module has a way out.")
        } else {
            lines.append("- No way out: " + analysis.deadEnds.map(Self.link).joined(separator: ", ") + ".")
        }
        if analysis.cycles.isEmpty {
            lines.append("- No navigation cycles.")
        } else {
            lines.append("- Navigation cycles (information only; back-and-forth flows are normal):")
            lines += analysis.cycles.map { "  - " + $0.map(DocText.inline).joined(separator: " → ") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A link to a module's page; the name is escaped, the address percent-encoded.
    static func link(_ module: String) -> String {
        "[\(DocText.inline(module))](modules/\(DocText.linkPath(module)).md)"
    }
}
