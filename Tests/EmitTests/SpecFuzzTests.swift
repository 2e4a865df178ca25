import Diagnostics
import Emit
import Foundation
import SpecParser
import Support
import TestSupport
import Testing

/// A differential test: specs generated at random from the spec grammar are built, and every
/// one the validator accepts must typecheck, skeletons included, in both isolation modes.
/// Cases are batched into one project per batch, so swiftc runs twice per batch.
///
/// CI runs `defaultCases` with a fixed seed; `make fuzz-specs` runs thousands
/// (`VIPERC_FUZZ_CASES`, `VIPERC_FUZZ_SEED`) and prints how many were tried.
struct SpecFuzzTests {
    static let defaultCases = 160
    static let batchSize = 160

    /// SplitMix64: small, fast and the same on every platform.
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
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// Writes one spec of the grammar: the forms each position accepts.
    struct Generator {
        var random: Random
        let module: String
        let entities: [String]
        /// The share, in percent, of signatures that get a form swiftc rejects
        /// (`VIPERC_FUZZ_HOSTILE`): the validator must catch them without the compiler.
        var hostile = 0

        /// Parameter types swiftc rejects, in the shapes of the signature catalogue.
        static let hostileParameterTypes = [
            "@escaping Int", "@Sendable String", "@autoclosure Bool", "inout Int...", "(label: Int)", "(a: Int, a: Bool)",
            "Array<Int, String>", "Result<Int>", "Dictionary<String>", "some Int", "any String", "[Int...]",
            "(x: Int) -> Void", "(Int, inout Int)", "(@escaping () -> Void)?", "[@escaping () -> Void]",
        ]
        /// Result and property types swiftc rejects.
        static let hostileValueTypes = ["inout Int", "Int...", "@escaping () -> Void", "consuming String", "Optional<Int, Int>"]

        /// Types that are Equatable, Hashable, Sendable and Codable.
        static let plainTypes = ["Int", "String", "Bool", "Double", "Date", "URL", "UUID", "Data", "Decimal"]

        mutating func valueType(depth: Int = 0) -> String {
            let roll = random.below(depth > 1 ? 3 : 10)
            switch roll {
            case 0, 1, 2: return random.pick(Self.plainTypes + entities)
            case 3: return "[\(valueType(depth: depth + 1))]"
            case 4: return "[\(random.pick(["String", "Int", "UUID"])): \(valueType(depth: depth + 1))]"
            case 5:
                // `any P?` is not Swift: an optional existential takes parentheses.
                let wrapped = valueType(depth: depth + 1)
                return wrapped.hasPrefix("any ") ? "(\(wrapped))?" : "\(wrapped)?"
            case 6: return "(\(valueType(depth: depth + 1)), label: \(valueType(depth: depth + 1)))"
            case 7: return "Result<\(valueType(depth: depth + 1)), Error>"
            case 8: return "Set<\(random.pick(["String", "Int", "UUID"]))>"
            default: return random.pick(["any Error", "any Sendable", "AsyncStream<\(random.pick(Self.plainTypes))>"])
            }
        }

        mutating func closureType(escaping: Bool) -> String {
            var attributes: [String] = []
            if escaping { attributes.append("@escaping") }
            if random.chance(40) { attributes.append("@Sendable") }
            if random.chance(20) { attributes.append("@MainActor") }
            let arguments = (0..<random.below(3)).map { _ in valueType(depth: 1) }.joined(separator: ", ")
            var effects = ""
            if random.chance(30) { effects += " async" }
            if random.chance(30) { effects += " throws" }
            let result = random.chance(50) ? "Void" : valueType(depth: 1)
            return (attributes + ["(\(arguments))\(effects) -> \(result)"]).joined(separator: " ")
        }

        mutating func parameterType() -> String {
            if hostile > 0, random.chance(hostile) { return random.pick(Self.hostileParameterTypes) }
            switch random.below(10) {
            case 0: return closureType(escaping: true)
            case 1: return "inout \(valueType(depth: 1))"
            case 2: return "\(random.pick(Self.plainTypes))..."
            case 3: return random.chance(50) ? closureType(escaping: false) : "(\(closureType(escaping: false)))?"
            default: return valueType()
            }
        }

