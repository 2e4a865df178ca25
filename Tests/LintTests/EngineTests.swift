import Architecture
import CodeSource
import Diagnostics
import Foundation
import Lint
import SpecParser
import Testing

struct EngineTests {
    func lint(_ code: String, projects: [Project] = []) -> [Violation] {
        LintEngine(projects: projects).lint([SourceFile(path: "T.swift", text: code)])
    }

    @Test func suppressionScopesAndReasons() {
        let code = """
            final class HomePresenter {
                // viperc:disable:next presenter-strong-view - the view is a value here
                var view: HomeViewInterface
                var other: HomeViewInterface // viperc:disable:this presenter-strong-view - same
                var third: HomeViewInterface // viperc:disable:this presenter-strong-view
                // viperc:disable:next interactor-strong-output - nothing to suppress here
                let name = ""
                // viperc:disable:next presenter-strong-veiw - typo
                var fourth: HomeViewInterface
            }
            """
        let found = lint(code).map { "\($0.location.line):\($0.ruleID)" }
        #expect(
            found == [
                "5:presenter-strong-view", "5:invalid-suppression", "6:unused-suppression", "8:invalid-suppression",
                "9:presenter-strong-view",
            ])
        let file = "// viperc:disable:file presenter-strong-view - generated adapter\n" + code
        #expect(!lint(file).contains { $0.ruleID == "presenter-strong-view" })
    }

    @Test func specsNameTheTypesOfEachConvention() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: url.path + "/specs/posts", engine: engine)
        #expect(projects.first?.modules.count == 3, Comment(rawValue: DiagnosticPrinter.render(engine.sorted) + "\(projects.map(\.root))"))
        let model = LintEngine(projects: projects).model([SourceFile(path: "Post.swift", text: "struct Post {}\n")])
        let index = RoleIndex(app: model.apps[0], patterns: RolePattern.defaults)
        #expect(index.role(of: "PostsRouter") == RoleAssignment(role: .router, module: "Posts", isInterface: true))
        #expect(index.role(of: "SignInDefaultPresenter") == RoleAssignment(role: .presenter, module: "SignIn", isInterface: false))
        // With the spec, a name no pattern knows still gets its role.
        let code = "final class PostsDefaultRouter {\n    var view: PostsDefaultView\n}\n"
        let found = lint(code, projects: projects).map(\.ruleID)
        #expect(found.filter { !$0.hasPrefix("drift-") } == ["router-strong-view"])
    }

    @Test func outputIsDeterministicAcrossRuns() {
        let sources = (0..<40).map { index in
            SourceFile(path: "F\(index).swift", text: "final class M\(index)Presenter {\n    var view: M\(index)ViewInterface\n}\n")
        }
        let engine = LintEngine()
        let first = engine.lint(sources)
        #expect(first.count == 40)
        #expect(engine.lint(sources.reversed()) == first)
    }

    @Test func aSuppressionHidesOnlyTheRulesItNames() {
        let code = """
            final class HomePresenter {
                var view: HomeViewInterface // viperc:disable:this presenter-imports-ui - another rule
            }
            """
        let found = lint(code).map(\.ruleID)
        #expect(found.contains("presenter-strong-view"), "\(found)")
    }

    /// A type the app declares with a UI framework name (`uiTypes`, 'UI*') is reported as a UI
    /// type, never also as a module's view.
    @Test func anAppsOwnUITypeIsNoNeighbour() {
        let code = """
            final class HomeInteractor {
                func badge() -> UIBadgeView? { nil }
            }

            final class HomePresenter {}
            final class UIBadgeView: UIView {}
            """
        let found = LintEngine().lint([SourceFile(path: "App/Home/Home.swift", text: code)]).map(\.ruleID)
        #expect(found.contains("interactor-imports-ui"), "\(found)")
        #expect(!found.contains("interactor-references-view"), "\(found)")
    }
}
