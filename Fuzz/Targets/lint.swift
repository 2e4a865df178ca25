// libFuzzer target: the declaration scanner, suppressions and every rule on one file, then
// `--fix` on it: what a fix changes, a second fix leaves alone, and the fixed file has fewer
// findings and none of a rule that had none before.
import Diagnostics
import Lint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let engine = LintEngine()
    let violations = engine.lint([source])
    precondition(violations.count <= LintEngine.maximumFindingsPerFile + 1)
    // A file at the cap has findings the count does not show.
    guard violations.count < LintEngine.maximumFindingsPerFile else { return 0 }
    guard let change = engine.fix(paths: [source.path], replacing: [source]).changes.first else { return 0 }
    precondition(change.fixed != source.bytes && change.fixedFindings > 0)
    let fixed = SourceFile(path: source.path, bytes: change.fixed)
    precondition(engine.fix(paths: [source.path], replacing: [fixed]).changes.isEmpty, "a second --fix changed the file again")
    let after = engine.lint([fixed])
    precondition(after.count < violations.count, "--fix left as many findings as there were")
    var before: [String: Int] = [:]
    for violation in violations { before[violation.ruleID, default: 0] += 1 }
    var now: [String: Int] = [:]
    for violation in after { now[violation.ruleID, default: 0] += 1 }
    for (rule, count) in now {
        precondition(count <= before[rule] ?? 0, "--fix added a '\(rule)' finding")
    }
    return 0
}
