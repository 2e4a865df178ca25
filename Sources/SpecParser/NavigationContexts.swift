import Diagnostics

extension ModuleSpec {
    /// Whether the module must be shown inside a navigation controller: a route of its own
    /// pushes or resets a stack.
    public var needsNavigationStack: Bool {
        routes.contains { $0.transition.value.needsNavigationStack }
    }
}

extension RouteSpec {
    /// Whether a `present` route puts its target inside a navigation controller: as its
    /// `presentation:` says, or else exactly when the target needs one.
    public func presentsInNavigation(target: ModuleSpec?) -> Bool {
        switch presentation?.value {
        case .navigation: return true
        case .plain: return false
        default: return target?.needsNavigationStack ?? false
        }
    }
}

/// Where a module can be on screen, as far as its routes care: inside a navigation controller
/// or not, pushed onto a stack, and inside something presented.
public struct NavigationContext: Hashable, Sendable {
    public var inNavigation: Bool
    public var pushed: Bool
    public var presented: Bool
    /// A tab's module, or pushed above one.
    public var inTab = false

    /// Whether a `dismiss` route has somewhere to go back to.
    public var canGoBack: Bool { pushed || presented }

    var description: String {
        if pushed { return "pushed onto a navigation stack" }
        let place = inTab ? "in a tab" : presented ? "presented" : "as the window's root"
        return inNavigation ? "\(place), at the root of a navigation stack" : "\(place), without a navigation controller"
    }
}

/// From the entry module along every route: each context every module can be shown in, and
/// each route that cannot work in one of them. Each (module, context) pair is visited once,
/// so the cost is linear in the routes.
public struct NavigationContextAnalysis: Sendable {
    public struct Problem: Sendable {
        public var module: String
        public var route: RouteSpec
        public var context: NavigationContext
        /// The routes that lead from the entry to the module in that context.
        public var path: [String]
        public var message: String
        /// Whether the problem is a missing navigation controller, which a note explains.
        public var needsStack = false
    }

    public private(set) var contexts: [String: Set<NavigationContext>] = [:]
    public private(set) var problems: [Problem] = []

    public init(project: Project) {
        guard let entryName = project.config.entry?.value else { return }
        var modules: [String: ModuleSpec] = [:]
        for module in project.modules where modules[module.name.value] == nil { modules[module.name.value] = module }
        guard let entry = modules[entryName] else { return }
        let start = NavigationContext(inNavigation: entry.needsNavigationStack, pushed: false, presented: false)
        var queue: [(module: String, context: NavigationContext, path: [String])] = [(entryName, start, [entryName])]
        contexts[entryName] = [start]
        var reported = Set<String>()
        var head = 0
        while head < queue.count {
            let (name, context, path) = queue[head]
            head += 1
            guard let module = modules[name] else { continue }
            // A viewless module shows nothing: the validator refuses its routes but `custom`.
            for route in module.routes where module.omitted[.view] == nil || route.transition.value == .custom {
                let target = route.target.flatMap { modules[$0.value] }
                var next: NavigationContext?
                var problem: String?
                var needsStack = false
                if let target, target.isTabContainer,
                    route.transition.value == .push || route.transition.value == .reset
                        || (route.transition.value == .present && route.presentation?.value == .navigation)
                {
                    // UIKit wants a tab bar controller at the root of what is shown.
                    let what = route.transition.value == .present ? "presents in a navigation controller" : "puts on a navigation stack"
                    problem = "\(what) the tab module '\(target.name.value)', which can only be the window's root or presented bare"
                }
                switch route.transition.value {
                case .push:
                    if context.inNavigation {
                        next = NavigationContext(inNavigation: true, pushed: true, presented: context.presented, inTab: context.inTab)
                    } else {
                        problem = "pushes, but '\(name)' can be shown \(context.description)"
                        needsStack = true
                    }
                case .reset:
                    if context.inNavigation {
                        next = NavigationContext(inNavigation: true, pushed: false, presented: context.presented, inTab: context.inTab)
                    } else {
                        problem = "resets a navigation stack, but '\(name)' can be shown \(context.description)"
                        needsStack = true
                    }
                case .present:
                    next = NavigationContext(inNavigation: route.presentsInNavigation(target: target), pushed: false, presented: true)
                case .setRoot:
                    next = NavigationContext(inNavigation: target?.needsNavigationStack ?? false, pushed: false, presented: false)
                case .dismiss:
                    if !context.canGoBack {
                        problem = "goes back, but '\(name)' can be shown \(context.description), with nothing to go back to"
                    }
                case .tab:
                    next = NavigationContext(inNavigation: true, pushed: false, presented: context.presented, inTab: true)
                case .custom:
                    break
                }
                if problem != nil { next = nil }
                if let problem {
                    let key = "\(name).\(route.name.value)"
                    if reported.insert(key).inserted {
                        problems.append(
                            Problem(module: name, route: route, context: context, path: path, message: problem, needsStack: needsStack))
                    }
                }
                if let next, let targetName = route.target?.value, modules[targetName] != nil,
                    contexts[targetName, default: []].insert(next).inserted
                {
                    queue.append((targetName, next, path + ["\(route.name.value) (\(route.transition.value.rawValue))", targetName]))
                }
            }
        }
    }
}

extension Validator {
    /// Rejects a route that cannot work in some context the entry module reaches its module in:
    /// a push or reset where there is no navigation controller, a dismiss with nothing to go
    /// back to. UIKit ignores such calls without a word.
    func checkNavigationContexts() {
        for problem in NavigationContextAnalysis(project: project).problems {
            let route = problem.route
            engine.error(
                "route '\(route.name.value)' of module '\(problem.module)' \(problem.message); "
                    + (problem.path.count > 1 ? "it is reached by \(problem.path.joined(separator: " -> "))" : "it is the entry module"),
                at: route.transition.location, id: "navigation-context",
                notes: problem.needsStack
                    ? [
                        DiagnosticNote(
                            "a module is put in a navigation controller when it has push or reset routes; a 'present' route with 'presentation: plain' keeps it bare",
                            at: route.location)
                    ] : [])
        }
    }
}
