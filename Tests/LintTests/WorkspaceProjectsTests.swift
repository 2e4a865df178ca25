import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import Lint

/// An app split into one Xcode project per layer or feature, built by one workspace: one app
/// for the model, so that names resolve across its projects.
struct WorkspaceProjectsTests {
    @Test func listsTheProjectsOfAWorkspace() {
        let contents = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <Group location = "container:" name = "Layers">
                  <FileRef location = "group:Presenters/Presenters.xcodeproj"></FileRef>
                  <Group location = "group:Features" name = "Features">
                     <FileRef location = "group:Search/Search.xcodeproj"></FileRef>
                  </Group>
               </Group>
               <FileRef location = "container:Root.xcodeproj"></FileRef>
               <FileRef location = "absolute:/elsewhere/Other.xcodeproj"></FileRef>
               <FileRef location = "group:../Outside/Outside.xcodeproj"></FileRef>
               <FileRef location = "group:Notes.md"></FileRef>
            </Workspace>
            """
        #expect(WorkspaceProjects.folders(in: contents) == ["App", "Presenters", "Features/Search"])
    }

    @Test func unfinishedOrEmptyWorkspacesListNothing() {
        #expect(WorkspaceProjects.folders(in: "").isEmpty)
        #expect(WorkspaceProjects.folders(in: "<Workspace><FileRef location = \"group:A/A.xcodeproj").isEmpty)
        #expect(WorkspaceProjects.folders(in: "<<<>>>\"").isEmpty)
    }

    /// The projects a workspace lists are parts of its app; a project it does not list is an
    /// app of its own.
    @Test func theProjectsOfAWorkspaceAreOneApp() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        for path in ["All.xcworkspace", "App/App.xcodeproj", "Presenters/Presenters.xcodeproj", "Tool/Tool.xcodeproj"] {
            try manager.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
        }
        try """
        <Workspace version = "1.0">
           <FileRef location = "group:App/App.xcodeproj"></FileRef>
           <FileRef location = "group:Presenters/Presenters.xcodeproj"></FileRef>
        </Workspace>
        """.write(toFile: folder + "/All.xcworkspace/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        for file in ["App/HomeView.swift", "Presenters/HomePresenter.swift", "Tool/Main.swift"] {
            try "final class X {}\n".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        var collector = SourceCollector(configuration: .default, engine: DiagnosticEngine())
        collector.collect([folder])
        #expect(collector.appRoots == [folder, folder + "/Tool"])
    }

    /// Projects that a generator makes (XcodeGen's `project.yml`, Tuist's `Project.swift`) start
    /// apps as `.xcodeproj` folders do; a `Project.swift` that is not a Tuist manifest is a file.
    /// Xcode's file templates are not read.
    @Test func generatedProjectsStartApps() throws {
        let (collector, folder) = try Self.collected([
            "XcodeGen/project.yml": "name: App\n",
            "XcodeGen/App/HomePresenter.swift": "final class HomePresenter {}\n",
            "Tuist/Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"App\")\n",
            "Tuist/Targets/App/HomePresenter.swift": "final class HomePresenter {}\n",
            "Model/Project.swift": "struct Project { var name: String }\n",
            "Templates/VIPER.xctemplate/___FILEBASENAME___Presenter.swift": "final class ___VARIABLE_moduleName___Presenter {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(collector.appRoots == [folder, folder + "/Tuist", folder + "/XcodeGen"])
        // An Xcode file template is placeholder code no target compiles.
        #expect(!collector.files.contains { $0.contains(".xctemplate") })
        #expect(collector.files.count == 4)
    }

    /// The projects below a Tuist `Workspace.swift` are parts of its app, as an Xcode
    /// workspace's are: a feature per project shares the app's names.
    @Test func aTuistWorkspaceIsOneApp() throws {
        let (collector, folder) = try Self.collected([
            "Workspace.swift": "import ProjectDescription\n\nlet workspace = Workspace(name: \"App\", projects: [\"Projects/**\"])\n",
            "Projects/Home/Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Home\")\n",
            "Projects/Home/Sources/HomePresenter.swift": "final class HomePresenter {}\n",
            "Projects/Feed/Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Feed\")\n",
            "Projects/Feed/Sources/FeedPresenter.swift": "final class FeedPresenter {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(collector.appRoots == [folder])
    }

    /// Collects a new temporary folder holding `files`, each at its path; the caller removes
    /// the folder.
    static func collected(_ files: [String: String]) throws -> (collector: SourceCollector, folder: String) {
        let folder = try Golden.temporaryFolder()
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: String(file[..<file.lastIndex(of: "/")!]), withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        var collector = SourceCollector(configuration: .default, engine: DiagnosticEngine())
        collector.collect([folder])
        return (collector, folder)
    }
}
