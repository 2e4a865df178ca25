import Architecture
import CodeSource
import Diagnostics
import SpecParser

/// Interfaces and routes of a draft: the members of the code's role protocols, written as spec
/// signatures, and the router methods that open other modules, written as routes.
extension SpecDrafter {
    struct DraftedInterface {
        /// `methods:` and `properties:` lines, not yet indented for their component.
        var own: [String] = []
        var output: [String] = []
    }

    /// A router method that opens another module: a route of the draft.
    struct RouteMethod {
        var name: String
        /// The module it opens; nil for a route that only closes its own screen.
        var target: String?
        var transition: Transition?
        var owner: String
        /// `name: Type` of each parameter the method takes.
        var parameters: [String] = []
    }

    static func routeMethods(of router: Component?, in module: ModuleModel, context: Context) -> [RouteMethod] {
        guard let router else { return [] }
        var result: [RouteMethod] = []
        for member in router.members where member.kind == .method {
            let name = String(DriftCheck.baseName(member.name))
            guard !result.contains(where: { $0.name == name }) else { continue }
            if let target = DriftCheck.opened(
                by: member, from: module.name, placements: context.app.placements, catalogues: context.app.moduleCatalogues)
            {
                guard context.modules.contains(target) else { continue }
                result.append(
                    RouteMethod(
                        name: name, target: target, transition: member.transition, owner: router.name,
                        parameters: routeParameters(member)))
            } else if member.transition == .dismiss, member.parameterNames.isEmpty {
                // A method that only closes the screen is a `dismiss` route.
                result.append(RouteMethod(name: name, target: nil, transition: .dismiss, owner: router.name))
            }
        }
        return result
    }

