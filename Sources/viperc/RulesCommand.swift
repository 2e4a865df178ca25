import Architecture
import ArgumentParser
import Lint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Describe the lint rules, with their examples, as Markdown (docs/Rules.md)."
    )

    @Flag(help: "Print only the ids '.viperc.yml' accepts under 'rules:' (the rules and the drift checks), one a line.")
    var ids = false

    @Flag(help: "Print only the role names '.viperc.yml' accepts under 'roles:', one a line.")
    var roles = false

    func run() throws {
        if ids {
            Console.out((RuleRegistry.ids + DriftCheck.ids).map { $0 + "\n" }.joined())
        } else if roles {
            Console.out(Role.allCases.map { $0.rawValue + "\n" }.joined())
        } else {
            Console.out(RulesDocument.markdown())
        }
    }
}
