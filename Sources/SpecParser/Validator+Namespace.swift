import Architecture
import Diagnostics

extension Validator {
    /// A module's `namespace:` is a type viperc declares (`enum AlarmModule {}`), so it may not
    /// take a name the app already means otherwise; and Interface Builder names a scene's class
    /// by its Objective-C name, which a nested class does not have, so the view is made in code.
    func checkNamespace(_ namespace: Located<String>, of module: ModuleSpec, outside: Set<String>) {
        let what = "'\(namespace.value)' (namespace of module '\(module.name.value)')"
        // The types every generated app declares besides the modules' own.
        let support = Set(["ModuleDependencies"] + convention.baseProtocols.values + [convention.baseWireframe].compactMap { $0 })
        if KnownTypes.standard.contains(namespace.value) || KnownTypes.uiFramework(of: namespace.value) != nil {
            engine.error("\(what) would hide the standard type of that name; rename it", at: namespace.location, id: "invalid-name")
        } else if outside.contains(namespace.value) {
            engine.error(
                "\(what) is a service or known type of the project, and viperc declares the namespace itself; rename it or remove it from 'knownTypes'",
                at: namespace.location, id: "name-collision")
        } else if support.contains(namespace.value) {
            engine.error("\(what) is a type viperc declares for every app; rename it", at: namespace.location, id: "name-collision")
        }
        if module.has(.view), module.viewKind != .swiftui, module.viewSource != .code {
            engine.error(
                "module '\(module.name.value)' nests its types in '\(namespace.value)', and a \(module.viewSource == .storyboard ? "storyboard" : "nib") cannot name a nested class; make the view in code (remove 'view.from') or remove 'namespace'",
                at: namespace.location, id: "invalid-value")
        }
        checkNestedNames(in: namespace, of: module, outside: outside.union(support))
    }

    /// Inside the namespace a nested name hides any type of that name: the namespace's own (its
    /// types could not name it), and the entities, services, known types, parameter types and
    /// protocols its skeletons name (`LoginFlow.Session` would stand for the entity `Session`).
    func checkNestedNames(in namespace: Located<String>, of module: ModuleSpec, outside: Set<String>) {
        var hidden = outside
        hidden.formUnion(project.allEntities.map(\.name.value))
        for other in project.modules {
            for role in Role.allCases where other.has(role) { hidden.insert(convention.protocolName(role, module: other.name.value)) }
        }
        for parameter in module.parameters { hidden.formUnion(parameter.type.names.map(\.value)) }
        for role in Role.components where module.has(role) {
            let nested = String(module.typeName(role, convention).dropFirst(namespace.value.count + 1))
            let location = module.components[role]?.type?.location ?? module.components[role]?.location ?? namespace.location
            let what = "the \(convention.title(of: role).lowercased()) type '\(namespace.value).\(nested)' of module '\(module.name.value)'"
            if nested == namespace.value {
                engine.error(
                    "\(what) has its namespace's name, which its module's code could then not name; rename one", at: location,
                    id: "name-collision")
            } else if hidden.contains(nested) {
                engine.error(
                    "\(what) would hide '\(nested)' inside its namespace, where the module's code names that type; rename it with 'type:'",
                    at: location, id: "name-collision")
            }
        }
    }
}
