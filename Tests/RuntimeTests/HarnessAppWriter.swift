import Architecture
import Emit
import Foundation
import SpecParser

/// Writes `HarnessApp.swift` for one project: stand-ins for its services, its modules' component
/// types, a closure per route that calls the route's generated method with made-up values, and
/// the path of routes from the entry module to every module it reaches.
struct HarnessAppWriter {
    let project: Project
    let convention: Convention
    let modules: [String: ModuleSpec]
    let samples: SampleValues
    let delegates: Set<String>
    /// Routes the walk cannot take, with why: custom transitions and hand-written route methods
    /// are the team's, and a parameter of a type it cannot make has no value.
    private(set) var skipped: [String] = []

    static let instanceRoles: [Role] = [.view, .presenter, .interactor, .router, .formatter]

    init(project: Project) {
        self.project = project
        convention = project.config.convention
        modules = Dictionary(project.modules.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        samples = SampleValues(project: project)
        delegates = Set(
            project.modules.filter { $0.has(.delegate) }.map { project.config.convention.protocolName(.delegate, module: $0.name.value) })
        for module in project.modules {
            for route in module.routes where call(route, in: module) == nil {
                skipped.append("\(route.location): '\(module.name.value).\(route.name.value)' (\(route.transition.value.rawValue))")
            }
        }
    }

    /// A Swift expression of `type`, or nil when the walk cannot make one: the same values
    /// the generated tests use.
    func value(of type: String, named name: String) -> String? {
        samples.value(of: type, named: name)
    }

    /// The body of a route's closure, or nil when the walk cannot call the route.
    func call(_ route: RouteSpec, in module: ModuleSpec) -> [String]? {
        if route.transition.value == .tab {
            // Selecting the tab, as the user would.
            guard let index = module.routes.filter({ $0.transition.value == .tab }).firstIndex(where: { $0.name.value == route.name.value })
            else { return nil }
            return [
                "guard let tabs = (objects.first as? UIViewController)?.tabBarController else { return nil }",
                "tabs.selectedIndex = \(index)", "return [:]",
            ]
        }
        guard route.transition.value != .custom, let wireframe = module.components[.router] else { return nil }
        // A route method the spec also lists among the wireframe's methods is hand-written.
        if wireframe.methods.contains(where: { $0.name == route.name.value }) { return nil }
        if route.transition.value != .dismiss && route.target.flatMap({ modules[$0.value] }) == nil { return nil }
        let type = module.typeName(.router, convention)
        var lines = ["guard let wireframe = objects.lazy.compactMap({ $0 as? \(type) }).first else { return nil }"]
        var arguments: [String] = []
        var described: [String] = []
        for parameter in route.parameters {
            let name = parameter.name.value
            let variable = "value_\(name)"
            let typeText = parameter.type.text
            if delegates.contains(typeText.trimmingCharacters(in: CharacterSet(charactersIn: "? "))) {
                let bare = typeText.trimmingCharacters(in: CharacterSet(charactersIn: "? "))
                lines.append("guard let \(variable) = objects.lazy.compactMap({ $0 as? \(bare) }).first else { return nil }")
            } else {
                guard let expression = value(of: typeText, named: "\(module.name.value).\(route.name.value).\(name)") else { return nil }
                lines.append("let \(variable): \(typeText) = \(expression)")
            }
            arguments.append("\(name): \(variable)")
            // Described as the walk describes what a component stored: optionals unwrapped.
            described.append("\"\(name)\": Walker.unwrap(\(variable) as Any).map { String(describing: $0) } ?? \"nil\"")
        }
        lines.append("wireframe.\(route.name.value)(\(arguments.joined(separator: ", ")))")
        lines.append("return [\(described.isEmpty ? ":" : described.joined(separator: ", "))]")
        return lines
    }

    /// Index of each walkable route, in spec order, and the path from the entry to each module.
    func plan() -> (routes: [(module: ModuleSpec, route: RouteSpec, body: [String])], paths: [[Int]]) {
        var routes: [(module: ModuleSpec, route: RouteSpec, body: [String])] = []
        var byModule: [String: [Int]] = [:]
        for module in project.modules {
            for route in module.routes {
                guard let body = call(route, in: module) else { continue }
                byModule[module.name.value, default: []].append(routes.count)
                routes.append((module, route, body))
            }
        }
        guard let entry = project.config.entry?.value else { return (routes, []) }
        var pathTo: [String: [Int]] = [entry: []]
        var queue = [entry]
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            for index in byModule[name] ?? [] {
                let route = routes[index].route
                guard route.transition.value != .dismiss, let target = route.target?.value, pathTo[target] == nil else { continue }
                pathTo[target] = pathTo[name]! + [index]
                queue.append(target)
            }
        }
        var paths: [[Int]] = []
        for name in queue {
            for index in byModule[name] ?? [] { paths.append(pathTo[name]! + [index]) }
        }
        return (routes, paths)
    }

