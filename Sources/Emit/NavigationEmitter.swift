import SpecParser

/// Navigation generated from the routes: `<Module>Routes.swift` implements every route method
/// of a wireframe by assembling the target module and pushing, presenting, setting the root or
/// dismissing, so a change of route in the spec changes the navigation without touching
/// hand-written code. Modules get their services from one `ModuleDependencies` value, so the
/// module that opens another never needs to know that module's services.
public enum Navigation {
    /// The protocol that gives every assembly the services its module needs.
    public static let dependencies = "ModuleDependencies"
    public static let dependenciesFileName = "ModuleDependencies.swift"

    /// The role whose type assembles a module.
    public static func assembler(of module: ModuleSpec, convention: Convention) -> Role {
        convention.assembler == .wireframe && module.has(.wireframe) ? .wireframe : .builder
    }

    /// Whether the module's wireframe subclasses the convention's base wireframe and assembles
    /// the module in `init`. A SwiftUI view is created after its presenter, so it cannot be
    /// handed to a base class first; such a module is assembled by a static function.
    public static func usesBaseWireframe(_ module: ModuleSpec, convention: Convention) -> Bool {
        convention.baseWireframe != nil && module.has(.wireframe) && assembler(of: module, convention: convention) == .wireframe
            && module.viewKind == .uikit
    }

    /// `makeModule` on a wireframe, `build` on a builder.
    public static func assemblyFunction(of module: ModuleSpec, convention: Convention) -> String {
        assembler(of: module, convention: convention) == .builder ? "build" : "makeModule"
    }

    /// The call that assembles `target` with what `route` passes; parameters the route leaves
    /// out are optional, so they are `nil`.
    static func assemblyCall(of target: ModuleSpec, for route: RouteSpec, convention: Convention) -> String {
        let passed = Set(route.parameters.map(\.name.value))
        var arguments = target.parameters.map { "\($0.name.value): \(passed.contains($0.name.value) ? $0.name.value : "nil")" }
        arguments.append("dependencies: dependencies")
        let list = arguments.joined(separator: ", ")
        let name = target.name.value
        if usesBaseWireframe(target, convention: convention) {
            return "\(convention.typeName(.wireframe, module: name))(\(list))"
        }
        let type = convention.typeName(assembler(of: target, convention: convention), module: name, viewKind: target.viewKind)
        return "\(type).\(assemblyFunction(of: target, convention: convention))(\(list))"
    }

    /// `<Module>Routes.swift`, or nil when the module has no wireframe or no generated route.
    public static func routesFile(_ resolved: ResolvedModule, modules: [String: ModuleSpec]) -> SwiftFile? {
        let module = resolved.module
        let convention = resolved.convention
        guard let wireframe = module.components[.wireframe] else { return nil }
        let declared = Set(wireframe.methods.map(\.name))
        let routes = module.routes.filter { !declared.contains($0.name.value) && $0.transition.value != .custom }
        guard !routes.isEmpty else { return nil }
        let base = usesBaseWireframe(module, convention: convention)
        var members: [SwiftMember] = []
        for route in routes {
            var lines: [String] = []
            var next = "next"
            var nextIsWireframe = false
            if let targetName = route.target?.value, let target = modules[targetName] {
                next = assemblyCall(of: target, for: route, convention: convention)
                nextIsWireframe = usesBaseWireframe(target, convention: convention)
            }
            let transition = route.transition.value
            if base {
                // Infinum's helpers take the target's wireframe; a target assembled otherwise
                // is a view controller.
                switch (transition, nextIsWireframe) {
                case (.push, true): lines = ["navigationController?.pushWireframe(\(next))"]
                case (.push, false): lines = ["navigationController?.pushViewController(\(next), animated: true)"]
                case (.present, true): lines = ["viewController.presentWireframe(\(next))"]
                case (.present, false): lines = ["viewController.present(\(next), animated: true)"]
                case (.setRoot, true): lines = ["navigationController?.setRootWireframe(\(next))"]
                case (.setRoot, false): lines = ["navigationController?.setViewControllers([\(next)], animated: true)"]
                default: lines = dismissLines(from: "viewController")
                }
            } else {
                let shown = nextIsWireframe ? "\(next).viewController" : next
                switch transition {
                case .push: lines = ["viewController?.navigationController?.pushViewController(\(shown), animated: true)"]
                case .present: lines = ["viewController?.present(\(shown), animated: true)"]
                case .setRoot:
                    lines = [
                        "let next = \(shown)",
                        "if let navigationController = viewController?.navigationController {",
                        "    navigationController.setViewControllers([next], animated: true)",
                        "} else {",
                        "    viewController?.view.window?.rootViewController = next",
                        "}",
                    ]
                default: lines = dismissLines(from: "viewController?")
                }
            }
            members.append(
                .body(doc: RouteText.doc(route), header: "func \(RouteText.signature(route))", lines: lines).at(route.name.location))
        }
        let typeName = convention.typeName(.wireframe, module: module.name.value)
        var type = SwiftType(name: typeName, members: members)
        type.origin = wireframe.location
        return SwiftFile(
            header: GeneratedHeader.generated(from: module.displayPath),
            imports: ["UIKit"] + resolved.imports.filter { $0 != "UIKit" },
            declarations: [.comment(["MARK: - Routes of \(module.name.value), from its spec"]), .extension(type)])
    }

