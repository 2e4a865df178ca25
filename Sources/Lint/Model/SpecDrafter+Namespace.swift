import Architecture
import SpecParser

/// Modules whose components are nested in one type (`AlarmModule.Presenter`): drafted with that
/// namespace (`namespace:`), which viperc declares.
extension SpecDrafter {
    /// The type every component of a module is nested in, when they share one whose name is
    /// an identifier (`AlarmModule` of `AlarmModule.Presenter` and `AlarmModule.Router`) that
    /// hides no standard type (an app's own `enum Collection {}` does, which viperc refuses).
    static func namespace(of primary: [Role: String]) -> String? {
        let outer = Set(primary.values.map { NestedName.split($0).namespace ?? "" })
        guard outer.count == 1, let namespace = outer.first, isIdentifier(namespace),
            !KnownTypes.standard.contains(namespace), KnownTypes.uiFramework(of: namespace) == nil
        else { return nil }
        return namespace
    }

    /// Where most roles' types are nested in one namespace and a role has a type there besides
    /// the one chosen (`Map.Assembly` beside the package's `MapAssembly`), that one speaks for it,
    /// so that the module's types share the namespace.
    static func preferOneNamespace(_ primary: inout [Role: String], in module: ModuleModel) {
        func outer(_ name: String) -> String? { NestedName.split(name).namespace }
        let counts = Dictionary(primary.values.compactMap(outer).map { ($0, 1) }, uniquingKeysWith: +)
        guard let (namespace, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 > primary.count,
            count < primary.count
        else { return }
        for (role, name) in primary where outer(name) != namespace {
            if let nested = module.components.first(where: { $0.role == role && outer($0.name) == namespace }) {
                primary[role] = nested.name
            }
        }
    }
}
