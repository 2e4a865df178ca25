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
