import Diagnostics
import Testing

struct SourceFileTests {
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
