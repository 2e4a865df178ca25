import Architecture
import ArgumentParser
import Diagnostics
import Emit
import Foundation
import Lint
import SpecParser
import Support

struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Document the modules and the routes between them.",
        discussion: """
            Writes, per project, README.md (modules by group, the route graph in Mermaid, route \
            analysis), routes.dot for Graphviz, and modules/<Module>.md. When Graphviz's 'dot' is \
            installed it also renders routes.svg and routes.png. '--format json' prints the route \
            graph on standard output instead. '--from PATHS' documents an app from its Swift code \
            instead of specs, with the architecture 'viperc graph' recovers; '--spec' then shows \
            where the code and the specs disagree.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, json
    }

    @Argument(help: "Folders that hold module specs (default: specs).")
    var paths: [String] = []

    @Option(name: .customLong("from"), help: "Document the app from the Swift code in these files and folders instead of specs.")
    var from: [String] = []

    @Option(name: .customLong("spec"), help: "With '--from': a folder of specs to compare the code with.")
    var specs: [String] = []

    @Option(help: "With '--from': the lint configuration; by default '.viperc.yml' in the current folder, if there is one.")
    var config: String?

    @Option(name: .shortAndLong, help: "The output folder; several projects get a subfolder each.")
    var output: String = "docs"

    @Option(help: "'markdown' writes the documentation; 'json' prints the route graph.")
    var format: Format = .markdown

    @OptionGroup var options: OutputOptions

    var check: Bool { options.check }
    var prune: Bool { options.prune }
    var quiet: Bool { options.quiet }

    func validate() throws {
        if !from.isEmpty && !paths.isEmpty {
            throw ValidationError("give spec folders or '--from PATHS', not both; compare the code with specs with '--spec'")
        }
        if from.isEmpty && (!specs.isEmpty || config != nil) {
            throw ValidationError("'--spec' and '--config' need '--from PATHS'")
        }
    }

    func run() throws {
        let engine = DiagnosticEngine()
        let sites: [(site: DocsSite, output: String)]
        if from.isEmpty {
            let specPaths = paths.isEmpty ? ["specs"] : paths
            // From here on every path is relative to the project root.
            let root = try CommandPaths.enter(from: specPaths.first)
            let output = root.resolve(self.output)
            let targets = ProjectTargets.load(paths: specPaths.map(root.resolve), output: output, engine: engine) { _ in output }
            for target in targets {
                engine.emit(contentsOf: RouteAnalysis(project: target.project).diagnostics())
            }
            sites = targets.map { (DocsSite(project: $0.project), $0.output) }
        } else {
            sites = try codeSites()
        }
        guard !engine.hasErrors else { return try Console.finish(engine) }
        if format == .json {
            Console.out(DocsPlanner.json(sites.map(\.site)))
            return try Console.finish(engine)
        }
        let plans = sites.map { site, output in
            (OutputWriter(root: output, engine: engine, extensions: [".md", ".dot"]), DocsPlanner.plan(site))
        }
        for (writer, plan) in plans { writer.checkPaths(plan) }
        guard !engine.hasErrors else { return try Console.finish(engine) }
        let mode: OutputWriter.Mode = check ? .check : .write
        let folders = OutputWriter.lock(plans.map(\.0), mode: mode)
        guard !engine.hasErrors else { return try Console.finish(engine) }
        var prepared: [(OutputWriter, OutputReport, [PlannedFile])] = []
        for (writer, plan) in plans {
            let (report, writes) = writer.prepare(plan, mode: mode, prune: prune, command: "viperc docs")
            prepared.append((writer, report, writes))
        }
        guard !engine.hasErrors else { return try Console.finish(engine) }
        var written: [String] = []
        var unchanged = 0
        var pruned: [String] = []
        var drawings: [String] = []
        for (writer, report, writes) in prepared {
            var report = report
            unchanged += report.unchanged.count
            guard !check else { continue }
            guard let folder = folders[writer.root] else { continue }
            writer.commit(writes, report: &report, prune: prune, folder: folder)
            written += report.written
            pruned += report.pruned
            drawings += report.written.filter { $0.hasSuffix("/" + DocsPlanner.graphFile) || $0 == DocsPlanner.graphFile }
            drawings += (report.unchanged).filter { dot in
                (dot.hasSuffix("/" + DocsPlanner.graphFile) || dot == DocsPlanner.graphFile)
                    && !FileManager.default.fileExists(atPath: FileBase.path(Graphviz.imagePath(for: dot, format: "png")))
            }
        }
        if !check {
            written += Graphviz.render(drawings.sorted(), folders: folders, engine: engine, quiet: quiet)
        }
        if !quiet {
            for path in written { Console.out("wrote \(path)\n") }
            for path in pruned { Console.out("deleted \(path)\n") }
            if check {
                Console.out("viperc: \(unchanged) documentation files up to date\n")
            } else {
                Console.out("viperc: \(written.count) written, \(unchanged) unchanged\n")
            }
        }
        try Console.finish(engine)
    }

    /// The app's docs from its code: one site per app with modules, each in `--output`, or in a
    /// subfolder named after the app when there are several.
    func codeSites() throws -> [(site: DocsSite, output: String)] {
        // Loading enters the project root: paths from here on are relative to it.
        let inputs = try LintInputs.load(configs: config.map { [$0] } ?? [], specs: specs, paths: from, signatures: true)
        let model: ArchitectureModel
        var findings: [Diagnostic] = []
        if inputs.projects.isEmpty {
            model = inputs.engine.model(paths: inputs.files, appRoots: inputs.appRoots, ahead: inputs.scannedAhead)
        } else {
            // The drift findings are those `lint --spec` reports on the same paths, from the same
            // run: generated navigation read for routes, suppressions and severities applied.
            let files = inputs.engine.scan(paths: inputs.files, ahead: inputs.scannedAhead)
            model = inputs.engine.recover(files, appRoots: inputs.appRoots)
            let drift = Set(DriftCheck.ids)
            findings = inputs.engine.check(files, appRoots: inputs.appRoots, model: model).violations.filter {
                drift.contains($0.ruleID)
            }.map(\.diagnostic)
        }
        let docs = ModelDocs(model: model, projects: inputs.projects)
        let sites = docs.sites(model, findings: findings, specFolders: specs.map(inputs.paths.resolve))
        guard !sites.isEmpty else {
            Console.error("viperc: no VIPER module found in \(from.map { "'\($0)'" }.joined(separator: ", ")); nothing to document\n")
            throw ExitCode(1)
        }
        let base = SpecLoader.normalize(inputs.paths.resolve(output))
        var seen = Set<String>()
        return try sites.map { site in
            let folder = sites.count == 1 ? base : PathName.join(base, site.source)
            guard seen.insert(folder).inserted else {
                Console.error("viperc: two apps are named '\(site.source)'; document them one at a time\n")
                throw ExitCode(1)
            }
            return (site, folder)
        }
    }
}
