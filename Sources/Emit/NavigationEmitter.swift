import Architecture
import SpecParser
import Support

/// Navigation generated from the routes: `<Module>Routes.swift` implements every route method
/// of a wireframe by assembling the target module and pushing, presenting, setting the root or
/// dismissing, so a change of route in the spec changes the navigation without touching
/// hand-written code. Modules get their services from one `ModuleDependencies` value, so the
/// module that opens another never needs to know that module's services.
public enum Navigation {
    /// The protocol that gives every assembly the services its module needs.
    public static let dependencies = "ModuleDependencies"
    public static let dependenciesFileName = "ModuleDependencies.swift"

    /// The role whose type assembles a module; nil with `assembler: none`.
    public static func assembler(of module: ModuleSpec, convention: Convention) -> Role? {
        module.assembler(convention)
    }

    /// The type whose assembly function other modules' navigation calls. A module that
    /// nothing of its own assembles is never the target of a generated call: the validator
    /// keeps routes into it `custom` and keeps it from being the entry.
    public static func assemblerType(of module: ModuleSpec, convention: Convention) -> String {
        module.typeName(assembler(of: module, convention: convention) ?? .builder, convention)
    }

    /// Whether the module's wireframe subclasses the convention's base wireframe and assembles
    /// the module in `init`. A SwiftUI view is created after its presenter, so it cannot be
    /// handed to a base class first; such a module is assembled by a static function.
    public static func usesBaseWireframe(_ module: ModuleSpec, convention: Convention) -> Bool {
        convention.baseWireframe != nil && module.has(.router) && assembler(of: module, convention: convention) == .router
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
        if target.isTabContainer { return "\(tabsTypeName(target)).build(dependencies: dependencies)" }
        if usesBaseWireframe(target, convention: convention) {
            return "\(target.typeName(.router, convention))(\(list))"
        }
        let type = assemblerType(of: target, convention: convention)
        return "\(type).\(assemblyFunction(of: target, convention: convention))(\(list))"
    }

    /// The routes `<Module>Routes.swift` implements: those the wireframe does not declare
    /// itself, other than custom ones.
    public static func generatedRoutes(of module: ModuleSpec) -> [RouteSpec] {
        guard let wireframe = module.components[.router] else { return [] }
        let declared = Set(wireframe.methods.map(\.name))
        return module.routes.filter { !declared.contains($0.name.value) && $0.transition.value != .custom }
    }

    /// How one route method shows its target: the expression that assembles it, the view
    /// controller shown, what it is shown from, and viperc's body for it.
    public struct RouteBody: Sendable {
        public var assembly: String
        public var shown: String
        public var from: String
        /// Whether viperc shows the target inside a navigation controller of its own.
        public var inNavigation: Bool
        public var lines: [String]
    }

    public static func routeBody(_ route: RouteSpec, in module: ModuleSpec, convention: Convention, modules: [String: ModuleSpec])
        -> RouteBody
    {
        let base = usesBaseWireframe(module, convention: convention)
        var next = "next"
        var nextIsWireframe = false
        let target = route.target.flatMap { modules[$0.value] }
        if let target {
            next = assemblyCall(of: target, for: route, convention: convention)
            nextIsWireframe = usesBaseWireframe(target, convention: convention)
        }
        let targetNeedsNavigation = target.map(needsNavigationStack) ?? false
        let lines = routeLines(
            route, next: next, nextIsWireframe: nextIsWireframe, base: base, targetNeedsNavigation: targetNeedsNavigation)
        var inNavigation = false
        switch route.transition.value {
        case .present:
            inNavigation =
                route.presentation?.value == .navigation || (route.presentation?.value != .plain && targetNeedsNavigation)
        case .setRoot: inNavigation = targetNeedsNavigation
        default: break
        }
        return RouteBody(
            assembly: target == nil ? "" : next, shown: target == nil ? "" : (nextIsWireframe ? "\(next).viewController" : next),
            from: base ? "viewController" : "viewController?", inNavigation: inNavigation, lines: lines)
    }

