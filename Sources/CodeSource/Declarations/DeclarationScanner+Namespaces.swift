import Diagnostics

/// Role types nested in a namespace enum (`extension Map { final class Presenter }`): they are
/// known by their qualified names (`Map.Presenter`), as the code spells them from outside, and
/// the short names the namespace's own code uses (`weak var view: ViewController?`,
/// `Presenter()`) are qualified the same way, so that references and calls resolve.
extension DeclarationScanner {
    /// The namespace a type declared here is qualified with, or nil: a class or struct named
    /// for a role (`TypeRoles.isNestedRoleName`), directly in an enum or an extension of an app
    /// type named for no role.
    package func namespace(of name: String, kind: TypeKind) -> String? {
        // Nested types only, checked first: most types are not.
        guard let namespace = contextNames.last, kind == .class || kind == .struct || kind == .actor, let context = contexts.last,
            context.kind == .enum || context.kind == .extension, TypeRoles.isNestedRoleName(name[...]),
            TypeRoles.isNamespace(namespace)
        else { return nil }
        return namespace
    }

    /// Qualifies the role words named inside each namespaced type, its extensions
    /// (`extension Map.Presenter`) and the other types of a namespace this file qualified.
    package mutating func qualifyNamespacedNames() {
        // Most files declare and extend no namespaced type: nothing to do for them.
        guard !qualifiedNamespaces.isEmpty || extendsNamespacedType else { return }
        for index in summary.types.indices {
            let type = summary.types[index]
            let namespace: String
            if TypeRoles.isNamespacedRole(type.name), let dot = type.name.lastIndex(of: ".") {
                namespace = String(type.name[..<dot])
            } else if let parent = type.parent, qualifiedNamespaces.contains(parent) {
                namespace = parent
            } else {
                continue
            }
            // Role words, and the other role names this file nests there (`HelpView`).
            let nested = nestedNames[namespace] ?? []
            let qualify = { (name: String) in
                TypeRoles.isNamespacedRoleWord(name) || nested.contains(name) ? namespace + "." + name : name
            }
            for p in summary.types[index].properties.indices {
                // A name written with its own qualifier (`Detail.ViewController`, `SwiftUI.View`)
                // is another namespace's: the scanner keeps only its last part.
                let text = summary.types[index].properties[p].typeText ?? ""
                summary.types[index].properties[p].typeNames = summary.types[index].properties[p].typeNames.map { name in
                    text.contains("." + name) ? name : qualify(name)
                }
            }
            summary.types[index].references = type.references.map { Located(qualify($0.value), at: $0.location) }
            summary.types[index].calls = type.calls.map { Located(qualify($0.value), at: $0.location) }
        }
    }
}
