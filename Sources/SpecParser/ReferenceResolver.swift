import Architecture
import Diagnostics

/// A reference between two components after the convention's defaults and every override.
public struct ResolvedReference: Sendable, Equatable {
    public var key: ReferenceKey
    public var ownership: Ownership
    /// The `references:` entry that set it, or the holder component for a default.
    public var location: SourceLocation
    public var isDefault: Bool
}

/// Applies the convention's default references, then `viperc.yml`'s, then the module's own.
public enum ReferenceResolver {
    public static func resolve(_ module: ModuleSpec, config: ProjectConfig) -> (references: [ResolvedReference], diagnostics: [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        // One slot per holder and target, in the order references sort in: no hashing, and
        // the result comes out sorted.
        var table = ReferenceTable()
        let convention = config.convention

        func present(_ role: Role) -> Bool { module.has(role) }

        // The SwiftUI view is a value: nothing holds it by reference, so drop defaults to it.
        func dropsDefault(_ key: ReferenceKey) -> Bool {
            module.viewKind == .swiftui && key.target == .view
        }

        for (key, ownership) in convention.defaultReferences where present(key.holder) && present(key.target) && !dropsDefault(key) {
            let location = module.components[key.holder]?.location ?? module.name.location
            table[key] = ResolvedReference(key: key, ownership: ownership, location: location, isDefault: true)
        }
        for override in config.references where present(override.key.holder) && present(override.key.target) && !dropsDefault(override.key)
        {
            apply(override, to: &table, isDefault: true, module: module)
        }
        for override in module.references {
            let key = override.key
            if key.holder == key.target {
                diagnostics.append(
                    .error(
                        "'\(key)' makes a component hold itself", at: override.location, id: "invalid-reference"))
                continue
            }
            var missing: [Role] = []
            for role in [key.holder, key.target] where !present(role) && !missing.contains(role) { missing.append(role) }
            if let role = missing.first {
                let what = role == .interactorOutput ? "interactor output ('interactor.output')" : convention.title(of: role).lowercased()
                diagnostics.append(
                    .error(
                        "module '\(module.name.value)' has no \(what), so reference '\(key)' has nothing to \(role == key.holder ? "hold it" : "point to")",
                        at: override.location, id: "invalid-reference"))
                continue
            }
            apply(override, to: &table, isDefault: false, module: module)
        }
        return (table.references, diagnostics)
    }

    static func apply(_ override: ReferenceSpec, to table: inout ReferenceTable, isDefault: Bool, module: ModuleSpec) {
        if let ownership = override.ownership {
            table[override.key] = ResolvedReference(
                key: override.key, ownership: ownership, location: override.location, isDefault: isDefault)
        } else {
            table[override.key] = nil
        }
    }
}

/// References by holder and target, in slots ordered as `ReferenceKey` sorts.
struct ReferenceTable {
    private static let width = Role.allCases.count
    private var slots = [ResolvedReference?](repeating: nil, count: width * width)

    private static func slot(_ key: ReferenceKey) -> Int { key.holder.order * width + key.target.order }

    subscript(key: ReferenceKey) -> ResolvedReference? {
        get { slots[Self.slot(key)] }
        set { slots[Self.slot(key)] = newValue }
    }

    /// The references set, sorted by key.
    var references: [ResolvedReference] { slots.compactMap { $0 } }
}
