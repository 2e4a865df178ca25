import Architecture
import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

@testable import Emit

/// Docs from specs go through the architecture model, as docs from code do: the site built
/// from `SpecArchitecture.model(of:)` is the one the specs' own reading gave, and the model
/// keeps tab modules, so `graph --source spec` and `docs` show the same routes.
struct SpecModelDocsTests {
    /// The shop of `Tests/Fixtures/runtime` behind the tab bar of `runtime-tabs`, as the
    /// runtime tests assemble it.
    static func tabsProject() throws -> Project {
        let folder = try Golden.tabShop()
        let project = try DocsTests.load(folder)
        try #require(project.modules.contains { $0.isTabContainer })
        return project
    }

    static func project(_ name: String) throws -> Project {
        switch name {
        case "tabs": return try tabsProject()
        case "tricky": return try DocsTests.load(DocsTests.tricky)
        default: return try DocsTests.load(Golden.packageRoot + "/specs/" + name)
        }
    }

    /// Every field of every page, not only what the goldens render.
    @Test(arguments: DocsTests.projects + ["tricky", "tabs"])
    func siteFromTheModelEqualsTheSpecsOwn(_ name: String) throws {
        let project = try Self.project(name)
        let model = SpecArchitecture.model(of: [project])
        let site = ModelDocs(model: model, projects: [project], rewritesPaths: false).site(model.apps[0], origin: .spec)
        let oracle = SpecDocsOracle.site(project)
        #expect(site.modules.map(\.name) == oracle.modules.map(\.name))
        for (built, expected) in zip(site.modules, oracle.modules) {
            #expect(built == expected, "module \(expected.name)")
        }
        // The rest of the site, and the site the docs command builds.
        var (rest, expected) = (site, oracle)
        (rest.modules, expected.modules) = ([], [])
        #expect(rest == expected)
        #expect(DocsSite(project: project) == site)
    }

    /// A tab module is in the specs' model with its tabs as `.tab` edges: the graph's routes
    /// are the docs' routes.
    @Test func graphFromSpecsHasTheTabsTheDocsHave() throws {
        let project = try Self.tabsProject()
        let docs = try RouteGraphTests().routes(DocsPlanner.json([project]))
        let model = SpecArchitecture.model(of: [project])
        let graph = try RouteGraphTests().routes(GraphRenderer.render(model, format: "json", projects: [project]))
        #expect(docs.contains("Main -> Catalog catalogTab tab []"))
        #expect(graph == docs)
        let main = try #require(model.apps[0].modules.first { $0.name == "Main" })
        #expect(main.isTabContainer)
        #expect(main.components.isEmpty, "a tab module has no components, not even an implied builder")
        #expect(model.apps[0].routes.filter { $0.from == "Main" }.map(\.source) == ["MainTabs", "MainTabs", "MainTabs"])
        let mermaid = GraphRenderer.render(model, format: "mermaid", projects: [project])
        #expect(mermaid.contains("m_Main -->|\"catalogTab()<br/>tab\"| m_Catalog"))
    }
}
