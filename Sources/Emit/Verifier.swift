import Diagnostics
import Foundation
import SpecParser
import Support

/// `viperc build --verify`: compiles what a build would write to SIL with the toolchain's
/// `swiftc` (typechecking alone misses Swift 6's data-race and flow diagnostics), in Swift 6
/// mode with and without `-default-isolation MainActor`, and reports every compiler problem at
/// the spec line that produced the declaration.
///
/// On macOS with Xcode it checks against the iOS Simulator SDK; elsewhere against
/// `SDKStandIns`. Services and known types the specs only name are declared as empty
/// protocols, and modules that are neither in the SDK nor among the stand-ins as empty modules
/// holding the known types that name them.
public final class Verifier {
    /// How to run the compiler.
    public struct Toolchain: Sendable {
        public var swiftc: String
        /// `-sdk … -target …` for the real SDK; empty with the stand-ins.
        public var sdkArguments: [String]
        /// The iOS SDK's folder, when checking against it.
        public var sdkPath: String?

        public var usesStandIns: Bool { sdkPath == nil }
    }

    /// The two ways an app target builds Swift 6 code.
    public static let modes: [(flags: [String], label: String?)] = [
        ([], nil), (["-default-isolation", "MainActor"], "with -default-isolation MainActor"),
    ]

