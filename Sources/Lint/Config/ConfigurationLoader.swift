import Architecture
import CodeSource
import Diagnostics
import SpecParser
import Support
import YAML

/// Reads `.viperc.yml`, reporting every problem at its line with "did you mean".
///
/// ```yaml
/// rules:
///   view-uses-service: off            # or: { severity: error }
///   presenter-strong-view: { severity: error }
/// roles:
///   view: ["*ViewController", "*Screen"]
/// serviceModules: [Alamofire, MyNetworking]     # replaces the default list
/// extraServiceModules: [MyNetworking]           # adds to it
/// serviceTypes: ["*Service", "URLSession"]
/// serviceSingletons: ["*Manager", "*API"]      # `X.shared` a view must not use
/// include: ["Sources/**"]
/// exclude: ["**/Generated/**"]
/// testCode: ["**/Tests/**", "**/*Tests.swift"]   # replaces the default test globs
/// ```
public enum ConfigurationLoader {
    static let keys = [
        "rules", "roles", "serviceModules", "extraServiceModules", "serviceTypes", "serviceSingletons", "uiModules", "uiTypes", "include",
        "exclude", "testCode",
    ]

    public static func load(_ source: SourceFile, engine: DiagnosticEngine) -> LintConfiguration {
        load(source, onto: LintConfiguration(), engine: engine)
    }

    /// Reads a configuration as a refinement of `base`: keys it sets replace or extend
    /// `base`'s (rules one by one, `exclude` and `extraServiceModules` added to), the rest is
    /// kept.
    /// - Parameter folder: for a nested `.viperc.yml`, its folder relative to the project root;
    ///   its globs are relative to that folder, and it may not set `roles:`, which the
    ///   architecture model reads once for the whole project.
    public static func load(
        _ source: SourceFile, onto base: LintConfiguration, folder: String? = nil, engine: DiagnosticEngine
    ) -> LintConfiguration {
        var configuration = base
        let parsed = YAMLParser.parse(source)
        engine.emit(contentsOf: parsed.diagnostics)
        guard let root = parsed.root, !root.isNull else { return configuration }
        let reader = NodeReader(source: source, engine: engine)
        guard let pairs = reader.mapping(root, ".viperc.yml", keys: keys) else { return configuration }
        if let node = pairs["rules"]?.value {
            readRules(node, reader: reader, into: &configuration)
        }
        if let folder, let key = pairs["roles"]?.key {
            engine.error(
                "'roles' can only be set in the configuration at the project root or given with '--config', not in '\(folder)'; the architecture model is recovered once for the whole project",
                at: key.location, id: "invalid-value")
        } else if let node = pairs["roles"]?.value, let entries = reader.namedPairs(node, "roles") {
            var patterns: [RolePattern] = configuration.rolePatterns
            for (key, value) in entries {
                guard let role = Role(rawValue: key.value) else {
                    engine.error(
                        "unknown role '\(key.value)'\(Suggestion.didYouMean(key.value, in: Role.allCases.map(\.rawValue)))",
                        at: key.location, id: "unknown-key")
                    continue
                }
                let list = strings(value, "roles.\(key.value)", reader: reader)
                // A role's list replaces that role's implementation patterns.
                patterns.removeAll { $0.role == role && !$0.isInterface }
                patterns += list.map { RolePattern($0, role) }
            }
            configuration.rolePatterns = patterns
        }
        if let node = pairs["serviceModules"]?.value {
            configuration.serviceModules = Set(strings(node, "serviceModules", reader: reader))
        }
        if let node = pairs["extraServiceModules"]?.value {
            configuration.serviceModules.formUnion(strings(node, "extraServiceModules", reader: reader))
        }
        if let node = pairs["serviceSingletons"]?.value {
            configuration.serviceSingletons = strings(node, "serviceSingletons", reader: reader).map(NamePattern.init)
        }
        if let node = pairs["serviceTypes"]?.value {
            configuration.serviceTypes = strings(node, "serviceTypes", reader: reader).map(NamePattern.init)
        }
        if let node = pairs["uiModules"]?.value {
            configuration.uiModules = Set(strings(node, "uiModules", reader: reader))
        }
        if let node = pairs["uiTypes"]?.value {
            configuration.uiTypes = strings(node, "uiTypes", reader: reader).map(NamePattern.init)
        }
        // Globs are stored relative to the project root: a nested file's are prefixed with its folder.
        let prefix = folder.map { $0.isEmpty || $0 == "." ? "" : $0 + "/" } ?? ""
        if let node = pairs["include"]?.value { configuration.include = strings(node, "include", reader: reader).map { prefix + $0 } }
        if let node = pairs["exclude"]?.value { configuration.exclude += strings(node, "exclude", reader: reader).map { prefix + $0 } }
        // What counts as test code is one answer for the project, as the roles are: an app whose
        // own files are named `Mock…` (a mock generator) replaces the defaults at its root.
        if let folder, let key = pairs["testCode"]?.key {
            engine.error(
                "'testCode' can only be set in the configuration at the project root or given with '--config', not in '\(folder)'; use 'exclude' here",
                at: key.location, id: "invalid-value")
        } else if let node = pairs["testCode"]?.value {
            configuration.testCode = strings(node, "testCode", reader: reader)
        }
        return configuration
    }

    static func strings(_ node: YAMLNode, _ what: String, reader: NodeReader) -> [String] {
        guard let items = reader.list(node, what) else { return [] }
        return items.compactMap { reader.string($0, what)?.value }
    }

    static func readRules(_ node: YAMLNode, reader: NodeReader, into configuration: inout LintConfiguration) {
        guard let entries = reader.namedPairs(node, "rules") else { return }
        let ids = RuleRegistry.ids + DriftCheck.ids
        for (key, value) in entries {
            guard ids.contains(key.value) else {
                reader.engine.error(
                    "unknown rule '\(key.value)'\(Suggestion.didYouMean(key.value, in: ids))", at: key.location, id: "unknown-rule")
                continue
            }
            if let word = value.scalar, value.mapping == nil {
                switch word {
                case "off", "false", "disabled": configuration.disabledRules.insert(key.value)
                case "on", "true", "enabled": configuration.disabledRules.remove(key.value)
                case "error", "warning":
                    // A severity turns the rule on too, so that a later file can undo an earlier 'off'.
                    configuration.disabledRules.remove(key.value)
                    configuration.severities[key.value] = word == "error" ? .error : .warning
                default:
                    reader.engine.error(
                        "'\(word)' is not a rule setting; write 'off', 'on', 'error', 'warning' or '{ severity: error }'",
                        at: value.location, id: "invalid-value")
                }
                continue
            }
            guard let fields = reader.mapping(value, "rules.\(key.value)", keys: ["enabled", "severity"]) else { continue }
            if let enabled = fields["enabled"]?.value.scalar {
                if ["false", "off", "no"].contains(enabled) {
                    configuration.disabledRules.insert(key.value)
                } else if !["true", "on", "yes"].contains(enabled) {
                    reader.engine.error("'enabled' must be true or false", at: fields["enabled"]!.value.location, id: "invalid-value")
                }
            }
            if let node = fields["severity"]?.value, let word = reader.string(node, "severity") {
                switch word.value {
                case "error": configuration.severities[key.value] = .error
                case "warning": configuration.severities[key.value] = .warning
                default:
                    reader.engine.error(
                        "'\(word.value)' is not a severity; expected 'error' or 'warning'\(Suggestion.didYouMean(word.value, in: ["error", "warning"]))",
                        at: word.location, id: "invalid-value")
                }
            }
        }
    }
}
