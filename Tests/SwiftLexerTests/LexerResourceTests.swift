import Diagnostics
import SwiftLexer
import Testing

/// Adversarial inputs found by fuzzing: none may crash the lexer or make it super-linear.
struct LexerResourceTests {
    /// Doubling an adversarial input must not much more than double the lexer's work.
    func expectLinear(_ name: Comment, _ make: (Int) -> String) {
        let small = Lexer.tokenize(make(10_000))
        let large = Lexer.tokenize(make(20_000))
        let smallWork = make(10_000).utf8.count + small.lookaheadWork
        let largeWork = make(20_000).utf8.count + large.lookaheadWork
        #expect(Double(largeWork) < 2.5 * Double(smallWork), name)
    }

    @Test func deeplyNestedInterpolationDoesNotOverflowTheStack() {
        // About 22,000 nested `"\(` used to overflow the stack; the lexer now keeps its own.
        let depth = 30_000
        let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth) + " y"
        let tokens = Lexer.tokenize(source).tokens
        let bytes = Array(source.utf8)
        #expect(tokens.count == 2)
        #expect(tokens.last.map { $0.text(in: bytes) } == "y")
        #expect(tokens.first.map { $0.end } == bytes.count - 2)
        let unterminated = String(repeating: #""\("#, count: depth)
        let result = Lexer.tokenize(unterminated)
        #expect(result.tokens.count == 1)
        // Every one of the open strings is unterminated.
        #expect(result.diagnostics.count + result.droppedDiagnostics == depth)
        #expect(result.diagnostics.count == Lexer.maximumDiagnostics)
        #expect(result.diagnostics.allSatisfy { $0.id == "unterminated-string" })
    }

    @Test func nestedInterpolationKeepsItsDepth() {
        let source = #""a \(f("b \(g(1)) c", (2)) + ")") d" e"#
        let bytes = Array(source.utf8)
        #expect(Lexer.tokenize(source).tokens.map { $0.text(in: bytes) } == [#""a \(f("b \(g(1)) c", (2)) + ")") d""#, "e"])
    }

    @Test func runsOfPoundSignsAreLinear() {
        expectLinear("# run") { String(repeating: "#", count: $0) }
        expectLinear("# run before a slash") { String(repeating: "#", count: $0) + "/" }
        expectLinear("#/ pairs") { String(repeating: "#/", count: $0 / 2) }
    }

    @Test func failedRegexLookAheadsAreLinear() {
        expectLinear("/[ on one line") { String(repeating: "/[", count: $0 / 2) }
        expectLinear("(/ on one line") { "x = " + String(repeating: "(/", count: $0 / 2) }
    }
}
