import Architecture
import CodeSource
import Diagnostics
import Foundation
import SpecParser
import Support
import SwiftLexer

/// Lints a set of Swift files: tokenize and scan each file (in parallel), learn every type's
/// role, run the rules on each file (in parallel), then apply suppressions. Output order is
/// deterministic whatever the scheduling.
public struct LintEngine: Sendable {
    /// The project's configuration: the architecture model, drift checks, and every file
    /// whose folder has no configuration of its own in `folderConfigurations`.
    public let configuration: LintConfiguration
    /// The rules `configuration` enables.
    public let rules: [any Rule]
    public var projects: [Project]
    /// Leaves a run's file summaries and model allocated when it returns. A command-line run
    /// exits right after reporting, and freeing millions of small values one by one, on one
    /// thread, took longer than the whole model recovery (compilers skip that free the same
    /// way, e.g. clang's `-disable-free`). Off for library use and tests.
    public var keepsResultsUntilExit = false
    /// Configurations refined by nested `.viperc.yml` files, by folder (`.` for the root).
    public var folderConfigurations: [String: LintConfiguration]
    /// Every rule given, for folders whose configuration enables others.
    let candidateRules: [any Rule]

    public init(
        configuration: LintConfiguration = .default, rules: [any Rule] = RuleRegistry.all, projects: [Project] = [],
        folderConfigurations: [String: LintConfiguration] = [:]
    ) {
        self.configuration = configuration
        self.rules = rules.filter { configuration.isEnabled(type(of: $0).description.id) }
        self.projects = projects
        self.folderConfigurations = folderConfigurations
        self.candidateRules = rules
        self.enabledRules = Self.enabledRules(rules, in: configuration)
    }

    /// The rules a configuration enables, with their ids and severities: worked out once,
    /// not for every file.
    let enabledRules: [(rule: any Rule, id: String, severity: Severity)]

    static func enabledRules(_ rules: [any Rule], in configuration: LintConfiguration) -> [(rule: any Rule, id: String, severity: Severity)]
    {
        rules.compactMap { rule in
            let description = type(of: rule).description
            guard configuration.isEnabled(description.id) else { return nil }
            return (rule, description.id, configuration.severity(of: description.id, default: description.severity))
        }
    }

    struct Scanned: Sendable {
        /// The file; for files read from disk its bytes are dropped after scanning, to keep
        /// memory flat, and read again only when the file has violations.
        var source: SourceFile
        var summary: FileSummary?
        var suppressions: [Suppression]
        var problems: [Violation]
        var fromDisk = false
        /// A file viperc generated: read with specs only, for the routes the drift check
        /// compares, and never linted.
        var generated = false
    }

    /// The most `invalid-swift` problems reported for one file; a file of stray bytes would
    /// otherwise get one finding per byte.
    public static let maximumSwiftProblemsPerFile = 100

    /// Ids a suppression may name: the rules and the linter's own checks.
    public static let ownIDs =
        ["invalid-file", "invalid-swift", "invalid-suppression", "unused-suppression", "unreadable-file", "too-many-findings"]
        + DriftCheck.ids

    /// The most findings reported for one file, so that output stays proportionate to what a
    /// reader can act on; the rest are counted in one `too-many-findings` warning.
    public static let maximumFindingsPerFile = 1_000

    /// Reads and lints files; returns the violations and the files linted, which leaves out the
    /// files viperc generated.
    /// - Parameter appRoots: folders that start an app or package (see `ArchitectureRecovery`).
    /// - Parameter replacing: files whose text is given rather than read from disk (standard
    ///   input for an editor's unsaved buffer), by path.
    public func lint(
        paths: [String], appRoots: [String] = [], replacing: [SourceFile] = []
    ) -> (violations: [Violation], lintedFiles: Int, lintedPaths: [String]) {
        let files = scan(paths: paths, replacing: replacing)
        return check(files, appRoots: appRoots, model: recover(files, appRoots: appRoots))
    }

