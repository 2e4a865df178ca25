import Foundation
import TestSupport
import Testing

/// A build after specs changed in what only their own modules see redoes just those modules
/// (`IncrementalBuild`). Whatever path it takes, it must print and write what a full build
/// prints and writes: each test compares the two.
struct IncrementalBuildTests {
    enum Path: Equatable { case full, incremental, record }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var path: Path
    }

    func build(_ arguments: [String], in folder: String) throws -> Run {
        let result = try Golden.run(Golden.viperc, ["build"] + arguments, in: folder, environment: ["VIPERC_PHASES": "1"])
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        let phases = lines.filter { $0.hasPrefix("viperc: phase ") }
        let path: Path =
            phases.contains { $0.contains("'load+validate'") }
            ? .full : phases.contains { $0.contains("'record checked'") } ? .incremental : .record
        return Run(
            status: result.status, stdout: result.stdout,
            stderr: lines.filter { !$0.hasPrefix("viperc: phase ") }.joined(separator: "\n"), path: path)
    }

    /// The tvshows example, a module with a warning of its own, and a few more modules that use
    /// each other's entities, so an edit can need its neighbours.
    func project() throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/specs")
        try
            "module: Lonely\ndoc: Alone.\nview:\n  methods:\n    - \"wave()\"\npresenter: {}\nroutes:\n  - { name: back, transition: dismiss }\n"
            .write(toFile: folder + "/specs/Lonely.viper.yaml", atomically: false, encoding: .utf8)
        for index in 0..<4 {
            let next = (index + 1) % 4
            let text = """
                module: Extra\(index)
                group: Extras
                doc: Extra module \(index).
                view:
                  methods:
                    - "show(_ item: Thing\(next))"
                presenter:
                  methods:
                    - "viewDidLoad()"
                    - "select(_ item: Thing\(index))"
                interactor:
                  services: [ThingService]
                  methods:
                    - "load() async throws -> [Thing\(index)]"
                wireframe:
                  methods:
                    - "close()"
                routes:
                  - { name: openNext, to: Extra\(next), transition: push, parameters: { id: String } }
                parameters:
                  id: String
                entities:
                  Thing\(index): { id: String, name: String }

                """
            try text.write(toFile: folder + "/specs/Extra\(index).viper.yaml", atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// Every regular file under `folder` but the build record, by relative path.
    func tree(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard path != ".viperc-build", FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            result[path] = FileManager.default.contents(atPath: folder + "/" + path)
        }
        return result
    }

    /// Builds into `out` (from its record when it can) and, from a copy of `out` as it was
    /// before, in full into `ref`; expects the same status, messages and files.
    func buildAndCompare(_ arguments: [String], in folder: String, round: String) throws -> Path {
        let ref = folder + "/ref"
        try? FileManager.default.removeItem(atPath: ref)
        if FileManager.default.fileExists(atPath: folder + "/out") {
            try FileManager.default.copyItem(atPath: folder + "/out", toPath: ref)
            try? FileManager.default.removeItem(atPath: ref + "/.viperc-build")
        }
        let run = try build(["specs", "--output", "out"] + arguments, in: folder)
        let full = try build(["specs", "--output", "ref"] + arguments, in: folder)
        #expect(full.path == .full, "\(round)")
        #expect(run.status == full.status, "\(round): \(run.stderr)")
        #expect(run.stderr == full.stderr, "\(round)")
        #expect(run.stdout == full.stdout.replacingOccurrences(of: "ref/", with: "out/"), "\(round)")
        let (built, reference) = (tree(folder + "/out"), tree(ref))
        #expect(built.keys.sorted() == reference.keys.sorted(), "\(round)")
        for (path, data) in built where reference[path] != data { Issue.record("\(round): '\(path)' differs from a full build") }
        return run.path
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try change(text).write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func anEditOfMethodsRedoesOnlyItsModule() throws {
        let folder = try project()
        #expect(try build(["specs", "--output", "out"], in: folder).status == 0)
        try edit(folder + "/specs/Home.viper.yaml") {
            $0.replacingOccurrences(of: "    - \"logout()\"\n", with: "    - \"logout()\"\n    - \"retry()\"\n")
        }
        #expect(try buildAndCompare([], in: folder, round: "methods") == .incremental)
        // The record is current again: the next build answers from it.
        #expect(try build(["specs", "--output", "out"], in: folder).path == .record)
    }

    @Test func whatOthersSeeOrAHandEditBuildsInFull() throws {
        let folder = try project()
        #expect(try build(["specs", "--output", "out"], in: folder).status == 0)
        // Details takes 'id: String'; Home passing an Int is an error only a full build sees.
        try edit(folder + "/specs/Home.viper.yaml") {
            $0.replacingOccurrences(of: "parameters: { id: String }", with: "parameters: { id: Int }")
        }
        #expect(try buildAndCompare([], in: folder, round: "route parameter") == .full)
        try edit(folder + "/specs/Home.viper.yaml") {
            $0.replacingOccurrences(of: "parameters: { id: Int }", with: "parameters: { id: String }")
        }
        #expect(try build(["specs", "--output", "out"], in: folder).status == 0)
        try edit(folder + "/specs/Details.viper.yaml") { "# edited\n" + $0 }
        try edit(folder + "/out/Shows/Home/HomeInterfaces.swift") { $0 + "// by hand\n" }
        #expect(try buildAndCompare([], in: folder, round: "hand edit") == .full)
    }

    /// Random edits, one to three specs a round, in each layout: every build prints and writes
    /// what a full build does, and the rounds take both paths.
    @Test(arguments: [[], ["--mocks"], ["--layout", "per-spec"]])
    func randomEditsMatchAFullBuild(_ flags: [String]) throws {
        var random = SeededGenerator("IncrementalBuildTests.randomEdits\(flags)")
        let folder = try project()
        #expect(try build(["specs", "--output", "out"] + flags, in: folder).status == 0)
        let specs = ["Home", "Details", "Login", "Lonely", "Extra0", "Extra1", "Extra2", "Extra3"].map {
            folder + "/specs/\($0).viper.yaml"
        }
        let originals = try specs.map { try String(contentsOfFile: $0, encoding: .utf8) }
        var paths: [Path] = []
        for round in 0..<20 {
            var described: [String] = []
            for _ in 0..<(Int.random(in: 0..<4, using: &random) == 0 ? 2 : 1) {
                let spec = specs.randomElement(using: &random)!
                let kind = Int.random(in: 0..<11, using: &random)
                described.append("\(spec.split(separator: "/").last ?? "") edit \(kind)")
                // The last kind puts the spec back as it was, so errors do not pile up.
                let original = originals[specs.firstIndex(of: spec)!]
                try edit(spec) { text in kind == 10 ? original : Self.apply(kind, to: text, round: round) }
            }
            paths.append(try buildAndCompare(flags, in: folder, round: "seed \(random.seed) round \(round): \(described)"))
        }
        #expect(paths.filter { $0 == .incremental }.count >= 5, "\(paths)")
        #expect(paths.contains(.full), "\(paths)")
    }

    /// One kind of edit: most touch only the module's own members, some what others see.
    static func apply(_ kind: Int, to text: String, round: Int) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let methods = lines.indices.filter { lines[$0].hasSuffix("methods:") }
        switch kind {
        case 0, 1:
            // A new method in some component.
            guard !methods.isEmpty else { return "# round \(round)\n" + text }
            lines.insert("    - \"added\(round)(value: Int)\"", at: methods[round % methods.count] + 1)
        case 2:
            // The first method of a component removed, where it has two.
            if let target = methods.first(where: { $0 + 2 < lines.count && lines[$0 + 2].hasPrefix("    - ") }) {
                lines.remove(at: target + 1)
            }
        case 3:
            lines.insert("# comment of round \(round)", at: 0)
        case 4:
            lines = lines.map { $0.hasPrefix("doc: ") ? "doc: Edited in round \(round)." : $0 }
        case 5:
            // A method repeated: an error of the module's own.
            if let target = methods.first, target + 1 < lines.count { lines.insert(lines[target + 1], at: target + 1) }
        case 6:
            // A type nobody declares, then one another module declares.
            if let target = methods.first {
                lines.insert("    - \"use\(round)(_ x: \(round % 2 == 0 ? "Missing" : "Thing1"))\"", at: target + 1)
            }
        case 7:
            // What others see: an entity's field.
            lines = lines.map {
                $0.hasPrefix("  Thing") || $0.hasPrefix("  Show:") ? $0.replacingOccurrences(of: "}", with: ", n\(round): Int }") : $0
            }
        case 8:
            // What others see: a new service.
            lines = lines.map { $0.hasPrefix("  services: [") ? $0.replacingOccurrences(of: "]", with: ", Service\(round)]") : $0 }
        default:
            break  // saved unchanged: a new stamp, the same text
        }
        return lines.joined(separator: "\n")
    }
}
