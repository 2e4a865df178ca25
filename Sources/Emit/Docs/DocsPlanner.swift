import SpecParser

/// Turns a validated project, or an app documented from its code, into its documentation files.
public enum DocsPlanner {
    /// The files of the Graphviz drawing, made by `dot` when it is installed.
    public static let graphFile = "routes.dot"

    /// `README.md`, `routes.dot` and `modules/<Module>.md` of a project, sorted by path.
    public static func plan(_ project: Project) -> [PlannedFile] {
        plan(DocsSite(project: project))
    }

    /// `README.md`, `routes.dot` and `modules/<Module>.md`, sorted by path.
    public static func plan(_ site: DocsSite) -> [PlannedFile] {
        let graph = RouteGraphRenderer(site: site)
        var files = [
            PlannedFile(path: "README.md", contents: IndexPage(site: site, graph: graph).render(), kind: .generated),
            PlannedFile(path: graphFile, contents: graph.dot(), kind: .generated),
        ]
        for module in site.modules {
            let page = ModulePage(module: module, site: site)
            files.append(PlannedFile(path: "modules/\(module.name).md", contents: page.render(), kind: .generated))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The route graphs of several projects as one JSON document.
    public static func json(_ projects: [Project]) -> String {
        json(projects.map { DocsSite(project: $0) })
    }

    /// The route graphs of several sites as one JSON document.
    public static func json(_ sites: [DocsSite]) -> String {
        let bodies = sites.map { RouteGraphRenderer(site: $0).json(indent: "    ") }
        return "{\n  \"projects\": [\n" + bodies.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The project folder's own name, as generated headers name it.
    static func sourceName(_ root: String) -> String {
        root.split(separator: "/").last.map(String.init) ?? root
    }
}
