import Architecture
import SpecParser
import Templates

/// Builds the write-once test files of a module: `<Presenter>Tests.swift` and
/// `<Interactor>Tests.swift`, each assembling the component with the mocks of its neighbours
/// (`MockEmitter`) and holding one test per method of its protocols. A test calls the method
/// with made-up arguments and then waits for the team's assertion: Swift Testing records a
/// known issue, XCTest skips, so no test passes green without asserting anything.
public struct TestEmitter {
    let module: ModuleSpec
    let convention: Convention
    let resolved: ResolvedModule
    let skeleton: SkeletonEmitter
    let samples: SampleValues

    public init(_ resolved: ResolvedModule, samples: SampleValues) {
        self.module = resolved.module
        self.convention = resolved.convention
        self.resolved = resolved
        self.skeleton = SkeletonEmitter(resolved)
        self.samples = samples
    }

    var name: String { module.name.value }

    public func files(framework: TestFramework, testableImport: String?) -> [(name: String, file: SwiftFile)] {
        roles.map { role, typeName in
            ("\(typeName)Tests.swift", file(for: role, typeName: typeName, framework: framework, testableImport: testableImport))
        }
    }

    /// The components that get a test file, with the type each tests.
    var roles: [(role: Role, typeName: String)] {
        [Role.presenter, .interactor].filter { module.has($0) }.map { ($0, module.typeName($0, convention)) }
    }

    /// The neighbours' mocks a component is built with, and how: in its initializer, or set after.
    struct Neighbour {
        var property: String
        var mock: String
        var injected: Bool
        var role: Role
    }

    func neighbours(of role: Role) -> [Neighbour] {
        skeleton.slots(of: role).map { slot in
            let target = slot.reference.key.target
            return Neighbour(
                property: slot.property, mock: MockEmitter.mockName(convention.protocolName(target, module: name)),
                injected: slot.injected, role: target)
        }
    }

    /// The protocols whose methods the component's tests call.
    func testedComponents(of role: Role) -> [ComponentSpec] {
        var components: [ComponentSpec] = []
        if let component = module.components[role] { components.append(component) }
        if role == .presenter, let output = module.components[.interactorOutput] { components.append(output) }
        return components
    }

