import Foundation
import TestSupport
import Testing

/// `viperc build --verify` checks the team's own code against the regenerated interfaces: a
/// spec change that breaks a filled-in presenter is reported at the presenter, with a note at
/// the spec line, and nothing is written.
struct VerifyTeamCodeTests {
    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    @Test func aSpecChangeThatBreaksAFilledInPresenterIsReportedThere() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/specs")
        #expect(try viperc(["build", "specs", "--output", "App", "--skeletons", "--quiet"], in: folder).status == 0)
        // The team's presenter, moved out of the output folder and filled in.
        let presenter = try String(contentsOfFile: folder + "/App/Shows/Home/HomePresenter.swift", encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/Team", withIntermediateDirectories: true)
        try presenter.replacingOccurrences(of: "func logout() {}", with: "func logout() { interactor.logout() }")
            .write(toFile: folder + "/Team/HomePresenter.swift", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/App/Shows/Home/HomePresenter.swift")

        // The team declares its services: they replace the empty stand-ins.
        try "protocol ShowService: Sendable {\n    func show(id: String) async throws -> Show\n}\n".write(
            toFile: folder + "/Team/Services.swift", atomically: true, encoding: .utf8)
        let clean = try viperc(["build", "specs", "--output", "App", "--verify", "--sources", "Team"], in: folder)
        #expect(clean.status == 0, "\(clean.stderr)")

        let spec = folder + "/specs/Home.viper.yaml"
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "    - \"loadShows()\"\n", with: "    - \"loadShows()\"\n    - \"refresh(force: Bool)\"\n")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let interfaces = folder + "/App/Shows/Home/HomeInterfaces.swift"
        let before = try String(contentsOfFile: interfaces, encoding: .utf8)
        let broken = try viperc(["build", "specs", "--output", "App", "--verify", "--sources", "Team"], in: folder)
        #expect(broken.status == 1)
        #expect(
            broken.stderr.contains(
                "Team/HomePresenter.swift:20:1: error: swiftc: type 'HomePresenter' does not conform to protocol 'HomePresenterInterface' [does-not-compile]"
            ), "\(broken.stderr)")
        #expect(
            broken.stderr.contains(
                "specs/Home.viper.yaml:18:7: note: protocol requires function 'refresh(force:)' with type '(Bool) -> ()', as the spec declares here"
            ), "\(broken.stderr)")
        // Nothing is written while the team's code does not compile.
        #expect(try String(contentsOfFile: interfaces, encoding: .utf8) == before)
    }
}
