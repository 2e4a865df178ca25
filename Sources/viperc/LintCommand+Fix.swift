import ArgumentParser
import Diagnostics
import Foundation
import Lint
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `viperc lint --fix`: applies the fixes, or with `--dry-run` prints them as a unified diff.
extension LintCommand {
    /// Applies (or shows) every fix and returns the fixed files' text for the report that
    /// follows: with `--dry-run` nothing is written, so the report reads the fixed text from here.
    func applyFixes(_ inputs: inout LintInputs) throws -> [SourceFile] {
        // The specs are checked first: an invalid spec ends the run before any file changes.
        _ = try inputs.settleSpecs()
        let root = Self.realPath(inputs.paths.root.path) ?? inputs.paths.root.path
        let firstPaths = FirstPaths()
        let outcome = inputs.engine.fix(paths: inputs.files, appRoots: inputs.appRoots) { path in
            if let reason = Self.reasonNotToChange(path, root: root) { return reason }
            // One file reached by two paths (a linked folder) is fixed once, by the first.
            guard let real = Self.realPath(path) else { return nil }
            let first = firstPaths.claim(real, by: path)
            return first == path ? nil : "'\(path)' is the file '\(first)' is, fixed there"
        }
        for (path, reason) in outcome.skipped {
            Console.error("\(display(path, inputs)):1:1: warning: not fixed: \(reason) [fix-skipped]\n")
        }
        var written = 0
        var fixed = 0
        for change in outcome.changes {
            if dryRun {
                Console.out(UnifiedDiff.render(old: change.original, new: change.fixed, path: change.path))
                fixed += change.fixedFindings
                continue
            }
            do throws(ReportFile.Failure) {
                try ReportFile.replaceRegularFile(change.path, with: change.fixed)
                written += 1
                fixed += change.fixedFindings
            } catch {
                Console.error("viperc: error: cannot write '\(display(change.path, inputs))': \(error.reason)\n")
                throw ExitCode(ExitStatus.cannotWrite)
            }
        }
        if !quiet {
            let files = dryRun ? outcome.changes.count : written
            Console.error(
                "viperc: \(dryRun ? "would fix" : "fixed") \(fixed) finding\(fixed == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n"
            )
        }
        return dryRun ? outcome.sources : []
    }

    func display(_ path: String, _ inputs: LintInputs) -> String {
        CommandPaths.absoluteForXcode ? inputs.paths.root.absolutePath(of: path) : path
    }

    /// Why a file must not be changed: a symbolic link (its target, when in the project, is
    /// fixed under its own path), or a file outside the project reached through a linked folder.
    static func reasonNotToChange(_ path: String, root: String) -> String? {
        var info = stat()
        guard lstat(FileBase.path(path), &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK { return "'\(path)' is a symbolic link; fix the file it points to" }
        if let real = realPath(path), !(real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")) {
            return "'\(path)' lies outside the project, through a linked folder"
        }
        return nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(FileBase.path(path), nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The first path by which each real file was met; `fix` calls its filter from one thread.
    final class FirstPaths: @unchecked Sendable {
        var paths: [String: String] = [:]

        func claim(_ real: String, by path: String) -> String {
            if let first = paths[real] { return first }
            paths[real] = path
            return path
        }
    }

    /// Remaining findings of fixable rules say why they were not fixed.
    static func explainingUnfixed(_ violations: [Violation]) -> [Violation] {
        violations.map { violation in
            guard let reason = violation.noFixReason else { return violation }
            var explained = violation
            explained.message += "; no automatic fix: \(reason)"
            return explained
        }
    }
}
