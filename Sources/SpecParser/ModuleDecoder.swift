import Architecture
import Diagnostics
import Foundation
import Support
import YAML

/// Turns the YAML of one `*.viper.yaml` file into a `ModuleSpec`, reporting every problem.
struct ModuleDecoder {
    let reader: NodeReader
    let displayPath: String

    static let topKeys = [
        "module", "doc", "group", "view", "presenter", "interactor", "wireframe", "router",
        "formatter", "builder", "delegate", "parameters", "routes", "references", "entities", "imports", "tabs", "assembler",
        "namespace",
    ]
    static let componentKeys = ["doc", "methods", "properties", "isolation", "protocol"]

    var engine: DiagnosticEngine { reader.engine }

    func decode(_ root: YAMLNode) -> ModuleSpec? {
        guard let pairs = reader.mapping(root, "module spec", keys: Self.topKeys) else { return nil }
        let fileStart = SourceLocation(path: reader.source.path, line: 1, column: 1)
        guard let nameNode = reader.required(pairs, "module", in: "module spec", at: root.mapping == nil ? fileStart : root.location),
            let name = reader.name(nameNode, "a module")
        else {
            // Still check the rest of the file, so every error shows in one run.
            _ = decodeBody(pairs, into: ModuleSpec(name: Located("_", at: fileStart), path: reader.source.path, displayPath: displayPath))
            return nil
        }
        return decodeBody(pairs, into: ModuleSpec(name: name, path: reader.source.path, displayPath: displayPath))
    }

    func decodeBody(_ pairs: MappingFields, into start: ModuleSpec) -> ModuleSpec {
        var module = start
        if let node = pairs["doc"]?.value { module.doc = reader.string(node, "doc")?.value }
        if let node = pairs["group"]?.value { module.group = reader.name(node, "a group") }
        if let node = pairs["namespace"]?.value { module.namespace = reader.name(node, "a namespace") }
        if let node = pairs["imports"]?.value { module.imports = reader.names(node, "imports", naming: "a module") }
        if let node = pairs["assembler"]?.value, let word = reader.string(node, "assembler") {
            switch word.value {
            case "wireframe", "router": module.assembler = Located(.router, at: word.location)
            case "builder": module.assembler = Located(.builder, at: word.location)
            case "none": module.assembledByOpener = word.location
            default:
                engine.error(
                    "'\(word.value)' cannot assemble a module; expected 'wireframe', 'router', 'builder' or 'none'\(Suggestion.didYouMean(word.value, in: ["wireframe", "router", "builder", "none"]))",
                    at: word.location, id: "invalid-value")
            }
        }

        for key in ["view", "presenter", "interactor", "wireframe", "router", "formatter", "builder", "delegate"] {
            guard let pair = pairs[key] else { continue }
            let role = Role(specKey: key)!
            if key == "router", let other = pairs["wireframe"] {
                engine.error(
                    "'router' and 'wireframe' name the same component; keep one", at: pair.key.location, id: "duplicate-key",
                    notes: [DiagnosticNote("'wireframe' written here", at: other.key.location)])
                continue
            }
            if role == .view || role == .presenter, pair.value.scalar == "none", pair.value.scalarStyle == .plain {
                // A module without one: a view alone, or a presenter with no screen of its own,
                // which whatever opens it assembles unless the module declares a builder.
                module.omitted[role] = pair.key.location
                if role == .view && module.assembledByOpener == nil && pairs["builder"] == nil {
                    module.assembledByOpener = pair.key.location
                }
                continue
            }
            decodeComponent(role, key: key, pair: pair, into: &module)
        }
        let location = module.name.location
        let owner = module.name.value == "_" ? "'module spec'" : "module '\(module.name.value)'"
        if let tabs = pairs["tabs"] {
            // A tab module is its tabs: its children have the components.
            for key in Self.topKeys where !["module", "doc", "group", "tabs"].contains(key) {
                guard let other = pairs[key] else { continue }
                engine.error(
                    "a tab module holds only its tabs; '\(key)' belongs in the modules it shows", at: other.key.location,
                    id: "invalid-tabs", notes: [DiagnosticNote("'tabs' written here", at: tabs.key.location)])
            }
            decodeTabs(tabs.value, into: &module)
            return module
        }
        for role in [Role.view, .presenter] where !module.has(role) {
            if pairs[role.specKey] == nil {
                engine.error(
                    "missing required key '\(role.specKey)' in \(owner); write '\(role.specKey): none' for a module without one",
                    at: location, id: "missing-key")
            }
        }
        if let view = module.omitted[.view], let presenter = module.omitted[.presenter] {
            engine.error(
                "\(owner) has neither a view nor a presenter; a module needs one of them", at: presenter, id: "invalid-value",
                notes: [DiagnosticNote("'view: none' here", at: view)])
        }
        if let node = pairs["parameters"]?.value {
            module.parameters = decodeModuleParameters(node)
        }
        if let node = pairs["routes"]?.value, let items = reader.list(node, "routes") {
            module.routes = items.compactMap(decodeRoute)
        }
        if let node = pairs["references"]?.value {
            module.references = decodeReferences(node, reader: reader)
        }
        if let node = pairs["entities"]?.value, let entries = reader.namedPairs(node, "entities") {
            module.entities = entries.compactMap { decodeEntity(name: $0.0, node: $0.1) }
        }
        return module
    }

