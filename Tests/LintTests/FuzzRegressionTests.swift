import Diagnostics
import Foundation
import Lint
import TestSupport
import Testing

/// Replays every input in `Fuzz/Regressions/lint` through the scanner, suppressions and rules.
struct LintFuzzRegressionTests {
    static let folder = Golden.packageRoot + "/Fuzz/Regressions/lint"
    static let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test func thereAreInputs() {
        #expect(Self.inputs.count >= 2)
    }

    @Test(arguments: inputs)
    func replays(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        let violations = LintEngine().lint([SourceFile(path: name, bytes: Array(bytes))])
        #expect(violations.count <= LintEngine.maximumFindingsPerFile + 1)
    }
}