    public static func needsNavigationStack(_ module: ModuleSpec) -> Bool { module.needsNavigationStack }

    /// The body of one route method. `next` assembles the target; with `base`, the wireframe
    /// subclasses Infinum's base wireframe, whose view controller is not optional.
    static func routeLines(_ route: RouteSpec, next: String, nextIsWireframe: Bool, base: Bool, targetNeedsNavigation: Bool)
        -> [String]
    {
        let from = base ? "viewController" : "viewController?"
        let shown = nextIsWireframe ? "\(next).viewController" : next
        func wrapped(_ inNavigation: Bool) -> String {
            inNavigation ? "UINavigationController(rootViewController: \(shown))" : shown
        }
        switch route.transition.value {
        case .push:
            if base && nextIsWireframe { return ["navigationController?.pushWireframe(\(next))"] }
            return ["\(from).navigationController?.pushViewController(\(shown), animated: true)"]
        case .present:
            let inNavigation = route.presentation?.value == .navigation || (route.presentation?.value != .plain && targetNeedsNavigation)
            let style: String? =
                switch route.presentation?.value {
                case .fullScreen: ".fullScreen"
                case .sheet: ".pageSheet"
                default: nil
                }
            if !inNavigation && style == nil {
                if base && nextIsWireframe { return ["viewController.presentWireframe(\(next))"] }
                return ["\(from).present(\(shown), animated: true)"]
            }
            var lines = ["let next = \(wrapped(inNavigation))"]
            if let style { lines.append("next.modalPresentationStyle = \(style)") }
            return lines + ["\(from).present(next, animated: true)"]
        case .setRoot:
            // The window's root, whatever shows this module. UIKit keeps what the old root
            // presents on screen, and alive, unless it is dismissed first.
            return [
                "guard let window = \(from).view.window else { return }",
                "let next = \(wrapped(targetNeedsNavigation))",
                "window.rootViewController?.dismiss(animated: false)",
                "window.rootViewController = next",
            ]
        case .reset:
            if base && nextIsWireframe { return ["navigationController?.setRootWireframe(\(next))"] }
            return ["\(from).navigationController?.setViewControllers([\(shown)], animated: true)"]
        case .dismiss, .custom, .tab:
            return dismissLines(from: from)
        }
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

    /// The type that starts the app: `<Name>Launch`, or `AppLaunch` when the project's name
    /// makes no identifier.
    public static func launchTypeName(for project: Project) -> String {
        let letters = (project.config.name ?? "").unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        let name = String(String.UnicodeScalarView(letters))
        guard let first = name.first, first.isLetter else { return "AppLaunch" }
        return first.uppercased() + name.dropFirst() + "Launch"
    }

    /// `<Name>Launch.swift`: `start(in:dependencies:)` shows the `entry:` module as the window's
    /// root, inside a navigation controller when its routes need one, so the scene delegate
    /// is one line. Nil without an entry module.
    public static func launchFile(for project: Project) -> SwiftFile? {
        guard let entrySpec = project.config.entry,
            let entry = project.modules.first(where: { $0.name.value == entrySpec.value })
        else { return nil }
        let convention = project.config.convention
        let arguments = (entry.parameters.map { "\($0.name.value): \($0.name.value)" } + ["dependencies: dependencies"])
            .joined(separator: ", ")
        let name = entry.name.value
        var shown: String
        if entry.isTabContainer {
            shown = "\(tabsTypeName(entry)).build(dependencies: dependencies)"
        } else if usesBaseWireframe(entry, convention: convention) {
            shown = "\(entry.typeName(.router, convention))(\(arguments)).viewController"
        } else {
            let type = assemblerType(of: entry, convention: convention)
            shown = "\(type).\(assemblyFunction(of: entry, convention: convention))(\(arguments))"
        }
        if needsNavigationStack(entry) { shown = "UINavigationController(rootViewController: \(shown))" }
        let parameters =
            (["in window: UIWindow"] + entry.parameters.map { "\($0.name.value): \($0.type.text)" }
            + ["dependencies: \(dependencies)"]).joined(separator: ", ")
        let start = SwiftMember.body(
            doc:
                "Shows '\(name)', the entry module, as the window's root and makes the window visible. Keep the window: a window nobody holds shows nothing.",
            header: "static func start(\(parameters))",
            lines: ["window.rootViewController = \(shown)", "window.makeKeyAndVisible()"]
        ).at(entrySpec.location)
        var type = SwiftType(
            name: launchTypeName(for: project),
            doc: "Starts the app: call `start(in:dependencies:)` from the scene delegate with the app's window and its `\(dependencies)`.",
            members: [start], attributes: ["@MainActor"])
        type.origin = project.config.entry?.location
        var imports = ["UIKit"]
        imports += project.config.imports(of: entry).filter { !imports.contains($0) }
        return SwiftFile(header: GeneratedHeader.generated(from: nil), imports: imports, declarations: [.type(keyword: "enum", type)])
    }

    /// `MainTabs` for the tab module `Main`.
    public static func tabsTypeName(_ module: ModuleSpec) -> String { module.tabsTypeName }

    /// `<Module>Tabs.swift` for a tab module: a tab bar controller with each tab's module,
    /// assembled as a route would assemble it, in a navigation controller of its own.
    public static func tabsFile(_ module: ModuleSpec, modules: [String: ModuleSpec], project: Project) -> SwiftFile? {
        guard module.isTabContainer else { return nil }
        let convention = project.config.convention
        var lines = ["let tabs = UITabBarController()", "tabs.setViewControllers(["]
        for (route, tab) in zip(module.routes.filter { $0.transition.value == .tab }, module.tabs) {
            guard let target = modules[tab.module.value] else { continue }
            let next = assemblyCall(of: target, for: route, convention: convention)
            let shown = usesBaseWireframe(target, convention: convention) ? "\(next).viewController" : next
            lines.append("    tab(\(shown), title: \(swiftString(tab.title))),")
        }
        lines += ["], animated: false)", "return tabs"]
        let build = SwiftMember.body(
            doc: "Creates the '\(module.name.value)' tab bar with a module per tab.",
            header: "static func build(dependencies: \(dependencies)) -> UIViewController", lines: lines
        ).at(module.name.location)
        let tab = SwiftMember.body(
            doc: "A tab's module in a navigation controller of its own, so that its pushes have a stack.",
            header: "private static func tab(_ root: UIViewController, title: String) -> UIViewController",
            lines: [
                "let navigation = UINavigationController(rootViewController: root)",
                "navigation.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)",
                "return navigation",
            ])
        var type = SwiftType(name: tabsTypeName(module), doc: module.doc, members: [build, tab], attributes: ["@MainActor"])
        type.origin = module.name.location
        var imports = ["UIKit"]
        imports += project.config.imports(of: module).filter { !imports.contains($0) }
        return SwiftFile(
            header: GeneratedHeader.generated(from: module.displayPath), imports: imports, declarations: [.type(keyword: "enum", type)])
    }

    /// A Swift string literal of `text`.
    public static func swiftString(_ text: String) -> String { SwiftText.stringLiteral(text) }

    /// Services an actor interactor uses: the actor is handed them from the main actor, which
    /// Swift 6 allows only for Sendable values, so the app's implementations must be Sendable.
    public static func sendableServices(in project: Project) -> Set<String> {
        var names = Set<String>()
        for module in project.modules where module.has(.interactor) {
            guard ResolvedModule(module, config: project.config).isolation(of: .interactor) == .actor else { continue }
            names.formUnion(module.services.map(\.value))
        }
        return names
    }
}
