import ArgumentParser
import Diagnostics
import Foundation
import Lint

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

    func run() throws {
        let inputs = try LintInputs.load(configs: configs, specs: [], paths: paths, signatures: true)
        let output = inputs.paths.resolve(self.output)
        let model = inputs.engine.model(paths: inputs.files, appRoots: inputs.appRoots, ahead: inputs.scannedAhead)
        let apps = model.apps.filter { !$0.modules.isEmpty }
        var written = 0
        for app in apps {
            let name = app.root.split(separator: "/").last.map(String.init) ?? "App"
            let folder = apps.count == 1 ? output : output + "/" + name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for draft in SpecDrafter.drafts(of: app, name: name == "." ? "App" : name) {
                let path = folder + "/" + draft.name
                guard !FileManager.default.fileExists(atPath: path) else {
                    Console.error("\(path): error: a file is already there; viperc init does not overwrite it [file-exists]\n")
                    throw ExitCode(1)
                }
                try draft.text.write(toFile: path, atomically: true, encoding: .utf8)
                written += 1
            }
        }
        let modules = apps.reduce(0) { $0 + $1.modules.count }
        Console.error("viperc: drafted \(modules) modules in \(written) files under '\(output)'\n")
    }
}
