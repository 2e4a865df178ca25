import Testing

@testable import SwiftLexer

/// The keyword table: every reserved word found, near misses not, one word per slot.
struct KeywordTests {
    func isKeyword(_ word: String) -> Bool {
        Keywords.isKeyword(Array(word.utf8))
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
