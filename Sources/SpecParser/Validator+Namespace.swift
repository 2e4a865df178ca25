import Architecture
import Diagnostics

extension Validator {
    /// A module's `namespace:` is a type viperc declares (`enum AlarmModule {}`), so it may not
    /// take a name the app already means otherwise; and Interface Builder names a scene's class
    /// by its Objective-C name, which a nested class does not have, so the view is made in code.
    func checkNamespace(_ namespace: Located<String>, of module: ModuleSpec, outside: Set<String>) {
        let what = "'\(namespace.value)' (namespace of module '\(module.name.value)')"
        if KnownTypes.standard.contains(namespace.value) || KnownTypes.uiFramework(of: namespace.value) != nil {
            engine.error("\(what) would hide the standard type of that name; rename it", at: namespace.location, id: "invalid-name")
        } else if outside.contains(namespace.value) {
            engine.error(
                "\(what) is a service or known type of the project, and viperc declares the namespace itself; rename it or remove it from 'knownTypes'",
                at: namespace.location, id: "name-collision")
        }
        if module.has(.view), module.viewKind != .swiftui, module.viewSource != .code {
            engine.error(
                "module '\(module.name.value)' nests its types in '\(namespace.value)', and a \(module.viewSource == .storyboard ? "storyboard" : "nib") cannot name a nested class; make the view in code (remove 'view.from') or remove 'namespace'",
                at: namespace.location, id: "invalid-value")
        }
    }
}
