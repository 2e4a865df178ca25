import Architecture
import SpecParser
import Templates

/// The parts of the context that mocks and test templates need: each protocol's stubs as
/// `MockEmitter` keeps them, and how `TestEmitter` makes and calls the component under test.
/// Both come from the emitters' own values, so a template that writes what viperc writes
/// stays in step with it.
extension TemplateContext {
    /// The stubs of the mock of `role`'s protocol, each with whether viperc sets it apart
    /// with a blank line.
    static func stubs(_ emitter: MockEmitter, role: Role, _ component: ComponentSpec) -> [TemplateValue] {
        var previous: SwiftMember?
        return emitter.stubs(of: role, component).map { stub in
            let members = stub.members
            defer { previous = members.last }
            return [
                "kind": .text(stub.kind.rawValue), "name": .text(stub.name), "declaration": .text(stub.declaration),
                "type": .text(stub.type), "valueType": .text(stub.valueType), "isAsync": .flag(stub.isAsync),
                "isThrowing": .flag(stub.isThrowing), "arguments": .text(stub.arguments), "argumentsType": .text(stub.argumentsType),
                "optionalArgumentsType": .text(stub.optionalArgumentsType), "errorType": .text(stub.errorType),
                "closureType": .text(stub.closureType), "closureArguments": .text(stub.closureArguments),
                "returnsGeneric": .flag(stub.returnsGeneric),
                "isSetApart": .flag(members.first.map { SwiftRenderer.isSetApart($0, after: previous) } ?? false),
            ]
        }
    }

    /// What a test template for `role` sees as `testing` (besides the framework and the import):
    /// how viperc's own test makes the component, its neighbours' mocks, a call with made-up
    /// arguments for each method it tests, and the routes the router's mock records.
    static func testing(
        _ emitter: TestEmitter, role: Role, modules: [String: ModuleSpec], wants: (String) -> Bool = { _ in true }
    ) -> TemplateFields {
        let subject = emitter.subject(of: role)
        let calls =
            !wants("testing.calls")
            ? []
            : emitter.calls(of: subject).map { call -> TemplateValue in
                // `call` stays what it has always been: empty where an inout variable is needed.
                let simple = call.isCallable && call.variables.isEmpty
                return [
                    "name": .text(call.name), "selector": .text(call.selector),
                    "call": .text(simple ? call.expression(on: subject.variable) : ""), "returnsValue": .flag(call.returnsValue),
                    "method": .text(call.method), "arguments": .text(call.arguments.joined(separator: ", ")),
                    "variables": .list(call.variables.map(TemplateValue.text)), "isCallable": .flag(call.isCallable),
                    "isAwaited": .flag(call.isAwaited), "isThrowing": .flag(call.isThrowing),
                ]
            }
        let checked = role == .presenter && wants("testing.routes") ? emitter.checkedRoutes : []
        let generated = Set(Navigation.generatedRoutes(of: emitter.module).map(\.name.value))
        let navigates = ["body", "assembly", "shown", "from", "inNavigation"].contains { wants("route." + $0) }
        return [
            "subject": .text(subject.variable), "type": .text(subject.typeName), "name": .text(NestedName.flat(subject.typeName)),
            "isActor": .flag(subject.isActor),
            "isMakeable": .flag(subject.isMakeable), "make": .text(subject.make()),
            "isMadeInEachTest": .flag(subject.isMadeInEachTest),
            "arguments": .list(
                subject.arguments.map {
                    ["label": .text($0.label), "value": .text($0.value), "isTestProperty": .flag($0.isTestProperty)]
                }),
            "neighbours": .list(
                subject.neighbours.map {
                    [
                        "property": .text($0.property), "mock": .text($0.mock), "isInjected": .flag($0.injected),
                        "role": .text($0.role.rawValue),
                    ]
                }),
            "services": .list(subject.services.map { ["type": .text($0.type), "property": .text($0.property)] }),
            "calls": .list(calls),
            "routes": .list(
                checked.map {
                    route($0, resolved: emitter.resolved, modules: modules, generated: generated, navigation: navigates)
                }),
            "router": .text(
                role == .presenter && emitter.module.has(.router)
                    ? emitter.convention.propertyName(holder: .presenter, target: .router) : ""),
        ]
    }

    /// The fields of a mock's stub (`interface.stubs`).
    static let stubFields: [String: TemplateShape] = [
        "kind": .text, "name": .text, "declaration": .text, "type": .text, "valueType": .text, "isAsync": .flag,
        "isThrowing": .flag, "arguments": .text, "argumentsType": .text, "optionalArgumentsType": .text, "errorType": .text,
        "closureType": .text, "closureArguments": .text, "returnsGeneric": .flag, "isSetApart": .flag,
    ]

    /// The fields of `testing` in a test template, and of the kinds only it has.
    static let testingKinds: [String: [String: TemplateShape]] = [
        "testing": [
            "framework": .text, "testableImport": .text, "subject": .text, "type": .text, "name": .text, "isActor": .flag,
            "isMakeable": .flag,
            "make": .text, "isMadeInEachTest": .flag, "arguments": .list(.object("argument")),
            "neighbours": .list(.object("neighbour")), "services": .list(.object("service")), "calls": .list(.object("call")),
            "routes": .list(.object("route")), "router": .text,
        ],
        "argument": ["label": .text, "value": .text, "isTestProperty": .flag],
        "neighbour": ["property": .text, "mock": .text, "isInjected": .flag, "role": .text],
        "call": [
            "name": .text, "selector": .text, "call": .text, "returnsValue": .flag, "method": .text, "arguments": .text,
            "variables": .list(.text), "isCallable": .flag, "isAwaited": .flag, "isThrowing": .flag,
        ],
    ]
}
