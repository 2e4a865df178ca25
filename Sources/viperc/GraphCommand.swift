import ArgumentParser
import Emit
import Lint
import SpecParser

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the architecture viperc recovers from Swift code: modules, components, shared types and edges.",
        discussion: """
            Each component says what evidence placed it: a spec, the assembly that builds it, the role \
            protocol it conforms to, its module folder, or its name. This is the model every lint rule reads.
            """
    )

    @Argument(help: "Files and folders to read.")
    var paths: [String] = ["."]

    @Option(
        name: .customLong("config"),
        help: "A configuration file, repeatable (later refines earlier); by default '.viperc.yml' at the project root.")
    var configs: [String] = []

    @Option(name: .customLong("spec"), help: "A folder of module specs whose names place types first.")
    var specs: [String] = []

    @Option(help: "Output format: \(GraphRenderer.formats.joined(separator: ", ")).")
    var format = "text"

    @Option(help: "Where the model comes from: 'code' (the Swift files under PATHS) or 'spec' (the --spec folders).")
    var source = "code"

    func validate() throws {
        guard GraphRenderer.formats.contains(format) else {
            throw ValidationError("unknown format '\(format)'; expected one of \(GraphRenderer.formats.joined(separator: ", "))")
        }
        guard ["code", "spec"].contains(source) else {
            throw ValidationError("unknown source '\(source)'; expected 'code' or 'spec'")
        }
        if source == "spec" && specs.isEmpty {
            throw ValidationError("'--source spec' needs '--spec FOLDER'")
        }
    }

    func run() throws {
        let inputs = try LintInputs.load(configs: configs, specs: specs, paths: source == "spec" ? [] : paths)
        if source == "spec" {
            let model = SpecArchitecture.model(of: inputs.projects)
            Console.out(GraphRenderer.render(model, format: format, projects: inputs.projects, specModel: model))
            return
        }
        var engine = inputs.engine
        engine.keepsResultsUntilExit = true
        // The model lint's rules see: signatures only when specs are compared.
        let model = engine.model(
            paths: inputs.files, appRoots: inputs.appRoots, signatures: !inputs.projects.isEmpty, ahead: inputs.scannedAhead)
        Console.out(GraphRenderer.render(model, format: format, projects: inputs.projects))
        engine.keepUntilExit(model)
    }
}
