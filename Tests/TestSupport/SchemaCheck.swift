import Foundation

/// Validates reports against the schemas in `Tests/Schemas` with the tools the consumers' own
/// checks use: Python's `jsonschema` for JSON, `xmllint --schema` for XML.
public enum SchemaCheck {
    public static var schemas: String { Golden.packageRoot + "/Tests/Schemas" }

    /// A program on PATH or in the usual places, or nil.
    public static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public static let python: String? = executable("python3")
    public static let xmllint: String? = executable("xmllint")
    /// Graphviz's `dot`, looked for on PATH first.
    public static let dot: String? = executable("dot")
    public static let setpriv: String? = executable("setpriv")

    /// Whether a test whose tool is missing must fail instead of being skipped: `.ci/run` sets
    /// `VIPERC_REQUIRE_TOOLS=1`, so that CI cannot go green with those tests silently skipped.
    public static var toolsRequired: Bool { ProcessInfo.processInfo.environment["VIPERC_REQUIRE_TOOLS"] == "1" }

    /// Whether a test that needs a tool runs: when the tool is there, or when tools are required
    /// (the test then fails on the missing tool). The skip's reason names the tool.
    public static func runs(needing available: Bool) -> Bool { available || toolsRequired }

    /// Whether python3 can import jsonschema; `make test` installs it when it can.
    public static let hasJSONSchema: Bool = {
        guard let python else { return false }
        return (try? Golden.run(python, ["-c", "import jsonschema"]).status) == 0
    }()

    /// Whether python3 can import jsonschema and PyYAML, for the YAML schema tests.
    public static let hasYAMLSchema: Bool = {
        guard let python else { return false }
        return (try? Golden.run(python, ["-c", "import jsonschema, yaml"]).status) == 0
    }()

    /// YAML files checked against a schema in `Schemas/`, as an editor would; nil when all are valid.
    public static func validateYAML(_ files: [String], schema: String) throws -> String? {
        guard let python else { return "python3 is not installed" }
        let result = try Golden.run(
            python, [schemas + "/validate-yaml.py", Golden.packageRoot + "/Schemas/" + schema] + files)
        return result.status == 0 ? nil : result.stdout + result.stderr
    }

    /// nil when every document is valid, else the validator's report.
    public static func validateJSON(_ documents: [String], schema: String) throws -> String? {
        guard let python else { return "python3 is not installed" }
        let result = try Golden.run(python, [schemas + "/validate-json.py", schemas + "/" + schema] + documents)
        return result.status == 0 ? nil : result.stdout + result.stderr
    }

    public static func validateXML(_ documents: [String], schema: String) throws -> String? {
        guard let xmllint else { return "xmllint is not installed" }
        let result = try Golden.run(xmllint, ["--noout", "--schema", schemas + "/" + schema] + documents)
        return result.status == 0 ? nil : result.stderr
    }
}
