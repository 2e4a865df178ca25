import Diagnostics
import Foundation

/// Lines and columns of byte offsets the scanner asks for, which mostly move forward: a cursor
/// counts the line breaks between one offset and the next, so a file's line table is never
/// built for it (most files are never asked for a location again).
///
/// Agrees with `SourceFile.location(ofByte:)`: a line ends at a line feed, at a carriage return,
/// or at both together, counted once.
package struct LineCursor {
    private let bytes: [UInt8]
    private let hasCarriageReturn: Bool
    /// The lexer's table of line starts (`LexResult.lineStarts`), when it made one: the cursor
    /// then looks lines up in it instead of searching the bytes.
    private let table: [UInt32]?
    /// Every line break before `offset` is counted in `line`; `lineStart` is where it starts.
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    package init(bytes: [UInt8], lineStarts: [UInt32]? = nil) {
        self.bytes = bytes
        table = lineStarts
        hasCarriageReturn =
            lineStarts == nil
            && bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
            }
    }

    /// The 1-based line and byte column of `target`, clamped to the file.
    package mutating func position(ofByte target: Int) -> (line: Int, column: Int) {
        let target = max(0, min(target, bytes.count))
        if let table {
            // Line n + 1 starts at table[n - 1]; most targets lie a few lines on.
            var next = line - 1
            if target < lineStart { next = Self.count(of: table, atOrBefore: target) }
            while next < table.count, Int(table[next]) <= target { next += 1 }
            line = next + 1
            lineStart = next == 0 ? 0 : Int(table[next - 1])
            return (line, target - lineStart + 1)
        }
        if target >= offset {
            moveForward(to: target)
        } else if target < lineStart {
            moveBack(to: target)
        }
        return (line, target - lineStart + 1)
    }

    /// The offset where the line holding `target` ends: the next line's start, or the end.
    package func lineEnd(after target: Int) -> Int {
        if let table {
            var next = target >= lineStart ? line - 1 : Self.count(of: table, atOrBefore: target)
            while next < table.count, Int(table[next]) <= target { next += 1 }
            return next < table.count ? Int(table[next]) : bytes.count
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var p = target
            if !hasCarriageReturn, p < count, let base = buffer.baseAddress {
                guard let found = memchr(base + p, 0x0A, count - p) else { return count }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            while p < count {
                let byte = buffer[p]
                if byte == 0x0A { return p + 1 }
                if byte == 0x0D { return p + 1 < count && buffer[p + 1] == 0x0A ? p + 2 : p + 1 }
                p += 1
            }
            return count
        }
    }

    private mutating func moveForward(to target: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var p = offset
            if !hasCarriageReturn {
                while p < target, let found = memchr(base + p, 0x0A, target - p) {
                    p = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    line += 1
                    lineStart = p
                }
            } else {
                while p < target {
                    if Self.breaks(buffer, at: p) {
                        line += 1
                        lineStart = p + 1
                    }
                    p += 1
                }
            }
        }
        offset = target
    }

    private mutating func moveBack(to target: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            for p in target..<offset where Self.breaks(buffer, at: p) { line -= 1 }
            var p = target - 1
            while p >= 0, !Self.breaks(buffer, at: p) { p -= 1 }
            lineStart = p + 1
        }
        offset = target
    }

    /// How many entries of the sorted `table` are at most `target`.
    private static func count(of table: [UInt32], atOrBefore target: Int) -> Int {
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if Int(table[middle]) <= target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a line starts right after `p`: a line feed, or a carriage return not followed by one.
    @inline(__always)
    private static func breaks(_ buffer: UnsafeBufferPointer<UInt8>, at p: Int) -> Bool {
        let byte = buffer[p]
        if byte == 0x0A { return true }
        return byte == 0x0D && !(p + 1 < buffer.count && buffer[p + 1] == 0x0A)
    }
}
