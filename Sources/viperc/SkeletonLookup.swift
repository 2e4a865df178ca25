import CodeSource
import Diagnostics
import Emit
import Foundation
import Lint
import SpecParser
import Support

/// Where `viperc build --skeletons` looks for a type before writing its skeleton: the project's
/// output folder, and the app's code (`--sources`, else `sources:` in `viperc.yml`). A skeleton
/// whose type is declared anywhere there is not written, so a filled-in skeleton that was moved
/// or renamed never gets a twin.
struct SkeletonLookup {
    /// The folders and files searched. They are walked only when a skeleton is missing, so a
    /// rebuild that writes no skeleton does not pay for the app's size.
    var roots: [String]

    /// One project's sources. A source that does not exist is an error, at its line in
    /// `viperc.yml` when it comes from there; the output folder may not exist yet.
    static func collect(project: Project, output: String, sources: [String]?, engine: DiagnosticEngine) -> SkeletonLookup {
        var paths: [String] = []
        if let sources {
            for path in sources.map(SpecLoader.normalize) {
                guard FileManager.default.fileExists(atPath: FileBase.path(path)) else {
                    engine.error("no such file or folder", at: .file(path), id: "missing-path")
                    continue
                }
                paths.append(path)
            }
        } else {
            for source in project.config.sources {
                let path = lexical(source.value.hasPrefix("/") ? source.value : PathName.join(project.root, source.value))
                guard FileManager.default.fileExists(atPath: FileBase.path(path)) else {
                    engine.error(
                        "source folder '\(path)' does not exist; 'sources' lists where the app's Swift code is", at: source.location,
                        id: "missing-path")
                    continue
                }
                paths.append(path)
            }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: FileBase.path(output), isDirectory: &isFolder), isFolder.boolValue {
            paths.append(output)
        }
        return SkeletonLookup(roots: paths)
    }

    /// `specs/../App` as `App`, so that messages name the folder as a reader would; `..` after
    /// another `..` or at the start stays.
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in SpecLoader.normalize(path).split(separator: "/") {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The planned writes without the skeletons whose types the sources already declare; a
    /// remark at each declaration says which skeleton it stands for.
    func filter(_ writes: [PlannedFile], root: String, engine: DiagnosticEngine) -> (writes: [PlannedFile], found: Int) {
        let wanted = Set(writes.filter { $0.kind == .skeleton }.compactMap(\.declaredType))
        guard !wanted.isEmpty, !roots.isEmpty else { return (writes, 0) }
        var collector = SourceCollector(configuration: .default, engine: engine)
        collector.collect(roots)
        let declared = TypeFinder.declarations(of: wanted, in: collector.files)
        guard !declared.isEmpty else { return (writes, 0) }
        var kept: [PlannedFile] = []
        var found = 0
        for file in writes {
            guard file.kind == .skeleton, let type = file.declaredType, let location = declared[type] else {
                kept.append(file)
                continue
            }
            found += 1
            engine.emit(
                Diagnostic(
                    .remark,
                    "'\(type)' is declared here, so its skeleton '\(PathName.join(root, file.path))' is not written",
                    at: location, id: "skeleton-found"))
        }
        return (kept, found)
    }

    /// For `--verify`: the app's hand-written Swift files under the roots (generated files are
    /// left out: the build's own versions replace them), and the planned files without the
    /// skeletons and stand-ins whose types those files already declare.
    func teamCode(replacing files: [PlannedFile], engine: DiagnosticEngine) -> (files: [PlannedFile], team: [String]) {
        guard !roots.isEmpty else { return (files, []) }
        var collector = SourceCollector(configuration: .default, engine: engine)
        collector.collect(roots)
        let team = Array(
            Set(
                collector.files.filter { path in
                    guard case .success(let bytes) = FileReader.read(path) else { return false }
                    return !GeneratedHeader.isGenerated(bytes)
                })
        ).sorted()
        let wanted = Set(files.filter { $0.kind == .skeleton }.compactMap(\.declaredType))
        let declared = TypeFinder.declarations(of: wanted, in: team)
        let kept = files.filter { file in
            guard file.kind == .skeleton, let type = file.declaredType else { return true }
            return declared[type] == nil
        }
        return (kept, team)
    }
}
