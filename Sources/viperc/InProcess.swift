import ArgumentParser
import Foundation
import Support

/// Runs a viperc command inside the calling process, as if typed in a folder, with its output
/// captured: what the tests use instead of starting the binary. Several runs may go on at
/// once; each has its own root (`FileBase`), arguments and output.
enum InProcess {
    /// What a command printed, per stream. Runs write from the command's thread only.
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        private var error = ""

        func append(_ text: String, error toError: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if toError { error += text } else { out += text }
        }

        var texts: (stdout: String, stderr: String) {
            lock.lock()
            defer { lock.unlock() }
            return (out, error)
        }
    }

    /// The running command's output, when it is captured.
    @TaskLocal static var capture: Capture?
    /// The running command's arguments, when they are not the process's.
    @TaskLocal static var arguments: [String]?

    /// The arguments of the command running here, without the program's name.
    static var commandArguments: ArraySlice<String> {
        arguments.map { $0[...] } ?? CommandLine.arguments.dropFirst()
    }

    /// Runs `viperc ARGUMENTS` as typed in `folder` (absolute) and returns its exit status and
    /// what it printed, as the binary would have.
    static func run(_ arguments: [String], in folder: String) -> (status: Int32, stdout: String, stderr: String) {
        let capture = Capture()
        let status = $capture.withValue(capture) {
            ReportFile.$standardOutput.withValue({ capture.append($0, error: false) }) {
                $arguments.withValue(arguments) {
                    FileBase.isolated(in: folder) { () -> Int32 in
                        do {
                            var command = try Viperc.parseAsRoot(arguments)
                            try command.run()
                            return 0
                        } catch {
                            let code = Viperc.exitCode(for: error).rawValue
                            let message = Viperc.fullMessage(for: error)
                            if !message.isEmpty { capture.append(message + "\n", error: code != 0) }
                            return code
                        }
                    }
                }
            }
        }
        let texts = capture.texts
        return (status, texts.stdout, texts.stderr)
    }
}
