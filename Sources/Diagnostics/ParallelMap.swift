import Dispatch

/// Maps a collection on every core and returns the results in the input's order.
public enum ParallelMap {
    public static func map<Element: Sendable, Result: Sendable>(_ items: [Element], _ transform: @Sendable (Element) -> Result) -> [Result]
    {
        if items.count < 2 { return items.map(transform) }
        var results = [Result?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Each index is written by exactly one iteration, so no two threads share a slot.
            nonisolated(unsafe) let slots = base
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                slots[index] = transform(items[index])
            }
        }
        return results.map { $0! }
    }
}
