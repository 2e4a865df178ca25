import Diagnostics
import TestSupport
import Testing

@testable import CodeSource
@testable import Lint

struct LineCursorTests {
    /// The scanner's cursor places every offset where the file's line table does: every file
    /// of up to seven line feeds, carriage returns and letters, each visited forward, backward
    /// and back and forth.
    @Test func cursorAgreesWithTheLineTable() {
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x61]
        var files: [[UInt8]] = [[]]
        var previous: [[UInt8]] = [[]]
        for _ in 1...7 {
            previous = previous.flatMap { bytes in alphabet.map { bytes + [$0] } }
            files += previous
        }
        for bytes in files {
            let file = SourceFile(path: "f", bytes: bytes)
            let forward = Array(-1...bytes.count + 1)
            let zigzag = forward.indices.map { $0.isMultiple(of: 2) ? forward[$0 / 2] : forward[forward.count - 1 - $0 / 2] }
            var cursor = LineCursor(bytes: bytes)
            for offset in forward + forward.reversed() + zigzag {
                let expected = file.location(ofByte: offset)
                let found = cursor.position(ofByte: offset)
                #expect(found.line == expected.line && found.column == expected.column, "\(bytes) at \(offset)")
            }
            for offset in 0...bytes.count {
                let line = file.location(ofByte: offset).line
                let end = line < file.lineStarts.count ? file.lineStarts[line] : bytes.count
                #expect(cursor.lineEnd(after: offset) == end, "\(bytes) at \(offset)")
            }
        }
    }

    /// Files long enough for the cursor to count line feeds eight bytes at a time: random lines
    /// of 0 to 20 bytes, with and without a line feed at the end, walked forward by random steps.
    @Test func cursorCountsLongRunsOfLines() {
        var generator = SeededGenerator("LineCursorTests.cursorCountsLongRunsOfLines")
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                bytes += [UInt8](repeating: 0x61, count: Int.random(in: 0...20, using: &generator))
                bytes.append(Bool.random(using: &generator) ? 0x0A : 0x20)
            }
            let file = SourceFile(path: "f", bytes: bytes)
            var cursor = LineCursor(bytes: bytes)
            var offset = 0
            while offset <= bytes.count {
                let expected = file.location(ofByte: offset)
                let found = cursor.position(ofByte: offset)
                #expect(found.line == expected.line && found.column == expected.column, "\(bytes) at \(offset)")
                offset += Int.random(in: 1...70, using: &generator)
            }
        }
    }
}
