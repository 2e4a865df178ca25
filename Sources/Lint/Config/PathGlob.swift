import CodeSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path glob for `include` and `exclude`: `*` within a folder name, `**` across folders, `?`
/// for one character. Compile once, match many paths.
///
/// The glob runs as a set of states over the path, one byte at a time, so matching takes time
/// proportional to the path's length times the glob's, never exponential backtracking. Before
/// that, a path that lacks the glob's literal runs, in order, is rejected with a few byte
/// searches: most paths in a tree miss most exclude globs that way.
public struct PathGlob: Sendable {
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

    public let text: String
    let parts: [Part]
    /// The runs of plain bytes in the glob, in order; every matching path holds them in that
    /// order without overlap, since the parts between them consume whole bytes.
    let literals: [[UInt8]]

    public init(_ text: String) {
        self.text = text
        parts = Self.compile(Array(text.utf8))
        var runs: [[UInt8]] = []
        var run: [UInt8] = []
        for part in parts + [.rest] {
            if case .byte(let byte) = part {
                run.append(byte)
            } else if !run.isEmpty {
                runs.append(run)
                run = []
            }
        }
        literals = runs
    }

    public static func matches(_ path: String, _ glob: String) -> Bool {
        PathGlob(glob).matches(path)
    }

    /// - Parameter work: when given, incremented by the state steps taken, for tests.
    static func matches(_ path: String, _ glob: String, work: UnsafeMutablePointer<Int>?) -> Bool {
        PathGlob(glob).matches(path, work: work)
    }

    public func matches(_ path: String) -> Bool {
        matches(path, work: nil)
    }

    func matches(_ path: String, work: UnsafeMutablePointer<Int>?) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var from = 0
            for literal in literals {
                guard let end = Self.find(literal, in: bytes, from: from) else { return false }
                from = end
            }
            return parts.count < 64 ? runNarrow(bytes, work: work) : runWide(bytes, work: work)
        }
    }

    /// The end of the first occurrence of `needle` in `bytes` at or after `from`, if any.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = needle.first else { return from }
        guard bytes.count - from >= needle.count, let base = bytes.baseAddress else { return nil }
        var start = from
        let last = bytes.count - needle.count
        while start <= last {
            // `memchr` finds the next candidate first byte many bytes at a time.
            guard let hit = memchr(base + start, Int32(first), last + 1 - start) else { return nil }
            start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            var k = 1
            while k < needle.count, bytes[start + k] == needle[k] { k += 1 }
            if k == needle.count { return start + needle.count }
            start += 1
        }
        return nil
    }

    /// The state sets as bit masks: bit k is "before part k", bit `parts.count` is "matched".
    /// `inFolder` bit k: inside a folder name that `**` part k is consuming, which may end only
    /// at a `/`.
    func runNarrow(_ bytes: UnsafeBufferPointer<UInt8>, work: UnsafeMutablePointer<Int>?) -> Bool {
        let slash = UInt8(ascii: "/")
        let count = parts.count
        var current = closeNarrow(1)
        var inFolder: UInt64 = 0
        for byte in bytes {
            var active = current | inFolder
            if active == 0 { return false }
            var next: UInt64 = 0
            var nextInFolder: UInt64 = 0
            while active != 0 {
                let k = active.trailingZeroBitCount
                let bit: UInt64 = 1 << UInt64(k)
                active &= active - 1
                work?.pointee += 1
                if inFolder & bit != 0 {
                    if byte == slash { next |= bit } else { nextInFolder |= bit }
                }
                guard current & bit != 0, k < count else { continue }
                switch parts[k] {
                case .byte(let expected): if byte == expected { next |= bit << 1 }
                case .one: if byte != slash { next |= bit << 1 }
                case .star: if byte != slash { next |= bit }
                case .folders: if byte == slash { next |= bit } else { nextInFolder |= bit }
                case .rest: next |= bit
                }
            }
            current = closeNarrow(next)
            inFolder = nextInFolder
        }
        return current & (1 << UInt64(count)) != 0
    }

    /// Adds the states reachable without reading a byte: past a `*`, a `**` or a final `**`.
    func closeNarrow(_ states: UInt64) -> UInt64 {
        var states = states
        for k in 0..<parts.count where states & (1 << UInt64(k)) != 0 {
            switch parts[k] {
            case .star, .folders, .rest: states |= 1 << UInt64(k + 1)
            default: break
            }
        }
        return states
    }

    /// The same automaton with arrays of states, for globs of 64 parts or more.
    func runWide(_ bytes: UnsafeBufferPointer<UInt8>, work: UnsafeMutablePointer<Int>?) -> Bool {
        let slash = UInt8(ascii: "/")
        let count = parts.count
        var current = [Bool](repeating: false, count: count + 1)
        var inFolder = [Bool](repeating: false, count: count + 1)
        var next = current
        var nextInFolder = inFolder
        current[0] = true
        closeWide(&current)
        for byte in bytes {
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
            closeWide(&current)
        }
        return current[count]
    }

    func closeWide(_ states: inout [Bool]) {
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
