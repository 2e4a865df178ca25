import Architecture
import CodeSource
import Diagnostics
import Support

/// One file as the rules see it, with the project's role index and configuration.
public struct RuleContext: Sendable {
    public var file: FileSummary
    public var index: RoleIndex
    public var configuration: LintConfiguration
    /// Which names are classes or class-bound protocols, for ownership fixes.
    public var classes: ClassTypes
    /// What the run's factory protocols make, for calls through them.
    public var factories: FactoryResults

    /// The role of each of the file's types, in order; worked out once per file.
    let typeRoles: [RoleAssignment?]

    public init(
        file: FileSummary, index: RoleIndex, configuration: LintConfiguration, classes: ClassTypes = ClassTypes(),
        factories: FactoryResults = FactoryResults()
    ) {
        self.file = file
        self.classes = classes
        self.factories = factories
        self.index = index
        self.configuration = configuration
        // By the fields asked: passing each declaration whole copied it.
        self.typeRoles = file.types.indices.map {
            Self.role(named: file.types[$0].name, nested: file.types[$0].parent != nil, index: index)
        }
        // Most files of an app declare no component or role protocol: nothing more to gather.
        guard typeRoles.contains(where: { $0 != nil }) else {
            self.fileRoles = []
            self.implementations = [:]
            return
        }
        self.fileRoles = Self.fileRoles(file, typeRoles)
        // By index: pairing each declaration with its role copied every declaration of the file.
        var implementations: [Role: [TypeDecl]] = [:]
        for (index, assignment) in typeRoles.enumerated() where assignment?.isInterface == false {
            implementations[assignment!.role, default: []].append(file.types[index])
        }
        self.implementations = implementations
    }

    /// `types(_:)` for each role, gathered once: rules ask for them per role, and a
    /// declaration is a large value to copy.
    let implementations: [Role: [TypeDecl]]

    static func role(named name: String, nested: Bool, index: RoleIndex) -> RoleAssignment? {
        if nested || (name.utf8Contains(UInt8(ascii: ".")) && !TypeRoles.isNamespacedRole(name)) { return nil }
        return index.role(of: name)
    }

    /// The role of a declared type or extension, as the architecture model placed it.
    public func role(of type: TypeDecl) -> RoleAssignment? {
        Self.role(named: type.name, nested: type.parent != nil, index: index)
    }

    /// The role of a type named in code: placed names first; a role protocol the app does not
    /// declare gets its role from its name when it names one of the app's modules.
    public func role(ofName name: String) -> RoleAssignment? {
        if let placed = index.role(of: name) { return placed }
        guard !index.shared.contains(name), let matched = index.match(name), matched.isInterface else { return nil }
        if index.modules.contains(matched.module) { return matched }
        // Modules are named without the words conventions put before the role
        // (`ColorsScreenViewProtocol`, a typealias, names module 'Colors').
        let trimmed = TypeRoles.trimmed(matched.module)
        guard trimmed != matched.module, index.modules.contains(trimmed) else { return nil }
        return RoleAssignment(role: matched.role, module: trimmed, isInterface: true)
    }

    /// Declared types (and extensions) with a given role, in file order.
    public func types(_ role: Role) -> [TypeDecl] {
        implementations[role] ?? []
    }

    /// The roles a file is about: those of the components it implements; in a file that only
    /// extends components (`MainMenuPresenter+Models.swift`), theirs; or, in a file of
    /// protocols only, the role of its first role protocol (`HomeInteractorIO.swift` declares
    /// the interactor's input first and its output after).
    public let fileRoles: Set<Role>

    static func fileRoles(_ file: FileSummary, _ typeRoles: [RoleAssignment?]) -> Set<Role> {
        let implemented = Set(
            typeRoles.indices.compactMap { index in
                file.types[index].kind != .extension && typeRoles[index]?.isInterface == false ? typeRoles[index]?.role : nil
            })
        if !implemented.isEmpty { return implemented }
        // A file that only extends a role's type (`MainMenuPresenter+Models.swift`) is that role's.
        var extended: Set<Role> = []
        for index in typeRoles.indices where typeRoles[index]?.isInterface == false && file.types[index].kind == .extension {
            extended.insert(typeRoles[index]!.role)
        }
        if !extended.isEmpty { return extended }
        // A delegate protocol in a view's file is the view's output, not the presenter's interface.
        return Set(
            typeRoles.indices.lazy.compactMap { index in
                file.types[index].kind == .protocol && !file.types[index].name.hasSuffix("Delegate") ? typeRoles[index]?.role : nil
            }.prefix(1))
    }

