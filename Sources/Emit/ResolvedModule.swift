import SpecParser

/// A module with its convention and its references resolved once, shared by every emitter
/// that needs them (interfaces, skeletons, module pages).
public struct ResolvedModule: Sendable {
    public let module: ModuleSpec
    public let convention: Convention
    public let references: [ResolvedReference]

    public init(_ module: ModuleSpec, config: ProjectConfig) {
        self.module = module
        self.convention = config.convention
        self.references = ReferenceResolver.resolve(module, config: config).references
    }

    public var name: String { module.name.value }
}
