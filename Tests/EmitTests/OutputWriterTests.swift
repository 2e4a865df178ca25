import Diagnostics
import Foundation
import Support
import TestSupport
import Testing

@testable import Emit

/// The output writer's promises, one by one: a skeleton is written once, a file without the
/// generated header is never replaced, and nothing lands outside the output folder.
struct OutputWriterTests {
    static let header = GeneratedHeader.marker + ". Do not edit.\n"

    /// Prepares and, when nothing is wrong, commits `plan` into `root`.
    static func write(_ plan: [PlannedFile], into root: String, between: () throws -> Void = {}) rethrows -> (
        report: OutputReport, diagnostics: [Diagnostic]
    ) {
        let engine = DiagnosticEngine()
        let writer = OutputWriter(root: root, engine: engine)
        var (report, writes) = writer.prepare(plan, mode: .write, prune: false)
        try between()
        if !engine.hasErrors {
            let folders = OutputWriter.lock([writer], mode: .write)
            if let folder = folders[root] { writer.commit(writes, report: &report, prune: false, folder: folder) }
        }
        return (report, engine.diagnostics)
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aSkeletonIsWrittenOnceAndThenKept() throws {
        let root = try Golden.temporaryFolder() + "/out"
        let skeleton = PlannedFile(path: "Home/HomePresenter.swift", contents: "final class HomePresenter {}\n", kind: .skeleton)
        let first = try Self.write([skeleton], into: root)
        #expect(first.diagnostics.isEmpty && first.report.written == [root + "/Home/HomePresenter.swift"])
        let filledIn = "final class HomePresenter {\n    func load() { /* the team's code */ }\n}\n"
        try filledIn.write(toFile: root + "/Home/HomePresenter.swift", atomically: true, encoding: .utf8)
        let second = try Self.write([skeleton], into: root)
        #expect(second.diagnostics.isEmpty, "\(second.diagnostics)")
        #expect(second.report.kept == [root + "/Home/HomePresenter.swift"] && second.report.written.isEmpty)
        #expect(Self.read(root + "/Home/HomePresenter.swift") == filledIn)
    }

    @Test func aFileWithoutTheHeaderIsNeverReplaced() throws {
        let root = try Golden.temporaryFolder() + "/out"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let handWritten = "// my own interfaces\nprotocol HomeViewInterface {}\n"
        try handWritten.write(toFile: root + "/HomeInterfaces.swift", atomically: true, encoding: .utf8)
        let plan = [PlannedFile(path: "HomeInterfaces.swift", contents: Self.header + "protocol HomeViewInterface {}\n", kind: .generated)]
        let result = try Self.write(plan, into: root)
        #expect(result.diagnostics.map(\.id) == ["hand-written-file"])
        #expect(Self.read(root + "/HomeInterfaces.swift") == handWritten)
    }

    @Test func aGeneratedFileIsReplaced() throws {
        let root = try Golden.temporaryFolder() + "/out"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try (Self.header + "old\n").write(toFile: root + "/HomeInterfaces.swift", atomically: true, encoding: .utf8)
        let plan = [PlannedFile(path: "HomeInterfaces.swift", contents: Self.header + "new\n", kind: .generated)]
        let result = try Self.write(plan, into: root)
        #expect(result.diagnostics.isEmpty && result.report.written == [root + "/HomeInterfaces.swift"])
        #expect(Self.read(root + "/HomeInterfaces.swift") == Self.header + "new\n")
    }

    @Test func aFileEditedByHandAfterTheCheckIsNotReplaced() throws {
        let root = try Golden.temporaryFolder() + "/out"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try (Self.header + "old\n").write(toFile: root + "/HomeInterfaces.swift", atomically: true, encoding: .utf8)
        let plan = [PlannedFile(path: "HomeInterfaces.swift", contents: Self.header + "new\n", kind: .generated)]
        let edited = "// now the team's\n"
        let result = try Self.write(plan, into: root) {
            try edited.write(toFile: root + "/HomeInterfaces.swift", atomically: true, encoding: .utf8)
        }
        #expect(result.diagnostics.map(\.id) == ["output-conflict"], "\(result.diagnostics)")
        #expect(Self.read(root + "/HomeInterfaces.swift") == edited)
    }

    @Test func aLinkToASiblingFolderWithALongerNameIsOutside() throws {
        let scratch = try Golden.temporaryFolder()
        let root = scratch + "/out"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch + "/out-elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Shows", withDestinationPath: scratch + "/out-elsewhere")
        let plan = [PlannedFile(path: "Shows/HomeInterfaces.swift", contents: Self.header, kind: .generated)]
        let result = try Self.write(plan, into: root)
        #expect(result.diagnostics.map(\.id) == ["outside-output"])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: scratch + "/out-elsewhere")) == [])
    }

    @Test func theHeaderIsRecognisedOnlyAtTheStart() {
        #expect(GeneratedHeader.isGenerated(Array((GeneratedHeader.marker + ". Do not edit.\n").utf8)))
        #expect(GeneratedHeader.isGenerated(Array((GeneratedHeader.markdownMarker + "\n# Home\n").utf8)))
        #expect(!GeneratedHeader.isGenerated(Array(("import UIKit\n" + GeneratedHeader.marker + "\n").utf8)))
        #expect(!GeneratedHeader.isGenerated(Array("// Generated by hand\n".utf8)))
    }

    /// `--prune` deletes what the folder's manifest says viperc generated there, never a
    /// hand-made copy of a generated file, header and all.
    @Test func pruneDeletesOnlyWhatTheManifestLists() throws {
        let root = try Golden.temporaryFolder() + "/out"
        let home = PlannedFile(path: "Home/HomeInterfaces.swift", contents: Self.header + "home\n", kind: .generated)
        let details = PlannedFile(path: "Details/DetailsInterfaces.swift", contents: Self.header + "details\n", kind: .generated)
        #expect(try Self.write([home, details], into: root).diagnostics.isEmpty)
        #expect(Self.read(root + "/" + OutputWriter.manifestName) == "Details/DetailsInterfaces.swift\nHome/HomeInterfaces.swift\n")
        // A copy the team made of a generated file, at a path viperc never wrote.
        try (Self.header + "copy\n").write(toFile: root + "/Home/Copy.swift", atomically: false, encoding: .utf8)
        let engine = DiagnosticEngine()
        let writer = OutputWriter(root: root, engine: engine)
        var (report, writes) = writer.prepare([home], mode: .write, prune: true)
        #expect(report.leftovers == [root + "/Details/DetailsInterfaces.swift"])
        let folder = try #require(OutputWriter.lock([writer], mode: .write)[root])
        writer.commit(writes, report: &report, prune: true, folder: folder)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Details/DetailsInterfaces.swift"))
        #expect(Self.read(root + "/Home/Copy.swift") == Self.header + "copy\n")
        #expect(Self.read(root + "/" + OutputWriter.manifestName) == "Home/HomeInterfaces.swift\n")
    }
}
