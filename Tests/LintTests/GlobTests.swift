import TestSupport
import Testing

@testable import CodeSource
@testable import Lint

/// The glob matcher against the backtracking one it replaced, and its work on hostile globs.
struct GlobTests {
    /// The previous, backtracking matcher: correct but exponential; the reference here.
    static func reference(_ path: ArraySlice<UInt8>, _ glob: ArraySlice<UInt8>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        let slash = UInt8(ascii: "/")
        if first == UInt8(ascii: "*") {
            if glob.dropFirst().first == UInt8(ascii: "*") {
                var rest = glob.dropFirst(2)
                if rest.isEmpty { return true }
                if rest.first == slash { rest = rest.dropFirst() }
                if reference(path, rest) { return true }
                var index = path.startIndex
                while index < path.endIndex {
                    if path[index] == slash, reference(path[(index + 1)...], rest) { return true }
                    index += 1
                }
                return false
            }
            var index = path.startIndex
            while true {
                if reference(path[index...], glob.dropFirst()) { return true }
                guard index < path.endIndex, path[index] != slash else { return false }
                index += 1
            }
        }
        guard let head = path.first else { return false }
        if first == UInt8(ascii: "?") ? head != slash : head == first {
            return reference(path.dropFirst(), glob.dropFirst())
        }
        return false
    }

    @Test func agreesWithTheBacktrackingMatcher() {
        var generator = SeededGenerator("GlobTests.agreesWithTheBacktrackingMatcher")
        let pathAlphabet: [Character] = ["a", "b", "/"]
        let globAlphabet = ["a", "b", "/", "*", "**", "**/", "?"]
        for _ in 0..<20_000 {
            let path = String((0..<Int.random(in: 0...7, using: &generator)).map { _ in pathAlphabet.randomElement(using: &generator)! })
            let glob = (0..<Int.random(in: 0...5, using: &generator)).map { _ in globAlphabet.randomElement(using: &generator)! }.joined()
            let expected = Self.reference(Array(path.utf8)[...], Array(glob.utf8)[...])
            #expect(PathGlob.matches(path, glob) == expected, "'\(glob)' against '\(path)'")
        }
    }

    @Test func manyFolderStarsAreLinear() {
        // Fourteen `**/` against a 19-deep path took 10 s with backtracking.
        func work(depth: Int) -> Int {
            var work = 0
            // The path holds the glob's literal 'c', so the automaton runs rather than the
            // literal check rejecting it.
            let path = "c/" + Array(repeating: "a", count: depth).joined(separator: "/") + "/b"
            let glob = String(repeating: "**/", count: 14) + "c"
            #expect(!PathGlob.matches(path, glob, work: &work))
            return work
        }
        #expect(Double(work(depth: 400)) < 2.5 * Double(work(depth: 200)))
        #expect(work(depth: 19) < 2_000)
    }

    @Test func bitMaskAndArrayAutomataAgree() {
        var generator = SeededGenerator("GlobTests.bitMaskAndArrayAutomataAgree")
        let pathAlphabet: [Character] = ["a", "b", "/"]
        let globAlphabet = ["a", "b", "/", "*", "**", "**/", "?"]
        for _ in 0..<5_000 {
            let path = String((0..<Int.random(in: 0...9, using: &generator)).map { _ in pathAlphabet.randomElement(using: &generator)! })
            let glob = PathGlob(
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in globAlphabet.randomElement(using: &generator)! }.joined())
            let bytes = Array(path.utf8)
            let (narrow, wide) = bytes.withUnsafeBufferPointer { (glob.runNarrow($0, work: nil), glob.runWide($0, work: nil)) }
            #expect(narrow == wide, "'\(glob.text)' against '\(path)'")
        }
    }

    @Test func longGlobsUseTheArrayAutomaton() {
        let folders = (0..<30).map { "f\($0)" }.joined(separator: "/")
        let glob = "**/" + folders + "/*.swift"
        #expect(PathGlob(glob).parts.count >= 64)
        #expect(PathGlob.matches("App/" + folders + "/Home.swift", glob))
        #expect(!PathGlob.matches("App/" + folders + "/x/Home.swift", glob))
        #expect(!PathGlob.matches("App/" + folders + "/Home.swiftx", glob))
    }
}
