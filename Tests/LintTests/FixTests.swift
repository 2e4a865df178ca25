import CodeSource
import Diagnostics
import Foundation
import Lint
import Testing

/// Findings `--fix` must leave alone, with the reason it gives; and the fixer's and the diff's
/// own behaviour.
struct FixTests {
    static func findings(_ text: String, rule: String) -> [Violation] {
        CorrectionTests.lint(text, only: rule).filter { $0.ruleID == rule }
    }

    /// The single finding of `rule` in `text`: it has no fix, and its reason.
    static func reason(_ text: String, rule: String) throws -> String? {
        let found = findings(text, rule: rule)
        try #require(found.count == 1, "\(found.map(\.message))")
        #expect(found[0].fix.isEmpty)
        #expect(CorrectionTests.fix(text, only: rule) == nil)
        return found[0].noFixReason
    }

    @Test func aProtocolThatIsNotClassBoundGetsNoKeyword() throws {
        let text =
            "protocol HomeViewInterface {}\n\nfinal class HomePresenter {\n    let view: HomeViewInterface\n    init(view: HomeViewInterface) { self.view = view }\n}\n"
        #expect(try Self.reason(text, rule: "presenter-strong-view") == "'HomeViewInterface' is not class-bound")
        // Optional makes no difference: `weak` needs a class too.
        let optional = text.replacingOccurrences(of: "let view: HomeViewInterface\n", with: "var view: HomeViewInterface?\n")
        #expect(try Self.reason(optional, rule: "presenter-strong-view") == "'HomeViewInterface' is not class-bound")
    }

