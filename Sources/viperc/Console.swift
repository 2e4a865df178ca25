import ArgumentParser
import Diagnostics
import Foundation
import Support

/// Standard output and error, written straight to the file descriptors.
enum Console {
    static func out(_ text: String) {
        if let capture = InProcess.capture { return capture.append(text, error: false) }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        guard !text.isEmpty else { return }
        if let capture = InProcess.capture { return capture.append(text, error: true) }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints the diagnostics and their summary, and ends the command with status 1 when any is
    /// an error: thrown, not `exit`, so that the command returns to its caller.
    static func finish(_ engine: DiagnosticEngine) throws {
        error(finalText(engine))
        if engine.hasErrors {
            throw ExitCode(ExitStatus.failed)
        }
    }

    /// What `finish` prints: the diagnostics, then their summary when there are any.
    static func finalText(_ engine: DiagnosticEngine) -> String {
        var text = reportText(engine)
        if engine.hasErrors || engine.warningCount > 0 {
            text += "viperc: \(DiagnosticPrinter.summary(errors: engine.errorCount, warnings: engine.warningCount))\n"
        }
        return text
    }

    /// Prints diagnostics to standard error, in print order. Their paths are relative to the
    /// project root; under Xcode they are printed absolute.
    static func report(_ engine: DiagnosticEngine) {
        let text = reportText(engine)
        if !text.isEmpty { error(text) }
    }

    static func reportText(_ engine: DiagnosticEngine) -> String {
        var diagnostics = engine.sorted
        if CommandPaths.absoluteForXcode {
            let root = FileBase.folder
            func absolute(_ location: inout SourceLocation) {
                if !location.path.hasPrefix("/") { location.path = PathName.absolute(location.path, in: root) }
            }
            for index in diagnostics.indices {
                absolute(&diagnostics[index].location)
                for note in diagnostics[index].notes.indices { absolute(&diagnostics[index].notes[note].location) }
            }
        }
        return DiagnosticPrinter.render(diagnostics)
    }
}
