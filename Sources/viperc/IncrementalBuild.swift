import Diagnostics
import Emit
import Foundation
import SpecParser
import Support

/// A build after a few specs changed in what only their own modules see (methods, properties,
/// comments; their export fingerprints unchanged): those specs are read and checked again
/// against the project-wide facts the record keeps, with just the modules and entities they
/// use read beside them, and only their modules' files are planned and written. The result is
/// what a full build would print and write; when anything says otherwise (a spec added,
/// removed or changed in what others see, `viperc.yml` changed, an output edited by hand, a
/// project diagnostic pointing into a changed spec, a different set of files) the build is
/// done in full.
struct IncrementalBuild {
    let build: Build
    let record: BuildCache
    let inputs: [BuildCache.Stamped]
    /// The output folder, as the working folder spells it.
    let output: String

    /// More changed specs than this are built in full: the saving shrinks, the risk does not.
    static let limit = 16

    /// Builds and returns true, or returns false having printed and written nothing.
    func run() throws -> Bool {
        guard var parts = record.readParts(), inputs.count == record.inputs.count,
            zip(inputs, record.inputs).allSatisfy({ $0.path == $1.path })
        else { return false }
        let changed = inputs.indices.filter { inputs[$0].stamp != record.inputs[$0].stamp }
        guard !changed.isEmpty, changed.count <= Self.limit, changed.allSatisfy({ parts.specs[$0] != nil }) else { return false }
        let changedPaths = Set(changed.map { inputs[$0].path })
        let changedSet = Set(changed)
        PhaseClock.mark("record checked")

        let scratch = DiagnosticEngine()
        let config = SpecLoader.loadConfig(root: parts.root, engine: scratch)
        guard !scratch.hasErrors else { return false }
        var modules: [String: ModuleSpec] = [:]
        var edited: [(module: ModuleSpec, diagnostics: [Diagnostic])] = []
        for (index, (loaded, diagnostics)) in zip(changed, SpecLoader.loadSpecs(changed.map { inputs[$0].path }, root: parts.root)) {
            guard case .module(let module) = loaded, !diagnostics.contains(where: { $0.severity == .error }),
                parts.specs[index]?.fingerprint == module.exportFingerprint(config: config)
            else { return false }
            edited.append((module, diagnostics))
            modules[module.name.value] = module
        }
        // Findings of the rest of the project that point into an edited spec point at parts
        // others see, which have moved with the text around them: each goes where its part went.
        var moved: [SourceLocation: SourceLocation] = [:]
        for (index, (module, _)) in zip(changed, edited) {
            guard let old = parts.anchors[index] else { continue }
            let new = module.exportAnchors
            guard old.count == new.count else { return false }
            for (before, after) in zip(old, new) where moved[before] == nil { moved[before] = after }
        }
        var others: [(owner: Int, diagnostic: Diagnostic)] = []
        for (owner, diagnostic) in parts.diagnostics where !changedSet.contains(owner) {
            var diagnostic = diagnostic
            func follow(_ location: inout SourceLocation) -> Bool {
                guard changedPaths.contains(location.path) else { return true }
                guard let new = moved[location] else { return false }
                location = new
                return true
            }
            guard follow(&diagnostic.location) else { return false }
            for note in diagnostic.notes.indices { guard follow(&diagnostic.notes[note].location) else { return false } }
            others.append((owner, diagnostic))
        }
        // The modules the edited ones lead to, and the specs of the entities they use.
        var neighbours: Set<Int> = []
        let specOfModule = Dictionary(parts.specs.map { ($0.value.module, $0.key) }, uniquingKeysWith: min)
        for (module, _) in edited {
            for name in module.routes.compactMap(\.target?.value) + module.tabs.map(\.module.value) where modules[name] == nil {
                guard let index = specOfModule[name] else { return false }
                neighbours.insert(index)
            }
            module.forEachTypeName { name in
                if let index = parts.entities[name.value], !changedSet.contains(index) { neighbours.insert(index) }
            }
        }
        let neighbourPaths = neighbours.sorted().map { inputs[$0].path }
        var shared: [SharedTypesSpec] = []
        for (loaded, diagnostics) in SpecLoader.loadSpecs(neighbourPaths, root: parts.root) {
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return false }
            switch loaded {
            case .module(let module): modules[module.name.value] = module
            case .shared(let types): shared.append(types)
            case nil: return false
            }
        }
        var project = Project(root: parts.root, config: config, modules: edited.map(\.module) + neighbourModules(modules, edited))
        project.shared = shared
        PhaseClock.mark("specs read")