    /// Files read and scanned by `scan(paths:replacing:)`, for `recover` and `check`.
    public struct ScannedFiles: Sendable {
        /// The files linted: all but those viperc generated.
        let linted: [Scanned]
        /// What the files viperc generated declare, which the drift check reads.
        let generated: [FileSummary]

        /// Moves each file to its side rather than copying it: a copy retains every array
        /// of the file's summary. A nil stands for a file left out (viperc's own, without specs).
        init(_ all: consuming [Scanned?]) {
            var rest = all
            rest.reverse()
            var linted: [Scanned] = []
            linted.reserveCapacity(rest.count)
            var generated: [FileSummary] = []
            while let next = rest.popLast() {
                guard let file = next else { continue }
                if !file.generated {
                    linted.append(file)
                } else if let summary = file.summary {
                    generated.append(summary)
                }
            }
            self.linted = linted
            self.generated = generated
        }
    }

    /// The first step of `lint(paths:)`: reads and scans the files. The steps are apart so
    /// that a caller can run other work beside the serial recovery.
    /// - Parameter ahead: files already scanned while the walk ran (`ScanAhead`).
    public func scan(paths: [String], replacing: [SourceFile] = [], ahead: ScannedAhead = .none) -> ScannedFiles {
        let files = ScannedFiles(read(paths, replacing: replacing, signatures: !projects.isEmpty, ahead: ahead))
        PhaseClock.mark("read+scan")
        keepUntilExit(files)
        return files
    }

    /// The second step: the code's architecture model.
    public func recover(_ files: ScannedFiles, appRoots: [String]) -> ArchitectureModel {
        let model = ArchitectureRecovery.recover(
            files: files.linted.compactMap(\.summary), appRoots: appRoots, projects: projects, patterns: configuration.rolePatterns,
            keepingStateUntilExit: keepsResultsUntilExit)
        PhaseClock.mark("recover")
        return model
    }

    /// The last step: the rules, and with specs the drift check.
    /// - Parameter specModel: the specs' model when the caller built it; else it is built here.
    public func check(
        _ files: ScannedFiles, appRoots: [String], model: ArchitectureModel, specModel: ArchitectureModel? = nil
    ) -> (violations: [Violation], lintedFiles: Int, lintedPaths: [String]) {
        (run(files, appRoots: appRoots, model: model, specModel: specModel), files.linted.count, files.linted.map(\.source.path))
    }

    public func lint(_ sources: [SourceFile], appRoots: [String] = []) -> [Violation] {
        let knownIDs = RuleRegistry.ids + Self.ownIDs
        let signatures = !projects.isEmpty
        // As with files read from disk, files viperc generated are read for the drift check only.
        let keepsGenerated = !projects.isEmpty
        let read = ParallelMap.map(sources) { source -> Scanned? in
            let generated = source.bytes.starts(with: Self.generatedHeader)
            if generated && !keepsGenerated { return nil }
            var scanned = Self.scan(source, knownIDs: knownIDs, signatures: signatures)
            scanned.generated = generated
            return scanned
        }
        let files = ScannedFiles(read)
        return run(files, appRoots: appRoots, model: recover(files, appRoots: appRoots), specModel: nil)
    }

    /// The architecture model of the files, as the rules see it.
    /// - Parameter signatures: whether members' signatures are recorded, which drafting specs
    ///   and documenting methods need; `viperc graph` and lint without specs skip that cost.
    /// - Parameter generated: whether files viperc generated join the model, as they do for
    ///   `init --from`: on an app viperc built they say what the spec was.
    /// - Parameter appNames: specs whose names place types first in one app each, by its root
    ///   (the drafts of `viperc init --from`, read back).
    public func model(
        paths: [String], appRoots: [String], signatures: Bool = true, ahead: ScannedAhead = .none, generated: Bool = false,
        appNames: [String: Project] = [:]
    ) -> ArchitectureModel {
        let summaries = read(paths, signatures: signatures, ahead: ahead, keepsGenerated: generated).compactMap {
            $0?.generated == false || generated ? $0?.summary : nil
        }
        keepUntilExit(summaries)
        return ArchitectureRecovery.recover(
            files: summaries, appRoots: appRoots, projects: projects, appProjects: appNames, patterns: configuration.rolePatterns,
            keepingStateUntilExit: keepsResultsUntilExit)
    }