    /// Back from a pushed module, or down from a presented one.
    static func dismissLines(from viewController: String) -> [String] {
        [
            "if let navigationController = \(viewController).navigationController, navigationController.viewControllers.count > 1 {",
            "    navigationController.popViewController(animated: true)",
            "} else {",
            "    \(viewController).dismiss(animated: true)",
            "}",
        ]
    }

    /// `ModuleDependencies.swift`: one property per service of the project.
    public static func dependenciesFile(for project: Project) -> SwiftFile {
        var services: [String: String] = [:]
        for module in project.modules {
            for service in module.services { services[Validator.variableName(service.value)] = service.value }
        }
        let members: [SwiftMember] = services.sorted { $0.key < $1.key }.map { .line(doc: nil, "var \($0.key): \($0.value) { get }") }
        let type = SwiftType(
            name: dependencies,
            doc: """
                What the modules need from outside: every service an interactor uses. The app implements it once; \
                each assembly takes what its module needs, so a module that opens another never needs to know \
                that module's services.
                """,
            members: members, attributes: ["@MainActor"])
        var imports = ["Foundation"]
        for module in project.modules { imports += project.config.imports(of: module).filter { !imports.contains($0) } }
        return SwiftFile(header: GeneratedHeader.generated(from: nil), imports: imports, declarations: [.protocol(type)])
    }

    /// Infinum's `BaseWireframe<ViewController>`: it holds its view controller weakly, plus
    /// strongly until the view controller is first shown, and `pushWireframe`,
    /// `presentWireframe` and `setRootWireframe` show a module by its wireframe.
    static func baseWireframeSource(_ name: String, protocolName: String?) -> [String] {
        [
            "/// Holds its module's view controller: weakly, and strongly until the view controller is first shown,",
            "/// so a module can be created, handed around and shown by its wireframe.",
            "@MainActor class \(name)<ViewController: UIViewController> {",
            "    private weak var _viewController: ViewController?",
            "    /// Keeps a new module alive until something shows its view controller.",
            "    private var temporaryStoredViewController: ViewController?",
            "",
            "    init(viewController: ViewController) {",
            "        _viewController = viewController",
            "        temporaryStoredViewController = viewController",
            "    }",
            "",
            "    var viewController: ViewController {",
            "        defer { temporaryStoredViewController = nil }",
            "        guard let viewController = _viewController else {",
            "            preconditionFailure(\"the view controller of \\(Self.self) is gone\")",
            "        }",
            "        return viewController",
            "    }",
            "",
            "    var navigationController: UINavigationController? { viewController.navigationController }",
            "}",
        ] + (protocolName.map { ["", "extension \(name): \($0) {}"] } ?? []) + [
            "",
            "extension UIViewController {",
            "    func presentWireframe<ViewController>(",
            "        _ wireframe: \(name)<ViewController>, animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil",
            "    ) {",
            "        present(wireframe.viewController, animated: animated, completion: completion)",
            "    }",
            "}",
            "",
            "extension UINavigationController {",
            "    func pushWireframe<ViewController>(_ wireframe: \(name)<ViewController>, animated: Bool = true) {",
            "        pushViewController(wireframe.viewController, animated: animated)",
            "    }",
            "",
            "    func setRootWireframe<ViewController>(_ wireframe: \(name)<ViewController>, animated: Bool = true) {",
            "        setViewControllers([wireframe.viewController], animated: animated)",
            "    }",
            "}",
        ]
    }
}
