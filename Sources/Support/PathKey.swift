/// A path compared byte for byte. Swift's `String` equality is canonical equivalence, so
/// `café.swift` written precomposed (NFC) and decomposed (NFD) are one key in a `Set<String>`,
/// though Linux (and any case-sensitive volume) holds them as two files.
public struct PathKey: Hashable, Sendable {
    public let bytes: [UInt8]

    public init(_ path: String) {
        bytes = Array(path.utf8)
    }
}
