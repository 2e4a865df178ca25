// `lexer-bench --dump OUT PATH...`: every output of the tokenizer, as text, so two builds can be
// compared with `cmp` when the lexer is changed for speed alone.
import Diagnostics
import Foundation
import SwiftLexer

enum Dump {
    /// Writes the results for each file: folders give their `.swift` files, files are taken
    /// whatever their name (fuzz inputs), and every byte goes to the lexer unfiltered.
    static func run(output: String, paths: [String]) -> Int32 {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            while let name = enumerator.nextObject() as? String {
                if name.hasSuffix(".swift") { files.append(path + "/" + name) }
            }
        }
        guard FileManager.default.createFile(atPath: output, contents: nil), let handle = FileHandle(forWritingAtPath: output)
        else {
            print("lexer-bench: cannot write \(output)")
            return 1
        }
        var text: [UInt8] = []
        var tokens = 0
        var tables = 0
        var tableMismatches = 0
        for file in files.sorted() {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let source = SourceFile(path: file, bytes: Array(data))
            text.append(contentsOf: "file \(file)\n".utf8)
            for apart in [false, true] {
                let result = Lexer.tokenize(source, commentsApart: apart)
                tokens += result.tokens.count
                write(result.tokens, to: &text)
                text.append(contentsOf: "comments\n".utf8)
                write(result.comments, to: &text)
                for diagnostic in result.diagnostics {
                    text.append(contentsOf: "\(diagnostic)\n".utf8)
                }
                text.append(contentsOf: "lookahead \(result.lookaheadWork) dropped \(result.droppedDiagnostics)\n".utf8)
                // The lexer's line table must be the file's own; checked here, not written, so
                // dumps stay comparable with those of builds that made none.
                if let starts = result.lineStarts {
                    tables += 1
                    if starts.map(Int.init) != Array(source.lineStarts.dropFirst()) {
                        print("lexer-bench: line table differs from the file's: \(file)")
                        tableMismatches += 1
                    }
                }
            }
            if text.count > 1 << 22 {
                handle.write(Data(text))
                text.removeAll(keepingCapacity: true)
            }
        }
        handle.write(Data(text))
        handle.closeFile()
        print("dumped \(files.count) files, \(tokens) tokens to \(output)")
        print("line tables: \(tables) checked, \(tableMismatches) differ from the file's")
        return tableMismatches == 0 ? 0 : 1
    }

    static func write(_ tokens: [Token], to text: inout [UInt8]) {
        for token in tokens {
            text.append(contentsOf: token.kind.rawValue.utf8)
            text.append(0x20)
            append(token.start, to: &text)
            text.append(0x20)
            append(token.end, to: &text)
            text.append(0x0A)
        }
    }

    static func append(_ number: Int, to text: inout [UInt8]) {
        if number >= 10 { append(number / 10, to: &text) }
        text.append(UInt8(0x30 + number % 10))
    }
}
