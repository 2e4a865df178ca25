import Diagnostics
import Foundation
import SwiftLexer
import Testing

/// Replays every input in `Fuzz/Regressions/tokenizer` through the tokenizer.
struct TokenizerFuzzRegressionTests {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Fuzz/Regressions/tokenizer"
    }()
    static let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test func thereAreInputs() {
        #expect(Self.inputs.count >= 3)
    }

    @Test(arguments: inputs)
    func replays(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        let result = Lexer.tokenize(SourceFile(path: name, bytes: Array(bytes)))
        // Counting `#` runs once and one last scan come on top of the budget.
        #expect(result.lookaheadWork <= Lexer.lookaheadBudget(forByteCount: bytes.count) + 2 * bytes.count)
    }
}
