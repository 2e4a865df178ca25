import Architecture
import Diagnostics
import Support

/// Checks that reject, at the spec line, what the Swift compiler would reject in the generated
/// protocols and skeletons: opaque result types in requirements, members whose names collide,
/// stored properties of the skeletons that a requirement or a module parameter would redeclare,
/// and generated names that clash across the project.
extension Validator {
    /// Members no type may have: `foo.Type` and `foo.Protocol` mean something else.
    static let reservedMemberNames: Set<String> = ["Type", "Protocol"]

    /// Members of `UIViewController` (and `UIResponder`) that a view skeleton, a subclass,
    /// would redeclare without `override`.
    public static let viewControllerMembers: Set<String> = [
        "view", "title", "navigationController", "navigationItem", "tabBarController", "tabBarItem", "parent", "children",
        "presentingViewController", "presentedViewController", "storyboard", "isEditing", "traitCollection", "next",
        "modalPresentationStyle", "modalTransitionStyle", "preferredContentSize", "isViewLoaded", "viewIfLoaded",
        "splitViewController", "toolbarItems", "definesPresentationContext", "isFirstResponder", "undoManager",
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "didReceiveMemoryWarning()",
        "setEditing(_:animated:)", "becomeFirstResponder()", "resignFirstResponder()", "dismiss(animated:completion:)",
        "present(_:animated:completion:)", "show(_:sender:)", "updateViewConstraints()", "loadViewIfNeeded()",
    ]

    /// A method's Swift name, as in `item(at:)`.
    static func fullName(_ method: MethodSignature) -> String {
        var text = method.name + "("
        for parameter in method.parameters { text += (parameter.externalLabel ?? "_") + ":" }
        return text + ")"
    }

    func checkDeclarations(_ module: ModuleSpec, references: [ResolvedReference]) {
        for role in Role.allCases {
            guard let component = module.components[role] else { continue }
            // Named only in messages, so made only for one.
            let protocolName = { convention.protocolName(role, module: module.name.value) }
            checkOpaqueTypes(component, in: protocolName())
            checkMemberNames(component, routes: role == .router ? module.routes : [], in: protocolName())
        }
        checkStoredProperties(module, references: references)
        checkLayering(references)
    }

    /// References that `viperc lint` reports in code: viperc's own skeletons must pass it, so
    /// the spec may not ask for them. The view talks to its presenter only, the interactor
    /// knows neither the view nor the navigation, and the builder holds nothing.
    static let forbiddenReferences: [ReferenceKey: (reason: String, rule: String?)] = [
        ReferenceKey(.view, .router): ("a view talks to its presenter only", "view-references-router"),
        ReferenceKey(.view, .interactor): ("a view talks to its presenter only", "view-references-interactor"),
        ReferenceKey(.interactor, .view): ("an interactor knows nothing of the UI", "interactor-references-view"),
        ReferenceKey(.interactor, .router): ("an interactor knows nothing of navigation", "interactor-references-router"),
    ]

    func checkLayering(_ references: [ResolvedReference]) {
        for reference in references {
            let key = reference.key
            if key.holder == .builder {
                engine.error(
                    "the builder cannot hold '\(key.target.referenceName)': a builder assembles its module and holds nothing; remove '\(key)'",
                    at: reference.location, id: "layer-violation")
            } else if let forbidden = Self.forbiddenReferences[key] {
                engine.error(
                    "'\(key)' is not allowed: \(forbidden.reason), and 'viperc lint' reports such code as '\(forbidden.rule ?? "")'; remove it",
                    at: reference.location, id: "layer-violation")
            }
        }
    }

    /// `some` is not allowed as the result of a protocol requirement.
    func checkOpaqueTypes(_ component: ComponentSpec, in protocolName: @autoclosure () -> String) {
        for method in component.methods {
            if let type = method.returnType, Self.isOpaque(type.text) {
                engine.error(
                    "the result of requirement '\(method.name)' in '\(protocolName())' cannot be an opaque 'some' type; write 'any' instead of 'some', or a concrete type",
                    at: type.names.first?.location ?? method.location, id: "invalid-signature")
            }
        }
        for property in component.properties where Self.isOpaque(property.type.text) {
            engine.error(
                "property '\(property.name)' in '\(protocolName())' cannot have an opaque 'some' type; write 'any' instead of 'some', or a concrete type",
                at: property.type.names.first?.location ?? property.location, id: "invalid-signature")
        }
    }

