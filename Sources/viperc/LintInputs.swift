import Architecture
import ArgumentParser
import Diagnostics
import Foundation
import Lint
import SpecParser
import Support

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
    /// The root, which relative paths are now read from, and the user's paths relative to it.
    var paths: CommandPaths
    /// `--use-stdin`: standard input as the file at `--stdin-path`, unless it is excluded.
    var standardInput: SourceFile?
    /// Whether the specs' validation waits for `startSpecChecks()`; see `load(validateLater:)`.
    var validatesLater = false
    /// Files scanned while the walk ran; `engine.scan` and `engine.model` take them as done.
    var scannedAhead = ScannedAhead.none
    /// The specs' validation, and their model when they are valid, once started.
    var specChecks: Background<(problems: [Diagnostic], model: ArchitectureModel?)>?

    /// The configuration order: the defaults; then each `--config` file in the order given, or,
    /// without `--config`, the `.viperc.yml` at the project root; then, for each file, every
    /// `.viperc.yml` in the folders below the root down to the file's own, outermost first.
    ///
    /// - Parameter validateLater: whether the specs are validated only when the caller asks
    ///   (`startSpecChecks()`, then `settleSpecs()` before it uses more of the specs than their
    ///   names), rather than before `load` returns, so that a caller can put that work beside a
    ///   serial step of its own.
    /// - Parameter signatures: whether the caller's scan records members' signatures; nil for
    ///   lint and graph, which record them when there are specs.
    static func load(
        configs: [String], specs: [String], paths: [String], forceExclude: Bool = false, stdinPath: String? = nil,
        validateLater: Bool = false, signatures: Bool? = nil, followLinks: Bool = false
    ) throws -> LintInputs {
        let commandPaths = try CommandPaths.enter(from: stdinPath ?? paths.first)
        let setup = DiagnosticEngine()
        var configuration = LintConfiguration.default
        let configFiles =
            configs.isEmpty
            ? (FileManager.default.fileExists(atPath: FileBase.path(ConfigurationTree.fileName)) ? [ConfigurationTree.fileName] : [])
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
        // their loading, into its own engine, whose problems follow the specs'. Then this
        // thread scans the files the walk finds until it ends.
        let ahead = ScanAhead()
        let collecting = Background { [configuration] in
            let engine = DiagnosticEngine()
            var collector = SourceCollector(
                tree: ConfigurationTree(base: configuration, engine: engine), engine: engine, forceExclude: forceExclude)
            collector.onFile = { ahead.offer($0) }
            collector.boundary = FileReader.realPath(".")
            collector.followsLinks = followLinks
            collector.collect(paths.map(commandPaths.resolve))
            ahead.walkDidEnd()
            return (collector, engine)
        }
        var projects: [Project] = []
        for folder in specs.map(commandPaths.resolve) {
            projects += SpecLoader.load(folder: folder, engine: setup)
        }
        PhaseClock.mark("spec load")
        if !validateLater {
            for project in projects { Validator.validate(project, engine: setup) }
        }
        PhaseClock.mark("validate")
        let scannedAhead = ahead.scanUntilWalkEnds(signatures: signatures ?? !projects.isEmpty, keepsGenerated: !projects.isEmpty)
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
        collector.readConfigurations(for: files)
        setup.emit(contentsOf: collectorEngine.diagnostics)
        PhaseClock.mark("configs")
        var inputs = LintInputs(
            configuration: configuration, folderConfigurations: collector.tree.refined, projects: projects, files: files,
            appRoots: collector.appRoots, setup: setup, unreadableFolders: collector.unreadableFolders, paths: commandPaths,
            standardInput: standardInput, validatesLater: validateLater, scannedAhead: scannedAhead)
        if setup.hasErrors {
            // Every problem of the setup is reported together, the specs' validation included.
            try inputs.settleSpecs()
            Console.report(setup)
            throw ExitCode(64)
        }
        return inputs
    }

    /// Starts validating the specs, and building their model if they are valid, on another
    /// thread: validation needs only the specs, and the code's reading and recovery only the
    /// specs' names.
    mutating func startSpecChecks() {
        guard validatesLater, specChecks == nil, !projects.isEmpty else { return }
        specChecks = Background { [projects] () -> (problems: [Diagnostic], model: ArchitectureModel?) in
            let problems = projects.flatMap { project in
                let engine = DiagnosticEngine()
                Validator.validate(project, engine: engine)
                return engine.diagnostics
            }
            let valid = !problems.contains { $0.severity == .error }
            return (problems, valid ? SpecArchitecture.model(of: projects) : nil)
        }
    }

    /// Waits for the checks `startSpecChecks()` started (starting them if it was not called);
    /// their problems join `setup`, and an error ends the run as a usage error (exit 64), as it
    /// would have before any Swift file was read. Returns the specs' model, when it was built.
    @discardableResult
    mutating func settleSpecs() throws -> ArchitectureModel? {
        startSpecChecks()
        guard let checks = specChecks else { return nil }
        specChecks = nil
        validatesLater = false
        let (problems, model) = checks.wait()
        setup.emit(contentsOf: problems)
        if setup.hasErrors {
            Console.report(setup)
            throw ExitCode(64)
        }
        return model
    }

    /// The lint engine for these inputs.
    var engine: LintEngine {
        LintEngine(configuration: configuration, projects: projects, folderConfigurations: folderConfigurations)
    }
}
