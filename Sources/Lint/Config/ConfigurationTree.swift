import CodeSource
import Diagnostics
import Foundation
import Support

/// The configuration of every folder of a project: the base (the defaults refined by the root's
/// `.viperc.yml` or by the `--config` files), refined by each `.viperc.yml` in the folders from
/// the root down to that folder, outermost first.
///
/// Folders are relative to the project root, which is the working folder while lint runs; `.`
/// is the root. Folders outside the root get the base.
public struct ConfigurationTree {
    public let base: LintConfiguration
    let engine: DiagnosticEngine
    /// Each folder's configuration and compiled path filter, once read.
    var folders: [String: LintConfiguration] = [:]
    /// The folders whose configuration a nested file refines (theirs or one above them).
    var refinedFolders: Set<String> = []
    var filters: [String: LintConfiguration.PathFilter] = [:]
    var baseFilter: LintConfiguration.PathFilter?
    /// Whether a folder holds a configuration file, for folders whose listing the walk read:
    /// asking the file system again costs a failed `stat` per folder of a large tree.
    var listed: [String: Bool] = [:]

    public static let fileName = ".viperc.yml"

    public init(base: LintConfiguration, engine: DiagnosticEngine) {
        self.base = base
        self.engine = engine
    }

    /// The configuration for the files directly in `folder`.
    public mutating func configuration(forFolder folder: String) -> LintConfiguration {
        let key = Self.key(folder)
        if let known = folders[key] { return known }
        var configuration = base
        if key != ".", !key.hasPrefix("/") {
            let parent = Self.key(PathName.parent(key))
            configuration = self.configuration(forFolder: parent)
            let file = key + "/" + Self.fileName
            if refinedFolders.contains(parent) { refinedFolders.insert(key) }
            if listed[key] ?? FileManager.default.fileExists(atPath: FileBase.path(file)) {
                refinedFolders.insert(key)
                switch FileReader.read(file) {
                case .success(let bytes):
                    configuration = ConfigurationLoader.load(
                        SourceFile(path: file, bytes: bytes), onto: configuration, folder: key, engine: engine)
                case .failure(let failure):
                    engine.error("cannot read configuration: \(failure.message)", at: .file(file), id: "unreadable-file")
                }
            }
        }
        folders[key] = configuration
        return configuration
    }

    /// Records what the walk found in a folder's listing, before it asks for the folder's
    /// configuration: whether a configuration file is there (a link to one counts, a broken
    /// link does not, as for `fileExists`).
    public mutating func noteListing(of folder: String, hasConfiguration: Bool) {
        listed[Self.key(folder)] = hasConfiguration
    }

    /// The configurations that differ from the base, by folder: only these need a lookup per
    /// file, so a project without nested files lints as fast as before.
    public var refined: [String: LintConfiguration] {
        folders.filter { refinedFolders.contains($0.key) }
    }

    /// Whether `path` (a file, relative to the root) is linted under the `include` and
    /// `exclude` of its folder's configuration.
    /// - Parameter walked: the path relative to the folder lint walked to find it, for the
    ///   test code globs; nil for a file given explicitly.
    public mutating func includes(_ path: String, walked: String? = nil) -> Bool {
        let parent = PathName.parent(path)
        return filter(forFolder: parent.isEmpty ? "." : parent).includes(Self.relative(path), walked: walked)
    }

    /// The compiled `include`/`exclude` of the files directly in `folder`; folders that no
    /// nested file refines share the base's, compiled once.
    public mutating func filter(forFolder folder: String) -> LintConfiguration.PathFilter {
        let key = Self.key(folder)
        if let known = filters[key] { return known }
        let configuration = configuration(forFolder: key)
        let filter: LintConfiguration.PathFilter
        if refinedFolders.contains(key) {
            filter = configuration.pathFilter
        } else if let known = baseFilter {
            filter = known
        } else {
            filter = base.pathFilter
            baseFilter = filter
        }
        filters[key] = filter
        return filter
    }

    /// Globs are relative; a file outside the root is matched by its path without the leading '/'.
    static func relative(_ path: String) -> String {
        path.utf8.first == UInt8(ascii: "/") ? String(path.dropFirst()) : path
    }

    static func key(_ folder: String) -> String {
        folder.isEmpty ? "." : folder
    }
}