    func file(for role: Role, typeName: String, framework: TestFramework, testableImport: String?) -> SwiftFile {
        let isActor = resolved.isolation(of: role) == .actor
        let subject = role == .presenter ? "presenter" : "interactor"
        var members: [SwiftMember] = []
        var setUp: [String] = []
        var arguments: [String] = []
        var helpers: [SwiftDeclaration] = []
        for neighbour in neighbours(of: role) {
            // The component may hold them weakly: the test keeps them.
            members.append(.line(doc: nil, "let \(neighbour.property) = \(neighbour.mock)()"))
            if neighbour.injected {
                arguments.append("\(neighbour.property): \(neighbour.property)")
            } else if !isActor {
                setUp.append("\(subject).\(neighbour.property) = \(neighbour.property)")
            }
        }
        var makeable = true
        if role == .interactor {
            for service in module.services {
                let variable = Validator.variableName(service.value)
                let double = "\(name)Test\(service.value)"
                members.append(.line(doc: nil, "let \(variable) = \(double)()"))
                arguments.append("\(variable): \(variable)")
                helpers.append(
                    .comment([
                        "A stand-in for '\(service.value)' in these tests: give it the members '\(service.value)' requires,",
                        "or replace it with the double your tests already use.",
                    ]))
                helpers.append(.type(keyword: "final class", SwiftType(name: double, inherits: [service.value, "Sendable"])))
            }
        }
        for parameter in skeleton.parameters(of: role) {
            guard let value = samples.value(of: parameter.type.text, named: parameter.name.value) else {
                makeable = false
                continue
            }
            arguments.append("\(parameter.name.value): \(value)")
        }
        let routes = role == .presenter ? routeHints() : []
        var declarations: [SwiftDeclaration] = []
        // The tests run on the main actor, where the mocks of UI neighbours live; an actor's
        // methods are awaited.
        let create = "\(typeName)(\(arguments.joined(separator: ", ")))"
        // A nonisolated component is not Sendable: each test makes its own, which it may then
        // hand to the component's async methods.
        let perTest = resolved.isolation(of: role) == .nonisolated
        switch framework {
        case .swiftTesting:
            var prelude: [String] = []
            if perTest {
                prelude = ["let \(subject) = \(create)"] + setUp
            } else {
                members.append(.line(doc: nil, "let \(subject): \(typeName)"))
                members.append(.body(doc: nil, header: "init()", lines: ["\(subject) = \(create)"] + setUp))
            }
            let methods = testedComponents(of: role).flatMap(\.methods)
            for (method, name) in zip(methods, MockEmitter.stubNames(methods)) {
                members.append(
                    test(method, name: name, subject: subject, framework: framework, isActor: isActor, routes: routes, prelude: prelude))
            }
            var type = SwiftType(
                name: "\(typeName)Tests", doc: "The \(subject) of \(name), with mocks of its neighbours.", members: members,
                attributes: ["@MainActor"])
            type.origin = module.components[role]?.location
            declarations.append(.type(keyword: "struct", type))
        case .xctest:
            // XCTestCase's initializers are nonisolated, so the main-actor state lives in a
            // fixture each test makes.
            var fixture: [String] = []
            for member in members {
                if case .line(_, let text) = member { fixture.append(text) }
            }
            var prelude: [String] = []
            if perTest {
                let neighbourNames = Set(
                    members.compactMap { member -> String? in
                        if case .line(_, let text) = member { return text.split(separator: " ").dropFirst().first.map(String.init) }
                        return nil
                    })
                let local = arguments.map { argument -> String in
                    guard let colon = argument.range(of: ": ") else { return argument }
                    let value = String(argument[colon.upperBound...])
                    return neighbourNames.contains(value) ? argument[..<colon.upperBound] + "fixture." + value : argument
                }
                prelude = ["let \(subject) = \(typeName)(\(local.joined(separator: ", ")))"]
                prelude += setUp.map { line in
                    guard let equals = line.range(of: " = ") else { return line }
                    return line[..<equals.upperBound] + "fixture." + line[equals.upperBound...]
                }
            } else {
                fixture.append("let \(subject): \(typeName)")
                fixture += ["", "init() {", "    \(subject) = \(create)"] + setUp.map { "    " + $0 } + ["}"]
            }
            var tests: [SwiftMember] = [
                .body(
                    doc: "The \(subject) and the mocks of its neighbours, made afresh for each test.", header: "@MainActor struct Fixture",
                    lines: fixture)
            ]
            let prefixed = routes.map { $0.replacingOccurrences(of: "#expect(", with: "#expect(fixture.") }
            let methods = testedComponents(of: role).flatMap(\.methods)
            for (method, name) in zip(methods, MockEmitter.stubNames(methods)) {
                tests.append(
                    test(
                        method, name: name, subject: perTest ? subject : "fixture." + subject, framework: framework, isActor: isActor,
                        routes: prefixed, prelude: prelude))
            }
            var type = SwiftType(
                name: "\(typeName)Tests", inherits: ["XCTestCase"], doc: "The \(subject) of \(name), with mocks of its neighbours.",
                members: tests, attributes: ["nonisolated"])
            type.origin = module.components[role]?.location
            declarations.append(.type(keyword: "final class", type))
        }
        if !makeable {
            declarations.insert(
                .comment(["A module parameter has a type these tests cannot make; pass a value of it in the initializer."]), at: 0)
        }
        declarations += helpers
        var imports = [framework == .swiftTesting ? "Testing" : "XCTest", "Foundation"] + resolved.imports
        if let testableImport { imports.append("@testable import \(testableImport)") }
        return SwiftFile(header: GeneratedHeader.skeleton(from: module.displayPath), imports: imports, declarations: declarations)
    }

    /// What the router mock can show about navigation, for the presenter's tests.
    func routeHints() -> [String] {
        guard let wireframe = module.components[.router] else { return [] }
        let property = convention.propertyName(holder: .presenter, target: .router)
        let declared = Set(wireframe.methods.map(\.name))
        return module.routes.filter { !declared.contains($0.name.value) && $0.transition.value != .tab }.map {
            "#expect(\(property).\($0.name.value)CallCount == 1)  // when this opens '\($0.target?.value ?? "the previous screen")'"
        }
    }

