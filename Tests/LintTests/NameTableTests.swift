import TestSupport
import Testing

@testable import CodeSource
@testable import Lint

struct NameTableTests {
    /// Equal names get one id and different names different ids, whether they differ in the
    /// eight-byte steps of the comparison or in the bytes after them.
    @Test func equalNamesShareAnId() {
        let words = [
            "a", "ab", "abcdefgh", "abcdefgi", "bbcdefgh", "abcdefghij", "abcdefghik", "abcdefghijklmnopq", "abcdefghijklmnopr",
            "xbcdefghijklmnopq", "ViewController", "ViewControllers",
        ]
        let text = words.joined(separator: " ") + " " + words.reversed().joined(separator: " ")
        let bytes = Array(text.utf8)
        var table = NameTable()
        var start = 0
        var ids: [Int] = []
        for word in words + words.reversed() {
            ids.append(table.id(bytes, start, start + word.utf8.count))
            start += word.utf8.count + 1
        }
        #expect(Set(ids.prefix(words.count)).count == words.count)
        #expect(Array(ids.suffix(words.count)) == Array(ids.prefix(words.count).reversed()))
        #expect(ids.prefix(words.count).map { table.names[$0] } == words)
    }
}

struct NameMarksTests {
    /// A pair is new once: the same name for another type, or another name for the same
    /// type, is new again; checked against a `Set` over enough pairs to grow the table often.
    @Test func eachPairIsNewOnce() {
        var marks = NameMarks()
        var seen = Set<[Int]>()
        var generator = SeededGenerator("NameTableTests.eachPairIsNewOnce")
        for _ in 0..<20_000 {
            let type = Int.random(in: 0..<40, using: &generator)
            let id = Int.random(in: 0..<600, using: &generator)
            #expect(marks.insert(id, for: type) == seen.insert([type, id]).inserted)
        }
        var fresh = NameMarks()
        #expect(fresh.insert(0, for: 0) && fresh.insert(0, for: 1) && fresh.insert(1, for: 0) && !fresh.insert(0, for: 1))
    }
}
