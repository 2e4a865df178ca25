import Diagnostics
import Emit
import Foundation
import Support

/// Renders DOT files to SVG and PNG with Graphviz's `dot`, when it is installed.
enum Graphviz {
    static func imagePath(for dot: String, format: String) -> String {
        String(dot.dropLast(".dot".count)) + "." + format
    }

    /// The resolution of `routes.png`.
    static let pngDPI = 192

    /// The `dot` executable on the PATH, if any.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Renders each DOT file next to itself; returns the images written. Images are staged
    /// and put in place through the output folder, like every other output.
    static func render(_ dots: [String], folders: [String: OutputFolder], engine: DiagnosticEngine, quiet: Bool) -> [String] {
        guard !dots.isEmpty else { return [] }
        guard let dot = executable else {
            Console.error(
                "viperc: Graphviz's 'dot' is not installed, so no SVG or PNG was drawn; everything else was written. Install it with 'apt-get install graphviz' or 'brew install graphviz'.\n"
            )
            return []
        }
        var written: [String] = []
        for file in dots {
            // The output folder that holds this file, and the file's path inside it.
            guard
                let (root, folder) = folders.filter({ $0.key == "." || file.hasPrefix($0.key + "/") }).max(by: {
                    $0.key.count < $1.key.count
                })
            else { continue }
            for format in ["svg", "png"] {
                let target = imagePath(for: file, format: format)
                let relative = root == "." ? target : String(target.dropFirst(root.count + 1))
                let process = Process()
                let output = Pipe()
                process.executableURL = URL(fileURLWithPath: dot)
                // The drawing's path is relative to the project root.
                process.currentDirectoryURL = URL(fileURLWithPath: FileBase.folder, isDirectory: true)
                // Twice the usual 96 dpi for the bitmap, so that it stays sharp on Retina screens;
                // the SVG scales by itself.
                process.arguments = format == "png" ? ["-Tpng", "-Gdpi=\(pngDPI)", file] : ["-T\(format)", file]
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                let image: Data
                do {
                    try process.run()
                    image = output.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                } catch {
                    engine.warning("could not run '\(dot)': \(error.localizedDescription)", at: .file(file), id: "graphviz-failed")
                    continue
                }
                do {
                    guard process.terminationStatus == 0 else { throw WriteFailure.system(0) }
                    var created: [String] = []
                    let staged = try folder.stage(Array(image), at: relative, created: &created)
                    try folder.install(staged) { _ in true }
                } catch {
                    engine.warning("'dot' could not draw '\(target)'", at: .file(file), id: "graphviz-failed")
                    continue
                }
                written.append(target)
            }
        }
        return written
    }
}
