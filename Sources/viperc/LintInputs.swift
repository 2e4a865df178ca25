import ArgumentParser
import Diagnostics
import Foundation
import Lint
import SpecParser

/// What `lint`, `graph` and `init` read before any Swift file: the project root, the
/// configuration, the specs, and the files and app roots under the paths given. Problems here
/// are usage errors (exit 64).
struct LintInputs {
    var configuration: LintConfiguration
    /// Configurations refined by nested `.viperc.yml` files, by folder.
    var folderConfigurations: [String: LintConfiguration] = [:]
    var projects: [Project]
    var files: [String]
    var appRoots: [String]
    /// Problems met so far that are not fatal (links, loops), reported with the findings.
    var setup: DiagnosticEngine
    /// Folders that could not be read, reported with the findings; the rest is linted.
    var unreadableFolders: [Violation] = []
    /// The root, which is now the working folder, and the user's paths relative to it.
    var paths: CommandPaths
    /// `--use-stdin`: standard input as the file at `--stdin-path`, unless it is excluded.
    var standardInput: SourceFile?

    /// The configuration order: the defaults; then each `--config` file in the order given, or,
    /// without `--config`, the `.viperc.yml` at the project root; then, for each file, every
    /// `.viperc.yml` in the folders below the root down to the file's own, outermost first.
    static func load(
        configs: [String], specs: [String], paths: [String], forceExclude: Bool = false, stdinPath: String? = nil
    ) throws -> LintInputs {
        let commandPaths = try CommandPaths.enter(from: stdinPath ?? paths.first)
        let setup = DiagnosticEngine()
        var configuration = LintConfiguration.default
        let configFiles =
            configs.isEmpty
            ? (FileManager.default.fileExists(atPath: ConfigurationTree.fileName) ? [ConfigurationTree.fileName] : [])
            : configs.map(commandPaths.resolve)
        for configPath in configFiles {
            switch FileReader.read(configPath) {
            case .success(let bytes):
                configuration = ConfigurationLoader.load(SourceFile(path: configPath, bytes: bytes), onto: configuration, engine: setup)
            case .failure(let failure):
                setup.error("cannot read configuration: \(failure.message)", at: .file(configPath), id: "unreadable-file")
            }
        }
        PhaseClock.mark("config")
        // The walk for Swift files is serial and independent of the specs: it runs beside
        // their loading, into its own engine, whose problems follow the specs'.
        let collecting = Background { [configuration] in
            let engine = DiagnosticEngine()
            var collector = SourceCollector(
                tree: ConfigurationTree(base: configuration, engine: engine), engine: engine, forceExclude: forceExclude)
            collector.collect(paths.map(commandPaths.resolve))
            return (collector, engine)
        }
        var projects: [Project] = []
        for folder in specs.map(commandPaths.resolve) {
            for project in SpecLoader.load(folder: folder, engine: setup) {
                PhaseClock.mark("spec load")
                Validator.validate(project, engine: setup)
                PhaseClock.mark("validate")
                projects.append(project)
            }
        }
        let (collected, collectorEngine) = collecting.wait()
        var collector = collected
        var files = collector.files
        var standardInput: SourceFile?
        if let stdinPath {
            let path = commandPaths.resolve(stdinPath)
            // Read even when excluded, so that the editor writing it never meets a closed pipe.
            let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
            if collector.includesExplicit(path) {
                standardInput = SourceFile(path: path, bytes: bytes)
                if !files.contains(path) { files = (files + [path]).sorted() }
            }
        }
        PhaseClock.mark("collect")
        for file in files { collector.configuration(for: file) }
        setup.emit(contentsOf: collectorEngine.diagnostics)
        PhaseClock.mark("configs")
        if setup.hasErrors {
            Console.report(setup)
            throw ExitCode(64)
        }
        return LintInputs(
            configuration: configuration, folderConfigurations: collector.tree.refined, projects: projects, files: files,
            appRoots: collector.appRoots, setup: setup, unreadableFolders: collector.unreadableFolders, paths: commandPaths,
            standardInput: standardInput)
    }

    /// The lint engine for these inputs.
    var engine: LintEngine {
        LintEngine(configuration: configuration, projects: projects, folderConfigurations: folderConfigurations)
    }
}
