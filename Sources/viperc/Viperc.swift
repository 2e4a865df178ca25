import ArgumentParser
import Support

@main
struct Viperc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viperc",
        abstract: "Compiles VIPER module specs into Swift protocols and checks VIPER code.",
        version: Version.current,
        subcommands: [
            Build.self, LintCommand.self, GraphCommand.self, InitCommand.self, DocsCommand.self, ConventionCommand.self, TokensCommand.self,
            RulesCommand.self,
        ]
    )
}
