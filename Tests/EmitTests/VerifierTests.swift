import Diagnostics
import Testing

@testable import Emit

/// How `--verify` reads swiftc's output and maps it back to the spec.
struct VerifierTests {
    @Test func parsesErrorsAndWarningsAndDropsNotesAndGroups() {
        let output = """
            /tmp/x/out/Home/HomeInterfaces.swift:12:5: error: cannot find type 'Shw' in scope
            /tmp/x/out/Home/HomeInterfaces.swift:12:5: note: did you mean 'Show'?
            /tmp/x/out/C:/odd/File.swift:3:9: warning: variable 'x' was never used [#UnusedVariable]
            <unknown>:0: error: unable to load standard library
            """
        let problems = Verifier.parse(output)
        #expect(problems.count == 2)
        #expect(problems.first?.path == "/tmp/x/out/Home/HomeInterfaces.swift")
        #expect(problems.first?.line == 12 && problems.first?.column == 5)
        #expect(problems.first?.severity == .error)
        #expect(problems.first?.message == "cannot find type 'Shw' in scope")
        #expect(problems.last?.path == "/tmp/x/out/C:/odd/File.swift", "a path may hold colons")
        #expect(problems.last?.message == "variable 'x' was never used", "the group in brackets is swiftc's, not ours")
    }

    @Test func linesMapToTheNearestDeclarationAbove() {
        let origin = SourceLocation(path: "Home.viper.yaml", line: 7, column: 7)
        let fallback = SourceLocation(path: "Home.viper.yaml", line: 1, column: 9)
        let file = PlannedFile(path: "Home/HomeInterfaces.swift", contents: "", kind: .generated, origins: [10: origin], fallback: fallback)
        #expect(file.origin(ofLine: 12) == origin)
        #expect(file.origin(ofLine: 10) == origin)
        #expect(file.origin(ofLine: 9) == fallback)
    }
}