    /// A file of shared entities and services.
    func decodeShared(_ root: YAMLNode, name: Located<String>) -> SharedTypesSpec? {
        guard let pairs = reader.mapping(root, "shared types", keys: ["doc", "group", "entities", "services", "imports"]) else {
            return nil
        }
        let checked = reader.checkedName(name, "a file of shared types")
        var shared = SharedTypesSpec(name: name, path: reader.source.path, displayPath: displayPath)
        if let node = pairs["doc"]?.value { shared.doc = reader.string(node, "doc")?.value }
        if let node = pairs["group"]?.value { shared.group = reader.name(node, "a group") }
        if let node = pairs["imports"]?.value { shared.imports = reader.names(node, "imports", naming: "a module") }
        if let node = pairs["services"]?.value { shared.services = reader.names(node, "services", naming: "a service") }
        if let node = pairs["entities"]?.value, let entries = reader.namedPairs(node, "entities") {
            shared.entities = entries.compactMap { decodeEntity(name: $0.0, node: $0.1) }
        }
        return checked == nil ? nil : shared
    }

    func decodeComponent(_ role: Role, key: String, pair: YAMLPair, into module: inout ModuleSpec) {
        var keys = Self.componentKeys
        switch role {
        case .view: keys += ["kind", "from"]
        case .presenter: keys.append("implements")
        case .interactor: keys += ["services", "output"]
        case .delegate: keys.removeAll { $0 == "isolation" }
        default: break
        }
        // A delegate is a protocol: nothing of the module implements it.
        if role != .delegate { keys.append("type") }
        var component = ComponentSpec(role: role, location: pair.key.location)
        if pair.value.isNull {
            module.components[role] = component
            return
        }
        guard let fields = reader.mapping(pair.value, key, keys: keys) else {
            module.components[role] = component
            return
        }
        fill(&component, from: fields, what: key)
        if let node = fields["implements"]?.value {
            component.implements = reader.names(node, "presenter.implements", naming: "a protocol")
        }
        if let node = fields["type"]?.value { component.type = reader.name(node, "\(key).type") }
        if let node = fields["protocol"]?.value { component.protocolName = reader.name(node, "\(key).protocol") }
        if let node = fields["isolation"]?.value {
            component.isolation = decodeIsolation(node, role: role, key: key, reader: reader)
        }
        if role == .view, let node = fields["kind"]?.value, let kind = reader.choice(node, "view.kind", as: ViewKind.self) {
            module.viewKind = kind.value
        }
        if role == .view, let node = fields["from"]?.value, let source = reader.choice(node, "view.from", as: ViewSource.self) {
            if module.viewKind == .swiftui && source.value != .code {
                engine.error(
                    "a SwiftUI view comes from its code; 'from: \(source.value.rawValue)' is for UIKit view controllers",
                    at: source.location, id: "invalid-value")
            } else {
                module.viewSource = source.value
            }
        }
        if role == .interactor {
            if let node = fields["services"]?.value {
                module.services = reader.names(node, "interactor.services", naming: "a service")
            }
            if let outputPair = fields["output"] {
                var output = ComponentSpec(role: .interactorOutput, location: outputPair.key.location)
                if !outputPair.value.isNull,
                    let outputFields = reader.mapping(
                        outputPair.value, "interactor.output", keys: Self.componentKeys.filter { $0 != "isolation" })
                {
                    fill(&output, from: outputFields, what: "interactor.output")
                    if let node = outputFields["protocol"]?.value {
                        output.protocolName = reader.name(node, "interactor.output.protocol")
                    }
                }
                module.components[.interactorOutput] = output
            }
        }
        module.components[role] = component
    }

