import Architecture
import Diagnostics
import Foundation
import Support
import YAML

/// Reads `viperc.yml`, the project-wide settings.
struct ConfigDecoder {
    let reader: NodeReader

    static let keys = [
        "name", "convention", "naming", "entry", "output", "references", "knownTypes", "isolation", "imports", "sources", "mocks", "tests",
    ]
    static let namingKeys = [
        "protocols", "types", "baseProtocols", "wireframeWord", "assembler", "properties", "swiftUIView", "baseWireframe",
    ]
    static let roleKeys = ["view", "presenter", "interactor", "interactorOutput", "wireframe", "formatter", "builder"]

    func decode(_ root: YAMLNode?) -> ProjectConfig {
        var config = ProjectConfig()
        config.path = reader.source.path
        guard let root, !root.isNull else { return config }
        guard let pairs = reader.mapping(root, "viperc.yml", keys: Self.keys) else { return config }
        if let node = pairs["name"]?.value { config.name = reader.string(node, "name")?.value }
        if let node = pairs["convention"]?.value, let word = reader.string(node, "convention") {
            let names = Convention.builtIn.map(\.name)
            if word.value.contains("/") || word.value.hasPrefix(".") {
                // A team's convention folder, relative to the folder of viperc.yml.
                let base = PathName.parent(reader.source.path)
                let folder = Self.lexical(word.value.hasPrefix("/") ? word.value : PathName.join(base, word.value))
                if let (convention, loaded) = ConventionFolderDecoder(engine: reader.engine).load(Located(folder, at: word.location)) {
                    config.convention = convention
                    config.conventionFolder = loaded
                    // The convention's isolation, before viperc.yml's own.
                    config.isolation.merge(loaded.isolation) { $1 }
                }
            } else if let convention = Convention.builtIn.first(where: { $0.name == word.value }) {
                config.convention = convention
            } else {
                reader.engine.error(
                    "unknown convention '\(word.value)'; expected one of \(names.map { "'\($0)'" }.joined(separator: ", "))\(Suggestion.didYouMean(word.value, in: names))",
                    at: word.location, id: "invalid-value")
            }
        }
        if let node = pairs["naming"]?.value {
            decodeNaming(node, into: &config.convention)
        }
        if let node = pairs["entry"]?.value { config.entry = reader.string(node, "entry").flatMap { reader.checkedName($0, "a module") } }
        if let node = pairs["output"]?.value { config.output = reader.string(node, "output")?.value }
        if let node = pairs["sources"]?.value, let items = reader.list(node, "sources") {
            config.sources = items.compactMap { reader.string($0, "sources") }
        }
        if let node = pairs["references"]?.value { config.references = decodeReferences(node, reader: reader) }
        if let node = pairs["tests"]?.value {
            if node.scalar != nil {
                config.tests = MocksConfig(output: reader.string(node, "tests"))
            } else if let fields = reader.mapping(node, "tests", keys: ["output", "import", "framework"]) {
                config.tests = MocksConfig(
                    output: fields["output"].flatMap { reader.string($0.value, "tests.output") },
                    testableImport: fields["import"].flatMap { reader.name($0.value, "a module") })
                if let value = fields["framework"]?.value, let framework = reader.choice(value, "tests.framework", as: TestFramework.self) {
                    config.testFramework = framework.value
                }
            }
        }
        if let node = pairs["mocks"]?.value {
            if node.scalar != nil {
                config.mocks = MocksConfig(output: reader.string(node, "mocks"))
            } else if let fields = reader.mapping(node, "mocks", keys: ["output", "import"]) {
                config.mocks = MocksConfig(
                    output: fields["output"].flatMap { reader.string($0.value, "mocks.output") },
                    testableImport: fields["import"].flatMap { reader.name($0.value, "a module") })
            }
        }
        if let node = pairs["knownTypes"]?.value, let items = reader.list(node, "knownTypes") {
            for item in items {
                guard let text = reader.string(item, "knownTypes") else { continue }
                // `Combine.AnyPublisher`: the type, and the module that files using it import.
                let parts = text.value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let type = parts.last ?? text.value
                let located = Located(type, at: reader.locator(for: item)(parts.count == 2 ? parts[0].utf8.count + 1 : 0))
                if parts.count == 2 {
                    guard reader.checkedName(Located(parts[0], at: text.location), "a module") != nil,
                        reader.checkedName(located, "a known type") != nil
                    else { continue }
                    config.knownTypeModules[type] = parts[0]
                } else if reader.checkedName(located, "a known type") == nil {
                    continue
                }
                config.knownTypes.append(located)
            }
        }
        if let node = pairs["imports"]?.value {
            config.imports = reader.names(node, "imports", naming: "a module")
        }
        if let node = pairs["isolation"]?.value, let entries = reader.namedPairs(node, "isolation") {
            for (key, value) in entries {
                guard let role = role(key), role != .interactorOutput else {
                    if key.value == "interactorOutput" {
                        reader.engine.error(
                            "the interactor output is the presenter, so it has the presenter's isolation", at: key.location,
                            id: "invalid-isolation")
                    }
                    continue
                }
                if let isolation = decodeIsolation(value, role: role, key: key.value, reader: reader) {
                    config.isolation[role] = isolation
                }
            }
        }
        return config
    }

