import Foundation
import TestSupport
import Testing

/// The signature catalogue's own truth, from swiftc: each signature of
/// `Tests/Fixtures/signatures/uncompilable.txt` is rejected in a protocol, and those of
/// `compilable.txt` all compile. The validator's side is `SignatureCatalogueTests`.
struct SignatureTruthTests {
    static func lines(_ name: String) -> [String] {
        let text = (try? String(contentsOfFile: Golden.fixtures + "/signatures/" + name, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    /// A protocol requiring the signature, as a spec's interface would.
    static func requirement(_ signature: String, _ number: Int) -> String {
        signature.hasPrefix("var ")
            ? "protocol P\(number) {\n    \(signature)\(signature.hasSuffix("}") ? "" : " { get }")\n}\n"
            : "protocol P\(number) {\n    func \(signature)\n}\n"
    }

    static func typecheck(_ source: String) throws -> (status: Int32, errors: String) {
        let folder = try Golden.temporaryFolder()
        try source.write(toFile: folder + "/t.swift", atomically: true, encoding: .utf8)
        let result = try Golden.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", folder + "/t.swift"])
        return (result.status, result.stderr)
    }

    @Test func swiftcRejectsEachUncompilableClass() throws {
        let entries = Self.lines("uncompilable.txt").map { $0.components(separatedBy: " | ") }
        #expect(entries.count >= 35)
        for (number, entry) in entries.enumerated() {
            let result = try Self.typecheck(Self.requirement(entry[1], number))
            #expect(result.status != 0 && result.errors.contains("error:"), "swiftc accepts '\(entry[1])' (\(entry[0]))")
        }
    }

    @Test func swiftcAcceptsEveryCompilableSignature() throws {
        // The function typealiases that `@escaping Completion` entries name.
        let aliases = "typealias Completion = () -> Void\nenum Api<T> {\n    typealias Completion = (T) -> Void\n}\n"
        let source = aliases + Self.lines("compilable.txt").enumerated().map { Self.requirement($1, $0) }.joined()
        let result = try Self.typecheck(source)
        #expect(result.status == 0, Comment(rawValue: result.errors))
    }
}
