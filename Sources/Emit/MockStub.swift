import Architecture
import Diagnostics
import SpecParser
import Support

/// What a mock keeps and does for one requirement of its protocol. `MockEmitter` writes it as
/// members and a convention's mocks template reads it (`interface.stubs`), so the two cannot
/// drift apart. Empty texts mean "none": no argument kept, no error, no closure, no result.
struct MockStub: Sendable, Equatable {
    enum Kind: String, Sendable {
        case property, method
    }

    var kind: Kind
    /// The prefix of the stub's members: the requirement's name, with its argument labels for
    /// an overload (`itemAt`, `itemFor`) and a number when even that repeats.
    var name: String
    /// What the mock declares: `var title: String`, `func load(id: Int) async throws -> Item`.
    var declaration: String
    /// A property's type, or a method's result (empty for none or `Void`).
    var type = ""
    /// The stored value that answers: `Item!`, `String?` (an optional result as it is), `Any!`
    /// for a generic result. Empty for no result, and for an optional property, stored as it is.
    var valueType = ""
    var isAsync = false
    /// Throws (`throws`, `throws(E)`); a `rethrows` method throws only what its closure does.
    var isThrowing = false
    /// The arguments as one call keeps them (`id`, `(id: id, page: page)`), their type, and that
    /// type optional; empty when none can be kept (a closure that may not escape cannot).
    var arguments = ""
    var argumentsType = ""
    var optionalArgumentsType = ""
    /// The stored error to throw, optional: `(any Error)?`, `ParseError?` for `throws(ParseError)`.
    var errorType = ""
    /// The type of a closure that stands in for the method (`@MainActor (Int) async -> Item`),
    /// and what the method hands it (`id, &count`); empty when it cannot have one.
    var closureType = ""
    var closureArguments = ""
    /// The result mentions a generic parameter of the method: kept as `Any` and cast back.
    var returnsGeneric = false
    var location: SourceLocation?

    /// A stored property; an optional one is the stub itself.
    init(property: PropertySignature) {
        let type = property.type.text
        kind = .property
        name = property.name
        declaration = "var \(property.name): \(type)"
        self.type = type
        valueType = type.hasSuffix("?") ? "" : MockEmitter.unwrapped(type) + "!"
        location = property.location
    }

    /// A method's call records and stubs, `name` unique in the mock, in a mock of `isolation`.
    init(method: MethodSignature, name: String, isolation: Isolation) {
        kind = .method
        self.name = name
        declaration = "func \(method.swiftSignature)"
        isAsync = method.isAsync
        location = method.location
        let generics = Set(method.genericParameters.map { String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces) })
        // What can be kept of each argument: a closure that may not escape cannot.
        let recorded = method.parameters.filter { MockTypes.isStorable($0.type.text) }
        if !recorded.isEmpty {
            let types = recorded.map { MockTypes.storedType($0.type.text, generics: generics) }
            let values = recorded.map(\.name)
            if recorded.count == 1 {
                argumentsType = types[0]
                arguments = values[0]
            } else {
                argumentsType = "(" + zip(values, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
                // A label in a tuple expression takes a keyword as it is: escaped, swiftc warns.
                arguments = "(" + values.map { "\($0.trimmingBackticks): \($0)" }.joined(separator: ", ") + ")"
            }
            optionalArgumentsType = MockEmitter.unwrapped(argumentsType) + "?"
        }
        let isRethrows = method.throwsClause == "rethrows"
        isThrowing = method.throwsClause != nil && !isRethrows
        if isThrowing {
            errorType = "(any Error)?"
            if let clause = method.throwsClause, clause.hasPrefix("throws("), clause.hasSuffix(")") {
                errorType = MockEmitter.unwrapped(String(clause.dropFirst("throws(".count).dropLast())) + "?"
            }
        }
        let returnType = method.returnType.map(\.text).flatMap { ["Void", "()"].contains($0) ? nil : $0 }
        type = returnType ?? ""
        returnsGeneric = returnType.map { MockTypes.mentions($0, any: generics) } ?? false
        if let returnType {
            if returnsGeneric {
                valueType = "Any!"
            } else if returnType.hasSuffix("?") {
                valueType = returnType
            } else {
                valueType = MockEmitter.unwrapped(returnType) + "!"
            }
        }
        // An `inout` argument of a generic type cannot be handed on as `inout Any`.
        // An actor cannot hand its arguments to an async closure outside it, which a closure
        // stored in it is: such a method answers from its return value and error only.
        let closureCallable =
            !method.parameters.contains { MockTypes.isInout($0.type.text) && MockTypes.mentions($0.type.text, any: generics) }
            && !(isolation == .actor && method.isAsync)
        if !isRethrows && closureCallable {
            let parameters = method.parameters.map { MockTypes.closureParameterType($0.type.text, generics: generics) }
            var effects = method.isAsync ? " async" : ""
            if isThrowing { effects += " " + (method.throwsClause ?? "throws") }
            // On the main actor, like the mock: calling it sends nothing to another isolation.
            let attribute = isolation == .mainActor ? "@MainActor " : ""
            closureType =
                "\(attribute)(\(parameters.joined(separator: ", ")))\(effects) -> \(returnsGeneric ? "Any" : (returnType ?? "Void"))"
            closureArguments = method.parameters.map { MockTypes.isInout($0.type.text) ? "&\($0.name)" : $0.name }.joined(separator: ", ")
        }
    }

    /// The members `MockEmitter` writes for it, in Sourcery's AutoMockable style.
    var members: [SwiftMember] {
        switch kind {
        case .property:
            guard !valueType.isEmpty else { return [SwiftMember.line(doc: nil, declaration).at(location)] }
            let underlying = "underlying" + name.prefix(1).uppercased() + name.dropFirst()
            return [
                .body(doc: nil, header: declaration, lines: ["get { \(underlying) }", "set { \(underlying) = newValue }"]).at(location),
                .line(doc: "What '\(name)' returns; set it before the code under test reads it.", "var \(underlying): \(valueType)"),
            ]
        case .method:
            var members: [SwiftMember] = [
                .line(doc: nil, "var \(name)CallCount = 0"), .line(doc: nil, "var \(name)Called: Bool { \(name)CallCount > 0 }"),
            ]
            var lines = ["\(name)CallCount += 1"]
            if !arguments.isEmpty {
                members.append(.line(doc: nil, "var \(name)ReceivedArguments: \(optionalArgumentsType)"))
                members.append(.line(doc: nil, "var \(name)ReceivedInvocations: [\(argumentsType)] = []"))
                lines.append("\(name)ReceivedArguments = \(arguments)")
                lines.append("\(name)ReceivedInvocations.append(\(arguments))")
            }
            if isThrowing {
                members.append(.line(doc: nil, "var \(name)ThrowableError: \(errorType)"))
                lines.append("if let error = \(name)ThrowableError { throw error }")
            }
            let cast = returnsGeneric ? " as! \(type)" : ""
            if !closureType.isEmpty {
                members.append(.line(doc: nil, "var \(name)Closure: (\(closureType))?"))
                var call = "\(name)Closure(\(closureArguments))"
                if isAsync { call = "await " + call }
                if isThrowing { call = "try " + call }
                lines.append(type.isEmpty ? "if let \(name)Closure { \(call) }" : "if let \(name)Closure { return \(call)\(cast) }")
            }
            if !type.isEmpty {
                members.append(.line(doc: nil, "var \(name)ReturnValue: \(valueType)"))
                lines.append("return \(name)ReturnValue\(cast)")
            }
            members.append(.body(doc: nil, header: declaration, lines: lines).at(location))
            return members
        }
    }
}
