import Architecture
import Foundation
import TestSupport
import Testing

@testable import Emit

/// The built-in conventions' skeleton templates (`BuiltInTemplates.skeletons`), rendered
/// through a convention folder that extends the same built-in convention, write what viperc's
/// own emitter writes, byte for byte, so the context holds everything a skeleton is made of.
struct BuiltInSkeletonTemplateTests {
    static let projects = [
        "specs/articles", "specs/posts", "specs/tvshows", "Tests/Fixtures/runtime", "Tests/Fixtures/features",
        "Tests/Fixtures/swiftui", Self.extras, Self.namespaced,
    ]
    static let conventions = ["infinum", "objcio", "role-named"]
    /// Combinations the built-in convention itself refuses to build, as `project convention`:
    /// none at present; all 24 build.
    static let refused: Set<String> = []

    static var combinations: [(String, String)] {
        projects.flatMap { project in conventions.map { (project, $0) } }.filter { !refused.contains("\($0.0) \($0.1)") }
    }

    /// A module parameter held in each way (strong, weak, unowned) by each component that can
    /// take one, with an actor interactor that has a service; no bundled project has that.
    static let extras = "extras"
    static let extrasFiles = [
        "viperc.yml": "name: Extras\nconvention: infinum\nknownTypes: [NoteStore]\n",
        "Note.viper.yaml": """
        module: Note
        doc: Holds module parameters in every way a component can.
        parameters:
          owner: { type: AnyObject, to: [presenter, interactor, wireframe], ownership: unowned }
          observer: { type: AnyObject, to: [presenter, interactor, wireframe], ownership: weak }
          text: { type: String, to: [presenter, interactor, wireframe] }
        view:
          methods: ["show(text: String)"]
        presenter:
          methods: ["viewDidLoad()"]
        interactor:
          isolation: actor
          services: [NoteStore]
          methods: ["save(text: String) async throws"]
        wireframe:
        routes:
          - { name: close, transition: dismiss }

        """,
    ]

    /// The runtime shop with four modules nested in namespaces (Tests/Fixtures/runtime-namespaces
    /// over Tests/Fixtures/runtime): each skeleton declared inside an extension of its namespace.
    static let namespaced = "Tests/Fixtures/runtime-namespaces"

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `project` in `folder/specs`, its viperc.yml naming `convention`.
    static func copy(_ project: String, convention: String, into folder: String) throws {
        let specs = folder + "/specs"
        if project == extras {
            try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
            for (name, text) in extrasFiles { try text.write(toFile: specs + "/" + name, atomically: false, encoding: .utf8) }
        } else if project == namespaced {
            try Golden.copyFixtures(["runtime", "runtime-namespaces"], into: specs)
        } else {
            try FileManager.default.copyItem(atPath: Golden.packageRoot + "/" + project, toPath: specs)
        }
        try name(convention, in: folder)
    }

    /// Writes `convention: <convention>` into `folder/specs/viperc.yml` (made when missing).
    static func name(_ convention: String, in folder: String) throws {
        let config = folder + "/specs/viperc.yml"
        let text = (try? String(contentsOfFile: config, encoding: .utf8)) ?? ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.hasPrefix("convention:") }
        lines.insert("convention: \(convention)", at: 0)
        try lines.joined(separator: "\n").write(toFile: config, atomically: false, encoding: .utf8)
    }

    /// `folder/conv`: a convention folder that extends `convention` and writes every skeleton
    /// through the built-in templates, each changed by `edit`.
    static func conventionFolder(extending convention: String, in folder: String, edit: (String) -> String = { $0 }) throws {
        let templates = folder + "/conv/templates"
        try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
        var manifest = "extends: \(convention)\nskeletons:\n"
        for skeleton in BuiltInTemplates.skeletons {
            try edit(skeleton.text).write(toFile: templates + "/" + skeleton.name, atomically: false, encoding: .utf8)
            manifest += "  \(skeleton.role.specKey): templates/\(skeleton.name)\n"
        }
        try manifest.write(toFile: folder + "/conv/convention.yml", atomically: false, encoding: .utf8)
    }

    @Test(arguments: combinations)
    func theSkeletonTemplatesWriteWhatTheEmitterWrites(_ project: String, _ convention: String) throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.copy(project, convention: convention, into: folder)
        try Self.conventionFolder(extending: convention, in: folder)
        let builtIn = InProcessViperc.run(["build", "specs", "--output", "a", "--skeletons"], in: folder)
        try #require(builtIn.status == 0, Comment(rawValue: builtIn.stderr))
        // The same specs, so the spec paths in the skeletons' headers are the same too.
        try Self.name("../conv", in: folder)
        let templated = InProcessViperc.run(["build", "specs", "--output", "b", "--skeletons"], in: folder)
        try #require(templated.status == 0, Comment(rawValue: templated.stderr))
        #expect(templated.stderr == "")
        let a = try FileManager.default.subpathsOfDirectory(atPath: folder + "/a").sorted()
        #expect(a == (try FileManager.default.subpathsOfDirectory(atPath: folder + "/b").sorted()))
        var skeletons: [String] = []
        for path in a where path.hasSuffix(".swift") {
            let left = read(folder + "/a/" + path)
            guard left?.hasPrefix("// Created by viperc from specs/") == true else { continue }
            #expect(left == read(folder + "/b/" + path), "\(project), \(convention): \(path)")
            skeletons.append(path)
        }
        #expect(skeletons.count >= 4, "\(project), \(convention): \(a)")
        // The built-in convention writes through these templates too, so the two builds above
        // agree by construction; the digests, recorded from viperc's former emitters when the
        // templates matched them, hold every byte.
        let slug = project.replacingOccurrences(of: "/", with: "-")
        let lines = DigestGolden.lines(what: "\(project) \(convention)", root: folder + "/a", paths: skeletons)
        if let difference = DigestGolden.compare(lines, name: "skeletons/\(slug)-\(convention)") { Issue.record("\(difference)") }
    }

    /// The comparison above compares the templates' output: with a line added to each
    /// template, every skeleton has it, and nothing else changes.
    @Test func theConventionFolderWritesEverySkeletonThroughTheTemplates() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mark = "// Through the built-in template.\n"
        try Self.copy("Tests/Fixtures/runtime", convention: "role-named", into: folder)
        try Self.conventionFolder(extending: "role-named", in: folder) { mark + $0 }
        #expect(InProcessViperc.run(["build", "specs", "--output", "a", "--skeletons"], in: folder).status == 0)
        try Self.name("../conv", in: folder)
        #expect(InProcessViperc.run(["build", "specs", "--output", "b", "--skeletons"], in: folder).status == 0)
        var skeletons: Set<String> = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder + "/a") where path.hasSuffix(".swift") {
            guard let left = read(folder + "/a/" + path), left.hasPrefix("// Created by viperc from ") else { continue }
            #expect(read(folder + "/b/" + path) == mark + left, "\(path)")
            skeletons.insert((path as NSString).lastPathComponent)
        }
        // Every role's template wrote something: a builder, a wireframe, a formatter and the rest.
        for suffix in ["View", "Presenter", "Interactor", "Router", "Formatter", "Builder"] {
            #expect(skeletons.contains { $0.hasSuffix(suffix + ".swift") }, "\(suffix): \(skeletons.sorted())")
        }
    }
}