        // The edited modules' own checks, against the recorded project-wide facts.
        // Of the project's known and class-bound type names, the edited modules' own checks ask
        // only about those they use; all of them only to suggest a name for an unknown one.
        var used = Set<String>()
        for (module, _) in edited {
            module.forEachTypeName { used.insert($0.value) }
            // Module parameters are looked up by their whole type, as written.
            for parameter in module.parameters { used.insert(parameter.bareType) }
        }
        var known = KnownTypes.standard.union(parts.knownTypes.filter(used.contains))
        if !used.isSubset(of: known) { known.formUnion(parts.knownTypes) }
        let context = Validator.ModuleContext(
            modules: modules, knownTypes: known, classBound: Set(parts.classBound.filter(used.contains)).union(["AnyObject"]),
            delegates: Set(parts.delegates),
            entities: Dictionary(project.allEntities.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first }))
        let engine = DiagnosticEngine()
        engine.emit(contentsOf: others.map(\.diagnostic))
        var owned: [Int: [Diagnostic]] = [:]
        for (index, (module, diagnostics)) in zip(changed, edited) {
            owned[index] = diagnostics + Validator.validateModule(module, in: project, context: context)
            engine.emit(contentsOf: owned[index] ?? [])
        }
        PhaseClock.mark("validate")
        guard !engine.hasErrors else {
            try build.finish(engine)
            return true
        }

        // Their files, as the full planner makes them.
        let (plans, outputs) = build.assemble([(project, output)], templates: [nil], engine: engine)
        guard outputs.count == 1, let plan = plans.first else { return false }
        let layoutEngine = DiagnosticEngine()
        let all = build.layout == .perSpec ? BuildPlanner.perSpec(plan, of: project, engine: layoutEngine) : plan
        guard !layoutEngine.hasErrors else { return false }
        let files = all.filter { $0.owner.map(changedPaths.contains) ?? false }
        let writer = OutputWriter(root: output, engine: engine)
        let recordedPaths = Set(record.outputs.filter { changedSet.contains($0.owner) }.map(\.path))
        guard Set(files.map { writer.display($0.path) }) == recordedPaths, files.allSatisfy({ $0.kind == .generated }) else { return false }
        guard writer.checkPaths(files) else { return false }
        PhaseClock.mark("plan")

        let mode: OutputWriter.Mode = build.check ? .check : .write
        let folders = OutputWriter.lock([writer], mode: mode)
        guard let folder = folders[output] else { return false }
        // Under the lock: no other build changed the folder since the record was read.
        guard FileStamp.of(output + "/" + BuildCache.fileName) == record.stamp, record.outputsUnchanged else { return false }
        var (report, writes) = writer.prepare(files, mode: mode, prune: false, scan: false)
        guard !engine.hasErrors else {
            try build.finish(engine)
            return true
        }
        if !build.check { writer.commit(writes, report: &report, prune: false, folder: folder) }
        PhaseClock.mark("commit")
        let unchanged = record.planned - report.written.count
        parts.diagnostics = others
        // Anchors for every spec a finding now points into: the edited ones moved, and a new
        // finding may point into a neighbour.
        let pointedInto = BuildCache.filesPointedInto(by: engine.diagnostics)
        let specIndex = Dictionary(inputs.enumerated().map { ($1.path, $0) }, uniquingKeysWith: min)
        for module in project.modules {
            guard let index = specIndex[module.path] else { continue }
            if pointedInto.contains(module.path) {
                parts.anchors[index] = module.exportAnchors
            } else if changedSet.contains(index) {
                parts.anchors[index] = nil
            }
        }
        if !build.check, !engine.hasErrors, var updated = updatedRecord(owned: owned, parts: parts) {
            updated.messages = Console.finalText(engine)
            updated.write(into: folder)
        }
        if !build.quiet {
            for path in report.written { Console.out("wrote \(path)\n") }
            if build.check {
                Console.out("viperc: \(record.planned - report.stale.count) generated files up to date\n")
            } else {
                Console.out("viperc: \(report.written.count) written, \(unchanged) unchanged\n")
            }
        }
        try build.finish(engine)
        return true
    }

    /// The neighbours read for the edited modules, in a stable order.
    func neighbourModules(_ modules: [String: ModuleSpec], _ edited: [(module: ModuleSpec, diagnostics: [Diagnostic])]) -> [ModuleSpec] {
        let editedNames = Set(edited.map(\.module.name.value))
        return modules.filter { !editedNames.contains($0.key) }.map(\.value).sorted { $0.path < $1.path }
    }

    /// The record after this build: the inputs' new stamps, the edited modules' outputs
    /// stamped again and their diagnostics replaced.
    func updatedRecord(owned: [Int: [Diagnostic]], parts: BuildCache.Parts) -> BuildCache? {
        var updated = record
        updated.inputs = inputs
        for index in updated.outputs.indices where owned[updated.outputs[index].owner] != nil {
            guard let stamp = FileStamp.of(updated.outputs[index].path) else { return nil }
            updated.outputs[index].stamp = stamp
        }
        var parts = parts
        for (owner, diagnostics) in owned.sorted(by: { $0.key < $1.key }) {
            parts.diagnostics += diagnostics.map { (owner, $0) }
        }
        updated.parts = parts
        return updated
    }
}
