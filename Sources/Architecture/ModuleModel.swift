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
