// Tokenizes every .swift file under the given folders on one core and prints the throughput.
//   lexer-bench [--runs N] FOLDER...
//   lexer-bench --dump OUT PATH...   writes every token and diagnostic to OUT (see Dump.swift)
import Diagnostics
import Foundation
import Support
import SwiftLexer

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--dump" {
    exit(Dump.run(output: arguments[2], paths: Array(arguments[3...])))
}
var runs = 5
var folders: [String] = []
var index = 1
while index < arguments.count {
    if arguments[index] == "--runs", index + 1 < arguments.count {
        runs = Int(arguments[index + 1]) ?? runs
        index += 2
    } else {
        folders.append(arguments[index])
        index += 1
    }
}
guard !folders.isEmpty else {
    print("usage: lexer-bench [--runs N] FOLDER...")
    exit(64)
}
var sources: [SourceFile] = []
for folder in folders {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
    while let path = enumerator.nextObject() as? String {
        guard path.hasSuffix(".swift"), case .success(let bytes) = FileReader.read(folder + "/" + path) else { continue }
        sources.append(SourceFile(path: path, bytes: bytes))
    }
}
let bytes = sources.reduce(0) { $0 + $1.bytes.count }
let megabytes = Double(bytes) / 1_000_000
print("corpus: \(sources.count) files, \(String(format: "%.1f", megabytes)) MB")
var timings: [Double] = []
var tokens = 0
let clock = ContinuousClock()
for _ in 0..<runs {
    var count = 0
    let duration = clock.measure {
        for source in sources { count += Lexer.tokenize(source).tokens.count }
    }
    tokens = count
    timings.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}
timings.sort()
let median = timings[timings.count / 2]
print(
    String(
        format: "tokenizer, one core: median %.3f s over %d runs = %.0f MB/s, %.0f files/s, %d tokens; fastest run %.3f s = %.0f MB/s",
        median, runs, megabytes / median, Double(sources.count) / median, tokens, timings[0], megabytes / timings[0]))