    func fill(_ component: inout ComponentSpec, from fields: MappingFields, what: String) {
        if let node = fields["doc"]?.value { component.doc = reader.string(node, "\(what).doc")?.value }
        if let node = fields["methods"]?.value {
            let key = "\(what).methods"
            if let items = reader.list(node, key) {
                component.methods = items.compactMap { decodeMethod($0, what: key) }
            }
        }
        if let node = fields["properties"]?.value {
            let key = "\(what).properties"
            if let items = reader.list(node, key) {
                component.properties = items.compactMap { decodeProperty($0, what: key) }
            }
        }
    }

    func decodeMethod(_ node: YAMLNode, what: String) -> MethodSignature? {
        decodeSignature(node, what: what, parse: SignatureParser.method, doc: \.doc)
    }

    func decodeProperty(_ node: YAMLNode, what: String) -> PropertySignature? {
        decodeSignature(node, what: what, parse: SignatureParser.property, doc: \.doc)
    }

    /// One signature, parsed by `parse`, with its doc set; generic over the signature's type so
    /// that neither kind is cast.
    func decodeSignature<Signature>(
        _ node: YAMLNode, what: String,
        parse: (String, SourceLocation, @escaping (Int) -> SourceLocation) -> (Signature?, [Diagnostic]),
        doc: WritableKeyPath<Signature, String?>
    ) -> Signature? {
        guard let (text, locate, docText) = signatureText(node, what: what) else { return nil }
        var (signature, diagnostics) = parse(text.value, text.location, locate)
        engine.emit(contentsOf: diagnostics)
        signature?[keyPath: doc] = docText
        return signature
    }

