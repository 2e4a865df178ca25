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
    /// Part presenters a screen's builder makes beside its presenter, by id, with the keeper's
    /// and the builder's ids (`findAssembledPartPresenters`); and each part's module prefix to
    /// its keeper's.
    package var assembledParts: [Int: (main: Int, builder: Int)] = [:]
    package var partAlias: [String: String] = [:]
    /// SwiftUI views that are pieces of a module's view (`proposeViewPiecesByRouter`): they
    /// stay views beside the module's own, and one below its folder does not move the module.
    package var viewPieces = Set<Int>()
    /// What each name in the specs is: its role and whether it is a protocol.
    package var specRoles: [String: (role: Role, isInterface: Bool)] = [:]
    /// The app's top-level type aliases (`FileSummary.typeAliases`); the first file's wins.
    package var typeAliases: [String: [String]] = [:]
    /// Names that two declarations of the app carry (two targets' `BaseView`): only the first is
    /// kept, so a walk up a class chain must not trust that name.
    package var declaredTwice: Set<String> = []
    /// Each file's own top-level aliases, by path, for files that declare any: a holder's own
    /// alias comes before the app's (modules may each declare a `fileprivate typealias EntryPoint`).
    package var fileAliases: [String: [String: [String]]] = [:]
    /// The app's member aliases (`FileSummary.memberAliases`); the first file's wins.
    package var memberAliases: [String: String] = [:]
    /// The app's class aliases (`FileSummary.classAliases`); the first file's wins.
    package var classAliases: [String: String] = [:]
    /// Members the app's extensions give a platform class it does not declare (`extension
    /// UIViewController { func showLoader() }`), by class: every subclass has them.
    package var platformExtensionMembers: [String: [MemberDecl]] = [:]

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
            for (alias, names) in file.typeAliases where typeAliases[alias] == nil { typeAliases[alias] = names }
            if !file.typeAliases.isEmpty { fileAliases[file.path] = file.typeAliases }
            for (alias, target) in file.memberAliases where memberAliases[alias] == nil { memberAliases[alias] = target }
            for (alias, target) in file.classAliases where classAliases[alias] == nil { classAliases[alias] = target }
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
                if types[name] != nil { declaredTwice.insert(name) }
                guard types[name] == nil, !RolePattern.isTestDouble(name) else { continue }
                types[name] = Declared(name: name, decl: file.types[index], path: file.path, folder: folder, moduleFolder: moduleFolder)
            }
        }
        // A namespace is a module's only when it holds two role types or more (`Map.Presenter`
        // and `Map.Router`); one alone (`API.Router`, a URL router) is a helper of that name.
        // Other role names (`HelpView`, `DefaultPresenter`, a `Formatter`) count only beside a
        // presenter or an interactor, and only when they share one stem (`Default…`, or one
        // screen's `Help…`): a namespace of helpers (`Common.LoadingView`, `Common.AlertPresenter`)
        // is no module, and a helper nested beside a module's parts (`Map.PinView`) is no part.
        struct Nested {
            var words: [String] = []
            var others: [String] = []
            var stems = Set<Substring>()
            var core = false
        }
        var namespaced: [Substring: Nested] = [:]
        for name in types.keys where name.utf8Contains(UInt8(ascii: ".")) {
            let dot = name.lastIndex(of: ".")!
            let nested = name[name.index(after: dot)...]
            let key = name[..<dot]
            if TypeRoles.isNamespacedRoleWord(String(nested)) && nested != "Formatter" {
                namespaced[key, default: Nested()].words.append(name)
            } else {
                namespaced[key, default: Nested()].others.append(name)
                if let stem = TypeRoles.roleStem(nested) { namespaced[key, default: Nested()].stems.insert(stem) }
            }
            if NameAffix.hasSuffix(nested, "Presenter") || NameAffix.hasSuffix(nested, "Interactor") {
                namespaced[key, default: Nested()].core = true
            }
        }
        for entry in namespaced.values {
            let keepsOthers = entry.words.count + entry.others.count >= 2 && entry.core && entry.stems.count <= 1
            let keepsWords = entry.words.count >= 2 || (keepsOthers && !entry.words.isEmpty)
            if !keepsWords { for name in entry.words { types[name] = nil } }
            if !keepsOthers { for name in entry.others { types[name] = nil } }
        }
        for (name, list) in extensions {
            if let type = types[name] {
                for item in list {
                    type.inherits += item.inherits
                    type.extensions.append(item)
                }
            } else if TypeRoles.isPlatformClassName(name) {
                let members = list.flatMap(\.members)
                if !members.isEmpty { platformExtensionMembers[name] = members }
            } else if (typeAliases[name]?.count ?? 0) >= 2, !RolePattern.isTestDouble(name) {
                // An alias of a generic type made specific (`typealias SalesTabModule =
                // BaseModule<SalesTabModuleInput, SalesTabModuleOutput>`) that the app extends
                // (`extension SalesTabModule { static func createModule() … }`) is a type of its
                // own, one per module, placed where the alias is declared: an extension in the
                // alias's file declares it (another module's folder may extend it too).
                let home = list.firstIndex { fileAliases[$0.location.path]?[name] != nil } ?? 0
                let first = list[home]
                let folder = Self.folder(of: first.location.path)
                let type = Declared(
                    name: name, decl: first, path: first.location.path, folder: folder, moduleFolder: Self.moduleFolder(folder))
                for (index, item) in list.enumerated() where index != home {
                    type.inherits += item.inherits
                    type.extensions.append(item)
                }
                types[name] = type
            }
        }
        // A conformance through a namespace's alias (`MapModule.ViewOutput`) is to what it names.
        if !memberAliases.isEmpty {
            // Only dotted names are member aliases: most conformances are asked no more.
            for type in types.values
            where type.inherits.contains(where: { $0.utf8Contains(UInt8(ascii: ".")) && memberAliases[$0] != nil }) {
                type.inherits = type.inherits.map { memberAliases[$0] ?? $0 }
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
        settleDelegatesOfViews()
        proposePresentersKeepingAView()
        proposeBuildersByConstruction()
        proposeInteractorsByConstruction()
        proposeViewModelPresenters()
        proposeEntryCoordinators()
        findAssembledPartPresenters()
        findSharedTypes()
        let candidates = declared.indices.filter { declared[$0].proposed != nil && shared[$0] == nil }
        for id in candidates { parent[id] = id }
        unionBySpec(candidates)
        unionByAssembly(candidates)
        unionAssembledParts()
        unionBySubPresenters(candidates)
        unionByConformance(candidates)
        unionByFolder(candidates)
        unionByName(candidates)
        unionSplitModules(candidates)
        unionRoutersViewsMake(candidates)
        unionInteractorsOneModuleUses(candidates)
        var builder = ModelBuilder(recovery: self, candidates: candidates)
        return builder.build()
    }
}
