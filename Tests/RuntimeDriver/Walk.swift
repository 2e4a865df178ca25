import UIKit

// The generic half of the runtime harness, compiled into every app it runs (with the
// behavioural UIKit as 'UIKit' and the app's generated code and skeletons). The other half,
// HarnessApp.swift, is written per project by Tests/RuntimeTests: its modules, its routes with
// a closure that calls each route's method, and the paths from the entry to every module.

/// A module as the harness finds it at run time: the type names of its components.
struct HarnessModule {
    let name: String
    /// The type of the view on screen: a view controller, or a SwiftUI view in a hosting controller.
    let viewType: String
    /// Role name ("view", "presenter", …) to the class that implements it.
    let components: [(role: String, type: String)]
}

/// A route of the spec that generated code implements.
struct HarnessRoute {
    let module: String
    let name: String
    let target: String?
    let transition: String
    /// `spec:line:col` of the route.
    let spec: String
    /// Which components of the target receive each parameter, by parameter name.
    let receivers: [String: [String]]
    /// Whether the route lands on a tab module, which shows its first tab.
    var opensTabs = false
    /// The spec's `presentation:` of a `present` route, if it says one.
    var presentation: String? = nil
    /// Calls the route on the module's wireframe, found among the module's objects; returns
    /// each parameter's value as text, or nil when the wireframe or a value could not be found.
    let invoke: @MainActor ([AnyObject]) -> [String: String]?
}

/// A module without a view that its builder assembles (`view: none` with `builder:`): the walk
/// builds it, finds every component from the presenter the builder returns, drops that, and
/// checks that everything went.
struct HarnessHeadless {
    let module: String
    /// `spec:line:col` of the module's `view: none`.
    let spec: String
    let build: @MainActor () -> AnyObject
}

final class WeakBox {
    weak var object: AnyObject?
    let label: String
    init(_ object: AnyObject, label: String) {
        self.object = object
        self.label = label
    }
}

/// One screen the walk has shown, with weak probes on its components.
struct HarnessScreen {
    let module: String
    /// How it was shown: start, push, present, setRoot, reset.
    var how: String
    let probes: [WeakBox]
    /// For a tab's first screen: the tab bar it belongs to.
    var tabGroup: Int? = nil
    var startsStack: Bool { how != "push" }
}

@MainActor final class Walker {
    let modules: [String: HarnessModule]
    let routes: [HarnessRoute]
    let start: @MainActor (UIWindow) -> Void
    var failures: [String] = []
    /// The routes taken since the app started, for failure messages.
    var taken: [String] = []
    /// Screens of tabs that are not selected, by tab bar: alive, but not on screen.
    var parked: [Int: [HarnessScreen]] = [:]
    var tabBars = 0
    let entryOpensTabs: Bool
    var routesWalked = 0
    var transitionsMade = 0
    var modulesFreed = 0

    let headless: [HarnessHeadless]
    var headlessFreed = 0

    init(
        modules: [HarnessModule], routes: [HarnessRoute], entryOpensTabs: Bool = false, headless: [HarnessHeadless] = [],
        start: @escaping @MainActor (UIWindow) -> Void
    ) {
        self.entryOpensTabs = entryOpensTabs
        self.headless = headless
        self.modules = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.routes = routes
        self.start = start
    }

    /// The type's name without its Swift module: `HomeViewController`, `UIHostingController`
    /// for `SwiftUI.UIHostingController<App.SettingsView>`, `CatalogScene.ViewController` for a
    /// type nested in a module's namespace.
    static func typeName(_ object: Any) -> String {
        let full = String(reflecting: type(of: object))
        let name = full.split(separator: "<").first.map(String.init) ?? full
        let parts = name.split(separator: ".")
        return parts.count > 1 ? parts.dropFirst().joined(separator: ".") : name
    }

