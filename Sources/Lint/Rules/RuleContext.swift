import Diagnostics

/// One file as the rules see it, with the project's role index and configuration.
public struct RuleContext: Sendable {
    public var file: FileSummary
    public var index: RoleIndex
    public var configuration: LintConfiguration

    /// The role of each of the file's types, in order; worked out once per file.
    let typeRoles: [RoleAssignment?]

    public init(file: FileSummary, index: RoleIndex, configuration: LintConfiguration) {
        self.file = file
        self.index = index
        self.configuration = configuration
        self.typeRoles = file.types.map { Self.role(of: $0, index: index) }
    }

    static func role(of type: TypeDecl, index: RoleIndex) -> RoleAssignment? {
        if type.parent != nil || type.name.utf8.contains(UInt8(ascii: ".")) || RolePattern.isTestDouble(type.name) { return nil }
        return index.role(of: type.name) ?? index.match(type.name).flatMap { type.kind == .extension ? $0 : nil }
    }

    /// The role of a declared type or extension.
    public func role(of type: TypeDecl) -> RoleAssignment? {
        Self.role(of: type, index: index)
    }

    /// The role of a type named in code: known names first, then naming patterns.
    public func role(ofName name: String) -> RoleAssignment? {
        index.role(of: name) ?? index.match(name)
    }

    /// Declared types (and extensions) with a given role, in file order.
    public func types(_ role: LintRole) -> [TypeDecl] {
        zip(file.types, typeRoles).compactMap { type, assignment in
            assignment?.role == role && assignment?.isInterface == false ? type : nil
        }
    }

    /// Whether the file declares an implementation of any of these roles.
    public func declares(_ roles: Set<LintRole>) -> Bool {
        typeRoles.contains { assignment in
            guard let assignment, !assignment.isInterface else { return false }
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
