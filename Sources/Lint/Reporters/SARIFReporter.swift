import CodeSource
import Foundation
import Support

/// SARIF 2.1.0, valid against the OASIS schema and shaped the way GitHub code scanning reads it:
/// one run; every rule and every check of viperc's own as a reporting descriptor with its help
/// and examples; results whose URIs are relative to `%SRCROOT%`, the project root, with
/// a fingerprint that survives code moving up or down.
public struct SARIFReporter: Reporter {
    /// The absolute folder relative URIs start from: the project root, which is the working
    /// folder while lint runs.
    public var base: String

    public init(base: String = FileBase.folder) {
        self.base = base
    }

    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let baseID = "%SRCROOT%"

    public func render(_ report: LintReport) -> String {
        let descriptors = report.rules + OwnChecks.descriptions.filter { own in !report.rules.contains { $0.id == own.id } }
        var ids = descriptors.map(\.id)
        // An id neither list knows (a future check) still gets a descriptor, so every result has a ruleIndex.
        ids += Set(report.violations.map(\.ruleID)).subtracting(ids).sorted()
        let rules = ids.enumerated().map { index, id in
            index < descriptors.count ? Self.descriptor(descriptors[index]) : Self.descriptor(id)
        }
        var occurrences: [String: Int] = [:]
        let results = report.violations.map { violation -> JSONValue in
            let location = artifactLocation(violation.location.path)
            let hash = BaselineEntry.fingerprint(violation)
            let key = location.key + "\u{0}" + hash
            occurrences[key, default: 0] += 1
            var region: [(String, JSONValue)] = [
                ("startLine", .int(violation.location.line)), ("startColumn", .int(violation.utf16Column)),
            ]
            if let end = violation.utf16EndColumn {
                region += [("endLine", .int(violation.location.line)), ("endColumn", .int(end))]
            }
            return .object([
                ("ruleId", .string(violation.ruleID)),
                ("ruleIndex", .int(ids.firstIndex(of: violation.ruleID) ?? 0)),
                ("level", .string(Self.level(violation.severity.rawValue))),
                ("message", .object([("text", .string(violation.message))])),
                (
                    "locations",
                    .array([
                        .object([("physicalLocation", .object([("artifactLocation", location.json), ("region", .object(region))]))])
                    ])
                ),
                ("partialFingerprints", .object([("primaryLocationLineHash", .string("\(hash):\(occurrences[key]!)"))])),
            ])
        }
        let log: JSONValue = .object([
            ("$schema", .string(Self.schema)),
            ("version", "2.1.0"),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", "viperc"), ("semanticVersion", .string(Version.current)), ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        (
                            "originalUriBaseIds",
                            .object([
                                (
                                    Self.baseID,
                                    .object([
                                        (
                                            "description",
                                            .object([
                                                (
                                                    "text",
                                                    "The project root: the nearest folder above the linted paths that holds .git, else Package.swift, else .viperc.yml. Its absolute path is left out so that the report is the same on every machine."
                                                )
                                            ])
                                        )
                                    ])
                                )
                            ])
                        ),
                        ("columnKind", "utf16CodeUnits"),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
        return log.rendered() + "\n"
    }

    /// A relative URI under `%SRCROOT%` for files inside the base folder, an absolute `file:`
    /// URI for the others.
    func artifactLocation(_ path: String) -> (json: JSONValue, key: String) {
        if let relative = ReportPath.relative(path, to: base), !relative.isEmpty {
            let uri = ReportPath.uriEncoded(relative)
            return (.object([("uri", .string(uri)), ("uriBaseId", .string(Self.baseID))]), uri)
        }
        let uri = ReportPath.fileURI(path.hasPrefix("/") ? path : base + "/" + path)
        return (.object([("uri", .string(uri))]), uri)
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        var configuration: [(String, JSONValue)] = [("level", .string(level(rule.severity.rawValue)))]
        if rule.isOptIn { configuration.append(("enabled", false)) }
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(helpText(rule))), ("markdown", .string(helpMarkdown(rule)))])),
            ("defaultConfiguration", .object(configuration)),
            (
                "properties",
                .object([
                    ("tags", .array(RuleMetadata.tags(rule.id).map { .string($0) })),
                    ("precision", .string(RuleMetadata.precision(rule.id))),
                ])
            ),
        ])
    }

    static func descriptor(_ id: String) -> JSONValue {
        descriptor(
            RuleDescription(
                id: id, name: id, summary: "viperc could not check part of the code as written (\(id)).",
                rationale: "viperc could not check part of the code as written (\(id)).", severity: .warning, triggering: [],
                nonTriggering: []))
    }

    /// Plain text: the summary, the rationale and the examples, indented.
    static func helpText(_ rule: RuleDescription) -> String {
        var parts = [rule.summary, rule.rationale]
        if !rule.triggering.isEmpty {
            parts.append("Triggers (↓ marks where viperc reports):\n\n" + rule.triggering.map(indented).joined(separator: "\n\n"))
        }
        if !rule.nonTriggering.isEmpty {
            parts.append("Does not trigger:\n\n" + rule.nonTriggering.map(indented).joined(separator: "\n\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    /// Markdown: the name and summary, the rationale, and the examples as Swift code blocks.
    static func helpMarkdown(_ rule: RuleDescription) -> String {
        var parts = ["**\(rule.name).** \(rule.summary)", rule.rationale]
        if !rule.triggering.isEmpty {
            parts.append("Triggers (`↓` marks where viperc reports):")
            parts += rule.triggering.map(codeBlock)
        }
        if !rule.nonTriggering.isEmpty {
            parts.append("Does not trigger:")
            parts += rule.nonTriggering.map(codeBlock)
        }
        return parts.joined(separator: "\n\n")
    }

    static func indented(_ code: String) -> String {
        code.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }

    /// A fenced block whose fence is longer than any run of backticks in the code.
    static func codeBlock(_ code: String) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "swift\n" + code.trimmingTrailingNewlines + "\n" + fence
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: String) -> String {
        switch severity {
        case "error": return "error"
        case "warning": return "warning"
        default: return "note"
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
