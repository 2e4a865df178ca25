import Diagnostics

/// What the app's navigation looks like as a whole: which modules the entry module reaches,
/// which modules have no way out, and which modules lead back to each other.
public struct RouteAnalysis: Sendable {
    /// Modules in spec order, first declaration of each name.
    public let modules: [ModuleSpec]
    public let entry: String?
    /// Modules no chain of routes reaches from the entry module; empty without an entry.
    public let unreachable: [String]
    /// Modules with no route at all, not even `dismiss`.
    public let deadEnds: [String]
    /// Groups of modules that can all reach each other, each with one cycle through its first
    /// module; sorted by that first module's position.
    public let cycles: [[String]]

    public init(project: Project) {
        var seen = Set<String>()
        modules = project.modules.filter { seen.insert($0.name.value).inserted }
        let names = Set(modules.map(\.name.value))
        entry = project.config.entry.map(\.value).flatMap { names.contains($0) ? $0 : nil }
        let graph = RouteGraph(modules: modules)
        if let entry {
            let reached = graph.reachable(from: entry)
            unreachable = modules.map(\.name.value).filter { !reached.contains($0) }
        } else {
            unreachable = []
        }
        deadEnds = modules.filter { $0.routes.isEmpty }.map(\.name.value)
        let order = Self.readingOrder(modules.map(\.name.value), edges: graph.edges, entry: entry)
        cycles = Self.cycles(in: graph, order: order, known: names)
    }

    /// Where a user meets the modules, which is where cycles are named from: in the order the
    /// entry module reaches them (breadth first), then the rest in the order given.
    public static func readingOrder(_ modules: [String], edges: [String: [String]], entry: String?) -> [String] {
        let names = Set(modules)
        var order: [String] = []
        if let entry {
            var queued: Set<String> = [entry]
            var queue = [entry]
            var head = 0
            while head < queue.count {
                let name = queue[head]
                head += 1
                order.append(name)
                for next in edges[name] ?? [] where names.contains(next) && queued.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        let placed = Set(order)
        return order + modules.filter { !placed.contains($0) }
    }

    /// The cycles of any graph of module names, found and ordered as for specs; `order` lists
    /// every module, in the order a reader meets them.
    public static func cycles(edges: [String: [String]], order: [String]) -> [[String]] {
        cycles(in: RouteGraph(edges: edges), order: order, known: Set(order))
    }

    /// One shortest cycle per strongly connected group of modules (Tarjan's algorithm, then a
    /// breadth-first search), so the count stays small however tangled the navigation is.
    static func cycles(in graph: RouteGraph, order: [String], known: Set<String>) -> [[String]] {
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        func next(_ name: String) -> [String] {
            (graph.edges[name] ?? []).filter { known.contains($0) }
        }
        var index = 0
        var indices: [String: Int] = [:]
        var lowlink: [String: Int] = [:]
        var stack: [String] = []
        var onStack = Set<String>()
        var groups: [[String]] = []
        // Iterative Tarjan, so thousands of modules cannot overflow the call stack.
        for root in order where indices[root] == nil {
            var work: [(name: String, successors: [String], next: Int)] = []
            func open(_ name: String) {
                indices[name] = index
                lowlink[name] = index
                index += 1
                stack.append(name)
                onStack.insert(name)
                work.append((name, next(name), 0))
            }
            open(root)
            while !work.isEmpty {
                let top = work.count - 1
                let name = work[top].name
                if work[top].next < work[top].successors.count {
                    let successor = work[top].successors[work[top].next]
                    work[top].next += 1
                    if indices[successor] == nil {
                        open(successor)
                    } else if onStack.contains(successor) {
                        lowlink[name] = min(lowlink[name]!, indices[successor]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.name {
                    lowlink[parent] = min(lowlink[parent]!, lowlink[name]!)
                }
                if lowlink[name] == indices[name] {
                    var group: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        group.append(member)
                        if member == name { break }
                    }
                    let selfLoop = next(name).contains(name)
                    if group.count > 1 || selfLoop { groups.append(group) }
                }
            }
        }
        return groups.map { group -> [String] in
            let members = Set(group)
            let start = group.min { position[$0]! < position[$1]! }!
            // Shortest way back to `start` inside the group.
            var previous: [String: String] = [:]
            var queue = [start]
            var head = 0
            var found = false
            while head < queue.count, !found {
                let name = queue[head]
                head += 1
                for successor in next(name) where members.contains(successor) {
                    if successor == start {
                        previous[start] = name
                        found = true
                        break
                    }
                    if previous[successor] == nil {
                        previous[successor] = name
                        queue.append(successor)
                    }
                }
            }
            var path = [start]
            var cursor = previous[start]!
            while cursor != start {
                path.append(cursor)
                cursor = previous[cursor]!
            }
            return [start] + path.dropFirst().reversed() + [start]
        }.sorted { position[$0[0]]! < position[$1[0]]! }
    }

    /// Dead ends as warnings and cycles as remarks, at the spec lines that cause them.
    /// Unreachable modules are already reported by the validator.
    public func diagnostics() -> [Diagnostic] {
        let byName = Dictionary(modules.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [Diagnostic] = []
        for name in deadEnds {
            guard let module = byName[name] else { continue }
            result.append(
                .warning(
                    "module '\(name)' has no way out: it declares no route, not even 'dismiss'", at: module.name.location,
                    id: "dead-end-module"))
        }
        for cycle in cycles {
            guard let module = byName[cycle[0]] else { continue }
            let first = module.routes.first { $0.target?.value == cycle[1] }
            result.append(
                Diagnostic(
                    .remark, "navigation cycle: \(cycle.joined(separator: " -> ")); back-and-forth flows are normal",
                    at: first?.name.location ?? module.name.location, id: "navigation-cycle"))
        }
        return result
    }
}
