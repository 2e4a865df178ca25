import Diagnostics
import Foundation
import Support
import TestSupport
import Testing

@testable import CodeSource
@testable import Lint

struct ScanAheadTests {
    /// A folder of `count` Swift files, each declaring a presenter that holds its view.
    func project(files count: Int) throws -> String {
        let root = try Golden.temporaryFolder()
        for index in 0..<count {
            let folder = root + "/Module\(index % 7)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let code = """
                import UIKit
                final class Screen\(index)Presenter: Screen\(index)PresenterProtocol {
                    var view: Screen\(index)ViewProtocol?
                    func viewDidLoad() { view?.show(Item\(index)(id: \(index))) }
                }
                """
            try code.write(toFile: folder + "/Screen\(index)Presenter.swift", atomically: false, encoding: .utf8)
        }
        return root
    }

    /// What the scanner found, in a form that compares: every type and import of every file.
    func summaries(_ files: [LintEngine.Scanned?]) -> [String] {
        files.map { file in
            guard let summary = file?.summary else { return "nil" }
            return "\(summary.path) \(summary.types) \(summary.imports)"
        }
    }

    /// However far the scan ahead got while the walk ran, the engine's results are those of a
    /// run without it: the walk offers files on another thread, as `LintInputs` does.
    @Test func scanningAheadChangesNothing() throws {
        let root = try project(files: 300)
        let ahead = ScanAhead()
        let walking = Background { () -> [String] in
            var collector = SourceCollector(configuration: .default, engine: DiagnosticEngine())
            collector.onFile = { ahead.offer($0) }
            collector.collect([root])
            ahead.walkDidEnd()
            return collector.files
        }
        let scanned = ahead.scanUntilWalkEnds(signatures: false, keepsGenerated: false)
        let files = walking.wait()
        #expect(files.count == 300)
        #expect(scanned.files.keys.allSatisfy { key in files.contains { PathKey($0) == key } })
        let engine = LintEngine()
        let plain = summaries(engine.read(files, signatures: false))
        #expect(summaries(engine.read(files, signatures: false, ahead: scanned)) == plain)
        #expect(plain.allSatisfy { $0.contains("Presenter") })
    }

    /// A file scanned ahead is taken as it is when the settings match, and scanned again when
    /// they do not (members' signatures with specs, say): a stand-in summary tells which.
    @Test func resultsAreUsedOnlyWithTheirSettings() throws {
        let root = try project(files: 1)
        let path = root + "/Module0/Screen0Presenter.swift"
        var standIn = FileSummary(path: path)
        standIn.types = [TypeDecl(kind: .struct, name: "StandIn", inherits: [], location: .file(path))]
        let scanned = LintEngine.Scanned(source: SourceFile(path: path, bytes: []), summary: standIn, suppressions: [], problems: [])
        let ahead = ScannedAhead(signatures: false, keepsGenerated: false, files: [PathKey(path): scanned])
        let engine = LintEngine()
        #expect(engine.read([path], signatures: false, ahead: ahead).first??.summary?.types.map(\.name) == ["StandIn"])
        #expect(engine.read([path], signatures: true, ahead: ahead).first??.summary?.types.map(\.name) == ["Screen0Presenter"])
        // A file given in place of the disk's (standard input) wins over one scanned ahead.
        let given = SourceFile(path: path, text: "struct Given {}")
        #expect(
            engine.read([path], replacing: [given], signatures: false, ahead: ahead).first??.summary?.types.map(\.name) == ["Given"])
    }
}
