import Architecture
import SpecParser

/// Builds the write-once implementation skeletons of one module: a type per component with
/// its stored references, stub implementations of its protocol, and the module's assembly.
public struct SkeletonEmitter {
    let module: ModuleSpec
    let convention: Convention
    let references: [ResolvedReference]
    let resolved: ResolvedModule
    /// Other modules' delegate protocols by name, for the presenter's `implements:`.
    let delegates: [String: ComponentSpec]

    public init(_ resolved: ResolvedModule, delegates: [String: ComponentSpec] = [:]) {
        self.module = resolved.module
        self.convention = resolved.convention
        self.references = resolved.references
        self.resolved = resolved
        self.delegates = delegates
    }

    /// The module parameters a component is given.
    func parameters(of role: Role) -> [ParameterSpec] {
        module.parameters.filter { $0.receivers.contains(role) }
    }

    /// How a component stores a module parameter.
    func storedParameter(_ parameter: ParameterSpec) -> String {
        switch parameter.ownership?.value ?? .strong {
        case .strong: return "private let \(parameter.name.value): \(parameter.type.text)"
        case .weak: return "private weak var \(parameter.name.value): \(parameter.storedType)?"
        case .unowned, .unownedUnsafe: return "private unowned let \(parameter.name.value): \(parameter.type.text)"
        }
    }

    var name: String { module.name.value }
    var isSwiftUI: Bool { module.viewKind == .swiftui }
    var uiImport: String { isSwiftUI ? "SwiftUI" : "UIKit" }

    /// The order the assembly creates components in; a reference to an earlier component is
    /// passed to the initializer, one to a later component is set afterwards.
    var creationOrder: [Role] {
        let order: [Role] =
            isSwiftUI
            ? [.interactor, .formatter, .router, .presenter, .view]
            : usesBaseWireframe
                ? [.view, .router, .interactor, .formatter, .presenter]
                : [.view, .interactor, .formatter, .router, .presenter]
        return order.filter { module.has($0) }
    }

    /// The role whose type assembles the module; nil with `assembler: none`.
    var assembler: Role? { Navigation.assembler(of: module, convention: convention) }

    /// Whether the wireframe subclasses the convention's base wireframe and assembles the
    /// module in its `init`, as Infinum's templates do.
    var usesBaseWireframe: Bool { Navigation.usesBaseWireframe(module, convention: convention) }

    /// The variable that holds a component during assembly.
    func variable(for role: Role) -> String {
        if usesBaseWireframe && role == .view { return "moduleViewController" }
        if usesBaseWireframe && role == .router { return "self" }
        return convention.propertyName(for: role)
    }

