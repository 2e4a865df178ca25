import CodeSource
import Foundation
import Support

/// The Code Climate issue format that GitLab's code quality report reads: a JSON array of
/// issues, each with a description, check name, fingerprint, severity and a path relative to
/// the project root (the working folder while lint runs) with its first line.
public struct CodeClimateReporter: Reporter {
    /// The absolute folder paths are made relative to.
    public var base: String

    public init(base: String = FileBase.folder) {
        self.base = base
    }

    public func render(_ report: LintReport) -> String {
        var occurrences: [String: Int] = [:]
        let issues = report.violations.map { violation -> JSONValue in
            let path = ReportPath.relative(violation.location.path, to: base).flatMap { $0.isEmpty ? nil : $0 } ?? violation.location.path
            let key = path + "\u{0}" + BaselineEntry.fingerprint(violation)
            occurrences[key, default: 0] += 1
            return .object([
                ("type", "issue"),
                ("check_name", .string(violation.ruleID)),
                ("description", .string(violation.message)),
                ("categories", .array([.string(Self.category(violation.ruleID))])),
                ("severity", .string(Self.severity(violation))),
                ("fingerprint", .string(Self.hash(key + "\u{0}\(occurrences[key]!)"))),
                (
                    "location",
                    .object([
                        ("path", .string(path)),
                        ("lines", .object([("begin", .int(violation.location.line)), ("end", .int(violation.location.line))])),
                    ])
                ),
            ])
        }
        return JSONValue.array(issues).rendered() + "\n"
    }

    /// Code Climate severities: `info`, `minor`, `major`, `critical`, `blocker`.
    static func severity(_ violation: Violation) -> String {
        switch violation.severity {
        case .error: return "major"
        case .warning: return "minor"
        default: return "info"
        }
    }

    /// Retain cycles and lost presenters are bugs waiting to happen; the rest is structure.
    static func category(_ id: String) -> String {
        RuleMetadata.tags(id).contains("memory") ? "Bug Risk" : "Clarity"
    }

    /// FNV-1a, 64 bits, twice with different seeds: 32 hex digits, like the MD5 sums other
    /// tools put here, stable across runs and machines.
    static func hash(_ text: String) -> String {
        func fnv(_ seed: UInt64) -> String {
            var hash = seed
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            return String(hash, radix: 16).leftPadded(16)
        }
        return fnv(0xcbf2_9ce4_8422_2325) + fnv(0x8422_2325_cbf2_9ce4)
    }
}
