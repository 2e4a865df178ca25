import Architecture
import Diagnostics
import SpecParser
import Support

/// Types several modules share, set apart before modules are formed, and what a module is.
extension ModelRecovery {
    package mutating func findSharedTypes() {
        // Base classes, and protocols refined by role protocols of another module.
        var conformers: [Int: Set<Int>] = [:]
        var channelConformers: [Int: Set<Int>] = [:]
        // Subclasses of role classes, by base: see below.
        var subclasses: [Int: [Int]] = [:]
        // Classes with a role by lower-cased module prefix, for `isVariant`; counted at the first
        // subclass that asks.
        var named: [String: Int]?
        // Role classes their own module's builder or router constructs, found at the first
        // subclass from another module; and the modules that subclass each such class.
        var ownComponents: Set<Int>?
        var subclassingModules: [Int: Set<String>] = [:]
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
                } else if baseType.decl.kind == .class, let base = baseType.proposed {
                    subclasses[baseID, default: []].append(type.id)
                    // A variant of a module's own component (`StoryDetailByIdPresenter:
                    // StoryDetailPresenter`, or `EvmGiftClaimInteractor: GiftClaimInteractor`
                    // beside it in its folder) leaves the component in its module.
                    if Self.distinctModules([base.prefix, proposed.prefix]).count > 1, !isVariant(type, of: baseType, named: &named) {
                        // A concrete component of its module (its builder or router makes it)
                        // stays there, and the subclass reaches in (`HashtagsSearchPresenter:
                        // TweetsForUserPresenter`), unless several modules subclass it (below).
                        if ownComponents == nil { ownComponents = madeByOwnAssembly() }
                        if ownComponents!.contains(baseID) {
                            subclassingModules[baseID, default: []].insert(proposed.prefix)
                        } else {
                            markBase(baseID, by: type.name)
                        }
                    }
                }
            }
        }
        // A role class that classes of two modules' folders subclass (`GiftTransferPresenter` in
        // `GiftTransfer/Common`, under `GiftTransferSetupPresenter` and
        // `GiftTransferConfirmPresenter`) is a base they share, though its name is a prefix of
        // theirs: names alone do not merge modules.
        for (base, subs) in subclasses.sorted(by: { $0.key < $1.key }) where shared[base] == nil && subs.count > 1 {
            // Subclasses below the base's own folder (`Home/Compact`, `Home/Regular`) are its
            // module's variants, not other modules.
            let own = declared[base].moduleFolder
            let folders = Set(subs.map { declared[$0].moduleFolder }.filter { $0 != own && !$0.hasPrefix(own + "/") })
            let modules = Self.distinctModules(Set(subs.compactMap { declared[$0].proposed?.prefix }))
            if folders.count > 1 && modules.count > 1 { markBase(base, by: names[subs.min()!]) }
        }
        // A concrete component that several other modules subclass is the base they share,
        // wherever their files are (one `Search/` folder, or role folders).
        for (base, modules) in subclassingModules.sorted(by: { $0.key < $1.key })
        where shared[base] == nil && Self.distinctModules(modules).count > 1 {
            markBase(base, by: names[subclasses[base]!.min()!])
        }
        // The superclasses of a shared base are bases too, up the app's own chain
        // (`ViperBasePresenter` under `ViperPresenter<Router, Interactor, View>`, which every
        // module's presenter subclasses), up to a concrete component of a module, which stays.
        for base in subclasses.keys.sorted() where shared[base] != nil {
            var current = base
            for _ in 0..<4 {
                guard let above = declared[current].inheritIDs.first, above >= 0, above != current, declared[above].decl.kind == .class,
                    declared[above].proposed != nil, shared[above] == nil
                else { break }
                if ownComponents == nil { ownComponents = madeByOwnAssembly() }
                if ownComponents!.contains(above) { break }
                markBase(above, by: names[current])
                current = above
            }
        }
        // A protocol without a role name that classes conform to: one module's presenter
        // publishes it (`RuuviDiscover`, its module input); classes of several modules share it.
        // A role protocol that classes of several modules implement (`PasscodeViewProtocol` for
        // the change, unlock and confirm screens) is shared by them.
        // What views and interactors keep, worked out at the first such protocol.
        var keptByOwnModule: [[String: Set<String>]]?
        // Each module's presenter, interactor and router, for `isAreaView`: found at the first
        // view controller that asks.
        var stacks: [String: AreaStack]?
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key }) where shared[base] == nil {
            // A variant of the module's own class beside the protocol (`TestJournalViewController`
            // beside `JournalViewController`, both adopting `JournalViewProtocol`) names no
            // other module.
            let others = classes.filter {
                declared[base].proposed == nil
                    || !(isVariant(declared[$0], of: declared[base], named: &named)
                        || isAreaView(declared[$0], of: declared[base], named: &named, stacks: &stacks))
            }
            let modules = Self.distinctModules(Set(others.compactMap { declared[$0].proposed?.prefix }))
            // The smallest id is the first name.
            let first = names[classes.min()!]
            if declared[base].proposed != nil {
                if modules.count > 1 { markBase(base, by: first) }
            } else if modules.count == 1, classes.allSatisfy({ declared[$0].proposed?.role == .presenter }),
                !TypeRoles.isBareRoleName(names[base])
            {
                // A protocol named by a role word alone (`Coordinator`) names no module: the
                // app's base for such types, even with one implementation so far.
                declared[base].proposed = (.presenter, modules[0])
                // Unless its own view or interactor keeps it (`var presenter: (any
                // HomePresentable)?`): then it is the presenter's protocol for them, and another
                // module that names it reaches in.
                if keptByOwnModule == nil { keptByOwnModule = [heldNames(by: .view), heldNames(by: .interactor)] }
                let own = TypeRoles.asciiLowercased(modules[0][...])
                declared[base].isChannel = !keptByOwnModule!.contains { $0[names[base]]?.contains(own) == true }
            } else if modules.count > 1 {
                markBase(base, by: first)
            }
        }
        settleProtocolRoles(channelConformers: channelConformers, conformers: conformers)
        // The names that screens are named for: a name that only interactors and their
        // protocols carry (`ExchangeRateInteractor`, `ExchangeRateInteractorOutput`) is a second
        // interactor of some module, not a module its presenter would belong to as well.
        let screens = screenNames()
        let presenterPrefixes = presentedModules()
        // Classes of each role by module folder, for `conformsWithinOwnFolder`: counted once, at
        // the first class that asks.
        var roleCounts: [String: [Role: Int]]?
        for type in declared where shared[type.id] == nil && !type.isProtocol {
            guard let proposed = type.proposed else { continue }
            // One class conforming to the role protocols of several modules. Modules with
            // presenters of their own are several even when one name begins with the other
            // (`ChatInteractor` adopting `ChatRoomInteractorInterface` and
            // `ChatRoomListInteractorInterface`).
            let conformed = conformedPrefixes(type.id)
            var prefixes = Self.distinctModules(conformed).filter { screens.contains(TypeRoles.asciiLowercased($0[...])) }
            if conformed.count > prefixes.count {
                let presented = Dictionary(grouping: conformed, by: { TypeRoles.asciiLowercased($0[...]) })
                    .filter { presenterPrefixes.contains($0.key) }
                if presented.count > prefixes.count { prefixes = presented.values.map { $0.min()! }.sorted() }
            }
            if prefixes.count >= 2, !(proposed.role == .view && routesForOthers(type.id, module: proposed.prefix)),
                !listensToOthers(type.id, as: proposed)
            {
                if roleCounts == nil {
                    var counts: [String: [Role: Int]] = [:]
                    for other in declared where !other.isProtocol {
                        if let role = other.proposed?.role { counts[other.moduleFolder, default: [:]][role, default: 0] += 1 }
                    }
                    roleCounts = counts
                }
                if !conformsWithinOwnFolder(type.id, prefixes: prefixes, roleCounts: roleCounts!) {
                    shared[type.id] = SharedType(
                        name: type.name, kind: .appWideImplementation, location: type.decl.location,
                        detail: "conforms to role protocols of \(prefixes.sorted().map { "'\($0)'" }.joined(separator: ", "))")
                    continue
                }
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
                // A router named for a screen that has a presenter (`MovieRouter` making Detail's
                // and SeeAll's presenters) is that screen's router assembling the others inline.
                if proposed.role == .router, routesAScreen(type, presenterPrefixes: presenterPrefixes) { continue }
                for role in proposed.role == .builder ? [Role.presenter, .view] : [.presenter] {
                    let built = Set(
                        mentioned.compactMap { ref -> String? in
                            guard ref >= 0, !declared[ref].isProtocol, declared[ref].proposed?.role == role else { return nil }
                            return declared[ref].proposed.map { screenPrefix($0.prefix) }
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

    /// Presenters, interactors and views that a builder or router of their own module constructs
    /// in their folder (`TweetsForUserWireframe.setup` calling `TweetsForUserPresenter(…)`):
    /// concrete components of a screen, not bases made to be subclassed. A class named as a base
    /// (`BaseListPresenter`, `AbstractFormInteractor`) is made to be subclassed whoever makes it.
    /// One pass over the calls of builders and routers.
    func madeByOwnAssembly() -> Set<Int> {
        var made = Set<Int>()
        for maker in declared where !maker.isProtocol {
            guard let assembly = maker.proposed, assembly.role == .builder || assembly.role == .router else { continue }
            for decl in CollectionOfOne(maker.decl) + maker.extensions {
                for call in decl.calls {
                    guard let id = ids[call.value], !declared[id].isProtocol, declared[id].decl.kind == .class,
                        declared[id].moduleFolder == maker.moduleFolder,
                        let callee = declared[id].proposed, callee.role == .presenter || callee.role == .interactor || callee.role == .view,
                        !callee.prefix.isEmpty, !Self.namesABase(callee.prefix),
                        TypeRoles.asciiLowercased(callee.prefix[...]) == TypeRoles.asciiLowercased(assembly.prefix[...])
                    else { continue }
                    made.insert(id)
                }
            }
        }
        return made
    }

    /// Whether a module prefix starts with a word that names a base class.
    static func namesABase(_ prefix: String) -> Bool {
        ["Base", "Abstract", "Generic", "Common", "Shared"].contains { word in
            guard NameAffix.hasPrefix(prefix, word) else { return false }
            let next = prefix.utf8.dropFirst(word.utf8.count).first
            return next.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? true
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
    /// Through the app's own cell classes too (`CategoryCell: TableViewCell<CategoryCellPresenter>`,
    /// the app's generic base over `UITableViewCell`), a few levels up.
    package func isCell(_ id: Int) -> Bool {
        var current = id
        for _ in 0..<8 {
            guard let first = declared[current].inherits.first, let firstID = declared[current].inheritIDs.first else { return false }
            if firstID < 0 {
                return [
                    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "NSTableCellView",
                ]
                .contains(first)
            }
            // A base that two declarations name may be either: trust neither.
            guard !declared[firstID].isProtocol, firstID != current, !declaredTwice.contains(first) else { return false }
            current = firstID
        }
        return false
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

    /// Whether a subclass is a variant of its base class: in the base's module folder, with the
    /// base's module name inside its own (`EvmGiftClaim` in `GiftClaim`'s folder), and no other
    /// class named for it, or none that is a presenter or a view or lies elsewhere
    /// (`UserListPresenter` beside `UserListViewController: ListViewController` is a module of
    /// its own). `named` counts the classes with a role by lower-cased prefix.
    func isVariant(_ type: Declared, of base: Declared, named: inout [String: Int]?) -> Bool {
        guard type.moduleFolder == base.moduleFolder, let own = type.proposed?.prefix, let other = base.proposed?.prefix, !other.isEmpty
        else { return false }
        let lowercased = TypeRoles.asciiLowercased(own[...])
        let baseName = TypeRoles.asciiLowercased(other[...])
        guard lowercased.contains(baseName) else { return false }
        if named == nil { named = prefixCounts() }
        if named![lowercased] == 1 { return true }
        guard lowercased != baseName else { return false }
        // Several classes of the name are variants all the same when they all lie in the base's
        // folder and none is a presenter or a view (`EvmGiftTransferConfirmInteractor` and
        // `…Wireframe` beside `GiftTransferConfirmInteractor` and `…Wireframe`): a name no screen
        // carries names no module. Rare (a longer name in the base's folder), so the classes are
        // looked up here.
        let length = own.utf8.count
        return declared.allSatisfy { candidate in
            guard !candidate.isProtocol, let proposed = candidate.proposed, proposed.prefix.utf8.count == length,
                TypeRoles.asciiLowercased(proposed.prefix[...]) == lowercased
            else { return true }
            return candidate.moduleFolder == base.moduleFolder && proposed.role != .presenter && proposed.role != .view
        }
    }

    /// A view controller that adopts the view protocol of a module with a presenter and an
    /// interactor or router, in the folder those share, while its own name names nothing else
    /// (`AddCardViewController: MyAccountPresenterToMyAccountViewProtocol` in `MyAccount/`, one of
    /// the many screens of the `MyAccount` area sharing its stack): a view of that module, not
    /// a module of its own. Views that are no controllers (text fields adopting a formatter's
    /// `InputView`) stay parts, and controllers elsewhere adopting it share it.
    func isAreaView(_ type: Declared, of base: Declared, named: inout [String: Int]?, stacks: inout [String: AreaStack]?) -> Bool {
        guard type.proposed?.role == .view, Self.isController(type), let own = type.proposed?.prefix, let area = base.proposed,
            area.role == .view
        else { return false }
        if named == nil { named = prefixCounts() }
        guard named![TypeRoles.asciiLowercased(own[...])] == 1 else { return false }
        if stacks == nil { stacks = areaStacks() }
        let known = stacks!
        guard let stack = Self.stackPrefixes(of: area.prefix).lazy.compactMap({ known[$0] }).first,
            stack.roles.contains(.presenter), stack.roles.count > 1
        else { return false }
        return type.path.hasPrefix(stack.folder + "/")
    }

    /// How many classes propose each module prefix (lower-cased): one names nothing but itself.
    func prefixCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for candidate in declared where !candidate.isProtocol {
            if let prefix = candidate.proposed?.prefix { counts[TypeRoles.asciiLowercased(prefix[...]), default: 0] += 1 }
        }
        return counts
    }

    /// The presenter, interactor and router classes of each module prefix (lower-cased), and
    /// the deepest folder holding all their files.
    func areaStacks() -> [String: AreaStack] {
        var stacks: [String: AreaStack] = [:]
        for candidate in declared where !candidate.isProtocol {
            guard let proposed = candidate.proposed, proposed.role == .presenter || proposed.role == .interactor || proposed.role == .router
            else { continue }
            let key = TypeRoles.asciiLowercased(proposed.prefix[...])
            let folder = candidate.folder
            if var stack = stacks[key] {
                stack.roles.insert(proposed.role)
                stack.folder = Self.commonFolder(stack.folder, folder)
                stacks[key] = stack
            } else {
                stacks[key] = AreaStack(roles: [proposed.role], folder: folder)
            }
        }
        return stacks
    }

    /// The modules a view protocol's prefix may name, lower-cased: the prefix itself, or what
    /// comes before a role word in it (`MyAccountPresenterToMyAccount` names `myaccount`); never
    /// a shorter name another merely starts with (`HomeDetail` is not `Home`).
    static func stackPrefixes(of prefix: String) -> [String] {
        let lowercased = TypeRoles.asciiLowercased(prefix[...])
        var result = [lowercased]
        for word in ["presenter", "view", "interactor", "router", "wireframe"] {
            if let range = lowercased.range(of: word), range.lowerBound > lowercased.startIndex {
                result.append(String(lowercased[..<range.lowerBound]))
            }
        }
        return result
    }

    /// The deepest folder two folders share, by whole path components.
    static func commonFolder(_ a: String, _ b: String) -> String {
        var shared: [Substring] = []
        for (x, y) in zip(
            a.split(separator: "/", omittingEmptySubsequences: false), b.split(separator: "/", omittingEmptySubsequences: false))
        {
            guard x == y else { break }
            shared.append(x)
        }
        return shared.joined(separator: "/")
    }
}

/// A module's presenter, interactor and router roles, and the folder their files share.
package struct AreaStack {
    var roles: Set<Role>
    var folder: String
}