    /// The roles that get a skeleton, in file order, with the type each declares.
    var roles: [(role: Role, typeName: String)] {
        Role.components.filter { module.has($0) || $0 == assembler }.map {
            ($0, module.typeName($0, convention))
        }
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
        // The base wireframe holds the view controller itself.
        let held = references.filter {
            $0.key.holder == holder && !(usesBaseWireframe && holder == .router && $0.key.target == .view)
        }
        return held.map { reference in
            let target = reference.key.target
            var property = convention.propertyName(holder: holder, target: target)
            var type = convention.protocolName(target, module: name)
            if holder == .router && target == .view {
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
        // The generated routes navigate from the wireframe's view controller.
        if slot.property == "viewController" {
            return slot.reference.ownership == .strong
                ? "let viewController: UIViewController"
                : "\(slot.reference.ownership.rawValue) var viewController: UIViewController?"
        }
        switch (slot.reference.ownership, slot.injected) {
        case (.strong, true): return "private let \(slot.property): \(slot.type)"
        case (.strong, false): return "var \(slot.property): \(slot.type)!"
        case (.weak, true): return "private weak var \(slot.property): \(slot.type)?"
        case (.weak, false): return "weak var \(slot.property): \(slot.type)?"
        case (.unowned, true), (.unownedUnsafe, true): return "private unowned let \(slot.property): \(slot.type)"
        case (.unowned, false), (.unownedUnsafe, false): return "unowned var \(slot.property): \(slot.type)!"
        }
    }

    // MARK: - Files

    /// The assembly's lines: create and wire every component and return the view controller to
    /// show, or, on infinum's base wireframe, hand the view controller to the base class first.
    var assemblyBody: [String] {
        if usesBaseWireframe {
            var lines = ["self.dependencies = dependencies"]
            lines += parameters(of: .router).map { "self.\($0.name.value) = \($0.name.value)" }
            lines += [
                "let moduleViewController = \(InterfaceBuilderFiles.makeView(module, typeName: module.typeName(.view, convention)))",
                "super.init(viewController: moduleViewController)",
            ]
            return lines + assemblyLines(skipping: [.view, .router])
        }
        var lines = assemblyLines(skipping: [])
        if module.omitted[.view] != nil {
            lines.append("return \(variable(for: .presenter))")
        } else if isSwiftUI {
            lines.append("let hostingController = UIHostingController(rootView: view)")
            if module.has(.router) { lines.append("\(variable(for: .router)).viewController = hostingController") }
            lines.append("return hostingController")
        } else {
            lines.append("return view")
        }
        return lines
    }

    /// What the assembly returns: the view controller to show, or the presenter of a module
    /// without a view, which its opener keeps.
    var assemblyReturnType: String {
        module.omitted[.view] != nil ? "any \(convention.protocolName(.presenter, module: module.name.value))" : "UIViewController"
    }

    /// `id: String, dependencies: ModuleDependencies`
    var assemblyParameters: String {
        (module.parameters.map { "\($0.name.value): \($0.type.text)" } + ["dependencies: \(Navigation.dependencies)"])
            .joined(separator: ", ")
    }

    /// Creates every component in order, passing earlier ones to initializers and setting
    /// later ones afterwards.
    func assemblyLines(skipping skipped: Set<Role>) -> [String] {
        var lines: [String] = []
        var postSets: [String] = []
        for role in creationOrder {
            let variable = variable(for: role)
            if !skipped.contains(role) {
                var arguments = slots(of: role).filter(\.injected).map { slot in
                    "\(slot.property): \(self.variable(for: slot.reference.key.target.implementer))"
                }
                if role == .interactor {
                    arguments += module.services.map { "\(Self.variableName($0.value)): dependencies.\(Self.variableName($0.value))" }
                }
                if role == .router {
                    arguments.append("dependencies: dependencies")
                }
                arguments += parameters(of: role).map { "\($0.name.value): \($0.name.value)" }
                let type = module.typeName(role, convention)
                if role == .view && !isSwiftUI && module.viewSource != .code && arguments.isEmpty {
                    // UIKit makes it from the storyboard or nib.
                    lines.append("let \(variable) = \(InterfaceBuilderFiles.makeView(module, typeName: type))")
                } else {
                    lines.append("let \(variable) = \(type)(\(arguments.joined(separator: ", ")))")
                }
            }
            for slot in slots(of: role) where !slot.injected {
                postSets.append("\(variable).\(slot.property) = \(self.variable(for: slot.reference.key.target.implementer))")
            }
        }
        return lines + postSets
    }

    /// For `--verify` without `--skeletons`: the wireframe and assembler types that the generated
    /// routes use, reduced to what the routes see (the assembly's signature, `dependencies`, the
    /// view controller), so the generated files typecheck without the skeletons.
    public func verificationShim() -> SwiftFile? {
        var declarations: [SwiftDeclaration] = []
        let signature = "(\(assemblyParameters))"
        if module.has(.router) {
            let typeName = module.typeName(.router, convention)
            var members: [SwiftMember] = [.line(doc: nil, "let dependencies: \(Navigation.dependencies)")]
            var inherits: [String] = []
            if usesBaseWireframe, let base = convention.baseWireframe {
                inherits = ["\(base)<UIViewController>"]
                members.append(
                    .body(
                        doc: nil, header: "init\(signature)",
                        lines: ["self.dependencies = dependencies", "super.init(viewController: UIViewController())"]))
            } else {
                members.insert(.line(doc: nil, "weak var viewController: UIViewController?"), at: 0)
                members.append(.body(doc: nil, header: "init()", lines: ["fatalError()"]))
                if assembler == .router {
                    members.append(
                        .body(doc: nil, header: "static func makeModule\(signature) -> UIViewController", lines: ["fatalError()"]))
                }
            }
            declarations.append(
                .type(keyword: "final class", SwiftType(name: typeName, inherits: inherits, members: members, attributes: ["@MainActor"])))
        }
        if assembler == .builder {
            let typeName = module.typeName(.builder, convention)
            declarations.append(
                .type(
                    keyword: "final class",
                    SwiftType(
                        name: typeName,
                        members: [
                            .body(doc: nil, header: "static func build\(signature) -> \(assemblyReturnType)", lines: ["fatalError()"])
                        ],
                        attributes: ["@MainActor"])))
        }
        guard !declarations.isEmpty else { return nil }
        return SwiftFile(
            header: GeneratedHeader.skeleton(from: module.displayPath), imports: ["UIKit"] + resolved.imports.filter { $0 != "UIKit" },
            declarations: declarations)
    }

    /// `UserService` → `userService`, `APIClient` → `apiClient`.
    static func variableName(_ type: String) -> String { Validator.variableName(type) }
}
