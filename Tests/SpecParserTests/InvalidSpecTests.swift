import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

/// Each folder under `Tests/Fixtures/invalid` is a broken project; its `expected.txt` holds
/// every diagnostic viperc must print for it, in order.
struct InvalidSpecTests {
    static let folder = Golden.fixtures + "/invalid"
    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    static func diagnostics(for name: String) -> (text: String, engine: DiagnosticEngine) {
        let engine = DiagnosticEngine()
        let path = folder + "/" + name
        for project in SpecLoader.load(folder: path, engine: engine) {
            Validator.validate(project, engine: engine)
        }
        let text = DiagnosticPrinter.render(engine.sorted).replacingOccurrences(of: path + "/", with: "")
        return (text, engine)
    }

    @Test func thereAreEnoughCases() {
        #expect(Self.cases.count >= 25)
    }

    @Test(arguments: cases)
    func diagnosticsMatchGolden(_ name: String) {
        let (text, engine) = Self.diagnostics(for: name)
        #expect(!engine.diagnostics.isEmpty, "case '\(name)' produced no diagnostic")
        if let difference = Golden.compare(text, with: Self.folder + "/" + name + "/expected.txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(arguments: cases)
    func diagnosticsAreDeterministic(_ name: String) {
        #expect(Self.diagnostics(for: name).text == Self.diagnostics(for: name).text)
    }
}
