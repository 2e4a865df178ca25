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
    /// - Parameter inputs: the inputs' stamps now, taken once per run: a full build records
    ///   them (stamps taken before it read the specs; a spec edited meanwhile only costs the
    ///   next build its shortcut).
    static func current(in folder: String, key: String, inputs: [(path: String, stamp: FileStamp)]?) -> BuildCache? {
        PhaseClock.mark("start")
        guard case .success(let bytes) = FileReader.read(folder + "/" + fileName), let cache = parse(bytes), cache.key == key
        else { return nil }
        PhaseClock.mark("record read")
        guard let inputs, inputs.count == cache.inputs.count,
            zip(inputs, cache.inputs).allSatisfy({ $0.path == $1.path && $0.stamp == $1.stamp })
        else { return nil }
        PhaseClock.mark("inputs stamped")
        for output in cache.outputs where FileStamp.of(output.path) != output.stamp { return nil }
        PhaseClock.mark("outputs stamped")
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

    /// Reads a record; byte by byte, since a record of 10,000 modules has 40,000 lines and
    /// parsing them as Swift strings cost more than all the `stat` calls it saves.
    static func parse(_ bytes: [UInt8]) -> BuildCache? {
        let tab = UInt8(ascii: "\t")
        let newline = UInt8(ascii: "\n")
        func unescaped(_ slice: ArraySlice<UInt8>) -> String {
            guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
            var result: [UInt8] = []
            var escaping = false
            for byte in slice {
                if escaping {
                    result.append(byte == UInt8(ascii: "n") ? newline : byte)
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else {
                    result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
        func stamp(_ slice: ArraySlice<UInt8>) -> FileStamp? {
            var fields: [Int64] = []
            fields.reserveCapacity(7)
            var value: Int64 = 0
            var negative = false
            var digits = 0
            for byte in slice {
                if byte == UInt8(ascii: ",") {
                    guard digits > 0 else { return nil }
                    fields.append(negative ? -value : value)
                    (value, negative, digits) = (0, false, 0)
                } else if byte == UInt8(ascii: "-"), digits == 0 {
                    negative = true
                } else if byte >= 0x30 && byte <= 0x39, digits < 19 {
                    value = value &* 10 &+ Int64(byte - 0x30)
                    digits += 1
                } else {
                    return nil
                }
            }
            guard digits > 0 else { return nil }
            fields.append(negative ? -value : value)
            return fields.count == 7 ? FileStamp(fields: fields) : nil
        }
        var cache = BuildCache(key: "", inputs: [], outputs: [], messages: "", planned: 0)
        var start = bytes.startIndex
        var first = true
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.endIndex
            let line = bytes[start..<end]
            start = end + 1
            if first {
                guard line.elementsEqual(header.utf8) else { return nil }
                first = false
                continue
            }
            if line.isEmpty { continue }
            guard let firstTab = line.firstIndex(of: tab) else { return nil }
            let kind = line[..<firstTab]
            let rest = line[(firstTab + 1)...]
            if kind.elementsEqual("in".utf8) || kind.elementsEqual("out".utf8) {
                guard let secondTab = rest.firstIndex(of: tab), let stamp = stamp(rest[..<secondTab]) else { return nil }
                let entry = (path: unescaped(rest[(secondTab + 1)...]), stamp: stamp)
                if kind.count == 2 { cache.inputs.append(entry) } else { cache.outputs.append(entry) }
            } else if kind.elementsEqual("key".utf8) {
                cache.key = unescaped(rest)
            } else if kind.elementsEqual("planned".utf8) {
                cache.planned = Int(String(decoding: rest, as: UTF8.self)) ?? 0
            } else if kind.elementsEqual("messages".utf8) {
                cache.messages = unescaped(rest)
            } else {
                return nil
            }
        }
        return first ? nil : cache
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
