import Diagnostics

/// One file as the rules see it, with the project's role index and configuration.
public struct RuleContext: Sendable {
    public var file: FileSummary
    public var index: RoleIndex
    public var configuration: LintConfiguration

    public init(file: FileSummary, index: RoleIndex, configuration: LintConfiguration) {
        self.file = file
        self.index = index
        self.configuration = configuration
    }

    /// The role of a declared type or extension.
    public func role(of type: TypeDecl) -> RoleAssignment? {
        if RolePattern.isTestDouble(type.name) { return nil }
        return index.role(of: type.name) ?? index.match(type.name).flatMap { type.kind == .extension ? $0 : nil }
    }

    /// The role of a type named in code: known names first, then naming patterns.
    public func role(ofName name: String) -> RoleAssignment? {
        index.role(of: name) ?? index.match(name)
    }

    /// Declared types (and extensions) with a given role, in file order.
    public func types(_ role: LintRole) -> [TypeDecl] {
        file.types.filter { self.role(of: $0)?.role == role && self.role(of: $0)?.isInterface == false }
    }

    /// Whether the file declares an implementation of any of these roles.
    public func declares(_ roles: Set<LintRole>) -> Bool {
        file.types.contains { type in
            guard let assignment = role(of: type), !assignment.isInterface else { return false }
            return roles.contains(assignment.role)
        }
    }

    /// A property's target role, from its declared type or, failing that, its name.
    public func targetRole(of property: StoredProperty, names: [String: LintRole] = [:]) -> LintRole? {
        for name in property.typeNames {
            if ["UIViewController", "NSViewController", "UIView", "NSView"].contains(name) { return .view }
            if let assignment = role(ofName: name) { return assignment.role }
        }
        if property.typeNames.isEmpty || property.typeNames.allSatisfy({ role(ofName: $0) == nil }) {
            return names[property.name]
        }
        return nil
    }
}
