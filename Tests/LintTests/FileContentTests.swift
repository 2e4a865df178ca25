import CodeSource
import Diagnostics
import Foundation
import Lint
import Testing

/// What lint makes of files that are not plain UTF-8 Swift: a byte-order mark, stray NULs,
/// UTF-16 text, binary data.
struct FileContentTests {
    static let presenter = "final class HomePresenter {\n    var view: HomeViewInterface\n}\n"

    func lint(_ bytes: [UInt8]) -> [Violation] {
        LintEngine().lint([SourceFile(path: "T.swift", bytes: bytes)])
    }

    @Test func aByteOrderMarkTakesNoColumn() {
        let found = lint([0xEF, 0xBB, 0xBF] + Array(("import UIKit\n" + Self.presenter).utf8))
        let imports = found.first { $0.ruleID == "presenter-imports-ui" }
        #expect(imports?.location.line == 1 && imports?.location.column == 1 && imports?.utf16Column == 1, "\(found)")
        #expect(found.contains { $0.ruleID == "presenter-strong-view" && $0.location.line == 3 && $0.location.column == 5 })
    }

    @Test func aFewStrayNULsAreReportedAndTheFileIsLinted() {
        var bytes = Array(Self.presenter.utf8)
        bytes.insert(0, at: 26)
        let found = lint(bytes)
        #expect(found.contains { $0.ruleID == "invalid-swift" && $0.message == "NUL byte in Swift source" && $0.location.line == 1 })
        #expect(found.contains { $0.ruleID == "presenter-strong-view" }, "\(found)")
        #expect(!found.contains { $0.ruleID == "invalid-file" })
    }

    @Test func mostlyBinaryDataIsSkipped() {
        let bytes = Array(Self.presenter.utf8) + [UInt8](repeating: 0, count: 40)
        let found = lint(bytes)
        #expect(found.map(\.ruleID) == ["invalid-file"])
        #expect(found.first?.message == "file is binary, not Swift source; skipped")
    }

    @Test(arguments: [true, false])
    func utf16IsNamedAsSuch(withMark: Bool) {
        var bytes: [UInt8] = withMark ? [0xFF, 0xFE] : []
        for unit in Self.presenter.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let found = lint(bytes)
        #expect(found.map(\.ruleID) == ["invalid-file"])
        #expect(found.first?.message.hasPrefix("file is UTF-16 text") == true, "\(found)")
    }
}
