import Foundation
import TestSupport
import Testing

/// `viperc convention export`: a built-in convention as a folder that builds what the built-in
/// builds, with starter templates that compile when switched on.
struct ConventionExportTests {
    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A bundled example in `folder/specs`, its convention exported to `folder/conv` and named
    /// in its viperc.yml; the manifest's commented template lines of `sections` switched on.
    static func exported(_ example: String, into folder: String, sections: Set<String> = []) throws -> (
        convention: String, status: Int32
    ) {
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/" + example, toPath: folder + "/specs")
        let config = folder + "/specs/viperc.yml"
        var text = try String(contentsOfFile: config, encoding: .utf8)
        let convention = try #require(text.split(separator: "\n").first { $0.hasPrefix("convention: ") }).dropFirst(12)
        let result = try Golden.run(Golden.viperc, ["convention", "export", String(convention), "conv"], in: folder)
        text = text.replacingOccurrences(of: "convention: \(convention)", with: "convention: ../conv")
        try text.write(toFile: config, atomically: false, encoding: .utf8)
        if !sections.isEmpty { try switchOn(sections, in: folder + "/conv/convention.yml") }
        return (String(convention), result.status)
    }

    static let allSections: Set<String> = ["skeletons", "files", "generated", "transitions"]

    /// Switches on the manifest's commented sections named (`ManifestSections`).
    static func switchOn(_ sections: Set<String>, in manifest: String) throws {
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try ManifestSections.switchOn(sections, in: text).write(toFile: manifest, atomically: false, encoding: .utf8)
    }

    /// A file that cannot be written ends the export with status 73, as for every output
    /// viperc cannot write (docs/Diagnostics.md), not 1: what failed is the output.
    @Test func anUnwritableOutputExitsWith73() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `templates` is a file where the export needs a folder.
        try FileManager.default.createDirectory(atPath: folder + "/ours", withIntermediateDirectories: true)
        try "not a folder\n".write(toFile: folder + "/ours/templates", atomically: true, encoding: .utf8)
        let result = try viperc(["convention", "export", "infinum", "ours"], in: folder)
        #expect(result.status == 73, Comment(rawValue: result.stderr))
        #expect(result.stderr.contains("[unwritable-output]"), Comment(rawValue: result.stderr))
    }

    @Test(arguments: ["articles", "posts", "tvshows"])
    func theExportedFolderBuildsWhatTheBuiltInBuilds(_ example: String) throws {
        let folder = try Golden.temporaryFolder()
        let (convention, status) = try Self.exported(example, into: folder)
        #expect(status == 0)
        let builtIn = folder + "/builtin"
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/" + example, toPath: builtIn)
        #expect(try viperc(["build", "builtin", "--output", "a", "--skeletons", "--mocks", "--tests"], in: folder).status == 0)
        let built = try viperc(["build", "specs", "--output", "b", "--skeletons", "--mocks", "--tests"], in: folder)
        #expect(built.status == 0, "\(convention): \(built.stderr)")
        let a = try FileManager.default.subpathsOfDirectory(atPath: folder + "/a").sorted()
        let b = try FileManager.default.subpathsOfDirectory(atPath: folder + "/b").sorted()
        #expect(a == b)
        #expect(a.count > 15)
        for path in a where !path.hasSuffix(".viperc-generated") {
            // The spec paths in the headers differ by the folder's name only.
            let left = read(folder + "/a/" + path)?.replacingOccurrences(of: "builtin/", with: "specs/")
            #expect(left == read(folder + "/b/" + path), "\(convention): \(path)")
        }
    }

    /// The exported templates for viperc's generated files write what viperc writes, so the
    /// context holds everything those files are made of.
    @Test(arguments: ["articles", "posts", "tvshows"])
    func theGeneratedFileTemplatesWriteWhatVipercWrites(_ example: String) throws {
        let folder = try Golden.temporaryFolder()
        let (convention, status) = try Self.exported(example, into: folder, sections: ["generated"])
        #expect(status == 0)
        let manifest = try String(contentsOfFile: folder + "/conv/convention.yml", encoding: .utf8)
        #expect(manifest.contains("\ngenerated:\n  interfaces: templates/viperc/Interfaces.swift.stencil\n"))
        let builtIn = folder + "/builtin"
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/" + example, toPath: builtIn)
        #expect(try viperc(["build", "builtin", "--output", "a", "--skeletons"], in: folder).status == 0)
        let built = try viperc(["build", "specs", "--output", "b", "--skeletons"], in: folder)
        #expect(built.status == 0, "\(convention): \(built.stderr)")
        let a = try FileManager.default.subpathsOfDirectory(atPath: folder + "/a").sorted()
        #expect(a == (try FileManager.default.subpathsOfDirectory(atPath: folder + "/b").sorted()))
        var compared = 0
        for path in a where path.hasSuffix(".swift") {
            let left = read(folder + "/a/" + path)?.replacingOccurrences(of: "builtin/", with: "specs/")
            #expect(left == read(folder + "/b/" + path), "\(convention): \(path)")
            compared += 1
        }
        #expect(compared > 15)
    }

    @Test(arguments: ["articles", "posts", "tvshows"])
    func theStarterTemplatesTypecheckWithEveryBuiltInConvention(_ example: String) throws {
        let folder = try Golden.temporaryFolder()
        let (convention, status) = try Self.exported(example, into: folder, sections: Self.allSections)
        #expect(status == 0)
        let result = try viperc(["build", "specs", "--output", "out", "--skeletons", "--verify"], in: folder)
        #expect(result.status == 0, "\(convention): \(result.stderr)")
        #expect(result.stderr == "")
        // The starters wrote the skeletons, not viperc's own emitter.
        let skeletons = try FileManager.default.subpathsOfDirectory(atPath: folder + "/out").filter { path in
            read(folder + "/out/" + path)?.hasPrefix("// Written once by viperc as a starting point; this file is yours.\n") == true
        }
        #expect(skeletons.count >= 8, "\(skeletons)")
    }

    /// What export writes, with every template line switched on, is valid for the schema
    /// editors use for `convention.yml`.
    @Test(
        .enabled(
            if: SchemaCheck.runs(needing: SchemaCheck.hasYAMLSchema),
            "python3 with jsonschema and PyYAML is needed; make test installs them"))
    func exportedManifestsAreValidForTheSchema() throws {
        var manifests: [String] = []
        for example in ["articles", "posts", "tvshows"] {
            let folder = try Golden.temporaryFolder()
            #expect(try Self.exported(example, into: folder, sections: Self.allSections).status == 0)
            manifests.append(folder + "/conv/convention.yml")
        }
        if let problems = try SchemaCheck.validateYAML(manifests, schema: "viperc-convention.schema.json") {
            Issue.record(Comment(rawValue: problems))
        }
    }

    @Test func exportNeverReplacesAFileAndNamesTheBuiltInsOnly() throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/ours/templates", withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: folder + "/ours/templates/View.swift.stencil"))
        let refused = try viperc(["convention", "export", "infinum", "ours"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "ours/templates/View.swift.stencil:1:1: error: 'ours/templates/View.swift.stencil' already exists; viperc does not replace it [output-exists]"
            ))
        #expect(read(folder + "/ours/templates/View.swift.stencil") == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/ours/convention.yml"))
        let unknown = try viperc(["convention", "export", "infinium", "x"], in: folder)
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr.contains(
                "unknown convention 'infinium'; expected one of 'infinum', 'objcio', 'role-named'; did you mean 'infinum'?"))
    }
}
