import Foundation
import TestSupport
import Testing

/// `.viperc.yml` as SwiftLint users expect it: nested files refining their parent's, repeated
/// `--config`, `--force-exclude`, and standard input for editors.
struct NestedConfigurationTests {
    func viperc(_ arguments: [String], in folder: String, input: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        try #require(FileManager.default.isExecutableFile(atPath: ProjectRootTests.binary), "build viperc first: swift build")
        return try Golden.run(ProjectRootTests.binary, arguments, in: folder, input: input)
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The findings of a JSON report as `file rule` lines.
    func findings(_ arguments: [String], in folder: String, input: String? = nil) throws -> [String] {
        let result = try viperc(["lint"] + arguments + ["--reporter", "json", "--quiet"], in: folder, input: input)
        let items = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return items.map { "\($0["file"] as? String ?? "") \($0["rule"] as? String ?? "") \($0["severity"] as? String ?? "")" }
    }

    @Test func nestedFilesRefineTheirParentsForTheFilesBelowThem() throws {
        let root = try ProjectRootTests.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        let before = try findings(["App"], in: root)
        let homeServices = before.filter { $0.hasPrefix("App/Modules/Home/") && $0.contains(" view-uses-service ") }
        let loginServices = before.filter { $0.hasPrefix("App/Modules/Login/") && $0.contains(" view-uses-service ") }
        #expect(!homeServices.isEmpty && !loginServices.isEmpty)
        // The root raises the rule to an error; Home's own file turns it off; Modules' excludes
        // Details by a glob relative to Modules.
        try write("rules:\n  view-uses-service: error\n", to: root + "/.viperc.yml")
        try write("exclude: [\"Details/**\"]\n", to: root + "/App/Modules/.viperc.yml")
        try write("rules:\n  view-uses-service: off\n", to: root + "/App/Modules/Home/.viperc.yml")
        for (folder, path) in [(root, "App"), (root + "/App/Modules/Home", "../.."), (root, root + "/App/")] {
            let after = try findings([path], in: folder)
            #expect(!after.contains { $0.hasPrefix("App/Modules/Home/") && $0.contains(" view-uses-service ") })
            #expect(
                after.filter { $0.hasPrefix("App/Modules/Login/") && $0.contains(" view-uses-service ") }
                    == loginServices.map {
                        $0.replacingOccurrences(of: " warning", with: " error")
                    })
            #expect(!after.contains { $0.hasPrefix("App/Modules/Details/") })
            // Home's other findings are still there.
            #expect(after.contains { $0.hasPrefix("App/Modules/Home/") && $0.contains(" presenter-strong-view ") })
        }
    }