    /// One test; `name` is unique in its type (overloads and the interactor output's methods
    /// share names with the presenter's).
    func test(
        _ method: MethodSignature, name: String, subject: String, framework: TestFramework, isActor: Bool, routes: [String],
        prelude: [String] = []
    ) -> SwiftMember {
        var lines: [String] = prelude
        var arguments: [String] = []
        var callable = method.genericParameters.isEmpty
        for parameter in method.parameters where callable {
            let type = parameter.type.text
            let isInout = type.hasPrefix("inout ")
            let bare = isInout ? String(type.dropFirst("inout ".count)) : type
            guard let value = samples.value(of: bare.hasSuffix("...") ? String(bare.dropLast(3)) : bare, named: parameter.name)
            else {
                callable = false
                break
            }
            if isInout {
                lines.append("var \(parameter.name): \(bare) = \(value)")
            }
            let argument = isInout ? "&\(parameter.name)" : value
            arguments.append(parameter.externalLabel.map { "\($0): \(argument)" } ?? argument)
        }
        let selector = method.name + "(" + method.parameters.map { ($0.externalLabel ?? "_") + ":" }.joined() + ")"
        if callable {
            var call = "\(subject).\(method.name)(\(arguments.joined(separator: ", ")))"
            if method.isAsync || isActor { call = "await " + call }
            if let clause = method.throwsClause, clause != "rethrows" { call = "try " + call }
            if let result = method.returnType?.text, !["Void", "()"].contains(result) {
                // Its skeleton stops with fatalError until it is written.
                lines.append("// Once '\(method.name)' is written (its skeleton stops with fatalError until then):")
                lines.append("// let result = " + call)
            } else {
                lines.append(call)
            }
        } else {
            lines.append("// Call '\(selector)' here: its arguments need values these tests cannot make.")
        }
        // A component made here but not called yet is still used, so the file has no warning.
        if !prelude.isEmpty && !lines.dropFirst(prelude.count).contains(where: { !$0.hasPrefix("//") && $0.contains("\(subject).") }) {
            lines.append("_ = \(subject)")
        }
        if !routes.isEmpty {
            lines.append("// The router mock records navigation, for example:")
            lines += routes.map { "// " + $0 }
        }
        switch framework {
        case .swiftTesting:
            lines += [
                "withKnownIssue(\"waiting for the team's assertion on '\(selector)'\") {",
                "    Issue.record(\"write what '\(selector)' should do, then remove this\")",
                "}",
            ]
            return .body(doc: nil, header: "@Test func \(name)() async throws", lines: lines).at(method.location)
        case .xctest:
            let uses = lines.contains { !$0.hasPrefix("//") && $0.contains("fixture.") }
            lines.insert(uses ? "let fixture = Fixture()" : "_ = Fixture()", at: 0)
            lines.append("throw XCTSkip(\"waiting for the team's assertion on '\(selector)'\")")
            let name = "test" + name.prefix(1).uppercased() + name.dropFirst()
            return .body(doc: nil, header: "@MainActor func \(name)() async throws", lines: lines).at(method.location)
        }
    }
}

extension TestEmitter {
    /// What a convention's test template for `role` sees as `testing`: how viperc's own test
    /// makes the component, its neighbours' mocks, and a call with made-up arguments for each
    /// method it tests.
    func templateFields(for role: Role) -> TemplateFields {
        let subject = role == .presenter ? "presenter" : "interactor"
        let typeName = module.typeName(role, convention)
        let isActor = resolved.isolation(of: role) == .actor
        var arguments: [String] = []
        var mocks: [TemplateValue] = []
        for neighbour in neighbours(of: role) {
            if neighbour.injected { arguments.append("\(neighbour.property): \(neighbour.property)") }
            mocks.append([
                "property": .text(neighbour.property), "mock": .text(neighbour.mock), "isInjected": .flag(neighbour.injected),
                "role": .text(neighbour.role.rawValue),
            ])
        }
        var services: [TemplateValue] = []
        if role == .interactor {
            for service in module.services {
                let variable = Validator.variableName(service.value)
                arguments.append("\(variable): \(variable)")
                services.append(["type": .text(service.value), "property": .text(variable)])
            }
        }
        var makeable = true
        for parameter in skeleton.parameters(of: role) {
            guard let value = samples.value(of: parameter.type.text, named: parameter.name.value) else {
                makeable = false
                continue
            }
            arguments.append("\(parameter.name.value): \(value)")
        }
        let methods = testedComponents(of: role).flatMap(\.methods)
        let calls = zip(methods, MockEmitter.stubNames(methods)).map { method, stub -> TemplateValue in
            var values: [String] = []
            var callable = method.genericParameters.isEmpty
            for parameter in method.parameters where callable {
                let type = parameter.type.text
                guard !type.hasPrefix("inout "),
                    let value = samples.value(of: type.hasSuffix("...") ? String(type.dropLast(3)) : type, named: parameter.name)
                else {
                    callable = false
                    break
                }
                values.append(parameter.externalLabel.map { "\($0): \(value)" } ?? value)
            }
            var call = callable ? "\(subject).\(method.name)(\(values.joined(separator: ", ")))" : ""
            if callable && (method.isAsync || isActor) { call = "await " + call }
            if callable, let clause = method.throwsClause, clause != "rethrows" { call = "try " + call }
            let result = method.returnType?.text ?? ""
            return [
                "name": .text(stub),
                "selector": .text(method.name + "(" + method.parameters.map { ($0.externalLabel ?? "_") + ":" }.joined() + ")"),
                "call": .text(call), "returnsValue": .flag(!result.isEmpty && result != "Void" && result != "()"),
            ]
        }
        return [
            "subject": .text(subject), "type": .text(typeName), "isActor": .flag(isActor),
            "isMakeable": .flag(makeable), "make": .text("\(typeName)(\(arguments.joined(separator: ", ")))"),
            "neighbours": .list(mocks), "services": .list(services), "calls": .list(calls),
        ]
    }
}
