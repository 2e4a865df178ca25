// libFuzzer target: the declaration scanner, suppressions and every rule on one file.
import Diagnostics
import Lint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let violations = LintEngine().lint([source])
    precondition(violations.count <= LintEngine.maximumFindingsPerFile + 1)
    return 0
}
