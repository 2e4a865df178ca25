import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

/// Many older apps declare their own `Result<T>`; a spec may write it when viperc.yml lists
/// `Result` under `knownTypes`, and is told the standard library's arity otherwise.
struct ShadowedStandardTypeTests {
    static let spec = """
        module: Home
        view: {}
        presenter: {}
        interactor:
          methods:
            - "load(completion: @escaping (Result<[String]>) -> Void)"
          properties:
            - "last: Result<Int>? { get }"
        """

    static func diagnostics(config: String?) throws -> [Diagnostic] {
        let folder = try Golden.temporaryFolder()
        try spec.write(toFile: folder + "/Home.viper.yaml", atomically: true, encoding: .utf8)
        if let config { try config.write(toFile: folder + "/viperc.yml", atomically: true, encoding: .utf8) }
        let engine = DiagnosticEngine()
        for project in SpecLoader.load(folder: folder, engine: engine) {
            Validator.validate(project, engine: engine)
        }
        return engine.diagnostics
    }

    @Test func withoutADeclarationTheStandardArityHolds() throws {
        let diagnostics = try Self.diagnostics(config: nil)
        #expect(diagnostics.map(\.message) == ["'Result' takes 2 type arguments, not 1", "'Result' takes 2 type arguments, not 1"])
        #expect(diagnostics.map(\.id) == ["invalid-signature", "invalid-signature"])
        // At the name, in the spec: line 6 column 36 and line 8 column 14.
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["6:36", "8:14"])
    }

    @Test func theProjectsOwnResultTakesItsOwnArity() throws {
        let diagnostics = try Self.diagnostics(config: "knownTypes: [Result]\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func anotherKnownTypeDoesNotExcuseIt() throws {
        let diagnostics = try Self.diagnostics(config: "knownTypes: [Outcome]\n")
        #expect(diagnostics.map(\.message) == ["'Result' takes 2 type arguments, not 1", "'Result' takes 2 type arguments, not 1"])
    }

    @Test func theQualifiedStandardTypeIsAlwaysChecked() {
        let origin = SourceLocation(path: "s", line: 1, column: 1)
        let (parsed, problems) = SignatureParser.method("a(x: Swift.Result<Int>)", at: origin) { _ in origin }
        #expect(parsed == nil)
        #expect(problems.map(\.message) == ["'Result' takes 2 type arguments, not 1"])
    }

    @Test(arguments: ["a<T>(x: T) throws(Result<Int>)", "a<T: Result<Int>>(x: T)"])
    func aThrownTypeOrConstraintIsCheckedAtOnce(_ signature: String) {
        let origin = SourceLocation(path: "s", line: 1, column: 1)
        let (parsed, problems) = SignatureParser.method(signature, at: origin) { _ in origin }
        #expect(parsed == nil)
        #expect(problems.map(\.message) == ["'Result' takes 2 type arguments, not 1"])
    }
}