        mutating func method(_ index: Int) -> String {
            var generics: [String] = []
            var parameters: [String] = []
            if random.chance(15) {
                generics.append("T: \(random.pick(["Equatable", "Hashable", "Sendable", "Codable"]))")
                parameters.append("_ value: T")
            }
            var afterVariadic = false
            for position in 0..<random.below(3) {
                // A parameter after a variadic one needs an argument label.
                let label = random.pick(afterVariadic ? ["", "with ", "for "] : ["", "_ ", "with ", "for "])
                let type = parameterType()
                if type.hasSuffix("...") { afterVariadic = true }
                parameters.append("\(label)a\(position): \(type)")
            }
            // Hostile forms of the whole method: an unused generic, rethrows with no closure,
            // a thrown type that is no Error, a result only a parameter may have.
            let hostileForm = hostile > 0 && random.chance(hostile) ? random.below(4) : -1
            if hostileForm == 0 { generics.append("U") }
            var text = "m\(index)"
            if !generics.isEmpty { text += "<\(generics.joined(separator: ", "))>" }
            text += "(\(parameters.joined(separator: ", ")))"
            if random.chance(30) { text += " async" }
            switch hostileForm {
            case 1: text += " rethrows"
            case 2: text += " throws(Int)"
            default:
                switch random.below(6) {
                case 0: text += " throws"
                case 1: text += " throws(CancellationError)"
                default: break
                }
            }
            if hostileForm == 3 {
                text += " -> \(random.pick(Self.hostileValueTypes))"
            } else if random.chance(50) {
                text += " -> \(generics.isEmpty || generics == ["U"] || random.chance(50) ? valueType() : "T")"
            }
            return text
        }

        mutating func component(_ key: String, extra: [String] = []) -> String {
            var lines = ["\(key):"] + extra
            let properties = random.below(3)
            if properties > 0 {
                lines.append("  properties:")
                for index in 0..<properties {
                    let type = hostile > 0 && random.chance(hostile) ? random.pick(Self.hostileValueTypes) : valueType()
                    lines.append("    - \(quoted("p\(index): \(type) { \(random.chance(30) ? "get set" : "get") }"))")
                }
            }
            let methods = random.below(4)
            if methods > 0 {
                lines.append("  methods:")
                for index in 0..<methods { lines.append("    - \(quoted(method(index)))") }
            }
            return lines.count == 1 ? "\(key): {}" : lines.joined(separator: "\n")
        }

        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }

