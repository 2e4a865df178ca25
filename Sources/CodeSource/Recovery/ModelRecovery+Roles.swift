import Architecture
import Diagnostics
import SpecParser
import Support

/// Roles proposed by names, conformance and subclassing, and settled where they disagree.
extension ModelRecovery {
    /// A presenter named for a router (`AuthRouterPresenter`) in a router folder is that router's
    /// observable state, which a SwiftUI flow router shows screens from: a router, named for its
    /// flow. One in a presenter folder (`Scenes/TodoRouter/Presenter/TodoRouterPresenter`) is
    /// the presenter of a module named so.
    static func routerPresenter(_ found: (role: Role, prefix: String), folder: String) -> (role: Role, prefix: String)? {
        guard found.role == .presenter, TypeRoles.routerFolders.contains(lastFolderName(folder)) else {
            return nil
        }
        for word in ["Router", "Wireframe"] where NameAffix.hasProperSuffix(found.prefix, word) {
            return (.router, NameAffix.droppingLast(word.utf8.count, of: found.prefix))
        }
        return nil
    }

    /// The last part of a folder, ASCII-lower-cased.
    static func lastFolderName(_ folder: String) -> String {
        TypeRoles.asciiLowercased(PathName.lastComponent(folder)[...])
    }

    /// A router named for the app (`AppRouter`) that a presenter of the same name keeps
    /// (`AppPresenter.router`) is the router of the app's root screen, a module of its own, not
    /// the composition root its name suggests.
    package mutating func reclaimRootScreenRouters(_ roots: [Int]) {
        let routers = roots.compactMap { id -> (Declared, (role: Role, prefix: String))? in
            let type = declared[id]
            guard let found = TypeRoles.implementationRole(type.name, table: suffixTable, endings: suffixEndings), found.role == .router
            else { return nil }
            return (type, found)
        }
        guard !routers.isEmpty else { return }
        let held = heldNames(by: .presenter)
        for (type, found) in routers {
            guard held[type.name]?.contains(TypeRoles.asciiLowercased(found.prefix[...])) == true else { continue }
            shared[type.id] = nil
            type.proposed = found
        }
    }

    /// A container named for a module (`EventsContainer`) that makes that module's presenter
    /// (`EventsContainer.assemble(with:)` calling `EventsPresenter(…)`) is that module's
    /// builder, not a composition root of the app. The app's own (`AppContainer`), or one kept
    /// as a singleton (`static let shared`) for others to take services from, stays a root.
    package mutating func reclaimModuleContainers(_ roots: [Int]) {
        for id in roots {
            let type = declared[id]
            guard NameAffix.hasProperSuffix(type.name, "Container") else { continue }
            let module = NameAffix.droppingLast(9, of: type.name)
            let decls = CollectionOfOne(type.decl) + type.extensions
            let presenter = module + "Presenter"
            guard module != "App", module != "Application",
                !decls.contains(where: { $0.properties.contains { $0.isStatic && $0.name == "shared" } }),
                decls.contains(where: { $0.calls.contains { $0.value == presenter } }),
                let made = ids[presenter], !declared[made].isProtocol
            else { continue }
            shared[id] = nil
            type.proposed = (.builder, module)
        }
    }

    /// A class named like a presenter whose `view` is a plain UIKit view (`weak var view:
    /// UIView!`, not a controller) and that another module's presenter constructs is a helper
    /// showing things on a view it is handed (a tooltip presenter), no module's presenter: a
    /// module's presenter keeps its view through a protocol or the view's own class, and no
    /// other presenter makes it.
    package mutating func demotePresentersOfPlainViews() {
        let helpers = declared.filter { type in
            !type.isProtocol && type.decl.kind == .class && type.proposed?.role == .presenter
                && type.decl.properties.contains { property in
                    !property.isStatic && property.name == "view"
                        && property.typeNames.contains { Self.isUIKitViewClass($0) && !$0.hasSuffix("Controller") && ids[$0] == nil }
                }
        }
        guard !helpers.isEmpty else { return }
        // Who makes them, read before any is demoted, so the order of names does not matter.
        var makers: [String: Set<String>] = [:]
        let names = Set(helpers.map(\.name))
        for other in declared where !other.isProtocol && other.proposed?.role == .presenter {
            for decl in CollectionOfOne(other.decl) + other.extensions {
                for call in decl.calls where names.contains(call.value) {
                    makers[call.value, default: []].insert(TypeRoles.asciiLowercased(other.proposed!.prefix[...]))
                }
            }
        }
        for type in helpers
        where makers[type.name]?.contains(where: { $0 != TypeRoles.asciiLowercased(type.proposed!.prefix[...]) }) == true {
            type.proposed = nil
        }
    }

