import TestSupport
import Testing

@testable import SwiftLexer

/// The word-at-a-time test against the byte table it stands for.
struct CharacterClassTests {
    @Test func identifierStopsAgreeWithTheTable() {
        var generator = SeededGenerator("CharacterClassTests.identifierStopsAgreeWithTheTable")
        for value in 0..<256 {
            for position in 0..<8 {
                // The byte under test among random neighbours, so carries would show.
                var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
                bytes[position] = UInt8(value)
                let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
                let stops = CharacterClasses.identifierStops(word)
                for (k, byte) in bytes.enumerated() {
                    let continues = CharacterClasses.table[Int(byte)] & CharacterClasses.identifier != 0
                    #expect((stops >> (8 * k + 7)) & 1 == (continues ? 0 : 1), "byte \(byte) at \(k)")
                }
                #expect(stops & 0x7F7F_7F7F_7F7F_7F7F == 0)
            }
        }
    }
}
