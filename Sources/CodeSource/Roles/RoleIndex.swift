import Architecture

/// The roles and modules of one app's types, read from its recovered architecture model: what
/// the rules ask when they meet a type name.
public struct RoleIndex: Sendable {
    /// Placed names: components, role protocols and channels.
    public private(set) var placements: [String: Placement] = [:]
    /// The app's modules.
    public private(set) var modules: Set<String> = []
    /// Types that belong to no module.
    public private(set) var shared: Set<String> = []
    /// Presenters (and their protocols) that something holds strongly.
    public private(set) var heldStrongly: Set<String> = []
    /// The app's top-level type aliases; see `expandingAliases`.
    public private(set) var typeAliases: [String: [String]] = [:]
    /// See `AppModel.moduleCatalogues`.
    public private(set) var moduleCatalogues: Set<String> = []
    /// See `AppModel.screenSubclasses`.
    public private(set) var screenSubclasses: Set<String> = []
    /// Modules with no view that a builder of their own assembles: what opens one keeps the
    /// presenter the builder returns (`view: none` with `builder:` in a spec).
    public private(set) var viewlessModules: Set<String> = []
    /// The protocols the app's presenters conform to (a module's input they implement).
    public private(set) var presenterConformances: Set<String> = []
    package let patterns: [RolePattern]
    /// The patterns' suffixes, with each pattern's index.
    package let table: SuffixTable<Int>

    public init(patterns: [RolePattern]) {
        self.patterns = patterns
        self.table = SuffixTable(patterns.enumerated().map { ($1.suffix, $0) })
    }

    public init(app: AppModel, patterns: [RolePattern]) {
        self.init(patterns: patterns)
        self.placements = app.placements
        self.modules = Set(app.modules.map(\.name)).union(app.placements.values.map(\.module))
        self.shared = Set(app.shared.map(\.name))
        self.heldStrongly = app.heldStrongly
        self.moduleCatalogues = app.moduleCatalogues
        self.screenSubclasses = app.screenSubclasses
        self.presenterConformances = Set(app.modules.flatMap(\.components).filter { $0.role == .presenter }.flatMap(\.conformances))
        self.viewlessModules = Set(
            app.modules.filter { module in
                !module.components.contains { $0.role == .view } && module.components.contains { $0.role == .builder }
            }.map(\.name))
        // Only aliases that can name a role or a framework view matter to the rules; most
        // packages' aliases (`Completion`, `JSON`) name neither, and the look-up is then skipped.
        let index = self
        self.typeAliases = app.typeAliases.filter { _, names in
            names.contains { name in
                index.placements[name] != nil || name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK")
                    || index.match(name) != nil
            }
        }
    }

    /// `names` with each alias of the app replaced by the names it stands for, so that a
    /// property typed `EntryPoint` holds what the alias names.
    /// `local`, the aliases of the holder's own file, come first: modules may each declare a
    /// `fileprivate typealias EntryPoint` of their own.
    public func expandingAliases(_ names: [String], local: [String: [String]] = [:]) -> [String] {
        guard !typeAliases.isEmpty || !local.isEmpty, names.contains(where: { local[$0] != nil || typeAliases[$0] != nil })
        else { return names }
        var expanded: [String] = []
        for name in names {
            if let stands = local[name] ?? typeAliases[name] { expanded += stands } else { expanded.append(name) }
        }
        return expanded
    }

    /// Role by naming pattern; the longest matching suffix wins, so `HomeViewInterface` is a
    /// view protocol and not a `*Interface` of something else.
    public func match(_ name: String) -> RoleAssignment? {
        guard let best = table.longestProperSuffix(of: name), !RolePattern.isTestDouble(name) else { return nil }
        let pattern = patterns[best.value]
        // A directional name (`ViewToPresenterProtocol`) names no module.
        guard let module = pattern.module(of: name) else { return nil }
        return RoleAssignment(role: pattern.role, module: module, isInterface: pattern.isInterface)
    }

    /// The role of a type the app declares and the model placed.
    public func role(of name: String) -> RoleAssignment? {
        placements[name]?.assignment
    }

    /// Whether `name` is a protocol a module publishes for others (`*ModuleInput`, a delegate).
    public func isChannel(_ name: String) -> Bool {
        placements[name]?.isChannel ?? false
    }
}
