import CodeSource
import Diagnostics
import Support

/// One file `--fix` changed.
public struct FileChange: Sendable, Equatable {
    public var path: String
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// The findings whose fixes went into the file.
    public var fixedFindings: Int
}

/// What `--fix` did, before anything is written.
public struct FixOutcome: Sendable {
    /// Changed files, in path order.
    public var changes: [FileChange] = []
    /// Files with fixable findings that were left alone, and why.
    public var skipped: [(path: String, reason: String)] = []

    public var fixedFindings: Int { changes.reduce(0) { $0 + $1.fixedFindings } }

    /// The fixed files as sources, to lint them again without writing them.
    public var sources: [SourceFile] { changes.map { SourceFile(path: $0.path, bytes: $0.fixed) } }
}

extension LintEngine {
    /// The most times the files are linted and fixed: a fix may uncover or unblock another
    /// (two edits at one place go in one after the other), and a second pass that finds
    /// nothing to do is what makes the result idempotent.
    public static let maximumFixPasses = 4

    /// Lints the files and applies every fix, again on the result until nothing is left to fix;
    /// writes nothing. Files viperc generated are never linted, so never fixed.
    /// - Parameter skip: why a file must not be changed (a symbolic link), or nil.
    public func fix(
        paths: [String], appRoots: [String] = [], replacing: [SourceFile] = [], skip: (String) -> String? = { _ in nil }
    ) -> FixOutcome {
        var current: [String: [UInt8]] = [:]
        var original: [String: [UInt8]] = [:]
        var counts: [String: Int] = [:]
        var skipped: [String: String] = [:]
        for source in replacing { original[source.path] = source.bytes }
        for _ in 0..<Self.maximumFixPasses {
            let given = replacing.filter { current[$0.path] == nil } + current.map { SourceFile(path: $0.key, bytes: $0.value) }
            let violations = lint(paths: paths, appRoots: appRoots, replacing: given).violations
            var byFile: [String: [[TextEdit]]] = [:]
            for violation in violations where !violation.fix.isEmpty {
                byFile[violation.location.path, default: []].append(violation.fix)
            }
            var changed = false
            for (path, fixes) in byFile.sorted(by: { $0.key < $1.key }) where skipped[path] == nil {
                if let reason = skip(path) {
                    skipped[path] = reason
                    continue
                }
                guard let bytes = current[path] ?? original[path] ?? Self.readBytes(path) else { continue }
                if original[path] == nil { original[path] = bytes }
                if bytes.starts(with: Self.generatedHeader) { continue }
                let (fixed, applied) = Fixer.apply(fixes, to: bytes)
                guard applied > 0, fixed != bytes else { continue }
                current[path] = fixed
                counts[path, default: 0] += applied
                changed = true
            }
            if !changed { break }
        }
        var outcome = FixOutcome()
        for (path, fixed) in current.sorted(by: { $0.key < $1.key }) where fixed != original[path] {
            outcome.changes.append(FileChange(path: path, original: original[path] ?? [], fixed: fixed, fixedFindings: counts[path] ?? 0))
        }
        outcome.skipped = skipped.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return outcome
    }

    static func readBytes(_ path: String) -> [UInt8]? {
        if case .success(let bytes) = FileReader.read(path) { return bytes }
        return nil
    }
}
