import Foundation
import TestSupport
import Testing

/// `viperc build --skeletons` finds a skeleton's type by its declaration before writing it, so
/// a filled-in skeleton that was moved or renamed is never written twice.
struct SkeletonLookupTests {

    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    /// The tvshows specs built once with skeletons into `out`, and an empty `App` folder.
    func scratch() throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/tvshows", toPath: folder + "/specs")
        try FileManager.default.createDirectory(atPath: folder + "/App/Modules/Home", withIntermediateDirectories: true)
        let first = try viperc(["build", "specs", "--output", "out", "--skeletons", "--quiet"], in: folder)
        try #require(first.status == 0, Comment(rawValue: first.stderr))
        return folder
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func aSkeletonMovedIntoTheAppIsFoundThere() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = folder + "/out/Shows/Home/HomePresenter.swift"
        let filled = try String(contentsOfFile: old, encoding: .utf8) + "\n// filled in\n"
        try filled.write(toFile: folder + "/App/Modules/Home/HomePresenter.swift", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: old)
        let line =
            try #require(filled.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("class HomePresenter") })
            + 1

        // Without the app's folder the build cannot know, and writes the skeleton again.
        let unaware = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: unaware) }
        try FileManager.default.removeItem(atPath: unaware)
        try FileManager.default.copyItem(atPath: folder, toPath: unaware)
        let blind = try viperc(["build", "specs", "--output", "out", "--skeletons"], in: unaware)
        #expect(blind.stdout.contains("wrote out/Shows/Home/HomePresenter.swift\n"))

        let result = try viperc(["build", "specs", "--output", "out", "--skeletons", "--sources", "App"], in: folder)
        #expect(result.status == 0)
        #expect(!exists(old))
        #expect(
            result.stderr.contains(
                "App/Modules/Home/HomePresenter.swift:\(line):"
            ))
        #expect(
            result.stderr.contains(
                ": remark: 'HomePresenter' is declared here, so its skeleton 'out/Shows/Home/HomePresenter.swift' is not written [skeleton-found]\n"
            ))
        #expect(result.stdout.hasSuffix("viperc: 0 written, 12 unchanged, 12 skeletons kept, 1 found in the sources\n"))
        #expect(try String(contentsOfFile: folder + "/App/Modules/Home/HomePresenter.swift", encoding: .utf8) == filled)
    }

    @Test func aRenamedSkeletonInTheOutputFolderIsFoundWithoutSettings() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = folder + "/out/Shows/Details/DetailsInteractor.swift"
        try FileManager.default.moveItem(atPath: old, toPath: folder + "/out/Shows/Details/ShowDetailsInteractor.swift")
        let result = try viperc(["build", "specs", "--output", "out", "--skeletons"], in: folder)
        #expect(result.status == 0)
        #expect(!exists(old))
        #expect(result.stderr.hasPrefix("out/Shows/Details/ShowDetailsInteractor.swift:"))
        #expect(result.stderr.contains("so its skeleton 'out/Shows/Details/DetailsInteractor.swift' is not written [skeleton-found]"))

        let missing = try viperc(["build", "specs", "--output", "out", "--skeletons", "--sources", "Nowhere"], in: folder)
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Nowhere:1:1: error: no such file or folder [missing-path]\n"))
        #expect(!exists(old))
    }

    @Test func sourcesInViperYmlAreSearchedAndAMissingOneIsAnError() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = folder + "/out/Shows/Home/HomeWireframe.swift"
        try FileManager.default.moveItem(atPath: old, toPath: folder + "/App/Modules/Home/HomeWireframe.swift")
        let config = folder + "/specs/viperc.yml"
        let original = try String(contentsOfFile: config, encoding: .utf8)
        try (original + "sources: [../App]\n").write(toFile: config, atomically: true, encoding: .utf8)
        let result = try viperc(["build", "specs", "--output", "out", "--skeletons"], in: folder)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        #expect(!exists(old))
        #expect(result.stderr.contains("App/Modules/Home/HomeWireframe.swift:"))

        try (original + "sources: [../Nowhere]\n").write(toFile: config, atomically: true, encoding: .utf8)
        let missing = try viperc(["build", "specs", "--output", "out", "--skeletons"], in: folder)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("error: source folder 'Nowhere' does not exist"))
        #expect(!exists(old))
    }

    @Test func aTypeDeclaredNowhereIsStillWrittenAndExtensionsDoNotCount() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = folder + "/out/Shows/Home/HomeViewController.swift"
        try FileManager.default.removeItem(atPath: old)
        // Only an extension, a nested type and a comment name it: none of them declares it.
        try """
        extension HomeViewController {}
        enum Screens { final class HomeViewController {} }
        // final class HomeViewController
        """.write(toFile: folder + "/App/Modules/Home/Other.swift", atomically: true, encoding: .utf8)
        let result = try viperc(["build", "specs", "--output", "out", "--skeletons", "--sources", "App"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("wrote out/Shows/Home/HomeViewController.swift\n"))
        #expect(!result.stderr.contains("skeleton-found"))
        #expect(exists(old))
    }

    @Test func sourcesNeedSkeletons() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try viperc(["build", "specs", "--sources", "App"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("'--sources' needs '--skeletons'"))
    }
}
