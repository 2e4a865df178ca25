import Diagnostics
import Emit
import Foundation
import SpecParser
import Support
import TestSupport

/// Runs a generated app: builds a spec project with skeletons, adds stand-ins for its services
/// and the walk's own code (Tests/RuntimeDriver), compiles it against the behavioural UIKit
/// (Tests/BehaviouralUIKit, as a module named 'UIKit'), starts it from its generated launch
/// type, and walks every route of every module the entry reaches.
enum RuntimeHarness {
    struct Outcome {
        var output: String
        var status: Int32
        var routes: Int
        /// Closed modules whose every component was freed when checked.
        var freed: Int
        var failures: [String]
        /// Modules without a view that their builders built, wired and freed.
        var headless = 0
    }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
    }

    /// The behavioural UIKit built once per test run, with viperc's Combine stand-in and the
    /// behavioural SwiftUI over them: a folder with `UIKit`, `Combine` and `SwiftUI` modules and
    /// their static libraries.
    static let uiKit: Result<String, HarnessError> = {
        do {
            let folder = try Golden.temporaryFolder()
            let sources = Golden.packageRoot + "/Tests/BehaviouralUIKit"
            let files = try FileManager.default.contentsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }.sorted()
            let result = try swiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit", "-emit-library", "-static",
                    "-emit-module", "-emit-module-path", folder + "/UIKit.swiftmodule", "-o", folder + "/libUIKit.a",
                ]
                    + files.map { sources + "/" + $0 })
            guard result.status == 0 else {
                return .failure(HarnessError(description: "the behavioural UIKit did not build:\n\(result.output)"))
            }
            try SDKStandIns.combine.write(toFile: folder + "/Combine.swift", atomically: false, encoding: .utf8)
            let others = [
                ("Combine", folder + "/Combine.swift"), ("SwiftUI", Golden.packageRoot + "/Tests/BehaviouralSwiftUI/SwiftUI.swift"),
            ]
            for (name, source) in others {
                let built = try swiftc(
                    [
                        "-parse-as-library", "-swift-version", "6", "-module-name", name, "-emit-library", "-static", "-emit-module",
                        "-emit-module-path", folder + "/\(name).swiftmodule", "-o", folder + "/lib\(name).a", "-I", folder, source,
                    ])
                guard built.status == 0 else {
                    return .failure(HarnessError(description: "the behavioural \(name) did not build:\n\(built.output)"))
                }
            }
            return .success(folder)
        } catch {
            return .failure(HarnessError(description: "\(error)"))
        }
    }()

    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try Golden.run("/usr/bin/env", ["swiftc"] + arguments)
        return (result.status, result.stdout + result.stderr)
    }

    /// Loads and validates a spec folder; nil with the diagnostics when it has errors.
    static func load(_ folder: String) throws -> Project {
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: folder, engine: engine)
        for project in projects { Validator.validate(project, engine: engine) }
        guard !engine.hasErrors, projects.count == 1 else {
            throw HarnessError(description: "the specs do not build:\n" + DiagnosticPrinter.render(engine.sorted))
        }
        return projects[0]
    }

    struct TestsOutcome {
        var output: String
        var status: Int32
        var tests: Int
        var knownIssues: Int
        var summary: String
    }

    /// Builds `project` with skeletons, mocks and test skeletons, compiles it all into one
    /// binary whose entry point is Swift Testing's, and runs its tests.
    /// `replacing`: files of the plan replaced by the team's, by path; `services`: a file that
    /// declares the services (else empty protocols); `withTestSkeletons`: false when the team's
    /// tests replace them.
    static func runTests(
        _ project: Project, replacing: [String: String] = [:], services: String? = nil, withTestSkeletons: Bool = true
    ) throws -> TestsOutcome {
        let uiKit = try uiKit.get()
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var plan = try Self.plan(of: project, mocksAndTests: withTestSkeletons ? .both : .mocks)
        for (path, contents) in replacing {
            if let index = plan.firstIndex(where: { $0.path == path }) {
                plan[index].contents = contents
            } else {
                plan.append(PlannedFile(path: path, contents: contents, kind: .skeleton))
            }
        }
        var paths: [String] = []
        for file in plan where file.path.hasSuffix(".swift") {
            let path = folder + "/app/" + file.path
            try FileManager.default.createDirectory(atPath: PathName.parent(path), withIntermediateDirectories: true)
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
        }
        // The services the specs only name, as empty protocols.
        let serviceNames = Set(project.allServices.map(\.value)).union(
            project.config.knownTypes.map(\.value).filter { project.config.knownTypeModules[$0] == nil })
        try (services ?? serviceNames.sorted().map { "protocol \($0) {}\n" }.joined()).write(
            toFile: folder + "/Services.swift", atomically: false, encoding: .utf8)
        let main = ["import Foundation", "import Testing", "", "let code = await Testing.__swiftPMEntryPoint() as CInt", "exit(code)", ""]
        try main.joined(separator: "\n").write(toFile: folder + "/main.swift", atomically: false, encoding: .utf8)
        paths += [folder + "/Services.swift", folder + "/main.swift"]
        let binary = folder + "/tests-binary"
        let compiled = try swiftc(
            [
                "-wmo", "-module-name", "HarnessApp", "-swift-version", "6", "-I", uiKit, "-L", uiKit, "-lSwiftUI", "-lCombine", "-lUIKit",
                "-o", binary,
            ] + paths)
        guard compiled.status == 0 else { throw HarnessError(description: "the generated tests did not compile:\n\(compiled.output)") }
        let result = try Golden.run(binary, [], environment: ["NO_COLOR": "1"])
        let output = result.stdout + result.stderr
        // "Test run with 12 tests in 3 suites passed after 0.01 seconds with 12 known issues."
        let summary = output.split(separator: "\n").last { $0.contains("Test run with") }.map(String.init) ?? ""
        func number(before word: String) -> Int {
            let words = summary.split(separator: " ")
            guard let index = words.firstIndex(where: { $0.hasPrefix(word) }), index > 0 else { return 0 }
            return Int(words[index - 1]) ?? 0
        }
        return TestsOutcome(
            output: output, status: result.status, tests: number(before: "tests"), knownIssues: number(before: "known"), summary: summary)
    }

    enum Doubles { case none, mocks, both }

    /// What `viperc build --skeletons` writes for `project` (with `--mocks` and `--tests` as
    /// `doubles` says), with its convention folder's templates when it has one.
    static func plan(of project: Project, mocksAndTests doubles: Doubles = .none) throws -> [PlannedFile] {
        var templates: ConventionTemplates?
        if let folder = project.config.conventionFolder {
            let (loaded, problems) = ConventionTemplates.load(folder)
            guard let loaded, problems.isEmpty else { throw HarnessError(description: "the templates do not load:\n\(problems)") }
            templates = loaded
        }
        var (files, problems) = BuildPlanner.plan(project, skeletons: true, templates: templates)
        if doubles != .none {
            let mocks = BuildPlanner.mocks(project, prefix: "Mocks", templates: templates)
            files += mocks.files
            problems += mocks.diagnostics
        }
        if doubles == .both {
            let tests = BuildPlanner.tests(project, prefix: "Tests", templates: templates)
            files += tests.files
            problems += tests.diagnostics
        }
        guard problems.isEmpty else { throw HarnessError(description: "the templates do not render:\n\(problems)") }
        return files
    }

    /// Builds, compiles and runs `project`.
    static func run(_ project: Project) throws -> Outcome {
        let uiKit = try uiKit.get()
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        // Storyboards and nibs go flat into the resources, as Xcode puts them in the bundle.
        let resources = folder + "/resources"
        try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
        let plan = try plan(of: project)
        for file in plan where file.path.hasSuffix(".storyboard") || file.path.hasSuffix(".xib") {
            let name = String(file.path.split(separator: "/").last!)
            try file.contents.write(toFile: resources + "/" + name, atomically: false, encoding: .utf8)
        }
        for file in plan where file.path.hasSuffix(".swift") {
            let path = folder + "/app/" + file.path
            try FileManager.default.createDirectory(atPath: PathName.parent(path), withIntermediateDirectories: true)
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
        }
        let app = HarnessAppWriter(project: project)
        try app.source().write(toFile: folder + "/HarnessApp.swift", atomically: false, encoding: .utf8)
        let main = [
            "import Foundation", "import UIKit", "", "MainActor.assumeIsolated {",
            "    UIStoryboard.resourceFolders = [\(Navigation.swiftString(resources))]",
            "    UIStoryboard.appModule = \"HarnessApp\"", "    exit(harnessMain())", "}", "",
        ]
        try main.joined(separator: "\n").write(toFile: folder + "/main.swift", atomically: false, encoding: .utf8)
        paths += [folder + "/HarnessApp.swift", Golden.packageRoot + "/Tests/RuntimeDriver/Walk.swift", folder + "/main.swift"]
        let binary = folder + "/app-binary"
        let compiled = try swiftc(
            [
                "-wmo", "-module-name", "HarnessApp", "-swift-version", "6", "-I", uiKit, "-L", uiKit, "-lSwiftUI", "-lCombine", "-lUIKit",
                "-o", binary,
            ] + paths)
        guard compiled.status == 0 else { throw HarnessError(description: "the generated app did not compile:\n\(compiled.output)") }
        // docs/Runtime.md: a kept copy can be run against real UIKit in a simulator.
        if let keep = ProcessInfo.processInfo.environment["VIPERC_RUNTIME_KEEP"], !keep.isEmpty {
            let copy = keep + "/" + (project.config.name ?? "App") + "-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: folder, toPath: copy)
        }
        let result = try Golden.run(binary, [])
        let output = result.stdout + result.stderr
        let failures = output.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map { String($0.dropFirst(5)) }
        var routes = 0
        var freed = 0
        // "runtime: R of P routes walked (T transitions), F closed modules freed"
        if let line = output.split(separator: "\n").first(where: { $0.hasPrefix("runtime: ") }) {
            let words = line.split(separator: " ")
            routes = Int(words[1]) ?? 0
            if let index = words.firstIndex(of: "closed"), index > 0 { freed = Int(words[index - 1]) ?? 0 }
        }
        var headless = 0
        // "runtime headless: H of N modules without a view built, wired and freed"
        if let line = output.split(separator: "\n").first(where: { $0.hasPrefix("runtime headless: ") }) {
            headless = Int(line.split(separator: " ")[2]) ?? 0
        }
        return Outcome(output: output, status: result.status, routes: routes, freed: freed, failures: failures, headless: headless)
    }
}