    /// Everything reachable from a view controller through stored properties, a few levels
    /// deep, each object once: its presenter, and through it the interactor, wireframe and
    /// formatter.
    static func objects(from root: AnyObject) -> [AnyObject] {
        var found: [AnyObject] = []
        var seen = Set<ObjectIdentifier>()
        var queue: [(AnyObject, Int)] = [(root, 0)]
        while !queue.isEmpty {
            let (object, depth) = queue.removeFirst()
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
            found.append(object)
            guard depth < 4 else { continue }
            var mirror: Mirror? = Mirror(reflecting: object)
            // UIKit's own links (parent, presenter, window) lead to other modules' screens.
            while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("UIKit.") {
                for child in current.children {
                    for next in objects(in: child.value, depth: 2) { queue.append((next, depth + 1)) }
                }
                mirror = current.superclassMirror
            }
        }
        return found
    }

    /// The objects a stored value holds: itself if it is one, else those of a struct or tuple
    /// (a SwiftUI view holds its presenter), a few levels deep.
    static func objects(in value: Any, depth: Int) -> [AnyObject] {
        guard let value = unwrap(value) else { return [] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class: return [value as AnyObject]
        case .struct, .tuple:
            guard depth > 0 else { return [] }
            return mirror.children.flatMap { objects(in: $0.value, depth: depth - 1) }
        default: return []
        }
    }

