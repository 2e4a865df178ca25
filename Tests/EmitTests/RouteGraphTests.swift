import Architecture
import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

@testable import Emit

/// One renderer of routes: `viperc graph` and `viperc docs` write a route the same way, and a
/// drawing of several apps keeps their modules apart.
struct RouteGraphTests {
    /// `(from, to, name, transition, parameters)` of every route with a target, from either
    /// command's JSON (`projects` for the docs, `apps` for the graph).
    func routes(_ json: String) throws -> Set<String> {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let groups = (object["projects"] ?? object["apps"]) as? [[String: Any]] ?? []
        var result = Set<String>()
        for group in groups {
            for route in group["routes"] as? [[String: Any]] ?? [] {
                guard let to = route["to"] as? String else { continue }
                let parameters = (route["parameters"] as? [[String: String]] ?? []).map { "\($0["name"] ?? ""): \($0["type"] ?? "")" }
                result.insert(
                    "\(route["from"] as? String ?? "") -> \(to) \(route["name"] as? String ?? "") \(route["transition"] as? String ?? "") \(parameters)"
                )
            }
        }
        return result
    }

    /// The model filled from specs gives the routes the specs' own docs give: same names,
    /// transitions and typed parameters, through one route encoder.
    @Test(arguments: DocsTests.projects)
    func specRoutesReadTheSameThroughTheModel(_ name: String) throws {
        let project = try DocsTests.load(Golden.packageRoot + "/specs/" + name)
        let docs = try routes(DocsPlanner.json([project]))
        let graph = try routes(GraphRenderer.render(SpecArchitecture.model(of: [project]), format: "json", projects: [project]))
        #expect(!docs.isEmpty)
        #expect(graph == docs)
        #expect(!graph.contains { $0.contains(" inferred ") }, "a spec says how each route shows its target")
    }

    static func app(_ root: String, routed: Bool) -> AppModel {
        let at = SourceLocation(path: root + "/Home.swift", line: 1, column: 1)
        let modules = ["Details", "Home"].map { name in
            ModuleModel(
                name: name, folder: root + "/" + name,
                components: [Component(role: .view, name: name + "View", location: at, evidence: [])], protocols: [])
        }
        let routes = routed ? [NavigationEdge(from: "Home", to: "Details", source: "HomeRouter", via: "DetailsBuilder", location: at)] : []
        return AppModel(root: root, modules: modules, routes: routes)
    }

    /// Two apps with modules of the same names: each app is a subgraph with node ids of its
    /// own, and the one route joins the nodes of its own app.
    @Test func severalAppsStayApart() throws {
        let model = ArchitectureModel(apps: [Self.app("Phone", routed: true), Self.app("Watch", routed: false)])
        let mermaid = GraphRenderer.render(model, format: "mermaid")
        #expect(mermaid.contains("subgraph app0[\"Phone\"]"))
        #expect(mermaid.contains("subgraph app1[\"Watch\"]"))
        #expect(mermaid.contains("m_app0_u2f_Home -.->|\"DetailsBuilder<br/>inferred\"| m_app0_u2f_Details"))
        #expect(mermaid.contains("m_app1_u2f_Home[\"Home\"]"))
        #expect(mermaid.components(separatedBy: "-.->").count == 2, "one edge")
        let dot = GraphRenderer.render(model, format: "dot")
        #expect(dot.contains("subgraph cluster_app0 {"))
        #expect(dot.contains("subgraph cluster_app1 {"))
        #expect(dot.contains("\"app0/Home\" -> \"app0/Details\" [label=\"DetailsBuilder\\ninferred\""))
        #expect(dot.contains("\"app1/Home\" [label=\"Home\"];"))
        #expect(!dot.contains("\"app1/Home\" -> \"app1/Details\""))
        // Graphviz reads it when it is installed.
        if let dotTool = DocsTests.dotExecutable {
            let folder = try Golden.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try dot.write(toFile: folder + "/g.dot", atomically: true, encoding: .utf8)
            let result = try Golden.run(dotTool, ["-Tsvg", folder + "/g.dot", "-o", folder + "/g.svg"])
            #expect(result.status == 0 && result.stderr.isEmpty, Comment(rawValue: result.stderr))
        }
    }
}
