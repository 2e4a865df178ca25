import Diagnostics
import Testing
import YAML

struct YAMLParserTests {
    func parse(_ text: String) -> YAMLParser.Result {
        YAMLParser.parse(SourceFile(path: "t.yaml", text: text))
    }

    @Test func keepsKeysInSourceOrderWithPositions() throws {
        let result = parse("b: 1\na:\n  - x\n  - 'y'\n")
        let pairs = try #require(result.root?.mapping)
        #expect(pairs.map(\.key.scalar) == ["b", "a"])
        let items = try #require(pairs[1].value.sequence)
        #expect(items[1].scalar == "y")
        #expect(items[1].scalarStyle == .singleQuoted)
        #expect(items[1].location == SourceLocation(path: "t.yaml", line: 4, column: 5))
    }

    @Test func positionsAfterMultibyteTextAreByteColumns() throws {
        let result = parse("doc: größe\nkey: { ü: wert }\n")
        let pairs = try #require(result.root?.mapping)
        let inner = try #require(pairs[1].value.mapping)
        // 'ü' starts at column 8 either way; it takes two bytes, so its value sits at scalar
        // column 11 but byte column 12.
        #expect(inner[0].key.location.column == 8)
        #expect(inner[0].value.location.column == 12)
    }

    @Test func syntaxErrorsAreLocated() {
        let result = parse("a: [1, 2\nb: 3\n")
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.id == "yaml-syntax")
        #expect(result.diagnostics.first?.location.line == 2)
    }

    @Test func aliasesResolveAndBombsAreStopped() throws {
        let ok = parse("base: &b { x: 1 }\ncopy: *b\n")
        #expect(ok.diagnostics.isEmpty)
        #expect(ok.root?.mapping?[1].value.mapping?.first?.key.scalar == "x")

        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g"] {
            bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let result = parse(bomb)
        #expect(result.diagnostics.contains { $0.id == "yaml-alias-limit" })
    }

    @Test func binaryAndInvalidUTF8AreRejectedBeforeLibyaml() {
        let binary = YAMLParser.parse(SourceFile(path: "b", bytes: Array("a: 1\n".utf8) + [0, 1]))
        #expect(binary.diagnostics.map(\.id) == ["binary-file"])
        let latin1 = YAMLParser.parse(SourceFile(path: "l", bytes: Array("a: caf".utf8) + [0xE9]))
        #expect(latin1.diagnostics.map(\.id) == ["invalid-utf8"])
        #expect(latin1.diagnostics.first?.location.column == 7)
    }

    @Test func emptyDocumentHasNoRoot() {
        let result = parse("")
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }
}
