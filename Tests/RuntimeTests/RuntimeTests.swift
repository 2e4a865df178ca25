import Emit
import Foundation
import SpecParser
import Support
import TestSupport
import Testing

/// Every bundled example, built with skeletons and run: every route walked, every closed
/// module freed.
struct RuntimeTests {
    @Test(arguments: ["articles", "posts", "tvshows"])
    func exampleAppRuns(_ name: String) throws {
        let project = try RuntimeHarness.load(Golden.packageRoot + "/specs/" + name)
        let outcome = try RuntimeHarness.run(project)
        print("runtime \(name): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.routes > 0)
    }
}

/// The example conventions' apps (Examples/Conventions), built through their templates and run.
struct ConventionFolderRuntimeTests {
    @Test(arguments: ["module-io", "coordinator"])
    func exampleConventionAppRuns(_ name: String) throws {
        let project = try RuntimeHarness.load(Golden.packageRoot + "/Examples/Conventions/\(name)/specs")
        #expect(project.config.conventionFolder != nil)
        let outcome = try RuntimeHarness.run(project)
        print("runtime \(name): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.routes > 0)
    }
}

/// The module-io example's own mocks and presenter tests (`generated: mocks`, `tests:`),
/// compiled with the app its templates write and run with Swift Testing: every test runs and
/// waits for the team's assertion.
struct ConventionFolderTestsRunTests {
    @Test func moduleIOTestsRun() throws {
        let project = try RuntimeHarness.load(Golden.packageRoot + "/Examples/Conventions/module-io/specs")
        let outcome = try RuntimeHarness.runTests(project)
        print("generated tests module-io: \(outcome.summary)")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.tests > 0 && outcome.knownIssues == outcome.tests, "\(outcome.output)")
        // The presenter tests are the convention's ('Given', spies named 'invoked…Count').
        let plan = try RuntimeHarness.plan(of: project, mocksAndTests: .both)
        let presenterTests = try #require(plan.first { $0.path == "Tests/Cart/CartPresenterTests.swift" })
        #expect(presenterTests.contents.contains("        // Given\n"))
        let mocks = try #require(plan.first { $0.path == "Mocks/Cart/CartMocks.swift" })
        #expect(mocks.contents.contains("var invokedCloseTappedCount = 0"))
    }
}

/// The starter templates `viperc convention export` writes, switched on for each bundled
/// example's built-in convention, build apps that run.
struct StarterTemplatesRuntimeTests {
    /// The built-in convention `specs/viperc.yml` names, exported to `conv/` beside `specs/`
    /// with every template line of its manifest switched on, and named instead.
    static func switchToStarters(in folder: String) throws {
        let config = folder + "/specs/viperc.yml"
        var text = try String(contentsOfFile: config, encoding: .utf8)
        let name = try #require(text.split(separator: "\n").first { $0.hasPrefix("convention: ") }).dropFirst(12)
        let convention = try #require(Convention.builtIn.first { $0.name == name })
        for file in ConventionExport.files(of: convention) {
            var contents = file.contents
            if file.path == "convention.yml" {
                // What a team does first: remove the '#' of the template lines.
                contents = ManifestSections.switchOn(["skeletons", "files", "generated", "transitions"], in: contents)
            }
            let path = folder + "/conv/" + file.path
            try FileManager.default.createDirectory(atPath: PathName.parent(path), withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: false, encoding: .utf8)
        }
        text = text.replacingOccurrences(of: "convention: \(name)", with: "convention: ../conv")
        try text.write(toFile: config, atomically: false, encoding: .utf8)
    }

    @Test(arguments: ["articles", "posts", "tvshows"])
    func startersRun(_ example: String) throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/" + example, toPath: folder + "/specs")
        try Self.switchToStarters(in: folder)
        let project = try RuntimeHarness.load(folder + "/specs")
        // Six starter skeletons, viperc's five generated files, mocks and two tests, one
        // transition and one file per module.
        #expect(project.config.conventionFolder?.templates.count == 16)
        let outcome = try RuntimeHarness.run(project)
        print("runtime starters \(example): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.routes > 0)
    }

