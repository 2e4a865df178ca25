import Foundation
import Testing

/// A keyword after a label names a parameter as Swift allows (`target(for break: UserBreak)`):
/// viperc keeps it escaped where the generated code uses it, and a mock's tuple of arguments
/// labels it plainly, as swiftc wants.
extension BuildCommandTests {
    @Test func keywordParameterNamesBuildWithoutWarnings() throws {
        let folder = try scratch()
        try FileManager.default.createDirectory(atPath: folder + "/specs", withIntermediateDirectories: true)
        let spec =
            "module: Tracker\nview:\n  methods:\n    - \"show()\"\npresenter:\n  methods:\n    - \"viewDidLoad()\"\ninteractor:\n  methods:\n    - \"target(for break: Int) -> Int\"\n    - \"move(in class: Int, for in: String)\"\nrouter:\n  methods: []\n"
        try spec.write(toFile: folder + "/specs/Tracker.viper.yaml", atomically: true, encoding: .utf8)
        let build = try viperc(["build", "specs", "--output", "out", "--skeletons", "--mocks", "--tests", "--verify"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
        #expect(!build.stderr.contains("warning"), Comment(rawValue: build.stderr))
        let interfaces = contents(folder + "/out/Tracker/TrackerInterfaces.swift") ?? ""
        #expect(interfaces.contains("func target(for `break`: Int) -> Int"), Comment(rawValue: interfaces))
        let mocks = contents(folder + "/out/Mocks/Tracker/TrackerMocks.swift") ?? ""
        #expect(mocks.contains("moveReceivedArguments = (class: `class`, in: `in`)"), Comment(rawValue: mocks))
        // Sample arguments are made from the name without its backticks.
        let tests = contents(folder + "/out/Tests/Tracker/TrackerInteractorTests.swift") ?? ""
        #expect(tests.contains("interactor.move(in: ") && !tests.contains("\"`"), Comment(rawValue: tests))
    }
}
