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

    /// The stubs of a role's mock: its properties, then its methods.
    func stubs(of role: Role, _ component: ComponentSpec) -> [MockStub] {
        let isolation = resolved.isolation(of: role)
        let methods = methods(of: role, component)
        return component.properties.map { MockStub(property: $0) }
            + zip(methods, Self.stubNames(methods)).map { MockStub(method: $0, name: $1, isolation: isolation) }
    }

    func mock(_ role: Role, _ component: ComponentSpec) -> SwiftDeclaration {
        let protocolName = convention.protocolName(role, module: module.name.value)
        let isolation = resolved.isolation(of: role)
        var type = SwiftType(
            name: Self.mockName(protocolName), inherits: [protocolName],
            doc: "A test double of '\(protocolName)' that records every call and answers from its stubs.",
            members: stubs(of: role, component).flatMap(\.members),
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

    /// `T` as the type of a stored stub that starts empty: `(A) -> B` needs parentheses before `!`.
    static func unwrapped(_ type: String) -> String {
        MockTypes.needsParentheses(type) ? "(\(type))" : type
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
