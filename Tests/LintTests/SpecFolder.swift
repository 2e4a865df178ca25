import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// A spec project written to a temporary folder, for drift tests of a small app.
enum SpecFolder {
    /// The messages of the drift findings of `driftFindings`.
    static func driftMessages(config: String, specs: [String: String], sources: [SourceFile]) throws -> [String] {
        try driftFindings(config: config, specs: specs, sources: sources).map(\.message)
    }

    /// The drift findings as `path:line rule` or, with `lines: false`, `path rule`.
    static func drift(config: String, specs: [String: String], sources: [SourceFile], lines: Bool = true) throws -> [String] {
        try driftFindings(config: config, specs: specs, sources: sources).map {
            lines ? "\($0.location.path):\($0.location.line) \($0.ruleID)" : "\($0.location.path) \($0.ruleID)"
        }
    }

    /// The findings of the drift check of `sources` against `specs` (file name → text) and a
    /// `viperc.yml` of `config`.
    static func driftFindings(config: String, specs: [String: String], sources: [SourceFile]) throws -> [Violation] {
        let folder = try Golden.temporaryFolder()
        try config.write(toFile: folder + "/viperc.yml", atomically: true, encoding: .utf8)
        for (name, text) in specs { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: folder, engine: engine)
        try #require(!engine.hasErrors, "\(engine.diagnostics)")
        return LintEngine(projects: projects).lint(sources).filter { $0.ruleID.hasPrefix("drift-") }
    }
}
