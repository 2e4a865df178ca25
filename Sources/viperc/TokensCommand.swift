import ArgumentParser
import Diagnostics
import Foundation
import Support
import SwiftLexer

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print a Swift file's tokens as JSON lines: kind, line, column, byte range and text."
    )

    @Argument(help: "A Swift file.")
    var file: String

    func run() throws {
        let bytes: [UInt8]
        switch FileReader.read(file) {
        case .success(let read): bytes = read
        case .failure(let failure):
            Console.error("\(file):1:1: error: cannot read file: \(failure.message) [unreadable-file]\n")
            throw ExitCode(1)
        }
        let source = SourceFile(path: file, bytes: bytes)
        let result = Lexer.tokenize(source)
        var out = ""
        for token in result.tokens {
            let location = source.location(ofByte: token.start)
            out +=
                "{\"kind\": \"\(token.kind.rawValue)\", \"line\": \(location.line), \"column\": \(location.column), \"start\": \(token.start), \"end\": \(token.end), \"text\": \(Self.json(token.text(in: bytes)))}\n"
            if out.utf8.count > 1 << 20 {
                Console.out(out)
                out = ""
            }
        }
        Console.out(out)
        let text = DiagnosticPrinter.render(result.diagnostics)
        if !text.isEmpty { Console.error(text) }
    }

    static func json(_ text: String) -> String {
        JSONString.quoted(text)
    }
}