    /// The shop (every transition, storyboards, a nib, a SwiftUI module) with one interactor an
    /// actor, through the starters of each built-in convention.
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func startersRunTheShopWithSwiftUIAndAnActor(_ convention: String) throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        try ConventionRuntimeTests.project(["runtime"], convention: convention, into: folder + "/specs")
        let help = folder + "/specs/Help.viper.yaml"
        let text = try String(contentsOfFile: help, encoding: .utf8)
        #expect(text.contains("  kind: swiftui\n"))
        try text.replacingOccurrences(of: "interactor:\n", with: "interactor:\n  isolation: actor\n").write(
            toFile: help, atomically: false, encoding: .utf8)
        try Self.switchToStarters(in: folder)
        let project = try RuntimeHarness.load(folder + "/specs")
        let plan = try RuntimeHarness.plan(of: project)
        let name = try #require(Convention.builtIn.first { $0.name == convention }).typeName(.interactor, module: "Help")
        let interactor = try #require(plan.first { $0.path.hasSuffix("/\(name).swift") })
        #expect(interactor.contents.contains("actor \(name): "), "\(interactor.contents)")
        let builtIn = try #require(Convention.builtIn.first { $0.name == convention })
        let viewName = builtIn.typeName(.view, module: "Help", viewKind: .swiftui)
        let view = try #require(plan.first { $0.path.hasSuffix("/\(viewName).swift") })
        #expect(view.contents.contains("struct \(viewName): View {"), "\(view.contents)")
        let outcome = try RuntimeHarness.run(project)
        print("runtime starters shop (\(convention)): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.routes == 17, "\(outcome.output)")
    }
}

extension StarterTemplatesRuntimeTests {
    /// The shop with four namespaced modules (Tests/Fixtures/runtime-namespaces), the SwiftUI one
    /// with an actor interactor, through the starters of each built-in convention: each type is
    /// declared inside an extension of its namespace, and every route lands and frees.
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func startersRunNamespacedModules(_ convention: String) throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        try ConventionRuntimeTests.project(["runtime", "runtime-namespaces"], convention: convention, into: folder + "/specs")
        let help = folder + "/specs/Help.viper.yaml"
        let text = try String(contentsOfFile: help, encoding: .utf8)
        try text.replacingOccurrences(of: "interactor:\n", with: "interactor:\n  isolation: actor\n").write(
            toFile: help, atomically: false, encoding: .utf8)
        try Self.switchToStarters(in: folder)
        let project = try RuntimeHarness.load(folder + "/specs")
        let plan = try RuntimeHarness.plan(of: project)
        let interactor = try #require(plan.first { $0.path.contains("/HelpModule.") && $0.path.hasSuffix("Interactor.swift") })
        #expect(
            interactor.contents.contains("\nextension HelpModule {\n") && interactor.contents.contains("\n    actor "),
            "\(interactor.contents)")
        let presenter = try #require(
            plan.first { $0.path.hasSuffix("/CatalogScene.Presenter.swift") || $0.path.hasSuffix("/CatalogScene.DefaultPresenter.swift") })
        #expect(presenter.contents.contains("extension CatalogScene {\n    @MainActor final class "), "\(presenter.contents)")
        try Self.walk(project, routes: 17, label: "namespaces (\(convention))")
    }

    /// Runs `project` and checks that it walked `routes` routes without a failure; returns how
    /// many modules without a view their builders built, wired and freed.
    @discardableResult
    static func walk(_ project: Project, routes: Int, label: String) throws -> Int {
        let outcome = try RuntimeHarness.run(project)
        print("runtime starters \(label): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.routes == routes, "\(outcome.output)")
        return outcome.headless
    }

    /// The partial shop (a view alone, a module without a view opened by a custom route, and one
    /// without a view that its builder assembles) through the starters of each built-in
    /// convention: the same routes land and the builder's module is built, wired and freed.
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func startersRunModulesWithoutAComponent(_ convention: String) throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        try ConventionRuntimeTests.project(["runtime", "runtime-partial"], convention: convention, into: folder + "/specs")
        try Self.switchToStarters(in: folder)
        let project = try RuntimeHarness.load(folder + "/specs")
        // Swift 6.0 (Xcode 16.0 to 16.2) refuses a trailing comma in a call or a declaration.
        for file in try RuntimeHarness.plan(of: project) {
            #expect(!file.contents.contains(", )"), "\(file.path): \(file.contents)")
        }
        #expect(try Self.walk(project, routes: 18, label: "partial shop (\(convention))") == 1)
    }
}

/// A shop with every transition and presentation (Tests/Fixtures/runtime), once per convention.
struct ConventionRuntimeTests {
    /// The fixture folders copied into one project, later ones replacing earlier files, with
    /// `convention` in its viperc.yml.
    static func project(_ fixtures: [String], convention: String, into folder: String) throws {
        for fixture in fixtures {
            let source = Golden.fixtures + "/" + fixture
            for name in try FileManager.default.contentsOfDirectory(atPath: source) {
                var text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
                if name == "viperc.yml" { text = text.replacingOccurrences(of: "convention: infinum", with: "convention: \(convention)") }
                try? FileManager.default.removeItem(atPath: folder + "/" + name)
                try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
            }
        }
    }

