import SpecParser

/// Turns a validated project into its documentation files.
public enum DocsPlanner {
    /// The files of the Graphviz drawing, made by `dot` when it is installed.
    public static let graphFile = "routes.dot"

    /// `README.md`, `routes.dot` and `modules/<Module>.md`, sorted by path.
    public static func plan(_ project: Project) -> [PlannedFile] {
        let analysis = RouteAnalysis(project: project)
        let source = sourceName(project)
        let graph = RouteGraphRenderer(project: project, analysis: analysis, source: source)
        var files = [
            PlannedFile(
                path: "README.md", contents: IndexPage(project: project, analysis: analysis, graph: graph, source: source).render(),
                kind: .generated),
            PlannedFile(path: graphFile, contents: graph.dot(), kind: .generated),
        ]
        for module in analysis.modules {
            let page = ModulePage(module: module, project: project, analysis: analysis)
            files.append(PlannedFile(path: "modules/\(module.name.value).md", contents: page.render(), kind: .generated))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The route graphs of several projects as one JSON document.
    public static func json(_ projects: [Project]) -> String {
        let bodies = projects.map { project in
            RouteGraphRenderer(project: project, analysis: RouteAnalysis(project: project), source: sourceName(project)).json(
                indent: "    ")
        }
        return "{\n  \"projects\": [\n" + bodies.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The project folder's own name, as generated headers name it.
    static func sourceName(_ project: Project) -> String {
        project.root.split(separator: "/").last.map(String.init) ?? project.root
    }
}
