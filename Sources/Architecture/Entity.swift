/// A value type a module works with, as its spec declares it (`entities:`); code leaves a
/// module's entities empty.
public struct Entity: Sendable, Equatable {
    public var name: String
    public var doc: String?
    /// The protocols it conforms to, as written.
    public var conformances: [String]
    public var fields: [Field]

    /// A stored property: its name and its type as written.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var type: String

        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    public init(name: String, doc: String? = nil, conformances: [String] = [], fields: [Field] = []) {
        self.name = name
        self.doc = doc
        self.conformances = conformances
        self.fields = fields
    }
}
