import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

@testable import Emit

/// The built-in conventions' templates for mocks and test skeletons (`BuiltInTemplates.mocks`,
/// `presenterTests`, `interactorTests`) write what `MockEmitter` and `TestEmitter` write, byte
/// for byte: each project is built once by the built-in convention and once by a convention
/// folder that extends it and names the templates, and every mock and test file is compared.
struct BuiltInTestTemplateTests {
    /// The bundled examples, the fixtures with every feature, and `mock-edges` (inout, rethrows,
    /// typed throws, variadics, closures kept or not, generic results, optional properties, an
    /// actor, nonisolated interactors with and without neighbours).
    static let projects = [
        "specs/articles", "specs/posts", "specs/tvshows", "Tests/Fixtures/runtime", "Tests/Fixtures/features",
        "Tests/Fixtures/swiftui", "Tests/Fixtures/mock-edges",
    ]
    static let conventions = ["infinum", "objcio", "role-named"]
    static let frameworks = ["swift-testing", "xctest"]

    func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// `project`'s specs in `folder/specs`, its viperc.yml naming `convention` and the test
    /// framework, with the app module imported `@testable` by mocks and tests when `testable`.
    static func copy(_ project: String, into folder: String, convention: String, framework: String, testable: Bool) throws {
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/" + project, toPath: folder + "/specs")
        let config = folder + "/specs/viperc.yml"
        let text = (try? String(contentsOfFile: config, encoding: .utf8)) ?? "name: App\n"
        var lines = text.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("convention:") && !$0.hasPrefix("mocks:") && !$0.hasPrefix("tests:")
        }
        lines.append("convention: \(convention)")
        if testable {
            lines += ["mocks: { import: App }", "tests: { framework: \(framework), import: App }"]
        } else {
            lines.append("tests: { framework: \(framework) }")
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: config, atomically: true, encoding: .utf8)
    }

    /// A convention folder at `folder/conv` that extends `builtIn` and writes mocks and tests
    /// through the built-in templates (`marker` put before each).
    static func conventionFolder(in folder: String, extending builtIn: String, marker: String = "") throws {
        try FileManager.default.createDirectory(atPath: folder + "/conv/templates", withIntermediateDirectories: true)
        let manifest = """
            extends: \(builtIn)
            generated:
              mocks: templates/Mocks.swift.stencil
            tests:
              presenter: templates/PresenterTests.swift.stencil
              interactor: templates/InteractorTests.swift.stencil

            """
        try manifest.write(toFile: folder + "/conv/convention.yml", atomically: true, encoding: .utf8)
        let templates = [
            "Mocks": BuiltInTemplates.mocks, "PresenterTests": BuiltInTemplates.presenterTests,
            "InteractorTests": BuiltInTemplates.interactorTests,
        ]
        for (name, text) in templates {
            try (marker + text).write(toFile: folder + "/conv/templates/\(name).swift.stencil", atomically: true, encoding: .utf8)
        }
    }

    /// The mock and test files under `output`, by path inside it.
    func mocksAndTests(_ output: String) -> [String] {
        ["Mocks", "Tests"].flatMap { kind in
            ((try? FileManager.default.subpathsOfDirectory(atPath: output + "/" + kind)) ?? []).filter { $0.hasSuffix(".swift") }.map {
                kind + "/" + $0
            }
        }.sorted()
    }

    @Test(arguments: projects)
    func theTemplatesWriteWhatTheEmittersWrite(_ project: String) throws {
        var compared = 0
        var combinations = 0
        var digests: [String] = []
        // Every combination builds with the built-in convention, so none is skipped: a build
        // that fails is a failure here.
        for convention in Self.conventions {
            for framework in Self.frameworks {
                for testable in [false, true] {
                    let what = "\(project), \(convention), \(framework)\(testable ? ", @testable" : "")"
                    let builtIn = try Golden.temporaryFolder()
                    let templated = try Golden.temporaryFolder()
                    defer {
                        try? FileManager.default.removeItem(atPath: builtIn)
                        try? FileManager.default.removeItem(atPath: templated)
                    }
                    try Self.copy(project, into: builtIn, convention: convention, framework: framework, testable: testable)
                    try Self.copy(project, into: templated, convention: "../conv", framework: framework, testable: testable)
                    try Self.conventionFolder(in: templated, extending: convention)
                    let arguments = ["build", "specs", "--output", "out", "--mocks", "--tests", "--quiet"]
                    let a = InProcessViperc.run(arguments, in: builtIn)
                    #expect(a.status == 0, "\(what): \(a.stderr)")
                    let b = InProcessViperc.run(arguments, in: templated)
                    #expect(b.status == 0, "\(what): \(b.stderr)")
                    let files = mocksAndTests(builtIn + "/out")
                    digests += DigestGolden.lines(what: what, root: builtIn + "/out", paths: files)
                    #expect(files == mocksAndTests(templated + "/out"), "\(what)")
                    // A mocks file and a test file of each kind at least.
                    #expect(files.count >= 3, "\(what): \(files)")
                    for path in files {
                        let expected = read(builtIn + "/out/" + path)
                        let actual = read(templated + "/out/" + path)
                        #expect(expected != nil && actual == expected, "\(what): \(path) differs")
                        if let expected, let actual, expected != actual {
                            // The first line that differs, to see what the template got wrong.
                            let left = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                            let right = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                            if let line = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                                Issue.record("\(path):\(line.offset + 1): viperc '\(line.element.0)', template '\(line.element.1)'")
                            }
                        }
                        compared += 1
                    }
                    combinations += 1
                }
            }
        }
        #expect(combinations == 12)
        // The built-in convention writes through these templates too, so the two builds agree
        // by construction; the digests, recorded from viperc's former emitters when the
        // templates matched them, hold every byte.
        let slug = project.replacingOccurrences(of: "/", with: "-")
        if let difference = DigestGolden.compare(digests, name: "tests/\(slug)") { Issue.record("\(difference)") }
        // The smallest project (swiftui: one module) has three files in each of 12 builds.
        #expect(compared > 30, "\(project): \(compared) files compared")
    }

    /// The comparison above means something only if the folder's templates wrote the files:
    /// with a marker put before each template, every mock and test file starts with it.
    @Test func theConventionFolderWritesEveryMockAndTestThroughTheTemplates() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.copy("specs/tvshows", into: folder, convention: "../conv", framework: "xctest", testable: false)
        try Self.conventionFolder(in: folder, extending: "infinum", marker: "// marker\n")
        let result = InProcessViperc.run(["build", "specs", "--output", "out", "--mocks", "--tests", "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = mocksAndTests(folder + "/out")
        #expect(files.count == 9, "\(files)")
        for path in files {
            let text = String(decoding: read(folder + "/out/" + path) ?? Data(), as: UTF8.self)
            // viperc puts its generated header before a mock, and nothing before a test skeleton.
            #expect(text.hasPrefix("// marker\n") || text.contains("Do not edit.\n\n// marker\n"), "\(path)")
        }
    }

    /// Each protocol's stubs are made only when a template reads them, and the tests' calls and
    /// route checks likewise.
    @Test func stubsCallsAndRouteChecksAreMadeOnlyWhenATemplateReadsThem() throws {
        let engine = DiagnosticEngine()
        let project = try #require(SpecLoader.load(folder: Golden.packageRoot + "/specs/tvshows", engine: engine).first)
        let module = try #require(project.modules.first { $0.name.value == "Details" })
        let resolved = ResolvedModule(module, config: project.config)
        func stubs(_ uses: Set<String>) -> Int {
            let context = TemplateContext.module(resolved, project: project, uses: uses)
            guard case .list(let interfaces)? = context["module"]?["interfaces"] else { return -1 }
            return interfaces.reduce(0) { count, interface in
                guard case .list(let stubs)? = interface["stubs"] else { return count }
                return count + stubs.count
            }
        }
        #expect(stubs(["module.interfaces"]) == 0)
        #expect(stubs(["module.interfaces", "interface.stubs"]) == 10)
        let emitter = TestEmitter(resolved, samples: SampleValues(project: project))
        let unused = TemplateContext.testing(emitter, role: .presenter, modules: [:]) { _ in false }
        #expect(unused["calls"] == .list([]) && unused["routes"] == .list([]))
        let used = TemplateContext.testing(emitter, role: .presenter, modules: [:]) { ["testing.calls", "testing.routes"].contains($0) }
        if case .list(let calls)? = used["calls"], case .list(let routes)? = used["routes"] {
            #expect(calls.count == 3 && routes.count == 1)
        } else {
            Issue.record("no calls or routes")
        }
    }
}
