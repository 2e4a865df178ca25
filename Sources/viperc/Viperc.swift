import ArgumentParser

@main
struct Viperc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viperc",
        abstract: "Compiles VIPER module specs into Swift protocols and checks VIPER code.",
        version: "0.1.0",
        subcommands: [
            Build.self, LintCommand.self, GraphCommand.self, InitCommand.self, DocsCommand.self, TokensCommand.self, RulesCommand.self,
        ]
    )
}
