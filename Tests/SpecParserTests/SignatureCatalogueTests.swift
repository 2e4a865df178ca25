import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

/// Signatures that cannot compile, one class a line (`Tests/Fixtures/signatures`), rejected by
/// the plain validator at their column without `--verify`; and signatures of the same shapes
/// that do compile, accepted. `SignatureTruthTests` (EmitTests) asks swiftc about both files.
struct SignatureCatalogueTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        var id: String
        var signature: String
        var column: Int
        var message: String
        var testDescription: String { id }
    }

    static let folder = Golden.fixtures + "/signatures"

    static func lines(_ name: String) -> [String] {
        let text = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    public static let uncompilable: [Entry] = lines("uncompilable.txt").map { line in
        let fields = line.components(separatedBy: " | ")
        return Entry(id: fields[0], signature: fields[1], column: Int(fields[2]) ?? 0, message: fields[3])
    }

    public static let compilable: [String] = lines("compilable.txt")

    static func parse(_ signature: String) -> [Diagnostic] {
        let origin = SourceLocation(path: "s", line: 1, column: 1)
        let locate = { (offset: Int) in SourceLocation(path: "s", line: 1, column: offset + 1) }
        // A standard generic's arity is checked by the validator (the project may declare its own
        // `Result<T>`); with no such declaration it is as wrong as the parser's own findings.
        func arity(_ mismatches: [ArityMismatch]) -> [Diagnostic] {
            mismatches.map { .error($0.message, at: $0.name.location, id: "invalid-signature") }
        }
        if signature.hasPrefix("var ") {
            let (parsed, diagnostics) = SignatureParser.property(signature, at: origin, locate: locate)
            return diagnostics + arity(parsed?.type.arityMismatches ?? [])
        }
        let (parsed, diagnostics) = SignatureParser.method(signature, at: origin, locate: locate)
        return diagnostics + arity(parsed?.arityMismatches ?? [])
    }

    @Test func theCatalogueHasItsClasses() {
        #expect(Self.uncompilable.count >= 35)
        #expect(Set(Self.uncompilable.map(\.id)).count == Self.uncompilable.count)
        #expect(Self.compilable.count >= 30)
    }

    @Test(arguments: uncompilable)
    func isRejectedAtItsColumn(_ entry: Entry) {
        let diagnostics = Self.parse(entry.signature)
        #expect(diagnostics.map(\.message) == [entry.message], "\(entry.signature)")
        #expect(diagnostics.first?.location.column == entry.column, "\(entry.signature)")
    }

    @Test(arguments: compilable)
    func isAccepted(_ signature: String) {
        #expect(Self.parse(signature).isEmpty, "\(Self.parse(signature).map(\.message))")
    }
}
