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
        let files = BuildPlanner.plan(project, skeletons: true)
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
    }

    /// Interfaces, entities and base protocols use Foundation only, so they compile on Linux.
    @Test(arguments: projects)
    func interfacesTypecheck(_ name: String) throws {
        let project = try #require(Self.load(name))
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try Self.write(BuildPlanner.plan(project, skeletons: false), into: folder)
        #expect(paths.contains { $0.hasSuffix("Interfaces.swift") })
        let result = try Self.swiftc(["-typecheck"] + paths)
        #expect(result.status == 0, Comment(rawValue: result.output))
    }

    /// Skeletons import UIKit and SwiftUI, which Linux lacks; small stand-in modules with the
    /// few names they use take their place, and so do protocols for the app's services.
    static func typecheckSkeletons(of project: Project) throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stubs = folder + "/stubs"
        try FileManager.default.createDirectory(atPath: stubs, withIntermediateDirectories: true)
        try """
        @_exported import Foundation

        open class UIViewController {
            public init() {}
        }

        """.write(toFile: stubs + "/UIKit.swift", atomically: true, encoding: .utf8)
        try """
        @_exported import UIKit

        public protocol View {
            associatedtype Body
            var body: Body { get }
        }

        public struct Text: View {
            public init(_ text: String) {}
            public var body: Int { 0 }
        }

        open class UIHostingController<Content: View>: UIViewController {
            public init(rootView: Content) {}
        }

        """.write(toFile: stubs + "/SwiftUI.swift", atomically: true, encoding: .utf8)
        for module in ["UIKit", "SwiftUI"] {
            let result = try swiftc([
                "-emit-module", "-parse-as-library", "-module-name", module, "-I", stubs, stubs + "/\(module).swift",
                "-emit-module-path", stubs + "/\(module).swiftmodule",
            ])
            try #require(result.status == 0, Comment(rawValue: result.output))
        }
        var services = Set(project.config.knownTypes.map(\.value))
        for spec in project.modules { services.formUnion(spec.services.map(\.value)) }
        let servicesFile = folder + "/Services.swift"
        try services.sorted().map { "protocol \($0) {}\n" }.joined().write(toFile: servicesFile, atomically: true, encoding: .utf8)
        let files = BuildPlanner.plan(project, skeletons: true)
        #expect(files.contains { $0.kind == .skeleton })
        let paths = try write(files, into: folder + "/out")
        let result = try swiftc(["-typecheck", "-I", stubs, servicesFile] + paths)
        #expect(result.status == 0, Comment(rawValue: result.output))
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
}
