import Diagnostics

/// A type written in a spec, kept as normalized Swift text plus the names it refers to.
public struct TypeReference: Sendable, Equatable {
    /// Normalized Swift spelling, e.g. `(Result<[Show], Error>) -> Void`.
    public var text: String
    /// Every type name the type mentions, with where it was written.
    public var names: [Located<String>]
    /// Standard generic types written with another number of type arguments than the standard
    /// library's; see `ArityMismatch`.
    public var arityMismatches: [ArityMismatch] = []

    public init(text: String, names: [Located<String>]) {
        self.text = text
        self.names = names
    }
}

/// A standard generic type written unqualified with another number of type arguments than the
/// standard library gives it (`Result<User>`). Wrong, unless the project declares its own type
/// of that name (many older apps have a `Result<T>`), which viperc.yml's `knownTypes` says and
/// the validator, not the parser, knows.
public struct ArityMismatch: Sendable, Equatable {
    public var name: Located<String>
    public var expected: Int
    public var found: Int

    public init(name: Located<String>, expected: Int, found: Int) {
        self.name = name
        self.expected = expected
        self.found = found
    }

    public var message: String {
        "'\(name.value)' takes \(expected) type argument\(expected == 1 ? "" : "s"), not \(found)"
    }
}

/// One parameter of a method.
public struct Parameter: Sendable, Equatable {
    /// The argument label; nil when it is the same as the name, `_` when there is none.
    public var label: String?
    public var name: String
    public var type: TypeReference

    public init(label: String?, name: String, type: TypeReference) {
        self.label = label
        self.name = name
        self.type = type
    }

    /// The label callers write, or nil for `_`.
    public var externalLabel: String? {
        if let label { return label == "_" ? nil : label }
        return name
    }
}

/// A method requirement, e.g. `item(at indexPath: IndexPath) -> Show`.
public struct MethodSignature: Sendable, Equatable {
    public var name: String
    public var genericParameters: [String]
    public var parameters: [Parameter]
    public var isAsync: Bool
    /// `throws`, `rethrows` or `throws(SomeError)`, as written.
    public var throwsClause: String?
    public var returnType: TypeReference?
    public var doc: String?
    public var location: SourceLocation
    /// Type names in generic constraints and in a typed `throws(…)`.
    public var clauseTypeNames: [Located<String>] = []

    public init(
        name: String, genericParameters: [String] = [], parameters: [Parameter], isAsync: Bool = false,
        throwsClause: String? = nil, returnType: TypeReference? = nil, doc: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
        self.doc = doc
        self.location = location
    }

    /// The requirement as Swift, without `func`: `item(at indexPath: IndexPath) -> Show`.
    public var swiftSignature: String {
        // Appended piece by piece into one buffer: validation, the emitters and lint's spec
        // model all ask for it.
        var text = name
        var capacity = name.utf8.count + 2 + (returnType.map { $0.text.utf8.count + 4 } ?? 0) + (throwsClause?.utf8.count ?? 0) + 7
        for parameter in parameters {
            capacity += (parameter.label?.utf8.count ?? 0) + parameter.name.utf8.count + parameter.type.text.utf8.count + 5
        }
        // A short signature stays a small string, which needs no buffer at all.
        if capacity > 15 { text.reserveCapacity(capacity) }
        if !genericParameters.isEmpty {
            text += "<"
            for (index, generic) in genericParameters.enumerated() {
                if index > 0 { text += ", " }
                text += generic
            }
            text += ">"
        }
        text += "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text += ", " }
            if let label = parameter.label {
                text += label
                text += " "
            }
            text += parameter.name
            text += ": "
            text += parameter.type.text
        }
        text += ")"
        if isAsync { text += " async" }
        if let throwsClause {
            text += " "
            text += throwsClause
        }
        if let returnType {
            text += " -> "
            text += returnType.text
        }
        return text
    }

    /// Every type name the signature mentions.
    public var typeNames: [Located<String>] {
        var names: [Located<String>] = []
        forEachTypeName { names.append($0) }
        return names
    }

    /// Each of `typeNames` in turn, without joining arrays.
    public func forEachTypeName(_ body: (Located<String>) -> Void) {
        for parameter in parameters { parameter.type.names.forEach(body) }
        returnType?.names.forEach(body)
        clauseTypeNames.forEach(body)
    }

    /// The parameters' and the result's arity mismatches.
    public var arityMismatches: [ArityMismatch] {
        parameters.flatMap(\.type.arityMismatches) + (returnType?.arityMismatches ?? [])
    }
}

/// A property requirement, e.g. `numberOfItems: Int { get }`.
public struct PropertySignature: Sendable, Equatable {
    public var name: String
    public var type: TypeReference
    public var isSettable: Bool
    public var doc: String?
    public var location: SourceLocation

    public init(name: String, type: TypeReference, isSettable: Bool, doc: String? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.doc = doc
        self.location = location
    }

    public var swiftSignature: String {
        "var \(name): \(type.text) { \(isSettable ? "get set" : "get") }"
    }
}
