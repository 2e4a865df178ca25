import Foundation
import TestSupport
import Testing

/// The record of the last build (`.viperc-build`): a build with nothing changed answers from
/// it, and any change of input, output, command or binary builds in full.
struct BuildCacheTests {
    /// Runs a build with phase timing on: a full build prints its 'load+validate' phase, one
    /// answered from the record does not get that far.
    func build(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String, full: Bool) {
        let result = try Golden.run(Golden.viperc, ["build"] + arguments, in: folder, environment: ["VIPERC_PHASES": "1"])
        let phases = result.stderr.split(separator: "\n").filter { $0.hasPrefix("viperc: phase ") }
        let rest = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("viperc: phase ") }
        return (result.status, result.stdout, rest.joined(separator: "\n"), phases.contains { $0.contains("'load+validate'") })
    }

    func project() throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/specs")
        // A warning to replay: a route in a module without a wireframe.
        try "module: Lonely\nview: {}\npresenter: {}\nroutes:\n  - { name: back, transition: dismiss }\n".write(
            toFile: folder + "/specs/Lonely.viper.yaml", atomically: false, encoding: .utf8)
        return folder
    }

    @Test func aBuildWithNothingChangedAnswersFromTheRecordAndSaysTheSame() throws {
        let folder = try project()
        let first = try build(["specs", "--output", "out"], in: folder)
        #expect(first.status == 0 && first.full)
        #expect(first.stderr.contains("[route-without-wireframe]"))
        let again = try build(["specs", "--output", "out"], in: folder)
        #expect(again.status == 0 && !again.full, "\(again.stderr)")
        #expect(again.stderr == first.stderr)
        #expect(again.stdout == "viperc: 0 written, 13 unchanged\n")
        let check = try build(["specs", "--output", "out", "--check", "--quiet"], in: folder)
        #expect(check.status == 0 && !check.full && check.stdout == "")
    }

    @Test(arguments: ["spec edited", "spec added", "output edited", "output deleted", "other command"])
    func anyChangeBuildsInFull(_ change: String) throws {
        let folder = try project()
        #expect(try build(["specs", "--output", "out"], in: folder).status == 0)
        var arguments = ["specs", "--output", "out"]
        switch change {
        case "spec edited":
            let spec = folder + "/specs/Home.viper.yaml"
            // In what other modules see: an edit of methods alone redoes one module (IncrementalBuildTests).
            try (try String(contentsOfFile: spec, encoding: .utf8)).replacingOccurrences(of: "Show: { id: String", with: "Show: { id: Int")
                .write(
                    toFile: spec, atomically: false, encoding: .utf8)
        case "spec added":
            try "module: Extra\nview: {}\npresenter: {}\n".write(
                toFile: folder + "/specs/Extra.viper.yaml", atomically: false, encoding: .utf8)
        case "output edited":
            let file = folder + "/out/Shows/Home/HomeInterfaces.swift"
            try (try String(contentsOfFile: file, encoding: .utf8) + "// by hand\n").write(toFile: file, atomically: false, encoding: .utf8)
        case "output deleted":
            try FileManager.default.removeItem(atPath: folder + "/out/Shows/Home/HomeRoutes.swift")
        default:
            arguments.append("--mocks")
        }
        let rebuilt = try build(arguments, in: folder)
        #expect(rebuilt.status == 0 && rebuilt.full, "\(change): \(rebuilt.stderr)")
        #expect(!rebuilt.stdout.contains("0 written"), "\(change): \(rebuilt.stdout)")
        // And the record is current again.
        #expect(try !build(arguments, in: folder).full, "\(change)")
    }

    @Test func skeletonsAndPruningAlwaysBuildInFull() throws {
        let folder = try project()
        #expect(try build(["specs", "--output", "out", "--skeletons"], in: folder).status == 0)
        #expect(try build(["specs", "--output", "out", "--skeletons"], in: folder).full)
        #expect(try build(["specs", "--output", "out", "--prune"], in: folder).full)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/.viperc-build"))
    }
}
