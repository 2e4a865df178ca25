import Testing

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
