import Diagnostics
import SpecParser

/// Recovers an app's architecture from its declarations. Evidence is combined in a fixed order:
/// specs, assembly wiring, conformance, folder layout, and the type's name last. Types that
/// several modules share (base types, app-wide builders and implementations, use cases,
/// composition roots) are set apart first, so they never join or bridge modules.
struct ModelRecovery {
    /// A declared top-level type with what its extensions add. A class, as the recovery's
    /// working state: every step looks types up by name many times, and a look-up must not copy
    /// the declaration's arrays each time.
    final class Declared {
        let decl: TypeDecl
        let path: String
        var inherits: [String]
        /// The type's extensions, whose references count as the type's.
        var extensions: [TypeDecl] = []
        var proposed: (role: LintRole, prefix: String)?
        var isChannel = false
        let folder: String
        let moduleFolder: String

        init(decl: TypeDecl, path: String, inherits: [String], folder: String, moduleFolder: String) {
            self.decl = decl
            self.path = path
            self.inherits = inherits
            self.folder = folder
            self.moduleFolder = moduleFolder
        }

        /// Type names the declaration and its extensions mention; only role types ask, so
        /// the thousands of plain types of a large app never build this list.
        var references: [String] {
            decl.references.map(\.value) + extensions.flatMap { $0.references.map(\.value) }
        }
    }

    let root: String
    /// Implementation name suffixes, with the configuration's `roles:` applied.
    let suffixes: [(String, LintRole)]
    let suffixEndings: Set<UInt32>?
    let suffixTable: SuffixTable<LintRole>
    var types: [String: Declared] = [:]
    /// Sorted names, for deterministic results.
    var names: [String] = []
    var shared: [String: SharedType] = [:]
    var parent: [String: String] = [:]
    var evidence: [String: [Evidence]] = [:]
    var specModule: [String: String] = [:]
    /// What each name in the specs is: its role and whether it is a protocol.
    var specRoles: [String: (role: LintRole, isInterface: Bool)] = [:]

