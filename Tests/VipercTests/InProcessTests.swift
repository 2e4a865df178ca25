import Foundation
import TestSupport
import Testing

@testable import viperc

/// viperc's commands run inside the test process (`InProcess`), as typed in a folder: no
/// `chdir`, no `exit`, output captured per run. The end-to-end suites that need neither a
/// clean environment nor standard input run their commands this way.
enum InProcessViperc {
    static func run(_ arguments: [String], in folder: String) -> (status: Int32, stdout: String, stderr: String) {
        let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        return InProcess.run(arguments, in: absolute)
    }
}

struct InProcessTests {
    /// A scratch project holding one of the examples' spec folders.
    func project(_ example: String) throws -> String {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Golden.packageRoot + "/specs/" + example, toPath: folder + "/specs")
        try "".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        return folder
    }

    /// Commands in two projects at once, each typed in its own folder with relative paths: each
    /// reads and writes its own project, and the process's working folder never moves (with
    /// `chdir`, one run's relative paths would be read in the other's folder).
    @Test func runsSideBySideWithoutMovingTheWorkingFolder() async throws {
        let before = FileManager.default.currentDirectoryPath
        let projects = [try project("tvshows"), try project("posts")]
        let results = await withTaskGroup(of: (Int, [(status: Int32, stdout: String, stderr: String)]).self) { group in
            for (index, folder) in projects.enumerated() {
                group.addTask {
                    var runs: [(status: Int32, stdout: String, stderr: String)] = []
                    for _ in 0..<3 {
                        runs.append(InProcessViperc.run(["build", "specs", "--output", "Generated", "--quiet"], in: folder))
                        runs.append(InProcessViperc.run(["graph", "--source", "spec", "--spec", "specs"], in: folder))
                    }
                    return (index, runs)
                }
            }
            var collected: [Int: [(status: Int32, stdout: String, stderr: String)]] = [:]
            for await (index, runs) in group { collected[index] = runs }
            return collected
        }
        #expect(FileManager.default.currentDirectoryPath == before)
        for (index, folder) in projects.enumerated() {
            for run in results[index] ?? [] {
                #expect(run.status == 0, Comment(rawValue: run.stderr))
            }
            let graph = results[index]?.last?.stdout ?? ""
            let (own, other) = index == 0 ? ("module Home ", "module NewPost ") : ("module NewPost ", "module Home ")
            #expect(graph.contains(own) && !graph.contains(other), Comment(rawValue: graph))
            let generated = try FileManager.default.contentsOfDirectory(atPath: folder + "/Generated")
            #expect(!generated.isEmpty)
        }
    }

    /// A run in process prints what the binary prints, and exits with its status.
    @Test func printsAndExitsAsTheBinaryDoes() throws {
        for arguments in [["build", "specs", "--output", "Generated"], ["build", "nowhere"], ["rules"], ["lint", "--no-such-flag"]] {
            // Each in a project of its own: the first run's output would change the second's.
            let binary = try Golden.run(Golden.viperc, arguments, in: try project("tvshows"))
            let inProcess = InProcessViperc.run(arguments, in: try project("tvshows"))
            #expect(inProcess.status == binary.status, "\(arguments)")
            #expect(inProcess.stdout == binary.stdout, "\(arguments)")
            #expect(inProcess.stderr == binary.stderr, "\(arguments)")
        }
    }
}