    /// `name: Type` of each parameter of a route method, from its declaration; none when a
    /// parameter has an argument label other than its name, which a route cannot spell.
    static func routeParameters(_ member: MemberDecl) -> [String] {
        guard let open = member.text.firstIndex(of: "(") else { return [] }
        var depth = 0
        var current = ""
        var parts: [String] = []
        for character in member.text[member.text.index(after: open)...] {
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        var result: [String] = []
        for part in parts {
            let pieces = part.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { return [] }
            let names = pieces[0].split(separator: " ")
            guard names.count == 1 else { return [] }
            result.append("\(names[0]): \(pieces[1].trimmingCharacters(in: .whitespaces))")
        }
        return result
    }

    /// The routes of a module; those of a module without a view (`view: none`) are all
    /// `custom`, since there is no screen to show from or to close.
    static func routes(
        _ methods: [RouteMethod], others: [NavigationEdge], router: String?, viewless: Bool = false, context: Context
    ) -> [String] {
        var lines: [String] = []
        let methods = viewless ? methods.filter { $0.target != nil } : methods
        if !methods.isEmpty { lines.append("routes:") }
        for route in methods {
            lines.append("  - name: \(route.name)")
            guard let target = route.target else {
                lines.append("    transition: dismiss")
                continue
            }
            lines.append("    to: \(target)")
            if !route.parameters.isEmpty, let declared = context.parameters[target], route.parameters.allSatisfy(declared.contains) {
                let entries = route.parameters.map { parameter -> String in
                    let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    return "\(parts[0]): \(quotedIfNeeded(parts[1]))"
                }
                lines.append("    parameters: { \(entries.joined(separator: ", ")) }")
            }
            if context.assembledByOpener.contains(target) {
                lines.append("    transition: custom  # '\(target)' has no assembler of its own; '\(route.owner).\(route.name)' makes it")
                continue
            }
            if context.builtViewless.contains(target) {
                lines.append(
                    "    transition: custom  # '\(target)' has no view to show; '\(route.owner).\(route.name)' keeps what its builder returns"
                )
                continue
            }
            if viewless {
                lines.append(
                    "    transition: custom  # the module has no view to show '\(target)' from; '\(route.owner).\(route.name)' does")
                continue
            }
            switch route.transition {
            case nil: lines.append("    transition: push  # not recovered from '\(route.owner).\(route.name)'")
            case .dismiss?: lines.append("    transition: custom  # '\(route.owner).\(route.name)' dismisses and opens")
            case let transition?: lines.append("    transition: \(transition.rawValue)")
            }
        }
        // What opens other modules outside the router's methods is no route a spec can declare.
        let routed = Set(methods.compactMap(\.target))
        var seen = Set<String>()
        for edge in others where !routed.contains(edge.to) && seen.insert(edge.to).inserted {
            lines.append(
                "# '\(edge.source)' also names '\(edge.via)' of module '\(edge.to)', outside a method of \(router.map { "'\($0)'" } ?? "a router"); not drafted as a route"
            )
        }
        return lines
    }

    /// The members of the role protocols the implementer conforms to (or that the convention
    /// names), as spec lines. The interactor's output is drafted under the interactor, or with
    /// the presenter's own members where the module has no interactor to declare it under
    /// (`withOutput`): the drift check then compares it as the presenter's.
    static func interface(
        of module: ModuleModel, role: Role, implementer: Component?, skipping routes: Set<String>, withOutput: Bool = false,
        context: inout Context
    ) -> DraftedInterface {
        var drafted = DraftedInterface()
        let protocols = protocols(of: module, role: role, implementer: implementer, context: context)
        let own = protocols.filter { !(role == .presenter && !withOutput && isOutput($0.name)) }
        drafted.own = lines(own.flatMap(\.members), role: role, skipping: routes, context: &context)
        return drafted
    }

    static func presenterOutput(_ module: ModuleModel, _ presenter: Component?, _ context: inout Context) -> [String] {
        let protocols = protocols(of: module, role: .presenter, implementer: presenter, context: context).filter { isOutput($0.name) }
        return lines(protocols.flatMap(\.members), role: .presenter, skipping: [], context: &context)
    }

    static func protocols(of module: ModuleModel, role: Role, implementer: Component?, context: Context) -> [Component] {
        // A module's delegate protocol is drafted as its own component, not as a role protocol.
        let delegate = context.convention.protocolName(.delegate, module: module.name)
        let named = Set(Role.allCases.filter { $0 != .delegate }.map { context.convention.protocolName($0, module: module.name) })
        // Protocols named like types (`MaskCropperRouter`) are role protocols once the drafted
        // naming names them, and 'lint --spec' compares them then: draft them too.
        let unplaced = (implementer?.conformances ?? []).compactMap { name in
            context.app.unplacedProtocols[name].flatMap { named.contains(name) ? $0 : nil }
        }
        return
            (DriftCheck.roleProtocols(
                of: module, role: role, named: named, implementer: implementer, unadopted: context.app.unadoptedProtocols) + unplaced)
            .filter {
                $0.name != delegate
            }
    }

    /// The module's own name for a role's protocol (`protocol:`), where the code has one
    /// protocol for the role and the drafted naming calls it otherwise: a module written before
    /// the team's naming (`LoginPresenterProtocol` beside `DashboardPresenter`) keeps its name,
    /// and its type (`LoginPresenter`) no longer collides with the protocol the naming gives.
    static func ownProtocolName(of module: ModuleModel, role: Role, implementer: Component?, context: Context) -> String? {
        let codeRole = role == .interactorOutput ? Role.presenter : role
        let protocols = protocols(of: module, role: codeRole, implementer: implementer, context: context).filter {
            codeRole != .presenter || isOutput($0.name) == (role == .interactorOutput)
        }
        let conventional = context.convention.protocolName(role, module: module.name)
        // No protocol of its own, and a type the naming's protocol name would collide with
        // (`class BaseInsurancePresenter` where protocols are `{Module}Presenter`): the spec's
        // protocol is named apart, as `build` requires.
        if protocols.isEmpty, let type = implementer?.name, type == conventional, role != .interactorOutput {
            return type + "Protocol"
        }
        guard protocols.count == 1, let name = protocols.first?.name, !name.contains("."), name != conventional else { return nil }
        // The naming's name stays where it is another of the code's types (`FilterInterfaceProtocol`,
        // the module's interface, which the interfaces mention) and the module's own types do not
        // take it: declared by the spec, it stays known.
        let collides = module.components.contains { $0.name == conventional }
        if !collides, context.app.placements[conventional] != nil || context.app.unplacedProtocols[conventional] != nil { return nil }
        return name
    }

    /// `HomeInteractorOutput`, `NotesInteractorOutputProtocol`: what the interactor calls back.
    static func isOutput(_ name: String) -> Bool {
        name.contains("InteractorOutput")
    }

    /// `methods:` and `properties:` entries, and a comment for each member a spec cannot declare.
    static func lines(_ members: [MemberDecl], role: Role, skipping routes: Set<String>, context: inout Context) -> [String] {
        var methods: [String] = []
        var properties: [String] = []
        var notes: [String] = []
        var seen = Set<String>()
        // Overloads (`changed(_ index: Int)`, `changed(_ on: Bool)`) are members of their own.
        for member in members
        where member.kind != .initializer && seen.insert(member.kind == .method ? member.name + member.shape : member.name).inserted {
            if member.kind == .method, routes.contains(String(DriftCheck.baseName(member.name))) { continue }
            if let reason = DriftCheck.unspecifiable(member, role: role, placements: context.app.placements) {
                notes.append("# not drafted: '\(member.text)': \(reason)")
                continue
            }
            // A property named as the stored property of one of the convention's references
            // (`view` in a presenter whose view the code keeps under a delegate protocol) would
            // collide with the property the spec generates for that reference.
            // A router keeps its view as `viewController` whatever the convention (`var
            // viewController: NSViewController { get }` in a router protocol beside `wireframe.view`).
            if member.kind == .property,
                let key =
                    (context.convention.defaultReferences.keys.sorted() + context.heldReferences.sorted() + [ReferenceKey(.router, .view)])
                    .first(where: { key in
                        key.holder == role && (key.target != .interactorOutput || context.draftsOutput)
                            && context.convention.storedPropertyName(holder: role, target: key.target) == member.name
                    })
            {
                notes.append("# not drafted: '\(member.text)': the spec's '\(key)' reference is a property of this name")
                continue
            }
            let names: [String]
            let generics: [String]
            switch DriftCheck.specSignature(of: member, standardNamesDeclared: context.app.standardNamesDeclared) {
            case .refused(let reason):
                notes.append("# not drafted: '\(member.text)': \(reason)")
                continue
            case .declared(let text, let typeNames, let genericParameters):
                (names, generics) = (typeNames, genericParameters)
                if member.kind == .method { methods.append("    - \(quoted(text))") } else { properties.append("    - \(quoted(text))") }
            }
            // The app's own `Result<T>` is listed too: there the spec's `Result` is the app's.
            for name in names
            where !generics.contains(name) && (!KnownTypes.standard.contains(name) || context.app.standardNamesDeclared.contains(name)) {
                if !context.protocols.contains(name) { context.knownTypes.insert(name) }
            }
        }
        return notes + (methods.isEmpty ? [] : ["methods:"] + methods) + (properties.isEmpty ? [] : ["properties:"] + properties)
    }

}

extension SpecDrafter {
    /// Whether the module's presenter keeps a property typed with one of the module's view
    /// protocols: the module has a view that recovery did not find (a storyboard scene, a type
    /// outside the folder), so it is not drafted as `view: none`.
    static func keepsAViewProtocol(_ module: ModuleModel) -> Bool {
        let viewProtocols = Set(module.protocols.filter { $0.role == .view }.map(\.name))
        guard !viewProtocols.isEmpty else { return false }
        return module.components.contains { component in
            component.role == .presenter
                && component.members.contains { member in
                    member.kind == .property
                        && member.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains {
                            viewProtocols.contains(String($0))
                        }
                }
        }
    }
}
