import Architecture
import Foundation
import TestSupport
import Testing

@testable import SpecParser

/// The JSON Schemas in `Schemas/` that editors use for `*.viper.yaml` and `viperc.yml`, checked
/// against the decoders: the same keys, every spec and fixture viperc accepts is valid, and the
/// fixtures that are schema errors (unknown keys, wrong types, missing keys, bad words) are not.
struct SpecSchemaTests {
    static func schema(_ name: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: Golden.packageRoot + "/Schemas/" + name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func keys(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    /// The object branch of a `null`-or-object component.
    static func component(_ properties: [String: Any], _ name: String) -> Any? {
        ((properties[name] as? [String: Any])?["anyOf"] as? [Any])?.last
    }

    @Test func moduleSchemaHasTheDecodersKeys() throws {
        let schema = try Self.schema("viper-module.schema.json")
        // A module spec's keys, and 'services', which only files of shared types have.
        #expect(Self.keys(schema) == Set(ModuleDecoder.topKeys).union(["services"]))
        let properties = try #require(schema["properties"] as? [String: Any])
        // Every component but the delegate, a protocol, may name its type.
        let component = Set(ModuleDecoder.componentKeys).union(["type"])
        for role in ["wireframe", "router", "formatter", "builder"] {
            #expect(Self.keys(Self.component(properties, role)) == component, "\(role)")
        }
        #expect(Self.keys(Self.component(properties, "view")) == component.union(["kind", "from"]))
        #expect(Self.keys(Self.component(properties, "presenter")) == component.union(["implements"]))
        #expect(Self.keys(Self.component(properties, "interactor")) == component.union(["services", "output"]))
        #expect(Self.keys(Self.component(properties, "delegate")) == component.subtracting(["isolation", "type"]))
        let route = (properties["routes"] as? [String: Any])?["items"]
        #expect(Self.keys(route) == ["name", "to", "transition", "presentation", "parameters", "doc"])
        let isolation =
            (((Self.component(properties, "presenter") as? [String: Any])?["properties"] as? [String: Any])?["isolation"]
            as? [String: Any])?["enum"] as? [String]
        #expect(Set(isolation ?? []) == Set(Isolation.allCases.map(\.rawValue)))
    }

    @Test func configSchemaHasTheDecodersKeys() throws {
        let schema = try Self.schema("viperc.schema.json")
        #expect(Self.keys(schema) == Set(ConfigDecoder.keys))
        let naming = (schema["properties"] as? [String: Any])?["naming"]
        #expect(Self.keys(naming) == Set(ConfigDecoder.namingKeys))
        let protocols = (((naming as? [String: Any])?["properties"] as? [String: Any])?["protocols"] as? [String: Any])
        #expect(Set((protocols?["propertyNames"] as? [String: Any])?["enum"] as? [String] ?? []) == Set(ConfigDecoder.roleKeys))
        // A built-in's name, or a path to a convention folder.
        let choices = ((schema["properties"] as? [String: Any])?["convention"] as? [String: Any])?["anyOf"] as? [[String: Any]]
        let conventions = choices?.first?["enum"] as? [String]
        #expect(Set(conventions ?? []) == Set(Convention.builtIn.map(\.name)))
        #expect(choices?.last?["pattern"] as? String == "^(\\.|.*/)")
    }

    @Test func conventionSchemaHasTheDecodersKeys() throws {
        let schema = try Self.schema("viperc-convention.schema.json")
        #expect(Self.keys(schema) == Set(ConventionFolderDecoder.keys))
        let naming = (schema["properties"] as? [String: Any])?["naming"]
        #expect(Self.keys(naming) == Set(ConfigDecoder.namingKeys))
        let skeletons = (schema["properties"] as? [String: Any])?["skeletons"] as? [String: Any]
        #expect(
            Set((skeletons?["propertyNames"] as? [String: Any])?["enum"] as? [String] ?? []) == Set(ConventionFolderDecoder.skeletonRoles))
    }

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasYAMLSchema),
            "python3 with jsonschema and PyYAML is needed; make test installs them"))
    func everyConventionManifestIsValid() throws {
        let manifests = Self.files(under: ["Examples"], named: ["convention.yml"])
        #expect(manifests.count >= 2)
        if let problems = try SchemaCheck.validateYAML(manifests, schema: "viperc-convention.schema.json") {
            Issue.record(Comment(rawValue: problems))
        }
    }

    /// Files whose name ends with a suffix that starts with '.', or is one of the other names.
    static func files(under folders: [String], named suffixes: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let root = Golden.packageRoot + "/" + folder
            let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return all.filter { path in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                return suffixes.contains { $0.hasPrefix(".") ? name.hasSuffix($0) : name == $0 }
            }.sorted().map { root + "/" + $0 }
        }
    }

    static let accepted = [
        "specs", "Tests/Fixtures/golden", "Tests/Fixtures/docs-tricky", "Tests/Fixtures/swiftui", "Tests/Fixtures/features",
        "Tests/Fixtures/filled-in", "Tests/Fixtures/runtime-tabs", "Tests/Fixtures/runtime-partial", "Examples",
    ]

    /// Broken projects whose problem a schema sees; the others are broken in ways only viperc sees.
    static let schemaErrors: Set<String> = [
        "byte-order-mark", "component-type", "config-errors", "duplicate-route", "empty-file", "invalid-reference", "isolation",
        "missing-keys",
        "module-assembler", "module-parameters",
        "multiline-key", "router-and-wireframe", "tabs", "unknown-key", "unquoted-signature", "view-from", "wrong-type",
    ]
    /// Not YAML documents an editor could read at all.
    static let notYAML: Set<String> = ["binary-file", "invalid-utf8", "multiple-documents", "yaml-syntax"]

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasYAMLSchema),
            "python3 with jsonschema and PyYAML is needed; make test installs them"))
    func everyAcceptedSpecAndConfigIsValid() throws {
        let specs = Self.files(under: Self.accepted, named: [".viper.yaml", ".viper.yml"])
        let configs = Self.files(under: Self.accepted, named: ["viperc.yml"])
        #expect(specs.count >= 15 && configs.count >= 4)
        if let problems = try SchemaCheck.validateYAML(specs, schema: "viper-module.schema.json") {
            Issue.record(Comment(rawValue: problems))
        }
        if let problems = try SchemaCheck.validateYAML(configs, schema: "viperc.schema.json") {
            Issue.record(Comment(rawValue: problems))
        }
    }

    static let invalidCases: [String] = InvalidSpecTests.cases.filter { !notYAML.contains($0) }

    /// One validator run over every broken project's files (Python starts once), then per project.
    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasYAMLSchema),
            "python3 with jsonschema and PyYAML is needed; make test installs them"))
    func invalidFixturesFailTheSchemaExactlyWhenTheyAreSchemaErrors() throws {
        let folders = Self.invalidCases.map { "Tests/Fixtures/invalid/" + $0 }
        let specs = Self.files(under: folders, named: [".viper.yaml", ".viper.yml"])
        let configs = Self.files(under: folders, named: ["viperc.yml"])
        let problems =
            (try SchemaCheck.validateYAML(specs, schema: "viper-module.schema.json") ?? "")
            + (try SchemaCheck.validateYAML(configs, schema: "viperc.schema.json") ?? "")
        #expect(!problems.contains("Traceback"), Comment(rawValue: problems))
        for name in Self.invalidCases {
            let folder = Golden.packageRoot + "/Tests/Fixtures/invalid/" + name + "/"
            let expected = try String(contentsOfFile: folder + "expected.txt", encoding: .utf8)
            if expected.contains("[unknown-key]") || expected.contains("[wrong-type]") {
                #expect(Self.schemaErrors.contains(name), "'\(name)' reports unknown keys or wrong types; list it in schemaErrors")
            }
            let own = problems.split(separator: "\n").filter { $0.hasPrefix(folder) }
            if Self.schemaErrors.contains(name) {
                #expect(!own.isEmpty, "the schemas accept '\(name)', which viperc rejects as a schema error")
            } else {
                #expect(own.isEmpty, Comment(rawValue: own.joined(separator: "\n")))
            }
        }
    }
}