    /// A signature is a quoted string, or `{ signature: "…", doc: "…" }`: its text, how to
    /// locate an offset in it, and its doc.
    func signatureText(_ node: YAMLNode, what: String) -> (Located<String>, (Int) -> SourceLocation, String?)? {
        var signatureNode = node
        var doc: String?
        if let pairs = node.mapping {
            let isLongForm = pairs.contains { $0.key.scalar == "signature" }
            if !isLongForm {
                let text = reader.sourceText(of: node)
                engine.error(
                    "this signature was read as a YAML mapping because of ': '; quote it: \"\(text.replacingOccurrences(of: "\"", with: "\\\""))\"",
                    at: node.location, id: "unquoted-signature")
                return nil
            }
            guard let fields = reader.mapping(node, what, keys: ["signature", "doc"]),
                let value = reader.required(fields, "signature", in: what, at: node.location)
            else { return nil }
            signatureNode = value
            if let docNode = fields["doc"]?.value { doc = reader.string(docNode, "doc")?.value }
        }
        guard let text = reader.string(signatureNode, what) else { return nil }
        return (text, reader.locator(for: signatureNode), doc)
    }

    /// `{ name: Type, … }`
    func decodeParameters(_ node: YAMLNode, _ what: String) -> [ParameterSpec] {
        guard let entries = reader.namedPairs(node, what) else { return [] }
        return entries.compactMap { key, value in
            let name = reader.checkedName(key, "a parameter")
            let type = decodeType(value, "\(what).\(key.value)")
            guard let name, let type else { return nil }
            return ParameterSpec(name: name, type: type)
        }
    }

    /// `name: Type`, or `name: { type: Type, to: [router, interactor], ownership: weak }`.
    func decodeModuleParameters(_ node: YAMLNode) -> [ParameterSpec] {
        guard let entries = reader.namedPairs(node, "parameters") else { return [] }
        return entries.compactMap { key, value in
            let name = reader.checkedName(key, "a parameter")
            guard value.mapping != nil else {
                let type = decodeType(value, "parameters.\(key.value)")
                guard let name, let type else { return nil }
                return ParameterSpec(name: name, type: type)
            }
            let what = "parameters.\(key.value)"
            guard let fields = reader.mapping(value, what, keys: ["type", "to", "ownership"]),
                let typeNode = reader.required(fields, "type", in: what, at: value.location),
                let type = decodeType(typeNode, "\(what).type"), let name
            else { return nil }
            var parameter = ParameterSpec(name: name, type: type)
            if let node = fields["to"]?.value {
                let items = node.sequence ?? [node]
                for item in items {
                    guard let word = reader.string(item, "\(what).to") else { continue }
                    switch word.value {
                    case "presenter": parameter.targets.append(Located(.presenter, at: word.location))
                    case "interactor": parameter.targets.append(Located(.interactor, at: word.location))
                    case "wireframe", "router": parameter.targets.append(Located(.router, at: word.location))
                    default:
                        let options = ["presenter", "interactor", "wireframe", "router"]
                        engine.error(
                            "a module parameter can go to the presenter, the interactor or the wireframe, not '\(word.value)'\(Suggestion.didYouMean(word.value, in: options))",
                            at: word.location, id: "invalid-value")
                    }
                }
            }
            if let node = fields["ownership"]?.value {
                parameter.ownership = reader.choice(node, "\(what).ownership", as: Ownership.self)
            }
            return parameter
        }
    }

    func decodeType(_ node: YAMLNode, _ what: String) -> TypeReference? {
        guard let text = reader.string(node, what) else { return nil }
        let (type, diagnostics) = SignatureParser.type(text.value, locate: reader.locator(for: node))
        engine.emit(contentsOf: diagnostics)
        return type
    }

    /// `tabs:` as a list of `{ module: Catalog, title: Shop }` or of module names.
    func decodeTabs(_ node: YAMLNode, into module: inout ModuleSpec) {
        guard let items = reader.list(node, "tabs") else { return }
        if items.isEmpty {
            engine.error("'tabs' must list at least one module", at: node.location, id: "invalid-tabs")
        }
        for item in items {
            var name: Located<String>?
            var title: String?
            if item.mapping != nil {
                guard let fields = reader.mapping(item, "tab", keys: ["module", "title"]) else { continue }
                name = reader.required(fields, "module", in: "tab", at: item.location).flatMap { reader.name($0, "a module") }
                title = fields["title"].flatMap { reader.string($0.value, "title")?.value }
            } else {
                name = reader.name(item, "a module")
            }
            guard let name else { continue }
            let tab = TabSpec(module: name, title: title ?? name.value)
            module.tabs.append(tab)
            let routeName = name.value.prefix(1).lowercased() + name.value.dropFirst() + "Tab"
            module.routes.append(
                RouteSpec(
                    name: Located(routeName, at: name.location), target: name, transition: Located(.tab, at: name.location),
                    parameters: [], doc: "The '\(tab.title)' tab.", location: item.location))
        }
    }

    func decodeRoute(_ node: YAMLNode) -> RouteSpec? {
        guard let fields = reader.mapping(node, "route", keys: ["name", "to", "transition", "presentation", "parameters", "doc"]) else {
            return nil
        }
        let nameNode = reader.required(fields, "name", in: "route", at: node.location)
        let name = nameNode.flatMap { reader.name($0, "a route") }
        var transition = Located(Transition.push, at: node.location)
        if let value = fields["transition"]?.value {
            guard let parsed = reader.choice(value, "transition", as: Transition.self) else { return nil }
            guard parsed.value != .tab else {
                engine.error(
                    "'tab' is not a route's transition; a tab module lists its modules under 'tabs:'", at: parsed.location,
                    id: "invalid-value")
                return nil
            }
            transition = parsed
        }
        var presentation: Located<Presentation>?
        if let value = fields["presentation"]?.value {
            guard let parsed = reader.choice(value, "presentation", as: Presentation.self) else { return nil }
            guard transition.value == .present else {
                engine.error(
                    "'presentation' applies to 'present' routes only; this route's transition is '\(transition.value.rawValue)'",
                    at: parsed.location, id: "invalid-value")
                return nil
            }
            presentation = parsed
        }
        var target: Located<String>?
        if let value = fields["to"]?.value {
            target = reader.name(value, "a module")
        } else if transition.value != .dismiss {
            engine.error(
                "missing required key 'to' in route; only a 'dismiss' route may leave it out", at: node.location, id: "missing-key")
        }
        let parameters = fields["parameters"].map { decodeParameters($0.value, "parameters") } ?? []
        let doc = fields["doc"].flatMap { reader.string($0.value, "doc")?.value }
        guard let name else { return nil }
        return RouteSpec(
            name: name, target: target, transition: transition, parameters: parameters, doc: doc, location: node.location,
            presentation: presentation)
    }

    func decodeEntity(name: Located<String>, node: YAMLNode) -> EntitySpec? {
        let checked = reader.checkedName(name, "an entity")
        var doc: String?
        var fieldsNode = node
        var conformances: [Located<String>] = []
        if let pairs = node.mapping, pairs.contains(where: { $0.key.scalar == "fields" }) {
            guard let long = reader.mapping(node, "entities.\(name.value)", keys: ["doc", "fields", "conforms"]) else { return nil }
            doc = long["doc"].flatMap { reader.string($0.value, "doc")?.value }
            fieldsNode = long["fields"]!.value
            if let list = long["conforms"]?.value {
                conformances = reader.names(list, "conforms", naming: "a protocol")
            }
        }
        let fields = decodeParameters(fieldsNode, "entities.\(name.value)")
        guard let checked else { return nil }
        return EntitySpec(name: checked, doc: doc, fields: fields, conformances: conformances)
    }
}

