import ArgumentParser
import Lint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Describe the lint rules, with their examples, as Markdown (docs/Rules.md)."
    )

    func run() throws {
        Console.out(RulesDocument.markdown())
    }
}
