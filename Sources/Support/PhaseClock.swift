import Foundation

/// Where a run spends its time, for the speed work: with `VIPERC_PHASES` set in the
/// environment, each mark prints the wall and CPU milliseconds since the previous mark to
/// standard error. CPU time near twice the wall time means both cores were busy; near the wall
/// time, one core did the phase alone. Costs one environment lookup per run otherwise.
public enum PhaseClock {
    private static let enabled = ProcessInfo.processInfo.environment["VIPERC_PHASES"] != nil
    private static let clock = ContinuousClock()
    private nonisolated(unsafe) static var last = clock.now
    private nonisolated(unsafe) static var lastCPU = processCPU()

    /// Ends the phase called `name`. Call from one thread only (the command's own).
    public static func mark(_ name: String) {
        guard enabled else { return }
        let now = clock.now
        let cpu = processCPU()
        let milliseconds = (now - last) / .milliseconds(1)
        let cpuMilliseconds = (cpu - lastCPU) * 1000
        last = now
        lastCPU = cpu
        FileHandle.standardError.write(
            Data("viperc: phase '\(name)': \(Int(milliseconds.rounded())) ms wall, \(Int(cpuMilliseconds.rounded())) ms CPU\n".utf8))
    }

    /// Seconds of CPU the process has used, on every thread.
    private static func processCPU() -> Double {
        Double(Foundation.clock()) / Double(CLOCKS_PER_SEC)
    }
}
