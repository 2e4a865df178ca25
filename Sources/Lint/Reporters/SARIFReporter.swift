import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the rules as reporting
/// descriptors, results with physical locations relative to the repository root.
public struct SARIFReporter: Reporter {
    public init() {}

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public func render(_ report: LintReport) -> String {
        var ids = report.rules.map(\.id)
        // The linter's own findings get descriptors too, so every result has a ruleIndex.
        let own = Set(report.violations.map(\.ruleID)).subtracting(ids).sorted()
        ids += own
        let rules =
            report.rules.map { rule in
                """
                          {
                            "id": \(Escape.json(rule.id)),
                            "name": \(Escape.json(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
                            "shortDescription": { "text": \(Escape.json(rule.summary)) },
                            "fullDescription": { "text": \(Escape.json(rule.rationale)) },
                            "help": { "text": \(Escape.json(rule.rationale)) },
                            "defaultConfiguration": { "level": \(Escape.json(Self.level(rule.severity.rawValue)))\(rule.isOptIn ? ", \"enabled\": false" : "") }
                          }
                """
            }
            + own.map { id in
                """
                          {
                            "id": \(Escape.json(id)),
                            "shortDescription": { "text": \(Escape.json("viperc could not lint part of a file as written (\(id)).")) },
                            "defaultConfiguration": { "level": "warning" }
                          }
                """
            }
        let results = report.violations.map { violation in
            """
                  {
                    "ruleId": \(Escape.json(violation.ruleID)),
                    "ruleIndex": \(ids.firstIndex(of: violation.ruleID) ?? 0),
                    "level": \(Escape.json(Self.level(violation.severity.rawValue))),
                    "message": { "text": \(Escape.json(violation.message)) },
                    "locations": [
                      {
                        "physicalLocation": {
                          "artifactLocation": { "uri": \(Escape.json(Self.uri(violation.location.path))), "uriBaseId": "%SRCROOT%" },
                          "region": { "startLine": \(violation.location.line), "startColumn": \(violation.utf16Column) }
                        }
                      }
                    ],
                    "partialFingerprints": { "vipercLine/v1": \(Escape.json(BaselineEntry.fingerprint(violation))) }
                  }
            """
        }
        return """
            {
              "$schema": "\(Self.schema)",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "viperc",
                      "semanticVersion": "0.1.0",
                      "rules": [
            \(rules.joined(separator: ",\n"))
                      ]
                    }
                  },
                  "columnKind": "utf16CodeUnits",
                  "results": [
            \(results.joined(separator: ",\n"))
                  ]
                }
              ]
            }

            """
    }

    static func level(_ severity: String) -> String {
        switch severity {
        case "error": return "error"
        case "warning": return "warning"
        default: return "note"
        }
    }

    /// A relative URI with `/` separators and spaces and other reserved characters escaped.
    static func uri(_ path: String) -> String {
        var trimmed = path
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        var result = ""
        for byte in trimmed.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return result
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
