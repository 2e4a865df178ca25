/// One module's page.
public struct DocsModule: Sendable, Equatable {
    public var name: String
    public var group: String?
    public var doc: String?
    /// The spec file (`tvshows/Home.viper.yaml`) or the folder that holds the module's code.
    public var location: String
    /// The module's spec, for a module documented from code and compared with specs.
    public var spec: String?
    public var parameters: [DocsField] = []
    /// Protocols the module declares, for a module documented from code.
    public var protocols: [DocsField] = []
    public var components: [DocsComponent] = []
    /// The framework that holds the views, the first node of the ownership graph.
    public var framework: String
    public var nodes: [DocsNode] = []
    /// Nodes the framework holds strongly: the views.
    public var rootHeld: [String] = []
    public var references: [DocsReference] = []
    public var entities: [DocsEntity] = []
    public var routes: [DocsRoute] = []
    /// Where the code and the module's spec disagree.
    public var findings: [DocsFinding] = []
    /// A tab module: its routes are its tabs, and it has no components.
    public var isTabContainer = false

    public init(name: String, location: String, framework: String) {
        self.name = name
        self.location = location
        self.framework = framework
    }
}

/// A name with a type: a parameter, an entity field, or a protocol with its role.
public struct DocsField: Sendable, Equatable {
    public var name: String
    public var type: String

    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }
}

/// A component: from a spec its protocol and the Swift it declares; from code where its type
/// is, what it conforms to, why the model placed it, and its methods.
public struct DocsComponent: Sendable, Equatable {
    public var title: String
    public var implementer: String
    public var protocolName: String?
    public var doc: String?
    public var services: [String] = []
    /// The protocol as Swift lines.
    public var declaration: [String] = []
    /// `path:line` of the type's declaration.
    public var declaredAt: String?
    public var conformances: [String] = []
    public var evidence: [String] = []
    /// Method selectors, as `item(at:)`.
    public var methods: [String] = []

    public init(title: String, implementer: String) {
        self.title = title
        self.implementer = implementer
    }
}

/// A node of a module's ownership graph.
public struct DocsNode: Sendable, Equatable {
    public var id: String
    public var label: String

    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

/// A reference between two nodes of the ownership graph.
public struct DocsReference: Sendable, Equatable {
    public var holder: String
    public var target: String
    /// `strong`, `weak`, `unowned` or `unowned(unsafe)`.
    public var ownership: String
    /// `presenter.view` or `HomePresenter.view`.
    public var key: String
    /// `convention`, `spec`, or where the code holds it.
    public var setBy: String

    public init(holder: String, target: String, ownership: String, key: String, setBy: String) {
        self.holder = holder
        self.target = target
        self.ownership = ownership
        self.key = key
        self.setBy = setBy
    }
}

public struct DocsEntity: Sendable, Equatable {
    public var name: String
    public var doc: String?
    public var conformances: [String]
    public var fields: [DocsField]

    public init(name: String, doc: String?, conformances: [String], fields: [DocsField]) {
        self.name = name
        self.doc = doc
        self.conformances = conformances
        self.fields = fields
    }
}
