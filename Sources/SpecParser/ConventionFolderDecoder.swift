import Architecture
import Diagnostics
import Foundation
import Support
import YAML

/// Reads a convention folder's `convention.yml` and its templates.
struct ConventionFolderDecoder {
    let engine: DiagnosticEngine

    static let keys = ["extends", "naming", "references", "isolation", "roles", "skeletons", "files", "generated", "tests", "transitions"]
    static let skeletonRoles = ["view", "presenter", "interactor", "wireframe", "router", "formatter", "builder"]

    /// The convention the folder describes, or nil (with errors) when it cannot be read.
    func load(_ folder: Located<String>) -> (Convention, ConventionFolder)? {
        let manifest = PathName.join(folder.value, ConventionFolder.manifestName)
        guard FileManager.default.fileExists(atPath: FileBase.path(manifest)) else {
            engine.error(
                "convention folder '\(folder.value)' has no '\(ConventionFolder.manifestName)'; 'viperc convention export infinum \(folder.value)' writes one to start from",
                at: folder.location, id: "missing-path")
            return nil
        }
        guard let source = SpecLoader.read(manifest, engine: engine) else { return nil }
        let parsed = YAMLParser.parse(source)
        engine.emit(contentsOf: parsed.diagnostics)
        guard parsed.diagnostics.allSatisfy({ $0.severity != .error }) else { return nil }
        let reader = NodeReader(source: source, engine: engine)
        var convention = Convention.infinum
        var result = ConventionFolder(path: folder.value)
        guard let root = parsed.root, !root.isNull else {
            return (renamed(convention, folder: folder.value), result)
        }
        guard let pairs = reader.mapping(root, ConventionFolder.manifestName, keys: Self.keys) else { return nil }
        if let node = pairs["extends"]?.value, let word = reader.string(node, "extends") {
            let names = Convention.builtIn.map(\.name)
            if let base = Convention.builtIn.first(where: { $0.name == word.value }) {
                convention = base
            } else {
                engine.error(
                    "unknown convention '\(word.value)' to extend; expected one of \(names.map { "'\($0)'" }.joined(separator: ", "))\(Suggestion.didYouMean(word.value, in: names))",
                    at: word.location, id: "invalid-value")
            }
        }
        let config = ConfigDecoder(reader: reader)
        if let node = pairs["naming"]?.value { config.decodeNaming(node, into: &convention) }
        if let node = pairs["references"]?.value {
            for reference in decodeReferences(node, reader: reader) {
                convention.defaultReferences[reference.key] = reference.ownership
            }
        }
        if let node = pairs["isolation"]?.value, let entries = reader.namedPairs(node, "isolation") {
            for (key, value) in entries {
                guard let role = config.role(key), role != .interactorOutput,
                    let isolation = decodeIsolation(value, role: role, key: key.value, reader: reader)
                else { continue }
                result.isolation[role] = isolation
            }
        }
        if let node = pairs["skeletons"]?.value, let entries = reader.namedPairs(node, "skeletons") {
            for (key, value) in entries {
                guard Self.skeletonRoles.contains(key.value), let role = Role(specKey: key.value) else {
                    engine.error(
                        "unknown role '\(key.value)' in 'skeletons'\(Suggestion.didYouMean(key.value, in: Self.skeletonRoles))",
                        at: key.location, id: "unknown-key")
                    continue
                }
                guard let path = reader.string(value, "skeletons.\(key.value)"),
                    let use = template(path, folder: folder.value, target: .skeleton(role))
                else { continue }
                result.templates.append(use)
            }
        }
        if let node = pairs["roles"]?.value { result.roles = decodeRoles(node, reader: reader) }
        let kinds = GeneratedKind.allCases.map(\.rawValue)
        decodeTemplates(pairs["generated"]?.value, "generated", folder: folder.value, reader: reader, into: &result) { key in
            GeneratedKind(rawValue: key.value).map { .success(.generated($0)) }
                ?? .failure("unknown generated file '\(key.value)' in 'generated'\(Suggestion.didYouMean(key.value, in: kinds))")
        }
        decodeTemplates(pairs["tests"]?.value, "tests", folder: folder.value, reader: reader, into: &result) { key in
            guard key.value == "presenter" || key.value == "interactor", let role = Role(specKey: key.value) else {
                return .failure(
                    "viperc writes tests for the 'presenter' and the 'interactor', not '\(key.value)'\(Suggestion.didYouMean(key.value, in: ["presenter", "interactor"]))"
                )
            }
            return .success(.test(role))
        }
        // A custom transition is the team's own code already, and a tab is no route method.
        let transitions = Transition.allCases.filter { $0 != .custom }
        let names = transitions.map(\.rawValue)
        decodeTemplates(pairs["transitions"]?.value, "transitions", folder: folder.value, reader: reader, into: &result) { key in
            transitions.first { $0.rawValue == key.value }.map { .success(.transition($0)) }
                ?? .failure(
                    "unknown transition '\(key.value)' in 'transitions'; expected one of \(names.map { "'\($0)'" }.joined(separator: ", "))\(Suggestion.didYouMean(key.value, in: names))"
                )
        }
        if let node = pairs["files"]?.value, let items = reader.list(node, "files") {
            for item in items {
                guard let fields = reader.mapping(item, "files", keys: ["template", "name", "write"]) else { continue }
                guard let templateNode = fields["template"]?.value, let nameNode = fields["name"]?.value else {
                    engine.error("each of 'files' needs 'template:' and 'name:'", at: item.location, id: "missing-key")
                    continue
                }
                var once = true
                if let node = fields["write"]?.value, let word = reader.string(node, "files.write") {
                    switch word.value {
                    case "once": once = true
                    case "always": once = false
                    default:
                        engine.error(
                            "'write' is 'once' (a skeleton, the team's afterwards) or 'always' (regenerated on every build), not '\(word.value)'",
                            at: word.location, id: "invalid-value")
                    }
                }
                guard let path = reader.string(templateNode, "files.template"), let name = reader.string(nameNode, "files.name"),
                    let use = template(path, folder: folder.value, target: .moduleFile(name: name, once: once))
                else { continue }
                result.templates.append(use)
            }
        }
        return (renamed(convention, folder: folder.value), result)
    }

