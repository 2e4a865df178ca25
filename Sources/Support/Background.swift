import Dispatch

/// Work started on another thread, whose result is waited for later: lets a serial step run
/// beside another (the spec model beside the code's recovery) on a machine with cores to spare.
/// The work owns what it captures until `wait` returns; the caller must not touch it meanwhile.
public final class Background<Value>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once by the worker before `leave`, read only after `wait`: the group orders them.
    private var value: Value?

    public init(_ work: @escaping () -> Value) {
        let handed = Handed(work)
        group.enter()
        let base = FileBase.captured
        DispatchQueue.global().async {
            self.value = FileBase.carrying(base) { handed.work() }
            self.group.leave()
        }
    }

    /// The result, once the work has finished.
    public func wait() -> Value {
        group.wait()
        return value!
    }

    /// The work closure, handed to one other thread and used only there.
    private struct Handed: @unchecked Sendable {
        let work: () -> Value
        init(_ work: @escaping () -> Value) { self.work = work }
    }
}
