import ArgumentParser
import Diagnostics
import Emit
import Foundation
import Lint
import SpecParser
import Support

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Draft specs from an existing app: one spec per module the code has, and a viperc.yml.",
        discussion: """
            Reads the Swift files under --from the way 'viperc lint' does, and writes, per app, a folder \
            of drafts under --output. Existing files are never overwritten.
            """
    )

    @Option(name: .customLong("from"), help: "Files and folders of the app.")
    var paths: [String]

    @Option(help: "The folder for the drafted specs.")
    var output: String

    @Option(
        name: .customLong("config"),
        help: "A configuration file, repeatable (later refines earlier); by default '.viperc.yml' at the project root.")
    var configs: [String] = []

    @Option(
        help: ArgumentHelp(
            "The team's convention: 'infinum', 'objcio', 'role-named' or a convention folder. Drafts are named as it says; without it the naming is worked out from the code.",
            valueName: "name-or-folder"))
    var convention: String?

    func run() throws {
        let inputs = try LintInputs.load(configs: configs, specs: [], paths: paths, signatures: true)
        let output = inputs.paths.resolve(self.output)
        var chosen: SpecDrafter.ChosenConvention?
        if let convention {
            let engine = DiagnosticEngine()
            guard let (loaded, folder) = SpecLoader.loadConvention(Located(convention, at: .file(convention)), engine: engine) else {
                Console.report(engine)
                throw ExitCode(ExitStatus.usage)
            }
            // The drafted viperc.yml names a folder from where it is written.
            let workingFolder = FileBase.folder
            let spelled = folder.map {
                PathName.walk(to: PathName.absolute($0.path, in: workingFolder), from: PathName.absolute(output, in: workingFolder))
            }
            chosen = SpecDrafter.ChosenConvention(loaded, spelled: spelled.map { $0.hasPrefix(".") ? $0 : "./" + $0 } ?? loaded.name)
        }
        // Files viperc generated are read too: on an app it built, they hold what the spec said.
        let first = inputs.engine.model(paths: inputs.files, appRoots: inputs.appRoots, ahead: inputs.scannedAhead, generated: true)
        // `lint --spec` recovers the code with the specs' names placing types first, which can
        // settle what the names alone left open (a protocol two roles conform to). The drafts
        // are made from that recovery, with the first drafts' names, so that they describe the
        // model the drift check will compare them with.
        var names: [String: Project] = [:]
        for app in first.apps where !app.modules.isEmpty {
            names[app.root] = SpecDrafter.project(
                of: SpecDrafter.drafts(of: app, name: "App", convention: chosen), app: app, chosen: chosen)
        }
        let model =
            names.isEmpty
            ? first
            : inputs.engine.model(
                paths: inputs.files, appRoots: inputs.appRoots, ahead: inputs.scannedAhead, generated: true, appNames: names)
        let apps = model.apps.filter { !$0.modules.isEmpty }
        // The drafts go through the writer `build` uses: every file staged first, then put in
        // place without replacing anything, so a failure part way leaves no partial set.
        let engine = DiagnosticEngine()
        var plans: [(writer: OutputWriter, files: [PlannedFile])] = []
        for app in apps {
            let name = app.root.split(separator: "/").last.map(String.init) ?? "App"
            let folder = apps.count == 1 ? output : output + "/" + name
            let files = SpecDrafter.drafts(of: app, name: name == "." ? "App" : name, convention: chosen).map {
                PlannedFile(path: $0.name, contents: $0.text, kind: .skeleton)
            }
            plans.append((OutputWriter(root: folder, engine: engine, extensions: [".yaml", ".yml"]), files))
        }
        let folders = OutputWriter.lock(plans.map(\.writer), mode: .write)
        var prepared: [(OutputWriter, OutputReport, [PlannedFile])] = []
        for (writer, files) in plans where !engine.hasErrors {
            guard writer.checkPaths(files) else { continue }
            let (report, writes) = writer.prepare(files, mode: .write, prune: false, command: "viperc init")
            for path in report.kept {
                engine.error("a file is already there; viperc init does not overwrite it", at: .file(path), id: "file-exists")
            }
            prepared.append((writer, report, writes))
        }
        var written = 0
        if !engine.hasErrors {
            for (writer, report, writes) in prepared {
                guard let folder = folders[writer.root] else { continue }
                var report = report
                writer.commit(writes, report: &report, prune: false, folder: folder)
                written += report.written.count
            }
        }
        if engine.hasErrors {
            Console.report(engine)
            let cannotWrite = engine.diagnostics.contains { $0.id == "write-failed" || $0.id == "output-conflict" }
            throw ExitCode(cannotWrite ? ExitStatus.cannotWrite : ExitStatus.failed)
        }
        let modules = apps.reduce(0) { $0 + $1.modules.count }
        Console.error(
            "viperc: drafted \(modules) module\(modules == 1 ? "" : "s") in \(written) file\(written == 1 ? "" : "s") under '\(output)'\n")
    }
}
