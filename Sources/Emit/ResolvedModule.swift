import Architecture
import SpecParser

/// A module with its convention and its references resolved once, shared by every emitter
/// that needs them (interfaces, skeletons, module pages).
public struct ResolvedModule: Sendable {
    public let module: ModuleSpec
    public let convention: Convention
    public let references: [ResolvedReference]
    /// The isolation of every role the module has.
    public let isolations: [Role: Isolation]
    /// Modules its files import besides Foundation and the UI framework.
    public let imports: [String]

    public init(_ module: ModuleSpec, config: ProjectConfig) {
        self.module = module
        self.convention = config.convention
        self.references = ReferenceResolver.resolve(module, config: config).references
        var isolations: [Role: Isolation] = [:]
        for role in Role.allCases { isolations[role] = config.isolation(of: role, in: module) }
        self.isolations = isolations
        self.imports = config.imports(of: module)
    }

    public var name: String { module.name.value }

    public func isolation(of role: Role) -> Isolation { isolations[role] ?? .mainActor }
}

extension Isolation {
    /// Written before `protocol`: explicit either way, so a target built with
    /// `-default-isolation MainActor` reads the same as one built without it.
    var protocolAttribute: String { self == .mainActor ? "@MainActor" : "nonisolated" }

    /// Written before a class's keyword.
    var typeAttribute: String { self == .mainActor ? "@MainActor" : "nonisolated" }
}
