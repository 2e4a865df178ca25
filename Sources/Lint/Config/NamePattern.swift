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
///
/// The glob is run as a set of states over the path, one byte at a time, so matching takes
/// time proportional to the path's length times the glob's, never exponential backtracking.
public enum PathGlob {
    enum Part: Equatable {
        case byte(UInt8)
        /// `?`: one byte other than `/`.
        case one
        /// `*`: any run of bytes other than `/`.
        case star
        /// `**/` or `**` before more of the glob: nothing, or whole folders each ending in `/`.
        case folders
        /// `**` at the end of the glob: anything.
        case rest
    }

    public static func matches(_ path: String, _ glob: String) -> Bool {
        matches(path, glob, work: nil)
    }

    /// - Parameter work: when given, incremented by the state steps taken, for tests.
    static func matches(_ path: String, _ glob: String, work: UnsafeMutablePointer<Int>?) -> Bool {
        let parts = compile(Array(glob.utf8))
        let slash = UInt8(ascii: "/")
        let count = parts.count
        // State k < count: before part k; state count: matched everything. `inFolder[k]`: inside
        // a folder name that a `**` part is consuming, which may end only at a `/`.
        var current = [Bool](repeating: false, count: count + 1)
        var inFolder = [Bool](repeating: false, count: count + 1)
        var next = current
        var nextInFolder = inFolder
        current[0] = true
        close(&current, parts)
        for byte in path.utf8 {
            for k in 0...count {
                next[k] = false
                nextInFolder[k] = false
            }
            var any = false
            for k in 0...count where current[k] || inFolder[k] {
                any = true
                work?.pointee += 1
                if inFolder[k] {
                    if byte == slash { next[k] = true } else { nextInFolder[k] = true }
                }
                guard current[k], k < count else { continue }
                switch parts[k] {
                case .byte(let expected): if byte == expected { next[k + 1] = true }
                case .one: if byte != slash { next[k + 1] = true }
                case .star: if byte != slash { next[k] = true }
                case .folders: if byte == slash { next[k] = true } else { nextInFolder[k] = true }
                case .rest: next[k] = true
                }
            }
            if !any { return false }
            swap(&current, &next)
            swap(&inFolder, &nextInFolder)
            close(&current, parts)
        }
        return current[count]
    }

    /// Adds the states reachable without reading a byte: past a `*`, a `**` or a final `**`.
    static func close(_ states: inout [Bool], _ parts: [Part]) {
        for k in 0..<parts.count where states[k] {
            switch parts[k] {
            case .star, .folders, .rest: states[k + 1] = true
            default: break
            }
        }
    }

    static func compile(_ glob: [UInt8]) -> [Part] {
        var parts: [Part] = []
        var index = 0
        while index < glob.count {
            let byte = glob[index]
            if byte == UInt8(ascii: "*"), index + 1 < glob.count, glob[index + 1] == UInt8(ascii: "*") {
                index += 2
                if index == glob.count {
                    parts.append(.rest)
                } else {
                    if glob[index] == UInt8(ascii: "/") { index += 1 }
                    parts.append(.folders)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "*"): parts.append(.star)
            case UInt8(ascii: "?"): parts.append(.one)
            default: parts.append(.byte(byte))
            }
            index += 1
        }
        return parts
    }
}
