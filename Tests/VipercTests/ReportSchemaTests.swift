import Foundation
import TestSupport
import Testing

/// The lint reports validated the way the tools that read them would: SARIF against the OASIS
/// schema, JUnit against Jenkins' junit-10.xsd, Checkstyle against two Checkstyle schemas, the
/// code quality report against GitLab's documented fields; each with findings and clean.
struct ReportSchemaTests {
    static let app = "Tests/Fixtures/LintApp"

    /// Runs `viperc lint ARGS --reporter FORMAT:FILE` and returns the file.
    func report(_ format: String, _ arguments: [String], in folder: String = Golden.packageRoot, into output: String) throws -> String {
        let binary = Golden.viperc
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build viperc first: swift build")
        let path = output + "/\(format)-\(UUID().uuidString)"
        let result = try Golden.run(binary, ["lint"] + arguments + ["--reporter", "\(format):\(path)", "--quiet"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        return path
    }

    /// A folder with one clean Swift file, and the temporary folder for reports.
    func cleanProject() throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        try "struct Clean {}\n".write(toFile: folder + "/Sources/Clean.swift", atomically: true, encoding: .utf8)
        return folder
    }

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasJSONSchema), "python3 with the jsonschema package is needed; make test installs it"
        ))
    func sarifIsValidAgainstTheOASISSchema() throws {
        let clean = try cleanProject()
        defer { try? FileManager.default.removeItem(atPath: clean) }
        let documents = [
            try report("sarif", [Self.app], into: clean),
            try report("sarif", [Golden.packageRoot + "/" + Self.app], into: clean),
            try report("sarif", ["Sources"], in: clean, into: clean),
        ]
        if let problems = try SchemaCheck.validateJSON(documents, schema: "sarif-schema-2.1.0.json") {
            Issue.record(Comment(rawValue: problems))
        }
    }

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasJSONSchema), "python3 with the jsonschema package is needed; make test installs it"
        ))
    func schemaCheckRejectsAnInvalidLog() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"message": {}}]}]}"#.write(
            toFile: folder + "/bad.sarif", atomically: true, encoding: .utf8)
        let problems = try #require(try SchemaCheck.validateJSON([folder + "/bad.sarif"], schema: "sarif-schema-2.1.0.json"))
        #expect(problems.contains("'name' is a required property"))
    }

    @Test func sarifDescribesEveryRuleAndCheck() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = try json(try report("sarif", [Self.app], into: folder)) as? [String: Any]
        let run = try #require((log?["runs"] as? [[String: Any]])?.first)
        let baseIDs = try #require(run["originalUriBaseIds"] as? [String: Any])
        #expect(baseIDs["%SRCROOT%"] != nil)
        let rules = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        let ids = try #require(rules).compactMap { $0["id"] as? String }
        for own in ["invalid-file", "invalid-swift", "invalid-suppression", "unused-suppression", "unreadable-file", "symlink-loop"] {
            #expect(ids.contains(own), "no descriptor for '\(own)'")
        }
        #expect(ids.contains("presenter-strong-view"))
        for rule in try #require(rules) {
            let id = rule["id"] as? String ?? "?"
            #expect(!string(rule, "fullDescription", "text").isEmpty, "\(id): fullDescription")
            #expect(!string(rule, "help", "text").isEmpty, "\(id): help.text")
            #expect(!string(rule, "help", "markdown").isEmpty, "\(id): help.markdown")
            let properties = rule["properties"] as? [String: Any]
            let tags = properties?["tags"] as? [String]
            #expect(tags?.isEmpty == false, "\(id): tags")
            #expect(["very-high", "high", "medium", "low"].contains(string(rule, "properties", "precision")), "\(id): precision")
        }
        // Rules with examples show them in their help.
        let strongView = try #require(rules?.first { $0["id"] as? String == "presenter-strong-view" })
        let markdown = try #require((strongView["help"] as? [String: Any])?["markdown"] as? String)
        #expect(markdown.contains("```swift\nfinal class HomePresenter {\n    ↓var view: HomeViewInterface"))
        let results = try #require(run["results"] as? [[String: Any]])
        var fingerprints = Set<String>()
        for result in results {
            let hash = try #require((result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String)
            fingerprints.insert(hash)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect((artifact["uri"] as? String ?? "").hasPrefix("Tests/Fixtures/LintApp/App/"))
        }
        #expect(fingerprints.count == results.count, "fingerprints must tell results apart")
        // A finding at a name has its end; one at a whole file has none.
        let regions = results.compactMap { ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any] }
            .compactMap { $0["region"] as? [String: Int] }
        #expect(regions.contains { $0 == ["startLine": 8, "startColumn": 30, "endLine": 8, "endColumn": 41] })
    }

    /// However the folder is spelled, or from which folder viperc runs, the results name the
    /// same files relative to the project root (this repository).
    @Test func sarifURIsDoNotDependOnHowThePathIsSpelled() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func locations(_ arguments: [String], in directory: String = Golden.packageRoot) throws -> [String] {
            let log = try json(try report("sarif", arguments, in: directory, into: folder)) as? [String: Any]
            let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            return results.map { result in
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                let fingerprint = (result["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] ?? ""
                return ((location?["artifactLocation"] as? [String: String])?["uri"] ?? "") + " " + fingerprint
            }
        }
        let plain = try locations([Self.app])
        #expect(plain.count == 12)
        #expect(try locations(["./" + Self.app + "/"]) == plain)
        #expect(try locations([Golden.packageRoot + "/" + Self.app]) == plain)
        #expect(try locations(["Tests/../" + Self.app]) == plain)
        #expect(try locations(["Fixtures/LintApp"], in: Golden.packageRoot + "/Tests") == plain)
        #expect(try locations(["../Fixtures/LintApp/"], in: Golden.packageRoot + "/Tests/Schemas") == plain)
        #expect(try locations(["."], in: Golden.packageRoot + "/" + Self.app) == plain)
        #expect(try locations([Golden.packageRoot + "/" + Self.app], in: "/") == plain)
        #expect(plain.allSatisfy { $0.hasPrefix(Self.app + "/") })
    }

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.xmllint != nil),
            "xmllint is not installed (apt package libxml2-utils); make test installs it"))
    func junitIsValidAgainstJenkinsSchema() throws {
        let clean = try cleanProject()
        defer { try? FileManager.default.removeItem(atPath: clean) }
        let documents = [try report("junit", [Self.app], into: clean), try report("junit", ["Sources"], in: clean, into: clean)]
        if let problems = try SchemaCheck.validateXML(documents, schema: "junit-10.xsd") {
            Issue.record(Comment(rawValue: problems))
        }
        // The schema does reject a suite without 'errors', which viperc used to write.
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites><testsuite name="viperc lint" tests="1" failures="0"><testcase name="x"/></testsuite></testsuites>

        """.write(toFile: clean + "/old.xml", atomically: true, encoding: .utf8)
        let old = try #require(try SchemaCheck.validateXML([clean + "/old.xml"], schema: "junit-10.xsd"))
        #expect(old.contains("'errors' is required"))
    }

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.xmllint != nil),
            "xmllint is not installed (apt package libxml2-utils); make test installs it"),
        arguments: ["checkstyle-phpcs.xsd", "checkstyle-report-1.0.0.xsd"])
    func checkstyleIsValidAlsoWhenClean(_ schema: String) throws {
        let clean = try cleanProject()
        defer { try? FileManager.default.removeItem(atPath: clean) }
        let documents = [
            try report("checkstyle", [Self.app], into: clean), try report("checkstyle", ["Sources"], in: clean, into: clean),
        ]
        if let problems = try SchemaCheck.validateXML(documents, schema: schema) {
            Issue.record(Comment(rawValue: problems))
        }
        let cleanReport = try String(contentsOfFile: documents[1], encoding: .utf8)
        #expect(cleanReport.contains("<file name=\"Sources/Clean.swift\"/>"))
    }

    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasJSONSchema), "python3 with the jsonschema package is needed; make test installs it"
        ))
    func codeClimateHasWhatGitLabReads() throws {
        let clean = try cleanProject()
        defer { try? FileManager.default.removeItem(atPath: clean) }
        let documents = [
            try report("codeclimate", [Golden.packageRoot + "/" + Self.app], into: clean),
            try report("codeclimate", ["Sources"], in: clean, into: clean),
        ]
        if let problems = try SchemaCheck.validateJSON(documents, schema: "gitlab-codequality.schema.json") {
            Issue.record(Comment(rawValue: problems))
        }
        let issues = try #require(try json(documents[0]) as? [[String: Any]])
        #expect(issues.count == 12)
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 12)
        #expect(try json(documents[1]) as? [Any] != nil)
    }

    /// The string at `outer.inner` of a JSON object, or "".
    func string(_ object: [String: Any], _ outer: String, _ inner: String) -> String {
        let nested = object[outer] as? [String: Any]
        return nested?[inner] as? String ?? ""
    }

    func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: path)))
    }
}
