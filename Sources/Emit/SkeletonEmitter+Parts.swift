import Architecture
import Diagnostics
import SpecParser

/// What one component's skeleton is made of, before it is laid out as Swift. The emitter lays
/// the parts out (`file(for:typeName:)`) and a convention's template reads the same parts
/// (`TemplateContext+Skeletons`), so the two cannot drift apart.
extension SkeletonEmitter {
    struct Parts {
        /// The file's imports, in order.
        var imports: [String]
        /// `final class`, `struct` (a SwiftUI view) or `actor`.
        var keyword: String
        /// Before the keyword: `@MainActor` or `nonisolated`; none for a view or an actor.
        var attributes: [String]
        /// The superclass, and an actor's own protocol.
        var inherits: [String]
        var storedProperties: [StoredProperty]
        /// What the initializer takes, in order; without any, the type has no initializer.
        var initParameters: [(name: String, type: String)]
    }

    struct StoredProperty {
        var name: String
        /// The type it holds, as the initializer takes it.
        var type: String
        /// `private weak var view: ArticlesView?`
        var declaration: String
        var origin: SourceLocation?
    }

    /// A protocol the component implements, in an extension of its own with a stub per requirement.
    struct Conformance {
        var protocolName: String
        /// The type's declaration states it (an actor's own protocol), so the extension does not.
        var isDeclared: Bool
        var stubs: [Stub]
    }

    /// A member with a body that an implementation must fill in.
    struct Stub {
        /// `func add(productID: Int) async throws`, `var title: String`
        var declaration: String
        /// Its lines; none for a method that returns nothing.
        var body: [String]
        var origin: SourceLocation?
    }

    func parts(for role: Role) -> Parts {
        var imports = ["Foundation"]
        if role == .view {
            imports = [uiImport]
        } else if role == assembler {
            // A SwiftUI module is still shown from UIKit, through a hosting controller.
            imports = isSwiftUI ? ["SwiftUI", "UIKit"] : ["UIKit"]
        } else if role == .router && references.contains(where: { $0.key == ReferenceKey(.router, .view) }) {
            imports = ["UIKit"]
        }
        imports += resolved.imports.filter { !imports.contains($0) }
        let roleSlots = slots(of: role)
        var properties = roleSlots.map { slot in
            StoredProperty(name: slot.property, type: slot.type, declaration: storedProperty(slot), origin: slot.reference.location)
        }
        var initParameters = roleSlots.filter(\.injected).map { (name: $0.property, type: $0.type) }
        if role == .interactor {
            // An actor's services cross from the main actor, so they must be Sendable.
            let isActor = resolved.isolation(of: .interactor) == .actor
            for service in module.services {
                let name = Self.variableName(service.value)
                let type = isActor ? "any \(service.value) & Sendable" : service.value
                initParameters.append((name, type))
                properties.append(
                    StoredProperty(name: name, type: type, declaration: "private let \(name): \(type)", origin: service.location))
            }
        }
        if role == .router {
            // A SwiftUI view is a value: the routes navigate from its hosting controller.
            if isSwiftUI {
                properties.append(
                    StoredProperty(
                        name: "viewController", type: "UIViewController", declaration: "weak var viewController: UIViewController?"))
                imports = ["UIKit"] + imports.filter { $0 != "UIKit" && $0 != "Foundation" }
            }
            // What the routes need to assemble the modules they open.
            let dependencies = Navigation.dependencies
            properties.append(StoredProperty(name: "dependencies", type: dependencies, declaration: "let dependencies: \(dependencies)"))
            if !usesBaseWireframe { initParameters.append(("dependencies", dependencies)) }
        }
        let given = parameters(of: role)
        // Infinum's wireframe takes its parameters in the assembly's `init`.
        if !(role == .router && usesBaseWireframe) {
            initParameters += given.map { ($0.name.value, $0.type.text) }
        }
        properties += given.map {
            StoredProperty(name: $0.name.value, type: $0.type.text, declaration: storedParameter($0), origin: $0.name.location)
        }
        var keyword = role == .view && isSwiftUI ? "struct" : "final class"
        var inherits = role == .view ? [isSwiftUI ? "View" : "UIViewController"] : []
        if role == .router && usesBaseWireframe, let base = convention.baseWireframe {
            inherits = ["\(base)<\(module.typeName(.view, convention))>"]
            imports = ["UIKit"] + imports.filter { $0 != "UIKit" && $0 != "Foundation" }
        }
        // An actor states its protocol where it is declared: in an extension, a target built
        // with `-default-isolation MainActor` would make the conformance main-actor isolated.
        if isActor(role) && module.has(role) { inherits.append(convention.protocolName(role, module: name)) }
        // A view is main-actor isolated through UIViewController or View; the others say so.
        var attributes: [String] = []
        if role != .view {
            if isActor(role) {
                keyword = "actor"
            } else {
                attributes = [resolved.isolation(of: role).typeAttribute]
            }
        }
        return Parts(
            imports: imports, keyword: keyword, attributes: attributes, inherits: inherits, storedProperties: properties,
            initParameters: initParameters)
    }

