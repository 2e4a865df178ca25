import CodeSource

/// A type-name pattern: `URLSession` matches itself, `*Service` any name ending in `Service`,
/// and `UI*` names that continue with a capital letter, so `UIColor` matches and `UInt` does not.
public struct NamePattern: Sendable, Equatable, CustomStringConvertible {
    public let text: String
    /// The pattern without its `*`, where the `*` was, and whether it is ASCII: rules ask every
    /// type name a file mentions, and for ASCII patterns bytes give the answer characters
    /// would, far faster. Worked out once here, not on each name.
    private let affix: String
    private let star: Star
    private let isASCII: Bool

    private enum Star: Sendable { case none, first, last }

    public init(_ text: String) {
        self.text = text
        let bytes = text.utf8
        if bytes.first == UInt8(ascii: "*") {
            affix = String(text.dropFirst())
            star = .first
        } else if bytes.last == UInt8(ascii: "*") {
            affix = String(text.dropLast())
            star = .last
        } else {
            affix = text
            star = .none
        }
        isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    public var description: String { text }

    /// Whether it names one type, with no `*`.
    public var isExact: Bool { star == .none }

    public static func == (lhs: NamePattern, rhs: NamePattern) -> Bool { lhs.text == rhs.text }

    public func matches(_ name: String) -> Bool {
        switch star {
        case .none:
            return name == text
        case .first:
            if isASCII { return NameAffix.hasProperSuffix(name, affix) }
            return name.count > affix.count && name.hasSuffix(affix)
        case .last:
            if isASCII {
                guard name.utf8.count > affix.utf8.count, name.utf8.starts(with: affix.utf8) else { return false }
                let next = name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: affix.utf8.count)]
                if next < 0x80 { return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") }
            }
            guard name.hasPrefix(affix), name.count > affix.count else { return false }
            return name[name.index(name.startIndex, offsetBy: affix.count)].isUppercase
        }
    }
}
