import Architecture
import SpecParser

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

    /// What the router mock can show about navigation, for the presenter's tests.
    func routeHints() -> [String] {
        let property = convention.propertyName(holder: .presenter, target: .router)
        return checkedRoutes.map {
            "#expect(\(property).\($0.name.value)CallCount == 1)  // when this opens '\($0.target?.value ?? "the previous screen")'"
        }
    }

    /// One test of `call` on `subject` (an expression: `presenter`, `fixture.presenter`).
    func test(_ call: Call, subject: String, framework: TestFramework, routes: [String], prelude: [String] = []) -> SwiftMember {
        var lines: [String] = prelude + call.variables
        if call.isCallable {
            if call.returnsValue {
                // Its skeleton stops with fatalError until it is written.
                lines.append("// Once '\(call.method)' is written (its skeleton stops with fatalError until then):")
                lines.append("// let result = " + call.expression(on: subject))
            } else {
                lines.append(call.expression(on: subject))
            }
        } else {
            lines.append("// Call '\(call.selector)' here: its arguments need values these tests cannot make.")
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
                "withKnownIssue(\"waiting for the team's assertion on '\(call.selector)'\") {",
                "    Issue.record(\"write what '\(call.selector)' should do, then remove this\")",
                "}",
            ]
            return .body(doc: nil, header: "@Test func \(call.name)() async throws", lines: lines).at(call.location)
        case .xctest:
            let uses = lines.contains { !$0.hasPrefix("//") && $0.contains("fixture.") }
            lines.insert(uses ? "let fixture = Fixture()" : "_ = Fixture()", at: 0)
            lines.append("throw XCTSkip(\"waiting for the team's assertion on '\(call.selector)'\")")
            let name = "test" + call.name.prefix(1).uppercased() + call.name.dropFirst()
            return .body(doc: nil, header: "@MainActor func \(name)() async throws", lines: lines).at(call.location)
        }
    }
}
