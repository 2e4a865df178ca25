import Architecture
import CodeSource
import SpecParser

extension SpecDrafter {
    /// Code that holds its components in a strong cycle leaks them, and `build` rejects a spec
    /// that says so. The spec states the intent instead: each cycle is broken where the
    /// convention holds weakly (the presenter's view, the interactor's output), at the
    /// convention's ownership, with a note; `lint --spec` then reports the code that differs.
    /// - Parameters:
    ///   - references: the drafted references, `holder.target` to ownership.
    ///   - defaults: the convention's ownership for the references between present components.
    ///   - holders: which component holds each reference (for the note).
    /// - Returns: the references to draft, and a note for each one changed.
    static func breakingStrongCycles(
        _ references: [String: String], defaults: [String: Ownership], holders: [String: String]
    ) -> (references: [String: String], notes: [String]) {
        var result = references
        var notes: [String] = []
        // What the built spec will hold: the drafts, and the convention where they are silent.
        func ownership(_ key: String) -> String? { result[key] ?? defaults[key]?.rawValue }
        func end(_ part: Substring) -> String { part == "output" ? "presenter" : String(part) }
        while let cycle = strongCycle(keys: Set(result.keys).union(defaults.keys).sorted(), ownership: ownership, end: end) {
            // The first reference of the cycle the convention holds weakly; failing that, the
            // first the convention says nothing of, made weak; a strong default goes last.
            let key =
                cycle.first { defaults[$0].map { $0 != .strong } ?? false } ?? cycle.first { defaults[$0] == nil } ?? cycle[0]
            let intended = defaults[key].flatMap { $0 == .strong ? nil : $0.rawValue } ?? Ownership.weak.rawValue
            let holder = holders[key].map { "'\($0)'" } ?? "'\(key)'"
            notes.append(
                "# '\(key)' is \(intended) here: the code holds \(holder) strongly, which closes a strong cycle (\(cycle.joined(separator: ", "))); 'viperc lint --spec' reports it"
            )
            result[key] = intended
        }
        return (result, notes)
    }

    /// A spec's components live through strong references from the view (which the UI framework
    /// holds), and `build` rejects one that nothing holds. Code may keep a component alive from
    /// outside its module (a coordinator that holds a submodule's presenter while its view holds
    /// it weakly); the spec states the convention's strong reference to it instead, with a note,
    /// and `lint --spec` reports the code.
    /// - Parameter components: the spec keys of the components the spec declares.
    static func owningEveryComponent(
        _ references: [String: String], defaults: [String: Ownership], holders: [String: String], components: Set<String>
    ) -> (references: [String: String], notes: [String]) {
        var result = references
        var notes: [String] = []
        func end(_ part: Substring) -> String { part == "output" ? "presenter" : String(part) }
        func alive() -> Set<String> {
            var seen: Set<String> = components.contains("view") ? ["view"] : []
            var queue = Array(seen)
            let strong = Set(result.keys).union(defaults.keys).filter {
                (result[$0] ?? defaults[$0]?.rawValue) == Ownership.strong.rawValue
            }
            while let node = queue.popLast() {
                for key in strong.sorted() where key.hasPrefix(node + ".") {
                    let next = end(key.split(separator: ".")[1])
                    if components.contains(next), seen.insert(next).inserted { queue.append(next) }
                }
            }
            return seen
        }
        var living = alive()
        // The convention's strong references to a component nothing holds, from one that lives.
        while let key = defaults.keys.sorted().first(where: { key in
            let parts = key.split(separator: ".")
            return defaults[key] == .strong && result[key] != nil && result[key] != Ownership.strong.rawValue
                && living.contains(end(parts[0])) && !living.contains(end(parts[1])) && components.contains(end(parts[1]))
        }) {
            let held = holders[key].map { "'\($0)'" } ?? "'\(key)'"
            notes.append(
                "# '\(key)' is strong here: the code holds \(held) \(result[key] == Ownership.weak.rawValue ? "weakly" : result[key] ?? "weakly") and keeps its target alive from outside the module; 'viperc lint --spec' reports it"
            )
            result[key] = Ownership.strong.rawValue
            living = alive()
        }
        return (result, notes)
    }

    /// The references of one strong cycle, in order from the smallest key, or nil.
    static func strongCycle(keys: [String], ownership: (String) -> String?, end: (Substring) -> String) -> [String]? {
        let strong = keys.filter { ownership($0) == Ownership.strong.rawValue }
        var edges: [String: [String]] = [:]
        for key in strong {
            let parts = key.split(separator: ".")
            guard parts.count == 2, end(parts[0]) != end(parts[1]) else { continue }
            edges[String(parts[0]), default: []].append(key)
        }
        // Depth first from every holder, in key order, so the same code drafts the same spec.
        for start in edges.keys.sorted() {
            var path: [String] = []
            var visited: Set<String> = []
            func walk(_ node: String) -> [String]? {
                for key in edges[node, default: []] {
                    let next = end(key.split(separator: ".")[1])
                    if next == start { return path + [key] }
                    guard !visited.contains(next) else { continue }
                    visited.insert(next)
                    path.append(key)
                    if let found = walk(next) { return found }
                    path.removeLast()
                }
                return nil
            }
            if let cycle = walk(start) { return cycle }
        }
        return nil
    }
}

extension SpecDrafter {
    /// The convention's strong references that the code does not hold, which the spec keeps
    /// so that its components have owners (a Clean-Swift scene's view keeps the interactor,
    /// not the presenter; a Combine presenter keeps its router only in a subscription): each
    /// gets a note, and `lint --spec` reports the code. A reference the code holds is among the
    /// drafted ones; one through a type viperc cannot resolve is looked up by its property.
    static func unheldStrongDefaults(
        drafted: [String: String], context: Context, component: (Role) -> Component?, roles: Set<Role>, module: ModuleModel
    ) -> [String] {
        var notes: [String] = []
        for (key, ownership) in context.convention.defaultReferences.sorted(by: { $0.key < $1.key })
        where ownership == .strong && key.holder != .builder {
            let targetRole = componentRole(key.target)
            let name = referenceName(key)
            guard drafted[name] == nil, let holder = component(componentRole(key.holder)), roles.contains(targetRole),
                !holdsByConventionName(holder, key, context: context, module: module)
            else { continue }
            notes.append(
                "# '\(name)' is strong, the convention's owner of the \(targetKey(key)), though '\(holder.name)' holds none; 'viperc lint --spec' reports it"
            )
        }
        return notes
    }

    /// A convention reference's spec key: `presenter.view`, `interactor.output`.
    static func referenceName(_ key: ReferenceKey) -> String {
        "\(key.holder.specKey).\(targetKey(key))"
    }

    /// The spec key of a convention reference's target: `view`, `output` for the interactor's.
    static func targetKey(_ key: ReferenceKey) -> String {
        key.target == .interactorOutput ? "output" : key.target.specKey
    }

    /// Whether `holder` keeps the reference `key` in a property the code names as a convention
    /// would (`router`, `eventHandler`, `wireframe`) with a type viperc cannot resolve.
    static func holdsByConventionName(_ holder: Component, _ key: ReferenceKey, context: Context, module: ModuleModel) -> Bool {
        let properties = [
            targetKey(key),
            context.convention.propertyName(holder: key.holder, target: key.target),
            key.target == .router ? context.convention.wireframeWord.lowercased() : key.target.rawValue,
        ]
        let target = componentRole(key.target)
        return properties.contains { DriftCheck.holdsUnresolved(holder, property: $0, target: target, in: module) }
    }
}
