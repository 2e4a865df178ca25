import Testing

@testable import SwiftLexer

/// The keyword table: every reserved word found, near misses not, one word per slot.
struct KeywordTests {
    /// Asks the table and the lexer, which compares a word with 16 readable bytes after it a
    /// word at a time and one near the end of the file byte by byte; all must agree.
    func isKeyword(_ word: String) -> Bool {
        let kinds = [word, word + String(repeating: " ", count: 16)].map { Lexer.tokenize($0).tokens.map(\.kind) }
        #expect(kinds.allSatisfy { $0.count == 1 }, "\(word)")
        let byLexer = kinds.map { $0 == [.keyword] }
        #expect(byLexer[0] == byLexer[1] && byLexer[0] == Keywords.isKeyword(Array(word.utf8)), "\(word)")
        return byLexer[1]
    }

    @Test func everyKeywordIsFound() {
        for word in Keywords.all { #expect(isKeyword(word), "\(word)") }
    }

    @Test func nearMissesAreIdentifiers() {
        let words = ["selfish", "Selfie", "classy", "statics", "structs", "in_", "iff", "any", "ANY", "__", "letter", "vars"]
        for word in words { #expect(!isKeyword(word), "\(word)") }
        // Every word the same length as a keyword and differing in one byte.
        for word in Keywords.all {
            var bytes = Array(word.utf8)
            for k in bytes.indices {
                let saved = bytes[k]
                bytes[k] = saved == UInt8(ascii: "q") ? UInt8(ascii: "z") : UInt8(ascii: "q")
                let changed = String(decoding: bytes, as: UTF8.self)
                if !Keywords.all.contains(changed) { #expect(!isKeyword(changed), "\(changed)") }
                bytes[k] = saved
            }
        }
    }

    @Test func noTwoKeywordsShareASlot() {
        #expect(!Keywords.slotsShared)
    }
}
