import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

/// Replays every input in `Fuzz/Regressions/spec` through the YAML reader, the spec decoder and
/// validation, and every one in `Fuzz/Regressions/signature` through the signature parser.
struct SpecFuzzRegressionTests {
    static let specs = Golden.packageRoot + "/Fuzz/Regressions/spec"
    static let signatures = Golden.packageRoot + "/Fuzz/Regressions/signature"
    static func inputs(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func thereAreInputs() {
        #expect(Self.inputs(Self.specs).count >= 5)
        #expect(Self.inputs(Self.signatures).count >= 3)
    }

    @Test(arguments: inputs(specs))
    func replaysSpec(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.specs + "/" + name))
        let engine = DiagnosticEngine()
        if let module = SpecLoader.decodeModule(SourceFile(path: name, bytes: Array(bytes)), displayPath: name, engine: engine) {
            Validator.validate(Project(root: ".", config: ProjectConfig(), modules: [module]), engine: engine)
        }
        for diagnostic in engine.diagnostics {
            #expect(DiagnosticPrinter.render(diagnostic).split(separator: "\n").count == 1 + diagnostic.notes.count)
        }
    }

    @Test(arguments: inputs(signatures))
    func replaysSignature(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.signatures + "/" + name))
        let text = String(decoding: bytes, as: UTF8.self)
        let location = SourceLocation(path: name, line: 1, column: 1)
        let locate = { (offset: Int) in SourceLocation(path: name, line: 1, column: offset + 1) }
        let method = SignatureParser.method(text, at: location, locate: locate)
        _ = SignatureParser.property(text, at: location, locate: locate)
        _ = SignatureParser.type(text, locate: locate)
        #expect(method.0 == nil, "these inputs are all invalid signatures")
    }
}
