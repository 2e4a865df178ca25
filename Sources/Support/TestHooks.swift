#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stopping points that let tests interrupt a build at a chosen moment rather than at a random
/// time: `VIPERC_TEST_KILL_AT=staged` kills the process once every file is staged and before
/// any is put in place, `installed:N` once N files are in place; `VIPERC_TEST_HOLD_LOCK_MS=N`
/// holds each output folder's lock N ms after taking it and says so on standard error. Unset
/// in every normal run, where each point costs a comparison.
public enum TestHooks {
    static let killAt: (point: String, count: Int)? = {
        guard let raw = getenv("VIPERC_TEST_KILL_AT") else { return nil }
        let text = String(cString: raw)
        let parts = text.split(separator: ":", maxSplits: 1)
        guard let point = parts.first else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        return (String(point), count)
    }()

    static let holdLockMilliseconds: Int? = getenv("VIPERC_TEST_HOLD_LOCK_MS").flatMap { Int(String(cString: $0)) }

    /// Kills this process with SIGKILL, as `kill -9` would, when the hook names this point.
    public static func reached(_ point: String, count: Int = 0) {
        guard let killAt, killAt.point == point, killAt.count == count else { return }
        kill(getpid(), SIGKILL)
    }

    /// Waits while holding a lock, so that a test can start a second run that must wait for it.
    public static func holdingLock(_ folder: String) {
        guard let holdLockMilliseconds else { return }
        let line = "viperc: test hook: holding the lock of '\(folder)'\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        usleep(UInt32(max(0, holdLockMilliseconds)) * 1_000)
    }
}
