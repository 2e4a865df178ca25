import Architecture
import CodeSource
import Diagnostics
import SpecParser

/// Draft specs from a model recovered from code, for a team that has an app and no specs yet:
/// one `*.viper.yaml` per module with its components, the references the code holds with their
/// ownership, and the routes it found, plus a `viperc.yml` whose convention and naming match the
/// code. What the code could not tell is written as a comment, never guessed silently.
public enum SpecDrafter {
    /// A file to write: its name inside the project folder and its text.
    public struct Draft: Sendable, Equatable {
        public var name: String
        public var text: String
    }

    /// A convention the team chose (`init --convention`): drafts are named as it says, and
    /// `viperc.yml` names it as `spelled`.
    public struct ChosenConvention: Sendable {
        public var convention: Convention
        public var spelled: String

        public init(_ convention: Convention, spelled: String) {
            self.convention = convention
            self.spelled = spelled
        }
    }

    public static func drafts(of app: AppModel, name: String, convention chosen: ChosenConvention? = nil) -> [Draft] {
        // The team's convention as given, or the built-in one that names most of the code, with
        // the code's own names where they differ.
        let (convention, protocolOverrides, chosenAssembler, adjusted) = naming(of: app, chosen: chosen)
        let typeName: (Role, String) -> String = { role, module in adjusted.typeName(role, module: module) }
        let references = Dictionary(grouping: app.references, by: \.module)
        let routes = Dictionary(grouping: app.routes, by: \.from)
        let drafted = app.modules.filter { isIdentifier($0.name) && !$0.onlyNavigates }
        var context = Context(
            app: app, modules: Set(drafted.map(\.name)),
            protocols: Set(drafted.flatMap { module in Role.allCases.map { adjusted.protocolName($0, module: module.name) } }),
            convention: adjusted)
        for module in app.modules {
            for component in module.components {
                for name in component.conformances { context.implementers[name, default: []].insert(module.name) }
            }
        }
        context.assembledByOpener = Set(
            drafted.filter { module in !module.components.contains { $0.role == .builder || $0.role == .router } }.map(\.name))
        // A presenter without a view: `view: none`, so routes into it are `custom`. Its builder
        // assembles it where the code has one (and hands its opener the presenter); otherwise
        // whatever opens it does.
        for module in drafted {
            let roles = Set(module.components.map(\.role))
            guard roles.contains(.presenter), !roles.contains(.view), !keepsAViewProtocol(module) else { continue }
            context.viewless.insert(module.name)
            if roles.contains(.builder) { context.builtViewless.insert(module.name) }
        }
        context.assembledByOpener.formUnion(context.viewless.subtracting(context.builtViewless))
        // What the routes into each module pass: its parameters, when a spec can declare them
        // (one type per name; one that a route leaves out is optional); otherwise none, and the
        // routes pass none.
        var passed: [String: [[String]]] = [:]
        for module in drafted {
            let router =
                module.components.first { $0.role == .router && $0.name == typeName(.router, module.name) }
                ?? module.components.first { $0.role == .router }
            for route in routeMethods(of: router, in: module, context: context) {
                if let target = route.target { passed[target, default: []].append(route.parameters) }
            }
        }
        for (target, lists) in passed {
            var union: [String] = []
            for parameter in lists.joined() where !union.contains(parameter) { union.append(parameter) }
            let names = union.map { String($0.split(separator: ":")[0]) }
            let optional = union.allSatisfy { parameter in
                lists.allSatisfy { $0.contains(parameter) } || parameter.hasSuffix("?")
            }
            guard !union.isEmpty, Set(names).count == names.count, optional,
                let module = drafted.first(where: { $0.name == target }),
                let typeNames = declarableParameters(union, of: module, context: context)
            else { continue }
            context.parameters[target] = union
            for name in typeNames where !context.protocols.contains(name) { context.knownTypes.insert(name) }
        }
        var drafts: [Draft] = []
        for module in drafted {
            let text = spec(
                module, references: references[module.name] ?? [], routes: routes[module.name] ?? [], typeName: typeName,
                context: &context)
            drafts.append(Draft(name: "\(module.name).viper.yaml", text: text))
        }
        // A module's own protocol names (`protocol:`) are declared by its spec, not known outside.
        let config = config(
            app, name: name, convention: convention.0, spelled: chosen?.spelled, overrides: convention.1, protocols: protocolOverrides,
            assembler: chosenAssembler, knownTypes: context.knownTypes.subtracting(context.ownProtocols).subtracting(context.namespaces)
        )
        return [Draft(name: "viperc.yml", text: config)] + drafts
    }

