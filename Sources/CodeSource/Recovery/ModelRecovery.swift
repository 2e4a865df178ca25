import Architecture
import Diagnostics
import SpecParser
import Support

/// Recovers an app's architecture from its declarations. Evidence is combined in a fixed order:
/// specs, assembly wiring, conformance, folder layout, and the type's name last. Types that
/// several modules share (base types, app-wide builders and implementations, use cases,
/// composition roots) are set apart first, so they never join or bridge modules.
package struct ModelRecovery {
    /// A declared top-level type with what its extensions add. A class, as the recovery's
    /// working state: every step looks types up many times, and a look-up must not copy the
    /// declaration's arrays each time.
    package final class Declared {
        /// The type's place in `names`: ids are ordered as names are, so comparing ids compares
        /// names, and every step works on ids instead of hashing names again.
        package var id = 0
        package let name: String
        package let decl: TypeDecl
        package let path: String
        package var inherits: [String]
        /// The id of each of `inherits`, or -1 for a type the app does not declare.
        package var inheritIDs: [Int] = []
        /// The type's extensions, whose references count as the type's.
        package var extensions: [TypeDecl] = []
        package var proposed: (role: Role, prefix: String)?
        package var isChannel = false
        /// The module the specs give the type, when they name it.
        package var specModule: String?
        package let folder: String
        package let moduleFolder: String
        /// Ids of the types the declaration and its extensions mention, -1 for undeclared ones,
        /// in the order of mention; made on first use, as only role types ask.
        package var mentioned: [Int]?
        /// `TypeRoles.undeclaredProtocolRole` of each of `inherits`, made on first use: several
        /// steps ask, and each answer costs thousands of instructions.
        package var inheritRoles: [(role: Role, prefix: String, isChannel: Bool)?]?

        package init(name: String, decl: TypeDecl, path: String, folder: String, moduleFolder: String) {
            self.name = name
            self.decl = decl
            self.path = path
            self.inherits = decl.inherits
            self.folder = folder
            self.moduleFolder = moduleFolder
        }

        package var isProtocol: Bool { decl.kind == .protocol }

        /// Type names the declaration and its extensions mention.
        package var references: [String] {
            decl.references.map(\.value) + extensions.flatMap { $0.references.map(\.value) }
        }
    }

    package let root: String
    /// Implementation name suffixes, with the configuration's `roles:` applied.
    package let suffixes: [(String, Role)]
    package let suffixEndings: Set<UInt32>?
    package let suffixTable: SuffixTable<Role>
    /// The declared types by id, and the id of each name.
    package var declared: [Declared] = []
    package var ids: [String: Int] = [:]
    /// Sorted names, for deterministic results: `names[id]` is `declared[id].name`.
    package var names: [String] = []
    package var shared: [SharedType?] = []
    /// Union-find parents by id; -1 for types that are no candidate.
    package var parent: [Int] = []
    package var evidence: [[Evidence]] = []
    package var specModule: [String: String] = [:]
    /// Presenters that are parts of another presenter's screen (`unionBySubPresenters`): they
    /// do not name the module.
    package var partPresenters = Set<Int>()
    /// What each name in the specs is: its role and whether it is a protocol.
    package var specRoles: [String: (role: Role, isInterface: Bool)] = [:]

    package init(root: String, files: [FileSummary], projects: [Project], patterns: [RolePattern] = RolePattern.defaults) {
        self.root = root
        self.suffixes = TypeRoles.implementationSuffixes(configured: patterns)
        self.suffixEndings = TypeRoles.endings(of: suffixes)
        self.suffixTable = SuffixTable(suffixes)
        // Tables are sized up front where the count is known: growing a large one rehashes it
        // again and again.
        var types: [String: Declared] = [:]
        types.reserveCapacity(files.count)
        var extensions: [String: [TypeDecl]] = [:]
        // Files come sorted, so a folder's files are neighbours: its module folder is worked
        // out once, without hashing long paths per file.
        var lastFolder: (folder: String, module: String)?
        for file in files {
            let folder = Self.folder(of: file.path)
            let moduleFolder = lastFolder?.folder == folder ? lastFolder!.module : Self.moduleFolder(folder)
            lastFolder = (folder, moduleFolder)
            // By index, so that a declaration is copied only when it is kept: a copy retains
            // each of its arrays.
            for index in file.types.indices {
                let name = file.types[index].name
                guard file.types[index].parent == nil, !name.utf8Contains(UInt8(ascii: ".")) || TypeRoles.isNamespacedRole(name)
                else { continue }
                if file.types[index].kind == .extension {
                    extensions[name, default: []].append(file.types[index])
                    continue
                }
                guard types[name] == nil, !RolePattern.isTestDouble(name) else { continue }
                types[name] = Declared(name: name, decl: file.types[index], path: file.path, folder: folder, moduleFolder: moduleFolder)
            }
        }
        // A namespace is a module's only when it holds two role types or more (`Map.Presenter`
        // and `Map.Router`); one alone (`API.Router`, a URL router) is a helper of that name.
        var namespaced: [Substring: Int] = [:]
        for name in types.keys where name.utf8Contains(UInt8(ascii: ".")) {
            namespaced[name[..<name.lastIndex(of: ".")!], default: 0] += 1
        }
        for (namespace, count) in namespaced where count < 2 {
            for word in TypeRoles.namespacedRoleWords { types[namespace + "." + word] = nil }
        }
        for (name, list) in extensions {
            guard let type = types[name] else { continue }
            for item in list {
                type.inherits += item.inherits
                type.extensions.append(item)
            }
        }
        names = types.keys.sorted()
        declared = names.map { types[$0]! }
        ids.reserveCapacity(declared.count)
        for (id, type) in declared.enumerated() {
            type.id = id
            ids[type.name] = id
        }
        for type in declared { type.inheritIDs = type.inherits.map { ids[$0] ?? -1 } }
        shared = Array(repeating: nil, count: declared.count)
        parent = Array(repeating: -1, count: declared.count)
        evidence = Array(repeating: [], count: declared.count)
        // Each module names seven protocols and six types.
        let specNames = projects.reduce(0) { $0 + $1.modules.count } * 13
        specModule.reserveCapacity(specNames)
        specRoles.reserveCapacity(specNames)
        for project in projects {
            let convention = project.config.convention
            for module in project.modules {
                for role in SpecArchitecture.roles {
                    let protocolName = convention.protocolName(role, module: module.name.value)
                    specModule[protocolName] = module.name.value
                    specRoles[protocolName] = (role.implementer, true)
                    if role != .interactorOutput {
                        let typeName = module.typeName(role, convention)
                        specModule[typeName] = module.name.value
                        specRoles[typeName] = (role, false)
                    }
                }
            }
        }
        if !specModule.isEmpty {
            for type in declared { type.specModule = specModule[type.name] }
        }
    }

    package static func folder(of path: String) -> String {
        path.utf8Prefix(beforeLast: UInt8(ascii: "/")) ?? ""
    }

    /// The folder a module's files share: role folders such as `View/` or `Presenter/` are
    /// climbed out of, so `Home/View/HomeViewController.swift` belongs to `Home`.
    package static func moduleFolder(_ folder: String) -> String {
        // Most folders are ASCII, written plainly (no empty part) and end in no role folder:
        // they are their own module folder. (In other text a combining mark joins a '/' into
        // another character, which does not split the path.)
        let slash = UInt8(ascii: "/")
        let utf8 = folder.utf8
        // One pass over the bytes: ASCII, and no '//'.
        var plain = true
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte >= 0x80 || (byte == slash && previous == slash) {
                plain = false
                break
            }
            previous = byte
        }
        if plain, let last = utf8.last, last != slash {
            let start = utf8.lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
            if !TypeRoles.roleFolders.contains(TypeRoles.asciiLowercased(folder[start...])) { return folder }
        }
        var parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        while let last = parts.last, TypeRoles.roleFolders.contains(TypeRoles.asciiLowercased(last)) { parts.removeLast() }
        return (folder.hasPrefix("/") && !parts.isEmpty ? "/" : "") + parts.joined(separator: "/")
    }

    /// The declared type of that name, if the app declares one.
    package func declared(named name: String) -> Declared? {
        ids[name].map { declared[$0] }
    }

    /// See `Declared.mentioned`.
    package func mentioned(_ id: Int) -> [Int] {
        let type = declared[id]
        if let known = type.mentioned { return known }
        let found = type.references.map { ids[$0] ?? -1 }
        type.mentioned = found
        return found
    }

    /// See `Declared.inheritRoles`.
    package func inheritRoles(_ type: Declared) -> [(role: Role, prefix: String, isChannel: Bool)?] {
        if let known = type.inheritRoles { return known }
        let found = type.inherits.map(TypeRoles.undeclaredProtocolRole)
        type.inheritRoles = found
        return found
    }

    // MARK: - Union-find

    package mutating func find(_ id: Int) -> Int {
        var current = id
        while parent[current] != current { current = parent[current] }
        var walk = id
        while parent[walk] != current {
            let next = parent[walk]
            parent[walk] = current
            walk = next
        }
        return current
    }

    /// Joins two candidates' groups; the root is the smaller id, which is the smaller name.
    package mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a)
        let rb = find(b)
        if ra != rb { if ra < rb { parent[rb] = ra } else { parent[ra] = rb } }
    }

    package mutating func note(_ id: Int, _ kind: Evidence.Kind, _ detail: String) {
        let item = Evidence(kind: kind, detail: detail)
        if !evidence[id].contains(item) { evidence[id].append(item) }
    }

    package func isProtocol(_ id: Int) -> Bool { declared[id].isProtocol }

    package func role(_ id: Int) -> Role? { declared[id].proposed?.role }

    // MARK: - Steps

    package mutating func recover() -> AppModel {
        proposeRoles()
        proposeBuildersByConstruction()
        findSharedTypes()
        let candidates = declared.indices.filter { declared[$0].proposed != nil && shared[$0] == nil }
        for id in candidates { parent[id] = id }
        unionBySpec(candidates)
        unionByAssembly(candidates)
        unionBySubPresenters(candidates)
        unionByConformance(candidates)
        unionByFolder(candidates)
        unionByName(candidates)
        unionSplitModules(candidates)
        var builder = ModelBuilder(recovery: self, candidates: candidates)
        return builder.build()
    }

    /// Names propose roles; classes that do not say their role take it from the role protocol
    /// they conform to or the role class they subclass.
    package mutating func proposeRoles() {
        for type in declared {
            let name = type.name
            if let spec = specRoles[name] {
                type.proposed = (spec.role, specModule[name]!)
            } else if type.isProtocol {
                if let found = TypeRoles.protocolRole(name) {
                    type.proposed = (found.role, found.prefix)
                    type.isChannel = found.isChannel
                } else if let found = TypeRoles.roleFirstRole(name, isProtocol: true), TypeRoles.isRoleFolder(type.folder) {
                    type.proposed = found
                }
            } else if TypeRoles.isCompositionRoot(name) {
                shared[type.id] = SharedType(name: name, kind: .compositionRoot, location: type.decl.location, detail: "wires the app")
            } else if let found = TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings) {
                type.proposed = found
            } else if let found = TypeRoles.roleFirstRole(name, isProtocol: false), TypeRoles.isRoleFolder(type.folder) {
                type.proposed = found
            }
        }
        settleProtocolsPresentersHold()
        let heldAsView = protocolsPresentersHoldAsView()
        for type in declared where type.proposed == nil && shared[type.id] == nil && !type.isProtocol {
            let name = type.name
            // A UIKit view, cell or controller subclass can only be a view, whatever it conforms to.
            if let first = type.inherits.first, type.inheritIDs[0] < 0, Self.isUIKitViewClass(first) {
                if type.inheritIDs.contains(where: { $0 >= 0 && declared[$0].proposed?.role == .view }) {
                    type.proposed = (
                        .view, TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings)?.prefix ?? name
                    )
                } else if let protocolID = type.inheritIDs.first(where: { heldAsView[$0] != nil }), let prefix = heldAsView[protocolID] {
                    // A controller named for no role (`MainTabBarController`) that implements
                    // what a presenter keeps as its `view` is that presenter's module's view.
                    type.proposed = (.view, prefix)
                    declared[protocolID].proposed = (.view, prefix)
                    declared[protocolID].isChannel = false
                } else if first.hasSuffix("Controller"), let prefix = presenterKeptInFolder(by: type) {
                    // Xcode's `ViewController`, left with its name in a module's folder and
                    // keeping that module's presenter, is the module's view; a controller only
                    // (a cell or a subview keeping the presenter is a part of the view).
                    type.proposed = (.view, prefix)
                }
                continue
            }
            let roles = inheritRoles(type)
            for (parentID, role) in zip(type.inheritIDs, roles) {
                if parentID >= 0, let proposed = declared[parentID].proposed, !declared[parentID].isChannel {
                    type.proposed = (
                        proposed.role, TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings)?.prefix ?? name
                    )
                    break
                } else if parentID < 0, let found = role, !found.isChannel {
                    type.proposed = (found.role, found.prefix)
                    break
                }
            }
            if type.proposed == nil, type.decl.kind == .struct, type.inherits.contains("View"), let prefix = presenterKept(by: type) {
                type.proposed = (.view, prefix)
            }
        }
    }

    /// A protocol named like the presenter's that its own module's presenter holds and does not
    /// implement is what the presenter talks to: the view's. With inverted naming the presenter
    /// keeps `weak var view: ProfileViewOutput?`, and a SwiftUI adapter implements it.
    package mutating func settleProtocolsPresentersHold() {
        // With inverted names the interactor implements `HomeInteractorOutput` and the presenter
        // keeps it as its `interactor`: a protocol a type named for another role implements is
        // that role's.
        var implementedBy: [Int: Role] = [:]
        for type in declared where !type.isProtocol {
            guard let role = type.proposed?.role, role != .presenter && role != .view else { continue }
            for id in type.inheritIDs where id >= 0 && declared[id].isProtocol { implementedBy[id] = role }
        }
        for type in declared where !type.isProtocol {
            guard let proposed = type.proposed, proposed.role == .presenter else { continue }
            for property in type.decl.properties where !property.isStatic {
                // A channel the presenter keeps as its `view` (`MainTabBarPresenterOutputInterface`)
                // is what it talks to as well; any other channel (its module output) stays one.
                let isView = TypeRoles.asciiLowercased(property.name[...]).hasSuffix("view")
                for name in property.typeNames {
                    guard let id = ids[name], declared[id].isProtocol, !declared[id].isChannel || isView,
                        let held = declared[id].proposed, held.role == .presenter, !type.inherits.contains(name),
                        TypeRoles.asciiLowercased(held.prefix[...]) == TypeRoles.asciiLowercased(proposed.prefix[...])
                    else { continue }
                    declared[id].proposed = (implementedBy[id] ?? .view, held.prefix)
                    declared[id].isChannel = false
                }
            }
        }
    }

    /// Protocols that presenters keep in a property named as their view (`view`,
    /// `rootView`, `viewController`), by id, with the presenter's module prefix; only those one module's
    /// presenters keep.
    package func protocolsPresentersHoldAsView() -> [Int: String] {
        var result: [Int: String] = [:]
        var contested = Set<Int>()
        for type in declared where !type.isProtocol {
            guard let proposed = type.proposed, proposed.role == .presenter else { continue }
            for property in type.decl.properties where !property.isStatic {
                // `view`, `contentView`, and the controller names (`viewController`, `controller`).
                let lowercased = TypeRoles.asciiLowercased(property.name[...])
                guard lowercased.hasSuffix("view") || lowercased.hasSuffix("viewcontroller") || lowercased == "controller" else { continue }
                for name in property.typeNames {
                    guard let id = ids[name], declared[id].isProtocol, shared[id] == nil else { continue }
                    if let other = result[id], other != proposed.prefix { contested.insert(id) }
                    result[id] = proposed.prefix
                }
            }
        }
        for id in contested { result[id] = nil }
        return result
    }

    /// `UIViewController`, `UITableViewCell`, `NSView`…: framework classes that draw.
    package static func isUIKitViewClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("SK") else { return false }
        return ["View", "ViewController", "Cell", "Controller", "Button", "Control", "Label", "Field", "Bar"].contains {
            name.hasSuffix($0)
        }
    }

    /// Prefixes that name different modules: `CardsGraph` and `CardsGraphView` (from
    /// `CardsGraphViewInteractorInput`) name one.
    package static func distinctModules(_ prefixes: Set<String>) -> [String] {
        let sorted = prefixes.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }
        // Compared without case: `ToDoDetailPresenterProtocol` and `TodoDetailInteractorOutputProtocol`
        // name one module.
        var kept: [String] = []
        var keptLowercased: [String] = []
        for prefix in sorted {
            let lowercased = TypeRoles.asciiLowercased(prefix[...])
            guard !keptLowercased.contains(where: { lowercased.hasPrefix($0) }) else { continue }
            kept.append(prefix)
            keptLowercased.append(lowercased)
        }
        return kept.sorted()
    }

    package mutating func markBase(_ base: Int, by name: String) {
        shared[base] = SharedType(
            name: names[base], kind: .baseType, location: declared[base].decl.location, detail: "refined or subclassed by '\(name)'")
    }

    /// Module prefixes of the non-channel role protocols a type conforms to.
    package func conformedPrefixes(_ id: Int) -> Set<String> {
        Set(conformedRoles(id).map(\.prefix))
    }

    /// The roles and module prefixes of the non-channel role protocols a type conforms to.
    package func conformedRoles(_ id: Int) -> [(role: Role, prefix: String)] {
        var roles: [(role: Role, prefix: String)] = []
        let type = declared[id]
        for (protocolID, role) in zip(type.inheritIDs, inheritRoles(type)) {
            let other = protocolID >= 0 ? declared[protocolID] : nil
            // A role protocol that several modules implement (a shared use case's output) is a
            // base they share, not a sign of belonging to the module its name names.
            if protocolID >= 0 && shared[protocolID] != nil { continue }
            // For an undeclared protocol with a role, `role.isChannel` is what
            // `TypeRoles.protocolRole` says of it.
            guard
                let proposed = other?.proposed ?? role.map({ ($0.role, $0.prefix) }),
                other?.isProtocol ?? true,
                !(other?.isChannel ?? role?.isChannel ?? false)
            else { continue }
            roles.append((proposed.0, proposed.1))
        }
        return roles
    }

    /// Whether a type named for its module and role conforms to other modules' protocols only
    /// in other roles: a view controller that is also the output of a cell or a sub-view
    /// (`LargeIconButtonItemViewOutput`) listens to them, and a parent screen's presenter that
    /// implements its child screens' router protocols (`TodoRouterPresenter: TodoListRouter`)
    /// routes for them; neither plays its own role for several modules.
    package func listensToOthers(_ id: Int, as proposed: (role: Role, prefix: String)) -> Bool {
        guard TypeRoles.implementationRole(declared[id].name, table: suffixTable, endings: suffixEndings)?.prefix == proposed.prefix
        else { return false }
        let own = TypeRoles.asciiLowercased(proposed.prefix[...])
        return !conformedRoles(id).contains { $0.role == proposed.role && TypeRoles.asciiLowercased($0.prefix[...]) != own }
    }

    package mutating func findSharedTypes() {
        // Base classes, and protocols refined by role protocols of another module.
        var conformers: [Int: Set<Int>] = [:]
        var channelConformers: [Int: Set<Int>] = [:]
        for type in declared {
            guard let proposed = type.proposed else { continue }
            for (base, baseID) in zip(type.inherits, type.inheritIDs) where base != type.name {
                if baseID >= 0, declared[baseID].isChannel, declared[baseID].isProtocol, !type.isProtocol {
                    channelConformers[baseID, default: []].insert(type.id)
                }
                guard baseID >= 0, shared[baseID] == nil, !declared[baseID].isChannel else { continue }
                let baseType = declared[baseID]
                if baseType.isProtocol {
                    if type.isProtocol {
                        if baseType.proposed?.prefix != proposed.prefix { markBase(baseID, by: type.name) }
                    } else {
                        conformers[baseID, default: []].insert(type.id)
                    }
                } else if baseType.decl.kind == .class, let base = baseType.proposed,
                    // A variant of a module's own component (`StoryDetailByIdPresenter:
                    // StoryDetailPresenter`) leaves the component in its module.
                    Self.distinctModules([base.prefix, proposed.prefix]).count > 1
                {
                    markBase(baseID, by: type.name)
                }
            }
        }
        // A protocol without a role name that classes conform to: one module's presenter
        // publishes it (`RuuviDiscover`, its module input); classes of several modules share it.
        // A role protocol that classes of several modules implement (`PasscodeViewProtocol` for
        // the change, unlock and confirm screens) is shared by them.
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key }) where shared[base] == nil {
            let modules = Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }))
            // The smallest id is the first name.
            let first = names[classes.min()!]
            if declared[base].proposed != nil {
                if modules.count > 1 { markBase(base, by: first) }
            } else if modules.count == 1, classes.allSatisfy({ declared[$0].proposed?.role == .presenter }) {
                declared[base].proposed = (.presenter, modules[0])
                declared[base].isChannel = true
            } else if modules.count > 1 {
                markBase(base, by: first)
            }
        }
        settleProtocolRoles(channelConformers: channelConformers, conformers: conformers)
        // The names that screens are named for: a name that only interactors and their
        // protocols carry (`ExchangeRateInteractor`, `ExchangeRateInteractorOutput`) is a second
        // interactor of some module, not a module its presenter would belong to as well.
        let screens = screenNames()
        for type in declared where shared[type.id] == nil && !type.isProtocol {
            guard let proposed = type.proposed else { continue }
            // One class conforming to the role protocols of several modules.
            let prefixes = Self.distinctModules(conformedPrefixes(type.id)).filter {
                screens.contains(TypeRoles.asciiLowercased($0[...]))
            }
            if prefixes.count >= 2, !(proposed.role == .view && routesForOthers(type.id, module: proposed.prefix)),
                !listensToOthers(type.id, as: proposed)
            {
                shared[type.id] = SharedType(
                    name: type.name, kind: .appWideImplementation, location: type.decl.location,
                    detail: "conforms to role protocols of \(prefixes.sorted().map { "'\($0)'" }.joined(separator: ", "))")
                continue
            }
            // A builder that constructs the presenters or views of several modules, or a router
            // (a coordinator) that holds the presenters of several. Interactors do not count: one
            // module may have several (`CreateTagInteractor`, `EditTagInteractor`), each named
            // for what it does rather than for the module.
            if proposed.role == .builder || proposed.role == .router {
                let mentioned = mentioned(type.id)
                // Variants of one screen built inside the builder's own module folder.
                let presenters = mentioned.filter { $0 >= 0 && !declared[$0].isProtocol && declared[$0].proposed?.role == .presenter }
                if proposed.role == .builder, presenters.count > 1, variantsPrefix(of: type, building: presenters) != nil { continue }
                // A router that keeps its own module's presenter (`weak var presenter:
                // ListPresenter!`) and makes the next screen's presenter inline is its module's
                // router, reaching into the other module, not an app-wide builder.
                if proposed.role == .router, keepsOwnPresenter(type, among: presenters) { continue }
                for role in proposed.role == .builder ? [Role.presenter, .view] : [.presenter] {
                    let built = Set(
                        mentioned.compactMap { ref -> String? in
                            guard ref >= 0, !declared[ref].isProtocol, declared[ref].proposed?.role == role else { return nil }
                            return declared[ref].proposed?.prefix
                        })
                    if built.count >= 2 {
                        shared[type.id] = SharedType(
                            name: type.name, kind: .appWideBuilder, location: type.decl.location,
                            detail: "builds \(role.rawValue)s of \(built.count) modules")
                        break
                    }
                }
            }
        }
    }

    /// A module implements a presenter, an interactor or a router and has at least one other
    /// role, counting the role protocols its types hold or conform to: a lone `ErrorPresenter`
    /// or `AppRouter` is a helper, a lone interactor a use case, and a reusable view with its own
    /// input and output protocols is a view. Names from specs always make a module.
    package func isModule(_ members: [Int]) -> Bool {
        if members.contains(where: { declared[$0].specModule != nil }) { return true }
        var roles = Set(members.compactMap { id in role(id) == .view && !isScreen(id) ? nil : role(id) })
        for id in members where !isProtocol(id) {
            let type = declared[id]
            for (otherID, role) in zip(type.inheritIDs, inheritRoles(type)) where otherID < 0 {
                if let found = role, !found.isChannel { roles.insert(found.role) }
            }
            for other in type.decl.properties.flatMap(\.typeNames) where ids[other] == nil {
                if let found = TypeRoles.undeclaredProtocolRole(other), !found.isChannel { roles.insert(found.role) }
            }
        }
        let implemented = members.filter { !isProtocol($0) }.compactMap { role($0) }
        // A cell with its own presenter and builder, and nothing that reaches past the screen
        // (no interactor, no router), is a part of the screen that shows it, not a module.
        let views = members.filter { !isProtocol($0) && role($0) == .view }
        if !views.isEmpty, views.allSatisfy(isCell), Set(implemented).isDisjoint(with: [.interactor, .router]) { return false }
        return roles.count >= 2 && !Set(implemented).isDisjoint(with: [.presenter, .interactor, .router])
    }

    /// A table or collection cell, header or footer: UIKit's reusable parts of a screen.
    package func isCell(_ id: Int) -> Bool {
        guard let first = declared[id].inherits.first, declared[id].inheritIDs.first.map({ $0 < 0 }) ?? false else { return false }
        return ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "NSTableCellView"]
            .contains(first)
    }

    /// Whether a view type can be a module's screen: a view controller, a SwiftUI view, or a type
    /// that implements a view protocol. A plain `UIView` subclass beside a presenter is a subview.
    package func isScreen(_ id: Int) -> Bool {
        let type = declared[id]
        let name = type.name
        if type.isProtocol || name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return true }
        if type.decl.kind == .struct, type.inherits.contains("View") { return true }
        if type.inherits.first.map({ $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") }) ?? false { return true }
        return zip(type.inheritIDs, inheritRoles(type)).contains { otherID, role in
            otherID >= 0 ? declared[otherID].isProtocol && declared[otherID].proposed?.role == .view : role?.role == .view
        }
    }

}
