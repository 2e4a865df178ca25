// libFuzzer target: the tokenizer on any bytes.
import Diagnostics
import SwiftLexer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let result = Lexer.tokenize(source)
    // Tokens lie inside the file, in order, without overlap.
    var end = 0
    for token in result.tokens {
        precondition(token.start >= end && token.end >= token.start && token.end <= size, "token out of order or bounds")
        end = token.end
    }
    precondition(result.diagnostics.count <= Lexer.maximumDiagnostics)
    return 0
}
