/// Which names (ids from `NameTable`) each type of a file has had recorded: one bit per type and
/// name. Replaces a `Set<Int>` per type, whose allocation and hashing cost more than the rest of
/// recording a reference.
struct NameMarks {
    private var rows: [[UInt64]] = []

    /// Adds a row for the next type; its index is the type's index in the file.
    mutating func addType() {
        rows.append([])
    }

    /// Marks `id` for `type`; true if it was not marked before.
    mutating func insert(_ id: Int, for type: Int) -> Bool {
        let word = id >> 6
        let bit: UInt64 = 1 << UInt64(id & 63)
        if rows[type].count <= word {
            rows[type].append(contentsOf: repeatElement(0, count: word + 1 - rows[type].count))
        }
        if rows[type][word] & bit != 0 { return false }
        rows[type][word] |= bit
        return true
    }
}