    /// Names propose roles; classes that do not say their role take it from the role protocol
    /// they conform to or the role class they subclass.
    package mutating func proposeRoles() {
        var roots: [Int] = []
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
                roots.append(type.id)
            } else if let found = TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings) {
                type.proposed = Self.routerPresenter(found, folder: type.folder) ?? found
            } else if let found = TypeRoles.roleFirstRole(name, isProtocol: false), TypeRoles.isRoleFolder(type.folder) {
                type.proposed = found
            }
        }
        reclaimRootScreenRouters(roots)
        reclaimModuleContainers(roots)
        proposeRolesByStructure()
        proposeViewPiecesByRouter()
        demotePresentersOfPlainViews()
        settleProtocolsPresentersHold()
        proposeViewProtocolsPresentersKeep()
        proposeServiceInteractors()
        proposePresentersNamedAsRouters()
        let heldAsView = protocolsPresentersHoldAsView()
        // Protocols presenter classes implement, whatever their names say (`EditListPresenterInput`).
        // A protocol presenters of several modules implement names none of them (nil).
        var implementedByPresenters: [Int: String?] = [:]
        for type in declared where !type.isProtocol && type.proposed?.role == .presenter {
            let prefix = type.proposed!.prefix
            for id in type.inheritIDs where id >= 0 && declared[id].isProtocol {
                if let known = implementedByPresenters[id] {
                    if let known, TypeRoles.asciiLowercased(known[...]) != TypeRoles.asciiLowercased(prefix[...]) {
                        implementedByPresenters[id] = .some(nil)
                    }
                } else {
                    implementedByPresenters[id] = prefix
                }
            }
        }
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
                } else if first.hasSuffix("Controller"),
                    let prefix = presenterRoleKept(by: type, implementedByPresenters: implementedByPresenters),
                    NameAffix.hasPrefix(TypeRoles.asciiLowercased(name[...]), TypeRoles.asciiLowercased(prefix[...]))
                {
                    // A controller named for the presenter it keeps (`AliasController` keeping
                    // `AliasPresenter`, or a protocol a presenter implements), in a folder of its
                    // own beside the presenter's.
                    type.proposed = (.view, prefix)
                }
                continue
            }
            let roles = inheritRoles(type)
            for (parentID, role) in zip(type.inheritIDs, roles) {
                if parentID >= 0, let proposed = declared[parentID].proposed, !declared[parentID].isChannel {
                    // A name that says no role but starts with the protocol's module
                    // (`PasswordEditModel: PasswordEditViewControllerOutput`) is that module's.
                    let named = TypeRoles.implementationRole(name, table: suffixTable, endings: suffixEndings)?.prefix
                    let ofProtocol =
                        name.utf8.count > proposed.prefix.utf8.count && NameAffix.hasPrefix(name, proposed.prefix) ? proposed.prefix : nil
                    type.proposed = (proposed.role, named ?? ofProtocol ?? name)
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

    /// A class named as a view controller or subclassing a framework controller.
    package static func isController(_ type: Declared) -> Bool {
        guard type.decl.kind == .class else { return false }
        if NameAffix.hasSuffix(type.name, "Controller") { return true }
        return type.inherits.first.map { isUIKitViewClass($0) && $0.hasSuffix("Controller") } ?? false
    }

    /// `UIViewController`, `UITableViewCell`, `NSView`, WatchKit's `WKInterfaceController`,
    /// WebKit's `WKWebView`…: framework classes that draw.
    package static func isUIKitViewClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("SK") || name.hasPrefix("WK") else { return false }
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
        // Shorter names first. Few names (the usual case) are compared with each kept one; many
        // (a protocol every presenter implements) look kept names up among each name's own
        // prefixes, so the time stays linear in the names' total length.
        var kept: [String] = []
        var keptLowercased: [String] = []
        var keptSet = Set<Substring>()
        let many = sorted.count > 16
        for prefix in sorted {
            let lowercased = TypeRoles.asciiLowercased(prefix[...])
            var isKept = false
            if many {
                var end = lowercased.startIndex
                while !isKept {
                    isKept = keptSet.contains(lowercased[..<end])
                    guard end < lowercased.endIndex else { break }
                    end = lowercased.index(after: end)
                }
            } else {
                isKept = keptLowercased.contains(where: { lowercased.hasPrefix($0) })
            }
            guard !isKept else { continue }
            kept.append(prefix)
            keptLowercased.append(lowercased)
            if many { keptSet.insert(lowercased[...]) }
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

    /// Whether a class conforming to role protocols of several names is one screen's, not shared:
    /// every role protocol it conforms to is declared in its own module folder, no other class
    /// there plays its role (`roleCounts`, by folder and role), and the names nest at their ends
    /// (`CurrencyChartViewOutput` beside `WatchlistCurrencyChartInteractorOutput`). A folder of
    /// unrelated names (`Users…`, `Posts…`) holds several modules, whose shared class stays so.
    package func conformsWithinOwnFolder(_ id: Int, prefixes: [String], roleCounts: [String: [Role: Int]]) -> Bool {
        let type = declared[id]
        guard let role = type.proposed?.role, !type.moduleFolder.isEmpty, roleCounts[type.moduleFolder]?[role] == 1 else { return false }
        let lowercased = prefixes.map { TypeRoles.asciiLowercased($0[...]) }
        for (index, one) in lowercased.enumerated() {
            for other in lowercased[(index + 1)...] where !one.hasSuffix(other) && !other.hasSuffix(one) { return false }
        }
        var conformed = false
        for (protocolID, found) in zip(type.inheritIDs, inheritRoles(type)) {
            if protocolID >= 0 && (shared[protocolID] != nil || declared[protocolID].isChannel) { continue }
            guard protocolID >= 0 ? declared[protocolID].proposed != nil : !(found?.isChannel ?? true) else { continue }
            guard protocolID >= 0, declared[protocolID].isProtocol, declared[protocolID].moduleFolder == type.moduleFolder else {
                return false
            }
            conformed = true
        }
        return conformed
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
        return !conformedRoles(id).contains { $0.role == proposed.role && TypeRoles.asciiLowercased(screenPrefix($0.prefix)[...]) != own }
    }
}
