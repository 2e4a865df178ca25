import Architecture
import Diagnostics
import Support

/// Checks a project as a whole: duplicate declarations, types, routes and ownership.
public struct Validator {
    let project: Project
    let engine: DiagnosticEngine

    public init(project: Project, engine: DiagnosticEngine) {
        self.project = project
        self.engine = engine
    }

    /// Validates `project` into `engine`; returns what a build record keeps to check one
    /// module again later without the others (`ModuleContext`).
    @discardableResult
    public static func validate(_ project: Project, engine: DiagnosticEngine) -> Validation {
        Validator(project: project, engine: engine).run()
    }

    var convention: Convention { project.config.convention }

    /// What checking one module needs of the rest of the project.
    public struct ModuleContext: Sendable {
        /// Modules by name; a module's own checks read those its routes and tabs lead to.
        public var modules: [String: ModuleSpec]
        public var knownTypes: Set<String>
        public var classBound: Set<String>
        public var delegates: Set<String>
        /// Entities by name; a module's own checks read those its signatures use.
        public var entities: [String: EntitySpec]

        public init(
            modules: [String: ModuleSpec], knownTypes: Set<String>, classBound: Set<String>, delegates: Set<String>,
            entities: [String: EntitySpec]
        ) {
            self.modules = modules
            self.knownTypes = knownTypes
            self.classBound = classBound
            self.delegates = delegates
            self.entities = entities
        }
    }

    /// A validation's findings by the module they belong to, and the project-wide facts every
    /// module's own checks read.
    public struct Validation: Sendable {
        /// Each module's own diagnostics, by spec path: those that checking the module alone
        /// against the same context gives again.
        public var byModule: [String: [Diagnostic]] = [:]
        public var knownTypes: Set<String> = []
        public var classBound: Set<String> = []
        public var delegates: Set<String> = []
    }