    /// Whether normalized type text uses `some` outside a parameter list: in a result or a
    /// property, even nested (`[some P]`, `(some P)?`), an opaque type is not allowed.
    static func isOpaque(_ text: String) -> Bool {
        // Nearly every type has no `some ` at all.
        guard containsSome(text) else { return false }
        var previous: Character = " "
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("some "), !(previous.isLetter || previous.isNumber || previous == "_") { return true }
            previous = rest.first!
            rest = rest.dropFirst()
        }
        return false
    }

    /// Whether the text's bytes hold `some `.
    static func containsSome(_ text: String) -> Bool {
        let pattern: [UInt8] = Array("some ".utf8)
        var matched = 0
        for byte in text.utf8 {
            // No proper prefix of `some ` reappears inside it, so a mismatch restarts the match.
            matched = byte == pattern[matched] ? matched + 1 : (byte == pattern[0] ? 1 : 0)
            if matched == pattern.count { return true }
        }
        return false
    }

    /// A property and a method with no arguments of one name redeclare each other, and no
    /// member may be named `Type`; routes add methods to the wireframe.
    func checkMemberNames(_ component: ComponentSpec, routes: [RouteSpec], in protocolName: @autoclosure () -> String) {
        var properties: [String: SourceLocation] = [:]
        for property in component.properties {
            if Self.reservedMemberNames.contains(property.name) {
                engine.error(
                    "property '\(property.name)' in '\(protocolName())' cannot be named '\(property.name)', which Swift reserves for 'X.\(property.name)'; rename it",
                    at: property.location, id: "name-collision")
            }
            if properties[property.name] == nil { properties[property.name] = property.location }
        }
        // A method's full name is `name()` exactly when it takes no arguments, the only case
        // that can collide with a property.
        var methods: [(name: String, takesArguments: Bool, location: SourceLocation)] = component.methods.map {
            ($0.name, !$0.parameters.isEmpty, $0.location)
        }
        if !routes.isEmpty {
            let declared = Set(component.methods.map(\.name))
            for route in routes where !declared.contains(route.name.value) {
                methods.append((route.name.value, !route.parameters.isEmpty, route.name.location))
            }
        }
        for method in methods {
            if Self.reservedMemberNames.contains(method.name) {
                engine.error(
                    "method '\(method.name)' in '\(protocolName())' cannot be named '\(method.name)', which Swift reserves for 'X.\(method.name)'; rename it",
                    at: method.location, id: "name-collision")
            }
            if !method.takesArguments, let first = properties[method.name] {
                engine.error(
                    "method '\(method.name)()' in '\(protocolName())' has the name of property '\(method.name)'; Swift cannot tell them apart, so rename one",
                    at: method.location, id: "name-collision", notes: [DiagnosticNote("property '\(method.name)' declared here", at: first)]
                )
            }
        }
    }

    /// Why a skeleton stores a property, as a message says it; spelled out only for a message.
    enum StoredReason: CustomStringConvertible {
        case reference(ReferenceKey)
        case service(String)
        case parameter(String)
        case dependencies
        case hostingController
        case swiftUIView

        var description: String {
            switch self {
            case .reference(let key): return "reference '\(key)'"
            case .service(let name): return "service '\(name)'"
            case .parameter(let name): return "module parameter '\(name)'"
            case .dependencies: return "the modules' dependencies"
            case .hostingController: return "the hosting controller"
            case .swiftUIView: return "SwiftUI's 'View'"
            }
        }
    }

    /// The stored properties a role's skeleton declares, by name: its references, the
    /// interactor's services and the presenter's module parameters.
    func storedProperties(of role: Role, in module: ModuleSpec, references: [ResolvedReference]) -> [(
        name: String, what: StoredReason, location: SourceLocation
    )] {
        var result: [(String, StoredReason, SourceLocation)] = []
        for reference in references where reference.key.holder == role {
            let name = convention.storedPropertyName(holder: role, target: reference.key.target)
            result.append((name, .reference(reference.key), reference.location))
        }
        if role == .interactor {
            for service in module.services { result.append((Self.variableName(service.value), .service(service.value), service.location)) }
        }
        for parameter in module.parameters where parameter.receivers.contains(role) {
            result.append((parameter.name.value, .parameter(parameter.name.value), parameter.name.location))
        }
        if role == .router {
            result.append(("dependencies", .dependencies, module.components[.router]!.location))
            if module.viewKind == .swiftui {
                result.append(("viewController", .hostingController, module.components[.router]!.location))
            }
        }
        if role == .view && module.has(.view) && module.viewKind == .swiftui {
            result.append(("body", .swiftUIView, module.components[.view]!.location))
        }
        return result
    }

    func checkStoredProperties(_ module: ModuleSpec, references: [ResolvedReference]) {
        for role in Role.components where module.has(role) {
            let stored = storedProperties(of: role, in: module, references: references)
            var seen: [String: (what: StoredReason, location: SourceLocation)] = [:]
            // Names for messages only, so made only for one.
            let typeName = { module.typeName(role, convention) }
            for property in stored {
                if let first = seen[property.name] {
                    engine.error(
                        "\(property.what) would be stored in '\(typeName())' as '\(property.name)', which \(first.what) already is; rename one",
                        at: property.location, id: "name-collision",
                        notes: [DiagnosticNote("\(first.what) declared here", at: first.location)])
                } else {
                    seen[property.name] = (property.what, property.location)
                }
            }
            let checksViewController = role == .view && module.viewKind == .uikit
            // The presenter implements the interactor's output protocol as well as its own.
            let implemented = role == .presenter ? [Role.presenter, .interactorOutput] : [role]
            for protocolRole in implemented {
                guard let component = module.components[protocolRole] else { continue }
                let protocolName = { convention.protocolName(protocolRole, module: module.name.value) }
                for property in component.properties {
                    if let stored = seen[property.name] {
                        engine.error(
                            "property '\(property.name)' of '\(protocolName())' collides with the stored property '\(property.name)' that '\(typeName())' declares for \(stored.what); rename the property",
                            at: property.location, id: "name-collision",
                            notes: [DiagnosticNote("\(stored.what) declared here", at: stored.location)])
                    }
                    if checksViewController && Self.viewControllerMembers.contains(property.name) {
                        engine.error(
                            "property '\(property.name)' of '\(protocolName())' would redeclare 'UIViewController.\(property.name)' in '\(typeName())'; rename it",
                            at: property.location, id: "name-collision")
                    }
                }
                for method in component.methods {
                    // Its full name is `name()` exactly when it takes no arguments.
                    if method.parameters.isEmpty, let stored = seen[method.name] {
                        engine.error(
                            "method '\(method.name)()' of '\(protocolName())' has the name of the stored property '\(method.name)' that '\(typeName())' declares for \(stored.what); rename the method",
                            at: method.location, id: "name-collision",
                            notes: [DiagnosticNote("\(stored.what) declared here", at: stored.location)])
                    }
                    if checksViewController {
                        let fullName = Self.fullName(method)
                        if Self.viewControllerMembers.contains(fullName) {
                            engine.error(
                                "method '\(fullName)' of '\(protocolName())' would override 'UIViewController.\(fullName)' in '\(typeName())' from an extension; rename it",
                                at: method.location, id: "name-collision")
                        }
                    }
                }
            }
        }
    }

    /// Every protocol and type name viperc generates, with the entities and the base protocols:
    /// two of one name would be declared twice in the app.
    func checkGeneratedNames(modules: [String: ModuleSpec]) {
        // What made a name, spelled out only when two names clash.
        enum Origin {
            case protocolOf(Role, module: String)
            case typeOf(Role, module: String)
            case namespaceOf(module: String)
            case entity(String)
        }
        func describe(_ origin: Origin) -> String {
            switch origin {
            case .protocolOf(let role, let module): return "the \(convention.title(of: role).lowercased()) protocol of module '\(module)'"
            case .typeOf(let role, let module): return "the \(convention.title(of: role).lowercased()) type of module '\(module)'"
            case .namespaceOf(let module): return "the namespace of module '\(module)'"
            case .entity(let name): return "entity '\(name)'"
            }
        }
        var seen: [String: (origin: Origin, location: SourceLocation)] = [:]
        @discardableResult
        func claim(_ name: String, _ origin: Origin, at location: SourceLocation) -> Bool {
            if let first = seen[name] {
                engine.error(
                    "\(describe(origin)) is named '\(name)', like \(describe(first.origin)); change the names or 'naming' in viperc.yml",
                    at: location, id: "name-collision",
                    notes: [DiagnosticNote("\(describe(first.origin)) comes from here", at: first.location)])
                return false
            }
            seen[name] = (origin, location)
            return true
        }
        // Two entities of one name are reported as 'duplicate-entity'.
        func isClaimedByEntity(_ name: String) -> Bool {
            if case .entity = seen[name]?.origin { return true }
            return false
        }
        // A name the spec writes itself must not take one the app already means otherwise:
        // Swift's; for a protocol, which viperc declares, a service's or a known type's too (an
        // implementation `type:` is the team's code, which `knownTypes` may well name).
        let outside = Set(project.allServices.map(\.value) + project.config.knownTypes.map(\.value))
        for module in project.modules where modules[module.name.value]?.name.location == module.name.location {
            for (role, component) in module.components.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                for (key, written) in [("protocol", component.protocolName), ("type", component.type)] {
                    guard let written else { continue }
                    let owner = role == .interactorOutput ? "interactor.output" : role.specKey
                    let what = "'\(written.value)' (\(owner).\(key) of module '\(module.name.value)')"
                    if KnownTypes.standard.contains(written.value) {
                        engine.error(
                            "\(what) would hide the standard type of that name; rename it", at: written.location, id: "invalid-name")
                    } else if key == "protocol", outside.contains(written.value) {
                        engine.error(
                            "\(what) is a service or known type of the project; rename it", at: written.location, id: "name-collision")
                    }
                }
            }
            if let namespace = module.namespace { checkNamespace(namespace, of: module, outside: outside) }
        }
        let hasNamespaces = project.modules.contains { $0.namespace != nil }
        var tests: [String: (what: String, location: SourceLocation)] = [:]
        for module in project.modules where modules[module.name.value]?.name.location == module.name.location {
            let name = module.name.value
            for role in Role.allCases where module.has(role) {
                let location = module.components[role]?.location ?? module.name.location
                claim(convention.protocolName(role, module: name), .protocolOf(role, module: name), at: location)
            }
            // A namespace another module has already would repeat every nested name: said once.
            let ownNamespace = module.namespace.map { claim($0.value, .namespaceOf(module: name), at: $0.location) } ?? true
            for role in Role.components where module.has(role) && ownNamespace {
                let component = module.components[role]
                let location = component?.type?.location ?? component?.location ?? module.name.location
                claim(module.typeName(role, convention), .typeOf(role, module: name), at: location)
            }
            // Tests are named for their type without its namespace's dot (`CartFlowPresenterTests`
            // for `CartFlow.Presenter`), which another module's may be too: a warning, since only
            // `--tests` writes them (and a convention's test template may name them otherwise).
            if hasNamespaces && ownNamespace {
                for role in [Role.presenter, .interactor] where module.has(role) {
                    let flat = NestedName.flat(module.typeName(role, convention)) + "Tests"
                    let location = module.components[role]?.location ?? module.name.location
                    if let first = tests[flat] {
                        engine.warning(
                            "with '--tests', the test of the \(convention.title(of: role).lowercased()) of module '\(name)' would be named '\(flat)', as would \(first.what); rename one of the types",
                            at: location, id: "name-collision", notes: [DiagnosticNote("\(first.what) comes from here", at: first.location)]
                        )
                    } else {
                        tests[flat] = ("the test of the \(convention.title(of: role).lowercased()) of module '\(name)'", location)
                    }
                }
            }
            for entity in module.entities where !isClaimedByEntity(entity.name.value) {
                claim(entity.name.value, .entity(entity.name.value), at: entity.name.location)
            }
        }
        for entity in project.shared.flatMap(\.entities) where !isClaimedByEntity(entity.name.value) {
            claim(entity.name.value, .entity(entity.name.value), at: entity.name.location)
        }
    }

    /// Protocols viperc emits class-bound, so `weak` and `unowned` may hold them: delegates,
    /// protocols with a class-bound base, those of actors and of components held weakly.
    /// - Parameter references: each module's resolved references, in the order of the modules.
    func classBoundProtocols(references resolved: [[ResolvedReference]]) -> (all: Set<String>, delegates: Set<String>) {
        var all: Set<String> = ["AnyObject"]
        var delegates: Set<String> = []
        for (module, references) in zip(project.modules, resolved) {
            let name = module.name.value
            if module.has(.delegate) { delegates.insert(convention.protocolName(.delegate, module: name)) }
            for role in Role.allCases where module.has(role) {
                if role == .view && module.viewKind == .swiftui { continue }
                let weaklyHeld = references.contains { $0.key.target == role && $0.ownership != .strong }
                if convention.baseProtocols[role] != nil || weaklyHeld || project.config.isolation(of: role, in: module) == .actor {
                    all.insert(convention.protocolName(role, module: name))
                }
            }
        }
        return (all.union(delegates), delegates)
    }

    /// Module parameters go to components the module has; `weak` and `unowned` hold only
    /// class-bound types; a delegate is held weakly; `implements:` names delegates.
    func checkModuleParameters(_ module: ModuleSpec, classBound: (all: Set<String>, delegates: Set<String>)) {
        for parameter in module.parameters {
            for target in parameter.targets where !module.has(target.value) {
                engine.error(
                    "parameter '\(parameter.name.value)' goes to the \(convention.title(of: target.value).lowercased()), but module '\(module.name.value)' has none",
                    at: target.location, id: "invalid-reference")
            }
            let base = parameter.bareType
            if let ownership = parameter.ownership, ownership.value != .strong, !classBound.all.contains(base) {
                engine.error(
                    "'\(ownership.value.rawValue)' needs a class-bound type, and '\(base)' is not known to be one; declare a 'delegate:' in the module that calls it back, or use a class-bound protocol viperc generates",
                    at: ownership.location, id: "not-class-bound")
            }
            if classBound.delegates.contains(base), (parameter.ownership?.value ?? .strong) == .strong {
                engine.warning(
                    "parameter '\(parameter.name.value)' holds the delegate '\(base)' strongly; write 'ownership: weak', so that a module never keeps the module that opened it alive",
                    at: parameter.name.location, id: "strong-delegate")
            }
        }
        for name in module.components[.presenter]?.implements ?? [] where !classBound.delegates.contains(name.value) {
            engine.error(
                "'\(name.value)' is not the delegate of any module (a module declares its delegate under 'delegate:')\(Suggestion.didYouMean(name.value, in: Array(classBound.delegates)))",
                at: name.location, id: "unknown-type")
        }
    }

    /// A struct cannot contain itself, directly or through other entities, except inside an
    /// array, dictionary or set, which store their elements elsewhere.
    func checkRecursiveEntities() {
        let entities = project.allEntities
        let names = Set(entities.map(\.name.value))
        var inline: [String: [(field: ParameterSpec, target: String)]] = [:]
        for entity in entities {
            for field in entity.fields {
                for target in Self.inlineNames(field.type.text) where names.contains(target) {
                    inline[entity.name.value, default: []].append((field, target))
                }
            }
        }
        var reported: Set<String> = []
        for entity in entities where !reported.contains(entity.name.value) {
            // Depth-first search for a path back to the entity.
            var stack: [(name: String, path: [String])] = [(entity.name.value, [])]
            var seen: Set<String> = []
            var found: [String]?
            while let (name, path) = stack.popLast(), found == nil {
                for edge in inline[name] ?? [] {
                    let next = path + [edge.field.name.value]
                    if edge.target == entity.name.value {
                        found = next
                        break
                    }
                    if seen.insert(edge.target).inserted { stack.append((edge.target, next)) }
                }
            }
            guard let path = found, let first = inline[entity.name.value]?.first(where: { $0.field.name.value == path[0] }) else {
                continue
            }
            reported.insert(entity.name.value)
            engine.error(
                "entity '\(entity.name.value)' would contain itself through '\(path.joined(separator: "."))', which a struct cannot; hold it in an array ('[\(first.target)]') or break the cycle",
                at: first.field.name.location, id: "recursive-entity")
        }
    }

    /// Type names in `text` outside `[…]`, whose values are stored inline.
    static func inlineNames(_ text: String) -> [String] {
        // ASCII text, nearly all of it, is read byte by byte: there a byte is a character.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return inlineNames(ascii: Array(text.utf8)) }
        return inlineNames(characters: text)
    }

    /// The same, character by character: any text.
    static func inlineNames(characters text: String) -> [String] {
        var depth = 0
        var names: [String] = []
        var current = ""
        for character in text + " " {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if depth == 0 && (character.isLetter || character.isNumber || character == "_") {
                current.append(character)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
            }
        }
        return names
    }

    static func inlineNames(ascii bytes: [UInt8]) -> [String] {
        var depth = 0
        var names: [String] = []
        var start: Int?
        for index in 0...bytes.count {
            // A space after the end closes the last name, as in the character scan.
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0 && UInt8.isNameByte(byte) {
                if start == nil { start = index }
            } else if let first = start {
                names.append(String(decoding: bytes[first..<index], as: UTF8.self))
                start = nil
            }
        }
        return names
    }

    /// An entity is a struct with stored fields: it can conform to what Swift synthesizes for
    /// such a struct, when its fields allow, and nothing that needs code of its own.
    func checkEntityConformances() {
        let entities = Dictionary(project.allEntities.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for entity in project.allEntities {
            for field in entity.fields where Self.reservedMemberNames.contains(field.name.value) {
                engine.error(
                    "field '\(field.name.value)' of entity '\(entity.name.value)' cannot be named '\(field.name.value)', which Swift reserves for 'X.\(field.name.value)'; rename it",
                    at: field.name.location, id: "name-collision")
            }
            for conformance in entity.conformances {
                switch conformance.value {
                case "Identifiable" where !entity.fields.contains { $0.name.value == "id" }:
                    engine.error(
                        "entity '\(entity.name.value)' cannot be 'Identifiable' without a field named 'id'; add one",
                        at: conformance.location, id: "invalid-conformance")
                case "Comparable":
                    engine.error(
                        "entity '\(entity.name.value)' cannot be 'Comparable': Swift does not synthesize '<' for a struct; leave it out and sort with a key path",
                        at: conformance.location, id: "invalid-conformance")
                case "Equatable", "Hashable", "Codable", "Encodable", "Decodable":
                    // Synthesized only when every field's type conforms too.
                    let required = conformance.value == "Hashable" ? "Hashable" : conformance.value == "Equatable" ? "Equatable" : "Codable"
                    for field in entity.fields {
                        if let problem = Self.blocksSynthesis(field.type.text, of: required, entities: entities) {
                            engine.error(
                                "entity '\(entity.name.value)' cannot be '\(conformance.value)': field '\(field.name.value)' is '\(field.type.text)', \(problem)",
                                at: conformance.location, id: "invalid-conformance",
                                notes: [DiagnosticNote("'\(field.name.value)' declared here", at: field.name.location)])
                            break
                        }
                    }
                case "Sendable":
                    for field in entity.fields {
                        if let problem = Self.blocksSendable(field.type.text) {
                            engine.error(
                                "entity '\(entity.name.value)' cannot be 'Sendable': field '\(field.name.value)' is '\(field.type.text)', \(problem)",
                                at: conformance.location, id: "invalid-conformance",
                                notes: [DiagnosticNote("'\(field.name.value)' declared here", at: field.name.location)])
                            break
                        }
                    }
                default:
                    break
                }
            }
        }
    }

    /// Why a stored field of this type keeps a struct from being `Sendable`, or nil: `Any`,
    /// `AnyObject`, an existential that is not Sendable, a function type without `@Sendable`.
    static func blocksSendable(_ text: String) -> String? {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }).map(String.init)
        if words.contains("Any") { return "and 'Any' is not Sendable; use 'any Sendable'" }
        if words.contains("AnyObject") { return "and 'AnyObject' is not Sendable" }
        if text.contains("->") && !words.contains("@Sendable") { return "and a function type is Sendable only when marked '@Sendable'" }
        for (index, word) in words.enumerated() where word == "any" && index + 1 < words.count {
            let next = words[index + 1]
            let composed = words.dropFirst(index + 1).contains("Sendable")
            if next != "Error" && next != "Sendable" && !composed {
                return "and 'any \(next)' is not Sendable; write 'any \(next) & Sendable'"
            }
        }
        return nil
    }

    /// Why a field of this type keeps Swift from synthesizing the conformance, or nil.
    static func blocksSynthesis(_ text: String, of protocolName: String, entities: [String: EntitySpec]) -> String? {
        if text.contains("->") { return "and a function type is not \(protocolName)" }
        if text.hasPrefix("any ") || text.contains("(any ") || text.contains("[any ") || text.contains(" any ") {
            return "and an existential is not \(protocolName)"
        }
        if text.hasPrefix("(") && !text.hasPrefix("(any") { return "and a tuple is not \(protocolName)" }
        for name in inlineNames(text) + text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init) {
            if let entity = entities[name] {
                let conforms = entity.conformances.contains {
                    $0.value == protocolName || (protocolName == "Equatable" && $0.value == "Hashable")
                        || (protocolName == "Codable" && $0.value == "Codable")
                }
                if !conforms { return "and entity '\(name)' is not \(protocolName)" }
            }
        }
        return nil
    }

    /// `UserService` → `userService`, `APIClient` → `apiClient`: the stored property of a service.
    public static func variableName(_ type: String) -> String {
        let scalars = Array(type)
        var upperRun = 0
        while upperRun < scalars.count, scalars[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return type }
        let lowered = upperRun > 1 && upperRun < scalars.count ? upperRun - 1 : upperRun
        return String(scalars[..<lowered]).lowercased() + String(scalars[lowered...])
    }
}