    func isActor(_ role: Role) -> Bool { role != .view && resolved.isolation(of: role) == .actor }

    /// The protocols the component implements, each with its stubs: its own, the interactor's
    /// output (the presenter), and the delegates of the modules it opens (`implements:`).
    func conformances(of role: Role) -> [Conformance] {
        var implemented: [Role] = [role]
        if role == .presenter && module.has(.interactorOutput) { implemented.append(.interactorOutput) }
        var conformances = implemented.compactMap { protocolRole -> Conformance? in
            guard let component = module.components[protocolRole] else { return nil }
            return Conformance(
                protocolName: convention.protocolName(protocolRole, module: name), isDeclared: isActor(role), stubs: stubs(for: component))
        }
        if role == .presenter, let component = module.components[.presenter] {
            for protocolName in component.implements {
                guard let delegate = delegates[protocolName.value] else { continue }
                conformances.append(Conformance(protocolName: protocolName.value, isDeclared: false, stubs: stubs(for: delegate)))
            }
        }
        return conformances
    }

    /// A stub per requirement of `component`: a value stops with `fatalError` until it is
    /// written; a custom route of the router says what to write.
    func stubs(for component: ComponentSpec) -> [Stub] {
        var stubs: [Stub] = component.properties.map { property in
            let missing = "fatalError(\"'\(property.name)' is not implemented yet\")"
            let body = property.isSettable ? ["get { \(missing) }", "set {}"] : [missing]
            return Stub(declaration: "var \(property.name): \(property.type.text)", body: body, origin: property.location)
        }
        stubs += component.methods.map { method in
            let returnsValue = method.returnType.map { !["Void", "()"].contains($0.text) } ?? false
            let body = returnsValue ? ["fatalError(\"'\(method.name)' is not implemented yet\")"] : []
            return Stub(declaration: "func \(method.swiftSignature)", body: body, origin: method.location)
        }
        if component.role == .router {
            // Every other route is implemented in the generated `<Module>Routes.swift`.
            let declared = Set(component.methods.map(\.name))
            for route in module.routes where !declared.contains(route.name.value) && route.transition.value == .custom {
                let target = route.target?.value ?? "the previous module"
                let hint: String
                switch route.transition.value {
                case .push: hint = "push '\(target)' onto viewController?.navigationController"
                case .present: hint = "present '\(target)' from viewController"
                case .setRoot: hint = "make '\(target)' the window's root view controller"
                case .reset: hint = "make '\(target)' the only view controller of viewController?.navigationController"
                case .dismiss: hint = "dismiss viewController"
                case .custom, .tab: hint = "show '\(target)' with your own transition"
                }
                stubs.append(
                    Stub(declaration: "func \(RouteText.signature(route))", body: ["// TODO: \(hint)."], origin: route.name.location))
            }
        }
        return stubs
    }
}
