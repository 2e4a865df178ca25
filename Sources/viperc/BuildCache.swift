import Diagnostics
import Emit
import Foundation
import SpecParser
import Support

/// The record of the last successful build into an output folder (`.viperc-build` there): the
/// command, the viperc binary, the stamp of every spec and `viperc.yml` read and of every file
/// written, and what the build printed. A build whose command, binary, inputs and outputs all
/// stamp as recorded (an Xcode build phase run on every build, with nothing changed) prints the
/// same and stops: a walk of the spec folders and one `stat` per file, instead of parsing,
/// validating and comparing everything. Any difference, a file edited by hand included, means a
/// full build, which records anew.
struct BuildCache {
    static let fileName = ".viperc-build"
    static let header = "viperc build cache 2"

    typealias Stamped = (path: String, stamp: FileStamp)

    var key: String
    var inputs: [Stamped]
    /// Outputs, each with the index in `inputs` of the spec whose module alone it comes from,
    /// or -1 for a file of the whole project.
    var outputs: [(path: String, stamp: FileStamp, owner: Int)]
    /// The diagnostics and summary the build printed on standard error.
    var messages: String
    /// Files the build planned, all up to date afterwards.
    var planned: Int
    /// What a build that redoes only some modules needs (`IncrementalBuild`); nil when the
    /// build was of several projects or output folders.
    var parts: Parts?
    /// The stamp of the record file when it was read, to see that no other build replaced it
    /// before this one took the output folder's lock.
    var stamp: FileStamp?
    /// The record's bytes from its `root` line on: the parts, read only when a build needs
    /// them, since a build with nothing changed does not.
    var partsText: ArraySlice<UInt8>?

    /// The record of one project's build, module by module.
    struct Parts {
        /// The project folder.
        var root: String
        /// By index in `inputs`, each module spec's export fingerprint and module name.
        var specs: [Int: (fingerprint: String, module: String)] = [:]
        /// Entity names, each with the index of the spec declaring it.
        var entities: [String: Int] = [:]
        var knownTypes: [String] = []
        var classBound: [String] = []
        var delegates: [String] = []
        /// Every diagnostic of the build, each with the index of the spec it belongs to, or -1
        /// for the project's.
        var diagnostics: [(owner: Int, diagnostic: Diagnostic)] = []
        /// For each spec a diagnostic points into, where its exported parts are written
        /// (`ModuleSpec.exportAnchors`), so the findings follow them when the spec is edited.
        var anchors: [Int: [SourceLocation]] = [:]
    }

    /// What must be the same for a recorded build to stand: the version, the binary, the
    /// arguments and the folder they are relative to, and how paths are printed.
    static func key(arguments: [String], root: String) -> String {
        let binary = Bundle.main.executablePath.flatMap { FileStamp.of($0)?.text } ?? "?"
        return ([Version.current, binary, root, CommandPaths.absoluteForXcode ? "absolute" : "relative"] + arguments).joined(
            separator: "\u{1}")
    }

    /// The arguments that decide what a build writes: `--check` asks whether the recorded build
    /// still stands, and `--quiet` only prints less.
    static func recordedArguments(_ arguments: ArraySlice<String>) -> [String] {
        arguments.filter { !["--check", "--quiet", "-q"].contains($0) }
    }

    /// The stamps of every input of a build of `paths`; nil when any cannot be listed.
    static func inputs(of paths: [String], followsLinks: Bool) -> [Stamped]? {
        var result: [Stamped] = []
        for path in paths {
            guard let files = SpecLoader.inputFiles(in: path, followsLinks: followsLinks) else { return nil }
            for file in files {
                guard let stamp = FileStamp.of(file) else { return nil }
                result.append((file, stamp))
            }
        }
        return result
    }

    static func stamps(of paths: [String]) -> [Stamped]? {
        var result: [Stamped] = []
        result.reserveCapacity(paths.count)
        for path in paths {
            guard let stamp = FileStamp.of(path) else { return nil }
            result.append((path, stamp))
        }
        return result
    }

    /// The record in `folder` when it is of this very build command.
    static func read(in folder: String, key: String) -> BuildCache? {
        PhaseClock.mark("start")
        let stamp = FileStamp.of(folder + "/" + fileName)
        guard case .success(let bytes) = FileReader.read(folder + "/" + fileName), var cache = parse(bytes), cache.key == key
        else { return nil }
        cache.stamp = stamp
        PhaseClock.mark("record read")
        return cache
    }

    /// Whether the recorded build stands: inputs and outputs unchanged.
    /// - Parameter inputs: the inputs' stamps now, taken once per run: a full build records
    ///   them (stamps taken before it read the specs; a spec edited meanwhile only costs the
    ///   next build its shortcut).
    func isCurrent(inputs: [Stamped]?) -> Bool {
        guard let inputs, inputs.count == self.inputs.count,
            zip(inputs, self.inputs).allSatisfy({ $0.path == $1.path && $0.stamp == $1.stamp })
        else { return false }
        PhaseClock.mark("inputs stamped")
        guard outputsUnchanged else { return false }
        PhaseClock.mark("outputs stamped")
        return true
    }

    /// Whether every output is as the build left it: one edited by hand means a full build.
    var outputsUnchanged: Bool {
        outputs.allSatisfy { FileStamp.of($0.path) == $0.stamp }
    }

    /// Writes the cache into the locked output folder; a failure only costs the next build its
    /// shortcut.
    func write(into folder: OutputFolder) {
        var created: [String] = []
        if let staged = try? folder.stage(bytes, at: Self.fileName, created: &created) {
            try? folder.install(staged) { _ in true }
        }
    }
}
