import YAML

/// The pairs of a mapping with a fixed set of keys (`NodeReader.mapping`), found by key.
///
/// A spec's mappings are small and their keys come from a short list, so the pairs are searched
/// in place rather than hashed into a dictionary: building and filling a dictionary cost more
/// than every lookup of a typical mapping together. At most one pair is kept per allowed key,
/// so a lookup reads no more than the list of allowed keys, whatever the input.
public struct MappingFields: Sendable {
    /// The mapping's pairs, in source order.
    let pairs: [YAMLPair]
    /// Indexes in `pairs` of the pairs kept: string keys, allowed, each the first of its name.
    var kept: [Int]

    init(pairs: [YAMLPair]) {
        self.pairs = pairs
        kept = []
        kept.reserveCapacity(pairs.count)
    }

    /// The pair kept for `key`.
    public subscript(key: String) -> YAMLPair? {
        for index in kept where pairs[index].key.scalar == key { return pairs[index] }
        return nil
    }
}
