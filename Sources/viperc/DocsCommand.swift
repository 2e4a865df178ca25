import ArgumentParser
import Diagnostics
import Emit
import Foundation
import SpecParser

struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Document the modules and the routes between them.",
        discussion: """
            Writes, per project, README.md (modules by group, the route graph in Mermaid, route \
            analysis), routes.dot for Graphviz, and modules/<Module>.md. When Graphviz's 'dot' is \
            installed it also renders routes.svg and routes.png. '--format json' prints the route \
            graph on standard output instead.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, json
    }

    @Argument(help: "Folders that hold module specs.")
    var paths: [String] = ["specs"]

    @Option(name: .shortAndLong, help: "The output folder; several projects get a subfolder each.")
    var output: String = "docs"

    @Option(help: "'markdown' writes the documentation; 'json' prints the route graph.")
    var format: Format = .markdown

    @OptionGroup var options: OutputOptions

    var check: Bool { options.check }
    var prune: Bool { options.prune }
    var quiet: Bool { options.quiet }

    func run() throws {
        let engine = DiagnosticEngine()
        // From here on the project root is the working folder and every path is relative to it.
        let root = try CommandPaths.enter(from: paths.first)
        let output = root.resolve(self.output)
        let targets = ProjectTargets.load(paths: paths.map(root.resolve), output: output, engine: engine) { _ in output }
        for target in targets {
            engine.emit(contentsOf: RouteAnalysis(project: target.project).diagnostics())
        }
        guard !engine.hasErrors else { return Console.finish(engine) }
        if format == .json {
            Console.out(DocsPlanner.json(targets.map(\.project)))
            return Console.finish(engine)
        }
        let plans = targets.map { target in
            (OutputWriter(root: target.output, engine: engine, extensions: [".md", ".dot"]), DocsPlanner.plan(target.project))
        }
        for (writer, plan) in plans { writer.checkPaths(plan) }
        guard !engine.hasErrors else { return Console.finish(engine) }
        let mode: OutputWriter.Mode = check ? .check : .write
        let folders = OutputWriter.lock(plans.map(\.0), mode: mode)
        guard !engine.hasErrors else { return Console.finish(engine) }
        var prepared: [(OutputWriter, OutputReport, [PlannedFile])] = []
        for (writer, plan) in plans {
            let (report, writes) = writer.prepare(plan, mode: mode, prune: prune, command: "viperc docs")
            prepared.append((writer, report, writes))
        }
        guard !engine.hasErrors else { return Console.finish(engine) }
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
                    && !FileManager.default.fileExists(atPath: Graphviz.imagePath(for: dot, format: "png"))
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
        Console.finish(engine)
    }
}
