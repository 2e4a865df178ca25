import Diagnostics
import Support
import Testing

struct SourceFileTests {
    /// The validators pass ASCII 32 and eight bytes at a time; a bad byte or a NUL is found at every
    /// offset and alignment, and multibyte scalars that straddle a word stay valid.
    @Test func validationFindsEveryOffset() {
        for length in 0..<80 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: 0x61, count: length)
                bytes[position] = 0xFF
                #expect(SourceFile(path: "a", bytes: bytes).firstInvalidUTF8Byte() == position)
                bytes[position] = 0
                #expect(SourceFile(path: "a", bytes: bytes).firstNULByte() == position)
            }
            let mixed = Array(String(repeating: "a", count: length).utf8) + Array("é€😀".utf8) + Array(repeating: 0x62, count: length)
            #expect(SourceFile(path: "a", bytes: mixed).firstInvalidUTF8Byte() == nil)
            #expect(SourceFile(path: "a", bytes: mixed + [0xE2, 0x82]).firstInvalidUTF8Byte() == mixed.count)
        }
        #expect(SourceFile(path: "a", bytes: []).firstNULByte() == nil)
    }

    @Test func byteOffsetsBecomeLinesAndByteColumns() {
        let file = SourceFile(path: "a.swift", text: "ab\ncd\r\nef\rg")
        #expect(file.location(ofByte: 0) == SourceLocation(path: "a.swift", line: 1, column: 1))
        #expect(file.location(ofByte: 4) == SourceLocation(path: "a.swift", line: 2, column: 2))
        #expect(file.location(ofByte: 7) == SourceLocation(path: "a.swift", line: 3, column: 1))
        #expect(file.location(ofByte: 10) == SourceLocation(path: "a.swift", line: 4, column: 1))
        #expect(file.location(ofByte: 99) == SourceLocation(path: "a.swift", line: 4, column: 2))
    }

    @Test func scalarColumnsBecomeByteColumns() {
        // 'ö' and 'ß' take two bytes, '名' three, '😀' four: the units swiftc reports.
        let file = SourceFile(path: "s.yaml", text: "x\nöß名😀z")
        #expect(file.location(line: 1, scalarColumn: 4).column == 12)
        #expect(file.location(line: 1, scalarColumn: 2).column == 5)
        #expect(file.location(line: 1, scalarColumn: 99).column == 13)
    }

    @Test func invalidUTF8AndNULAreFound() {
        #expect(SourceFile(path: "a", bytes: [0x61, 0xC3, 0xA9]).firstInvalidUTF8Byte() == nil)
        #expect(SourceFile(path: "a", bytes: [0x61, 0xE9, 0x62]).firstInvalidUTF8Byte() == 1)
        #expect(SourceFile(path: "a", bytes: [0xED, 0xA0, 0x80]).firstInvalidUTF8Byte() == 0, "surrogates are not UTF-8")
        #expect(SourceFile(path: "a", bytes: [0xC0, 0x80]).firstInvalidUTF8Byte() == 0, "overlong forms are not UTF-8")
        #expect(SourceFile(path: "a", bytes: [0x61, 0x00]).firstNULByte() == 1)
    }
}

struct DiagnosticPrinterTests {
    @Test func printsTheCompilerShapeWithNotes() {
        let diagnostic = Diagnostic.error(
            "module 'Home' is declared twice", at: SourceLocation(path: "b.yaml", line: 2, column: 9), id: "duplicate-module",
            notes: [DiagnosticNote("'Home' first declared here", at: SourceLocation(path: "a.yaml", line: 1, column: 9))])
        #expect(
            DiagnosticPrinter.render(diagnostic) == """
                b.yaml:2:9: error: module 'Home' is declared twice [duplicate-module]
                a.yaml:1:9: note: 'Home' first declared here
                """)
        #expect(DiagnosticPrinter.summary(errors: 1, warnings: 2) == "1 error, 2 warnings")
    }

    @Test func engineSortsAndDropsRepeats() {
        let engine = DiagnosticEngine()
        let late = SourceLocation(path: "b", line: 1, column: 1)
        let early = SourceLocation(path: "a", line: 9, column: 1)
        engine.warning("w", at: late, id: "x")
        engine.error("e", at: early, id: "y")
        engine.error("e", at: early, id: "y")
        #expect(engine.sorted.map(\.location) == [early, late])
        #expect(engine.hasErrors)
    }
}

struct SuggestionTests {
    @Test(arguments: [
        ("methds", "methods"), ("presenterr", "presenter"), ("Shw", "Show"), ("infinun", "infinum"),
        ("wiew", "view"), ("Strnig", "String"),
    ])
    func suggestsCloseNames(_ word: String, _ expected: String) {
        let candidates = ["methods", "properties", "presenter", "view", "Show", "String", "infinum", "objcio"]
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test func staysQuietForUnrelatedNames() {
        #expect(Suggestion.closest(to: "Rating", in: ["String", "Show", "Int"]) == nil)
    }
}
