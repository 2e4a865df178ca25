import Foundation
import PackagePlugin

/// `swift package viperc-lint [--target NAME]... [viperc lint options]`: lints the Swift code
/// of the package's targets (all of them unless `--target` picks some) in one run, so that the
/// architecture model sees every module at once. Other arguments go to `viperc lint` as they
/// are (`--reporter sarif:lint.sarif`, `--strict`, `--baseline FILE`…); it runs in the package's
/// folder, so `.viperc.yml` there applies and paths print relative to it. In an Xcode project
/// the same command lints the project's targets.
@main
struct VipercLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let files = targets.compactMap { $0 as? SourceModuleTarget }.map { target in target.sourceFiles.map(\.url) }
        try Self.lint(
            tool: try context.tool(named: "viperc").url, targetFiles: files, root: context.package.directoryURL,
            arguments: extractor.remainingArguments)
    }

    /// Runs `viperc lint` in `root` on the deepest folder of each target that holds all of its
    /// Swift files.
    static func lint(tool: URL, targetFiles: [[URL]], root: URL, arguments: [String]) throws {
        let base = root.standardizedFileURL.path
        let folders = targetFiles.compactMap { urls -> String? in
            let files = urls.filter { $0.pathExtension == "swift" }.map {
                $0.deletingLastPathComponent().standardizedFileURL.pathComponents
            }
            guard var common = files.first else { return nil }
            for parts in files.dropFirst() { common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0)) }
            let folder = NSString.path(withComponents: common)
            if folder == base { return "." }
            return folder.hasPrefix(base + "/") ? String(folder.dropFirst(base.count + 1)) : folder
        }
        guard !folders.isEmpty else {
            Diagnostics.error("viperc: no targets with Swift files to lint")
            return
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["lint"] + arguments + folders
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LintFailure(status: process.terminationStatus)
        }
    }

    struct LintFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "viperc lint failed (exit status \(status))" }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In Xcode: right-click the project in the navigator, then VipercLint. `--target NAME`
    /// picks targets by their names in the project.
    extension VipercLint: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let names = Set(extractor.extractOption(named: "target"))
            let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
            let unknown = names.subtracting(targets.map(\.displayName))
            guard unknown.isEmpty else {
                Diagnostics.error("viperc: the project has no target named \(unknown.sorted().map { "'\($0)'" }.joined(separator: ", "))")
                return
            }
            try Self.lint(
                tool: try context.tool(named: "viperc").url, targetFiles: targets.map { $0.inputFiles.map(\.url) },
                root: context.xcodeProject.directoryURL, arguments: extractor.remainingArguments)
        }
    }
#endif
