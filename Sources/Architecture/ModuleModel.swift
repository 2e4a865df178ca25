import Diagnostics

/// A VIPER module: at least a presenter, an interactor or a router.
public struct ModuleModel: Sendable {
    public var name: String
    /// The folder that holds the module, when its files share one.
    public var folder: String?
    public var components: [Component]
    /// Role protocols and published channels the module declares.
    public var protocols: [Component]
    /// What the module takes when it is opened; only specs say.
    public var parameters: [ModuleParameter] = []

    // What a spec says of the module beyond its types, for its docs; code leaves these empty.

    /// What the module is for (`doc:`).
    public var doc: String?
    /// The group the docs list it under (`group:`).
    public var group: String?
    /// The spec file, as generated headers name it (relative to the project's parent folder).
    public var specFile: String?
    /// The UI framework its view is written in.
    public var viewKind: ViewKind?
    /// The role protocols the spec writes, in `Role.emissionOrder`.
    public var interfaces: [DeclaredInterface] = []
    public var entities: [Entity] = []
    /// A tab module (`tabs:`): it has no components, and its routes (`.tab` edges) are its tabs.
    /// The code has nothing of it to compare (it is generated whole), so the drift check skips it.
    public var isTabContainer = false
    /// Its routes back without a target, which are no edges.
    public var backRoutes: [BackRoute] = []

    /// A module of the code that is a router alone (perhaps with its builder): one that puts the
    /// first screen in the window, or fills a tab bar. A spec has no form for it (a spec's
    /// module has a view and a presenter), so it is neither drafted nor compared.
    public var onlyNavigates: Bool {
        components.contains { $0.role == .router } && components.allSatisfy { $0.role == .router || $0.role == .builder }
    }

    public init(name: String, folder: String? = nil, components: [Component], protocols: [Component], parameters: [ModuleParameter] = []) {
        self.name = name
        self.folder = folder
        self.components = components
        self.protocols = protocols
        self.parameters = parameters
    }
}

/// A parameter a module takes when it is opened, and the components it goes to (specs only).
public struct ModuleParameter: Sendable, Equatable {
    public var name: String
    public var type: String
    public var receivers: [Role]
    public var location: SourceLocation

    public init(name: String, type: String, receivers: [Role], location: SourceLocation) {
        self.name = name
        self.type = type
        self.receivers = receivers
        self.location = location
    }
}
