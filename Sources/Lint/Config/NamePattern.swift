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

/// Path globs for `include` and `exclude`: `*` within a folder name, `**` across folders, `?`
/// for one character.
public enum PathGlob {
    public static func matches(_ path: String, _ glob: String) -> Bool {
        match(Array(path.utf8)[...], Array(glob.utf8)[...])
    }

    private static func match(_ path: ArraySlice<UInt8>, _ glob: ArraySlice<UInt8>) -> Bool {
        guard let first = glob.first else { return path.isEmpty }
        let slash = UInt8(ascii: "/")
        if first == UInt8(ascii: "*") {
            if glob.dropFirst().first == UInt8(ascii: "*") {
                var rest = glob.dropFirst(2)
                if rest.isEmpty { return true }
                if rest.first == slash { rest = rest.dropFirst() }
                // `**` matches any run of whole folders, including none.
                if match(path, rest) { return true }
                var index = path.startIndex
                while index < path.endIndex {
                    if path[index] == slash, match(path[(index + 1)...], rest) { return true }
                    index += 1
                }
                return false
            }
            var index = path.startIndex
            while true {
                if match(path[index...], glob.dropFirst()) { return true }
                guard index < path.endIndex, path[index] != slash else { return false }
                index += 1
            }
        }
        guard let head = path.first else { return false }
        if first == UInt8(ascii: "?") ? head != slash : head == first {
            return match(path.dropFirst(), glob.dropFirst())
        }
        return false
    }
}
