import Foundation
import TestSupport
import Testing

/// `assembler: none`: a module that nothing of its own assembles; whatever opens it does, so
/// routes into it are `custom`. The posts example with its new-post modal made so.
extension BuildCommandTests {
    /// A scratch copy of the examples whose new-post modal says `assembler: none`.
    func assembledByOpener() throws -> String {
        let folder = try scratch()
        let newPost = folder + "/specs/posts/NewPost.viper.yaml"
        let text = try String(contentsOfFile: newPost, encoding: .utf8)
        let builder = "builder:\n  doc: Builds the new-post modal; holds nothing once it has.\n"
        try #require(text.contains(builder))
        try text.replacingOccurrences(of: builder, with: "assembler: none\n").write(toFile: newPost, atomically: true, encoding: .utf8)
        return folder + "/specs"
    }

    /// The modal gets no builder, nothing generated calls one, and what is written compiles.
    @Test func aModuleItsOpenerAssemblesBuildsAndCompiles() throws {
        let folder = try assembledByOpener()
        let posts = folder + "/posts/Posts.viper.yaml"
        let text = try String(contentsOfFile: posts, encoding: .utf8)
        try text.replacingOccurrences(of: "    to: NewPost\n    transition: present\n", with: "    to: NewPost\n    transition: custom\n")
            .write(toFile: posts, atomically: true, encoding: .utf8)
        let build = try viperc(["build", "posts", "--output", "out", "--skeletons", "--verify", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/out")
        #expect(files.contains { $0.hasSuffix("PostsDefaultBuilder.swift") }, "\(files)")
        #expect(!files.contains { $0.hasPrefix("NewPost/") && $0.contains("Builder") }, "\(files)")
        let generated = try files.filter { $0.hasSuffix(".swift") }.map {
            try String(contentsOfFile: folder + "/out/" + $0, encoding: .utf8)
        }
        #expect(!generated.contains { $0.contains("NewPostDefaultBuilder") })
    }

    /// A route that viperc would have to assemble it for is refused, at the route.
    @Test func aRouteThatIsNotCustomIsRefused() throws {
        let folder = try assembledByOpener()
        let build = try viperc(["build", "posts", "--output", "out"], in: folder)
        #expect(build.status == 1)
        #expect(
            build.stderr.contains(
                "posts/Posts.viper.yaml:29:11: error: route 'composePost' opens module 'NewPost', which nothing of its own assembles ('assembler: none')"
            ), Comment(rawValue: build.stderr))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"), "nothing may be written")
    }

    /// `view: none` and `presenter: none` (Tests/Fixtures/runtime-partial over the runtime
    /// shop): with skeletons, mocks and tests, what is written typechecks, and nothing is
    /// written for the component a module lacks. Their runtime is `PartialModulesRuntimeTests`.
    @Test func modulesWithoutAComponentBuildAndCompile() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for fixture in ["runtime", "runtime-partial"] {
            let source = Golden.fixtures + "/" + fixture
            for name in try FileManager.default.contentsOfDirectory(atPath: source) {
                try? FileManager.default.removeItem(atPath: folder + "/" + name)
                try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder + "/" + name)
            }
        }
        let build = try viperc(["build", ".", "--output", "out", "--skeletons", "--tests", "--verify", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/out")
        let session = files.filter { $0.hasPrefix("Session/") }.sorted()
        #expect(
            session == [
                "Session/SessionInteractor.swift", "Session/SessionInterfaces.swift", "Session/SessionPresenter.swift",
                "Session/SessionWireframe.swift",
            ], "\(session)")
        let receipt = files.filter { $0.hasPrefix("Receipt/") }.sorted()
        #expect(
            receipt == ["Receipt/ReceiptBuilder.swift", "Receipt/ReceiptInterfaces.swift", "Receipt/ReceiptViewController.swift"],
            "\(receipt)")
        #expect(files.contains("Tests/Session/SessionPresenterTests.swift"), "\(files)")
        // Without a view but with a builder: the builder is written, and returns the presenter.
        let sync = files.filter { $0.hasPrefix("Sync/") }.sorted()
        #expect(
            sync == [
                "Sync/SyncBuilder.swift", "Sync/SyncInteractor.swift", "Sync/SyncInterfaces.swift", "Sync/SyncPresenter.swift",
                "Sync/SyncWireframe.swift",
            ], "\(sync)")
        let builder = try String(contentsOfFile: folder + "/out/Sync/SyncBuilder.swift", encoding: .utf8)
        #expect(builder.contains(") -> any SyncPresenterInterface {"), Comment(rawValue: builder))
    }

    /// A module without a view cannot be where the app starts, whether its builder or its
    /// opener assembles it: there is no screen to show.
    @Test func aModuleWithoutAViewCannotBeTheEntry() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "entry: Sync\n".write(toFile: folder + "/viperc.yml", atomically: true, encoding: .utf8)
        try "module: Sync\nview: none\npresenter:\ninteractor:\nbuilder:\n".write(
            toFile: folder + "/Sync.viper.yaml", atomically: true, encoding: .utf8)
        let build = try viperc(["build", ".", "--output", "out"], in: folder)
        #expect(build.status == 1)
        #expect(
            build.stderr.contains("viperc.yml:1:8: error: entry module 'Sync' has no view ('view: none'); the app's start needs a screen"),
            Comment(rawValue: build.stderr))
    }
}
