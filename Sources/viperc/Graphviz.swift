import Diagnostics
import Foundation

/// Renders DOT files to SVG and PNG with Graphviz's `dot`, when it is installed.
enum Graphviz {
    static func imagePath(for dot: String, format: String) -> String {
        String(dot.dropLast(".dot".count)) + "." + format
    }

    /// The `dot` executable on the PATH, if any.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Renders each DOT file next to itself; returns the images written. Images are written to
    /// a temporary sibling and renamed, like every other output.
    static func render(_ dots: [String], engine: DiagnosticEngine, quiet: Bool) -> [String] {
        guard !dots.isEmpty else { return [] }
        guard let dot = executable else {
            Console.error(
                "viperc: Graphviz's 'dot' is not installed, so no SVG or PNG was drawn; everything else was written. Install it with 'apt-get install graphviz' or 'brew install graphviz'.\n"
            )
            return []
        }
        var written: [String] = []
        for file in dots {
            for format in ["svg", "png"] {
                let target = imagePath(for: file, format: format)
                let temporary =
                    PathName.parent(target) + "/." + PathName.lastComponent(target) + ".viperc.tmp"
                let process = Process()
                process.executableURL = URL(fileURLWithPath: dot)
                process.arguments = ["-T\(format)", file, "-o", temporary]
                process.standardError = FileHandle.nullDevice
                do {
                    try process.run()
                    process.waitUntilExit()
                } catch {
                    engine.warning("could not run '\(dot)': \(error.localizedDescription)", at: .file(file), id: "graphviz-failed")
                    continue
                }
                guard process.terminationStatus == 0, rename(temporary, target) == 0 else {
                    try? FileManager.default.removeItem(atPath: temporary)
                    engine.warning("'dot' could not draw '\(target)'", at: .file(file), id: "graphviz-failed")
                    continue
                }
                written.append(target)
            }
        }
        return written
    }
}
