import Foundation
import TestSupport
import Testing

/// `make release`'s packaging (Tools/release.py) around the viperc just built, and the documented
/// workflow installing what it packed: the same script and steps a release and a team run.
@Suite(.serialized)
struct ReleaseTests {
    static var script: String { Golden.packageRoot + "/Tools/release.py" }

    static let hasYAML: Bool = {
        guard let python = SchemaCheck.python else { return false }
        return (try? Golden.run(python, ["-c", "import yaml"]).status) == 0
    }()

    func release(_ arguments: [String], in folder: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let python = try #require(SchemaCheck.python, "python3 is not installed")
        return try Golden.run(python, [Self.script] + arguments, in: folder)
    }

    func version() throws -> String {
        try Golden.run(Golden.viperc, ["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func platform() throws -> String {
        #if os(Linux)
            let machine = try Golden.run("/usr/bin/uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            return "linux-" + (machine == "arm64" ? "aarch64" : machine)
        #else
            return "macos-" + (try Golden.run("/usr/bin/uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #endif
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Packs and assembles into `dist` with the given repository address.
    func assemble(into dist: String, repository: String) throws -> String {
        let version = try version()
        let build = try release(["build", version, "--binary", Golden.viperc, "--dist", dist])
        #expect(build.status == 0, Comment(rawValue: build.stderr))
        let assemble = try release(["assemble", version, "--dist", dist, "--repository", repository])
        #expect(assemble.status == 0, Comment(rawValue: assemble.stderr))
        return version
    }

    @Test func packsABundleFormulaAndPluginsPackageWithTheirChecksums() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dist = folder + "/dist"
        let version = try assemble(into: dist, repository: "https://example.com/team/viperc")
        let platform = try Self.platform()

        // SHA256SUMS checks with the tool the documented workflow uses, and covers every archive.
        let sums = try Golden.run("/bin/sh", ["-c", "shasum -a 256 -c SHA256SUMS"], in: dist)
        #expect(sums.status == 0, Comment(rawValue: sums.stdout + sums.stderr))
        let listed = sums.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: ": OK", with: "") }.sorted()
        #expect(
            listed == [
                "viperc-\(version)-\(platform).tar.gz", "viperc-\(version)-source.tar.gz", "viperc-plugins-\(version).tar.gz",
                "viperc.artifactbundle.zip",
            ])

        // The bundle: an executable artifact whose variant runs and reports the version.
        let unpacked = folder + "/bundle"
        #expect(try Golden.run("/usr/bin/unzip", ["-q", dist + "/viperc.artifactbundle.zip", "-d", unpacked]).status == 0)
        let info = try #require(
            try JSONSerialization.jsonObject(with: bytes(unpacked + "/viperc.artifactbundle/info.json")) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["viperc"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable" && artifact["version"] as? String == version)
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        let binary = unpacked + "/viperc.artifactbundle/" + (try #require(variant["path"] as? String))
        #expect(try Golden.run(binary, ["--version"]).stdout == version + "\n")
        let triple = try Golden.run("/bin/sh", ["-c", "swift -print-target-info"]).stdout
        let triples = try #require(variant["supportedTriples"] as? [String])
        #expect(triples.contains { triple.contains("\"unversionedTriple\": \"\($0)\"") })

        // The plugins package names the bundle by its address and SwiftPM's own checksum of it.
        let checksum = try Golden.run("/bin/sh", ["-c", "swift package compute-checksum viperc.artifactbundle.zip"], in: dist)
        let package = try String(contentsOfFile: dist + "/viperc-plugins/Package.swift", encoding: .utf8)
        #expect(package.contains("checksum: \"\(checksum.stdout.trimmingCharacters(in: .whitespacesAndNewlines))\""))
        #expect(package.contains("url: \"https://example.com/team/viperc/releases/download/v\(version)/viperc.artifactbundle.zip\""))
        #expect(package.contains(".writeToPackageDirectory(") && !package.contains("@"))
        for plugin in ["VipercLint", "VipercBuild"] {
            let copied = try bytes(dist + "/viperc-plugins/Plugins/\(plugin)/\(plugin).swift")
            #expect(copied == (try bytes(Golden.packageRoot + "/Plugins/\(plugin)/\(plugin).swift")))
        }

        // The formula builds the source archive it names by address and checksum, with libyaml.
        let formula = try String(contentsOfFile: dist + "/Formula/viperc.rb", encoding: .utf8)
        let source = try Golden.run("/bin/sh", ["-c", "shasum -a 256 viperc-\(version)-source.tar.gz"], in: dist).stdout
        #expect(formula.contains("sha256 \"\(source.prefix(64))\""))
        #expect(formula.contains("url \"https://example.com/team/viperc/releases/download/v\(version)/viperc-\(version)-source.tar.gz\""))
        #expect(formula.contains("depends_on \"libyaml\"") && formula.contains("assert_equal \"\(version)\"") && !formula.contains("@"))
        let tracked = try Golden.run("/bin/sh", ["-c", "tar -tzf viperc-\(version)-source.tar.gz | grep -c /Package.swift$"], in: dist)
        #expect(tracked.stdout.trimmingCharacters(in: .whitespacesAndNewlines) != "0")

        // The same inputs give the same bytes.
        let again = folder + "/again"
        try FileManager.default.createDirectory(atPath: again, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: dist + "/viperc-\(version)-\(platform).tar.gz", toPath: again + "/viperc-\(version)-\(platform).tar.gz")
        let second = try release(["assemble", version, "--dist", again, "--repository", "https://example.com/team/viperc"])
        #expect(second.status == 0, Comment(rawValue: second.stderr))
        for name in ["SHA256SUMS", "viperc.artifactbundle.zip", "viperc-\(version)-source.tar.gz", "Formula/viperc.rb"] {
            #expect(try bytes(dist + "/" + name) == (try bytes(again + "/" + name)), "\(name) differs between two assemblies")
        }
    }

    /// The documented workflow's install step, run as GitHub runs it, against a release laid out
    /// as GitHub serves one (file:// instead of https://).
    @Test(.enabled(if: SchemaCheck.runs(needing: hasYAML), "needs PyYAML (pip)"))
    func documentedWorkflowInstallsTheRelease() throws {
        let python = try #require(SchemaCheck.python, "python3 is not installed")
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repository = "file://" + folder + "/repository"
        let version = try assemble(into: folder + "/repository/releases/download/v" + (try version()), repository: repository)
        let step = try Golden.run(
            python, [Golden.packageRoot + "/Tests/Release/step.py", Golden.packageRoot + "/docs/ci/viperc.yml", "Install viperc"])
        #expect(step.status == 0, Comment(rawValue: step.stderr))
        try FileManager.default.createDirectory(atPath: folder + "/runner", withIntermediateDirectories: true)
        #if os(Linux)
            let runner = ["RUNNER_OS": "Linux", "RUNNER_ARCH": try Self.platform() == "linux-x86_64" ? "X64" : "ARM64"]
        #else
            let runner = ["RUNNER_OS": "macOS", "RUNNER_ARCH": "ARM64"]
        #endif
        let environment = runner.merging([
            "RUNNER_TEMP": folder + "/runner", "GITHUB_PATH": folder + "/path", "VIPERC_VERSION": version,
            "VIPERC_REPOSITORY": repository,
        ]) { $1 }
        #if os(macOS)
            // A macOS runner installs the universal variant, which this machine did not pack.
            return
        #endif
        let install = try Golden.run("/bin/bash", ["-e", "-c", step.stdout], environment: environment)
        #expect(install.status == 0, Comment(rawValue: install.stdout + install.stderr))
        let path = try String(contentsOfFile: folder + "/path", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try Golden.run(path + "/viperc", ["--version"]).stdout == version + "\n")

        // A tampered archive is refused.
        let archive = folder + "/repository/releases/download/v\(version)/viperc-\(version)-\(try Self.platform()).tar.gz"
        let handle = try #require(FileHandle(forWritingAtPath: archive))
        handle.seekToEndOfFile()
        handle.write(Data([0]))
        try handle.close()
        try FileManager.default.removeItem(atPath: folder + "/runner")
        try FileManager.default.createDirectory(atPath: folder + "/runner", withIntermediateDirectories: true)
        #expect(try Golden.run("/bin/bash", ["-e", "-c", step.stdout], environment: environment).status != 0)
    }

    /// When lint writes no report (a wrong command line), the workflow uploads an empty one
    /// that passes SARIF 2.1.0's schema.
    @Test(.enabled(if: SchemaCheck.runs(needing: hasYAML && SchemaCheck.hasJSONSchema), "needs PyYAML and jsonschema (pip)"))
    func documentedWorkflowWritesAValidEmptySARIF() throws {
        let python = try #require(SchemaCheck.python, "python3 is not installed")
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let step = try Golden.run(
            python,
            [Golden.packageRoot + "/Tests/Release/step.py", Golden.packageRoot + "/docs/ci/viperc.yml", "Empty SARIF when lint wrote none"])
        #expect(step.status == 0, Comment(rawValue: step.stderr))
        #expect(try Golden.run("/bin/bash", ["-e", "-c", step.stdout], in: folder).status == 0)
        #expect(try SchemaCheck.validateJSON([folder + "/viperc.sarif"], schema: "sarif-schema-2.1.0.json") == nil)
    }

    @Test func refusesWhatIsNotARelease() throws {
        let versionFile = Golden.packageRoot + "/Sources/Support/Version.swift"
        let before = try bytes(versionFile)
        let notSemantic = try release(["prepare", "0.2"])
        #expect(notSemantic.status == 1 && notSemantic.stderr.contains("'0.2' is not a semantic version"))
        let unlisted = try release(["prepare", "97.0.0"])
        #expect(unlisted.status == 1 && unlisted.stderr.contains("CHANGELOG.md has no '## [97.0.0]"))
        #expect(try bytes(versionFile) == before)
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let current = try version()
        let other = try release(["build", "97.0.0", "--binary", Golden.viperc, "--dist", folder])
        #expect(other.status == 1 && other.stderr.contains("reports version '\(current)', not '97.0.0'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        let nothing = try release(["assemble", current, "--dist", folder])
        #expect(nothing.status == 1 && nothing.stderr.contains("no dist/viperc-\(current)-PLATFORM.tar.gz to assemble"))
    }
}
