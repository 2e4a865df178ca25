import CodeSource
import Diagnostics
import Foundation
import Lint
import Testing

/// Every rule's examples are its tests: triggering examples must fire exactly at their `↓`
/// markers; wrapped in a comment or a string they must not fire; shifted down a line, the
/// locations must follow; non-triggering examples must stay silent.
struct RuleExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var ruleID: String
        var code: String
        var number: Int
        var testDescription: String { "\(ruleID) #\(number)" }
    }

    static let triggering: [Example] = RuleRegistry.descriptions.flatMap { description in
        description.triggering.enumerated().map { Example(ruleID: description.id, code: $1, number: $0 + 1) }
    }
    static let nonTriggering: [Example] = RuleRegistry.descriptions.flatMap { description in
        description.nonTriggering.enumerated().map { Example(ruleID: description.id, code: $1, number: $0 + 1) }
    }

    /// The code without markers, and the (line, byte column) of each marker.
    static func markers(_ code: String) -> (String, [(Int, Int)]) {
        var clean = ""
        var positions: [(Int, Int)] = []
        var line = 1
        var column = 1
        for character in code {
            if character == "↓" {
                positions.append((line, column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (clean, positions)
    }

    /// An example may hold more files after lines `// file: NAME`; markers go in the first.
    static func files(_ code: String) -> [SourceFile] {
        let parts = code.components(separatedBy: "\n// file: ")
        return [SourceFile(path: "Example.swift", text: parts[0] + "\n")]
            + parts.dropFirst().map { part in
                let name = String(part.prefix { $0 != "\n" })
                return SourceFile(path: name, text: String(part.dropFirst(name.count + 1)))
            }
    }

    static func violations(_ code: String, rule: String, split: Bool = true) -> [Violation] {
        let rules = RuleRegistry.all.filter { type(of: $0).description.id == rule }
        // Opt-in rules are tested too.
        var configuration = LintConfiguration.default
        configuration.disabledRules = []
        let engine = LintEngine(configuration: configuration, rules: rules)
        let sources = split ? files(code) : [SourceFile(path: "Example.swift", text: code)]
        return engine.lint(sources).filter { $0.ruleID == rule && $0.location.path == "Example.swift" }
    }

    @Test func everyRuleHasExamplesAndAUniqueID() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for description in RuleRegistry.descriptions {
            #expect(!description.triggering.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
            #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(description.id) is not kebab-case")
            #expect(description.triggering.allSatisfy { $0.contains("↓") }, "\(description.id) has an example without a marker")
        }
    }

    @Test(arguments: triggering)
    func triggersAtTheMarkers(_ example: Example) {
        let (code, expected) = Self.markers(example.code)
        let found = Self.violations(code, rule: example.ruleID).map { ($0.location.line, $0.location.column) }
        #expect(found.map { "\($0.0):\($0.1)" } == expected.map { "\($0.0):\($0.1)" }, "\(code)")
    }

    @Test(arguments: triggering)
    func shiftedDownALineTheLocationsFollow(_ example: Example) {
        let (code, expected) = Self.markers(example.code)
        let found = Self.violations("\n" + code, rule: example.ruleID).map { "\($0.location.line):\($0.location.column)" }
        #expect(found == expected.map { "\($0.0 + 1):\($0.1)" })
    }

    @Test(arguments: triggering)
    func insideACommentNothingTriggers(_ example: Example) {
        let (code, _) = Self.markers(example.code)
        let commented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        #expect(Self.violations(commented, rule: example.ruleID, split: false).isEmpty)
        #expect(Self.violations("/*\n" + code + "\n*/\n", rule: example.ruleID, split: false).isEmpty)
    }

    @Test(arguments: triggering)
    func insideAStringNothingTriggers(_ example: Example) {
        let (code, _) = Self.markers(example.code)
        let wrapped = "let example = #\"\"\"\n" + code + "\n\"\"\"#\n"
        #expect(Self.violations(wrapped, rule: example.ruleID, split: false).isEmpty)
    }

    @Test(arguments: nonTriggering)
    func staysSilent(_ example: Example) {
        let found = Self.violations(example.code, rule: example.ruleID)
        #expect(found.isEmpty, "\(found.map { "\($0.location.line):\($0.location.column) \($0.message)" })")
    }

    /// A hand-kept list: each rule file must be registered.
    @Test func everyRuleFileIsRegistered() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let folder = url.path + "/Sources/Lint/Rules"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("Rule.swift") && $0 != "Rule.swift" }
        let registered = Set(RuleRegistry.all.map { String(describing: type(of: $0)) + ".swift" })
        #expect(Set(files) == registered)
    }
}

/// `docs/Rules.md` is generated from the rules; it must be current.
struct RulesDocumentTests {
    @Test func rulesDocumentIsCurrent() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let committed = try String(contentsOfFile: url.path + "/docs/Rules.md", encoding: .utf8)
        #expect(committed == RulesDocument.markdown(), "docs/Rules.md is stale: run 'make docs'")
    }
}
