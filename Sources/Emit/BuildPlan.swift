import Diagnostics
import SpecParser

/// One file a build would write.
public struct PlannedFile: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Rewritten on every build; must carry the generated header.
        case generated
        /// Written once, then the user's.
        case skeleton
    }

    /// Path relative to the output folder, with `/` separators.
    public var path: String
    public var contents: String
    public var kind: Kind

    public init(path: String, contents: String, kind: Kind) {
        self.path = path
        self.contents = contents
        self.kind = kind
    }
}

/// Turns a validated project into the files to write.
public enum BuildPlanner {
    public static func plan(_ project: Project, skeletons: Bool) -> [PlannedFile] {
        var files: [PlannedFile] = []
        if let base = BaseProtocolsEmitter.file(for: project.config.convention) {
            files.append(PlannedFile(path: BaseProtocolsEmitter.fileName, contents: SwiftRenderer.render(base), kind: .generated))
        }
        let perModule = ParallelMap.map(project.modules) { module -> [PlannedFile] in
            var files: [PlannedFile] = []
            let folder = folder(of: module)
            let name = module.name.value
            let resolved = ResolvedModule(module, config: project.config)
            let interfaces = InterfacesEmitter(resolved).file()
            files.append(
                PlannedFile(path: "\(folder)/\(name)Interfaces.swift", contents: SwiftRenderer.render(interfaces), kind: .generated))
            if let entities = EntitiesEmitter(module: module, imports: resolved.imports).file() {
                files.append(
                    PlannedFile(path: "\(folder)/\(name)Entities.swift", contents: SwiftRenderer.render(entities), kind: .generated))
            }
            if skeletons {
                for (fileName, file) in SkeletonEmitter(resolved).files() {
                    files.append(PlannedFile(path: "\(folder)/\(fileName)", contents: SwiftRenderer.render(file), kind: .skeleton))
                }
            }
            return files
        }
        files += perModule.joined()
        return files.sorted { $0.path < $1.path }
    }

    /// `Group/Module`, or `Module` when the module has no group.
    public static func folder(of module: ModuleSpec) -> String {
        if let group = module.group { return "\(group.value)/\(module.name.value)" }
        return module.name.value
    }
}
