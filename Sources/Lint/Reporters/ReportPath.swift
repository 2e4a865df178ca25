/// Paths as reporters print them: relative to the folder viperc ran from when the file is inside
/// it, however the path was typed (`./App`, `App/../App`, `/abs/…/App`). Purely lexical, with
/// `/` separators, so it behaves the same on Linux and macOS.
enum ReportPath {
    /// `path` relative to the absolute folder `base`, or nil when it lies outside `base`.
    static func relative(_ path: String, to base: String) -> String? {
        let absolute = normalized(path.hasPrefix("/") ? path : base + "/" + path)
        let root = normalized(base)
        if absolute == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        guard absolute.hasPrefix(prefix) else { return nil }
        return String(absolute.dropFirst(prefix.count))
    }

    /// An absolute path with `.`, `..` and empty components resolved lexically.
    static func normalized(_ path: String) -> String {
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

    /// A URI path: `/` kept, unreserved characters kept, every other byte percent-encoded.
    static func uriEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let isUnreserved =
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// A `file://` URI for an absolute path.
    static func fileURI(_ absolutePath: String) -> String {
        "file://" + uriEncoded(normalized(absolutePath))
    }
}
