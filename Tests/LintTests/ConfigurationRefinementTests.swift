import Diagnostics
import Testing

@testable import CodeSource
@testable import Lint

/// A `.viperc.yml` read onto another configuration: what it sets refines, what it leaves keeps.
struct ConfigurationRefinementTests {
    func load(_ text: String, onto base: LintConfiguration = LintConfiguration(), folder: String? = nil) -> (
        LintConfiguration, [Diagnostic]
    ) {
        let engine = DiagnosticEngine()
        let path = (folder.map { $0 + "/" } ?? "") + ".viperc.yml"
        let configuration = ConfigurationLoader.load(SourceFile(path: path, text: text), onto: base, folder: folder, engine: engine)
        return (configuration, engine.diagnostics)
    }

    @Test func laterSettingsRefineEarlierOnes() {
        let (parent, parentProblems) = load(
            """
            rules:
              view-uses-service: off
              presenter-strong-view: error
            serviceTypes: ["*Gateway"]
            extraServiceModules: [Networking]
            exclude: ["Generated/**"]
            include: ["App/**"]
            """)
        #expect(parentProblems.isEmpty)
        let (child, childProblems) = load(
            """
            rules:
              view-uses-service: warning
            extraServiceModules: [Storage]
            exclude: ["Old/**"]
            include: ["Sources/**"]
            """, onto: parent, folder: "App/Legacy")
        #expect(childProblems.isEmpty)
        // The rule the child names takes its setting, and 'warning' turns it back on.
        #expect(child.isEnabled("view-uses-service"))
        #expect(child.severity(of: "view-uses-service", default: .error) == .warning)
        // What the child leaves alone is the parent's.
        #expect(child.severity(of: "presenter-strong-view", default: .warning) == .error)
        #expect(child.serviceTypes.map(\.text) == ["*Gateway"])
        #expect(child.serviceModules.isSuperset(of: ["Networking", "Storage"]))
        // Globs are stored from the root: the child's are under its folder; exclude adds, include replaces.
        #expect(child.exclude == ["Generated/**", "App/Legacy/Old/**"])
        #expect(child.include == ["App/Legacy/Sources/**"])
        #expect(!child.includes("App/Legacy/Old/Screen.swift"))
        #expect(child.includes("App/Legacy/Sources/Screen.swift"))
        #expect(!child.includes("App/Home/Screen.swift"))
        // The parent is unchanged.
        #expect(!parent.isEnabled("view-uses-service"))
        #expect(parent.includes("App/Legacy/Old/Screen.swift"))
    }

    /// Every spelling of a rule setting, the scalar and the mapping form, does what it says.
    @Test func ruleSettingsInBothForms() {
        let (configuration, problems) = load(
            """
            rules:
              view-uses-service: { severity: error }
              presenter-strong-view: { severity: warning, enabled: true }
              interactor-strong-output: { enabled: false }
              router-strong-view: off
              view-navigates: error
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(configuration.isEnabled("view-uses-service"))
        #expect(configuration.severity(of: "view-uses-service", default: .warning) == .error)
        #expect(configuration.severity(of: "presenter-strong-view", default: .error) == .warning)
        #expect(!configuration.isEnabled("interactor-strong-output"))
        #expect(!configuration.isEnabled("router-strong-view"))
        #expect(configuration.severity(of: "view-navigates", default: .warning) == .error)
        let (_, wrong) = load("rules:\n  view-uses-service: { severity: fatal }\n")
        #expect(wrong.map(\.id) == ["invalid-value"])
    }

    @Test func rolesOnlyAtTheRoot() {
        let text = "roles:\n  view: [\"*Screen\"]\n"
        let (root, rootProblems) = load(text)
        #expect(rootProblems.isEmpty)
        #expect(root.rolePatterns.contains { $0.role == .view && $0.suffix == "Screen" })
        let (_, nestedProblems) = load(text, folder: "App")
        #expect(nestedProblems.map(\.location.description) == ["App/.viperc.yml:1:1"])
        #expect(nestedProblems.first?.message.hasPrefix("'roles' can only be set") == true)
    }

    @Test func testCodeGlobsMatchFromTheFolderWalked() {
        let filter = LintConfiguration().pathFilter
        // Linting 'Tests/Fixtures/App' lints it; linting the root skips it.
        #expect(filter.includes("Tests/Fixtures/App/Home.swift", walked: "Home.swift"))
        #expect(!filter.includes("Tests/Fixtures/App/Home.swift", walked: "Tests/Fixtures/App/Home.swift"))
        // A file given explicitly is matched from the root.
        #expect(!filter.includes("App/HomeTests.swift"))
        #expect(filter.includes("App/Home.swift"))
    }

    /// An app whose own files are named like test doubles (a mock generator's
    /// `MockFileParametersPresenter.swift`) lints them once its root configuration replaces the
    /// default test globs; a nested configuration may not.
    @Test func testCodeReplacesTheDefaultsAtTheRootOnly() {
        let file = "App/MockFileParameters/MockFileParametersPresenter.swift"
        #expect(!LintConfiguration().pathFilter.includes(file))
        let text = "testCode: [\"**/Tests/**\", \"**/*Tests.swift\"]\n"
        let (root, rootProblems) = load(text)
        #expect(rootProblems.isEmpty)
        #expect(root.pathFilter.includes(file))
        #expect(!root.pathFilter.includes("App/Tests/HomeTests.swift"))
        let (nested, nestedProblems) = load(text, folder: "App")
        #expect(nestedProblems.first?.message.hasPrefix("'testCode' can only be set") == true)
        #expect(!nested.pathFilter.includes(file))
    }
}
