import CodeSource
import Diagnostics
import Foundation
import Lint
import Support
import TestSupport
import Testing

/// The folder walk: every file read or reported.
struct SourceCollectorTests {
    @Test func namesThatDifferOnlyInNormalizationAreTwoFiles() throws {
        let folder = try Golden.temporaryFolder()
        FileManager.default.createFile(atPath: folder + "/caf\u{E9}.swift", contents: Data("final class A {}\n".utf8))
        FileManager.default.createFile(atPath: folder + "/cafe\u{301}.swift", contents: Data("final class B {}\n".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        guard names.count == 2 else {
            print("viperc tests: this file system holds one file for NFC and NFD names; nothing to check")
            return
        }
        var collector = SourceCollector(configuration: .default, engine: DiagnosticEngine())
        collector.collect([folder])
        #expect(collector.files.count == 2, "\(collector.files)")
    }

    @Test func linkedFoldersOutsideTheBoundaryAreReportedNotWalked() throws {
        let folder = try Golden.temporaryFolder()
        let outside = try Golden.temporaryFolder()
        FileManager.default.createFile(atPath: outside + "/Out.swift", contents: Data("final class Out {}\n".utf8))
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/App/In.swift", contents: Data("final class In {}\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: folder + "/App/shared", withDestinationPath: outside)
        let engine = DiagnosticEngine()
        var collector = SourceCollector(configuration: .default, engine: engine)
        collector.boundary = FileReader.realPath(folder)
        collector.collect([folder + "/App"])
        #expect(collector.files.map { PathName.lastComponent($0) } == ["In.swift"])
        #expect(engine.diagnostics.map(\.id) == ["symlink-outside"])
        var following = SourceCollector(configuration: .default, engine: DiagnosticEngine())
        following.boundary = FileReader.realPath(folder)
        following.followsLinks = true
        following.collect([folder + "/App"])
        #expect(following.files.map { PathName.lastComponent($0) } == ["In.swift", "Out.swift"])
    }
}
