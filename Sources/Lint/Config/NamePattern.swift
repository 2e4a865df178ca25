/// A type-name pattern: `URLSession` matches itself, `*Service` any name ending in `Service`,
/// and `UI*` names that continue with a capital letter, so `UIColor` matches and `UInt` does not.
public struct NamePattern: Sendable, Equatable, CustomStringConvertible {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public var description: String { text }

    public func matches(_ name: String) -> Bool {
        if text.hasPrefix("*") {
            let suffix = text.dropFirst()
            return name.count > suffix.count && name.hasSuffix(suffix)
        }
        if text.hasSuffix("*") {
            let prefix = text.dropLast()
            guard name.hasPrefix(prefix), name.count > prefix.count else { return false }
            return name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase
        }
        return name == text
    }
}
