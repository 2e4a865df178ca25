import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

/// Random navigation: projects of random modules with random routes, transitions,
/// presentations and parameters. Routes the validator rejects (`navigation-context`) are
/// dropped until the project is clean; then every route the validator accepts must land and
/// free what it closes when the app runs. `VIPERC_RUNTIME_PROJECTS`, `VIPERC_RUNTIME_MODULES`
/// and `VIPERC_RUNTIME_SEED` change the run (`make fuzz-runtime` runs more).
struct RandomNavigationTests {
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static func setting(_ name: String, _ fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) } ?? fallback
    }

    /// The spec files of one random project.
    static func project(_ random: inout Random, modules count: Int) -> [String: String] {
        let convention = random.pick(["infinum", "objcio", "role-named"])
        var files = ["viperc.yml": "name: Random\nconvention: \(convention)\nentry: M0\n"]
        let parameters: [(String, String)?] = (0..<count).map { _ in
            random.pick([nil, nil, ("id", "String"), ("count", "Int"), ("flag", "Bool")])
        }
        // A few tab modules, each showing modules that take no parameter.
        let plain = (1..<count).filter { parameters[$0] == nil }
        let containers = Set(plain.filter { _ in random.below(12) == 0 })
        let children = plain.filter { !containers.contains($0) }
        var tabModules: [Int: [Int]] = [:]
        for index in containers.sorted() where children.count >= 2 {
            tabModules[index] = Array(Set((0..<(2 + random.below(2))).map { _ in random.pick(children) })).sorted()
        }
        for index in 0..<count {
            if let tabs = tabModules[index] {
                let items = tabs.map { "  - { module: M\($0), title: \"Tab \($0)\" }" }
                files["M\(index).viper.yaml"] = (["module: M\(index)", "tabs:"] + items).joined(separator: "\n") + "\n"
                continue
            }
            var lines = ["module: M\(index)"]
            if let (name, type) = parameters[index] {
                lines += ["parameters:", "  \(name): { type: \(type), to: \(random.pick(["presenter", "interactor"])) }"]
            }
            // Made in code mostly, else from a storyboard (grouped in pairs), a nib or SwiftUI.
            switch random.below(7) {
            case 0: lines += ["group: G\(index / 2)", "view: { from: storyboard }"]
            case 1: lines.append("view: { from: nib }")
            case 2: lines.append("view: { kind: swiftui }")
            default: lines.append("view: {}")
            }
            lines += ["presenter: {}", "interactor: {}", "wireframe: {}"]
            if random.below(4) == 0 { lines.append("formatter: {}") }
            lines.append("routes:")
            // The entry leads somewhere, so most modules are reached.
            let routeCount = index == 0 ? 4 : 1 + random.below(4)
            for routeIndex in 0..<routeCount {
                let transition = random.pick(["push", "push", "present", "present", "setRoot", "reset", "dismiss"])
                var route = "  - { name: route\(routeIndex), transition: \(transition)"
                if transition != "dismiss" {
                    let target = random.below(count)
                    route += ", to: M\(target)"
                    if let (name, type) = parameters[target] { route += ", parameters: { \(name): \(type) }" }
                    if transition == "present", let presentation = random.pick([nil, "navigation", "plain", "fullScreen", "sheet"]) {
                        route += ", presentation: \(presentation)"
                    }
                }
                lines.append(route + " }")
            }
            files["M\(index).viper.yaml"] = lines.joined(separator: "\n") + "\n"
        }
        return files
    }

    @Test func acceptedRoutesWorkWhenRun() throws {
        let projects = Self.setting("VIPERC_RUNTIME_PROJECTS", 5)
        let modules = Self.setting("VIPERC_RUNTIME_MODULES", 40)
        let seed = UInt64(Self.setting("VIPERC_RUNTIME_SEED", 20_261_126))
        var random = Random(state: seed)
        var walked = 0
        var freed = 0
        var dropped = 0
        for index in 0..<projects {
            let folder = try Golden.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for (name, text) in Self.project(&random, modules: modules) {
                try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
            }
            let (project, rejected) = try Self.accepted(folder)
            dropped += rejected
            let outcome = try RuntimeHarness.run(project)
            if !outcome.failures.isEmpty || outcome.status != 0 {
                // The specs as generated, to replay with 'viperc build' and the harness.
                let kept = NSTemporaryDirectory() + "viperc-runtime-failure-\(seed)-\(index)"
                try? FileManager.default.removeItem(atPath: kept)
                try? FileManager.default.copyItem(atPath: folder, toPath: kept)
                print("viperc runtime fuzz: the specs of the failing project are in \(kept)")
            }
            #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
            #expect(outcome.status == 0, "\(outcome.output)")
            walked += outcome.routes
            freed += outcome.freed
        }
        print(
            "viperc runtime fuzz: \(projects) projects of \(modules) modules (seed \(seed)), \(walked) routes walked, \(freed) closed modules freed, \(dropped) routes rejected by the validator"
        )
        #expect(walked >= projects * modules, "too few routes were walked for the run to mean much")
    }

    /// The project in `folder` without the routes the validator rejects, dropped until nothing
    /// is, as a team would fix its specs; and how many were dropped.
    static func accepted(_ folder: String) throws -> (Project, Int) {
        var dropped = 0
        let engine = DiagnosticEngine()
        var project = try #require(SpecLoader.load(folder: folder, engine: engine).first)
        for _ in 0..<50 {
            let check = DiagnosticEngine()
            Validator.validate(project, engine: check)
            let errors = check.diagnostics.filter { $0.severity == .error }
            if errors.isEmpty { break }
            #expect(errors.allSatisfy { $0.id == "navigation-context" }, "\(DiagnosticPrinter.render(errors))")
            let rejected = Set(errors.map { "\($0.location.path):\($0.location.line)" })
            for index in project.modules.indices {
                let before = project.modules[index].routes.count
                project.modules[index].routes.removeAll {
                    rejected.contains("\($0.transition.location.path):\($0.transition.location.line)")
                }
                dropped += before - project.modules[index].routes.count
            }
        }
        return (project, dropped)
    }

    /// `VIPERC_RUNTIME_REPLAY=FOLDER swift test --filter replay`: runs one kept project again.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIPERC_RUNTIME_REPLAY"] != nil))
    func replay() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["VIPERC_RUNTIME_REPLAY"])
        let (project, _) = try Self.accepted(folder)
        let outcome = try RuntimeHarness.run(project)
        print(outcome.output)
        #expect(outcome.failures.isEmpty)
    }
}
