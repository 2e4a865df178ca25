import Foundation
import PackagePlugin

/// Runs `viperc build --layout per-spec` on the module specs (`*.viper.yaml`) of a target and
/// compiles what it writes with the target's own code. SwiftPM (and Xcode) must know every
/// output before anything runs, so the per-spec layout names each one after its spec:
/// `Home.viper.yaml` gives `Home.viper.swift`, and `viperc-project.swift` (what belongs to no
/// spec) is always written; files of specs removed since are deleted. The specs and
/// `viperc.yml` are the declared inputs, so the command reruns only when one of them changes.
@main
struct VipercBuild: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            tool: try context.tool(named: "viperc").url, files: module.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    }

    static let specSuffixes = [".viper.yaml", ".viper.yml"]

    /// viperc reads the deepest folder that holds all of the target's specs and its
    /// `viperc.yml`, which is where a project's `viperc.yml` belongs.
    static func commands(tool: URL, files: [URL], workDirectory: URL, targetName: String) throws -> [Command] {
        let specs = files.filter { file in specSuffixes.contains { file.lastPathComponent.hasSuffix($0) } }.sorted {
            $0.path < $1.path
        }
        guard !specs.isEmpty else {
            Diagnostics.warning("viperc: target '\(targetName)' has no '*.viper.yaml' spec; nothing to generate")
            return []
        }
        let configs = files.filter { $0.lastPathComponent == "viperc.yml" }
        var common = specs[0].deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in specs.dropFirst() + configs {
            let parts = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let folder = URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common))
        let output = workDirectory.appendingPathComponent("GeneratedSources")
        let outputs =
            [output.appendingPathComponent("viperc-project.swift")]
            + specs.map { spec in
                var name = spec.lastPathComponent
                for suffix in specSuffixes where name.hasSuffix(suffix) {
                    name.removeLast(suffix.count)
                    break
                }
                return output.appendingPathComponent(name + ".viper.swift")
            }
        return [
            .buildCommand(
                displayName: "viperc build: interfaces of \(specs.count) modules of \(targetName)",
                executable: tool,
                arguments: ["build", folder.path, "--output", output.path, "--layout", "per-spec", "--prune", "--quiet"],
                inputFiles: specs + configs,
                outputFiles: outputs)
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension VipercBuild: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                tool: try context.tool(named: "viperc").url, files: target.inputFiles.map(\.url),
                workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
        }
    }
#endif
