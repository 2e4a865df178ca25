import Architecture
import SpecParser

/// Builds `<Module>Mocks.swift`: a test double for every protocol of a module, in the style of
/// Sourcery's AutoMockable. Each method records its calls (`loginCallCount`, `loginCalled`,
/// `loginReceivedArguments`, `loginReceivedInvocations`) and answers from stubs
/// (`loginReturnValue`, `loginThrowableError`, `loginClosure`); each property is a stored
/// value. A mock keeps its protocol's isolation: `@MainActor`, `nonisolated`, or an actor.
public struct MockEmitter {
    let module: ModuleSpec
    let convention: Convention
    let resolved: ResolvedModule

    public init(_ resolved: ResolvedModule) {
        self.module = resolved.module
        self.convention = resolved.convention
        self.resolved = resolved
    }

    /// `HomePresenterInterface` → `HomePresenterInterfaceMock`.
    public static func mockName(_ protocolName: String) -> String { protocolName + "Mock" }

    public func file(testableImport: String?) -> SwiftFile? {
        var declarations: [SwiftDeclaration] = []
        for role in Role.emissionOrder {
            guard let component = module.components[role] else { continue }
            declarations.append(.comment(["MARK: - \(convention.protocolName(role, module: module.name.value))"]))
            declarations.append(mock(role, component))
        }
        guard !declarations.isEmpty else { return nil }
        var imports = ["Foundation"] + resolved.imports
        if let testableImport { imports.append("@testable import \(testableImport)") }
        return SwiftFile(header: GeneratedHeader.generated(from: module.displayPath), imports: imports, declarations: declarations)
    }

    /// The protocol's methods, route methods included for the wireframe.
    func methods(of role: Role, _ component: ComponentSpec) -> [MethodSignature] {
        var methods = component.methods
        if role == .router {
            let declared = Set(component.methods.map(\.name))
            for route in module.routes where !declared.contains(route.name.value) {
                let parameters = route.parameters.map { Parameter(label: nil, name: $0.name.value, type: $0.type) }
                methods.append(MethodSignature(name: route.name.value, parameters: parameters, location: route.name.location))
            }
        }
        return methods
    }

    func mock(_ role: Role, _ component: ComponentSpec) -> SwiftDeclaration {
        let protocolName = convention.protocolName(role, module: module.name.value)
        let isolation = resolved.isolation(of: role)
        var members: [SwiftMember] = []
        for property in component.properties { members += propertyMembers(property) }
        let methods = methods(of: role, component)
        let names = Self.stubNames(methods)
        for (method, name) in zip(methods, names) { members += methodMembers(method, stub: name, isolation: isolation) }
        var type = SwiftType(
            name: Self.mockName(protocolName), inherits: [protocolName],
            doc: "A test double of '\(protocolName)' that records every call and answers from its stubs.", members: members,
            attributes: isolation == .actor ? [] : [isolation.typeAttribute])
        type.origin = component.location
        return .type(keyword: isolation == .actor ? "actor" : "final class", type)
    }

    /// A name per method for its stubs: the method's name, with its argument labels when the
    /// name is overloaded (`itemAt`, `itemFor`), and a number when even that repeats.
    static func stubNames(_ methods: [MethodSignature]) -> [String] {
        let counts = Dictionary(methods.map { ($0.name, 1) }, uniquingKeysWith: +)
        var used = Set<String>()
        return methods.map { method in
            var name = method.name
            if counts[method.name, default: 0] > 1 {
                for parameter in method.parameters {
                    guard let label = parameter.externalLabel else { continue }
                    name += label.prefix(1).uppercased() + label.dropFirst()
                }
            }
            var unique = name
            var number = 2
            while !used.insert(unique).inserted {
                unique = name + String(number)
                number += 1
            }
            return unique
        }
    }