    static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let first = mirror.children.first else { return nil }
        return unwrap(first.value)
    }

    static func unwrapObject(_ value: Any) -> AnyObject? {
        guard let value = unwrap(value), Mirror(reflecting: value).displayStyle == .class else { return nil }
        return value as AnyObject
    }

    func module(showing controller: UIViewController) -> String? {
        var name = Self.typeName(controller)
        // A SwiftUI module is shown by a hosting controller; its view is the root view.
        if let rootView = Mirror(reflecting: controller).children.first(where: { $0.label == "rootView" }) {
            name = Self.typeName(rootView.value)
        }
        return modules.values.first { $0.viewType == name }?.name
    }

    /// Probes on every component of `module` reachable from the visible view controller; a
    /// component the spec declares but the walk cannot reach is a failure.
    func probes(of module: HarnessModule, from controller: UIViewController, route: HarnessRoute?) -> [WeakBox] {
        let objects = Self.objects(from: controller)
        // The view controller on screen (a SwiftUI view's hosting controller) must go too.
        var boxes = [WeakBox(controller, label: "\(module.name)'s view controller '\(Self.typeName(controller))'")]
        for component in module.components where component.role != "view" || component.type == Self.typeName(controller) {
            if let object = objects.first(where: { Self.typeName($0) == component.type }) {
                boxes.append(WeakBox(object, label: "\(module.name)'s \(component.role) '\(component.type)'"))
            } else {
                fail(route, "'\(module.name)' is shown but its \(component.role) '\(component.type)' is not reachable from its view")
            }
        }
        return boxes
    }

    func fail(_ route: HarnessRoute?, _ message: String) {
        let place = route.map { "\($0.spec): route '\($0.module).\($0.name)' (\($0.transition))" } ?? "start"
        let path = taken.isEmpty ? "" : " (after start -> \(taken.joined(separator: " -> ")))"
        failures.append("\(place): \(message)\(path)")
    }

    func checkFreed(_ screens: [HarnessScreen], after route: HarnessRoute?, because why: String) {
        for screen in screens {
            let alive = screen.probes.filter { $0.object != nil }
            if alive.isEmpty {
                modulesFreed += 1
            } else {
                fail(route, "\(why), but \(alive.map(\.label).joined(separator: ", ")) still alive")
            }
        }
    }

    /// Starts the app afresh, follows `path`, and reports whether every step landed.
    func walk(_ path: [Int]) {
        UIKitLog.clear()
        taken = []
        parked = [:]
        var window: UIWindow? = UIWindow(frame: .zero)
        start(window!)
        var screens: [HarnessScreen] = []
        guard var first = landed(in: window!, how: "start", expected: nil, route: nil) else {
            fail(nil, "the app shows no module's view after start")
            return
        }
        if entryOpensTabs { first.tabGroup = openTabBar() }
        screens.append(first)
        for (index, routeIndex) in path.enumerated() {
            guard step(routes[routeIndex], in: window!, screens: &screens) else { break }
            taken.append("\(routes[routeIndex].module).\(routes[routeIndex].name) (\(routes[routeIndex].transition))")
            if index == path.count - 1 { routesWalked += 1 }
            if let warning = UIKitLog.messages.first {
                fail(routes[routeIndex], "UIKit warned: \(warning)")
                break
            }
        }
        // Closing every screen and the window: nothing may stay alive. UIKit's presentations
        // hold both ends until dismissed, so they are dismissed first.
        window!.rootViewController?.dismiss(animated: false)
        var rounds = 0
        while let leftover = window!.leftoverPresentations.last, rounds < 100 {
            leftover.dismiss(animated: false)
            rounds += 1
        }
        window!.rootViewController = nil
        window = nil
        checkFreed(
            screens + parked.keys.sorted().flatMap { parked[$0]! }, after: path.last.map { routes[$0] }, because: "the window was closed")
    }

    func step(_ route: HarnessRoute, in window: UIWindow, screens: inout [HarnessScreen]) -> Bool {
        // A tab module is never on screen itself: one of its tabs is.
        let onScreen =
            route.transition == "tab"
            ? window.visibleViewController?.tabBarController != nil
            : window.visibleViewController.flatMap({ module(showing: $0) }) == route.module
        guard onScreen else {
            let shown = window.visibleViewController.map { module(showing: $0) ?? Self.typeName($0) } ?? "nothing"
            fail(route, "expected '\(route.module)' on screen before the route, found \(shown)")
            return false
        }
        // No reference to a screen may outlive these calls: the checks below expect closed
        // screens to be gone. The presenting screen is watched weakly.
        weak var presenting = route.transition == "present" ? window.visibleViewController : nil
        guard let values = call(route, in: window) else {
            fail(route, "the route's method could not be called: no wireframe, or no value for a parameter")
            return false
        }
        transitionsMade += 1
        let shownModule = window.visibleViewController.flatMap { module(showing: $0) }
        switch route.transition {
        case "tab":
            guard shownModule == route.target, var screen = landed(in: window, how: "tab", expected: values, route: route),
                let first = screens.lastIndex(where: { $0.tabGroup != nil }), let group = screens[first].tabGroup
            else {
                fail(route, "the tab did not show: expected '\(route.target ?? "?")' on screen, found \(shownModule ?? "no module")")
                return false
            }
            // The tab shown before stays alive, off screen, with whatever it pushed.
            screen.how = screens[first].how
            screen.tabGroup = group
            parked[group, default: []] += screens[first...]
            screens.removeSubrange(first...)
            screens.append(screen)
        case "dismiss":
            let closed = screens.removeLast()
            guard let back = screens.last else {
                fail(route, "dismissed the first screen: there is no screen before it")
                return false
            }
            guard shownModule == back.module else {
                fail(route, "expected '\(back.module)' back on screen, found \(shownModule ?? "no module")")
                return false
            }
            // Closing a tab bar's first screen closes the tab bar, every tab with it.
            let tabs = closed.tabGroup.flatMap { parked.removeValue(forKey: $0) } ?? []
            checkFreed([closed] + tabs, after: route, because: "'\(closed.module)' was closed")
        default:
            guard let target = route.target, shownModule == target,
                var screen = landed(in: window, how: route.transition, expected: values, route: route)
            else {
                fail(route, "the route did not land: expected '\(route.target ?? "?")' on screen, found \(shownModule ?? "no module")")
                return false
            }
            switch route.transition {
            case "present":
                // A full-screen presentation takes the presenting screen out of the window; a
                // sheet (UIKit's default) leaves it showing beneath.
                let covered = presenting?.viewIfLoaded?.window == nil
                if covered != (route.presentation == "fullScreen") {
                    fail(
                        route,
                        covered
                            ? "'\(route.module)' left the window, but '\(route.presentation ?? "the default")' presents a sheet over it"
                            : "'\(route.module)' is still in the window under a full-screen presentation")
                    return false
                }
            case "setRoot":
                let closed = screens + parked.keys.sorted().flatMap { parked[$0]! }
                screens = []
                parked = [:]
                checkFreed(closed, after: route, because: "the window's root was replaced")
            case "reset":
                let stackStart = screens.lastIndex(where: \.startsStack) ?? 0
                let closed = Array(screens[stackStart...])
                // The new root of a tab's stack is that tab's first screen.
                screen.tabGroup = screens[stackStart].tabGroup
                screens.removeSubrange(stackStart...)
                checkFreed(closed, after: route, because: "the navigation stack was reset")
            default:
                break
            }
            if route.opensTabs { screen.tabGroup = openTabBar() }
            screens.append(screen)
        }
        return true
    }

    func openTabBar() -> Int {
        tabBars += 1
        return tabBars
    }

    func call(_ route: HarnessRoute, in window: UIWindow) -> [String: String]? {
        guard let controller = window.visibleViewController else { return nil }
        return route.invoke(Self.objects(from: controller))
    }

    /// The screen now visible, with probes on its components and its parameters checked.
    func landed(in window: UIWindow, how: String, expected values: [String: String]?, route: HarnessRoute?) -> HarnessScreen? {
        guard let shown = window.visibleViewController, let name = module(showing: shown), let module = modules[name] else {
            return nil
        }
        if let values, let route { checkDelivered(values, to: shown, route: route) }
        return HarnessScreen(module: name, how: how, probes: probes(of: module, from: shown, route: route))
    }

    /// Each parameter the route passes is stored, with the value passed, by every component
    /// the spec gives it to.
    func checkDelivered(_ values: [String: String], to controller: UIViewController, route: HarnessRoute) {
        let objects = Self.objects(from: controller)
        guard let target = route.target.flatMap({ modules[$0] }) else { return }
        for (name, receivers) in route.receivers.sorted(by: { $0.key < $1.key }) {
            guard let expected = values[name] else { continue }
            for role in receivers {
                guard let type = target.components.first(where: { $0.role == role })?.type,
                    let object = objects.first(where: { Self.typeName($0) == type })
                else { continue }
                var stored: String?
                var mirror: Mirror? = Mirror(reflecting: object)
                while let current = mirror, stored == nil {
                    if let child = current.children.first(where: { $0.label == name }) {
                        stored = Self.unwrap(child.value).map { String(describing: $0) } ?? "nil"
                    }
                    mirror = current.superclassMirror
                }
                if stored != expected {
                    fail(route, "parameter '\(name)' reached '\(type)' as \(stored ?? "nothing"), expected \(expected)")
                }
            }
        }
    }

    /// Builds each module without a view through its builder: every component must be reachable
    /// from the presenter it returns, and gone once that is dropped.
    func checkHeadless() {
        for entry in headless {
            guard let module = modules[entry.module] else { continue }
            var boxes: [WeakBox] = []
            do {
                let presenter = entry.build()
                let objects = Self.objects(from: presenter)
                for component in module.components {
                    if let object = objects.first(where: { Self.typeName($0) == component.type }) {
                        boxes.append(WeakBox(object, label: "\(module.name)'s \(component.role) '\(component.type)'"))
                    } else {
                        failures.append(
                            "\(entry.spec): '\(module.name)' was built by its builder, but its \(component.role) '\(component.type)' is not reachable from the presenter it returned"
                        )
                    }
                }
            }
            let alive = boxes.filter { $0.object != nil }
            if alive.isEmpty && boxes.count == module.components.count {
                headlessFreed += 1
            } else if !alive.isEmpty {
                failures.append(
                    "\(entry.spec): '\(module.name)' was dropped by its opener, but \(alive.map(\.label).joined(separator: ", ")) still alive"
                )
            }
        }
    }

    func run(paths: [[Int]]) -> Int32 {
        for path in paths { walk(path) }
        checkHeadless()
        print(
            "runtime: \(routesWalked) of \(paths.count) routes walked (\(transitionsMade) transitions), \(modulesFreed) closed modules freed"
        )
        print("runtime headless: \(headlessFreed) of \(headless.count) modules without a view built, wired and freed")
        var printed = Set<String>()
        for failure in failures where printed.insert(failure).inserted { print("FAIL \(failure)") }
        return failures.isEmpty ? 0 : 1
    }
}
