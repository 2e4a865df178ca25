/// Path arithmetic on user paths as plain strings: total on every input and the same on every
/// platform. (Foundation's `NSString` path methods trap on some paths on Linux, such as `.`.)
public enum PathName {
    /// The folder part of a path: `a/b/c` → `a/b`, `a` → ``, `/a` → `/`, `a/b/` → `a`,
    /// `.` → ``.
    public static func parent(_ path: String) -> String {
        // On the bytes in place: lint asks this of every file.
        if let parent = path.utf8.withContiguousStorageIfAvailable({ bytes -> String in
            let slash = UInt8(ascii: "/")
            var end = bytes.count
            while end > 1, bytes[end - 1] == slash { end -= 1 }
            guard let found = bytes[..<end].lastIndex(of: slash) else { return "" }
            end = found
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            if end == 0 { return "/" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }) {
            return parent
        }
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while bytes.distance(from: bytes.startIndex, to: end) > 1, bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        guard let found = bytes[..<end].lastIndex(of: slash) else { return "" }
        end = found
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        if end == bytes.startIndex { return "/" }
        return String(Substring(bytes[..<end]))
    }

    /// The last component of a path: `a/b/c` → `c`, `a/b/` → `b`, `/` → `/`, `` → ``.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        let bytes = Array(trimmed.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// `name` inside `folder`; an empty folder or `.` leaves `name` alone.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` made absolute against the absolute folder `base`, with `.`, `..` and empty
    /// components resolved lexically (links are not followed).
    public static func absolute(_ path: String, in base: String) -> String {
        normalized(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// An absolute path with `.`, `..` and empty components resolved lexically.
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to the absolute folder `base` (`` for `base` itself), or nil when it
    /// lies outside `base`. Relative paths are taken as relative to `base`.
    public static func relative(_ path: String, to base: String) -> String? {
        let target = absolute(path, in: base)
        let root = normalized(base)
        if target == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        guard target.hasPrefix(prefix) else { return nil }
        return String(target.dropFirst(prefix.count))
    }

    /// How to reach the absolute `path` from the absolute folder `base`, with `..` where it
    /// lies outside: `../conventions/ours`.
    public static func walk(to path: String, from base: String) -> String {
        let target = normalized(path).split(separator: "/")
        let start = normalized(base).split(separator: "/")
        var common = 0
        while common < target.count, common < start.count, target[common] == start[common] { common += 1 }
        let parts = Array(repeating: "..", count: start.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func trimmingTrailingSlashes(_ path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