    func propertyMembers(_ property: PropertySignature) -> [SwiftMember] {
        let type = property.type.text
        if type.hasSuffix("?") {
            return [.line(doc: nil, "var \(property.name): \(type)").at(property.location)]
        }
        let underlying = "underlying" + property.name.prefix(1).uppercased() + property.name.dropFirst()
        return [
            .body(
                doc: nil, header: "var \(property.name): \(type)",
                lines: ["get { \(underlying) }", "set { \(underlying) = newValue }"]
            ).at(property.location),
            .line(
                doc: "What '\(property.name)' returns; set it before the code under test reads it.",
                "var \(underlying): \(Self.unwrapped(type))!"),
        ]
    }

    /// `T` as the type of a stored stub that starts empty: `(A) -> B` needs parentheses before `!`.
    static func unwrapped(_ type: String) -> String {
        MockTypes.needsParentheses(type) ? "(\(type))" : type
    }

    func methodMembers(_ method: MethodSignature, stub: String, isolation: Isolation = .mainActor) -> [SwiftMember] {
        let generics = Set(method.genericParameters.map { String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces) })
        var members: [SwiftMember] = []
        var lines = ["\(stub)CallCount += 1"]
        members.append(.line(doc: nil, "var \(stub)CallCount = 0"))
        members.append(.line(doc: nil, "var \(stub)Called: Bool { \(stub)CallCount > 0 }"))
        // What can be kept of each argument: a closure that may not escape cannot.
        let recorded = method.parameters.filter { MockTypes.isStorable($0.type.text) }
        if !recorded.isEmpty {
            let types = recorded.map { MockTypes.storedType($0.type.text, generics: generics) }
            let values = recorded.map(\.name)
            let tupleType: String
            let tupleValue: String
            if recorded.count == 1 {
                tupleType = types[0]
                tupleValue = values[0]
            } else {
                tupleType = "(" + zip(values, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
                tupleValue = "(" + values.map { "\($0): \($0)" }.joined(separator: ", ") + ")"
            }
            let optional = recorded.count == 1 ? "\(Self.unwrapped(tupleType))?" : "\(tupleType)?"
            members.append(.line(doc: nil, "var \(stub)ReceivedArguments: \(optional)"))
            members.append(.line(doc: nil, "var \(stub)ReceivedInvocations: [\(tupleType)] = []"))
            lines.append("\(stub)ReceivedArguments = \(tupleValue)")
            lines.append("\(stub)ReceivedInvocations.append(\(tupleValue))")
        }
        let isRethrows = method.throwsClause == "rethrows"
        let throwing = method.throwsClause != nil && !isRethrows
        if throwing {
            var errorType = "(any Error)?"
            if let clause = method.throwsClause, clause.hasPrefix("throws("), clause.hasSuffix(")") {
                errorType = Self.unwrapped(String(clause.dropFirst("throws(".count).dropLast())) + "?"
            }
            members.append(.line(doc: nil, "var \(stub)ThrowableError: \(errorType)"))
            lines.append("if let error = \(stub)ThrowableError { throw error }")
        }
        let returnType = method.returnType.map(\.text).flatMap { ["Void", "()"].contains($0) ? nil : $0 }
        let returnMentionsGeneric = returnType.map { MockTypes.mentions($0, any: generics) } ?? false
        // An `inout` argument of a generic type cannot be handed on as `inout Any`.
        // An actor cannot hand its arguments to an async closure outside it, which a closure
        // stored in it is: such a method answers from its return value and error only.
        let closureCallable =
            !method.parameters.contains { MockTypes.isInout($0.type.text) && MockTypes.mentions($0.type.text, any: generics) }
            && !(isolation == .actor && method.isAsync)
        if !isRethrows && closureCallable {
            let closureParameters = method.parameters.map { MockTypes.closureParameterType($0.type.text, generics: generics) }
            var effects = method.isAsync ? " async" : ""
            if throwing { effects += " " + (method.throwsClause ?? "throws") }
            let closureResult = returnMentionsGeneric ? "Any" : (returnType ?? "Void")
            // On the main actor, like the mock: calling it sends nothing to another isolation.
            let attribute = isolation == .mainActor ? "@MainActor " : ""
            members.append(
                .line(
                    doc: nil,
                    "var \(stub)Closure: (\(attribute)(\(closureParameters.joined(separator: ", ")))\(effects) -> \(closureResult))?"))
            let arguments = method.parameters.map { MockTypes.isInout($0.type.text) ? "&\($0.name)" : $0.name }
            var call = "\(stub)Closure(\(arguments.joined(separator: ", ")))"
            if method.isAsync { call = "await " + call }
            if throwing { call = "try " + call }
            if returnType != nil {
                lines.append("if let \(stub)Closure { return \(call)\(returnMentionsGeneric ? " as! \(returnType!)" : "") }")
            } else {
                lines.append("if let \(stub)Closure { \(call) }")
            }
        }
        if let returnType {
            if returnMentionsGeneric {
                members.append(.line(doc: nil, "var \(stub)ReturnValue: Any!"))
                lines.append("return \(stub)ReturnValue as! \(returnType)")
            } else if returnType.hasSuffix("?") {
                members.append(.line(doc: nil, "var \(stub)ReturnValue: \(returnType)"))
                lines.append("return \(stub)ReturnValue")
            } else {
                members.append(.line(doc: nil, "var \(stub)ReturnValue: \(Self.unwrapped(returnType))!"))
                lines.append("return \(stub)ReturnValue")
            }
        }
        members.append(.body(doc: nil, header: "func \(method.swiftSignature)", lines: lines).at(method.location))
        return members
    }
}

