import Testing

@testable import CodeSource
@testable import Lint

/// The byte tests on names answer as the plain UTF-8 comparisons do, for strings, substrings
/// and text that is not ASCII.
struct NameAffixTests {
    static let names = ["", "Mock", "MockPresenter", "HomeMock", "Mo", "Mockingbird", "CaféMock", "MockCafé", "Spy", "ÉSpy"]
    static let affixes = ["Mock", "Spy", "", "Café", "M"]

    @Test func prefixesAndSuffixesAgreeWithUTF8() {
        for name in Self.names {
            let substring = ("x" + name).dropFirst()
            for affix in Self.affixes {
                let prefix = name.utf8.starts(with: affix.utf8)
                let suffix = name.utf8.count >= affix.utf8.count && name.utf8.suffix(affix.utf8.count).elementsEqual(affix.utf8)
                #expect(NameAffix.hasPrefix(name, affix) == prefix, "\(name) \(affix)")
                #expect(NameAffix.hasPrefix(substring, affix) == prefix, "\(name) \(affix)")
                #expect(NameAffix.hasSuffix(name, affix) == suffix, "\(name) \(affix)")
                #expect(NameAffix.hasProperSuffix(substring, affix) == (suffix && name.utf8.count > affix.utf8.count), "\(name) \(affix)")
            }
        }
    }
}
