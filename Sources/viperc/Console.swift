import Diagnostics
import Foundation

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

    /// Prints diagnostics to standard error, in print order.
    static func report(_ engine: DiagnosticEngine) {
        let text = DiagnosticPrinter.render(engine.sorted)
        if !text.isEmpty { error(text) }
    }
}
