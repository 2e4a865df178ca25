import CodeSource
import Diagnostics
import Foundation
import Lint
import TestSupport
import Testing

/// Replays every input in `Fuzz/Regressions/lint` through the scanner, suppressions and rules,
/// then `--fix`, with the fuzz target's checks (Fuzz/Targets/lint.swift).
struct LintFuzzRegressionTests {
    static let folder = Golden.packageRoot + "/Fuzz/Regressions/lint"
    static let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test func thereAreInputs() {
        #expect(Self.inputs.count >= 2)
    }

    @Test(arguments: inputs)
    func replays(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        let source = SourceFile(path: name, bytes: Array(bytes))
        let engine = LintEngine()
        let violations = engine.lint([source])
        #expect(violations.count <= LintEngine.maximumFindingsPerFile + 1)
        guard violations.count < LintEngine.maximumFindingsPerFile,
            let change = engine.fix(paths: [name], replacing: [source]).changes.first
        else { return }
        let fixed = SourceFile(path: name, bytes: change.fixed)
        #expect(engine.fix(paths: [name], replacing: [fixed]).changes.isEmpty, "a second --fix changed the file again")
        let after = engine.lint([fixed])
        #expect(after.count < violations.count)
        for rule in Set(after.map(\.ruleID)) {
            #expect(
                after.filter { $0.ruleID == rule }.count <= violations.filter { $0.ruleID == rule }.count, "--fix added a '\(rule)' finding"
            )
        }
    }
}
