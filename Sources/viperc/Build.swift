import ArgumentParser
import CodeSource
import Diagnostics
import Emit
import Foundation
import Lint
import SpecParser
import Support

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate module specs and emit their Swift interfaces.",
        discussion: """
            Each folder is searched for '*.viper.yaml' specs. A folder holding 'viperc.yml' is a \
            project of its own. Nothing is written when any spec has an error.
            """
    )

    @Argument(help: "Folders that hold module specs.")
    var paths: [String] = ["specs"]

    @Option(name: .shortAndLong, help: "The output folder; otherwise each project's 'output' setting, or 'Generated' inside the project.")
    var output: String?

    @Flag(help: "Also write implementation skeletons, once; existing ones are never touched.")
    var skeletons = false

    @Option(
        help: """
            With '--skeletons': a folder of the app's Swift code (repeatable), searched by declaration before a skeleton is \
            written, so a moved or renamed one is not written again; with '--verify': typechecked with the regenerated \
            files. Replaces 'sources' in viperc.yml. The output folder is always searched.
            """)
    var sources: [String] = []

    @Flag(
        help: """
            Also write a test double for every protocol (<Module>Mocks.swift), regenerated on every build: into \
            'mocks:' of viperc.yml, else <output>/Mocks. With 'mocks:' set they are written without this flag.
            """)
    var mocks = false

    @Flag(
        help: """
            Also write, once, a test file per presenter and interactor that builds it with mocks of its neighbours, with a \
            test per method waiting for your assertion: into 'tests:' of viperc.yml, else <output>/Tests. Implies '--mocks'.
            """)
    var tests = false

    @Flag(
        help: """
            Typecheck what would be written (skeletons too, with '--skeletons') with the toolchain's swiftc in Swift 6 mode, with and \
            without '-default-isolation MainActor', against the iOS SDK (macOS with Xcode) or viperc's stand-ins; report \
            compiler errors at the spec lines and write nothing when there are any.
            """)
    var verify = false

    enum Layout: String, ExpressibleByArgument, CaseIterable {
        case folders
        case perSpec = "per-spec"
    }

    @Option(
        help: """
            'folders' writes Group/Module/ModuleInterfaces.swift; 'per-spec' writes one flat \
            Name.viper.swift per spec Name.viper.yaml plus viperc-project.swift, the files a \
            SwiftPM build-tool plugin declares in advance (one project, with --output).
            """)
    var layout: Layout = .folders

    @Flag(help: "Also read specs in linked folders that lead outside the folders given.")
    var followLinks = false

    @OptionGroup var options: OutputOptions

    var check: Bool { options.check }
    var prune: Bool { options.prune }
    var quiet: Bool { options.quiet }

    func validate() throws {
        if layout == .perSpec && skeletons {
            throw ValidationError("'--skeletons' needs '--layout folders'")
        }
        if !sources.isEmpty && !skeletons && !verify {
            throw ValidationError("'--sources' needs '--skeletons' or '--verify'")
        }
        if layout == .perSpec && output == nil {
            throw ValidationError("'--layout per-spec' needs '--output DIR'")
        }
    }

    func run() throws {
        let engine = DiagnosticEngine()
        // From here on every path is relative to the project root.
        let root = try CommandPaths.enter(from: paths.first)
        // A build recorded in the output folder with nothing changed since answers from there.
        let cacheKey = BuildCache.key(
            arguments: BuildCache.recordedArguments(InProcess.commandArguments), root: root.root.path + "\u{1}" + root.workingFolder)
        let usesCache = output != nil && !skeletons && !verify && !prune
        let inputs = usesCache ? BuildCache.inputs(of: paths.map(root.resolve), followsLinks: followLinks) : nil
        if usesCache, let output, let cache = BuildCache.read(in: root.resolve(output), key: cacheKey) {
            if cache.isCurrent(inputs: inputs) {
                Console.error(cache.messages)
                if !quiet {
                    Console.out(
                        check ? "viperc: \(cache.planned) generated files up to date\n" : "viperc: 0 written, \(cache.planned) unchanged\n")
                }
                return
            }
            // Specs edited in what only their own module sees: those modules alone are redone.
            if let inputs, try IncrementalBuild(build: self, record: cache, inputs: inputs, output: root.resolve(output)).run() { return }
        }
        let targets = ProjectTargets.load(
            paths: paths.map(root.resolve), output: output.map(root.resolve), engine: engine, followsLinks: followLinks
        ) { project in
            if let configured = project.config.output {
                return configured.hasPrefix("/") ? configured : "\(project.root)/\(configured)"
            }
            return "\(project.root)/Generated"
        }
        PhaseClock.mark("load+validate")
        try exitOnMissingPaths(engine)
        guard !engine.hasErrors else { return try finish(engine) }
        if layout == .perSpec && targets.count > 1 {
            engine.error(
                "'--layout per-spec' builds one project, but the paths hold \(targets.count): \(targets.map { "'\($0.project.root)'" }.joined(separator: ", "))",
                at: .file(targets[1].project.config.path ?? targets[1].project.root), id: "output-conflict")
            return try finish(engine)
        }

        // Where skeletons' types may already live; searched only if a skeleton is missing.
        let lookups = targets.map { target in
            skeletons && !check
                ? SkeletonLookup.collect(
                    project: target.project, output: target.output, sources: sources.isEmpty ? nil : sources, engine: engine)
                : SkeletonLookup(roots: [])
        }
        try exitOnMissingPaths(engine)
        guard !engine.hasErrors else { return try finish(engine) }

        // A convention folder's templates are checked before anything is planned or written.
        let templates = targets.map { target -> ConventionTemplates? in
            guard let folder = target.project.config.conventionFolder else { return nil }
            let (loaded, problems) = ConventionTemplates.load(folder)
            engine.emit(contentsOf: problems)
            return loaded
        }
        guard !engine.hasErrors else { return try finish(engine) }
        let (plans, outputs) = assemble(targets, templates: templates, engine: engine)
        guard !engine.hasErrors else { return try finish(engine) }
        let mockLookups = Array(repeating: SkeletonLookup(roots: []), count: outputs.count - targets.count)
        let lookupsWithMocks = lookups + mockLookups
        for target in targets { InterfaceBuilderFiles.checkScenes(of: target.project, output: target.output, engine: engine) }
        if verify, let verifier = Verifier(engine: engine) {
            // Mocks with an output of their own are checked with their project's files.
            var extra: [Int: [PlannedFile]] = [:]
            for (index, output) in outputs.enumerated().dropFirst(targets.count) {
                if let owner = targets.firstIndex(where: { $0.project.root == output.project.root }) {
                    extra[owner, default: []] += plans[index]
                }
            }
            for (index, (target, plan)) in zip(targets, plans).enumerated() {
                // The mocks' test target imports the app; here they are checked inside it.
                // Test skeletons need the test frameworks, which an iOS SDK keeps apart; the
                // runtime harness compiles and runs them (docs/Runtime.md).
                let plan = (plan + (extra[index] ?? [])).filter {
                    !$0.contents.contains("\nimport Testing\n") && !$0.contents.contains("\nimport XCTest\n")
                }.map { file -> PlannedFile in
                    guard file.contents.contains("\n@testable import ") else { return file }
                    var file = file
                    file.contents = file.contents.replacingOccurrences(of: "\n@testable import ", with: "\n// @testable import ")
                    return file
                }
                // Without the skeletons, the types the generated routes use are stood in for.
                let shims = skeletons ? [] : BuildPlanner.verificationShims(target.project)
                // The team's own code is checked with what this build would write: a filled-in
                // skeleton or a type in the sources replaces the skeleton or stand-in for it.
                let team = SkeletonLookup.collect(
                    project: target.project, output: target.output, sources: sources.isEmpty ? nil : sources, engine: engine)
                let (checked, teamFiles) = team.teamCode(replacing: plan + shims, engine: engine)
                let config = target.project.config
                let named = Set(target.project.allServices.map(\.value) + config.knownTypes.map(\.value))
                let declared = Set(TypeFinder.declarations(of: named, in: teamFiles, protocols: true).keys)
                verifier.verify(checked, of: target.project, displayRoot: target.output, teamFiles: teamFiles, declaredByTeam: declared)
            }
        }
        guard !engine.hasErrors else { return try finish(engine) }

        PhaseClock.mark("plan")
        // Every output path is checked before any folder is touched.
        let writers = outputs.map { OutputWriter(root: $0.output, engine: engine) }
        let files = zip(outputs, plans).map { target, plan in
            layout == .perSpec ? BuildPlanner.perSpec(plan, of: target.project, engine: engine) : plan
        }
        guard !engine.hasErrors else { return try finish(engine) }
        for (writer, plan) in zip(writers, files) { writer.checkPaths(plan) }
        guard !engine.hasErrors else { return try finish(engine) }
        // Each output folder is locked, in a fixed order, for the rest of the run, so two
        // builds into one folder never interleave.
        let mode: OutputWriter.Mode = check ? .check : .write
        let folders = OutputWriter.lock(writers, mode: mode)
        guard !engine.hasErrors else { return try finish(engine) }
        var prepared: [(OutputWriter, OutputReport, [PlannedFile])] = []
        var found = 0
        for ((writer, plan), lookup) in zip(zip(writers, files), lookupsWithMocks) {
            let (report, writes) = writer.prepare(plan, mode: mode, prune: prune)
            let kept = lookup.filter(writes, root: writer.root, engine: engine)
            found += kept.found
            prepared.append((writer, report, kept.writes))
        }
        PhaseClock.mark("prepare")
        guard !engine.hasErrors else { return try finish(engine) }
        var total = OutputReport()
        for (writer, report, writes) in prepared {
            var report = report
            if !check, let folder = folders[writer.root] {
                writer.commit(writes, report: &report, prune: prune, folder: folder)
            }
            total.written += report.written
            total.unchanged += report.unchanged
            total.kept += report.kept
            total.pruned += report.pruned
            total.deletedTemporaries += report.deletedTemporaries
            total.leftovers += report.leftovers
        }
        PhaseClock.mark("commit")
        // Recorded after a build that wrote nothing but generated files: a skeleton (test
        // skeletons included) is the team's to delete, and must then be written again.
        // Leftovers are errors under '--check', so a build that left some records nothing.
        if usesCache, !check, !engine.hasErrors, total.leftovers.isEmpty, let output, let folder = folders[root.resolve(output)],
            files.allSatisfy({ $0.allSatisfy { $0.kind == .generated } }), let inputs,
            let record = BuildCache.record(
                key: cacheKey, inputs: inputs, targets: targets, written: zip(writers, files).map { ($0, $1) }, engine: engine)
        {
            record.write(into: folder)
        }
        if !quiet {
            for path in total.written { Console.out("wrote \(path)\n") }
            for path in total.pruned { Console.out("deleted \(path)\n") }
            for path in total.deletedTemporaries { Console.out("deleted \(path), a temporary file a stopped run left behind\n") }
            var parts = ["\(total.written.count) written", "\(total.unchanged.count) unchanged"]
            if skeletons { parts.append("\(total.kept.count) skeletons kept") }
            if found > 0 { parts.append("\(found) found in the sources") }
            if prune { parts.append("\(total.pruned.count) deleted") }
            if check {
                Console.out("viperc: \(total.unchanged.count) generated files up to date\n")
            } else {
                Console.out("viperc: \(parts.joined(separator: ", "))\n")
            }
        }
        try finish(engine)
    }

    /// Every output folder's plan: each project's files, and its mocks and test skeletons,
    /// which join the plan of the output they are inside or make an output of their own.
    func assemble(
        _ targets: [(project: Project, output: String)], templates: [ConventionTemplates?], engine: DiagnosticEngine
    ) -> (plans: [[PlannedFile]], outputs: [(project: Project, output: String)]) {
        var plans = zip(targets, templates).map { target, templates in
            let (files, problems) = BuildPlanner.plan(target.project, skeletons: skeletons, templates: templates, mapsTemplateLines: verify)
            engine.emit(contentsOf: problems)
            return files
        }
        var outputs = targets
        for (index, target) in targets.enumerated() {
            let config = target.project.config
            let templates = templates[index]
            let wantsMocks = mocks || tests || config.mocks != nil
            let wantsTests = tests || config.tests != nil
            if wantsMocks {
                let (files, problems) = BuildPlanner.mocks(
                    target.project, prefix: "", templates: templates, mapsTemplateLines: verify)
                engine.emit(contentsOf: problems)
                place(files, in: config.mocks?.output?.value, default: "Mocks", index: index)
            }
            if wantsTests {
                let (files, problems) = BuildPlanner.tests(
                    target.project, prefix: "", templates: templates, mapsTemplateLines: verify)
                engine.emit(contentsOf: problems)
                place(files, in: config.tests?.output?.value, default: "Tests", index: index)
            }
        }
        func place(_ files: [PlannedFile], in configured: String?, default name: String, index: Int) {
            let target = targets[index]
            var root = target.output + "/" + name
            if let configured {
                root = configured.hasPrefix("/") ? configured : PathName.join(target.project.root, configured)
            }
            root = SkeletonLookup.lexical(root)
            let output = SkeletonLookup.lexical(target.output)
            if root.hasPrefix(output + "/") {
                let prefix = String(root.dropFirst(output.count + 1)) + "/"
                plans[index] += files.map { file in
                    var file = file
                    file.path = prefix + file.path
                    return file
                }
            } else if let existing = outputs.firstIndex(where: { $0.output == root }) {
                plans[existing] += files
            } else {
                outputs.append((target.project, root))
                plans.append(files)
            }
        }
        return (plans, outputs)
    }

    /// A path that does not exist (specs, `--sources`, `sources:`) is a wrong command line or
    /// configuration, as for 'lint': status 64.
    func exitOnMissingPaths(_ engine: DiagnosticEngine) throws {
        guard engine.diagnostics.contains(where: { $0.id == "missing-path" }) else { return }
        Console.error(Console.finalText(engine))
        throw ExitCode(ExitStatus.usage)
    }

    func finish(_ engine: DiagnosticEngine) throws {
        try Console.finish(engine)
    }
}
