import SpecParser

/// Every type name whose role is known: from specs, from declarations matched by naming
/// patterns, and from conformance to role protocols.
public struct RoleIndex: Sendable {
    /// Exact names, from specs and declared types.
    public private(set) var byName: [String: RoleAssignment] = [:]
    /// Modules that have a presenter, interactor or router: real VIPER modules, as opposed to
    /// a reusable `HeaderView` that only looks like one by name.
    public private(set) var modules: Set<String> = []
    let patterns: [RolePattern]

    public init(patterns: [RolePattern]) {
        self.patterns = patterns
    }

    /// Role by naming pattern; the longest matching suffix wins, so `HomeViewInterface` is a
    /// view protocol and not a `*Interface` of something else.
    public func match(_ name: String) -> RoleAssignment? {
        if RolePattern.isTestDouble(name) { return nil }
        var best: (RolePattern, String)?
        for pattern in patterns {
            guard let module = pattern.module(of: name) else { continue }
            if best == nil || pattern.suffix.count > best!.0.suffix.count { best = (pattern, module) }
        }
        return best.map { RoleAssignment(role: $0.0.role, module: $0.1, isInterface: $0.0.isInterface) }
    }

    /// The role of a type referenced in code: known names first, then patterns for names that
    /// look like role protocols. Plain pattern matches are only trusted for declared types, so
    /// that `UIView` or `ScrollView` from a framework get no role.
    public func role(of name: String) -> RoleAssignment? {
        byName[name]
    }

    /// Adds the names a spec project declares, with its convention.
    public mutating func add(project: Project) {
        let convention = project.config.convention
        let map: [(Role, LintRole)] = [
            (.view, .view), (.presenter, .presenter), (.interactor, .interactor), (.interactorOutput, .presenter),
            (.wireframe, .router), (.formatter, .formatter), (.builder, .builder),
        ]
        for module in project.modules {
            let name = module.name.value
            for (role, lintRole) in map {
                byName[convention.protocolName(role, module: name)] = RoleAssignment(role: lintRole, module: name, isInterface: true)
                if role != .interactorOutput {
                    byName[convention.typeName(role, module: name, viewKind: module.viewKind)] = RoleAssignment(
                        role: lintRole, module: name, isInterface: false)
                }
            }
        }
        refreshModules()
    }

    mutating func refreshModules() {
        modules = Set(byName.values.filter { [.presenter, .interactor, .router].contains($0.role) }.map(\.module))
    }

    /// Adds declared types: by their names, or else by a role protocol they conform to.
    public mutating func add(types: [TypeDecl]) {
        var pending: [TypeDecl] = []
        // VIPER components are top-level types; nested ones such as `Foo.UTF8View` are not.
        for type in types
        where type.kind != .extension && type.parent == nil && !type.name.utf8.contains(UInt8(ascii: "."))
            && !RolePattern.isTestDouble(type.name)
        {
            if byName[type.name] != nil { continue }
            if let assignment = match(type.name) {
                byName[type.name] = assignment
            } else {
                pending.append(type)
            }
        }
        for type in pending {
            for parent in type.inherits {
                if let assignment = byName[parent] ?? match(parent).flatMap({ $0.isInterface ? $0 : nil }) {
                    byName[type.name] = RoleAssignment(
                        role: assignment.role, module: assignment.module, isInterface: type.kind == .protocol)
                    break
                }
            }
        }
        refreshModules()
    }
}