    /// The convention the drafts follow: the team's as given, or the built-in one that names
    /// most of the code, with the code's own names where they differ (`adjusted`).
    static func naming(of app: AppModel, chosen: ChosenConvention?) -> (
        base: (Convention, [Role: String]), protocols: [Role: String], assembler: Role?, adjusted: Convention
    ) {
        let convention = chosen.map { ($0.convention, [Role: String]()) } ?? chooseConvention(app)
        let protocolOverrides = chosen == nil ? protocolTemplates(app, convention: convention.0, typeOverrides: convention.1) : [:]
        var adjusted = convention.0
        adjusted.typeNames.merge(convention.1) { $1 }
        adjusted.protocolNames.merge(protocolOverrides) { $1 }
        let chosenAssembler = chosen == nil ? assembler(app, convention: convention.0) : nil
        if let chosenAssembler { adjusted.assembler = chosenAssembler }
        return (convention, protocolOverrides, chosenAssembler, adjusted)
    }

    /// The drafts read back as specs, as `lint --spec` will read them: their names place types
    /// first when the code is recovered again. `viperc init --from` drafts from that second
    /// recovery, so that the drafts describe the model the drift check compares them with.
    public static func project(of drafts: [Draft], app: AppModel, chosen: ChosenConvention?) -> Project {
        var config = ProjectConfig()
        config.convention = naming(of: app, chosen: chosen).adjusted
        let engine = DiagnosticEngine()
        let modules = drafts.filter { $0.name.hasSuffix(".viper.yaml") }.compactMap {
            SpecLoader.decodeModule(SourceFile(path: $0.name, text: $0.text), displayPath: $0.name, engine: engine)
        }
        return Project(root: app.root, config: config, modules: modules)
    }

