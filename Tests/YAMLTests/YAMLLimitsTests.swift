import Diagnostics
import Testing
import YAML

/// Inputs found by fuzzing: none may crash the reader, and none may make it super-linear.
struct YAMLLimitsTests {
    func parse(_ text: String) -> YAMLParser.Result {
        YAMLParser.parse(SourceFile(path: "t.yaml", text: text))
    }

    @Test func deepFlowNestingStopsAtTheCapWithALocatedError() {
        let result = parse(String(repeating: "[", count: 2_000_000))
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.id) == ["yaml-too-deep"])
        #expect(result.diagnostics.first?.location == SourceLocation(path: "t.yaml", line: 1, column: YAMLParser.maximumDepth + 1))
    }

    @Test func deepBlockNestingStopsAtTheCap() {
        // `- - - …` 60,000 levels deep used to overflow the stack when the tree was freed.
        let result = parse(String(repeating: "- ", count: 60_000) + "x\n")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.id) == ["yaml-too-deep"])
    }

    @Test func nestingAtTheCapIsAccepted() {
        let depth = YAMLParser.maximumDepth
        let result = parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(result.diagnostics.isEmpty)
        #expect(result.root != nil)
    }

    @Test func aliasesCannotNestPastTheCap() {
        let half = YAMLParser.maximumDepth / 2 + 1
        let nested = String(repeating: "[", count: half) + "x" + String(repeating: "]", count: half)
        let result = parse("a: &a \(nested)\nb: \(String(repeating: "[", count: half))*a\(String(repeating: "]", count: half))\n")
        #expect(result.diagnostics.map(\.id) == ["yaml-too-deep"])
    }

    @Test func longFlowListsMapPositionsLinearly() throws {
        func work(_ count: Int) -> Int {
            parse("[" + Array(repeating: "ab", count: count).joined(separator: ", ") + "]").positionWork
        }
        #expect(Double(work(20_000)) < 2.5 * Double(work(10_000)))
        let result = parse("k: [" + Array(repeating: "é", count: 5).joined(separator: ", ") + "]")
        let items = try #require(result.root?.mapping?.first?.value.sequence)
        #expect(items.map(\.location.column) == [5, 9, 13, 17, 21])
    }

    @Test func largeFlatCollectionsAreRead() {
        // Each append used to copy the whole collection: 100,000 items took minutes.
        let list = parse(String(repeating: "- x\n", count: 100_000))
        #expect(list.root?.sequence?.count == 100_000)
        let mapping = parse((0..<20_000).map { "k\($0): v\n" }.joined())
        #expect(mapping.root?.mapping?.count == 20_000)
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        let result = parse("\u{FEFF}module: Home\nview: x\n")
        #expect(result.diagnostics.isEmpty)
        let pairs = try #require(result.root?.mapping)
        #expect(pairs.map(\.key.scalar) == ["module", "view"])
        #expect(pairs[0].value.location == SourceLocation(path: "t.yaml", line: 1, column: 12))
        #expect(pairs[1].key.location == SourceLocation(path: "t.yaml", line: 2, column: 1))
    }

    @Test func lineAndParagraphSeparatorsDoNotCountAsLines() throws {
        // swiftc and editors count LF, CR and CRLF only; libyaml also counts U+2028/2029/0085.
        let result = parse("# a\u{2028}\u{2029}\nkey: value\n")
        let pair = try #require(result.root?.mapping?.first)
        #expect(pair.value.location == SourceLocation(path: "t.yaml", line: 2, column: 6))
        let error = parse("# \u{2028}\u{2028}\nkey: [\n")
        #expect(error.diagnostics.first?.location.line == 3)
    }

    @Test func controlCharactersAreLocated() {
        let result = parse("key: a\u{7}b\n")
        #expect(result.diagnostics.map(\.id) == ["yaml-syntax"])
        #expect(result.diagnostics.first?.location == SourceLocation(path: "t.yaml", line: 1, column: 7))
    }
}
