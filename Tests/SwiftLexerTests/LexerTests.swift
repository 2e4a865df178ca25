import Diagnostics
import SwiftLexer
import Testing

/// Table tests: source in, token kinds and texts out.
struct LexerTests {
    func lex(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(source).tokens.map { "\($0.kind.rawValue) \($0.text(in: bytes))" }
    }

    @Test func declarations() {
        #expect(
            lex("weak var view: HomeViewInterface?") == [
                "identifier weak", "keyword var", "identifier view", "punctuation :", "identifier HomeViewInterface", "operator ?",
            ])
        #expect(lex("@testable import UIKit") == ["punctuation @", "identifier testable", "keyword import", "identifier UIKit"])
    }

    @Test func comments() {
        #expect(lex("a /* x /* nested */ y */ b") == ["identifier a", "blockComment /* x /* nested */ y */", "identifier b"])
        // As in swiftc, four slashes still make a doc comment; `/**/` is an empty plain one.
        #expect(
            lex("/// doc\n// plain\n//// doc too") == ["docLineComment /// doc", "lineComment // plain", "docLineComment //// doc too"])
        #expect(lex("/**/ /*** x */") == ["blockComment /**/", "docBlockComment /*** x */"])
        #expect(lex("/** doc */") == ["docBlockComment /** doc */"])
    }

    @Test func strings() {
        #expect(lex(#""a \(b("c)")) d" + e"#) == [#"stringLiteral "a \(b("c)")) d""#, "operator +", "identifier e"])
        #expect(lex(##"#"raw \(x) "quoted" \#(y)"# z"##) == [##"stringLiteral #"raw \(x) "quoted" \#(y)"#"##, "identifier z"])
        #expect(lex("\"\"\"\nline \"\"\n\"\"\" x") == ["stringLiteral \"\"\"\nline \"\"\n\"\"\"", "identifier x"])
    }

    /// Escapes: the character after a backslash never ends the string, and a string inside an
    /// interpolation, raw or not, belongs to the outer literal.
    @Test func escapesAndNestedStrings() {
        #expect(lex(#""say \"hi\" now" x"#) == [#"stringLiteral "say \"hi\" now""#, "identifier x"])
        #expect(lex(#""\\" x"#) == [#"stringLiteral "\\""#, "identifier x"])
        #expect(lex(###"#"\#(#"a"#)"# x"###) == [###"stringLiteral #"\#(#"a"#)"#"###, "identifier x"])
        #expect(lex(##"#"a"b"# x"##) == [##"stringLiteral #"a"b"#"##, "identifier x"])
        #expect(lex(#""\(a + "b\(c)") d" e"#) == [#"stringLiteral "\(a + "b\(c)") d""#, "identifier e"])
    }

    /// A line break of any kind ends an unterminated single-line string; the next line is code.
    @Test func lineBreaksEndUnterminatedStrings() {
        for newline in ["\n", "\r", "\r\n"] {
            let result = Lexer.tokenize("let s = \"abc\(newline)let t = 1")
            #expect(result.diagnostics.map(\.id) == ["unterminated-string"], "newline \(Array(newline.utf8))")
            #expect(result.tokens.map(\.kind).suffix(4) == [.keyword, .identifier, .operator, .integerLiteral])
        }
    }

    @Test func tupleIndexesAreNotFloats() {
        #expect(
            lex("x.0.1") == ["identifier x", "punctuation .", "integerLiteral 0", "punctuation .", "integerLiteral 1"])
    }

    @Test func numbers() {
        #expect(
            lex("0x1F 0b1010 0o17 1_000 3.14 1e-3 0x1.8p3 1.description") == [
                "integerLiteral 0x1F", "integerLiteral 0b1010", "integerLiteral 0o17", "integerLiteral 1_000",
                "floatLiteral 3.14", "floatLiteral 1e-3", "floatLiteral 0x1.8p3", "integerLiteral 1", "punctuation .",
                "identifier description",
            ])
    }

    @Test func regexOrDivision() {
        #expect(lex("let r = /a+b/") == ["keyword let", "identifier r", "operator =", "regexLiteral /a+b/"])
        #expect(
            lex("x = a / b / c") == [
                "identifier x", "operator =", "identifier a", "operator /", "identifier b", "operator /", "identifier c",
            ])
        #expect(lex("#/a/b/#") == ["regexLiteral #/a/b/#"])
    }

    @Test func identifiersAndPound() {
        #expect(
            lex("`class` $0 $name café #if #selector(x)") == [
                "identifier `class`", "dollarIdentifier $0", "dollarIdentifier $name", "identifier café",
                "poundKeyword #if", "poundKeyword #selector", "punctuation (", "identifier x", "punctuation )",
            ])
        #expect(lex("a ∪ b") == ["identifier a", "operator ∪", "identifier b"])
    }

    /// Cases the swift-syntax oracle found on real code.
    @Test func casesFromTheOracle() {
        #expect(lex("Result<Int?>") == ["identifier Result", "operator <", "identifier Int", "operator ?", "operator >"])
        #expect(lex("a? .b") == ["identifier a", "operator ?", "punctuation .", "identifier b"])
        #expect(lex("x ?? y") == ["identifier x", "operator ??", "identifier y"])
        #expect(lex("t.0.1") == ["identifier t", "punctuation .", "integerLiteral 0", "punctuation .", "integerLiteral 1"])
        #expect(lex("_$observationRegistrar") == ["identifier _$observationRegistrar"])
        #expect(lex("#\"\"\"#") == ["stringLiteral #\"\"\"#"])
        #expect(lex("Swift::print") == ["identifier Swift", "punctuation ::", "identifier print"])
        #expect(lex("\\.?.value") == ["punctuation \\", "operator .?.", "identifier value"])
        #expect(
            lex("{ /a ~= $0 }).map(/") == [
                "punctuation {", "operator /", "identifier a", "operator ~=", "dollarIdentifier $0", "punctuation }",
                "punctuation )", "punctuation .", "identifier map", "punctuation (", "operator /",
            ])
    }

    @Test func fileEdges() {
        #expect(
            lex("\u{FEFF}#!/usr/bin/swift\nprint(1)") == [
                "shebang #!/usr/bin/swift", "identifier print", "punctuation (", "integerLiteral 1", "punctuation )",
            ])
    }

    @Test func badInputBecomesTokensAndDiagnostics() {
        let unterminated = Lexer.tokenize("let s = \"abc\nlet t = 1")
        #expect(unterminated.diagnostics.map(\.id) == ["unterminated-string"])
        #expect(unterminated.tokens.last?.kind == .integerLiteral)
        let comment = Lexer.tokenize("a /* never closed")
        #expect(comment.diagnostics.map(\.id) == ["unterminated-comment"])
        let invalid = Lexer.tokenize(SourceFile(path: "x", bytes: [0x61, 0x20, 0xFF, 0x62]))
        #expect(invalid.diagnostics.map(\.id) == ["invalid-utf8"])
        #expect(invalid.diagnostics.first?.location.column == 3)
    }

    @Test func commentsApartSplitTheSameStream() {
        let sources = [
            "let a = 1 // one\n/* two */ let b = a / 2 /// three\n",
            #"let s = "x \(f(/* inside */ 1)) y" // after"#,
            #"let r = "\(a // not closed"#,
            "/** doc */\nfunc f() { /* a /* nested */ b */ }\n",
            "x = y\n// comment\n/re/.test()\n",
        ]
        for text in sources {
            let together = Lexer.tokenize(text)
            let apart = Lexer.tokenize(SourceFile(path: "<snippet>", text: text), commentsApart: true)
            #expect(apart.tokens.allSatisfy { !$0.isComment }, "\(text)")
            #expect(apart.comments.allSatisfy { $0.isComment }, "\(text)")
            #expect((apart.tokens + apart.comments).sorted { $0.start < $1.start } == together.tokens, "\(text)")
            #expect(apart.diagnostics.map(\.message) == together.diagnostics.map(\.message), "\(text)")
        }
    }

    /// Tokens are written into the storage of the array returned; a file denser than that
    /// storage was sized for (one token per five bytes, one comment per 48) moves to a larger
    /// buffer, and every token still comes back once, in order.
    @Test func denseFilesKeepEveryToken() {
        for count in [1, 5, 50, 500, 5_000] {
            let text = String(repeating: "a,", count: count) + String(repeating: "//\n", count: count)
            let apart = Lexer.tokenize(SourceFile(path: "<snippet>", text: text), commentsApart: true)
            let bytes = Array(text.utf8)
            #expect(apart.tokens.count == 2 * count)
            #expect(apart.tokens.indices.allSatisfy { apart.tokens[$0].text(in: bytes) == ($0.isMultiple(of: 2) ? "a" : ",") })
            #expect(apart.comments.count == count)
            #expect(
                apart.comments.enumerated().allSatisfy {
                    $0.element.start == 2 * count + 3 * $0.offset && $0.element.end - $0.element.start == 2
                })
            let together = Lexer.tokenize(text).tokens
            #expect(together.count == 3 * count)
            #expect((apart.tokens + apart.comments).sorted { $0.start < $1.start } == together)
        }
    }
}
