// A stand-in for Xcode's XcodeProjectPlugin module, which only Xcode ships, so that the plugins'
// Xcode conformances typecheck on Linux too (Tools/plugin-sample.sh). It declares only what the
// plugins use, with the real module's names, types and effects (a synchronous `throws` entry
// point, a throwing tool lookup); nothing in it is kinder than the real API. Never run.
import Foundation
import PackagePlugin

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

public struct XcodeProject {
    public var displayName: String { fatalError("stand-in") }
    public var directoryURL: URL { fatalError("stand-in") }
    public var filePaths: FileList { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

public struct XcodeTarget {
    public var displayName: String { fatalError("stand-in") }
    public var inputFiles: FileList { fatalError("stand-in") }
}