    func run() -> Validation {
        let modules = uniqueModules()
        checkCaseCollisions()
        let entities = uniqueEntities()
        let knownTypes = knownTypeNames(entities: entities)
        // Resolved once per module: the class-bound protocols and each module's checks need them.
        let config = project.config
        let resolved = project.modules.map { ReferenceResolver.resolve($0, config: config) }
        let classBound = classBoundProtocols(references: resolved.map(\.references))
        // Built once: per module, it made validating n modules cost n² entity copies.
        let entityIndex = Dictionary(project.allEntities.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let context = ModuleContext(
            modules: modules, knownTypes: knownTypes, classBound: classBound.all, delegates: classBound.delegates, entities: entityIndex)
        // Modules are checked independently, on every core, each into its own engine.
        let project = self.project
        let perModule = ParallelMap.map(Array(zip(project.modules, resolved))) { module, resolution -> [Diagnostic] in
            Validator(project: project, engine: DiagnosticEngine()).checkModule(module, resolution: resolution, context: context)
        }
        var validation = Validation(knownTypes: knownTypes, classBound: classBound.all, delegates: classBound.delegates)
        for (module, diagnostics) in zip(project.modules, perModule) {
            engine.emit(contentsOf: diagnostics)
            validation.byModule[module.path, default: []] += diagnostics
        }
        for shared in project.shared {
            for name in shared.typeNames where !knownTypes.contains(name.value) {
                engine.error(unknownTypeMessage(name.value, candidates: Array(knownTypes)), at: name.location, id: "unknown-type")
            }
            for mismatch in shared.arityMismatches { checkArity(mismatch) }
        }
        checkGeneratedNames(modules: modules)
        checkRecursiveEntities()
        checkEntityConformances()
        checkEntry(modules: modules)
        checkNavigationContexts()
        return validation
    }

    /// One module's own checks, which read nothing of the project but `context` and the
    /// configuration; `project` may hold only this module and its neighbours.
    public static func validateModule(_ module: ModuleSpec, in project: Project, context: ModuleContext) -> [Diagnostic] {
        let resolution = ReferenceResolver.resolve(module, config: project.config)
        return Validator(project: project, engine: DiagnosticEngine()).checkModule(module, resolution: resolution, context: context)
    }

    func checkModule(
        _ module: ModuleSpec, resolution: (references: [ResolvedReference], diagnostics: [Diagnostic]), context: ModuleContext
    ) -> [Diagnostic] {
        checkRoles(module)
        checkOmitted(module)
        checkMembers(module)
        checkTypes(module, known: context.knownTypes)
        checkRoutes(module, modules: context.modules)
        engine.emit(contentsOf: resolution.diagnostics)
        checkActorInteractor(module, references: resolution.references)
        checkDeclarations(module, references: resolution.references)
        checkModuleParameters(module, classBound: (context.classBound, context.delegates))
        checkGenericRequirements(module, entities: context.entities)
        checkAttributedEntities(module, entities: context.entities)
        engine.emit(
            contentsOf: OwnershipChecker(module: module, convention: project.config.convention, references: resolution.references).check())
        return engine.diagnostics
    }

    /// Modules by name, reporting the second and later declarations of a name.
    func uniqueModules() -> [String: ModuleSpec] {
        var result: [String: ModuleSpec] = [:]
        for module in project.modules {
            if let first = result[module.name.value] {
                engine.error(
                    "module '\(module.name.value)' is declared twice", at: module.name.location, id: "duplicate-module",
                    notes: [DiagnosticNote("'\(module.name.value)' first declared here", at: first.name.location)])
            } else {
                result[module.name.value] = module
            }
        }
        return result
    }

    func uniqueEntities() -> [String: EntitySpec] {
        var result: [String: EntitySpec] = [:]
        for entities in project.modules.map(\.entities) + project.shared.map(\.entities) {
            for entity in entities {
                if let first = result[entity.name.value] {
                    engine.error(
                        "entity '\(entity.name.value)' is declared twice", at: entity.name.location, id: "duplicate-entity",
                        notes: [DiagnosticNote("'\(entity.name.value)' first declared here", at: first.name.location)])
                } else if KnownTypes.standard.contains(entity.name.value) {
                    engine.error(
                        "entity '\(entity.name.value)' would hide the standard type of that name; rename it", at: entity.name.location,
                        id: "invalid-name")
                } else {
                    result[entity.name.value] = entity
                }
            }
        }
        return result
    }

    func knownTypeNames(entities: [String: EntitySpec]) -> Set<String> {
        var known = KnownTypes.standard
        known.formUnion(entities.keys)
        known.formUnion(project.config.knownTypes.map(\.value))
        known.formUnion(project.allServices.map(\.value))
        for module in project.modules {
            for role in Role.allCases where module.has(role) {
                known.insert(convention.protocolName(role, module: module.name.value))
            }
            // viperc declares a module's namespace; signatures may name it and its nested types.
            if let namespace = module.namespace { known.insert(namespace.value) }
        }
        return known
    }

    func checkMembers(_ module: ModuleSpec) {
        for role in Role.allCases {
            guard let component = module.components[role] else { continue }
            var seen: [String: SourceLocation] = [:]
            // A method repeats another only under the same name: the whole signature's text is
            // made only for names used more than once.
            var uses: [String: Int] = [:]
            for index in component.methods.indices { uses[component.methods[index].name, default: 0] += 1 }
            // Swift tells methods apart by name, argument labels, parameter types, effects and
            // result, not by the parameters' own names: `c(_ x: Int)` repeats `c(_ y: Int)`.
            let members =
                component.methods.compactMap { uses[$0.name, default: 0] > 1 ? (Self.overloadKey($0), $0.location) : nil }
                + component.properties.map { ($0.name, $0.location) }
            for (key, location) in members {
                if let first = seen[key] {
                    engine.error(
                        "'\(key)' is declared twice in '\(convention.protocolName(role, module: module.name.value))'",
                        at: location, id: "duplicate-member", notes: [DiagnosticNote("first declared here", at: first)])
                } else {
                    seen[key] = location
                }
            }
        }
    }

    /// What makes two method requirements the same declaration to Swift, in signature form.
    static func overloadKey(_ method: MethodSignature) -> String {
        let parameters = method.parameters.map { "\($0.externalLabel ?? "_"): \($0.type.text)" }.joined(separator: ", ")
        var key = "\(method.name)(\(parameters))"
        if method.isAsync { key += " async" }
        if let clause = method.throwsClause { key += " " + clause }
        if let result = method.returnType { key += " -> " + result.text }
        return key
    }

    /// A standard generic type with another number of arguments is wrong unless `knownTypes`
    /// says the project declares a type of that name (its own `Result<T>`).
    func checkArity(_ mismatch: ArityMismatch) {
        guard !project.config.knownTypes.contains(where: { $0.value == mismatch.name.value }) else { return }
        engine.error(mismatch.message, at: mismatch.name.location, id: "invalid-signature")
    }

    func checkTypes(_ module: ModuleSpec, known: Set<String>) {
        module.forEachArityMismatch { checkArity($0) }
        // The walk gathers only the unknown names: a closure that reads `self` copied the
        // validator for every name.
        var unknown: [Located<String>] = []
        module.forEachTypeName { name in
            if !known.contains(name.value) { unknown.append(name) }
        }
        guard !unknown.isEmpty else { return }
        // UI types belong to the view and the wireframe, whose files import their framework.
        var inUserInterface = Set<SourceLocation>()
        module.forEachUserInterfaceTypeName { inUserInterface.insert($0.location) }
        for name in unknown {
            if let framework = KnownTypes.uiFramework(of: name.value) {
                if inUserInterface.contains(name.location) { continue }
                engine.error(
                    "'\(name.value)' is a \(framework) type, which only the \(convention.title(of: .view).lowercased()) and the \(convention.wireframeWord.lowercased()) may use; hand the others plain data (a URL, 'Data', a model) and let the \(convention.title(of: .view).lowercased()) make the \(framework) value",
                    at: name.location, id: "ui-type-outside-view")
                continue
            }
            engine.error(unknownTypeMessage(name.value, candidates: Array(known)), at: name.location, id: "unknown-type")
        }
    }

    func unknownTypeMessage(_ name: String, candidates: [String]) -> String {
        if let match = Suggestion.closest(to: name, in: candidates) {
            return "unknown type '\(name)'; did you mean '\(match)'?"
        }
        return "unknown type '\(name)'; declare it under 'entities:' or list it in 'knownTypes' of viperc.yml"
    }

    func checkRoutes(_ module: ModuleSpec, modules: [String: ModuleSpec]) {
        var seen: [String: SourceLocation] = [:]
        for route in module.routes {
            if let first = seen[route.name.value] {
                engine.error(
                    "route '\(route.name.value)' is declared twice in module '\(module.name.value)'", at: route.name.location,
                    id: "duplicate-route", notes: [DiagnosticNote("first declared here", at: first)])
            } else {
                seen[route.name.value] = route.name.location
            }
            if !module.has(.router) && !module.isTabContainer && module.omitted[.presenter] == nil {
                engine.warning(
                    "route '\(route.name.value)' has no \(convention.wireframeWord.lowercased()) method to carry it, because module '\(module.name.value)' has no '\(convention.wireframeWord.lowercased())'",
                    at: route.name.location, id: "route-without-wireframe")
            }
            guard let target = route.target else { continue }
            guard let destination = modules[target.value] else {
                if route.transition.value == .tab {
                    engine.error(
                        "tab '\(target.value)' shows unknown module '\(target.value)'\(Suggestion.didYouMean(target.value, in: Array(modules.keys)))",
                        at: target.location, id: "unknown-module")
                    continue
                }
                engine.error(
                    "route '\(route.name.value)' goes to unknown module '\(target.value)'\(Suggestion.didYouMean(target.value, in: Array(modules.keys)))",
                    at: target.location, id: "unknown-module")
                continue
            }
            if let outside = destination.assembledByOpener {
                let what = route.transition.value == .tab ? "tab '\(target.value)' shows" : "route '\(route.name.value)' opens"
                let clause = Self.openerClause(destination)
                if route.transition.value == .tab, let viewless = destination.omitted[.view] {
                    engine.error(
                        "tab '\(target.value)' shows module '\(target.value)', which has no view ('view: none'); a tab needs a screen",
                        at: route.name.location, id: "invalid-value", notes: [DiagnosticNote("'view: none' here", at: viewless)])
                    continue
                }
                if route.transition.value == .tab {
                    engine.error(
                        "tab '\(target.value)' shows module '\(target.value)', which nothing of its own assembles ('\(clause)'); the tab module assembles its tabs, so remove '\(clause)' from module '\(target.value)'",
                        at: route.name.location, id: "invalid-value", notes: [DiagnosticNote("'\(clause)' here", at: outside)])
                    continue
                }
                if route.transition.value != .custom {
                    engine.error(
                        "\(what) module '\(target.value)', which nothing of its own assembles ('\(clause)'), so viperc cannot assemble it; write 'transition: custom' and open it in the \(convention.wireframeWord.lowercased())",
                        at: route.name.location, id: "invalid-value", notes: [DiagnosticNote("'\(clause)' here", at: outside)])
                    continue
                }
            }
            // A module its builder assembles without a view has no screen to show: its opener
            // keeps the presenter the builder returns, in the opener's own code.
            if destination.assembledByOpener == nil, let viewless = destination.omitted[.view], route.transition.value != .custom {
                let note = [DiagnosticNote("'view: none' here", at: viewless)]
                if route.transition.value == .tab {
                    engine.error(
                        "tab '\(target.value)' shows module '\(target.value)', which has no view ('view: none'); a tab needs a screen",
                        at: route.name.location, id: "invalid-value", notes: note)
                } else {
                    engine.error(
                        "route '\(route.name.value)' (\(route.transition.value.rawValue)) opens module '\(target.value)', which has no view to show ('view: none'); write 'transition: custom' and keep the presenter its builder returns",
                        at: route.name.location, id: "invalid-value", notes: note)
                }
                continue
            }
            if route.transition.value == .tab {
                checkTab(route, destination: destination)
                continue
            }
            checkParameters(of: route, against: destination)
        }
    }

    /// A tab's module is assembled with nothing but the dependencies: it may take no parameter
    /// that is not optional, and it cannot be a tab module itself.
    func checkTab(_ route: RouteSpec, destination: ModuleSpec) {
        let target = destination.name.value
        if destination.isTabContainer {
            engine.error("tab '\(target)' is itself a tab module; tabs cannot nest", at: route.name.location, id: "invalid-tabs")
        }
        for expected in destination.parameters where !expected.isOptional {
            engine.error(
                "module '\(target)' takes '\(expected.name.value)', which a tab cannot pass; make it optional or show '\(target)' with a route",
                at: route.name.location, id: "invalid-tabs",
                notes: [DiagnosticNote("'\(target)' declares '\(expected.name.value)' here", at: expected.name.location)])
        }
    }

    func checkParameters(of route: RouteSpec, against destination: ModuleSpec) {
        // A module takes a few parameters: a search of the list beats building a table per route.
        let target = destination.name.value
        for parameter in route.parameters {
            guard let expected = destination.parameters.first(where: { $0.name.value == parameter.name.value }) else {
                let names = destination.parameters.map(\.name.value)
                let takes = names.isEmpty ? "it takes none" : "it takes \(names.map { "'\($0)'" }.joined(separator: ", "))"
                engine.error(
                    "module '\(target)' does not take parameter '\(parameter.name.value)'\(Suggestion.didYouMean(parameter.name.value, in: names)); \(takes)",
                    at: parameter.name.location, id: "route-parameters",
                    notes: destination.parameters.isEmpty
                        ? [] : [DiagnosticNote("'\(target)' declares its parameters here", at: destination.parameters[0].name.location)])
                continue
            }
            if expected.type.text != parameter.type.text {
                engine.error(
                    "parameter '\(parameter.name.value)' is '\(parameter.type.text)' here, but module '\(target)' takes '\(expected.type.text)'",
                    at: parameter.name.location, id: "route-parameters",
                    notes: [DiagnosticNote("'\(target)' declares '\(parameter.name.value)' here", at: expected.name.location)])
            }
        }
        for expected in destination.parameters
        where !expected.isOptional && !route.parameters.contains(where: { $0.name.value == expected.name.value }) {
            engine.error(
                "route '\(route.name.value)' does not pass '\(expected.name.value): \(expected.type.text)', which module '\(target)' requires",
                at: route.name.location, id: "route-parameters",
                notes: [DiagnosticNote("'\(target)' declares '\(expected.name.value)' here", at: expected.name.location)])
        }
    }

    /// An actor gets what it holds in its initializer: the assembly cannot set a property of an
    /// actor afterwards without `await`. The interactor is created before the presenter,
    /// wireframe and formatter, so an actor interactor can hold none of them.
    func checkActorInteractor(_ module: ModuleSpec, references: [ResolvedReference]) {
        guard project.config.isolation(of: .interactor, in: module) == .actor else { return }
        let isolation = module.components[.interactor]?.isolation ?? project.config.isolation[.interactor]
        for reference in references where reference.key.holder == .interactor && reference.key.target != .view {
            engine.error(
                "an actor interactor cannot hold '\(reference.key)': the assembly creates the \(convention.title(of: reference.key.target.implementer).lowercased()) after the interactor and cannot set an actor's property without 'await'; return results from async methods, or remove the reference with '\(reference.key): none'",
                at: reference.isDefault ? (isolation?.location ?? reference.location) : reference.location, id: "invalid-isolation",
                notes: reference.isDefault
                    ? [] : isolation.map { [DiagnosticNote("the interactor is made an actor here", at: $0.location)] } ?? [])
        }
    }

    /// Warns about modules that no chain of routes reaches from the entry module.
    func checkEntry(modules: [String: ModuleSpec]) {
        guard let entry = project.config.entry else { return }
        if let module = modules[entry.value], let outside = module.assembledByOpener {
            let clause = Self.openerClause(module)
            engine.error(
                "entry module '\(entry.value)' is assembled by nothing of its own ('\(clause)'); the app's start needs its assembler",
                at: entry.location, id: "invalid-value", notes: [DiagnosticNote("'\(clause)' here", at: outside)])
        } else if let module = modules[entry.value], let viewless = module.omitted[.view] {
            engine.error(
                "entry module '\(entry.value)' has no view ('view: none'); the app's start needs a screen", at: entry.location,
                id: "invalid-value", notes: [DiagnosticNote("'view: none' here", at: viewless)])
        }
        guard modules[entry.value] != nil else {
            engine.error(
                "entry module '\(entry.value)' is not declared\(Suggestion.didYouMean(entry.value, in: Array(modules.keys)))",
                at: entry.location, id: "unknown-module")
            return
        }
        let reached = RouteGraph(modules: project.modules).reachable(from: entry.value)
        for module in project.modules
        where !reached.contains(module.name.value) && modules[module.name.value]?.name.location == module.name.location {
            engine.warning(
                "no route reaches module '\(module.name.value)' from the entry module '\(entry.value)'",
                at: module.name.location, id: "unreachable-module")
        }
    }
}

/// The app's navigation: which module each module's routes lead to.
public struct RouteGraph: Sendable {
    public var edges: [String: [String]]

    public init(modules: [ModuleSpec]) {
        var edges: [String: [String]] = [:]
        for module in modules {
            edges[module.name.value, default: []] += module.routes.compactMap { $0.target?.value }
        }
        self.edges = edges
    }

    /// A graph of any named nodes, such as the modules recovered from code.
    public init(edges: [String: [String]]) {
        self.edges = edges
    }

    public func reachable(from start: String) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        while let name = queue.popLast() {
            for next in edges[name] ?? [] where seen.insert(next).inserted {
                queue.append(next)
            }
        }
        return seen
    }
}
