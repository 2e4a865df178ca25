import CodeSource

/// What code-scanning tools show beside a rule: tags to filter by, and how often its findings
/// are right. Kept here rather than in each rule because only the machine-readable reporters
/// use it; a rule missing from the tables gets the general tags and `high`.
enum RuleMetadata {
    /// SARIF `properties.tags`: `viper` for the architecture rules, then what the rule is about.
    static func tags(_ id: String) -> [String] {
        if let own = ownTags[id] { return ["viperc"] + own }
        if id.hasPrefix("drift-") { return ["viper", "architecture", "drift"] }
        return ["viper", "architecture"] + (topics[id] ?? [])
    }

    /// SARIF `properties.precision` (`very-high`, `high`, `medium`, `low`), from the rule's
    /// precision on the hand-labelled real apps of `make realapps` (docs/Lint.md): 1.000 over
    /// at least five findings is very high; rules with no labelled finding stay high.
    static func precision(_ id: String) -> String {
        if ownTags[id] != nil { return "very-high" }
        return precisions[id] ?? "high"
    }

    static let topics: [String: [String]] = [
        "view-uses-service": ["layering"],
        "presenter-imports-ui": ["layering"],
        "interactor-imports-ui": ["layering"],
        "presenter-strong-view": ["memory", "retain-cycle"],
        "interactor-strong-output": ["memory", "retain-cycle"],
        "router-strong-view": ["memory", "retain-cycle"],
        "view-weak-presenter": ["memory", "lifetime"],
        "view-references-interactor": ["layering"],
        "view-references-router": ["layering", "navigation"],
        "interactor-references-view": ["layering"],
        "interactor-references-router": ["layering", "navigation"],
        "cross-module-reach-in": ["modularity"],
        "view-navigates": ["navigation"],
        "presenter-assembles-module": ["navigation", "assembly"],
        "direct-view-instantiation": ["navigation", "assembly"],
    ]

    static let precisions: [String: String] = [
        "view-uses-service": "very-high",
        "presenter-imports-ui": "high",
        "interactor-imports-ui": "very-high",
        "presenter-strong-view": "very-high",
        "interactor-strong-output": "very-high",
        "view-references-router": "very-high",
        "cross-module-reach-in": "very-high",
        "view-navigates": "very-high",
        "presenter-assembles-module": "medium",
        "direct-view-instantiation": "medium",
    ]

    static let ownTags: [String: [String]] = [
        "invalid-file": ["input"],
        "invalid-swift": ["input"],
        "unreadable-file": ["input"],
        "symlink-loop": ["input"],
        "invalid-suppression": ["suppression"],
        "unused-suppression": ["suppression"],
    ]
}
