import Diagnostics
import Emit
import SpecParser
import Support

extension BuildCache {
    /// The record of a full build that wrote `written` into its output folders; nil when a
    /// module is made from a storyboard (the build reads the team's storyboards, which are no
    /// input it stamps) or a file cannot be stamped. The record of one project written into
    /// one folder also keeps its parts, module by module.
    static func record(
        key: String, inputs: [Stamped], targets: [(project: Project, output: String)], written: [(OutputWriter, [PlannedFile])],
        engine: DiagnosticEngine
    ) -> BuildCache? {
        let projects = targets.map(\.project)
        guard !projects.contains(where: { $0.modules.contains { $0.viewSource == .storyboard } }) else { return nil }
        // Nor are a convention folder's templates: a project that uses one builds in full.
        guard !projects.contains(where: { $0.config.conventionFolder != nil }) else { return nil }
        var index: [String: Int] = [:]
        for (position, input) in inputs.enumerated() { index[input.path] = position }
        var outputs: [(path: String, stamp: FileStamp, owner: Int)] = []
        for (writer, plan) in written {
            for file in plan {
                let path = writer.display(file.path)
                guard let stamp = FileStamp.of(path) else { return nil }
                outputs.append((path, stamp, file.owner.flatMap { index[$0] } ?? -1))
            }
        }
        var record = BuildCache(
            key: key, inputs: inputs, outputs: outputs, messages: Console.finalText(engine), planned: outputs.count)
        if projects.count == 1, written.count == 1, let project = projects.first, let validation = project.validation {
            record.parts = parts(of: project, validation: validation, index: index, engine: engine)
        }
        return record
    }

    static func parts(of project: Project, validation: Validator.Validation, index: [String: Int], engine: DiagnosticEngine) -> Parts? {
        var parts = Parts(root: project.root)
        let config = project.config
        let fingerprints = ParallelMap.map(project.modules) { $0.exportFingerprint(config: config) }
        for (module, fingerprint) in zip(project.modules, fingerprints) {
            guard let position = index[module.path] else { return nil }
            parts.specs[position] = (fingerprint, module.name.value)
        }
        for module in project.modules {
            for entity in module.entities { parts.entities[entity.name.value] = index[module.path] }
        }
        for shared in project.shared {
            guard let position = index[shared.path] else { return nil }
            for entity in shared.entities { parts.entities[entity.name.value] = position }
        }
        // The standard types every build knows are left out: a third of a large record otherwise.
        parts.knownTypes = Array(validation.knownTypes.subtracting(KnownTypes.standard))
        parts.classBound = Array(validation.classBound)
        parts.delegates = Array(validation.delegates)
        // Each diagnostic belongs to the spec whose reading or own checks gave it; the rest
        // (duplicates, reachability, collisions) to the project.
        var owned: [Diagnostic: [Int]] = [:]
        for (path, diagnostics) in project.specDiagnostics.merging(validation.byModule, uniquingKeysWith: +) {
            guard let position = index[path] else { return nil }
            for diagnostic in diagnostics { owned[diagnostic, default: []].append(position) }
        }
        for diagnostic in engine.diagnostics {
            let owner = owned[diagnostic]?.popLast() ?? -1
            parts.diagnostics.append((owner, diagnostic))
        }
        let pointedInto = filesPointedInto(by: engine.diagnostics)
        for module in project.modules where pointedInto.contains(module.path) {
            if let position = index[module.path] { parts.anchors[position] = module.exportAnchors }
        }
        return parts
    }

    /// The files that diagnostics or their notes point into: those whose anchors a record keeps.
    static func filesPointedInto(by diagnostics: [Diagnostic]) -> Set<String> {
        var paths: Set<String> = []
        for diagnostic in diagnostics {
            paths.insert(diagnostic.location.path)
            for note in diagnostic.notes { paths.insert(note.location.path) }
        }
        return paths
    }
}