    /// One batch of modules that route to each other, as spec files by name.
    static func batch(seed: UInt64, count: Int, hostile: Int = 0) -> [String: String] {
        var random = Random(state: seed)
        var files: [String: String] = [:]
        let names = (0..<count).map { "F\($0)" }
        var parameters: [String: [(String, String)]] = [:]
        for name in names {
            parameters[name] = random.chance(40) ? [("id", random.pick(Generator.plainTypes))] : []
        }
        for (index, name) in names.enumerated() {
            let entity = "\(name)Item"
            var generator = Generator(random: random, module: name, entities: [entity], hostile: hostile)
            var lines = ["module: \(name)"]
            if let own = parameters[name], !own.isEmpty {
                lines.append("parameters:")
                for (parameter, type) in own { lines.append("  \(parameter): \(type)") }
            }
            lines.append(generator.random.chance(15) ? "view:\n  kind: swiftui" : generator.component("view"))
            lines.append(generator.component("presenter"))
            var isolation = generator.random.pick(["MainActor", "nonisolated", "actor", "MainActor"])
            let hasOutput = isolation != "actor" && generator.random.chance(40)
            if isolation == "actor" && generator.random.chance(50) { isolation = "nonisolated" }
            var interactorExtra = ["  isolation: \(isolation)"]
            if generator.random.chance(50) { interactorExtra.append("  services: [FuzzService\(generator.random.below(3))]") }
            if hasOutput { interactorExtra.append("  output: {}") }
            if generator.random.chance(80) { lines.append(generator.component("interactor", extra: interactorExtra)) }
            if generator.random.chance(30) { lines.append(generator.component("formatter", extra: ["  isolation: nonisolated"])) }
            let hasWireframe = generator.random.chance(85)
            if hasWireframe {
                lines.append(generator.component("wireframe"))
                var routes: [String] = []
                for routeIndex in 0..<generator.random.below(3) {
                    let target = names[(index + 1 + generator.random.below(count)) % count]
                    let transition = generator.random.pick(["push", "present", "setRoot", "dismiss", "custom"])
                    if transition == "dismiss" {
                        routes.append("  - { name: r\(routeIndex), transition: dismiss }")
                        continue
                    }
                    let passed = (parameters[target] ?? []).map { "\($0.0): \($0.1)" }.joined(separator: ", ")
                    routes.append("  - { name: r\(routeIndex), to: \(target), transition: \(transition), parameters: { \(passed) } }")
                }
                if !routes.isEmpty { lines.append("routes:\n" + routes.joined(separator: "\n")) }
            }
            if generator.random.chance(20) { lines.append("builder: {}") }
            var fields: [String] = []
            var plain = true
            // An entity's fields never name the entity itself, which a struct cannot contain.
            var fieldTypes = Generator(random: generator.random, module: name, entities: [])
            for field in 0..<(1 + fieldTypes.random.below(3)) {
                let type = fieldTypes.random.chance(60) ? fieldTypes.random.pick(Generator.plainTypes) : fieldTypes.valueType(depth: 2)
                if !Generator.plainTypes.contains(type) { plain = false }
                fields.append("f\(field): \(generator.quoted(type))")
            }
            generator.random = fieldTypes.random
            let conforms = plain ? ", conforms: [Equatable, Hashable, Sendable, Codable]" : ""
            lines.append("entities:\n  \(entity): { fields: { \(fields.joined(separator: ", ")) }\(conforms) }")
            random = generator.random
            files["\(name).viper.yaml"] = lines.joined(separator: "\n") + "\n"
        }
        files["viperc.yml"] = "knownTypes: [FuzzService0, FuzzService1, FuzzService2]\n"
        return files
    }

