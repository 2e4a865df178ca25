import Diagnostics
import Foundation
import Support
import Testing

/// Which folder is the project root, and paths relative to it.
struct ProjectRootFindingTests {
    /// A fresh folder with the given files and folders (those ending in `/`) inside it.
    func tree(_ entries: [String]) throws -> String {
        let base = NSTemporaryDirectory() + "viperc-root-" + UUID().uuidString
        for entry in entries {
            let path = base + "/" + entry
            if entry.hasSuffix("/") {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(atPath: PathName.parent(path), withIntermediateDirectories: true)
                FileManager.default.createFile(atPath: path, contents: Data())
            }
        }
        return base
    }

    @Test func gitComesBeforeAPackageAndTheOutermostConfigBeforeNestedOnes() throws {
        let base = try tree([
            "repo/.git/", "repo/Pkg/Package.swift", "repo/Pkg/Sources/App/A.swift", "plain/.viperc.yml", "plain/App/.viperc.yml",
            "plain/App/Home/H.swift", "pkg/Package.swift", "pkg/.viperc.yml", "pkg/Sources/S.swift", "none/x/",
        ])
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(ProjectRoot.find(from: base + "/repo/Pkg/Sources/App", workingFolder: "/").path == base + "/repo")
        #expect(ProjectRoot.find(from: "Pkg/Sources/App/A.swift", workingFolder: base + "/repo").path == base + "/repo")
        #expect(ProjectRoot.find(from: "App/Home", workingFolder: base + "/plain").path == base + "/plain")
        #expect(ProjectRoot.find(from: ".", workingFolder: base + "/plain/App/Home").path == base + "/plain")
        #expect(ProjectRoot.find(from: "Sources/", workingFolder: base + "/pkg").path == base + "/pkg")
        // A path that does not exist yet starts from its folder.
        #expect(ProjectRoot.find(from: "Pkg/Sources/New.swift", workingFolder: base + "/repo").path == base + "/repo")
        // No marker: the working folder (unless a marker sits above the temporary folder).
        let none = ProjectRoot.find(from: "x", workingFolder: base + "/none")
        #expect(none.path == base + "/none" || (base + "/none").hasPrefix(none.path + "/"))
    }

    @Test func pathsAreRelativeToTheRootHoweverTheyAreSpelled() {
        let root = ProjectRoot(path: "/work/repo/")
        #expect(root.path == "/work/repo")
        let spellings: [(String, String)] = [
            ("App", "/work/repo"), ("./App/", "/work/repo"), ("/work/repo/App", "/"), ("/work/repo/App/", "/tmp"),
            (".", "/work/repo/App"), ("..", "/work/repo/App/Home"), ("../App", "/work/repo/specs"), ("App/../App", "/work/repo"),
        ]
        for (path, folder) in spellings {
            #expect(root.relative(path, workingFolder: folder) == "App", "'\(path)' in '\(folder)'")
        }
        #expect(root.relative(".", workingFolder: "/work/repo") == ".")
        #expect(root.relative("/work/repo/", workingFolder: "/") == ".")
        #expect(root.relative("../other/x.swift", workingFolder: "/work/repo") == "/work/other/x.swift")
        #expect(root.relative("/work/repository/x", workingFolder: "/") == "/work/repository/x")
        #expect(root.absolutePath(of: "App/x.swift") == "/work/repo/App/x.swift")
        #expect(root.absolutePath(of: "/elsewhere/x.swift") == "/elsewhere/x.swift")
    }

    @Test func aLinkToTheRootIsInsideIt() throws {
        let base = try tree(["repo/.git/", "repo/App/A.swift"])
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: base + "/repo")
        let root = ProjectRoot.find(from: base + "/repo", workingFolder: "/")
        #expect(root.relative(base + "/link/App", workingFolder: "/") == "App")
    }

    @Test func lexicalPathArithmetic() {
        #expect(PathName.normalized("/a/./b/../c//d/") == "/a/c/d")
        #expect(PathName.normalized("/../..") == "/")
        #expect(PathName.absolute("x/../y", in: "/base") == "/base/y")
        #expect(PathName.absolute("/abs", in: "/base") == "/abs")
        #expect(PathName.relative("/base/a/b", to: "/base") == "a/b")
        #expect(PathName.relative("/base", to: "/base/") == "")
        #expect(PathName.relative("/basement/a", to: "/base") == nil)
        #expect(PathName.relative("/any", to: "/") == "any")
    }
}
