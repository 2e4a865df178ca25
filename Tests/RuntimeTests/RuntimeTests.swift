import Foundation
import TestSupport
import Testing

/// Every bundled example, built with skeletons and run: every route walked, every closed
/// module freed.
struct RuntimeTests {
    @Test(arguments: ["articles", "posts", "tvshows"])
    func exampleAppRuns(_ name: String) throws {
        let project = try RuntimeHarness.load(Golden.packageRoot + "/specs/" + name)
        let outcome = try RuntimeHarness.run(project)
        print("runtime \(name): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.routes > 0)
    }
}

/// A shop with every transition and presentation (Tests/Fixtures/runtime), once per convention.
struct ConventionRuntimeTests {
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func everyTransitionLandsAndFrees(_ convention: String) throws {
        let source = Golden.fixtures + "/runtime"
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            var text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
            if name == "viperc.yml" { text = text.replacingOccurrences(of: "convention: infinum", with: "convention: \(convention)") }
            try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        let project = try RuntimeHarness.load(folder)
        let outcome = try RuntimeHarness.run(project)
        print("runtime shop (\(convention)): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        // Every route but the custom one is walked.
        #expect(outcome.routes == 17, "\(outcome.output)")
    }
}
