import Diagnostics

/// A tiny model of the Swift that viperc emits; `SwiftRenderer` prints it.
public struct SwiftFile: Sendable, Equatable {
    /// Line comments at the very top, without the `// `.
    public var header: [String]
    public var imports: [String]
    public var declarations: [SwiftDeclaration]

    public init(header: [String], imports: [String], declarations: [SwiftDeclaration]) {
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}

/// A top-level declaration.
public enum SwiftDeclaration: Sendable, Equatable {
    /// Free-standing `//` comment lines, e.g. a `MARK:`.
    case comment([String])
    /// `///` lines that describe the file's module.
    case docComment([String])
    case `protocol`(SwiftType)
    /// `struct`, `final class`, `enum`…
    case type(keyword: String, SwiftType)
    case `extension`(SwiftType)
    /// Source lines printed as they are, for fixed library code such as a base class.
    case raw([String])
}

/// A named declaration with conformances and members.
public struct SwiftType: Sendable, Equatable {
    public var name: String
    public var inherits: [String]
    public var doc: String?
    public var members: [SwiftMember]
    /// Written before the keyword: `@MainActor`, `nonisolated`, `open`…
    public var attributes: [String]
    /// The spec location the declaration comes from, for `--verify`.
    public var origin: SourceLocation?

    public init(
        name: String, inherits: [String] = [], doc: String? = nil, members: [SwiftMember] = [], attributes: [String] = []
    ) {
        self.name = name
        self.inherits = inherits
        self.doc = doc
        self.members = members
        self.attributes = attributes
    }
}

/// A member: a requirement, a stored property or something with a body.
public enum SwiftMember: Sendable, Equatable {
    /// One line with no body: `var x: Int { get }`, `func f()`, `private let y: Y`.
    case line(doc: String?, String)
    /// A declaration with a body: `func f() {` … `}`.
    case body(doc: String?, header: String, lines: [String])
    /// A member with the spec location it comes from, for `--verify`.
    indirect case located(SourceLocation, SwiftMember)

    /// The member with its origin, when it has one.
    public func at(_ origin: SourceLocation?) -> SwiftMember {
        origin.map { .located($0, self) } ?? self
    }
}