    func source() -> String {
        var lines = ["import UIKit", ""]
        // The services and known types the specs only name.
        var named = Set(project.config.knownTypes.map(\.value).filter { project.config.knownTypeModules[$0] == nil })
        named.formUnion(project.allServices.map(\.value))
        for name in named.sorted() {
            lines += ["protocol \(name) {}", "final class Harness\(name): \(name) {}"]
        }
        let services = Set(project.allServices.map(\.value)).sorted()
        lines += ["", "@MainActor final class HarnessDependencies: \(Navigation.dependencies) {"]
        lines += services.map { "    var \(Validator.variableName($0)): \($0) { Harness\($0)() }" }
        lines += ["}", "", "@MainActor func harnessModules() -> [HarnessModule] {", "    ["]
        for module in project.modules {
            // A SwiftUI view is a value: its hosting controller is probed instead.
            let components = Self.instanceRoles.filter { module.has($0) && !($0 == .view && module.viewKind == .swiftui) }.map {
                "(\"\($0)\", \"\(module.typeName($0, convention))\")"
            }
            let view = module.typeName(.view, convention)
            lines.append(
                "        HarnessModule(name: \"\(module.name.value)\", viewType: \"\(view)\", components: [\(components.joined(separator: ", "))]),"
            )
        }
        lines += ["    ]", "}", ""]
        lines += ["@MainActor func harnessHeadless() -> [HarnessHeadless] {", "    ["]
        for module in project.modules where module.omitted[.view] != nil && module.assembler(convention) == .builder {
            var arguments: [String] = []
            for parameter in module.parameters {
                guard let expression = value(of: parameter.type.text, named: "\(module.name.value).build.\(parameter.name.value)") else {
                    continue
                }
                arguments.append("\(parameter.name.value): \(expression)")
            }
            arguments.append("dependencies: HarnessDependencies()")
            let call =
                "\(Navigation.assemblerType(of: module, convention: convention)).\(Navigation.assemblyFunction(of: module, convention: convention))(\(arguments.joined(separator: ", ")))"
            lines.append(
                "        HarnessHeadless(module: \"\(module.name.value)\", spec: \"\(module.omitted[.view]!)\") { \(call) as AnyObject },")
        }
        lines += ["    ]", "}", ""]
        let (routes, paths) = plan()
        lines += ["@MainActor func harnessRoutes() -> [HarnessRoute] {", "    ["]
        for (module, route, body) in routes {
            var receivers: [String] = []
            if let target = route.target.flatMap({ modules[$0.value] }) {
                for parameter in route.parameters {
                    guard let declared = target.parameters.first(where: { $0.name.value == parameter.name.value }) else { continue }
                    let roles = declared.receivers.filter { target.has($0) }.map { "\"\($0)\"" }
                    receivers.append("\"\(parameter.name.value)\": [\(roles.joined(separator: ", "))]")
                }
            }
            // A tab module shows its first tab.
            var landing = route.target.flatMap { modules[$0.value] }
            let opensTabs = landing?.isTabContainer ?? false
            if let container = landing, container.isTabContainer { landing = modules[container.tabs[0].module.value] }
            let target = landing.map { "\"\($0.name.value)\"" } ?? "nil"
            lines.append(
                "        HarnessRoute(module: \"\(module.name.value)\", name: \"\(route.name.value)\", target: \(target), transition: \"\(route.transition.value.rawValue)\", spec: \"\(route.location)\", receivers: [\(receivers.isEmpty ? ":" : receivers.joined(separator: ", "))]\(opensTabs ? ", opensTabs: true" : "")\(route.presentation.map { ", presentation: \"\($0.value.rawValue)\"" } ?? "")) { objects in"
            )
            lines += body.map { "            " + $0 }
            lines.append("        },")
        }
        lines += ["    ]", "}", ""]
        lines.append(
            "let harnessPaths: [[Int]] = [\(paths.map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", "))]")
        var startArguments = ["in: window"]
        if let entry = project.config.entry.flatMap({ modules[$0.value] }) {
            for parameter in entry.parameters {
                startArguments.append(
                    "\(parameter.name.value): \(value(of: parameter.type.text, named: "start.\(parameter.name.value)") ?? "nil")")
            }
        }
        startArguments.append("dependencies: HarnessDependencies()")
        lines += [
            "",
            "@MainActor func harnessMain() -> Int32 {",
            "    let walker = Walker(modules: harnessModules(), routes: harnessRoutes(), entryOpensTabs: \(project.config.entry.flatMap { modules[$0.value] }?.isTabContainer ?? false), headless: harnessHeadless()) { window in",
            "        \(Navigation.launchTypeName(for: project)).start(\(startArguments.joined(separator: ", ")))",
            "    }",
            "    return walker.run(paths: harnessPaths)",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
