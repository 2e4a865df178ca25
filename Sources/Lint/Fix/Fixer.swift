import CodeSource
import Diagnostics
import Support

/// Applies findings' edits to a file's bytes. Edits are byte-exact replacements, so comments,
/// formatting and line endings outside them stay as they were. A finding's edits go in together
/// or not at all: one that overlaps an edit already taken waits for the next pass.
public enum Fixer {
    /// The UTF-8 byte order mark, which the scanner drops and offsets do not count.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The fixed bytes and how many findings' edits went in.
    public static func apply(_ fixes: [[TextEdit]], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        let shift = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var taken: [TextEdit] = []
        var applied = 0
        for edits in fixes where !edits.isEmpty {
            let valid = edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound + shift <= bytes.count }
            let clear = edits.allSatisfy { edit in !taken.contains { overlaps($0.range, edit.range) } }
            guard valid, clear else { continue }
            taken += edits
            applied += 1
        }
        // From the end backwards, so each edit's offsets still hold when it is made.
        var result = bytes
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange((edit.range.lowerBound + shift)..<(edit.range.upperBound + shift), with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }

    /// Two edits conflict when their ranges share a byte, or when both insert at one offset.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty || b.isEmpty {
            return a.lowerBound >= b.lowerBound && a.lowerBound <= b.upperBound
                || b.lowerBound >= a.lowerBound && b.lowerBound <= a.upperBound
        }
        return a.overlaps(b)
    }
}