/// How a parameter's type is kept by a mock.
enum MockTypes {
    static let attributes = ["@escaping", "@autoclosure", "inout", "sending", "borrowing", "consuming", "__owned", "__shared"]

    /// `@escaping (Int) -> Void` → `(Int) -> Void`; `inout Int` → `Int`; `Int...` → `[Int]`;
    /// a type that mentions a generic parameter of the method → `Any`.
    static func storedType(_ type: String, generics: Set<String>) -> String {
        if mentions(type, any: generics) || type.hasPrefix("some ") { return "Any" }
        // The leading attributes and specifiers that only a parameter may carry go; the
        // others (`@Sendable`, `@MainActor`) stay with the function type.
        var kept: [Substring] = []
        var rest = Substring(type)
        while rest.hasPrefix("@") || attributes.contains(where: { rest.hasPrefix($0 + " ") }) {
            guard let space = rest.firstIndex(of: " ") else { break }
            let word = rest[..<space]
            if !attributes.contains(String(word)) { kept.append(word) }
            rest = rest[rest.index(after: space)...]
        }
        var text = (kept + [rest]).joined(separator: " ")
        if text.hasSuffix("...") { text = "[\(text.dropLast(3))]" }
        return text
    }

    /// The type of the argument in the stub closure's signature: as declared, with a variadic
    /// passed as an array and a generic one as `Any`.
    static func closureParameterType(_ type: String, generics: Set<String>) -> String {
        if mentions(type, any: generics) || type.hasPrefix("some ") { return isInout(type) ? "inout Any" : "Any" }
        if type.hasSuffix("...") { return "[\(type.dropLast(3))]" }
        return type
    }

    static func isInout(_ type: String) -> Bool { type.hasPrefix("inout ") }

    /// Whether `?` or `!` after the type needs parentheses first: a function type, an
    /// existential or opaque type, a composition.
    static func needsParentheses(_ type: String) -> Bool {
        if isFunction(type) || type.hasPrefix("any ") || type.hasPrefix("some ") { return true }
        var depth = 0
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "&" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// A function type at the top level: `(A) -> B`, `@Sendable (A) async -> B`.
    static func isFunction(_ type: String) -> Bool {
        var depth = 0
        var previous: Character = " "
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                if previous == "-" {
                    if depth == 0 { return true }
                } else {
                    depth -= 1
                }
            default: break
            }
            previous = character
        }
        return false
    }

    /// A closure parameter not marked `@escaping` cannot be kept; an optional closure escapes.
    static func isStorable(_ type: String) -> Bool {
        if type.contains("@autoclosure") { return false }
        if isFunction(type) && !type.contains("@escaping") { return false }
        return true
    }

    /// Whether `type` names any of `names` as a whole word.
    static func mentions(_ type: String, any names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if names.contains(word) { return true }
                word = ""
            }
        }
        return false
    }
}