    @Test func rolesInANestedFileAreAnError() throws {
        let root = try ProjectRootTests.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        try write("roles:\n  view: [\"*Screen\"]\n", to: root + "/App/Modules/.viperc.yml")
        let result = try viperc(["lint", "App"], in: root)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("App/Modules/.viperc.yml:1:1: error: 'roles' can only be set"))
    }

    @Test func repeatedConfigLaterRefinesEarlier() throws {
        let root = try ProjectRootTests.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        try write("rules:\n  view-uses-service: error\n  presenter-strong-view: off\n", to: root + "/strict.yml")
        try write("rules:\n  view-uses-service: off\n", to: root + "/quiet.yml")
        // Ignored: '--config' takes the root file's place.
        try write("rules:\n  presenter-imports-ui: off\n", to: root + "/.viperc.yml")
        try write("", to: root + "/empty.yml")
        let plain = try findings(["App", "--config", "empty.yml"], in: root)
        #expect(plain.contains { $0.contains(" presenter-imports-ui ") })
        let strictThenQuiet = try findings(["App", "--config", "strict.yml", "--config", "quiet.yml"], in: root)
        #expect(!strictThenQuiet.contains { $0.contains(" view-uses-service ") })
        #expect(!strictThenQuiet.contains { $0.contains(" presenter-strong-view ") })
        #expect(strictThenQuiet.contains { $0.contains(" presenter-imports-ui ") })
        let quietThenStrict = try findings([".", "--config", "../quiet.yml", "--config", "../strict.yml"], in: root + "/App")
        #expect(quietThenStrict.contains { $0.contains(" view-uses-service error") })
        #expect(!quietThenStrict.contains { $0.contains(" view-uses-service warning") })
        #expect(!quietThenStrict.contains { $0.contains(" presenter-strong-view ") })
        // Without '--config' the root's file applies.
        #expect(!(try findings(["App"], in: root)).contains { $0.contains(" presenter-imports-ui ") })
    }

    @Test func forceExcludeAppliesExclusionsToExplicitFiles() throws {
        let root = try ProjectRootTests.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        try write("exclude: [\"App/Modules/Login/**\"]\n", to: root + "/.viperc.yml")
        let file = "App/Modules/Login/Login Screen.swift"
        let explicit = try findings([file], in: root)
        #expect(!explicit.isEmpty)
        #expect(explicit.allSatisfy { $0.hasPrefix(file + " ") })
        let forced = try viperc(["lint", file, "--force-exclude", "--reporter", "json"], in: root)
        #expect(forced.status == 0)
        #expect(forced.stdout == "[]\n")
        #expect(forced.stderr == "viperc: 0 errors, 0 warnings in 0 files\n")
        // Spelled from a subfolder, the same.
        #expect(try viperc(["lint", "Login Screen.swift", "--force-exclude", "--quiet"], in: root + "/App/Modules/Login").stdout == "")
        // The test code globs apply to explicit files under '--force-exclude' too.
        try write("final class HomeViewController: UIViewController { let service = UserService() }\n", to: root + "/App/HomeTests.swift")
        #expect(try findings(["App/HomeTests.swift", "--force-exclude"], in: root).isEmpty)
        // Folders are filtered with or without it.
        #expect(!(try findings(["App"], in: root)).contains { $0.contains("Login") })
    }

    @Test func standardInputIsLintedAsTheFileAtStdinPath() throws {
        let root = try ProjectRootTests.project()
        defer { try? FileManager.default.removeItem(atPath: String(root.dropLast("/repo".count))) }
        let path = "App/Modules/Home/HomeViewController.swift"
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        let onDisk = try findings(["App"], in: root).filter { $0.hasPrefix(path + " ") }
        #expect(!onDisk.isEmpty)
        // With the app for the model, the same findings as on disk, and only that file's.
        let same = try findings(["--use-stdin", "--stdin-path", path, "App"], in: root, input: text)
        #expect(same == onDisk)
        // From a subfolder, with the path spelled from there.
        #expect(
            try findings(["--use-stdin", "--stdin-path", "HomeViewController.swift", "../.."], in: root + "/App/Modules/Home", input: text)
                == onDisk)
        // The text comes from standard input, not from the file.
        let edited = text.replacingOccurrences(of: "import Alamofire\n", with: "")
        #expect(edited != text)
        let fewer = try findings(["--use-stdin", "--stdin-path", path, "App"], in: root, input: edited)
        #expect(fewer.count == onDisk.count - 1)
        // A file that is not on disk yet.
        let new = try findings(["--use-stdin", "--stdin-path", "App/Modules/Home/HomeNew.swift", "App"], in: root, input: text)
        #expect(new == onDisk.map { $0.replacingOccurrences(of: path, with: "App/Modules/Home/HomeNew.swift") })
        // Excluded under '--force-exclude': nothing.
        try write("exclude: [\"App/Modules/Home/**\"]\n", to: root + "/.viperc.yml")
        #expect(try findings(["--use-stdin", "--stdin-path", path, "--force-exclude", "App"], in: root, input: text).isEmpty)
        // Usage errors.
        #expect(try viperc(["lint", "--use-stdin"], in: root).status == 64)
        #expect(try viperc(["lint", "--stdin-path", path], in: root).status == 64)
    }
}