    init(root: String, files: [FileSummary], projects: [Project], patterns: [RolePattern] = RolePattern.defaults) {
        self.root = root
        self.suffixes = TypeRoles.implementationSuffixes(configured: patterns)
        self.suffixEndings = TypeRoles.endings(of: suffixes)
        self.suffixTable = SuffixTable(suffixes)
        var extensions: [String: [TypeDecl]] = [:]
        var moduleFolders: [String: String] = [:]
        for file in files {
            let folder = Self.folder(of: file.path)
            let moduleFolder = moduleFolders[folder] ?? Self.moduleFolder(folder)
            moduleFolders[folder] = moduleFolder
            // `utf8.contains`: Foundation's `contains` on strings costs thousands of instructions a call.
            for type in file.types where type.parent == nil && !type.name.utf8.contains(UInt8(ascii: ".")) {
                if type.kind == .extension {
                    extensions[type.name, default: []].append(type)
                    continue
                }
                guard types[type.name] == nil, !RolePattern.isTestDouble(type.name) else { continue }
                types[type.name] = Declared(
                    decl: type, path: file.path, inherits: type.inherits, folder: folder, moduleFolder: moduleFolder)
            }
        }
        for (name, list) in extensions where types[name] != nil {
            for item in list {
                types[name]!.inherits += item.inherits
                types[name]!.extensions.append(item)
            }
        }
        names = types.keys.sorted()
        for project in projects {
            let convention = project.config.convention
            for module in project.modules {
                let roles: [(Role, LintRole)] = [
                    (.view, .view), (.presenter, .presenter), (.interactor, .interactor), (.interactorOutput, .presenter),
                    (.wireframe, .router), (.formatter, .formatter), (.builder, .builder),
                ]
                for (role, lintRole) in roles {
                    let protocolName = convention.protocolName(role, module: module.name.value)
                    specModule[protocolName] = module.name.value
                    specRoles[protocolName] = (lintRole, true)
                    if role != .interactorOutput {
                        let typeName = convention.typeName(role, module: module.name.value, viewKind: module.viewKind)
                        specModule[typeName] = module.name.value
                        specRoles[typeName] = (lintRole, false)
                    }
                }
            }
        }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The folder a module's files share: role folders such as `View/` or `Presenter/` are
    /// climbed out of, so `Home/View/HomeViewController.swift` belongs to `Home`.
    static func moduleFolder(_ folder: String) -> String {
        var parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        while let last = parts.last, TypeRoles.roleFolders.contains(TypeRoles.asciiLowercased(last)) { parts.removeLast() }
        return (folder.hasPrefix("/") && !parts.isEmpty ? "/" : "") + parts.joined(separator: "/")
    }

    // MARK: - Union-find

    mutating func find(_ name: String) -> String {
        var current = name
        while let next = parent[current], next != current { current = next }
        var walk = name
        while let next = parent[walk], next != current {
            parent[walk] = current
            walk = next
        }
        return current
    }

    mutating func union(_ a: String, _ b: String) {
        let ra = find(a)
        let rb = find(b)
        if ra != rb { if ra < rb { parent[rb] = ra } else { parent[ra] = rb } }
    }

    mutating func note(_ name: String, _ kind: Evidence.Kind, _ detail: String) {
        let item = Evidence(kind: kind, detail: detail)
        if !(evidence[name]?.contains(item) ?? false) { evidence[name, default: []].append(item) }
    }

    func isProtocol(_ name: String) -> Bool { types[name]?.decl.kind == .protocol }

    func role(_ name: String) -> LintRole? { types[name]?.proposed?.role }

    // MARK: - Steps

    mutating func recover() -> AppModel {
        proposeRoles()
        findSharedTypes()
        let candidates = names.filter { types[$0]!.proposed != nil && shared[$0] == nil }
        for name in candidates { parent[name] = name }
        unionBySpec(candidates)
        unionByAssembly(candidates)
        unionByConformance(candidates)
        unionByFolder(candidates)
        unionByName(candidates)
        var builder = ModelBuilder(recovery: self, candidates: candidates)
        return builder.build()
    }

    /// Names propose roles; classes that do not say their role take it from the role protocol
    /// they conform to or the role class they subclass.
    mutating func proposeRoles() {
        for name in names {
            let type = types[name]!
            if let spec = specRoles[name] {
                types[name]!.proposed = (spec.role, specModule[name]!)
            } else if type.decl.kind == .protocol {
                if let found = TypeRoles.protocolRole(name) {
                    types[name]!.proposed = (found.role, found.prefix)
                    types[name]!.isChannel = found.isChannel
                }
            } else if TypeRoles.isCompositionRoot(name) {
                shared[name] = SharedType(name: name, kind: .compositionRoot, location: type.decl.location, detail: "wires the app")
            } else if let found = TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings) {
                types[name]!.proposed = found
            }
        }
        for name in names where types[name]!.proposed == nil && shared[name] == nil && !isProtocol(name) {
            // A UIKit view, cell or controller subclass can only be a view, whatever it conforms to.
            if let first = types[name]!.inherits.first, types[first] == nil, Self.isUIKitViewClass(first) {
                if types[name]!.inherits.contains(where: { types[$0]?.proposed?.role == .view }) {
                    types[name]!.proposed = (
                        .view, TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings)?.prefix ?? name
                    )
                }
                continue
            }
            for parentName in types[name]!.inherits {
                if let proposed = types[parentName]?.proposed, !(types[parentName]?.isChannel ?? false) {
                    types[name]!.proposed = (
                        proposed.role, TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings)?.prefix ?? name
                    )
                    break
                } else if types[parentName] == nil, let found = TypeRoles.undeclaredProtocolRole(parentName), !found.isChannel {
                    types[name]!.proposed = (found.role, found.prefix)
                    break
                }
            }
        }
    }

    /// `UIViewController`, `UITableViewCell`, `NSView`…: framework classes that draw.
    static func isUIKitViewClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("SK") else { return false }
        return ["View", "ViewController", "Cell", "Controller", "Button", "Control", "Label", "Field", "Bar"].contains {
            name.hasSuffix($0)
        }
    }

    /// Prefixes that name different modules: `CardsGraph` and `CardsGraphView` (from
    /// `CardsGraphViewInteractorInput`) name one.
    static func distinctModules(_ prefixes: Set<String>) -> [String] {
        let sorted = prefixes.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }
        var kept: [String] = []
        for prefix in sorted where !kept.contains(where: { prefix.hasPrefix($0) }) { kept.append(prefix) }
        return kept.sorted()
    }

    mutating func markBase(_ base: String, by name: String) {
        shared[base] = SharedType(
            name: base, kind: .baseType, location: types[base]!.decl.location, detail: "refined or subclassed by '\(name)'")
    }

    /// Module prefixes of the non-channel role protocols a type conforms to.
    func conformedPrefixes(_ name: String) -> Set<String> {
        var prefixes = Set<String>()
        for protocolName in types[name]!.inherits {
            guard
                let proposed = types[protocolName]?.proposed
                    ?? TypeRoles.undeclaredProtocolRole(protocolName).map({ ($0.role, $0.prefix) }),
                isProtocol(protocolName) || types[protocolName] == nil,
                !(types[protocolName]?.isChannel ?? TypeRoles.protocolRole(protocolName)?.isChannel ?? false)
            else { continue }
            prefixes.insert(proposed.prefix)
        }
        return prefixes
    }

    mutating func findSharedTypes() {
        // Base classes, and protocols refined by role protocols of another module.
        var conformers: [String: Set<String>] = [:]
        for name in names {
            guard let proposed = types[name]!.proposed else { continue }
            for base in types[name]!.inherits where base != name {
                guard let baseType = types[base], shared[base] == nil, !baseType.isChannel else { continue }
                if baseType.decl.kind == .protocol {
                    if types[name]!.decl.kind == .protocol {
                        if baseType.proposed?.prefix != proposed.prefix { markBase(base, by: name) }
                    } else {
                        conformers[base, default: []].insert(name)
                    }
                } else if baseType.decl.kind == .class, baseType.proposed != nil {
                    markBase(base, by: name)
                }
            }
        }
        // A protocol without a role name that classes conform to: one module's presenter
        // publishes it (`RuuviDiscover`, its module input); classes of several modules share it.
        // A role protocol that classes of several modules implement (`PasscodeViewProtocol` for
        // the change, unlock and confirm screens) is shared by them.
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key }) where shared[base] == nil {
            let modules = Self.distinctModules(Set(classes.compactMap { types[$0]!.proposed?.prefix }))
            if types[base]!.proposed != nil {
                if modules.count > 1 { markBase(base, by: classes.sorted()[0]) }
            } else if modules.count == 1, classes.allSatisfy({ types[$0]!.proposed?.role == .presenter }) {
                types[base]!.proposed = (.presenter, modules[0])
                types[base]!.isChannel = true
            } else if modules.count > 1 {
                markBase(base, by: classes.sorted()[0])
            }
        }
        for name in names where shared[name] == nil && !isProtocol(name) {
            guard let proposed = types[name]!.proposed else { continue }
            // One class conforming to the role protocols of several modules.
            let prefixes = Self.distinctModules(conformedPrefixes(name))
            if prefixes.count >= 2 {
                shared[name] = SharedType(
                    name: name, kind: .appWideImplementation, location: types[name]!.decl.location,
                    detail: "conforms to role protocols of \(prefixes.sorted().map { "'\($0)'" }.joined(separator: ", "))")
                continue
            }
            // A builder that constructs the presenters or views of several modules, or a router
            // (a coordinator) that holds the presenters of several.
            if proposed.role == .builder || proposed.role == .router {
                for role in proposed.role == .builder ? [LintRole.presenter, .interactor, .view] : [.presenter] {
                    let built = Set(
                        types[name]!.references.compactMap { ref -> String? in
                            guard let other = types[ref], other.decl.kind != .protocol, other.proposed?.role == role else { return nil }
                            return other.proposed?.prefix
                        })
                    if built.count >= 2 {
                        shared[name] = SharedType(
                            name: name, kind: .appWideBuilder, location: types[name]!.decl.location,
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
    func isModule(_ members: [String]) -> Bool {
        if members.contains(where: { specModule[$0] != nil }) { return true }
        var roles = Set(members.compactMap { name in role(name) == .view && !isScreen(name) ? nil : role(name) })
        for name in members where !isProtocol(name) {
            let type = types[name]!
            let named = type.inherits + type.decl.properties.flatMap(\.typeNames)
            for other in named where types[other] == nil {
                if let found = TypeRoles.undeclaredProtocolRole(other), !found.isChannel { roles.insert(found.role) }
            }
        }
        let implemented = members.filter { !isProtocol($0) }.compactMap { role($0) }
        return roles.count >= 2 && !Set(implemented).isDisjoint(with: [.presenter, .interactor, .router])
    }

    /// Whether a view type can be a module's screen: a view controller, a SwiftUI view, or a type
    /// that implements a view protocol. A plain `UIView` subclass beside a presenter is a subview.
    func isScreen(_ name: String) -> Bool {
        guard let type = types[name] else { return false }
        if type.decl.kind == .protocol || name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return true }
        if type.decl.kind == .struct, type.inherits.contains("View") { return true }
        if type.inherits.first.map({ $0.hasSuffix("ViewController") || $0.hasSuffix("Controller") }) ?? false { return true }
        return type.inherits.contains { other in
            (types[other]?.decl.kind == .protocol && types[other]?.proposed?.role == .view)
                || (types[other] == nil && TypeRoles.undeclaredProtocolRole(other)?.role == .view)
        }
    }

}