    @Test func randomSpecsThatBuildTypecheck() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["VIPERC_FUZZ_CASES"].flatMap { Int($0) } ?? Self.defaultCases
        let seed = environment["VIPERC_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0011
        let hostile = environment["VIPERC_FUZZ_HOSTILE"].flatMap { Int($0) } ?? 0
        var tried = 0
        var built = 0
        var acceptedSignatures = 0
        var blamed = Set<String>()
        var rejected: [String: Int] = [:]
        var batchIndex: UInt64 = 0
        while tried < cases {
            let count = min(Self.batchSize, cases - tried)
            let files = Self.batch(seed: seed &+ batchIndex, count: count, hostile: hostile)
            batchIndex += 1
            tried += count
            let folder = try Golden.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
            let engine = DiagnosticEngine()
            var projects = SpecLoader.load(folder: folder, engine: engine)
            try #require(projects.count == 1)
            Validator.validate(projects[0], engine: engine)
            // A module with an error is dropped, with every module that routes to it, and the
            // rest is built again until it is clean.
            var errorFiles = Set(engine.diagnostics.filter { $0.severity == .error }.map(\.location.path))
            for diagnostic in engine.diagnostics where diagnostic.severity == .error { rejected[diagnostic.id, default: 0] += 1 }
            while !errorFiles.isEmpty {
                let dropped = Set(projects[0].modules.filter { errorFiles.contains($0.path) }.map(\.name.value))
                projects[0].modules.removeAll {
                    errorFiles.contains($0.path) || $0.routes.contains { dropped.contains($0.target?.value ?? "") }
                }
                let again = DiagnosticEngine()
                Validator.validate(projects[0], engine: again)
                errorFiles = Set(again.diagnostics.filter { $0.severity == .error }.map(\.location.path))
            }
            built += projects[0].modules.count
            guard !projects[0].modules.isEmpty else { continue }
            // Each method and property line of an accepted module is one accepted signature.
            for module in projects[0].modules {
                let spec = files[PathName.lastComponent(module.path)] ?? ""
                acceptedSignatures += spec.split(separator: "\n").filter { $0.hasPrefix("    - \"") }.count
            }
            let plan =
                BuildPlanner.plan(projects[0], skeletons: true) + BuildPlanner.mocks(projects[0], prefix: "Mocks")
                + BuildPlanner.tests(projects[0], prefix: "Tests")
            blamed.formUnion(try Self.typecheck(plan, of: projects[0], specs: files, recording: hostile == 0))
        }
        let summary = rejected.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print(
            "viperc fuzz-specs: \(tried) specs tried (seed \(seed)), \(built) built and typechecked in both isolation modes; rejected: \(summary)"
        )
        if hostile > 0 {
            // Forms swiftc rejects were mixed in: the validator must have caught all but a few.
            let rate = Double(blamed.count) / Double(max(acceptedSignatures, 1))
            print(
                "viperc fuzz-specs: \(hostile)% hostile forms; \(acceptedSignatures) signatures accepted, \(blamed.count) of them rejected by swiftc (\(String(format: "%.2f", rate * 100))%): \(blamed.sorted().prefix(10).joined(separator: ", "))"
            )
            #expect(rate < 0.01, "more than 1 in 100 accepted signatures does not compile")
        } else {
            // The generator writes valid specs on purpose (the invalid ones are the validator's
            // tests'), so nearly every module must reach the compiler.
            #expect(built * 100 >= cases * 95, "only \(built) of \(cases) generated modules were built; rejections: \(summary)")
        }
    }

    /// Typechecks a batch; a failure names the spec lines that produced the failing code.
    /// Returns the spec lines (`file:line`) of the code swiftc rejected; with `recording`, a
    /// rejection is also a test failure.
    @discardableResult
    static func typecheck(_ files: [PlannedFile], of project: Project, specs: [String: String], recording: Bool = true) throws -> Set<
        String
    > {
        let sdk = try ExampleOutputTests.standIns.get()
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let services = folder + "/Services.swift"
        try (0..<3).map { "protocol FuzzService\($0) {}\n" }.joined().write(toFile: services, atomically: true, encoding: .utf8)
        let paths = try ExampleOutputTests.write(files, into: folder + "/out")
        for mode in ExampleOutputTests.isolationModes {
            let result = try ExampleOutputTests.swiftc(
                ["-emit-sil", "-o", "/dev/null", "-wmo", "-swift-version", "6", "-diagnostic-style", "llvm"] + mode + ["-I", sdk, services]
                    + paths)
            guard result.status != 0 else { continue }
            var blamed = Set<String>()
            var report = "swiftc \(mode.joined(separator: " ")) rejects specs the validator accepts:\n"
            for line in result.output.split(separator: "\n") where line.contains(": error: ") {
                let parts = line.split(separator: ":", maxSplits: 3)
                guard parts.count == 4, let number = Int(parts[1]) else { continue }
                let relative = String(parts[0]).replacingOccurrences(of: folder + "/out/", with: "")
                let origin = files.first { $0.path == relative }?.origin(ofLine: number)
                let spec = origin.map { specs[($0.path as NSString).lastPathComponent] ?? "" } ?? ""
                let specLine = origin.flatMap { location in
                    spec.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(location.line - 1).first
                }
                report += "\(line)\n  from \(origin?.description ?? "?"): \(specLine ?? "")\n"
                blamed.insert(origin.map { "\(PathName.lastComponent($0.path)):\($0.line)" } ?? "\(relative):\(number)")
            }
            if recording { Issue.record(Comment(rawValue: report)) }
            return blamed
        }
        return []
    }
}
