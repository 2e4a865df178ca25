import SpecParser

/// Builds the write-once implementation skeletons of one module: a type per component with
/// its stored references, stub implementations of its protocol, and the module's assembly.
public struct SkeletonEmitter {
    let module: ModuleSpec
    let convention: Convention
    let references: [ResolvedReference]
    let resolved: ResolvedModule

    public init(_ resolved: ResolvedModule) {
        self.module = resolved.module
        self.convention = resolved.convention
        self.references = resolved.references
        self.resolved = resolved
    }

    var name: String { module.name.value }
    var isSwiftUI: Bool { module.viewKind == .swiftui }
    var uiImport: String { isSwiftUI ? "SwiftUI" : "UIKit" }

    /// The order the assembly creates components in; a reference to an earlier component is
    /// passed to the initializer, one to a later component is set afterwards.
    var creationOrder: [Role] {
        let order: [Role] =
            isSwiftUI
            ? [.interactor, .formatter, .wireframe, .presenter, .view]
            : [.view, .interactor, .formatter, .wireframe, .presenter]
        return order.filter { module.has($0) }
    }

    /// The role whose type assembles the module.
    var assembler: Role {
        convention.assembler == .wireframe && module.has(.wireframe) ? .wireframe : .builder
    }

    public func files() -> [(name: String, file: SwiftFile)] {
        var result: [(String, SwiftFile)] = []
        for role in Role.components where module.has(role) || role == assembler {
            let typeName = convention.typeName(role, module: name, viewKind: module.viewKind)
            result.append((typeName + ".swift", file(for: role, typeName: typeName)))
        }
        return result
    }

    // MARK: - References

    struct Slot {
        var reference: ResolvedReference
        var property: String
        var type: String
        var injected: Bool
    }

    func slots(of holder: Role) -> [Slot] {
        let order = creationOrder
        return references.filter { $0.key.holder == holder }.map { reference in
            let target = reference.key.target
            var property = convention.propertyName(for: target)
            var type = convention.protocolName(target, module: name)
            if holder == .wireframe && target == .view {
                // Navigation needs the view controller itself, not its protocol.
                property = "viewController"
                type = "UIViewController"
            }
            let holderIndex = order.firstIndex(of: holder) ?? order.count
            let targetIndex = order.firstIndex(of: target.implementer) ?? order.count
            return Slot(reference: reference, property: property, type: type, injected: targetIndex < holderIndex)
        }
    }

    func storedProperty(_ slot: Slot) -> String {
        switch (slot.reference.ownership, slot.injected) {
        case (.strong, true): return "private let \(slot.property): \(slot.type)"
        case (.strong, false): return "var \(slot.property): \(slot.type)!"
        case (.weak, true): return "private weak var \(slot.property): \(slot.type)?"
        case (.weak, false): return "weak var \(slot.property): \(slot.type)?"
        case (.unowned, true): return "private unowned let \(slot.property): \(slot.type)"
        case (.unowned, false): return "unowned var \(slot.property): \(slot.type)!"
        }
    }

    // MARK: - Files

    func file(for role: Role, typeName: String) -> SwiftFile {
        var imports = ["Foundation"]
        if role == .view {
            imports = [uiImport]
        } else if role == assembler {
            // A SwiftUI module is still shown from UIKit, through a hosting controller.
            imports = isSwiftUI ? ["SwiftUI", "UIKit"] : ["UIKit"]
        } else if role == .wireframe && references.contains(where: { $0.key == ReferenceKey(.wireframe, .view) }) {
            imports = ["UIKit"]
        }
        imports += resolved.imports.filter { !imports.contains($0) }
        var members: [SwiftMember] = []
        let roleSlots = slots(of: role)
        members += roleSlots.map { .line(doc: nil, storedProperty($0)).at($0.reference.location) }
        var initParameters = roleSlots.filter(\.injected).map { ($0.property, $0.type) }
        if role == .interactor {
            initParameters += module.services.map { (Self.variableName($0.value), $0.value) }
            members += module.services.map { .line(doc: nil, "private let \(Self.variableName($0.value)): \($0.value)").at($0.location) }
        }
        if role == .presenter {
            initParameters += module.parameters.map { ($0.name.value, $0.type.text) }
            members += module.parameters.map { .line(doc: nil, "private let \($0.name.value): \($0.type.text)").at($0.name.location) }
        }
        if !initParameters.isEmpty {
            let list = initParameters.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            members.append(.body(doc: nil, header: "init(\(list))", lines: initParameters.map { "self.\($0.0) = \($0.0)" }))
        } else if role == .view && !isSwiftUI {
            // UIViewController's designated initializer is enough.
        }
        if role == .view && isSwiftUI {
            members.append(.body(doc: nil, header: "var body: some View", lines: ["Text(\"\(name)\")"]))
        }
        if role == assembler {
            members.append(assembly().at(module.name.location))
        }
        var declarations: [SwiftDeclaration] = []
        var keyword = role == .view && isSwiftUI ? "struct" : "final class"
        var superclass = role == .view ? [isSwiftUI ? "View" : "UIViewController"] : []
        // An actor states its protocol where it is declared: in an extension, a target built
        // with `-default-isolation MainActor` would make the conformance main-actor isolated.
        let isActor = role != .view && resolved.isolation(of: role) == .actor
        if isActor && module.has(role) { superclass.append(convention.protocolName(role, module: name)) }
        // A view is main-actor isolated through UIViewController or View; the others say so.
        var attributes: [String] = []
        if role != .view {
            let isolation = resolved.isolation(of: role)
            if isolation == .actor {
                keyword = "actor"
            } else {
                attributes = [isolation.typeAttribute]
            }
        }
        var type = SwiftType(name: typeName, inherits: superclass, members: members, attributes: attributes)
        type.origin = module.components[role]?.location ?? module.name.location
        declarations.append(.type(keyword: keyword, type))
        var implemented: [Role] = [role]
        if role == .presenter && module.has(.interactorOutput) { implemented.append(.interactorOutput) }
        for protocolRole in implemented {
            guard let component = module.components[protocolRole] else { continue }
            declarations.append(.comment(["MARK: - \(convention.protocolName(protocolRole, module: name))"]))
            declarations.append(
                .extension(
                    SwiftType(
                        name: typeName, inherits: isActor ? [] : [convention.protocolName(protocolRole, module: name)],
                        members: stubs(for: component))))
        }
        return SwiftFile(header: GeneratedHeader.skeleton(from: module.displayPath), imports: imports, declarations: declarations)
    }