/// `MainActor`, `nonisolated` or `actor`, checked against what the role may be.
func decodeIsolation(_ node: YAMLNode, role: Role, key: String, reader: NodeReader) -> Located<Isolation>? {
    guard let isolation = reader.choice(node, "\(key).isolation", as: Isolation.self) else { return nil }
    let allowed = Isolation.allowed(for: role)
    guard allowed.contains(isolation.value) else {
        let reason: String
        switch role {
        case .formatter: reason = "only an interactor can be an actor, since an actor must get everything it holds in its initializer"
        case .view: reason = "UIKit view controllers and SwiftUI views are main-actor isolated"
        default: reason = "it works with the view, which is main-actor isolated"
        }
        reader.engine.error(
            "the \(key) cannot be '\(isolation.value.rawValue)': \(reason); expected \(allowed.map { "'\($0.rawValue)'" }.joined(separator: " or "))",
            at: isolation.location, id: "invalid-isolation")
        return nil
    }
    return isolation
}

/// `holder.target: strong | weak | unowned | none`, shared by modules and `viperc.yml`.
func decodeReferences(_ node: YAMLNode, reader: NodeReader) -> [ReferenceSpec] {
    guard let entries = reader.namedPairs(node, "references") else { return [] }
    let endNames = ["view", "presenter", "interactor", "wireframe", "router", "formatter", "builder", "output"]
    var result: [ReferenceSpec] = []
    for (key, value) in entries {
        let parts = key.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            reader.engine.error(
                "reference '\(key.value)' must be written 'holder.target', as in 'presenter.view'", at: key.location,
                id: "invalid-reference")
            continue
        }
        var roles: [Role] = []
        for part in parts {
            if let role = Role(referenceName: part) {
                roles.append(role)
            } else {
                reader.engine.error(
                    "unknown component '\(part)' in reference '\(key.value)'\(Suggestion.didYouMean(part, in: endNames))",
                    at: key.location, id: "invalid-reference")
            }
        }
        guard roles.count == 2 else { continue }
        if roles[0] == .interactorOutput {
            reader.engine.error(
                "'output' is an interface, not a holder; write 'presenter.…' for what the presenter holds", at: key.location,
                id: "invalid-reference")
            continue
        }
        guard let word = reader.string(value, key.value) else { continue }
        if word.value == "none" {
            result.append(ReferenceSpec(key: ReferenceKey(roles[0], roles[1]), ownership: nil, location: key.location))
            continue
        }
        guard let ownership = Ownership(rawValue: word.value) else {
            let options = Ownership.allCases.map(\.rawValue) + ["none"]
            reader.engine.error(
                "'\(word.value)' is not an ownership; expected 'strong', 'weak', 'unowned' or 'none'\(Suggestion.didYouMean(word.value, in: options))",
                at: value.location, id: "invalid-value")
            continue
        }
        result.append(ReferenceSpec(key: ReferenceKey(roles[0], roles[1]), ownership: ownership, location: key.location))
    }
    return result
}
