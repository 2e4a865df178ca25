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
    static let header = "viperc build cache 1"

    var key: String
    var inputs: [(path: String, stamp: FileStamp)]
    var outputs: [(path: String, stamp: FileStamp)]
    /// The diagnostics and summary the build printed on standard error.
    var messages: String
    /// Files the build planned, all up to date afterwards.
    var planned: Int

    /// What must be the same for a recorded build to stand: the version, the binary, the
    /// arguments and the folder they are relative to, and how paths are printed.
    static func key(arguments: [String], root: String) -> String {
        let binary = Bundle.main.executablePath.flatMap { FileStamp.of($0)?.text } ?? "?"
        return (["0.1.0", binary, root, CommandPaths.absoluteForXcode ? "absolute" : "relative"] + arguments).joined(separator: "\u{1}")
    }

    /// The arguments that decide what a build writes: `--check` asks whether the recorded build
    /// still stands, and `--quiet` only prints less.
    static func recordedArguments(_ arguments: ArraySlice<String>) -> [String] {
        arguments.filter { !["--check", "--quiet", "-q"].contains($0) }
    }

    /// The stamps of every input of a build of `paths`; nil when any cannot be listed.
    static func inputs(of paths: [String]) -> [(path: String, stamp: FileStamp)]? {
        var result: [(path: String, stamp: FileStamp)] = []
        for path in paths {
            guard let files = SpecLoader.inputFiles(in: path) else { return nil }
            for file in files {
                guard let stamp = FileStamp.of(file) else { return nil }
                result.append((file, stamp))
            }
        }
        return result
    }

    static func stamps(of paths: [String]) -> [(path: String, stamp: FileStamp)]? {
        var result: [(path: String, stamp: FileStamp)] = []
        result.reserveCapacity(paths.count)
        for path in paths {
            guard let stamp = FileStamp.of(path) else { return nil }
            result.append((path, stamp))
        }
        return result
    }

    /// The cache in `folder` if it records this very build, inputs and outputs unchanged.
    static func current(in folder: String, key: String, paths: [String]) -> BuildCache? {
        guard case .success(let bytes) = FileReader.read(folder + "/" + fileName), let cache = parse(bytes), cache.key == key,
            let inputs = inputs(of: paths), inputs.count == cache.inputs.count,
            zip(inputs, cache.inputs).allSatisfy({ $0.path == $1.path && $0.stamp == $1.stamp })
        else { return nil }
        for output in cache.outputs where FileStamp.of(output.path) != output.stamp { return nil }
        return cache
    }

    var text: String {
        func escaped(_ value: String) -> String {
            value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        }
        var lines = [Self.header, "key\t" + escaped(key), "planned\t\(planned)", "messages\t" + escaped(messages)]
        lines += inputs.map { "in\t\($0.stamp.text)\t\(escaped($0.path))" }
        lines += outputs.map { "out\t\($0.stamp.text)\t\(escaped($0.path))" }
        return lines.joined(separator: "\n") + "\n"
    }

    static func parse(_ bytes: [UInt8]) -> BuildCache? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header) else { return nil }
        func unescaped(_ value: Substring) -> String {
            var result = ""
            var escaping = false
            for character in value {
                if escaping {
                    result.append(character == "n" ? "\n" : character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else {
                    result.append(character)
                }
            }
            return result
        }
        var cache = BuildCache(key: "", inputs: [], outputs: [], messages: "", planned: 0)
        for line in lines.dropFirst() where !line.isEmpty {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            switch fields.first {
            case "key": cache.key = unescaped(fields.last ?? "")
            case "planned": cache.planned = Int(fields.last ?? "") ?? 0
            case "messages": cache.messages = fields.count > 1 ? unescaped(fields[1]) : ""
            case "in", "out":
                guard fields.count == 3, let stamp = FileStamp(text: fields[1]) else { return nil }
                let entry = (path: unescaped(fields[2]), stamp: stamp)
                if fields[0] == "in" { cache.inputs.append(entry) } else { cache.outputs.append(entry) }
            default: return nil
            }
        }
        return cache
    }

    /// Writes the cache into the locked output folder; a failure only costs the next build its
    /// shortcut.
    func write(into folder: OutputFolder) {
        var created: [String] = []
        if let staged = try? folder.stage(Array(text.utf8), at: Self.fileName, created: &created) {
            try? folder.install(staged) { _ in true }
        }
    }
}