    /// `specs/../conventions/ours` as `conventions/ours`: relative to the working folder when
    /// inside it, absolute otherwise.
    static func lexical(_ path: String) -> String {
        let workingFolder = FileBase.folder
        let absolute = PathName.absolute(path, in: workingFolder)
        guard !path.hasPrefix("/"), let relative = PathName.relative(absolute, to: workingFolder) else { return absolute }
        return relative.isEmpty ? "." : relative
    }

    func decodeNaming(_ node: YAMLNode, into convention: inout Convention) {
        guard let pairs = reader.mapping(node, "naming", keys: Self.namingKeys) else { return }
        convention.name += "+custom"
        if let node = pairs["protocols"]?.value {
            for (role, template) in templates(node, "naming.protocols") { convention.protocolNames[role] = template }
        }
        if let node = pairs["types"]?.value {
            for (role, template) in templates(node, "naming.types") where role != .interactorOutput {
                convention.typeNames[role] = template
            }
        }
        if let node = pairs["baseProtocols"]?.value, let entries = reader.namedPairs(node, "naming.baseProtocols") {
            convention.baseProtocols = [:]
            var seen: [String: Located<String>] = [:]
            for (key, value) in entries {
                guard let role = role(key) else { continue }
                guard let name = reader.name(value, "a base protocol") else { continue }
                if KnownTypes.standard.contains(name.value) || ["Any", "Self", "Type", "Protocol"].contains(name.value) {
                    reader.engine.error(
                        "base protocol '\(name.value)' is a Swift name, so viperc cannot declare it; pick a name of your own",
                        at: name.location, id: "name-collision")
                    continue
                }
                if let first = seen[name.value] {
                    reader.engine.error(
                        "base protocol '\(name.value)' is given to two roles and would be declared twice; give each role its own",
                        at: name.location, id: "name-collision",
                        notes: [DiagnosticNote("'\(name.value)' first given here", at: first.location)])
                    continue
                }
                seen[name.value] = name
                convention.baseProtocols[role] = name.value
            }
        }
        if let node = pairs["wireframeWord"]?.value, let word = reader.name(node, "the wireframe role") {
            convention.wireframeWord = word.value
        }
        if let node = pairs["properties"]?.value {
            decodePropertyNames(node, into: &convention)
        }
        if let node = pairs["swiftUIView"]?.value, let template = reader.string(node, "naming.swiftUIView") {
            if let problem = SwiftName.problem(with: template.value.replacingModule(with: "Module")) {
                reader.engine.error("\(problem) once '{Module}' is filled in", at: template.location, id: "invalid-name")
            } else {
                convention.swiftUIViewTypeName = template.value
            }
        }
        if let node = pairs["baseWireframe"]?.value, let word = reader.string(node, "naming.baseWireframe") {
            if word.value == "none" {
                convention.baseWireframe = nil
            } else if let name = reader.checkedName(word, "a base wireframe") {
                convention.baseWireframe = name.value
            }
        }
        if let node = pairs["assembler"]?.value, let word = reader.string(node, "assembler") {
            switch word.value {
            case "wireframe", "router": convention.assembler = .router
            case "builder": convention.assembler = .builder
            default:
                reader.engine.error(
                    "'\(word.value)' cannot assemble a module; expected 'wireframe' or 'builder'", at: word.location, id: "invalid-value")
            }
        }
    }

    /// `properties: { view.presenter: eventHandler }`: the stored property a holder gives a
    /// reference, when it is not the target's role name.
    func decodePropertyNames(_ node: YAMLNode, into convention: inout Convention) {
        guard let entries = reader.namedPairs(node, "naming.properties") else { return }
        // Given, the mapping replaces the convention's names, as `baseProtocols` does.
        convention.propertyNames = [:]
        for (key, value) in entries {
            let parts = key.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let holder = Role(referenceName: parts[0]), let target = Role(referenceName: parts[1]) else {
                reader.engine.error(
                    "'\(key.value)' must be a reference written 'holder.target', as in 'view.presenter'", at: key.location,
                    id: "invalid-reference")
                continue
            }
            guard let name = reader.name(value, "a stored property") else { continue }
            convention.propertyNames[ReferenceKey(holder, target)] = name.value
        }
    }

    func role(_ key: Located<String>) -> Role? {
        guard Self.roleKeys.contains(key.value), let role = Role(specKey: key.value) else {
            reader.engine.error(
                "unknown role '\(key.value)'\(Suggestion.didYouMean(key.value, in: Self.roleKeys))", at: key.location, id: "unknown-key")
            return nil
        }
        return role
    }

    func templates(_ node: YAMLNode, _ what: String) -> [(Role, String)] {
        guard let entries = reader.namedPairs(node, what) else { return [] }
        var result: [(Role, String)] = []
        for (key, value) in entries {
            guard let role = role(key), let template = reader.string(value, "\(what).\(key.value)") else { continue }
            guard template.value.contains("{Module}") else {
                reader.engine.error(
                    "name template '\(template.value)' must contain '{Module}'", at: template.location, id: "invalid-name")
                continue
            }
            if let problem = SwiftName.problem(with: template.value.replacingModule(with: "Module")) {
                reader.engine.error("\(problem) once '{Module}' is filled in", at: template.location, id: "invalid-name")
                continue
            }
            result.append((role, template.value))
        }
        return result
    }
}
