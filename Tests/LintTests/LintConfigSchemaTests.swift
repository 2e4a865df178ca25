import Architecture
import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import CodeSource
@testable import Lint

/// `Schemas/viperc-lint.schema.json`, for editors, has the keys `.viperc.yml`'s decoder reads,
/// accepts a configuration viperc accepts and rejects one it rejects.
struct LintConfigSchemaTests {
    @Test func schemaHasTheDecodersKeys() throws {
        let data = try #require(FileManager.default.contents(atPath: Golden.packageRoot + "/Schemas/viperc-lint.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let keys = Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        #expect(keys == Set(ConfigurationLoader.keys))
    }

    /// Editors complete rule ids and roles from the schema: its lists are the registry's
    /// (`make schemas` writes them).
    @Test func schemaListsTheRuleIdsAndRoles() throws {
        let data = try #require(FileManager.default.contents(atPath: Golden.packageRoot + "/Schemas/viperc-lint.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        func names(_ key: String) -> [String]? {
            ((properties[key] as? [String: Any])?["propertyNames"] as? [String: Any])?["enum"] as? [String]
        }
        #expect(names("rules") == RuleRegistry.ids + DriftCheck.ids, "run 'make schemas'")
        #expect(names("roles") == Role.allCases.map(\.rawValue), "run 'make schemas'")
    }

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasYAMLSchema),
            "python3 with jsonschema and PyYAML is needed; make test installs them"))
    func schemaAgreesWithTheDecoder() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = """
            rules:
              view-uses-service: off
              presenter-strong-view: { severity: error }
              router-strong-view: { enabled: false }
            roles:
              view: ["*ViewController", "*Screen"]
            serviceModules: [Alamofire, Moya]
            extraServiceModules: [MyNetworking]
            serviceTypes: ["URLSession", "*Service"]
            uiModules: [UIKit, SwiftUI]
            uiTypes: ["UI*"]
            include: ["App/**"]
            exclude: ["**/Generated/**"]

            """
        let bad = "rules:\n  view-uses-service: { severity: fatal }\n  presenter-strong-vieww: off\nexcludes: [\"Pods\"]\n"
        for (name, text) in [("good", good), ("bad", bad)] {
            try text.write(toFile: "\(folder)/\(name).yml", atomically: true, encoding: .utf8)
            let engine = DiagnosticEngine()
            _ = ConfigurationLoader.load(SourceFile(path: name, text: text), engine: engine)
            #expect(engine.hasErrors == (name == "bad"), "viperc's decoder on \(name)")
        }
        #expect(try SchemaCheck.validateYAML([folder + "/good.yml"], schema: "viperc-lint.schema.json") == nil)
        let problems = try #require(try SchemaCheck.validateYAML([folder + "/bad.yml"], schema: "viperc-lint.schema.json"))
        #expect(problems.contains("'excludes' was unexpected"))
        #expect(problems.contains("presenter-strong-vieww"), Comment(rawValue: problems))
    }
}
