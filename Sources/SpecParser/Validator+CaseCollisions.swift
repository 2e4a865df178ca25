import Diagnostics

extension Validator {
    /// Names that differ only in case are one name on a case-insensitive file system (macOS by
    /// default): two modules `Home` and `home` would write each other's files and pages, and
    /// groups `Shows` and `shows` one folder. Each clash is an error at the later spec with a
    /// note at the earlier one.
    func checkCaseCollisions() {
        // Docs write `modules/<Module>.md` whatever the group, so module names clash across groups too.
        var modules: [String: ModuleSpec] = [:]
        // Build output folders: `Group/Module`, or `Module` without a group.
        var folders: [String: (path: String, name: Located<String>)] = [:]
        for module in project.modules {
            let name = module.name.value
            if let first = modules[name.lowercased()], first.name.value != name {
                engine.error(
                    "modules '\(name)' and '\(first.name.value)' differ only in case; on a case-insensitive file system such as macOS's their generated files and pages would overwrite each other; rename one",
                    at: module.name.location, id: "case-collision",
                    notes: [DiagnosticNote("'\(first.name.value)' is declared here", at: first.name.location)])
                continue
            }
            if modules[name.lowercased()] == nil { modules[name.lowercased()] = module }
            var path = ""
            for part in [module.group, module.name].compactMap({ $0 }) {
                path += (path.isEmpty ? "" : "/") + part.value
                if let first = folders[path.lowercased()], first.path != path {
                    engine.error(
                        "output folder '\(path)' differs from '\(first.path)' only in case; on a case-insensitive file system such as macOS's they are one folder; spell '\(part.value)' the same in every spec",
                        at: part.location, id: "case-collision",
                        notes: [DiagnosticNote("'\(first.path)' comes from here", at: first.name.location)])
                    break
                }
                if folders[path.lowercased()] == nil { folders[path.lowercased()] = (path, part) }
            }
        }
    }
}
