import Foundation
import TestSupport
import Testing

/// End-to-end runs of `viperc graph` on the fixture app: every format against its golden, JSON
/// that parses, and the same model from another working folder.
struct GraphCommandTests {
    static let formats = ["text", "json", "mermaid", "dot"]

    func viperc(_ arguments: [String], in folder: String = Golden.packageRoot) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    @Test(arguments: formats)
    func formatMatchesGolden(_ format: String) throws {
        let result = try viperc(["graph", "Tests/Fixtures/LintApp", "--format", format])
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        if let difference = Golden.compare(result.stdout, with: Golden.fixtures + "/graph-golden/\(format).txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func jsonParsesAndNamesTheModules() throws {
        let result = try viperc(["graph", "Tests/Fixtures/LintApp", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let apps = try #require(object?["apps"] as? [[String: Any]])
        let modules = (apps.first?["modules"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(modules == ["Details", "Home", "Login"])
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let result = try viperc(["graph", "Tests/Fixtures/LintApp", "--format", "svg"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown format 'svg'"))
    }

    /// Modules and their components by role, from `graph --format json`.
    func components(_ json: String) throws -> [String: [String: [String]]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        var result: [String: [String: [String]]] = [:]
        for app in object?["apps"] as? [[String: Any]] ?? [] {
            for module in app["modules"] as? [[String: Any]] ?? [] {
                let name = try #require(module["name"] as? String)
                for component in module["components"] as? [[String: Any]] ?? [] {
                    result[name, default: [:]][component["role"] as! String, default: []].append(component["name"] as! String)
                }
            }
        }
        return result
    }

    /// One model, two sources: the model of the example specs and the model recovered from the
    /// skeletons viperc writes for them name the same modules and components.
    @Test func specsAndTheirSkeletonsGiveTheSameModules() throws {
        let folder = try Golden.temporaryFolder()
        let build = try viperc(["build", "specs", "--output", folder, "--skeletons", "--quiet"])
        #expect(build.status == 0, Comment(rawValue: build.stderr))
        for project in ["tvshows", "articles", "posts"] {
            let fromSpecs = try viperc(["graph", "--source", "spec", "--spec", "specs/\(project)", "--format", "json"])
            let fromCode = try viperc(["graph", folder + "/" + project, "--format", "json"])
            #expect(fromSpecs.status == 0 && fromCode.status == 0, Comment(rawValue: fromSpecs.stderr + fromCode.stderr))
            let specs = try components(fromSpecs.stdout)
            let code = try components(fromCode.stdout)
            #expect(code.mapValues { $0.mapValues { $0.sorted() } } == specs.mapValues { $0.mapValues { $0.sorted() } }, "\(project)")
        }
    }
}
