import Architecture
import Diagnostics

extension Validator {
    /// A convention folder's `roles:`: a module has no component the convention lacks, and
    /// every component the convention requires. A tab module has no components of its own; a
    /// builder, where builders assemble modules, is every module's whether the spec says it.
    func checkRoles(_ module: ModuleSpec) {
        if let assembler = module.assembler, assembler.value == .router, !module.has(.router) {
            engine.error(
                "module '\(module.name.value)' is assembled by its \(project.config.convention.wireframeWord.lowercased()), but has none; add '\(project.config.convention.wireframeWord.lowercased()):' or remove 'assembler'",
                at: assembler.location, id: "invalid-value")
        }
        if let outside = module.assembledByOpener, let builder = module.components[.builder] {
            let clause = Self.openerClause(module)
            engine.error(
                "module '\(module.name.value)' is assembled by whoever opens it ('\(clause)'), but declares a builder; remove one",
                at: builder.location, id: "invalid-value", notes: [DiagnosticNote("'\(clause)' here", at: outside)])
        }
        guard let roles = project.config.conventionFolder?.roles, !module.isTabContainer else { return }
        let convention = project.config.convention.name
        let listed = Role.components.filter { roles.value[$0] != nil }.map { "'\($0.specKey)'" }.joined(separator: ", ")
        // A convention whose builders assemble modules gives every module one, written or not.
        let implicit: Role? = module.assembler(project.config.convention) == .builder ? .builder : nil
        for role in Role.components {
            guard let component = module.components[role] else {
                if roles.value[role] == true && role != implicit {
                    engine.error(
                        "module '\(module.name.value)' has no '\(role.specKey)', which convention '\(convention)' requires of every module",
                        at: module.name.location, id: "missing-role")
                }
                continue
            }
            if roles.value[role] == nil && role != implicit {
                engine.error(
                    "convention '\(convention)' has no '\(role.specKey)' role; its modules have \(listed.isEmpty ? "none" : listed)",
                    at: component.location, id: "role-not-in-convention")
            }
        }
    }
}
