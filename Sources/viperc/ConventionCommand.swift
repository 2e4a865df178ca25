import ArgumentParser
import Diagnostics
import Emit
import Foundation
import SpecParser
import Support

/// `viperc convention export NAME FOLDER`: a built-in convention as a folder to edit.
struct ConventionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convention",
        abstract: "Work with conventions: write a built-in one out as a folder a team can edit (docs/Templates.md).",
        subcommands: [Export.self]
    )

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a built-in convention as a convention folder: 'convention.yml' and starter templates."
        )

        @Argument(help: "The built-in convention: infinum, objcio or role-named.")
        var name: String

        @Argument(help: "The folder to write; files already there are never replaced.")
        var folder: String

        func run() throws {
            let engine = DiagnosticEngine()
            let names = Convention.builtIn.map(\.name)
            guard let convention = Convention.builtIn.first(where: { $0.name == name }) else {
                engine.error(
                    "unknown convention '\(name)'; expected one of \(names.map { "'\($0)'" }.joined(separator: ", "))\(Suggestion.didYouMean(name, in: names))",
                    at: .file(folder), id: "invalid-value")
                try Console.finish(engine)
                return
            }
            let files = ConventionExport.files(of: convention)
            // Everything is checked before anything is written: nothing of the team's is replaced.
            for file in files {
                let path = PathName.join(folder, file.path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: FileBase.path(path), isDirectory: &isFolder) || FileReader.realPath(path) != nil
                    || (try? FileManager.default.destinationOfSymbolicLink(atPath: FileBase.path(path))) != nil
                {
                    engine.error("'\(path)' already exists; viperc does not replace it", at: .file(path), id: "output-exists")
                }
            }
            guard !engine.hasErrors else { return try Console.finish(engine) }
            for file in files {
                let path = PathName.join(folder, file.path)
                do {
                    try FileManager.default.createDirectory(
                        atPath: FileBase.path(PathName.parent(path)), withIntermediateDirectories: true)
                    try Data(file.contents.utf8).write(to: URL(fileURLWithPath: FileBase.path(path)), options: .withoutOverwriting)
                    Console.out("wrote \(path)\n")
                } catch {
                    engine.error("cannot write '\(path)': \(error.localizedDescription)", at: .file(path), id: "unwritable-output")
                    // Status 73, not 1: what failed is the output, not the input.
                    Console.error(Console.finalText(engine))
                    throw ExitCode(ExitStatus.cannotWrite)
                }
            }
            Console.out("viperc: wrote the '\(name)' convention to \(folder); name it in viperc.yml as 'convention: \(folder)'\n")
        }
    }
}
