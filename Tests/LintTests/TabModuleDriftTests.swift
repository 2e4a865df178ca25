import Architecture
import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// Tab modules are in the specs' model (so `viperc graph --source spec` draws them), but the
/// code has nothing of them to compare: `<Module>Tabs.swift` is generated whole.
struct TabModuleDriftTests {
    @Test func driftSkipsTabModules() throws {
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: try Golden.tabShop(), engine: engine)
        for project in projects { Validator.validate(project, engine: engine) }
        try #require(!engine.hasErrors && projects.count == 1)
        let spec = SpecArchitecture.model(of: projects)
        try #require(spec.apps[0].modules.contains { $0.name == "Main" && $0.isTabContainer })
        // Against code with no module at all, every module but the tab module is missing.
        let missing = DriftCheck.check(spec: spec, code: ArchitectureModel(apps: [AppModel(root: "App")])).filter {
            $0.ruleID == "drift-missing-module"
        }
        #expect(missing.count == projects[0].modules.count - 1)
        #expect(!missing.contains { $0.message.contains("'Main'") })
    }
}
