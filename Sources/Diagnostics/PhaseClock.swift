import Foundation

/// Where a run spends its wall time, for the speed work: with `VIPERC_PHASES` set in the
/// environment, each mark prints the milliseconds since the previous mark to standard error.
/// Costs one environment lookup per run otherwise.
public enum PhaseClock {
    private static let enabled = ProcessInfo.processInfo.environment["VIPERC_PHASES"] != nil
    private static let clock = ContinuousClock()
    private nonisolated(unsafe) static var last = clock.now

    /// Ends the phase called `name`. Call from one thread only (the command's own).
    public static func mark(_ name: String) {
        guard enabled else { return }
        let now = clock.now
        let milliseconds = (now - last) / .milliseconds(1)
        last = now
        FileHandle.standardError.write(Data("viperc: phase '\(name)': \(Int(milliseconds.rounded())) ms\n".utf8))
    }
}