    /// References `viperc lint` reports in code, which a spec therefore cannot declare: a
    /// builder's, and the view's and the interactor's to each other and to the router.
    static func isUndeclarable(_ holder: Role, _ target: Role) -> Bool {
        holder == .builder
            || [(Role.view, Role.interactor), (.view, .router), (.interactor, .view), (.interactor, .router)].contains {
                $0 == (holder, target)
            }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func spec(
        _ module: ModuleModel, references moduleReferences: [ComponentReference], routes moduleRoutes: [NavigationEdge],
        typeName: (Role, String) -> String, context: inout Context
    ) -> String {
        var lines = ["module: \(module.name)"]
        if let folder = module.folder { lines.append("# found in \(folder)") }
        lines += parameters(of: module, context: context)
        let roles = Set(module.components.map(\.role))
        // A spec has one component per role: with several (a configurator and two helper
        // builders), only the one the naming gives, or else the first, speaks for the role.
        var primary: [Role: String] = [:]
        for role in Role.components {
            let names = module.components.filter { $0.role == role }.map(\.name)
            // The view that implements the module's view protocol, when one alone does (a
            // `LoginView` beside a `LoginViewController` that only hosts it), then the naming's.
            // (Other roles keep the naming's: their second types are helpers the first holds.)
            let implementing =
                role != .view
                ? []
                : names.filter { name in
                    module.components.first { $0.name == name }?.conformances.contains { conformance in
                        module.protocols.contains { $0.name == conformance && $0.role == role }
                    } ?? false
                }
            let named = names.first { $0 == typeName(role, module.name) }
            // Among several views, the one the other components hold (the presenter's `view`, a
            // router's controller) is the screen; another is a leftover or a piece of it (a
            // `BeineView` stub beside the `BeineViewController` the configurator wires).
            let held =
                names.count < 2
                ? []
                : names.filter { name in moduleReferences.contains { $0.to == name && $0.fromRole != role } }
            // Of other roles, where the naming names none, the one the presenter holds (its
            // `cameraInteractor` among eight interactors), else one another component holds, so
            // the spec's reference is to what the code holds.
            let heldByPresenter = held.filter { name in moduleReferences.contains { $0.to == name && $0.fromRole == .presenter } }
            primary[role] =
                role != .view
                ? named ?? heldByPresenter.first ?? held.first ?? names.first
                : (held.count == 1 ? held[0] : nil)
                    ?? (named.map(implementing.contains) ?? false ? named : nil) ?? (implementing.count == 1 ? implementing[0] : nil)
                    ?? named ?? names.first
        }
        Self.preferOneNamespace(&primary, in: module)
        let component = { (role: Role) in module.components.first { $0.name == primary[role] } }
        // Components all nested in one type (`AlarmModule.Presenter`) are the spec's namespace.
        let namespace = Self.namespace(of: primary)
        if let namespace {
            lines.insert("namespace: \(namespace)", at: 1)
            context.namespaces.insert(namespace)
        }
        context.heldReferences = Set(
            moduleReferences.filter { primary[$0.fromRole] == $0.from && $0.fromRole != .builder }.compactMap { reference in
                let target: Role =
                    reference.fromRole == .interactor && reference.toRole == .presenter ? .interactorOutput : reference.toRole
                return Self.isUndeclarable(reference.fromRole, target) ? nil : ReferenceKey(reference.fromRole, target)
            })
        // Every router of the module navigates for it (a coordinator beside a router): the
        // spec's routes are the module's, the one the naming gives first.
        var routeMethods = routeMethods(of: component(.router), in: module, context: context)
        for other in module.components where other.role == .router && other.name != primary[.router] {
            for route in Self.routeMethods(of: other, in: module, context: context)
            where !routeMethods.contains(where: { $0.name == route.name }) {
                routeMethods.append(route)
            }
        }
        // A module without a view has no screen to close: a method that only closes one
        // (`back()`) is no route of its spec, so it stays a method of the router.
        if context.viewless.contains(module.name) { routeMethods.removeAll { $0.target == nil } }
        // The interactor's output, drafted under the interactor when the code has one.
        let output = presenterOutput(module, component(.presenter), &context)
        context.draftsOutput =
            moduleReferences.contains(where: { $0.fromRole == .interactor && $0.toRole == .presenter }) || !output.isEmpty
        for role in Role.components where roles.contains(role) || role == .view || role == .presenter {
            let key = role.rawValue
            if roles.contains(role) {
                let names = module.components.filter { $0.role == role }.map(\.name)
                lines.append("\(key):  # \(names.joined(separator: ", "))")
                // A name the naming does not give is the spec's own, so that the generated
                // files name the type the code has.
                if let namespace, let name = primary[role] {
                    let nested = String(name.dropFirst(namespace.count + 1))
                    if nested != context.convention.nestedTypeName(role, module: module.name, viewKind: .uikit) {
                        lines.append("  type: \(nested)")
                    }
                } else if let name = primary[role], name != typeName(role, module.name) {
                    // A namespaced name (`Map.Presenter`) is no identifier a spec can give a type.
                    lines.append(
                        name.contains(".")
                            ? "  # not drafted: 'type: \(name)', a namespaced name, which a spec cannot declare" : "  type: \(name)")
                }
                if let own = ownProtocolName(of: module, role: role, implementer: component(role), context: context) {
                    lines.append("  protocol: \(own)")
                    context.ownProtocols.insert(own)
                }
                let interface = interface(
                    of: module, role: role, implementer: component(role),
                    skipping: role == .router ? Set(routeMethods.map(\.name)) : [],
                    withOutput: role == .presenter && !roles.contains(.interactor),
                    context: &context
                )
                lines += interface.own.map { "  " + $0 }
                if role == .interactor, let interactor = component(.interactor) {
                    let services = services(of: interactor, in: module, context: context)
                    if !services.isEmpty { lines.append("  services: [\(services.joined(separator: ", "))]") }
                }
                if role == .presenter, let presenter = component(.presenter) {
                    // Other modules' delegate protocols it conforms to, as the spec says it.
                    let delegates = presenter.conformances.filter { name in
                        context.modules.contains { $0 != module.name && context.convention.protocolName(.delegate, module: $0) == name }
                    }
                    if !delegates.isEmpty { lines.append("  implements: [\(delegates.joined(separator: ", "))]") }
                }
                if role == .interactor, context.draftsOutput {
                    lines.append("  output:  # implemented by the presenter")
                    if let own = ownProtocolName(of: module, role: .interactorOutput, implementer: component(.presenter), context: context)
                    {
                        lines.append("    protocol: \(own)")
                        context.ownProtocols.insert(own)
                    }
                    lines += output.map { "    " + $0 }
                }
            } else if role == .view && context.builtViewless.contains(module.name) {
                lines.append("view: none  # not found in the code; its builder assembles it and its opener keeps the presenter")
            } else if role == .view && context.viewless.contains(module.name) {
                lines.append("view: none  # not found in the code; whatever opens the module assembles it")
            } else {
                // Declared all the same, as VIPER has it, and said: the drift check reports it.
                lines.append(
                    "\(key):  # not found in the code; a module needs one, so the spec declares '\(namespace.map { "\($0).\(context.convention.nestedTypeName(role, module: module.name, viewKind: .uikit))" } ?? typeName(role, module.name))', and 'viperc lint --spec' reports it missing until it is written"
                )
                // With the role's protocols the code declares (a presenter's `…ViewOutput` whose
                // class is only a base elsewhere): the drift check compares them all the same.
                lines += interface(of: module, role: role, implementer: nil, skipping: [], context: &context).own.map { "  " + $0 }
            }
        }
        // A module with neither a builder nor a router is assembled by whatever opens it.
        if context.assembledByOpener.contains(module.name) && !context.viewless.contains(module.name) {
            lines.append("assembler: none  # nothing of its own assembles it in the code")
        }
        // Where builders assemble modules, one whose code has a router and no builder is
        // assembled by its router: said, so that the spec implies no builder the code lacks.
        if context.convention.assembler == .builder, roles.contains(.router), !roles.contains(.builder),
            !context.viewless.contains(module.name)
        {
            lines.append("assembler: \(context.convention.wireframeWord.lowercased())  # no builder in the code; its router assembles it")
        }
        // The module's delegate protocol: what it tells whoever opened it.
        let delegateName = context.convention.protocolName(.delegate, module: module.name)
        // Not where the naming gives a role's protocol the delegate's name (`{Module}Delegate`
        // for the presenter's): that protocol is the role's, and a spec cannot name two alike.
        let namesARole = Role.allCases.contains {
            $0 != .delegate && context.convention.protocolName($0, module: module.name) == delegateName
        }
        if !namesARole, let delegate = module.protocols.first(where: { $0.name == delegateName }) {
            lines.append("delegate:")
            lines += self.lines(delegate.members, role: .delegate, skipping: [], context: &context).map { "  " + $0 }
        }
        var references: [String] = []
        var notes: [String] = []
        // A reference typed with the role's protocol that several types implement (two views of
        // one presenter) holds the role all the same; one through a channel to another module's
        // component (a router's `weak var output: ListModuleOutput?` that the opener's presenter
        // implements) is no reference of the module.
        let implementers = context.implementers
        let implementedElsewhere = { (name: String) in
            guard let modules = implementers[name] else { return false }
            return !modules.contains(module.name)
        }
        func isOwn(_ reference: ComponentReference) -> Bool {
            primary[reference.toRole] == reference.to
                || (reference.via != nil && module.components.contains(where: { $0.name == reference.to }))
                || (module.protocols.contains(where: { $0.name == reference.to && $0.role == reference.toRole })
                    && !implementedElsewhere(reference.to))
        }
        for reference in moduleReferences {
            // A hold a spec cannot declare (a builder's, a view's on the router) on any
            // component of the module, not only the one that speaks for its role (a second
            // router the view keeps, a second interactor a second builder makes), is what the
            // drift check reports: said all the same.
            let undeclarableHold =
                Self.isUndeclarable(
                    reference.fromRole,
                    reference.fromRole == .interactor && reference.toRole == .presenter ? .interactorOutput : reference.toRole)
                && module.components.contains(where: { $0.name == reference.to })
            guard isOwn(reference) || undeclarableHold else { continue }
            let holder = reference.fromRole
            var target = reference.toRole
            if holder == .interactor && target == .presenter { target = .interactorOutput }
            // Another component of the role (a piece of a SwiftUI view that keeps the router)
            // is not the spec's; what lint reports of it is still announced.
            guard primary[holder] == reference.from else {
                if Self.isUndeclarable(holder, target), module.components.contains(where: { $0.name == reference.from }) {
                    let ownership = reference.ownership == .unownedUnsafe ? "unowned" : reference.ownership.rawValue
                    let note =
                        "# not drafted: '\(reference.from).\(reference.property)' holds the \(target.specKey) (\(ownership)), which a spec cannot declare"
                    if !notes.contains(note) { notes.append(note) }
                }
                continue
            }
            // Only what both ends of the module have: a spec cannot point at a missing component.
            let present = roles.contains(reference.toRole) || target == .interactorOutput
            guard roles.contains(reference.fromRole), present else { continue }
            let key = "\(holder.specKey).\(target == .interactorOutput ? "output" : target.specKey)"
            let ownership = reference.ownership == .unownedUnsafe ? "unowned" : reference.ownership.rawValue
            // A builder's weak outlet keeps nothing alive; the drift check leaves it alone.
            if holder == .builder && reference.ownership != .strong { continue }
            // What 'viperc lint' reports in code a spec cannot declare; the drift check reports it.
            if Self.isUndeclarable(holder, target) {
                let note =
                    "# not drafted: '\(reference.from).\(reference.property)' holds the \(target.specKey) (\(ownership)), which a spec cannot declare"
                if !notes.contains(note) { notes.append(note) }
                continue
            }
            let entry = "  \(key): \(ownership)"
            if holder != target, !references.contains(where: { $0.hasPrefix("  \(key):") }) { references.append(entry) }
        }
        // The convention's back references that the code does not hold: 'none', as the code has
        // it. A strong default stays: without it the spec's module has no owner, and the drift
        // check says where the code keeps the component in a way viperc cannot see.
        for (key, ownership) in context.convention.defaultReferences.sorted(by: { $0.key < $1.key }) where ownership != .strong {
            let holderRole = componentRole(key.holder)
            let targetRole = componentRole(key.target)
            guard let holder = component(holderRole), key.holder != .builder, roles.contains(targetRole),
                key.target != .interactorOutput || lines.contains("  output:  # implemented by the presenter")
            else { continue }
            let name = Self.referenceName(key)
            let held = moduleReferences.contains { $0.from == holder.name && $0.toRole == targetRole && isOwn($0) }
            // The code may name the property as the convention does (`router`, `eventHandler`).
            if !held, !Self.holdsByConventionName(holder, key, context: context, module: module),
                !references.contains(where: { $0.hasPrefix("  \(name):") })
            {
                references.append("  \(name): none")
            }
        }
        var drafted: [String: String] = [:]
        for entry in references {
            let parts = entry.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1)
            if parts.count == 2 { drafted[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        // The spec declares a view and a presenter even where the code has none.
        let specRoles = roles.union([.view, .presenter])
        var defaults: [String: Ownership] = [:]
        for (key, ownership) in context.convention.defaultReferences where key.holder != .builder {
            guard specRoles.contains(componentRole(key.holder)), specRoles.contains(componentRole(key.target)) else { continue }
            defaults[Self.referenceName(key)] = ownership
        }
        // Each key's holding properties, for the notes: every one the drift check will report
        // (`DuplicatePresenter.delegate` and `DuplicatePresenter.controller`, both strong), the
        // strong ones where some are.
        var held: [String: [ComponentReference]] = [:]
        for reference in moduleReferences where primary[reference.fromRole] == reference.from {
            let target = reference.fromRole == .interactor && reference.toRole == .presenter ? "output" : reference.toRole.specKey
            held["\(reference.fromRole.specKey).\(target)", default: []].append(reference)
        }
        let holders = held.mapValues { references in
            let strong = references.filter { $0.ownership == .strong }
            return Set((strong.isEmpty ? references : strong).map { "\($0.from).\($0.property)" }).sorted().joined(separator: "', '")
        }
        let components = Set(specRoles.filter { Role.components.contains($0) }.map(\.specKey))
        let owned = owningEveryComponent(drafted, defaults: defaults, holders: holders, components: components)
        let broken = breakingStrongCycles(owned.references, defaults: defaults, holders: holders)
        references = broken.references.filter { drafted[$0.key] != nil || $0.value != defaults[$0.key]?.rawValue }.map {
            "  \($0.key): \($0.value)"
        }
        notes += owned.notes + broken.notes
        notes += unheldStrongDefaults(drafted: broken.references, context: context, component: component, roles: roles, module: module)
        if !references.isEmpty {
            lines.append("references:")
            lines += references.sorted()
        }
        lines += notes
        lines += routes(
            routeMethods, others: moduleRoutes, router: primary[.router], viewless: context.viewless.contains(module.name), context: context
        )
        return lines.joined(separator: "\n") + "\n"
    }
}