    /// Whether the file declares anything, implementation or protocol, of these roles.
    public func mentionsRoles(_ roles: Set<Role>) -> Bool {
        typeRoles.contains { $0.map { roles.contains($0.role) } ?? false }
    }

    /// Declared protocols with a given role, channels included.
    public func protocols(_ role: Role) -> [TypeDecl] {
        typeRoles.indices.compactMap { index in
            file.types[index].kind == .protocol && typeRoles[index]?.role == role ? file.types[index] : nil
        }
    }

    /// The role's own protocols, which speak for its components: channels left out, since a
    /// channel may be another component's (a view's delegate).
    public func ownProtocols(_ role: Role) -> [TypeDecl] {
        protocols(role).filter { !index.isChannel($0.name) }
    }

    /// Whether the file declares an implementation of any of these roles.
    public func declares(_ roles: Set<Role>) -> Bool {
        typeRoles.contains { assignment in
            guard let assignment, !assignment.isInterface else { return false }
            return roles.contains(assignment.role)
        }
    }

    /// UI framework types that hold a screen: a property of one of these types is a view.
    /// Generic factories of dependency containers (DITranquillity's and SwiftLazy's `Provider`,
    /// Factory's `Factory`): a property of one holds no instance of its argument.
    static let factoryWrappers: Set<String> = ["Provider", "Factory"]

    static let viewControllerTypes: Set<String> = [
        "UIViewController", "NSViewController", "UIView", "NSView", "UINavigationController", "UITabBarController",
        "UISplitViewController", "UIPageViewController", "UITableViewController", "UICollectionViewController",
        // ViperMcFlurry's: every `UIViewController` is one, and its routers keep the module's.
        "RamblerViperModuleTransitionHandlerProtocol",
    ]

    /// The role a stored property holds within the holder's own module: from its declared type,
    /// or from its name when the type says nothing. Another module's components and published
    /// channels (a child module embedded here, a delegate) are not the holder's view or presenter.
    /// UIKit's view controller types count when `frameworkViews` is set (a router holding a
    /// navigation controller) or when the property's name says it is the view.
    public func targetRole(
        of property: StoredProperty, holder: RoleAssignment? = nil, names: [String: Role] = [:], frameworkViews: Bool = false
    ) -> Role? {
        // A closure (`(() -> UIViewController)?`) holds none of the types its signature names.
        if let text = property.typeText, text.utf8Contains(UInt8(ascii: "-")), text.contains("->") { return nil }
        // An alias stands for what it names; the file's own alias before the app's.
        let typeNames = index.expandingAliases(property.typeNames, local: file.typeAliases)
        // Nor does a dependency container's factory (`Provider<LoginViewController>`), which
        // makes a new one each time it is asked.
        if let first = typeNames.first, Self.factoryWrappers.contains(first), typeNames.count > 1 { return nil }
        // A generic base of a role the model places in no module (`Router<DetailViewController>`,
        // `BaseRouter<…>`) plays that role; its arguments are what it works on, not what the
        // holder keeps. Views excepted: a generic view may hold its arguments.
        if let first = typeNames.first, typeNames.count > 1, index.role(of: first) == nil,
            let role = TypeRoles.isBareRoleName(first)
                ? TypeRoles.implementationSuffixes.first(where: { $0.0 == first })?.1 : TypeRoles.implementationRole(first)?.role,
            role != .view
        {
            return role
        }
        var known = false
        for name in typeNames {
            // The app's own subclass of one (`MainTabBarController: UITabBarController`) that
            // plays no role holds a screen as much.
            if Self.viewControllerTypes.contains(name) || index.screenSubclasses.contains(name) {
                if frameworkViews || names[property.name] == .view { return .view }
                known = true
                continue
            }
            if index.isChannel(name) {
                known = true
                continue
            }
            if let assignment = role(ofName: name) {
                if let holder, assignment.module != holder.module {
                    known = true
                    continue
                }
                return assignment.role
            }
        }
        return known ? nil : names[property.name]
    }
}
