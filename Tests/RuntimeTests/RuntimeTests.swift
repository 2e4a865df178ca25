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
