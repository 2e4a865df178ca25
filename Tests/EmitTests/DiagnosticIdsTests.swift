import Foundation
import TestSupport
import Testing

/// Every diagnostic id that `build` and `docs` can report is documented in docs/Diagnostics.md.
struct DiagnosticIdsTests {
    @Test func everyIdIsDocumented() throws {
        let documentation = try String(contentsOfFile: Golden.packageRoot + "/docs/Diagnostics.md", encoding: .utf8)
        var ids: Set<String> = []
        for folder in ["Sources/SpecParser", "Sources/Emit", "Sources/Templates", "Sources/viperc", "Sources/YAML", "Sources/Diagnostics"] {
            let root = Golden.packageRoot + "/" + folder
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                var rest = Substring(text)
                while let range = rest.range(of: "id: \"") {
                    let tail = rest[range.upperBound...]
                    guard let end = tail.firstIndex(of: "\"") else { break }
                    let id = String(tail[..<end])
                    if !id.isEmpty, id.allSatisfy({ $0.isLowercase || $0 == "-" }) { ids.insert(id) }
                    rest = tail[end...]
                }
            }
        }
        #expect(ids.count > 30, "the scan should find the ids")
        for id in ids.sorted() {
            #expect(documentation.contains("| `\(id)` |"), "'\(id)' is not documented in docs/Diagnostics.md")
        }
    }
}