    /// Why a key of a template section is wrong, as its message.
    struct KeyProblem: Error, ExpressibleByStringInterpolation {
        var message: String
        init(stringLiteral value: String) { message = value }
    }

    /// A section that maps keys to template paths (`generated:`, `tests:`, `transitions:`);
    /// `target` says what a key's template writes, or why the key is wrong.
    func decodeTemplates(
        _ node: YAMLNode?, _ section: String, folder: String, reader: NodeReader, into result: inout ConventionFolder,
        target: (Located<String>) -> Result<TemplateUse.Target, KeyProblem>
    ) {
        guard let node, let entries = reader.namedPairs(node, section) else { return }
        for (key, value) in entries {
            switch target(key) {
            case .failure(let problem):
                engine.error(problem.message, at: key.location, id: "unknown-key")
            case .success(let target):
                guard let path = reader.string(value, "\(section).\(key.value)"),
                    let use = template(path, folder: folder, target: target)
                else { continue }
                result.templates.append(use)
            }
        }
    }

    /// `roles:`: each component a module may have, `required` or `optional`.
    func decodeRoles(_ node: YAMLNode, reader: NodeReader) -> Located<[Role: Bool]>? {
        guard let entries = reader.namedPairs(node, "roles") else { return nil }
        var roles: [Role: Bool] = [:]
        for (key, value) in entries {
            guard Self.skeletonRoles.contains(key.value), let role = Role(specKey: key.value) else {
                engine.error(
                    "unknown role '\(key.value)' in 'roles'\(Suggestion.didYouMean(key.value, in: Self.skeletonRoles))", at: key.location,
                    id: "unknown-key")
                continue
            }
            guard let word = reader.string(value, "roles.\(key.value)") else { continue }
            switch word.value {
            case "required": roles[role] = true
            case "optional": roles[role] = false
            default:
                engine.error(
                    "a role is 'required' (every module has it) or 'optional', not '\(word.value)'\(Suggestion.didYouMean(word.value, in: ["required", "optional"]))",
                    at: word.location, id: "invalid-value")
            }
        }
        return Located(roles, at: node.location)
    }

    /// The convention keeps the folder's name, so messages say whose it is.
    func renamed(_ convention: Convention, folder: String) -> Convention {
        var convention = convention
        convention.name = PathName.lastComponent(folder)
        return convention
    }

    /// A template file named in the manifest, read if it is inside the folder.
    func template(_ path: Located<String>, folder: String, target: TemplateUse.Target) -> TemplateUse? {
        let components = path.value.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.value.isEmpty, !path.value.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0.isEmpty }) else {
            engine.error(
                "template path '\(path.value)' must be relative to the convention folder and stay inside it", at: path.location,
                id: "invalid-path")
            return nil
        }
        let full = PathName.join(folder, path.value)
        if let real = FileReader.realPath(full), let root = FileReader.realPath(folder), !real.hasPrefix(root + "/") {
            engine.error(
                "template '\(path.value)' leads outside the convention folder through a symbolic link", at: path.location,
                id: "symlink-outside")
            return nil
        }
        switch FileReader.read(full, maximumSize: 256 * 1024) {
        case .success(let bytes):
            let file = SourceFile(path: full, bytes: bytes)
            if let offset = file.firstNULByte() ?? file.firstInvalidUTF8Byte() {
                engine.error("template is not UTF-8 text", at: file.location(ofByte: offset), id: "binary-file")
                return nil
            }
            return TemplateUse(target: target, path: full, text: String(decoding: bytes, as: UTF8.self), location: path.location)
        case .failure(let failure):
            engine.error("cannot read template '\(path.value)': \(failure.message)", at: path.location, id: "unreadable-file")
            return nil
        }
    }
}
