import ArgumentParser
import Diagnostics
import Foundation
import Lint
import SpecParser
import Support

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Swift code against the VIPER architecture rules.",
        discussion: """
            Exit status: 0 when clean or only warnings, 1 for errors (or warnings under --strict, \
            or stale baseline entries under --strict-baseline), 64 for usage and configuration errors. \
            With --fix the status follows the findings that remain after fixing.

            --fix corrects the findings of fixable rules ('viperc rules' marks them) in place, with \
            byte-exact edits, and lints again until nothing is left to fix; files viperc generated and \
            symbolic links are never changed. With --dry-run it prints the fixes as a unified diff on \
            standard output instead, writes nothing, and reports the remaining findings in its summary only.

            Paths in every report and baseline are relative to the project root: the nearest folder at \
            or above the first path holding '.git', else 'Package.swift', else the outermost holding \
            '.viperc.yml'. Each file's configuration is the root's '.viperc.yml' (or the --config \
            files, in order) refined by every '.viperc.yml' in the folders down to the file.
            """
    )

    @Argument(help: "Files and folders to lint; by default '.', or with --use-stdin only that file.")
    var paths: [String] = []

    @Option(
        name: .customLong("config"),
        help: "A configuration file, repeatable (later refines earlier); by default '.viperc.yml' at the project root.")
    var configs: [String] = []

    @Flag(help: "Apply include and exclude to files given explicitly too (by default an explicit file is always linted).")
    var forceExclude = false

    @Flag(help: "Lint the text on standard input as the file at --stdin-path; other paths given only inform the model.")
    var useStdin = false

    @Option(help: "With --use-stdin: the path of the file standard input holds, for its configuration and in reports.")
    var stdinPath: String?

    @Option(name: .customLong("spec"), help: "A folder of module specs that names the types of each module.")
    var specs: [String] = []

    @Option(name: .customLong("reporter"), help: "FORMAT or FORMAT:FILE, repeatable: \(Reporters.names.joined(separator: ", ")).")
    var reporters: [String] = []

    @Flag(help: "Walk into linked folders that lead outside the project root (by default they are reported and skipped).")
    var followLinks = false

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "Accept the violations listed in this baseline file.")
    var baseline: String?

    @Option(help: "Write every current violation to this baseline file and exit 0.")
    var writeBaseline: String?

    @Flag(help: "Fail when baseline entries no longer match anything.")
    var strictBaseline = false

    @Flag(name: .shortAndLong, help: "Print no summary line.")
    var quiet = false

    @Flag(help: "Apply the automatic fixes of fixable rules, then report what remains.")
    var fix = false

    @Flag(help: "With --fix: print the fixes as a unified diff and write nothing.")
    var dryRun = false

    func validate() throws {
        for reporter in reporters {
            let name = String(reporter.prefix { $0 != ":" })
            guard Reporters.named(name) != nil else {
                throw ValidationError(
                    "unknown reporter '\(name)'\(Suggestion.didYouMean(name, in: Reporters.names)); expected one of \(Reporters.names.joined(separator: ", "))"
                )
            }
        }
        if useStdin != (stdinPath != nil) {
            throw ValidationError(useStdin ? "'--use-stdin' needs '--stdin-path PATH'" : "'--stdin-path' needs '--use-stdin'")
        }
        if useStdin && writeBaseline != nil {
            throw ValidationError("'--write-baseline' records the whole project; it cannot be used with '--use-stdin'")
        }
        if dryRun && !fix {
            throw ValidationError("'--dry-run' needs '--fix'")
        }
        if fix && useStdin {
            throw ValidationError("'--fix' changes files in place; it cannot be used with '--use-stdin'")
        }
        if fix && writeBaseline != nil {
            throw ValidationError("'--fix' cannot be used with '--write-baseline'; fix first, then write the baseline")
        }
        if strictBaseline && baseline == nil {
            throw ValidationError("'--strict-baseline' needs '--baseline FILE'")
        }
    }

    func run() throws {
        var inputs = try LintInputs.load(
            configs: configs, specs: specs, paths: paths.isEmpty && !useStdin ? ["."] : paths, forceExclude: forceExclude,
            stdinPath: useStdin ? stdinPath : nil, validateLater: true, followLinks: followLinks)
        // After fixing, the files are read again: what was scanned ahead is out of date.
        let fixedSources = fix ? try applyFixes(&inputs) : []
        let setup = inputs.setup
        var engine = inputs.engine
        engine.keepsResultsUntilExit = true
        let scanned = engine.scan(
            paths: inputs.files, replacing: fix ? fixedSources : inputs.standardInput.map { [$0] } ?? [],
            ahead: fix ? .none : inputs.scannedAhead)
        // The recovery is serial: the specs' validation and model take the other core meanwhile.
        inputs.startSpecChecks()
        let model = engine.recover(scanned, appRoots: inputs.appRoots)
        let specModel = try inputs.settleSpecs()
        var outcome = engine.check(scanned, appRoots: inputs.appRoots, model: model, specModel: specModel)
        if useStdin {
            // The other files only inform the model: report the one on standard input.
            let path = inputs.standardInput?.path
            outcome.violations = outcome.violations.filter { $0.location.path == path }
            outcome.lintedPaths = outcome.lintedPaths.filter { $0 == path }
            outcome.lintedFiles = outcome.lintedPaths.count
        }
        var violations = outcome.violations
        let lintedFiles = outcome.lintedFiles
        let writeBaseline = self.writeBaseline.map(inputs.paths.resolve)
        let baseline = self.baseline.map(inputs.paths.resolve)
        // Problems met while collecting (links, loops) are reported with the rest.
        violations += setup.diagnostics.map {
            Violation(ruleID: $0.id, severity: $0.severity, message: $0.message, location: $0.location)
        }
        violations += inputs.unreadableFolders
        violations.sort(by: Violation.order)

        if let writeBaseline {
            do throws(ReportFile.Failure) {
                try ReportFile.write(Baseline.render(violations), to: writeBaseline)
            } catch {
                Console.error("viperc: error: cannot write baseline '\(writeBaseline)': \(error.reason)\n")
                throw ExitCode(ExitStatus.cannotWrite)
            }
            if !quiet { Console.error("viperc: wrote \(violations.count) entries to '\(writeBaseline)'\n") }
            return
        }
        var stale: [BaselineEntry] = []
        if let baseline {
            let loading = DiagnosticEngine()
            guard let entries = Baseline.load(baseline, engine: loading) else {
                Console.report(loading)
                throw ExitCode(64)
            }
            (violations, stale) = Baseline.apply(entries, to: violations)
            // An entry for a file this run did not lint says nothing about it, unless the file is gone.
            let linted = Set(outcome.lintedPaths)
            stale = stale.filter { linted.contains($0.file) || !FileManager.default.fileExists(atPath: FileBase.path($0.file)) }
        }
        if fix { violations = Self.explainingUnfixed(violations) }
        let report = LintReport(violations: violations, fileCount: lintedFiles, files: outcome.lintedPaths, staleBaseline: stale)
        let outputs = reporters.isEmpty ? ["xcode"] : reporters
        // A report that cannot be written is said in one line; the others are still written.
        var unwritten = 0
        for output in outputs {
            let name = String(output.prefix { $0 != ":" })
            let reporter: any Reporter =
                name == "xcode" && CommandPaths.absoluteForXcode
                ? XcodeReporter(absoluteRoot: inputs.paths.root.path) : Reporters.named(name)!
            let text = reporter.render(report)
            if let colon = output.firstIndex(of: ":") {
                let given = String(output[output.index(after: colon)...])
                let path = given == "-" ? given : inputs.paths.resolve(given)
                do throws(ReportFile.Failure) {
                    try ReportFile.write(text, to: path)
                } catch {
                    Console.error("viperc: error: cannot write report '\(path)': \(error.reason)\n")
                    unwritten += 1
                }
            } else if !dryRun {
                // With --dry-run standard output holds the diff.
                Console.out(text)
            }
        }
        for entry in stale {
            let file = CommandPaths.absoluteForXcode ? inputs.paths.root.absolutePath(of: entry.file) : entry.file
            Console.error(
                "\(file):\(entry.line):1: \(strictBaseline ? "error" : "warning"): baseline entry for '\(entry.rule)' no longer matches; the violation was fixed, so remove it from the baseline [stale-baseline]\n"
            )
        }
        let errors = violations.filter { $0.severity == .error }.count
        let warnings = violations.filter { $0.severity == .warning }.count
        if !quiet {
            Console.error(
                "viperc: \(DiagnosticPrinter.summary(errors: errors, warnings: warnings)) in \(lintedFiles) file\(lintedFiles == 1 ? "" : "s")\(stale.isEmpty ? "" : ", \(stale.count) stale baseline \(stale.count == 1 ? "entry" : "entries")")\n"
            )
        }
        if unwritten > 0 { throw ExitCode(ExitStatus.cannotWrite) }
        if errors > 0 || (strict && warnings > 0) || (strictBaseline && !stale.isEmpty) {
            throw ExitCode(ExitStatus.failed)
        }
    }
}
