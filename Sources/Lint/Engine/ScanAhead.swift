import CodeSource
import Dispatch
import Foundation
import Support

/// Reads and scans Swift files while the folder walk is still finding others. The walk spends
/// most of its time in the kernel listing folders, on one thread; meanwhile the thread that
/// waits for it scans what it has found, and `LintEngine` scans only the rest.
///
/// A scan depends on nothing but the file and two settings, so a file scanned ahead gives the
/// same summary as one scanned later, and output does not depend on which thread got it first.
/// A mutable collector shared between two threads, hence a class with a lock.
public final class ScanAhead: @unchecked Sendable {
    private let lock = NSLock()
    /// Signalled once per file offered and once when the walk ends.
    private let offered = DispatchSemaphore(value: 0)
    private var queue: [String] = []
    private var taken = 0
    private var walkEnded = false
    /// Written only by the thread in `scanUntilWalkEnds`, read after it returns.
    private var results: [PathKey: LintEngine.Scanned?] = [:]

    public init() {}

    /// Called by the walk for each file it will lint.
    public func offer(_ path: String) {
        lock.lock()
        queue.append(path)
        lock.unlock()
        offered.signal()
    }

    /// Called once by the walk when it has found every file.
    public func walkDidEnd() {
        lock.lock()
        walkEnded = true
        lock.unlock()
        offered.signal()
    }

    /// Scans the files offered, on the calling thread, until the walk ends; the files offered
    /// but not yet scanned then are left to `LintEngine`, which scans on every core.
    /// - Parameter signatures: whether members' signatures are recorded (see `LintEngine.read`).
    /// - Parameter keepsGenerated: whether files viperc generated are scanned (with specs).
    public func scanUntilWalkEnds(signatures: Bool, keepsGenerated: Bool) -> ScannedAhead {
        let knownIDs = RuleRegistry.ids + LintEngine.ownIDs
        while true {
            offered.wait()
            lock.lock()
            // A signal that is not the walk's end was an offer, appended before it signalled.
            if walkEnded {
                lock.unlock()
                break
            }
            let path = queue[taken]
            taken += 1
            lock.unlock()
            results[PathKey(path)] = LintEngine.readAndScan(
                path, knownIDs: knownIDs, signatures: signatures, keepsGenerated: keepsGenerated)
        }
        return ScannedAhead(signatures: signatures, keepsGenerated: keepsGenerated, files: results)
    }
}

/// The files `ScanAhead` scanned, by path, with the settings they were scanned with.
public struct ScannedAhead: Sendable {
    let signatures: Bool
    let keepsGenerated: Bool
    let files: [PathKey: LintEngine.Scanned?]

    public static let none = ScannedAhead(signatures: false, keepsGenerated: false, files: [:])

    /// The files, when they were scanned as a run with these settings would scan them.
    func files(signatures: Bool, keepsGenerated: Bool) -> [PathKey: LintEngine.Scanned?] {
        signatures == self.signatures && keepsGenerated == self.keepsGenerated ? files : [:]
    }
}