    public func model(_ sources: [SourceFile], appRoots: [String] = []) -> ArchitectureModel {
        let knownIDs = RuleRegistry.ids + Self.ownIDs
        let summaries = ParallelMap.map(sources) { Self.scan($0, knownIDs: knownIDs).summary }.compactMap { $0 }
        return ArchitectureRecovery.recover(
            files: summaries, appRoots: appRoots, projects: projects, patterns: configuration.rolePatterns,
            keepingStateUntilExit: keepsResultsUntilExit)
    }

    /// Reads and scans files in parallel, in the order given; files viperc generated are nil
    /// without specs.
    /// - Parameter signatures: whether to record members' signatures, which the drift check and
    ///   `viperc init --from` read.
    func read(
        _ paths: [String], replacing: [SourceFile] = [], signatures: Bool = true, ahead: ScannedAhead = .none, keepsGenerated: Bool = false
    ) -> [Scanned?] {
        let knownIDs = RuleRegistry.ids + Self.ownIDs
        let given = Dictionary(replacing.map { (PathKey($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        let keepsGenerated = keepsGenerated || !projects.isEmpty
        let early = ahead.files(signatures: signatures, keepsGenerated: keepsGenerated)
        return ParallelMap.map(paths) { path -> Scanned? in
            let key = PathKey(path)
            if let source = given[key] { return Self.scan(source, knownIDs: knownIDs, signatures: signatures) }
            if let scanned = early[key] { return scanned }
            return Self.readAndScan(path, knownIDs: knownIDs, signatures: signatures, keepsGenerated: keepsGenerated)
        }
    }

    /// The start of every file viperc generates.
    static let generatedHeader = Array("// Generated by viperc".utf8)

    /// Reads the file at `path` and scans it; nil for a file viperc generated unless
    /// `keepsGenerated` (with specs, their routes are read for the drift check).
    static func readAndScan(_ path: String, knownIDs: [String], signatures: Bool, keepsGenerated: Bool) -> Scanned? {
        switch FileReader.read(path) {
        case .failure(let failure):
            return Scanned(
                source: SourceFile(path: path, bytes: []), summary: nil, suppressions: [],
                problems: [
                    Violation(
                        ruleID: "unreadable-file", severity: .error, message: "cannot read file: \(failure.message)",
                        location: .file(path))
                ])
        case .success(let bytes):
            // Files viperc generated follow the specs by construction.
            let generated = bytes.starts(with: generatedHeader)
            if generated && !keepsGenerated { return nil }
            var scanned = scan(SourceFile(path: path, bytes: bytes), knownIDs: knownIDs, signatures: signatures)
            scanned.source = SourceFile(path: path, bytes: [])
            scanned.fromDisk = true
            scanned.generated = generated
            return scanned
        }
    }

    /// See `keepsResultsUntilExit`: the value is retained once more and never released.
    public func keepUntilExit<Value>(_ value: Value) {
        guard keepsResultsUntilExit else { return }
        KeptUntilExit.keep(value)
    }

    func run(_ files: ScannedFiles, appRoots: [String], model: ArchitectureModel, specModel: ArchitectureModel?) -> [Violation] {
        let scanned = files.linted
        let indexes = Dictionary(
            model.apps.map { ($0.root, RoleIndex(app: $0, patterns: configuration.rolePatterns)) }, uniquingKeysWith: { a, _ in a })
        keepUntilExit((model, indexes))
        let empty = RoleIndex(patterns: configuration.rolePatterns)
        // Over every file, generated ones too: a view protocol viperc wrote may be the type
        // of a presenter's reference.
        let summaries = scanned.compactMap(\.summary)
        let classes = ClassTypes(summaries + files.generated)
        let factories = FactoryResults(summaries)
        // Files of one folder share their app: look each folder up once.
        var rootOfFolder: [Substring: String] = [:]
        let rootSet = Set(appRoots)
        let roots = scanned.map { file -> String in
            let path = file.source.path
            let folder = path[..<(path.utf8LastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
            if let root = rootOfFolder[folder] { return root }
            let root = ArchitectureRecovery.appRoot(of: path, roots: rootSet)
            rootOfFolder[folder] = root
            return root
        }
        // With specs, where code and specs part ways; findings in a Swift file go through its
        // suppressions like any other, those at a spec line are reported as they are. The
        // comparison runs beside the rules, which do not need it: part of it is serial, and the
        // rules keep the other core busy meanwhile.
        guard !projects.isEmpty else {
            // No specs: each file's findings and suppressions in one pass.
            // By index: an array of (file, root) pairs would copy every file.
            let perFile = ParallelMap.map(Array(scanned.indices)) { i in
                self.finish(
                    scanned[i],
                    violations: scanned[i].problems
                        + self.findings(scanned[i], index: indexes[roots[i]] ?? empty, classes: classes, factories: factories))
            }
            PhaseClock.mark("rules")
            return perFile.flatMap { $0 }.sorted(by: Violation.order)
        }
        let generated = files.generated
        let spec = specModel ?? SpecArchitecture.model(of: projects)
        keepUntilExit((spec, projects))
        PhaseClock.mark("spec model")
        let comparison = Background { DriftCheck.check(spec: spec, code: model, generated: generated) }
        let found = ParallelMap.map(Array(scanned.indices)) { i in
            self.findings(scanned[i], index: indexes[roots[i]] ?? empty, classes: classes, factories: factories)
        }
        PhaseClock.mark("rules")
        var drift: [String: [Violation]] = [:]
        for violation in comparison.wait() where configuration.isEnabled(violation.ruleID) {
            var violation = violation
            violation.severity = configuration.severity(of: violation.ruleID, default: violation.severity)
            drift[violation.location.path, default: []].append(violation)
        }
        PhaseClock.mark("drift")
        let frozenDrift = drift
        let perFile = ParallelMap.map(Array(scanned.indices)) { i in
            self.finish(scanned[i], violations: scanned[i].problems + (frozenDrift[scanned[i].source.path] ?? []) + found[i])
        }
        PhaseClock.mark("suppressions")
        // Findings at spec lines, which no Swift file's pass reported; none when the code and
        // specs agree, and then the set of linted paths is not needed.
        var atSpecs: [Violation] = []
        if !drift.isEmpty {
            let linted = Set(scanned.map(\.source.path))
            atSpecs = drift.filter { !linted.contains($0.key) }.values.flatMap { $0 }
        }
        return (perFile.flatMap { $0 } + atSpecs).sorted(by: Violation.order)
    }

    /// A file with a NUL byte is binary, and skipped, when it has more NULs than this or when
    /// control bytes (NUL and the others text never holds) are two or more and over one byte in
    /// fifty; a file with a few stray NULs is linted as Swift.
    public static let maximumStrayNULs = 16

    static func scan(_ source: SourceFile, knownIDs: [String], signatures: Bool = true) -> Scanned {
        let source = source.droppingByteOrderMark()
        func skipped(_ message: String, at offset: Int) -> Scanned {
            Scanned(
                source: source, summary: nil, suppressions: [],
                problems: [
                    Violation(ruleID: "invalid-file", severity: .warning, message: message, location: source.location(ofByte: offset))
                ])
        }
        var strayNULs: [Int] = []
        if source.firstNULByte() != nil {
            if source.looksLikeUTF16 {
                return skipped("file is UTF-16 text; viperc reads Swift source in UTF-8, so it was skipped", at: 0)
            }
            let nuls = source.nulOffsets(limit: maximumStrayNULs + 1)
            let controls = source.bytes.reduce(0) { $0 + ($1 < 0x20 && $1 != 0x09 && $1 != 0x0A && $1 != 0x0C && $1 != 0x0D ? 1 : 0) }
            if nuls.count > maximumStrayNULs || (controls >= 2 && controls * 50 > source.bytes.count) {
                return skipped("file is binary, not Swift source; skipped", at: nuls[0])
            }
            strayNULs = nuls
        }
        if let offset = source.firstInvalidUTF8Byte() {
            return Scanned(
                source: source, summary: nil, suppressions: [],
                problems: [
                    Violation(
                        ruleID: "invalid-file", severity: .warning, message: "file is not valid UTF-8; skipped",
                        location: source.location(ofByte: offset))
                ])
        }
        let lexed = Lexer.tokenize(source, commentsApart: true)
        var problems = strayNULs.map {
            Violation(
                ruleID: "invalid-swift", severity: .warning, message: "NUL byte in Swift source", location: source.location(ofByte: $0))
        }
        problems += lexed.diagnostics.prefix(maximumSwiftProblemsPerFile).map {
            Violation(ruleID: "invalid-swift", severity: .warning, message: $0.message, location: $0.location)
        }
        if lexed.diagnostics.count > maximumSwiftProblemsPerFile {
            let more = lexed.diagnostics.count + lexed.droppedDiagnostics - maximumSwiftProblemsPerFile
            problems.append(
                Violation(
                    ruleID: "invalid-swift", severity: .warning,
                    message: "\(more) more problems in this file are not reported; the file may not be Swift",
                    location: lexed.diagnostics[maximumSwiftProblemsPerFile].location))
        }
        let summary = DeclarationScanner.scan(source, code: lexed.tokens, signatures: signatures, lineStarts: lexed.lineStarts)
        let (suppressions, suppressionProblems) = Suppression.parse(source, tokens: lexed.comments, knownIDs: knownIDs)
        problems += suppressionProblems
        return Scanned(source: source, summary: summary, suppressions: suppressions, problems: problems)
    }

    /// What the rules find in a file, before its suppressions apply.
    func findings(_ file: Scanned, index: RoleIndex, classes: ClassTypes, factories: FactoryResults) -> [Violation] {
        var violations: [Violation] = []
        if let summary = file.summary {
            let folder = PathName.parent(file.source.path)
            let own = folderConfigurations[folder.isEmpty ? "." : folder]
            let configuration = own ?? self.configuration
            let context = RuleContext(file: summary, index: index, configuration: configuration, classes: classes, factories: factories)
            // Every rule is about a component or role protocol the file declares.
            if context.typeRoles.contains(where: { $0 != nil }) {
                // Read through labels: destructuring the labelled tuples cast the whole array
                // once per file.
                let rules = own.map { Self.enabledRules(candidateRules, in: $0) } ?? enabledRules
                for entry in rules {
                    var lines = Set<Int>()
                    for finding in entry.rule.check(context) {
                        // One finding per rule and line: a property that names a service in
                        // its type and again in its initializer is one violation.
                        guard lines.insert(finding.location.line).inserted else { continue }
                        var violation = Violation(
                            ruleID: entry.id, severity: entry.severity, message: finding.message, location: finding.location)
                        violation.fix = finding.fix
                        violation.noFixReason = finding.noFixReason
                        violations.append(violation)
                    }
                }
            }
        }
        return violations
    }

    /// A file's violations once its suppressions apply, capped and with their columns and lines.
    func finish(_ file: Scanned, violations: [Violation]) -> [Violation] {
        var violations = violations
        var used = Set<Int>()
        violations = violations.filter { violation in
            guard let match = file.suppressions.firstIndex(where: { $0.covers(violation) }) else { return true }
            used.insert(match)
            return false
        }
        for (number, suppression) in file.suppressions.enumerated() where !used.contains(number) {
            violations.append(
                Violation(
                    ruleID: "unused-suppression", severity: .warning,
                    message:
                        "suppression of \(suppression.ruleIDs.map { "'\($0)'" }.joined(separator: ", ")) matches no violation; remove it",
                    location: suppression.location))
        }
        guard !violations.isEmpty else { return [] }
        if violations.count > Self.maximumFindingsPerFile {
            violations.sort(by: Violation.order)
            let first = violations[Self.maximumFindingsPerFile]
            let more = violations.count - Self.maximumFindingsPerFile
            violations.removeLast(more)
            violations.append(
                Violation(
                    ruleID: "too-many-findings", severity: .warning,
                    message: "\(more) more findings in this file are not reported", location: first.location))
        }
        var source = file.source
        if file.fromDisk, case .success(let bytes) = FileReader.read(source.path) {
            source = SourceFile(path: source.path, bytes: bytes).droppingByteOrderMark()
        }
        var work = 0
        return Self.complete(violations, in: source, work: &work)
    }

    /// Adds the UTF-16 column and the trimmed line text to each violation. Columns are counted
    /// with one cursor that moves forward through each line, so many violations on one long
    /// line cost the line's length once, not once each.
    /// - Parameter work: incremented by the bytes the column cursor steps over, for tests.
    static func complete(_ violations: [Violation], in source: SourceFile, work: inout Int) -> [Violation] {
        var result = violations
        let order = violations.indices.sorted {
            (violations[$0].location.line, violations[$0].location.column) < (violations[$1].location.line, violations[$1].location.column)
        }
        var cursorLine = -1
        var cursorOffset = 0
        var cursorUnits = 0
        for index in order {
            let line = violations[index].location.line - 1
            guard line >= 0, line < source.lineStarts.count else { continue }
            let start = source.lineStarts[line]
            var end = line + 1 < source.lineStarts.count ? source.lineStarts[line + 1] : source.bytes.count
            while end > start, source.bytes[end - 1] == 0x0A || source.bytes[end - 1] == 0x0D { end -= 1 }
            let columnEnd = min(start + violations[index].location.column - 1, end)
            if line != cursorLine || columnEnd < cursorOffset {
                cursorLine = line
                cursorOffset = start
                cursorUnits = 0
            }
            while cursorOffset < columnEnd {
                let byte = source.bytes[cursorOffset]
                // A scalar's leading byte: four-byte sequences are two UTF-16 units.
                if byte & 0xC0 != 0x80 { cursorUnits += byte >= 0xF0 ? 2 : 1 }
                cursorOffset += 1
                work += 1
            }
            result[index].utf16Column = cursorUnits + 1
            let nameEnd = Self.endOfName(in: source.bytes, from: columnEnd, lineEnd: end)
            if nameEnd > columnEnd {
                result[index].utf16EndColumn =
                    cursorUnits + 1 + String(decoding: source.bytes[columnEnd..<nameEnd], as: UTF8.self).utf16.count
            }
            // Cap very long lines (minified files) so baselines stay small.
            let text = String(decoding: source.bytes[start..<min(end, start + 400)], as: UTF8.self)
            result[index].lineText = text.trimmingCharacters(in: .whitespaces)
        }
        return result
    }

    /// The end of the identifier, keyword or `` `quoted` `` name that starts at `start`, or
    /// `start` itself when none does. Bytes of 0x80 and above count as name characters, which
    /// keeps multibyte characters whole.
    static func endOfName(in bytes: [UInt8], from start: Int, lineEnd: Int) -> Int {
        guard start < lineEnd else { return start }
        if bytes[start] == UInt8(ascii: "`") {
            var index = start + 1
            while index < lineEnd, bytes[index] != UInt8(ascii: "`") { index += 1 }
            return index < lineEnd ? index + 1 : start
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                || byte >= 0x80
        }
        guard isNameByte(bytes[start]), !(bytes[start] >= 0x30 && bytes[start] <= 0x39) else { return start }
        var index = start
        while index < lineEnd, isNameByte(bytes[index]) { index += 1 }
        return index
    }
}
