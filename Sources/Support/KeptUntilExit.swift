/// Leaves a value to the end of the process: freeing large tables of small objects (one per
/// declared type) took a quarter of a large app's recovery, and a process about to exit need
/// not pay for it.
public enum KeptUntilExit {
    public static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }

    final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
