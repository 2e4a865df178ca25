import Diagnostics
import Emit
import Foundation
import SpecParser
import TestSupport
import Testing

/// The example specs' output, compared byte for byte with `Tests/Fixtures/golden`, and
/// compiled with the toolchain's `swiftc`.
struct ExampleOutputTests {
    static let projects = ["articles", "posts", "tvshows"]

    static func load(_ name: String) -> Project? {
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: Golden.packageRoot + "/specs/" + name, engine: engine)
        for project in projects { Validator.validate(project, engine: engine) }
        guard !engine.hasErrors, engine.warningCount == 0, projects.count == 1 else {
            Issue.record(Comment(rawValue: DiagnosticPrinter.render(engine.sorted)))
            return nil
        }
        return projects[0]
    }

    static func write(_ files: [PlannedFile], into folder: String) throws -> [String] {
        try files.map { file in
            let path = folder + "/" + file.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try Golden.run("/usr/bin/env", ["swiftc"] + arguments)
        return (result.status, result.stdout + result.stderr)
    }

    @Test(arguments: projects)
    func outputMatchesGolden(_ name: String) throws {
        let project = try #require(Self.load(name))
        let files =
            BuildPlanner.plan(project, skeletons: true) + BuildPlanner.mocks(project, prefix: "Mocks")
            + BuildPlanner.tests(project, prefix: "Tests")
        let goldenFolder = Golden.fixtures + "/golden/" + name
        for file in files {
            if let difference = Golden.compare(file.contents, with: goldenFolder + "/" + file.path) {
                Issue.record(Comment(rawValue: difference))
            }
        }
        // No golden file may be left without a counterpart.
        let enumerator = FileManager.default.enumerator(atPath: goldenFolder)
        var goldenPaths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { goldenPaths.append(path) }
        }
        if !Golden.isRecording {
            #expect(goldenPaths.sorted() == files.map(\.path).sorted())
        }
    }

    @Test(arguments: projects)
    func planIsDeterministic(_ name: String) throws {
        let first = try #require(Self.load(name))
        let second = try #require(Self.load(name))
        #expect(BuildPlanner.plan(first, skeletons: true) == BuildPlanner.plan(second, skeletons: true))
        #expect(BuildPlanner.mocks(first, prefix: "Mocks") == BuildPlanner.mocks(second, prefix: "Mocks"))
        #expect(BuildPlanner.tests(first, prefix: "Tests") == BuildPlanner.tests(second, prefix: "Tests"))
    }

    /// The two ways an iOS app target builds Swift 6 code: plain, and with the default
    /// isolation new Xcode app targets use.
    static let isolationModes: [[String]] = [[], ["-default-isolation", "MainActor"]]

    /// The SDK stand-ins viperc ships (`SDKStandIns`), compiled once per test run.
    static let standIns: Result<String, StandInError> = {
        do {
            let folder = try Golden.temporaryFolder() + "/sdk"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (module, source) in SDKStandIns.modules {
                try source.write(toFile: folder + "/\(module).swift", atomically: true, encoding: .utf8)
                let result = try swiftc([
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module, "-I", folder,
                    folder + "/\(module).swift", "-emit-module-path", folder + "/\(module).swiftmodule",
                ])
                guard result.status == 0 else { return .failure(StandInError(output: result.output)) }
            }
            return .success(folder)
        } catch {
            return .failure(StandInError(output: "\(error)"))
        }
    }()

    struct StandInError: Error, CustomStringConvertible {
        var output: String
        var description: String { output }
    }

    /// Writes `files` and typechecks them in Swift 6 mode, once per isolation mode, against the
    /// SDK stand-ins and protocols for the app's services and known types.
    static func typecheck(
        _ files: [PlannedFile], of project: Project, services: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let sdk = try standIns.get()
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Known types from a module (`Combine.AnyPublisher`) come from the stand-ins.
        var named = Set(project.config.knownTypes.map(\.value).filter { project.config.knownTypeModules[$0] == nil })
        named.formUnion(project.allServices.map(\.value))
        let servicesFile = services ?? folder + "/Services.swift"
        if services == nil {
            try named.sorted().map { "protocol \($0) {}\n" }.joined().write(toFile: servicesFile, atomically: true, encoding: .utf8)
        }
        let paths = try write(files, into: folder + "/out")
        for mode in isolationModes {
            let result = try swiftc(
                ["-emit-sil", "-o", "/dev/null", "-wmo", "-swift-version", "6"] + mode + ["-I", sdk, servicesFile] + paths)
            #expect(
                result.status == 0 && !result.output.contains("warning:"),
                Comment(rawValue: "swiftc \(mode.joined(separator: " ")):\n" + result.output), sourceLocation: sourceLocation)
        }
    }

    /// Skeletons import UIKit and SwiftUI, which Linux lacks; viperc's stand-ins for them,
    /// main-actor isolated as the SDK is, take their place.
    static func typecheckSkeletons(of project: Project) throws {
        // The mocks too: a test double for every protocol, in the protocol's isolation.
        let files =
            BuildPlanner.plan(project, skeletons: true) + BuildPlanner.mocks(project, prefix: "Mocks")
            + BuildPlanner.tests(project, prefix: "Tests")
        #expect(files.contains { $0.path.hasSuffix("Mocks.swift") })
        #expect(files.contains { $0.kind == .skeleton })
        try typecheck(files, of: project)
    }

    @Test(arguments: projects)
    func skeletonsTypecheck(_ name: String) throws {
        try Self.typecheckSkeletons(of: try #require(Self.load(name)))
    }

    /// A SwiftUI view is a value: its skeleton is a struct, nothing holds it, and the module is
    /// shown through a hosting controller.
    @Test func swiftUISkeletonsTypecheck() throws {
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: Golden.fixtures + "/swiftui", engine: engine)
        for project in projects { Validator.validate(project, engine: engine) }
        try #require(!engine.hasErrors && projects.count == 1, Comment(rawValue: DiagnosticPrinter.render(engine.sorted)))
        let files = BuildPlanner.plan(projects[0], skeletons: true)
        let view = try #require(files.first { $0.path == "Settings/SettingsView.swift" })
        #expect(view.contents.contains("struct SettingsView: View {"))
        let interfaces = try #require(files.first { $0.path == "Settings/SettingsInterfaces.swift" })
        #expect(interfaces.contents.contains("protocol SettingsViewInterface {"), "a SwiftUI view protocol must not be class-bound")
        try Self.typecheckSkeletons(of: projects[0])
    }

    /// A project that switches every feature on (SwiftUI, formatter, builder, interactor
    /// output, an actor and a nonisolated interactor, every transition, parameters, generics),
    /// built in each convention.
    @Test(arguments: Convention.builtIn.map(\.name))
    func everyFeatureTypechecksInEveryConvention(_ convention: String) throws {
        let engine = DiagnosticEngine()
        var projects = SpecLoader.load(folder: Golden.fixtures + "/features", engine: engine)
        try #require(projects.count == 1)
        projects[0].config.convention = try #require(Convention.builtIn.first { $0.name == convention })
        Validator.validate(projects[0], engine: engine)
        try #require(!engine.hasErrors && engine.warningCount == 0, Comment(rawValue: DiagnosticPrinter.render(engine.sorted)))
        try Self.typecheckSkeletons(of: projects[0])
    }

    /// `tests: { framework: xctest }`: the same test skeletons as XCTest cases, typechecked with
    /// the mocks and skeletons of the every-feature project.
    @Test func xctestSkeletonsTypecheck() throws {
        let engine = DiagnosticEngine()
        var projects = SpecLoader.load(folder: Golden.fixtures + "/features", engine: engine)
        try #require(projects.count == 1)
        projects[0].config.testFramework = .xctest
        let tests = BuildPlanner.tests(projects[0], prefix: "Tests")
        #expect(tests.contains { $0.contents.contains(": XCTestCase {") && $0.contents.contains("throw XCTSkip(") })
        try Self.typecheckSkeletons(of: projects[0])
    }

    /// The README's filled-in module: the TV-shows app's Details skeletons with their bodies
    /// written, compiled with everything viperc emits for the app, in both isolation modes.
    @Test func filledInModuleTypechecks() throws {
        let project = try #require(Self.load("tvshows"))
        var files = BuildPlanner.plan(project, skeletons: true)
        let folder = Golden.fixtures + "/filled-in"
        for name in ["DetailsPresenter", "DetailsInteractor", "DetailsFormatter"] {
            let index = try #require(files.firstIndex { $0.path == "Shows/Details/\(name).swift" })
            files[index].contents = try String(contentsOfFile: folder + "/\(name).swift", encoding: .utf8)
        }
        try Self.typecheck(files, of: project, services: folder + "/AppServices.swift")
        // The README shows the presenter exactly as it compiles here.
        let readme = try String(contentsOfFile: Golden.packageRoot + "/README.md", encoding: .utf8)
        let presenter = try String(contentsOfFile: folder + "/DetailsPresenter.swift", encoding: .utf8)
        #expect(readme.contains("```swift\n" + presenter + "```\n"), "README.md must show Tests/Fixtures/filled-in/DetailsPresenter.swift")
        let spec = try String(contentsOfFile: Golden.packageRoot + "/specs/tvshows/Details.viper.yaml", encoding: .utf8)
        #expect(readme.contains("```yaml\n" + spec + "```\n"), "README.md must show specs/tvshows/Details.viper.yaml")
    }

    /// `imports:` and known types that name their module add imports to the files that need them.
    @Test func importsReachTheFilesThatUseThem() throws {
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: Golden.fixtures + "/features", engine: engine)
        let project = try #require(projects.first)
        let files = BuildPlanner.plan(project, skeletons: true)
        func imports(_ path: String) -> [String] {
            let contents = files.first { $0.path == path }?.contents ?? ""
            return contents.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
        }
        #expect(imports("Shop/Catalog/CatalogInterfaces.swift") == ["import Foundation", "import Combine", "import UIKit"])
        #expect(imports("Shop/Catalog/CatalogPresenter.swift") == ["import Foundation", "import Combine", "import UIKit"])
        // Item's view and wireframe use UIKit types that no 'knownTypes' entry lists.
        #expect(imports("Shop/Item/ItemInterfaces.swift") == ["import Foundation", "import Combine", "import UIKit"])
        #expect(imports("Onboarding/Start/StartInterfaces.swift") == ["import Foundation"])
    }
}