    func stubs(for component: ComponentSpec) -> [SwiftMember] {
        var members: [SwiftMember] = component.properties.map { property in
            let missing = "fatalError(\"'\(property.name)' is not implemented yet\")"
            if property.isSettable {
                return .body(doc: nil, header: "var \(property.name): \(property.type.text)", lines: ["get { \(missing) }", "set {}"])
                    .at(property.location)
            }
            return .body(doc: nil, header: "var \(property.name): \(property.type.text)", lines: [missing]).at(property.location)
        }
        members += component.methods.map { method in
            let returnsValue = method.returnType.map { !["Void", "()"].contains($0.text) } ?? false
            let lines = returnsValue ? ["fatalError(\"'\(method.name)' is not implemented yet\")"] : []
            return .body(doc: nil, header: "func \(method.swiftSignature)", lines: lines).at(method.location)
        }
        if component.role == .wireframe {
            let declared = Set(component.methods.map(\.name))
            for route in module.routes where !declared.contains(route.name.value) {
                let target = route.target?.value ?? "the previous module"
                let hint: String
                switch route.transition.value {
                case .push: hint = "push '\(target)' onto viewController?.navigationController"
                case .present: hint = "present '\(target)' from viewController"
                case .setRoot: hint = "make '\(target)' the window's root view controller"
                case .dismiss: hint = "dismiss viewController"
                case .custom: hint = "show '\(target)' with your own transition"
                }
                members.append(
                    .body(doc: nil, header: "func \(RouteText.signature(route))", lines: ["// TODO: \(hint)."]).at(route.name.location))
            }
        }
        return members
    }

    /// `static func makeModule(…) -> UIViewController`, creating and wiring every component.
    func assembly() -> SwiftMember {
        var parameters = module.parameters.map { ($0.name.value, $0.type.text) }
        parameters += module.services.map { (Self.variableName($0.value), $0.value) }
        var lines: [String] = []
        var postSets: [String] = []
        for role in creationOrder {
            let variable = convention.propertyName(for: role)
            var arguments = slots(of: role).filter(\.injected).map { slot in
                "\(slot.property): \(convention.propertyName(for: slot.reference.key.target.implementer))"
            }
            if role == .interactor {
                arguments += module.services.map { "\(Self.variableName($0.value)): \(Self.variableName($0.value))" }
            }
            if role == .presenter {
                arguments += module.parameters.map { "\($0.name.value): \($0.name.value)" }
            }
            lines.append(
                "let \(variable) = \(convention.typeName(role, module: name, viewKind: module.viewKind))(\(arguments.joined(separator: ", ")))"
            )
            for slot in slots(of: role) where !slot.injected {
                postSets.append("\(variable).\(slot.property) = \(convention.propertyName(for: slot.reference.key.target.implementer))")
            }
        }
        lines += postSets
        lines.append(isSwiftUI ? "return UIHostingController(rootView: view)" : "return view")
        let list = parameters.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
        let function = assembler == .builder ? "build" : "makeModule"
        return .body(
            doc: "Creates the \(name) module and wires its components together.",
            header: "static func \(function)(\(list)) -> UIViewController", lines: lines)
    }

    /// `UserService` → `userService`, `APIClient` → `apiClient`.
    static func variableName(_ type: String) -> String { Validator.variableName(type) }
}
