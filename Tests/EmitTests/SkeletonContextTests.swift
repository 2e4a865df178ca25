import SpecParser
import Testing

@testable import Emit

/// The skeleton fields of the template context cost about as much as writing the skeletons, so
/// a build makes them only when one of its templates reads them.
struct SkeletonContextTests {
    @Test func theSkeletonFieldsAreMadeOnlyForATemplateThatReadsThem() throws {
        let project = try #require(ExampleOutputTests.load("tvshows"))
        let module = try #require(project.modules.first { $0.name.value == "Home" })
        let resolved = ResolvedModule(module, config: project.config)
        let without = TemplateContext.module(resolved, project: project, uses: ["module.presenter", "component.name"])
        let presenter = try #require(without["module"]?["presenter"])
        #expect(presenter["name"] == "HomePresenter")
        for field in TemplateContext.skeletonPartFields + ["conformances"] { #expect(presenter[field] == nil, "\(field)") }
        #expect(without["module"]?["assembly"]?["lines"] == [])

        let with = TemplateContext.module(
            resolved, project: project,
            uses: ["module.presenter", "component.storedProperties", "component.conformances", "assembly.lines"])
        let made = try #require(with["module"]?["presenter"])
        #expect(made["keyword"] == "final class")
        guard case .list(let properties)? = made["storedProperties"], case .list(let conformances)? = made["conformances"],
            case .list(let lines)? = with["module"]?["assembly"]?["lines"]
        else {
            Issue.record("the skeleton fields were not made")
            return
        }
        #expect(properties.first?["declaration"] == "private unowned let view: HomeViewInterface")
        #expect(conformances.first?["protocol"] == "HomePresenterInterface")
        #expect(lines.first == "self.dependencies = dependencies")
    }
}
