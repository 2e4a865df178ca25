import CodeSource

/// A JSON array of violations, one object each, in a fixed key order.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let items = report.violations.map { violation in
            "  {\"file\": \(Escape.json(violation.location.path)), \"line\": \(violation.location.line), \"column\": \(violation.location.column), \"severity\": \(Escape.json(violation.severity.rawValue)), \"rule\": \(Escape.json(violation.ruleID)), \"message\": \(Escape.json(violation.message))}"
        }
        return items.isEmpty ? "[]\n" : "[\n" + items.joined(separator: ",\n") + "\n]\n"
    }
}
