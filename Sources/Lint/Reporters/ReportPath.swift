import CodeSource
import Diagnostics
import Support

/// Paths as reporters print them: relative to the project root when the file is inside
/// it, however the path was typed (`./App`, `App/../App`, `/abs/…/App`). Purely lexical, with
/// `/` separators, so it behaves the same on Linux and macOS.
enum ReportPath {
    /// `path` relative to the absolute folder `base`, or nil when it lies outside `base`.
    static func relative(_ path: String, to base: String) -> String? {
        PathName.relative(path, to: base)
    }

    static func normalized(_ path: String) -> String {
        PathName.normalized(path)
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
