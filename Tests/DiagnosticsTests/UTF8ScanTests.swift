import Support
import Testing

@testable import Diagnostics

/// The in-place byte searches answer as the same searches over `utf8` do, for small strings,
/// long ones, non-ASCII text and substrings made into strings.
struct UTF8ScanTests {
    static let texts = [
        "", ".", "/", "Home", "Home.View", "App/Home/HomeView.swift", "/abs/path/", "Modules/Café/Thé.swift",
        "a/\u{301}b", String(repeating: "long/folder/", count: 20) + "File.swift",
        String("x/Prefix/Trimmed".dropFirst(2)), "no slash at all but long enough to be stored on the heap",
    ]

    @Test(arguments: texts)
    func searchesAgreeWithTheUTF8View(text: String) {
        for byte in [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "z")] {
            #expect(text.utf8Contains(byte) == text.utf8.contains(byte), "\(text) \(byte)")
            let expected = text.utf8.lastIndex(of: byte).map { String(text[..<$0]) }
            #expect(text.utf8Prefix(beforeLast: byte) == expected, "\(text) \(byte)")
            let index = text.utf8LastIndex(of: byte)
            #expect(index == text.utf8.lastIndex(of: byte), "\(text) \(byte)")
            if let index { #expect(text[..<index] == text[..<text.utf8.lastIndex(of: byte)!], "\(text) \(byte)") }
        }
    }
}
