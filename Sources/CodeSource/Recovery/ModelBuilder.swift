import Architecture
import Diagnostics
import SpecParser

/// Turns the groups of a `ModelRecovery` into modules, placements, references and routes.
package struct ModelBuilder {
    package var recovery: ModelRecovery
    /// Ids of the types that take part in modules; see `ModelRecovery.Declared.id`.
    package let candidates: [Int]

    package init(recovery: ModelRecovery, candidates: [Int]) {
        self.recovery = recovery
        self.candidates = candidates
    }

    package mutating func build() -> AppModel {
        var groups: [Int: [Int]] = [:]
        for id in candidates { groups[recovery.find(id), default: []].append(id) }
        var app = AppModel(root: recovery.root)
        app.standardNamesDeclared = Set(recovery.names.filter { KnownTypes.standard.contains($0) })
        app.typeAliases = recovery.typeAliases
        app.unadoptedProtocols = unadoptedProtocols()
        app.moduleCatalogues = Set(
            recovery.declared.lazy.filter { $0.decl.inherits.contains(ModuleCatalogue.conformance) }.map(\.name))
        app.placements.reserveCapacity(candidates.count + recovery.specRoles.count)
        var usedNames = Set<String>()
        var standaloneInteractors: [Int] = []
        var flowRouters: [(name: String, module: String)] = []
        var heldByViews: [String: Set<String>]?
        // Roots in name order: ids are ordered as names are.
        let roots = groups.keys.sorted()
        let bags = bagTypes()
        // Groups that only navigate (routers, builders) are judged as such below: a coordinator
        // with its own assembly is no module when modules make or hold it.
        var accepted = Set(roots.filter { recovery.isModule(groups[$0]!) && !onlyNavigates(groups[$0]!) })
        accepted.subtract(sharedParts(accepted.sorted(), groups: groups))
        accepted.formUnion(
            routerOnlyModules(roots.filter { !accepted.contains($0) }.map { ($0, groups[$0]!) }, beside: accepted.map { groups[$0]! }))
        for key in roots {
            let members = groups[key]!
            guard accepted.contains(key) else {
                standaloneInteractors += members.filter { !recovery.isProtocol($0) && recovery.role($0) == .interactor }
                // A router of no module that views of two modules or more keep (a SwiftUI flow
                // router the flow's screens observe) is still a router to the rules.
                if onlyNavigates(members) {
                    if heldByViews == nil { heldByViews = recovery.heldNames(by: .view) }
                    for id in members where !recovery.isProtocol(id) && recovery.role(id) == .router {
                        if let keepers = heldByViews![recovery.names[id]], keepers.count >= 2 {
                            flowRouters.append((recovery.names[id], moduleName(members)))
                        }
                    }
                }
                continue
            }
            var module = ModuleModel(name: moduleName(members), folder: commonFolder(members), components: [], protocols: [])
            if !usedNames.insert(module.name).inserted {
                module.name += " (\(module.folder ?? recovery.declared[members[0]].path))"
                usedNames.insert(module.name)
            }
            for id in members {
                let type = recovery.declared[id]
                var component = Component(
                    role: type.proposed!.role, name: type.name, location: type.decl.location,
                    evidence: recovery.evidence[id].sorted(), conformances: type.inherits,
                    // Appending even nothing copies the array: most types have no extension.
                    members: type.extensions.isEmpty ? type.decl.members : type.decl.members + type.extensions.flatMap(\.members))
                component.baseArguments = type.decl.baseArguments
                component.inheritedProperties = inheritedProperties(of: type)
                component.isValue = type.decl.kind == .struct || type.decl.kind == .enum
                component.keepsAnyObject = keepsAnyObject(type, bags: bags)
                component.isStaticOnly =
                    type.decl.kind == .class
                    && ([type.decl] + type.extensions).allSatisfy { decl in
                        !decl.hasInstanceMethod && !decl.properties.contains { !$0.isStatic }
                    }
                if type.decl.kind != .protocol {
                    component.protocolDefaults = protocolDefaults(of: type)
                    component.refinesUnknownProtocol = refinesUnknownProtocol(type)
                }
                if type.decl.kind == .protocol { module.protocols.append(component) } else { module.components.append(component) }
            }
            demoteSubviews(&module)
            demoteHelperBuilders(&module)
            for component in module.components {
                app.placements[component.name] = Placement(role: component.role, module: module.name, isInterface: false, isChannel: false)
            }
            for component in module.protocols {
                app.placements[component.name] = Placement(role: component.role, module: module.name, isInterface: true, isChannel: false)
            }
            app.modules.append(module)
        }
        placeChannels(&app)
        for (name, module) in flowRouters where app.placements[name] == nil {
            app.placements[name] = Placement(role: .router, module: module, isInterface: false, isChannel: false)
        }
        // Spec names the code does not declare (generated protocols are not linted) keep the
        // role and module the spec gives them.
        // Into a dictionary: the order of insertion does not matter.
        for (name, spec) in recovery.specRoles where app.placements[name] == nil {
            app.placements[name] = Placement(
                role: spec.role, module: recovery.specModule[name]!, isInterface: spec.isInterface, isChannel: false)
        }
        for id in standaloneInteractors where recovery.shared[id] == nil {
            recovery.shared[id] = SharedType(
                name: recovery.names[id], kind: .useCase, location: recovery.declared[id].decl.location,
                detail: "an interactor outside every module's folder, protocols and assembly")
        }
        // In id order, which is name order.
        app.shared = recovery.shared.compactMap { $0 }
        app.heldStrongly = heldStrongly(app)
        app.screenSubclasses = screenSubclasses(app)
        for module in app.modules {
            for component in module.components {
                for name in component.conformances where app.placements[name] == nil {
                    guard let type = recovery.declared(named: name), type.isProtocol, app.unplacedProtocols[name] == nil else { continue }
                    app.unplacedProtocols[name] = Component(
                        role: component.role, name: name, location: type.decl.location, evidence: [],
                        members: type.decl.members + type.extensions.flatMap(\.members))
                }
            }
        }
        placeBuilderProtocols(&app)
        app.references = references(app)
        app.routes = routes(app)
        return app
    }

    /// The folder's name when a component is named after it, else the presenter's, router's or
    /// interactor's name prefix.
    package func moduleName(_ members: [Int]) -> String {
        for id in members { if let module = recovery.declared[id].specModule { return module } }
        let prefixes = members.compactMap { recovery.declared[$0].proposed?.prefix }
        if let folder = commonFolder(members) {
            let last = String(folder.split(separator: "/").last ?? "").filter { $0.isLetter || $0.isNumber || $0 == "_" }
            if prefixes.contains(last) { return last }
            if last.hasSuffix("Module"), prefixes.contains(String(last.dropLast(6))) { return String(last.dropLast(6)) }
        }
        for role in [Role.presenter, .router, .interactor, .view, .builder] {
            let named = members.filter {
                !recovery.isProtocol($0) && recovery.role($0) == role && !recovery.partPresenters.contains($0)
            }.map {
                recovery.declared[$0].proposed!.prefix
            }
            // Of two presenters `StoryDetail` and `StoryDetailById`, the name they share.
            if let shared = named.first(where: { candidate in named.allSatisfy { $0.hasPrefix(candidate) } }) { return shared }
            if let first = named.first { return first }
        }
        return recovery.declared[members[0]].proposed!.prefix
    }

    /// UIKit types a router that shows screens names.
    package static let navigationTypes: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController", "UIWindow", "UIStoryboard",
    ]

    /// Whether a group's implementations are routers and builders only.
    package func onlyNavigates(_ members: [Int]) -> Bool {
        let implemented = members.filter { !recovery.isProtocol($0) }.compactMap { recovery.role($0) }
        return implemented.contains(.router) && implemented.allSatisfy { $0 == .router || $0 == .builder }
    }

    package func commonFolder(_ members: [Int]) -> String? {
        // A piece of the view below the module's folder does not move the module there.
        let whole = members.filter { !recovery.viewPieces.contains($0) }
        let folders = Set((whole.isEmpty ? members : whole).map { recovery.declared[$0].moduleFolder })
        return folders.count == 1 ? folders.first.flatMap { $0.isEmpty ? nil : $0 } : nil
    }

    /// A plain subview named like its module (`WalletInfoView` beside `WalletInfoViewController`)
    /// is not the module's view when another view has stronger evidence. A view controller
    /// that such a view keeps stays: a child screen it embeds (an Eureka form, `DebugFormView:
    /// FormViewController`) shows the module as much as the view does.
    package func demoteSubviews(_ module: inout ModuleModel) {
        let views = module.components.filter { $0.role == .view }
        guard views.count > 1 else { return }
        let strong = views.filter { $0.evidence.contains { [.spec, .assembly, .conformance].contains($0.kind) } }
        guard !strong.isEmpty else { return }
        let kept = Set(strong.flatMap { recovery.declared(named: $0.name)?.decl.properties.flatMap(\.typeNames) ?? [] })
        module.components.removeAll { component in
            component.role == .view && !strong.contains(component)
                && !(recovery.declared(named: component.name).map { recovery.viewPieces.contains($0.id) } ?? false)
                && !(kept.contains(component.name)
                    && component.conformances.first.map { NameAffix.hasProperSuffix($0, "ViewController") } ?? false)
        }
    }

    /// A `*Builder` that names none of its module's components builds something else (view
    /// models, sections, requests), not the module.
    package func demoteHelperBuilders(_ module: inout ModuleModel) {
        guard recovery.specModule.isEmpty || !module.components.contains(where: { recovery.specModule[$0.name] != nil }) else { return }
        let members = Set((module.components + module.protocols).map(\.name))
        module.components.removeAll { component in
            guard component.role == .builder else { return false }
            return !recovery.declared(named: component.name)!.references.contains { $0 != component.name && members.contains($0) }
        }
    }

    /// Channels join the module that declares them: by folder, else by name prefix.
    package func placeChannels(_ app: inout AppModel) {
        var byFolder: [String: String] = [:]
        var byPrefix: [String: String] = [:]
        for module in app.modules {
            if let folder = module.folder { byFolder[folder] = module.name }
            for component in module.components + module.protocols {
                if let prefix = recovery.declared(named: component.name)?.proposed?.prefix, byPrefix[prefix] == nil {
                    byPrefix[prefix] = module.name
                }
            }
        }
        for type in recovery.declared where type.isChannel {
            guard let module = byFolder[type.moduleFolder] ?? byPrefix[type.proposed!.prefix] else { continue }
            app.placements[type.name] = Placement(role: type.proposed!.role, module: module, isInterface: true, isChannel: true)
        }
    }

    /// Presenters held by a strong stored property of any type, and the protocols they conform to.
    /// A presenter that is a view controller is held by the screen stack that shows it.
    package func heldStrongly(_ app: AppModel) -> Set<String> {
        var presenters = Set<String>()
        var conformers: [String: [String]] = [:]
        for (name, placement) in app.placements where placement.role == .presenter && !placement.isInterface {
            let declared = recovery.declared(named: name)
            for protocolName in declared?.inherits ?? [] { conformers[protocolName, default: []].append(name) }
            if let declared, ModelRecovery.isController(declared) { presenters.insert(name) }
        }
        // Each name held strongly once, then its conformers: a protocol every presenter
        // implements, held by every controller, costs its conformers once, not once per holder.
        var heldNames = Set<String>()
        // An interactor holding its presenter closes a cycle (the presenter owns it); it owns
        // nothing: with a weak view, only the cycle keeps the presenter alive. (A router may be
        // a flow coordinator that owns the presenter by design.)
        for type in recovery.declared {
            if let placed = app.placements[type.name], !placed.isInterface, placed.role == .interactor { continue }
            for property in type.decl.properties where property.ownership == .strong && !property.isStatic {
                heldNames.formUnion(property.typeNames)
            }
        }
        for typeName in heldNames {
            if let placement = app.placements[typeName], placement.role == .presenter, !placement.isInterface {
                presenters.insert(typeName)
            }
            presenters.formUnion(conformers[typeName] ?? [])
        }
        var held = presenters
        for name in presenters { held.formUnion(recovery.declared(named: name)?.inherits ?? []) }
        return held
    }

    /// Stored properties of components that hold other components.
    package func references(_ app: AppModel) -> [ComponentReference] {
        // Protocols resolve to the one component of their module that implements them; a
        // protocol the app does not declare (viperc's generated interfaces are not read) resolves
        // through the components that conform to it.
        // Only lists of one implementer are used, so the order of the placements does not matter.
        var implementers: [String: [String]] = [:]
        for (name, placement) in app.placements where !placement.isInterface {
            guard let type = recovery.declared(named: name) else { continue }
            for (protocolName, (protocolID, role)) in zip(type.inherits, zip(type.inheritIDs, recovery.inheritRoles(type)))
            where app.placements[protocolName]?.module == placement.module || (protocolID < 0 && role != nil) {
                implementers[protocolName, default: []].append(name)
            }
            // What the protocols it conforms to refine, in its module, it implements too
            // (`UserDetailPresenterInput: UserDetailViewOutput`, the view's `output`).
            var seen = Set(type.inheritIDs.filter { $0 >= 0 })
            var pending = type.inheritIDs.filter { $0 >= 0 && recovery.declared[$0].isProtocol }
            while let id = pending.popLast() {
                for parent in recovery.declared[id].inheritIDs where parent >= 0 && seen.insert(parent).inserted {
                    guard recovery.declared[parent].isProtocol else { continue }
                    pending.append(parent)
                    let parentName = recovery.names[parent]
                    if app.placements[parentName]?.module == placement.module { implementers[parentName, default: []].append(name) }
                }
            }
        }
        var result: [ComponentReference] = []
        for module in app.modules {
            for component in module.components {
                let declared = recovery.declared(named: component.name)!
                let local = recovery.fileAliases[declared.path] ?? [:]
                for property in declared.decl.properties where !property.isStatic {
                    // Through aliases too (`var view: EntryPoint?` for `typealias EntryPoint =
                    // HomeViewProtocol & UIViewController`), as the rules read them: the holder's
                    // own file's first, then the app's; a name the app places itself comes first.
                    // A class's own alias (`typealias Output = FeedInteractorOutput`) first.
                    let own =
                        recovery.classAliases.isEmpty
                        ? [] : property.typeNames.compactMap { recovery.classAliases[component.name + "." + $0] }
                    let aliased = own + property.typeNames.flatMap { local[$0] ?? app.typeAliases[$0] ?? [] }
                    let names = aliased.isEmpty ? property.typeNames : property.typeNames + aliased
                    guard let to = names.first(where: { app.placements[$0] != nil || implementers[$0]?.count == 1 })
                    else { continue }
                    let resolved = app.placements[to]?.isInterface == false ? nil : implementers[to].flatMap { $0.count == 1 ? $0[0] : nil }
                    guard let placement = app.placements[resolved ?? to] else { continue }
                    // The app's aliases are one table, the first file's alias winning, so one
                    // from another file leads only within the holder's module; the holder's own
                    // file's alias reads as if its names were written.
                    let written =
                        property.typeNames.contains(to) || own.contains(to)
                        || property.typeNames.contains { local[$0]?.contains(to) == true }
                    if !written, placement.module != module.name { continue }
                    result.append(
                        ComponentReference(
                            module: module.name, from: component.name, fromRole: component.role, property: property.name,
                            to: resolved ?? to, toRole: placement.role, via: resolved == nil ? nil : to, ownership: property.ownership,
                            location: property.location))
                }
            }
        }
        return result
    }

    /// A component that names another module's builder, router or view implementation opens it,
    /// and so does one that builds a module through a catalogue (`AppModules.editReceipt.build()`).
    package func routes(_ app: AppModel) -> [NavigationEdge] {
        var result: [NavigationEdge] = []
        let moduleNames = Set(app.modules.map(\.name))
        for module in app.modules {
            for component in module.components {
                var seen = Set<String>()
                // The type's extensions count as the type: navigation often lives in one.
                let declared = recovery.declared(named: component.name)!
                // A superclass is reused, not opened (`GetWalletViewController: ScanQRViewController`),
                // unless the type makes one too: then the route is where it does.
                let superclass = declared.inheritIDs.first.flatMap {
                    $0 >= 0 && !recovery.declared[$0].isProtocol ? recovery.names[$0] : nil
                }
                let references = (declared.decl.references + declared.extensions.flatMap(\.references)).compactMap { reference in
                    guard reference.value == superclass else { return reference }
                    return (declared.decl.calls + declared.extensions.flatMap(\.calls)).first { $0.value == superclass }
                }
                for reference in references {
                    guard let target = app.placements[reference.value], target.module != module.name, !target.isChannel,
                        target.role == .builder || target.role == .router || (target.role == .view && !target.isInterface),
                        seen.insert(target.module).inserted
                    else { continue }
                    result.append(
                        NavigationEdge(
                            from: module.name, to: target.module, source: component.name, via: reference.value, location: reference.location
                        ))
                }
                for call in declared.decl.buildCalls + declared.extensions.flatMap(\.buildCalls) {
                    guard let catalogue = call.catalogue,
                        let target = ModuleCatalogue.module(
                            catalogue: catalogue, entry: call.base, catalogues: app.moduleCatalogues,
                            isModule: { moduleNames.contains($0) }),
                        target != module.name, seen.insert(target).inserted
                    else { continue }
                    result.append(
                        NavigationEdge(
                            from: module.name, to: target, source: component.name, via: catalogue + "." + call.base, location: call.location
                        ))
                }
            }
        }
        return result
    }

    /// The stored properties of the app's own superclasses of `type`, nearest first, up to
    /// three levels (a base of a base), each name once.
    func inheritedProperties(of type: ModelRecovery.Declared) -> [String] {
        var names: [String] = []
        var current = type
        for _ in 0..<3 {
            guard let first = current.inheritIDs.first, first >= 0, !recovery.declared[first].isProtocol else { break }
            current = recovery.declared[first]
            for property in current.decl.properties where !property.isStatic && !names.contains(property.name) {
                names.append(property.name)
            }
        }
        return names
    }

    /// The protocols no type of the app adopts or refines, directly,
    /// through a superclass or through a type alias. Run for every app linted, so it works by
    /// id; an inherited name the app does not declare is looked up among the aliases only when
    /// the app has some.
    func unadoptedProtocols() -> Set<String> {
        var adopted = [Bool](repeating: false, count: recovery.declared.count)
        let aliases = !recovery.typeAliases.isEmpty
        for type in recovery.declared {
            var undeclared = false
            for id in type.inheritIDs {
                if id >= 0 { adopted[id] = true } else { undeclared = true }
            }
            // Every file's aliases are among the app's by name, so one look-up tells.
            guard undeclared, aliases,
                zip(type.inherits, type.inheritIDs).contains(where: { $0.1 < 0 && recovery.typeAliases[$0.0] != nil })
            else { continue }
            for id in inheritedIDs(of: type) { adopted[id] = true }
        }
        var unadopted = Set<String>()
        for type in recovery.declared where type.isProtocol && !adopted[type.id] { unadopted.insert(type.name) }
        return unadopted
    }
}
