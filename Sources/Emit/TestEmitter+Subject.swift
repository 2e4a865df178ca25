import Architecture
import Diagnostics
import SpecParser
import Support

/// How a test makes the component under test and calls each of its methods: `TestEmitter`
/// writes its files from these, and a convention's test template reads them as `testing`.
extension TestEmitter {
    /// The component under test, as the tests make it.
    struct Subject {
        var role: Role
        /// The variable that holds it: `presenter` or `interactor`.
        var variable: String
        var typeName: String
        var isActor: Bool
        /// Nonisolated, so not Sendable: each test makes its own, which it may then hand to
        /// the component's async methods.
        var isMadeInEachTest: Bool
        var neighbours: [Neighbour]
        var services: [(type: String, property: String)]
        /// What its initializer is given: the neighbours it is given, the services, then the
        /// module parameters that have a made-up value.
        var arguments: [Argument]
        /// Every module parameter it is given has a made-up value.
        var isMakeable: Bool

        /// The neighbours set after it is made; an actor's cannot be set from outside.
        var setUp: [Neighbour] { isActor ? [] : neighbours.filter { !$0.injected } }

        /// `CartPresenter(view: view, productID: 643)`; `prefix` goes before each value the test keeps.
        func make(prefix: String = "") -> String {
            typeName + "(" + arguments.map { "\($0.label): \($0.isTestProperty ? prefix : "")\($0.value)" }.joined(separator: ", ") + ")"
        }
    }

    /// One argument of the initializer.
    struct Argument {
        var label: String
        var value: String
        /// The value is one the test keeps as a property: a neighbour's mock or a service's stand-in.
        var isTestProperty: Bool
    }

    /// One method a test calls.
    struct Call {
        /// Unique in the test type (overloads, and the interactor output's methods, share names).
        var name: String
        var method: String
        var selector: String
        /// The arguments as written in the call, `&name` for an inout one.
        var arguments: [String]
        /// `var name: T = value` for each inout argument, declared before the call.
        var variables: [String]
        /// Every argument has a made-up value and the method is not generic.
        var isCallable: Bool
        /// Called with `await`: the method is async or the component an actor.
        var isAwaited: Bool
        /// Called with `try`.
        var isThrowing: Bool
        var returnsValue: Bool
        var location: SourceLocation

        /// `try await presenter.load(id: 643)`.
        func expression(on subject: String) -> String {
            var call = "\(subject).\(method)(\(arguments.joined(separator: ", ")))"
            if isAwaited { call = "await " + call }
            if isThrowing { call = "try " + call }
            return call
        }
    }

    func subject(of role: Role) -> Subject {
        let isActor = resolved.isolation(of: role) == .actor
        let neighbours = neighbours(of: role)
        var arguments = neighbours.filter(\.injected).map { Argument(label: $0.property, value: $0.property, isTestProperty: true) }
        var services: [(type: String, property: String)] = []
        if role == .interactor {
            for service in module.services {
                let variable = Validator.variableName(service.value)
                services.append((service.value, variable))
                arguments.append(Argument(label: variable, value: variable, isTestProperty: true))
            }
        }
        var makeable = true
        for parameter in skeleton.parameters(of: role) {
            guard let value = samples.value(of: parameter.type.text, named: parameter.name.value) else {
                makeable = false
                continue
            }
            arguments.append(Argument(label: parameter.name.value, value: value, isTestProperty: false))
        }
        return Subject(
            role: role, variable: role == .presenter ? "presenter" : "interactor", typeName: module.typeName(role, convention),
            isActor: isActor, isMadeInEachTest: resolved.isolation(of: role) == .nonisolated, neighbours: neighbours, services: services,
            arguments: arguments, isMakeable: makeable)
    }

    /// A call per method of the protocols the component's tests call, with made-up arguments.
    func calls(of subject: Subject) -> [Call] {
        let methods = testedComponents(of: subject.role).flatMap(\.methods)
        return zip(methods, MockEmitter.stubNames(methods)).map { method, name in
            var arguments: [String] = []
            var variables: [String] = []
            var callable = method.genericParameters.isEmpty
            for parameter in method.parameters where callable {
                let type = parameter.type.text
                let isInout = type.hasPrefix("inout ")
                let bare = isInout ? String(type.dropFirst("inout ".count)) : type
                guard
                    let value = samples.value(
                        of: bare.hasSuffix("...") ? String(bare.dropLast(3)) : bare, named: parameter.name.trimmingBackticks)
                else {
                    callable = false
                    break
                }
                if isInout { variables.append("var \(parameter.name): \(bare) = \(value)") }
                let argument = isInout ? "&\(parameter.name)" : value
                arguments.append(parameter.externalLabel.map { "\($0): \(argument)" } ?? argument)
            }
            let result = method.returnType?.text
            return Call(
                name: name, method: method.name,
                selector: method.name + "(" + method.parameters.map { ($0.externalLabel ?? "_") + ":" }.joined() + ")",
                arguments: arguments, variables: variables, isCallable: callable, isAwaited: method.isAsync || subject.isActor,
                isThrowing: method.throwsClause.map { $0 != "rethrows" } ?? false,
                returnsValue: result.map { !["Void", "()"].contains($0) } ?? false, location: method.location)
        }
    }

    /// The routes whose calls the router's mock records, for the presenter's tests: those the
    /// wireframe does not declare itself, tabs aside.
    var checkedRoutes: [RouteSpec] {
        guard let wireframe = module.components[.router] else { return [] }
        let declared = Set(wireframe.methods.map(\.name))
        return module.routes.filter { !declared.contains($0.name.value) && $0.transition.value != .tab }
    }
}