    /// Modules a Linux toolchain has without any SDK.
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Dispatch",
        "Observation", "Synchronization", "RegexBuilder", "_Concurrency", "Distributed",
    ]

    let toolchain: Toolchain
    let engine: DiagnosticEngine
    let folder: String
    var standIns: String?

    /// Finds `swiftc` (`VIPERC_SWIFTC`, else `xcrun`'s on macOS, else the first on `PATH`) and
    /// the iOS Simulator SDK when Xcode is installed; reports `verify-unavailable` otherwise.
    public init?(engine: DiagnosticEngine) {
        self.engine = engine
        let environment = ProcessInfo.processInfo.environment
        var swiftc = environment["VIPERC_SWIFTC"].flatMap { $0.isEmpty ? nil : $0 }
        var sdkPath: String?
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun") {
            if swiftc == nil { swiftc = Self.capture("/usr/bin/xcrun", ["--find", "swiftc"]) }
            sdkPath = Self.capture("/usr/bin/xcrun", ["--sdk", "iphonesimulator", "--show-sdk-path"])
        }
        if swiftc == nil {
            for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let candidate = "\(directory)/swiftc"
                if FileManager.default.isExecutableFile(atPath: candidate) {
                    swiftc = candidate
                    break
                }
            }
        }
        guard let swiftc else {
            engine.error(
                "'--verify' needs the Swift compiler, and no 'swiftc' was found on PATH; install Swift or set VIPERC_SWIFTC",
                at: .file("swiftc"), id: "verify-unavailable")
            return nil
        }
        var sdkArguments: [String] = []
        if let sdkPath {
            #if arch(arm64)
                let architecture = "arm64"
            #else
                let architecture = "x86_64"
            #endif
            sdkArguments = ["-sdk", sdkPath, "-target", "\(architecture)-apple-ios17.0-simulator"]
        }
        self.toolchain = Toolchain(swiftc: swiftc, sdkArguments: sdkArguments, sdkPath: sdkPath)
        self.folder = NSTemporaryDirectory() + "viperc-verify-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            engine.error("'--verify' cannot create a temporary folder: \(error)", at: .file(folder), id: "verify-unavailable")
            return nil
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs a program and returns its trimmed standard output when it succeeds.
    static func capture(_ executable: String, _ arguments: [String]) -> String? {
        guard let result = try? run(executable, arguments), result.status == 0 else { return nil }
        let text = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Runs a program, with its output sent to a file so that it can never block.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = try start(executable, arguments)
        return finish(process)
    }

    struct Running {
        var process: Process
        var outputPath: String
        var handle: FileHandle?
    }

    static func start(_ executable: String, _ arguments: [String]) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The team's files are named relative to the project root.
        if let root = FileBase.root { process.currentDirectoryURL = URL(fileURLWithPath: root, isDirectory: true) }
        let outputPath = NSTemporaryDirectory() + "viperc-swiftc-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let handle = FileHandle(forWritingAtPath: outputPath)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            try? handle?.close()
            try? FileManager.default.removeItem(atPath: outputPath)
            throw error
        }
        return Running(process: process, outputPath: outputPath, handle: handle)
    }

    static func finish(_ running: Running) -> (status: Int32, output: String) {
        running.process.waitUntilExit()
        try? running.handle?.close()
        let data = FileManager.default.contents(atPath: running.outputPath) ?? Data()
        try? FileManager.default.removeItem(atPath: running.outputPath)
        return (running.process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Compiles the stand-ins once per run.
    func standInsFolder() -> String? {
        if let standIns { return standIns }
        let sdk = folder + "/sdk"
        do {
            try FileManager.default.createDirectory(atPath: sdk, withIntermediateDirectories: true)
            for (module, source) in SDKStandIns.modules {
                try source.write(toFile: "\(sdk)/\(module).swift", atomically: true, encoding: .utf8)
                let result = try Self.run(
                    toolchain.swiftc,
                    [
                        "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module, "-I", sdk,
                        "\(sdk)/\(module).swift", "-emit-module-path", "\(sdk)/\(module).swiftmodule",
                    ])
                guard result.status == 0 else {
                    engine.error(
                        "'--verify' could not compile viperc's stand-in for \(module) with '\(toolchain.swiftc)': \(Self.firstError(in: result.output))",
                        at: .file(toolchain.swiftc), id: "verify-unavailable")
                    return nil
                }
            }
        } catch {
            engine.error("'--verify' could not run '\(toolchain.swiftc)': \(error)", at: .file(toolchain.swiftc), id: "verify-unavailable")
            return nil
        }
        standIns = sdk
        return sdk
    }

    static func firstError(in output: String) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        return lines.first { $0.contains("error:") } ?? lines.first ?? "no output"
    }

    /// Whether the toolchain or SDK provides a module, so no empty stand-in is needed.
    func provides(_ module: String) -> Bool {
        if Self.toolchainModules.contains(module) { return true }
        if let sdkPath = toolchain.sdkPath {
            return FileManager.default.fileExists(atPath: "\(sdkPath)/System/Library/Frameworks/\(module).framework")
                || FileManager.default.fileExists(atPath: "\(sdkPath)/usr/lib/swift/\(module).swiftmodule")
        }
        return SDKStandIns.modules.contains { $0.name == module }
    }

    /// Typechecks one project's files; returns whether they compiled. `displayRoot` is the
    /// output folder the files would be written to, for the notes that show the generated line.
    /// `teamFiles`: the app's own Swift files (its filled-in skeletons and `sources`), checked
    /// with the regenerated files; their problems are reported where they are, with a note at
    /// the spec line of the requirement the compiler names.
    @discardableResult
    /// `declaredByTeam`: services and known types the team's files declare, which are then not
    /// stood in for.
    public func verify(
        _ files: [PlannedFile], of project: Project, displayRoot: String, teamFiles: [String] = [], declaredByTeam: Set<String> = []
    ) -> Bool {
        var searchPaths: [String] = []
        if toolchain.usesStandIns {
            guard let sdk = standInsFolder() else { return false }
            searchPaths.append(sdk)
        }
        let projectFolder = folder + "/project-" + UUID().uuidString
        let sources = projectFolder + "/sources"
        var byPath: [String: PlannedFile] = [:]
        var paths: [String] = []
        do {
            // Modules the files import that nobody provides: empty, but for their known types.
            var imported: Set<String> = []
            for file in files {
                for line in file.contents.split(separator: "\n") where line.hasPrefix("import ") {
                    imported.insert(String(line.dropFirst("import ".count)))
                }
            }
            let config = project.config
            var declaredElsewhere: Set<String> = []
            let stubs = projectFolder + "/stubs"
            for module in imported.sorted() where !provides(module) {
                try FileManager.default.createDirectory(atPath: stubs, withIntermediateDirectories: true)
                let types = config.knownTypes.map(\.value).filter { config.knownTypeModules[$0] == module }
                declaredElsewhere.formUnion(types)
                let source = types.map { "public protocol \($0) {}\n" }.joined()
                try source.write(toFile: "\(stubs)/\(module).swift", atomically: true, encoding: .utf8)
                let result = try Self.run(
                    toolchain.swiftc,
                    toolchain.sdkArguments + [
                        "-emit-module", "-parse-as-library", "-module-name", module, "\(stubs)/\(module).swift",
                        "-emit-module-path", "\(stubs)/\(module).swiftmodule",
                    ])
                if result.status != 0 {
                    engine.error(
                        "'--verify' could not make an empty module '\(module)': \(Self.firstError(in: result.output))",
                        at: config.path.map { .file($0) } ?? .file(project.root), id: "verify-failed")
                    return false
                }
                if !searchPaths.contains(stubs) { searchPaths.append(stubs) }
            }
            // The app's own services and known types: the specs only name them.
            var named = Set(config.knownTypes.map(\.value).filter { config.knownTypeModules[$0] == nil })
            named.formUnion(project.allServices.map(\.value))
            named.subtract(declaredElsewhere)
            named.subtract(declaredByTeam)
            let appTypes = projectFolder + "/AppTypes.swift"
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
            try named.sorted().map { "protocol \($0) {}\n" }.joined().write(toFile: appTypes, atomically: true, encoding: .utf8)
            paths.append(appTypes)
            for file in files where file.path.hasSuffix(".swift") {
                let path = sources + "/" + file.path
                try FileManager.default.createDirectory(
                    atPath: PathName.parent(path), withIntermediateDirectories: true)
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                byPath[path] = file
                paths.append(path)
            }
            paths += teamFiles
        } catch {
            engine.error("'--verify' could not write its temporary files: \(error)", at: .file(folder), id: "verify-failed")
            return false
        }
        // Both modes at once, one compiler process each, in whole-module mode: one frontend
        // that parses every file once.
        var runs: [(Running?, String?)] = []
        for mode in Self.modes {
            let arguments =
                toolchain.sdkArguments + [
                    "-emit-sil", "-o", "/dev/null", "-wmo", "-swift-version", "6", "-module-name", "VipercVerify", "-diagnostic-style",
                    "llvm",
                ] + mode.flags
                + searchPaths.flatMap { ["-I", $0] } + paths
            runs.append((try? Self.start(toolchain.swiftc, arguments), mode.label))
        }
        var seen: Set<String> = []
        var reported: [(Severity, SourceLocation, String, [DiagnosticNote], String?)] = []
        var reportedTeam: [(Severity, SourceLocation, String, [DiagnosticNote], String?)] = []
        var failed = false
        if runs.contains(where: { $0.0 == nil }) {
            // Wait for the runs that did start, so that none is left behind with its output file.
            for case (let running?, _) in runs { _ = Self.finish(running) }
            engine.error("'--verify' could not run '\(toolchain.swiftc)'", at: .file(toolchain.swiftc), id: "verify-unavailable")
            return false
        }
        for case (let running?, let label) in runs {
            let result = Self.finish(running)
            // A problem in a generated file is shown there rather than in a skeleton.
            let problems = Self.parse(result.output).sorted { lhs, rhs in
                (byPath[lhs.path]?.kind == .generated ? 0 : 1) < (byPath[rhs.path]?.kind == .generated ? 0 : 1)
            }
            if result.status != 0 { failed = true }
            if result.status != 0 && !problems.contains(where: { $0.severity == .error }) {
                engine.error(
                    "swiftc failed\(label.map { " \($0)" } ?? ""): \(Self.firstError(in: result.output))",
                    at: config(project), id: "verify-failed")
            }
            let team = Set(teamFiles)
            for problem in problems where team.contains(problem.path) {
                let key = "\(problem.path):\(problem.line):\(problem.column)|\(problem.message)"
                guard seen.insert(key).inserted else { continue }
                // The requirement the team's code misses, at the spec line it comes from.
                var notes: [DiagnosticNote] = []
                for note in problem.notes {
                    guard let file = byPath[note.path], let origin = file.origin(ofLine: note.line) else { continue }
                    notes.append(DiagnosticNote("\(note.message), as the spec declares here", at: origin))
                    break
                }
                let location = SourceLocation(path: problem.path, line: problem.line, column: problem.column)
                reportedTeam.append((problem.severity, location, problem.message, notes, label))
            }
            for problem in problems {
                guard let file = byPath[problem.path] else { continue }
                let origin = file.origin(ofLine: problem.line) ?? config(project)
                let key = "\(origin)|\(problem.message)"
                guard seen.insert(key).inserted else { continue }
                let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                let code =
                    problem.line - 1 < lines.count ? lines[problem.line - 1].trimmingCharacters(in: .whitespaces) : ""
                let generated = displayRoot == "." ? file.path : "\(displayRoot)/\(file.path)"
                var notes = [
                    DiagnosticNote(
                        "generated as '\(code)'", at: SourceLocation(path: generated, line: problem.line, column: problem.column))
                ]
                if let templateLine = file.templateLines[problem.line] {
                    notes.append(DiagnosticNote("written by the convention's template here", at: templateLine))
                }
                reported.append((problem.severity, origin, problem.message, notes, label))
            }
        }
        for (severity, location, message, notes, label) in reportedTeam {
            let both = reportedTeam.filter { $0.1 == location && $0.2 == message }.count > 1
            let text = "swiftc: \(message)\(both || label == nil ? "" : " (\(label!))")"
            if severity == .error {
                engine.error(text, at: location, id: "does-not-compile", notes: notes)
            } else {
                engine.warning(text, at: location, id: "compiler-warning", notes: notes)
            }
        }
        // A problem in one mode only says which.
        for (severity, origin, message, notes, label) in reported {
            let both = reported.filter { $0.1 == origin && $0.2 == message }.count > 1
            let text = "swiftc: \(message)\(both || label == nil ? "" : " (\(label!))")"
            if severity == .error {
                engine.error(text, at: origin, id: "does-not-compile", notes: notes)
            } else {
                engine.warning(text, at: origin, id: "compiler-warning", notes: notes)
            }
        }
        return !failed
    }

    func config(_ project: Project) -> SourceLocation {
        project.config.path.map { .file($0) } ?? .file(project.root)
    }

    struct Problem {
        var path: String
        var line: Int
        var column: Int
        var severity: Severity
        var message: String
        /// The notes that follow it, such as where a missed protocol requirement is declared.
        var notes: [Problem] = []
    }

    /// `path:line:col: error: message [#Group]` lines of swiftc's output, each with the notes
    /// after it.
    static func parse(_ output: String) -> [Problem] {
        var problems: [Problem] = []
        for line in output.split(separator: "\n") {
            for (marker, severity) in [(": error: ", Severity.error), (": warning: ", .warning), (": note: ", .note)] {
                guard let range = line.range(of: marker) else { continue }
                let head = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard head.count >= 3, let column = Int(head[head.count - 1]), let number = Int(head[head.count - 2]) else { continue }
                let path = head[..<(head.count - 2)].joined(separator: ":")
                var message = String(line[range.upperBound...])
                if message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) {
                    message = String(message[..<open.lowerBound])
                }
                let problem = Problem(path: path, line: number, column: column, severity: severity, message: message)
                if severity == .note {
                    if !problems.isEmpty { problems[problems.count - 1].notes.append(problem) }
                } else {
                    problems.append(problem)
                }
                break
            }
        }
        return problems
    }
}
