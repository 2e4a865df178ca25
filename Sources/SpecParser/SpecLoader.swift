import Diagnostics
import Foundation
import Support
import YAML

/// Finds spec files and project settings under the given folders and decodes them.
public enum SpecLoader {
    public static let specSuffixes = [".viper.yaml", ".viper.yml"]
    public static let configName = "viperc.yml"

    /// Loads every project under `paths`. A folder that holds `viperc.yml` is a project; spec
    /// files belong to the nearest such folder above them, or else to the folder given.
    public static func load(paths: [String], engine: DiagnosticEngine) -> [Project] {
        var projects: [Project] = []
        for path in paths {
            projects += load(folder: path, engine: engine)
        }
        return projects
    }

    /// The spec and `viperc.yml` files a build of `folder` reads, sorted, found by the same walk
    /// as `load`; nil when the walk meets any problem (the caller then builds in full).
    public static func inputFiles(in folder: String, followsLinks: Bool = false) -> [String]? {
        let engine = DiagnosticEngine()
        var files: [String] = []
        var walker = FolderWalker(engine: engine, followsLinks: followsLinks)
        walker.walk(normalize(folder)) { file in
            let name = PathName.lastComponent(file)
            if name == configName || specSuffixes.contains(where: { name.hasSuffix($0) }) { files.append(file) }
        }
        return engine.diagnostics.isEmpty ? files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } : nil
    }

    /// - Parameter followsLinks: whether linked folders that lead outside `folder` are walked;
    ///   otherwise each is a `symlink-outside` warning.
    public static func load(folder: String, engine: DiagnosticEngine, followsLinks: Bool = false) -> [Project] {
        let argument = normalize(folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: FileBase.path(argument), isDirectory: &isDirectory) else {
            engine.error("no such file or folder", at: .file(argument), id: "missing-path")
            return []
        }
        guard isDirectory.boolValue else {
            engine.error("'\(argument)' is a file; give the folder that holds the specs", at: .file(argument), id: "missing-path")
            return []
        }
        var specs: [String] = []
        var configs: [String] = []
        var walker = FolderWalker(engine: engine, followsLinks: followsLinks)
        walker.walk(argument) { file in
            let name = PathName.lastComponent(file)
            if name == configName {
                configs.append(file)
            } else if specSuffixes.contains(where: { name.hasSuffix($0) }) {
                specs.append(file)
            }
        }
        // A settings file in the folder given is in the project at that folder ('.' included).
        let roots = configs.map { PathName.parent($0).isEmpty ? argument : PathName.parent($0) }.sorted()
        var byRoot: [String: [String]] = [:]
        for spec in specs.sorted() {
            let root = roots.filter { spec.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? argument
            byRoot[spec.isEmpty ? argument : root, default: []].append(spec)
        }
        var allRoots = Set(roots)
        if byRoot[argument] != nil { allRoots.insert(argument) }
        if allRoots.isEmpty {
            engine.warning("no '*.viper.yaml' specs found", at: .file(argument), id: "no-specs")
            return []
        }
        return allRoots.sorted().map { root in
            loadProject(root: root, specs: byRoot[root] ?? [], engine: engine)
        }
    }

    static func loadProject(root: String, specs: [String], engine: DiagnosticEngine) -> Project {
        let config = loadConfig(root: root, engine: engine)
        var modules: [ModuleSpec] = []
        var shared: [SharedTypesSpec] = []
        var specDiagnostics: [String: [Diagnostic]] = [:]
        for (path, (loaded, diagnostics)) in zip(specs, loadSpecs(specs, root: root)) {
            engine.emit(contentsOf: diagnostics)
            if !diagnostics.isEmpty { specDiagnostics[path] = diagnostics }
            switch loaded {
            case .module(let module): modules.append(module)
            case .shared(let types): shared.append(types)
            case nil: break
            }
        }
        var project = Project(root: root, config: config, modules: modules)
        project.shared = shared
        project.specDiagnostics = specDiagnostics
        return project
    }

    /// A convention named as `viperc.yml` names one: a built-in's name, or a convention
    /// folder (relative to the working folder), read with its templates.
    public static func loadConvention(_ spelled: Located<String>, engine: DiagnosticEngine) -> (Convention, ConventionFolder?)? {
        if let convention = Convention.builtIn.first(where: { $0.name == spelled.value }) { return (convention, nil) }
        guard spelled.value.contains("/") || spelled.value.hasPrefix(".") else {
            let names = Convention.builtIn.map(\.name)
            engine.error(
                "unknown convention '\(spelled.value)'; expected one of \(names.map { "'\($0)'" }.joined(separator: ", ")) or a convention folder\(Suggestion.didYouMean(spelled.value, in: names))",
                at: spelled.location, id: "invalid-value")
            return nil
        }
        guard
            let (convention, folder) = ConventionFolderDecoder(engine: engine).load(
                Located(ConfigDecoder.lexical(spelled.value), at: spelled.location))
        else { return nil }
        return (convention, folder)
    }

    /// The project's `viperc.yml`, or the defaults when it has none.
    public static func loadConfig(root: String, engine: DiagnosticEngine) -> ProjectConfig {
        var config = ProjectConfig()
        let configPath = root + "/" + configName
        if FileManager.default.fileExists(atPath: FileBase.path(configPath)), let source = read(configPath, engine: engine) {
            let parsed = YAMLParser.parse(source)
            engine.emit(contentsOf: parsed.diagnostics)
            if parsed.diagnostics.allSatisfy({ $0.severity != .error }) {
                config = ConfigDecoder(reader: NodeReader(source: source, engine: engine)).decode(parsed.root)
            }
            config.path = configPath
        }
        return config
    }

    /// Spec files of the project at `root`, each read and decoded with the diagnostics it gave.
    public static func loadSpecs(_ specs: [String], root: String) -> [(LoadedSpec?, [Diagnostic])] {
        // Specs are named from the project folder's own name, which `.` or `..` do not spell.
        let workingFolder = FileBase.folder
        let parent = PathName.parent(PathName.absolute(root, in: workingFolder))
        // Files are independent, so they are read and decoded on every core, each with its
        // own engine; results are merged in file order, so output stays deterministic.
        return ParallelMap.map(specs) { path -> (LoadedSpec?, [Diagnostic]) in
            let fileEngine = DiagnosticEngine()
            let module = loadSpec(path, displayPath: relative(PathName.absolute(path, in: workingFolder), to: parent), engine: fileEngine)
            return (module, fileEngine.diagnostics)
        }
    }

    public enum LoadedSpec: Sendable {
        case module(ModuleSpec)
        case shared(SharedTypesSpec)
    }

    static func loadModule(_ path: String, displayPath: String, engine: DiagnosticEngine) -> ModuleSpec? {
        if case .module(let module) = loadSpec(path, displayPath: displayPath, engine: engine) { return module }
        return nil
    }

    /// A module spec, or, when the file has no `module:` but declares `entities:` or
    /// `services:`, a file of shared types.
    static func loadSpec(_ path: String, displayPath: String, engine: DiagnosticEngine) -> LoadedSpec? {
        guard let source = read(path, engine: engine) else { return nil }
        return decodeSpec(source, displayPath: displayPath, engine: engine)
    }

    /// Reads one spec file's YAML and decodes the module it declares, for the fuzz targets and
    /// their replay; nil for a file of shared types.
    public static func decodeModule(_ source: SourceFile, displayPath: String, engine: DiagnosticEngine) -> ModuleSpec? {
        if case .module(let module) = decodeSpec(source, displayPath: displayPath, engine: engine) { return module }
        return nil
    }

    static func decodeSpec(_ source: SourceFile, displayPath: String, engine: DiagnosticEngine) -> LoadedSpec? {
        let path = source.path
        let parsed = YAMLParser.parse(source)
        engine.emit(contentsOf: parsed.diagnostics)
        guard parsed.diagnostics.allSatisfy({ $0.severity != .error }) else { return nil }
        guard let root = parsed.root else {
            engine.error("spec file is empty; it needs at least 'module:', 'view:' and 'presenter:'", at: .file(path), id: "missing-key")
            return nil
        }
        let decoder = ModuleDecoder(reader: NodeReader(source: source, engine: engine), displayPath: displayPath)
        if let pairs = root.mapping, !pairs.contains(where: { $0.key.scalar == "module" }),
            pairs.contains(where: { $0.key.scalar == "entities" || $0.key.scalar == "services" })
        {
            var stem = PathName.lastComponent(path)
            for suffix in specSuffixes where stem.hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
            return decoder.decodeShared(root, name: Located(stem, at: .file(path))).map { .shared($0) }
        }
        return decoder.decode(root).map { .module($0) }
    }

    static func read(_ path: String, engine: DiagnosticEngine) -> SourceFile? {
        switch FileReader.read(path) {
        case .success(let bytes):
            return SourceFile(path: path, bytes: bytes)
        case .failure(let failure):
            engine.error("cannot read file: \(failure.message)", at: .file(path), id: "unreadable-file")
            return nil
        }
    }

    /// `./specs//x/` as `specs/x`, keeping relative paths relative.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [String] = []
        for part in path.split(separator: "/") where part != "." {
            parts.append(String(part))
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func relative(_ path: String, to parent: String) -> String {
        if parent.isEmpty || parent == "." { return path }
        if path.hasPrefix(parent + "/") { return String(path.dropFirst(parent.count + 1)) }
        return path
    }
}

/// Walks a folder tree in sorted order, skipping hidden and build folders and symlink loops.
struct FolderWalker {
    static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    let engine: DiagnosticEngine
    var visited: Set<PathKey> = []
    let followsLinks: Bool
    /// The real path of the folder the walk started from: linked folders outside it are not
    /// walked unless `followsLinks`, so a link to `/` or a home folder costs nothing.
    var boundary: String?

    init(engine: DiagnosticEngine, followsLinks: Bool = false) {
        self.engine = engine
        self.followsLinks = followsLinks
    }

    mutating func walk(_ folder: String, visit: (String) -> Void) {
        let real = FileReader.realPath(folder) ?? folder
        if boundary == nil { boundary = real }
        guard visited.insert(PathKey(real)).inserted else {
            engine.warning("folder is reached again through a symbolic link; skipping it", at: .file(folder), id: "symlink-loop")
            return
        }
        guard let entries = FolderListing.entries(of: folder) else {
            let reason = errno == ENAMETOOLONG ? "its path is too long for this system" : FileReader.lastError()
            engine.error("cannot read folder: \(reason); its specs were not read", at: .file(folder), id: "unreadable-file")
            return
        }
        // Sorted by bytes, so two names that differ only in Unicode normalization stay two.
        for entry in entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
        where !entry.name.hasPrefix(".") && !Self.skipped.contains(entry.name) {
            let name = entry.name
            let path = folder == "." ? name : folder + "/" + name
            let isSpecName = SpecLoader.specSuffixes.contains(where: { name.hasSuffix($0) }) || name == SpecLoader.configName
            guard entry.isValidName else {
                if entry.kind == .folder || isSpecName {
                    engine.error(
                        "the name is not valid UTF-8 (shown with U+FFFD); viperc cannot read it, rename it", at: .file(path),
                        id: "unreadable-file")
                }
                continue
            }
            switch entry.kind {
            case .broken:
                if isSpecName {
                    engine.error("cannot read file: broken or looping symbolic link", at: .file(path), id: "unreadable-file")
                }
            case .folder:
                // A link to a folder that holds this one (`/` holds them all) leads back here forever.
                if entry.isLink, let target = FileReader.realPath(path) {
                    if (followsLinks && target == "/") || real == target || real.hasPrefix(target + "/") {
                        engine.warning(
                            "symbolic link loop: this link leads back to a folder that holds it; skipping it", at: .file(path),
                            id: "symlink-loop")
                        continue
                    }
                    if !followsLinks, let boundary, boundary != "/", target != boundary, !target.hasPrefix(boundary + "/") {
                        engine.warning(
                            "symbolic link to '\(target)', outside the spec folder; not followed (read it with '--follow-links')",
                            at: .file(path), id: "symlink-outside")
                        continue
                    }
                }
                walk(path, visit: visit)
            case .file, .other:
                visit(path)
            }
        }
    }
}
