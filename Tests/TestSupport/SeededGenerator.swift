import Foundation

/// The random source of randomised unit tests: SplitMix64 from a seed, so that a failure can be
/// replayed. The seed is `VIPERC_TEST_SEED` when set (to explore), else a fixed one, and each
/// test prints the seed it used.
public struct SeededGenerator: RandomNumberGenerator {
    public let seed: UInt64
    var state: UInt64

    public static let defaultSeed: UInt64 = 20_261_126

    /// - Parameter test: the test's name, printed with the seed.
    public init(_ test: String) {
        seed = ProcessInfo.processInfo.environment["VIPERC_TEST_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        state = seed
        print("viperc tests: \(test) uses seed \(seed); VIPERC_TEST_SEED=\(seed) replays it")
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