    /// Runs the shop made of `fixtures` under `convention` and checks that it walked `routes`
    /// routes without a failure.
    /// Returns how many modules without a view their builders built, wired and freed.
    @discardableResult
    static func walk(_ fixtures: [String], convention: String, routes: Int, label: String) throws -> Int {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try project(fixtures, convention: convention, into: folder)
        let outcome = try RuntimeHarness.run(try RuntimeHarness.load(folder))
        print("runtime \(label) (\(convention)): \(outcome.output.split(separator: "\n").first { $0.hasPrefix("runtime:") } ?? "")")
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.routes == routes, "\(outcome.output)")
        return outcome.headless
    }

    /// Every route but the custom one is walked.
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func everyTransitionLandsAndFrees(_ convention: String) throws {
        try Self.walk(["runtime"], convention: convention, routes: 17, label: "shop")
    }
}

/// The shop with modules that lack a component (Tests/Fixtures/runtime-partial): a receipt
/// that is a view alone (`presenter: none`), presented from the checkout; a session with no
/// screen (`view: none`) that the login screen's wireframe makes through a `custom` route; and a
/// sync without a view that its builder assembles (`view: none` with `builder:`). The receipt's
/// route lands and what it showed is freed; the session compiles with the app and is not walked
/// (its routes are the team's code); the sync is built through its builder, every component
/// reachable from the presenter it returns, and all of it freed once that is dropped.
struct PartialModulesRuntimeTests {
    /// The shop's 17 routes and the checkout's 'showReceipt'; one module built by its builder.
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func aModuleWithoutAComponentRuns(_ convention: String) throws {
        let headless = try ConventionRuntimeTests.walk(
            ["runtime", "runtime-partial"], convention: convention, routes: 18, label: "partial shop")
        #expect(headless == 1)
    }
}

/// The same shop behind a tab bar (Tests/Fixtures/runtime-tabs): each tab is selected, and
/// every route is walked from inside a tab.
struct TabsRuntimeTests {
    /// The shop's 17 routes, 3 tabs, 2 routes of Orders and 2 of Account.
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func tabsLandAndFree(_ convention: String) throws {
        try ConventionRuntimeTests.walk(["runtime", "runtime-tabs"], convention: convention, routes: 24, label: "tabs")
    }
}

/// The shop with four modules whose components are nested in a namespace
/// (Tests/Fixtures/runtime-namespaces): the entry (`CatalogScene.ViewController`), a module
/// that names its wireframe (`LoginFlow.Router`), one whose wireframe assembles it, and a
/// SwiftUI one (`HelpModule.HelpView`). Every route into and out of them lands and frees.
struct NamespacedModulesRuntimeTests {
    @Test(arguments: ["infinum", "objcio", "role-named"])
    func namespacedModulesLandAndFree(_ convention: String) throws {
        try ConventionRuntimeTests.walk(["runtime", "runtime-namespaces"], convention: convention, routes: 17, label: "namespaces")
    }
}

/// The test skeletons and mocks of each example, compiled with the app against the behavioural
/// UIKit and run with Swift Testing, nothing filled in: every test runs and waits for the team's
/// assertion as a known issue; none passes green without asserting.
struct GeneratedTestsRunTests {
    @Test(arguments: ["articles", "posts", "tvshows"])
    func generatedTestsRun(_ name: String) throws {
        let project = try RuntimeHarness.load(Golden.packageRoot + "/specs/" + name)
        let outcome = try RuntimeHarness.runTests(project)
        print("generated tests \(name): \(outcome.summary)")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.tests > 0 && outcome.knownIssues == outcome.tests, "\(outcome.output)")
    }
}

/// The README's presenter test: viperc's mocks with the filled-in Details module, run; it must
/// pass green, every assertion real.
struct FilledInTestRunsTests {
    @Test func filledInPresenterTestPasses() throws {
        let project = try RuntimeHarness.load(Golden.packageRoot + "/specs/tvshows")
        let folder = Golden.fixtures + "/filled-in"
        var replacing: [String: String] = [:]
        for name in ["DetailsPresenter", "DetailsInteractor", "DetailsFormatter"] {
            replacing["Shows/Details/\(name).swift"] = try String(contentsOfFile: folder + "/\(name).swift", encoding: .utf8)
        }
        let test = try String(contentsOfFile: folder + "/DetailsPresenterTests.swift", encoding: .utf8)
        replacing["Tests/DetailsPresenterTests.swift"] = test
        let services = try String(contentsOfFile: folder + "/AppServices.swift", encoding: .utf8)
        let outcome = try RuntimeHarness.runTests(project, replacing: replacing, services: services, withTestSkeletons: false)
        print("filled-in tests: \(outcome.summary)")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.tests == 3 && outcome.knownIssues == 0, "\(outcome.output)")
        let readme = try String(contentsOfFile: Golden.packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```swift\n" + test + "```\n"), "README.md must show Tests/Fixtures/filled-in/DetailsPresenterTests.swift")
    }
}
