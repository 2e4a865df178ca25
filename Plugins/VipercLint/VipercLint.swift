import Foundation
import PackagePlugin

/// `swift package viperc-lint [--target NAME]... [viperc lint options]`: lints the Swift code
/// of the package's targets (all of them unless `--target` picks some) in one run, so that the
/// architecture model sees every module at once. Other arguments go to `viperc lint` as they
/// are (`--reporter sarif:lint.sarif`, `--strict`, `--baseline FILE`…); it runs in the package's
/// folder, so `.viperc.yml` there applies and paths print relative to it.
@main
struct VipercLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let package = context.package.directoryURL.standardizedFileURL.path
        // A target's folder is the deepest one that holds all of its files.
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.compactMap { target -> String? in
            let files = target.sourceFiles.map { $0.url.deletingLastPathComponent().standardizedFileURL.pathComponents }
            guard var common = files.first else { return nil }
            for parts in files.dropFirst() { common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0)) }
            let folder = NSString.path(withComponents: common)
            return folder.hasPrefix(package + "/") ? String(folder.dropFirst(package.count + 1)) : folder
        }
        guard !folders.isEmpty else {
            Diagnostics.error("viperc: no source targets to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "viperc").url
        process.arguments = ["lint"] + extractor.remainingArguments + folders
        process.currentDirectoryURL = context.package.directoryURL
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
