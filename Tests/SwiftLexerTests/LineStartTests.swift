import Diagnostics
import SwiftLexer
import TestSupport
import Testing

/// The lexer's table of line starts, which the declaration scanner places its locations with,
/// must be the file's own (`SourceFile.lineStarts`) whatever token a line feed falls in.
struct LineStartTests {
    /// Pieces of Swift whose line feeds lie in every kind of token the lexer makes, and in the
    /// paths it takes for them: whitespace, comments, strings of each kind, interpolations,
    /// regex literals, directives, unterminated literals and bytes that start no token.
    static let pieces: [String] = [
        "\n", "\n\n", "  \n\t\n", "let a = 1\n", "    func f() {\n        g()\n    }\n",
        "/* one\n two */", "/* outer /* inner\n */ still\n */", "/** doc\n */\n", "// line\n", "/// doc line\n",
        "\"plain\"", "\"with \\(value) inside\"\n", "\"\"\"\nmulti\nline\n\"\"\"\n", "\"\"\"\n\\(\n  x\n)\n\"\"\"",
        "#\"raw \"quoted\" \"#\n", "##\"\"\"\nraw\n\"\"\"##\n", "\"unterminated\n", "\"\"\"\nunterminated multiline\n",
        "\"a \\(\"nested \\(b\n)\")\"\n", "#/\n  extended\n  regex\n/#\n", "/regex/\n", "x = a / b\n", "#if DEBUG\n#else\n#endif\n",
        "é = \"ü\"\n", "\u{2028}\n", "`back ticked`\n", "0x1F\n", "1.5e3\n", "a?.b!\n", "@attr\n", "$0\n", "\\\n", "'\n",
        "{", "}", "(", ")", "\"\\(\n", "/*", "#", "#\"", "x", " ",
    ]

    func expectTableMatches(_ text: String, _ comment: Comment? = nil) {
        let file = SourceFile(path: "f.swift", text: text)
        let lexed = Lexer.tokenize(file, commentsApart: true)
        let expected = file.lineStarts.dropFirst().map { UInt32($0) }
        #expect(lexed.lineStarts == expected, comment ?? "\(text.debugDescription)")
    }

    @Test func everyPieceAloneAndInPairs() {
        for piece in Self.pieces { expectTableMatches(piece) }
        for first in Self.pieces {
            for second in Self.pieces { expectTableMatches(first + second) }
        }
    }

    @Test func randomRunsOfPieces() {
        var generator = SeededGenerator("LineStartTests.randomRunsOfPieces")
        for _ in 0..<2_000 {
            let count = Int.random(in: 1...24, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            expectTableMatches(text)
        }
    }

    @Test func aByteOrderMarkAndAShebangComeFirst() {
        expectTableMatches("\u{FEFF}let a = 1\nlet b = 2\n")
        expectTableMatches("#!/usr/bin/env swift\nprint(1)\n")
        expectTableMatches("")
    }

    /// A carriage return anywhere leaves the table to `SourceFile`, which knows every line ending.
    @Test func noTableForAFileWithACarriageReturn() {
        let lexed = Lexer.tokenize(SourceFile(path: "f.swift", text: "let a = 1\r\nlet b = 2\n"), commentsApart: true)
        #expect(lexed.lineStarts == nil)
    }
}
