import Diagnostics
import Foundation
import Support

/// Standard output and error, written straight to the file descriptors.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints the diagnostics and their summary, and exits 1 when any is an error.
    static func finish(_ engine: DiagnosticEngine) {
        report(engine)
        if engine.hasErrors || engine.warningCount > 0 {
            error("viperc: \(DiagnosticPrinter.summary(errors: engine.errorCount, warnings: engine.warningCount))\n")
        }
        if engine.hasErrors {
            exit(1)
        }
    }

    /// Prints diagnostics to standard error, in print order. Their paths are relative to the
    /// project root, the working folder by then; under Xcode they are printed absolute.
    static func report(_ engine: DiagnosticEngine) {
        var diagnostics = engine.sorted
        if CommandPaths.absoluteForXcode {
            let root = FileManager.default.currentDirectoryPath
            func absolute(_ location: inout SourceLocation) {
                if !location.path.hasPrefix("/") { location.path = PathName.absolute(location.path, in: root) }
            }
            for index in diagnostics.indices {
                absolute(&diagnostics[index].location)
                for note in diagnostics[index].notes.indices { absolute(&diagnostics[index].notes[note].location) }
            }
        }
        let text = DiagnosticPrinter.render(diagnostics)
        if !text.isEmpty { error(text) }
    }
}