    @Test func aProtocolDeclaredInAnotherFileCounts() {
        let engine = CorrectionTests.engine(only: "presenter-strong-view")
        let presenter = SourceFile(path: "HomePresenter.swift", text: "final class HomePresenter {\n    var view: HomeViewInterface?\n}\n")
        let bound = SourceFile(path: "HomeView.swift", text: "protocol HomeViewInterface: class {}\n")
        let outcome = engine.fix(paths: [presenter.path, bound.path], replacing: [presenter, bound])
        #expect(
            outcome.changes.map { String(decoding: $0.fixed, as: UTF8.self) } == [
                "final class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n"
            ])
    }

    @Test func anUnknownTypeGetsNoKeyword() throws {
        let text = "final class HomePresenter {\n    var view: HomeViewInterface\n}\n"
        #expect(try Self.reason(text, rule: "presenter-strong-view") == "'HomeViewInterface' is not known to be a class")
        let composed =
            "protocol HomeViewInterface: AnyObject {}\nprotocol Loading {}\n\nfinal class HomePresenter {\n    var view: (HomeViewInterface & Loading)?\n}\n"
        #expect(try Self.reason(composed, rule: "presenter-strong-view") == "'(HomeViewInterface&Loading)?' is not known to be a class")
    }

    @Test func anOptionalLetOrAValueOrLazyGetsNoKeyword() throws {
        let base =
            "protocol HomeViewInterface: AnyObject {}\nfinal class HomeView: HomeViewInterface {}\n\nfinal class HomePresenter {\n    DECL\n}\n"
        func text(_ declaration: String) -> String { base.replacingOccurrences(of: "DECL", with: declaration) }
        #expect(
            try Self.reason(text("let view: HomeViewInterface?"), rule: "presenter-strong-view")
                == "'view' is a 'let', and 'weak' needs a 'var'")
        #expect(
            try Self.reason(text("var view: HomeView? = HomeView()"), rule: "presenter-strong-view")
                == "'view' is given a value that would be released at once")
        #expect(
            try Self.reason(text("lazy var view: HomeView? = nil"), rule: "presenter-strong-view")
                == "a 'lazy' property cannot be 'weak' or 'unowned'")
        // `= nil` is no value to lose.
        #expect(CorrectionTests.fix(text("var view: HomeView? = nil")) == text("weak var view: HomeView? = nil"))
    }

    @Test func aReferenceTheTypeFillsWithANewInstanceStaysStrong() throws {
        let text =
            "final class HomeWireframe {\n    var viewController: UIViewController?\n}\n\nextension HomeWireframe {\n    func start() { viewController = MenuViewController.make() }\n}\n\nfinal class HomePresenter {}\n"
        #expect(
            try Self.reason(text, rule: "router-strong-view")
                == "'HomeWireframe' assigns 'viewController' a new instance, which would be released at once")
        let handedIn = text.replacingOccurrences(of: "MenuViewController.make()", with: "menu")
        #expect(CorrectionTests.fix(handedIn) == handedIn.replacingOccurrences(of: "    var view", with: "    weak var view"))
    }

    @Test func aPresenterThatUsesUIKitKeepsItsImport() throws {
        let text =
            "import UIKit\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n    func tint() -> UIColor { .red }\n}\n"
        let found = Self.findings(text, rule: "presenter-imports-ui")
        let importFinding = try #require(found.first { $0.location.line == 1 })
        #expect(importFinding.fix.isEmpty)
        #expect(importFinding.noFixReason == "the file uses 'UIColor', which the import provides")
        #expect(found.first { $0.location.line == 5 }?.noFixReason == "the code that uses 'UIColor' has to change by hand")
        #expect(CorrectionTests.fix(text) == nil)
    }

    @Test(arguments: [
        ("func width() -> CGFloat { 1 }\n", "the file uses 'CGFloat', which the import provides"),
        (
            "extension HomePresenter {\n    func row(_ path: IndexPath) -> Int { path.row }\n}\n",
            "the file uses 'IndexPath', which the import provides"
        ),
    ])
    func uiNamesOutsideThePresenterKeepTheImport(_ extra: String, _ expected: String) throws {
        let text = "import UIKit\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n\n" + extra
        let found = Self.findings(text, rule: "presenter-imports-ui")
        #expect(found.first { $0.location.line == 1 }?.noFixReason == expected)
    }

    @Test func importsThatAreNotAloneOrAreConditionalStay() throws {
        let body = "\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n"
        #expect(try Self.reason("import UIKit // colors" + body, rule: "presenter-imports-ui") == "its line holds more than the import")
        #expect(try Self.reason("/* UI */ import UIKit" + body, rule: "presenter-imports-ui") == "its line holds more than the import")
        #expect(
            try Self.reason("import Foundation; import UIKit" + body, rule: "presenter-imports-ui") == "its line holds more than the import"
        )
        #expect(try Self.reason("#if os(iOS)\nimport UIKit\n#endif" + body, rule: "presenter-imports-ui") == "the import is inside '#if'")
        #expect(
            try Self.reason("import class UIKit.UIColor" + body, rule: "presenter-imports-ui")
                == "the import names a declaration of 'UIKit'")
        #expect(
            try Self.reason("@_exported import UIKit" + body, rule: "presenter-imports-ui")
                == "'@_exported' makes the import the whole module's")
    }

    @Test func twoUIImportsMakeOneFoundationImport() {
        let text = "import UIKit\nimport SwiftUI\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n"
        #expect(CorrectionTests.fix(text) == "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n")
    }

    @Test func generatedFilesAreNeverFixed() {
        let text =
            "// Generated by viperc from Home.viper.yaml. Do not edit.\nprotocol HomeViewInterface: AnyObject {}\n\nfinal class HomePresenter {\n    var view: HomeViewInterface?\n}\n"
        let engine = CorrectionTests.engine()
        let source = SourceFile(path: "HomePresenter.swift", text: text)
        #expect(engine.fix(paths: [source.path], replacing: [source]).changes.isEmpty)
        // Without the header the same file is fixed: the header is what protects it.
        let plain = SourceFile(path: "HomePresenter.swift", text: String(text.drop { $0 != "\n" }.dropFirst()))
        #expect(engine.fix(paths: [plain.path], replacing: [plain]).changes.count == 1)
    }

    @Test func suppressedFindingsAreNotFixed() {
        let text =
            "protocol HomeViewInterface: AnyObject {}\n\nfinal class HomePresenter {\n    // viperc:disable:next presenter-strong-view - kept alive on purpose\n    var view: HomeViewInterface?\n}\n"
        #expect(CorrectionTests.fix(text) == nil)
    }

    @Test func aByteOrderMarkIsKeptAndOffsetsSkipIt() {
        let text = "\u{FEFF}protocol HomeViewInterface: AnyObject {}\nfinal class HomePresenter {\n    var view: HomeViewInterface?\n}\n"
        #expect(
            CorrectionTests.fix(text)
                == "\u{FEFF}protocol HomeViewInterface: AnyObject {}\nfinal class HomePresenter {\n    weak var view: HomeViewInterface?\n}\n"
        )
    }

    @Test func overlappingEditsWaitForTheNextPass() {
        let bytes = Array("abcdef".utf8)
        let (fixed, applied) = Fixer.apply([[.insert("X", at: 2)], [.insert("Y", at: 2)], [TextEdit(4..<5, "Z")]], to: bytes)
        #expect(String(decoding: fixed, as: UTF8.self) == "abXcdZf")
        #expect(applied == 2)
        // An edit past the end is dropped, not a crash.
        #expect(Fixer.apply([[TextEdit(5..<9, "")]], to: bytes).applied == 0)
    }

    @Test func diffShowsHunksWithThreeLinesOfContext() {
        let old = Array((1...12).map { "line \($0)\n" }.joined().utf8)
        var lines = (1...12).map { "line \($0)\n" }
        lines[1] = "line two\n"
        lines.remove(at: 10)
        let new = Array(lines.joined().utf8)
        let expected = """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,4 @@
             line 8
             line 9
             line 10
            -line 11
             line 12

            """
        #expect(UnifiedDiff.render(old: old, new: new, path: "F.swift") == expected)
        #expect(UnifiedDiff.render(old: old, new: old, path: "F.swift") == "")
    }

    @Test func diffMarksAMissingFinalNewline() {
        let diff = UnifiedDiff.render(old: Array("a\nb".utf8), new: Array("a\nc".utf8), path: "F.swift")
        #expect(
            diff
                == "--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
    }
}
