/// The names a file's tokens spell, each made into a `String` once: a file mentions the same
/// few type names hundreds of times, and making and hashing a `String` per mention was the
/// scanner's largest cost.
///
/// Open addressing over a hash of the bytes; a lookup compares bytes, so equal ids mean equal
/// names, never a collision.
package struct NameTable {
    private var slots: [Int32]
    /// Where each name's bytes are and their hash, by id: one array, grown rarely.
    private var entries: [Entry] = []
    private(set) var names: [String] = []

    private struct Entry {
        package var start: Int
        package var end: Int
        package var hash: UInt64
    }

    package init() {
        slots = [Int32](repeating: -1, count: 256)
        // A file has a dozen or two distinct names: room for them up front, not grown to.
        entries.reserveCapacity(32)
        names.reserveCapacity(32)
    }

    /// The id of the name `bytes[start..<end]`, adding it if new. `bytes` must be the same
    /// array on every call. Hashes and compares through a pointer: with a bounds check per
    /// byte they cost more than the rest of the lookup.
    package mutating func id(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        // Checked once here; every read below lies within `start..<end` or a range stored
        // from an earlier call.
        precondition(start >= 0 && start <= end && end <= bytes.count)
        let (hash, found, slot) = bytes.withUnsafeBufferPointer { buffer -> (UInt64, Int?, Int) in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for k in start..<end {
                hash = (hash ^ UInt64(buffer[k])) &* 0x0000_0100_0000_01b3
            }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let id = Int(slots[slot])
                if id < 0 { return (hash, nil, slot) }
                let entry = entries[id]
                if entry.hash == hash, Self.same(buffer, start, end, entry.start, entry.end) { return (hash, id, slot) }
                slot = (slot + 1) & mask
            }
        }
        if let found { return found }
        let id = names.count
        names.append(String(decoding: bytes[start..<end], as: UTF8.self))
        entries.append(Entry(start: start, end: end, hash: hash))
        slots[slot] = Int32(id)
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// The name `bytes[start..<end]` as a `String`, made once per distinct name. (Written as
    /// `names[id(…)]`, the array would be read before `id` adds to it.)
    package mutating func name(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        let found = id(bytes, start, end)
        return names[found]
    }

    /// Whether `bytes[a..<aEnd]` and `bytes[b..<bEnd]` are equal, compared eight bytes a step.
    package static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int) -> Bool {
        let count = aEnd - a
        guard count == bEnd - b else { return false }
        guard count > 0, let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var k = 0
        while k + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: a + k, as: UInt64.self) != raw.loadUnaligned(fromByteOffset: b + k, as: UInt64.self) {
                return false
            }
            k += 8
        }
        while k < count {
            if base[a + k] != base[b + k] { return false }
            k += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for id in names.indices {
            var slot = Int(truncatingIfNeeded: entries[id].hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
