import ArgumentParser
import Diagnostics
import Foundation
import Lint
import SpecParser

/// What `lint` and `graph` read before any Swift file: the configuration, the specs, and the
/// files and app roots under the paths given. Problems here are usage errors (exit 64).
struct LintInputs {
    var configuration: LintConfiguration
    var projects: [Project]
    var files: [String]
    var appRoots: [String]
    /// Problems met so far that are not fatal (links, loops), reported with the findings.
    var setup: DiagnosticEngine
    /// Folders that could not be read, reported with the findings; the rest is linted.
    var unreadableFolders: [Violation] = []

    static func load(config: String?, specs: [String], paths: [String]) throws -> LintInputs {
        let setup = DiagnosticEngine()
        var configuration = LintConfiguration.default
        let configPath = config ?? (FileManager.default.fileExists(atPath: ".viperc.yml") ? ".viperc.yml" : nil)
        if let configPath {
            switch FileReader.read(configPath) {
            case .success(let bytes):
                configuration = ConfigurationLoader.load(SourceFile(path: configPath, bytes: bytes), engine: setup)
            case .failure(let failure):
                setup.error("cannot read configuration: \(failure.message)", at: .file(configPath), id: "unreadable-file")
            }
        }
        var projects: [Project] = []
        for folder in specs {
            for project in SpecLoader.load(folder: SpecLoader.normalize(folder), engine: setup) {
                Validator.validate(project, engine: setup)
                projects.append(project)
            }
        }
        var collector = SourceCollector(configuration: configuration, engine: setup)
        collector.collect(paths)
        if setup.hasErrors {
            Console.report(setup)
            throw ExitCode(64)
        }
        return LintInputs(
            configuration: configuration, projects: projects, files: collector.files, appRoots: collector.appRoots, setup: setup,
            unreadableFolders: collector.unreadableFolders)
    }
}
