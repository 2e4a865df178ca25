/// Which names (ids from `NameTable`) each type of a file has had recorded, as a set of
/// (type, name) pairs in one open-addressed table. It replaced a bit row per type, whose
/// nested arrays cost an allocation per type and two uniqueness checks per mark.
package struct NameMarks {
    /// Each key is `type << 32 | id` plus one, so that zero marks an empty slot.
    private var keys: [UInt64]
    private var count = 0

    package init() {
        keys = [UInt64](repeating: 0, count: 256)
    }

    /// Marks `id` for `type`; true if it was not marked before.
    package mutating func insert(_ id: Int, for type: Int) -> Bool {
        let key = (UInt64(truncatingIfNeeded: type) << 32 | UInt64(truncatingIfNeeded: id)) &+ 1
        let mask = keys.count - 1
        // Fibonacci hashing spreads the consecutive ids and types over the table.
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        while true {
            let found = keys[slot]
            if found == key { return false }
            if found == 0 { break }
            slot = (slot &+ 1) & mask
        }
        keys[slot] = key
        count += 1
        if count * 2 > keys.count { grow() }
        return true
    }

    private mutating func grow() {
        let old = keys
        keys = [UInt64](repeating: 0, count: old.count * 2)
        let mask = keys.count - 1
        for key in old where key != 0 {
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while keys[slot] != 0 { slot = (slot &+ 1) & mask }
            keys[slot] = key
        }
    }
}
