import Architecture
import Diagnostics

/// Checks a module's ownership graph: who keeps whom alive once the module is assembled.
///
/// Nodes are the module's components plus the UI framework, which holds the view strongly.
/// A component lives while a chain of strong references leads to it from the UI framework.
struct OwnershipChecker {
    let module: ModuleSpec
    let convention: Convention
    let references: [ResolvedReference]

    /// The graph node of a reference end: the interactor output is the presenter.
    static func node(_ role: Role) -> Role { role.implementer }

    var components: [Role] {
        Role.components.filter { module.has($0) }
    }

    func name(_ role: Role) -> String {
        "\(module.name.value)\(convention.title(of: role))"
    }

    var frameworkName: String { module.viewKind == .swiftui ? "SwiftUI" : "UIKit" }

    var strongEdges: [(from: Role, to: Role, reference: ResolvedReference)] {
        references.filter { $0.ownership == .strong }.map { (Self.node($0.key.holder), Self.node($0.key.target), $0) }
    }

    /// Components reachable from the UI framework through strong references, leaving out
    /// `removed`. A module without a view (`view: none`) lives while whatever opened it keeps
    /// its presenter.
    func alive(without removed: Role? = nil) -> Set<Role> {
        let root: Role = module.omitted[.view] != nil ? .presenter : .view
        guard module.has(root), removed != root else { return [] }
        var seen: Set<Role> = [root]
        var queue: [Role] = [root]
        let edges = strongEdges
        while let role = queue.popLast() {
            for edge in edges where edge.from == role && edge.to != removed && !seen.contains(edge.to) {
                seen.insert(edge.to)
                queue.append(edge.to)
            }
        }
        return seen
    }

    func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += valueTypeTargets()
        diagnostics += strongCycles()
        let living = alive()
        // Without a presenter, the validator has said that nothing may be kept but the view.
        let refused: Set<Role> = module.omitted[.presenter] != nil ? [.interactor, .router, .formatter] : []
        for role in components where role != .builder && !living.contains(role) && !refused.contains(role) {
            let holders = references.filter { Self.node($0.key.target) == role && $0.ownership != .strong }
            let notes = holders.map {
                DiagnosticNote(
                    "'\($0.key)' is \($0.ownership.rawValue)\($0.isDefault ? " (the convention's default)" : "")", at: $0.location)
            }
            let location = module.components[role]?.location ?? module.name.location
            diagnostics.append(
                .error(
                    "nothing holds '\(name(role))' strongly, so it is freed right after the module is assembled",
                    at: location, id: "no-owner", notes: notes))
        }
        for reference in references where reference.ownership == .unowned {
            let holder = Self.node(reference.key.holder)
            let target = Self.node(reference.key.target)
            guard holder != target, living.contains(holder), living.contains(target) else { continue }
            if alive(without: target).contains(holder) {
                diagnostics.append(
                    .error(
                        "'\(name(holder))' holds '\(name(target))' unowned, but '\(name(target))' does not outlive it: '\(name(holder))' stays alive through a chain of strong references that bypasses '\(name(target))'; make '\(reference.key)' weak",
                        at: reference.location, id: "unsafe-unowned"))
            }
        }
        return diagnostics
    }

    func valueTypeTargets() -> [Diagnostic] {
        guard module.viewKind == .swiftui else { return [] }
        return references.filter { $0.key.target == .view && !$0.isDefault }.map {
            .error(
                "'\(name(.view))' is a SwiftUI view, a value type, so '\($0.key)' cannot hold it \($0.ownership.rawValue); drive it through published state and remove the reference",
                at: $0.location, id: "reference-to-value-type")
        }
    }

    /// Every elementary cycle of strong references, each reported once.
    func strongCycles() -> [Diagnostic] {
        let nodes = components
        let edges = strongEdges
        var cycles: [[ResolvedReference]] = []
        func search(start: Role, current: Role, path: [ResolvedReference], visited: Set<Role>) {
            for edge in edges where edge.from == current {
                if edge.to == start {
                    cycles.append(path + [edge.reference])
                } else if !visited.contains(edge.to), let to = nodes.firstIndex(of: edge.to), let from = nodes.firstIndex(of: start),
                    to > from
                {
                    // A reference to a component the module lacks has no index; it is reported elsewhere.
                    search(start: start, current: edge.to, path: path + [edge.reference], visited: visited.union([edge.to]))
                }
            }
        }
        for node in nodes {
            search(start: node, current: node, path: [], visited: [node])
        }
        return cycles.map { cycle in
            // Start the path at the reference a person wrote, since that is the one to change.
            let culprit = cycle.firstIndex { !$0.isDefault } ?? 0
            let rotated = Array(cycle[culprit...] + cycle[..<culprit])
            var text = name(Self.node(rotated[0].key.holder))
            for reference in rotated {
                text += " -> \(name(Self.node(reference.key.target))) (\(reference.ownership.rawValue))"
            }
            let notes = rotated.dropFirst().map {
                DiagnosticNote("'\($0.key)' is strong\($0.isDefault ? " (the convention's default)" : "")", at: $0.location)
            }
            return .error(
                "strong reference cycle: \(text); make one of these references weak or unowned",
                at: rotated[0].location, id: "strong-cycle", notes: notes)
        }
    }
}
