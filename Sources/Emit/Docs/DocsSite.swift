/// What the documentation of one app shows: its modules, their components, ownership and
/// routes, and the route analysis. Specs fill it (`DocsSite(project:)`), and so does the
/// architecture recovered from code (in the command line, which sees both), so both kinds of
/// docs come from one set of renderers.
public struct DocsSite: Sendable, Equatable {
    /// Where the facts come from, which decides some wording and the meaning of dashed edges.
    public enum Origin: Sendable, Equatable { case spec, code }

    public var origin: Origin
    /// The index's title: the project's name or the app folder's.
    public var title: String
    /// What the generated headers name: the project or app folder's own name.
    public var source: String
    public var entry: String?
    /// In the order the pages and the graph list them.
    public var modules: [DocsModule]
    public var unreachable: [String] = []
    /// Spec: modules with no route at all. Code: modules that open no other module.
    public var deadEnds: [String] = []
    public var cycles: [[String]] = []
    /// The specs the code was compared with (`docs --from … --spec …`), as the index names them.
    public var comparedWith: String?
    /// Differences with the specs that belong to no module of the site, such as a module only
    /// the specs declare.
    public var disagreements: [DocsFinding] = []

    public init(origin: Origin, title: String, source: String, entry: String? = nil, modules: [DocsModule]) {
        self.origin = origin
        self.title = title
        self.source = source
        self.entry = entry
        self.modules = modules
    }
}

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

/// A way from one module to another, or back.
public struct DocsRoute: Sendable, Equatable {
    /// The route's method, or from code the type through which the module opens the target.
    public var name: String
    /// `navigateToShowDetails(id: String)`: the first line of the edge's label.
    public var signature: String
    public var target: String?
    /// `push`, `present`, …; for a route inferred from code, `inferred`.
    public var transition: String
    public var parameters: [DocsField] = []
    /// For a route seen in code only: what the model saw and where, e.g. `'HomeWireframe'
    /// names 'DetailsWireframe' at App/Home/HomeWireframe.swift:20`. Inferred edges are dashed.
    public var inferredFrom: String?
    /// For a route of a spec that the code takes too: where.
    public var seenAt: String?
    /// The spec and line that declare it, for the JSON graph.
    public var spec: String?
    public var line: Int?

    public init(name: String, signature: String, target: String?, transition: String) {
        self.name = name
        self.signature = signature
        self.target = target
        self.transition = transition
    }

    public var isInferred: Bool { inferredFrom != nil }
}

/// A difference between code and spec, as the drift check reports it.
public struct DocsFinding: Sendable, Equatable {
    public var id: String
    public var message: String
    /// `path:line:column`.
    public var location: String

    public init(id: String, message: String, location: String) {
        self.id = id
        self.message = message
        self.location = location
    }
}
