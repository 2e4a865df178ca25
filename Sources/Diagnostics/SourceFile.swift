import Foundation

/// The bytes of one file, and the table of line starts that turns offsets into locations.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Shared by copies, filled on first use.
    private let lines = LineTable()

    /// Byte offset at which each line starts; `lineStarts[0] == 0`. Worked out on first use.
    public var lineStarts: [Int] { lines.starts(of: bytes) }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The location of a byte offset, clamped to the file.
    public func location(ofByte offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let lineStarts = lineStarts
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The byte offset of a 0-based line and a 0-based column counted in Unicode scalars,
    /// the units libyaml's marks use. Clamped to the end of that line.
    public func byteOffset(line: Int, scalarColumn: Int) -> Int {
        guard line >= 0 else { return 0 }
        let lineStarts = lineStarts
        guard line < lineStarts.count else { return bytes.count }
        var offset = lineStarts[line]
        var remaining = scalarColumn
        while remaining > 0, offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            offset += SourceFile.scalarLength(leadingByte: byte)
            remaining -= 1
        }
        return min(offset, bytes.count)
    }

    /// The location of a libyaml-style mark (0-based line, 0-based scalar column).
    public func location(line: Int, scalarColumn: Int) -> SourceLocation {
        location(ofByte: byteOffset(line: line, scalarColumn: scalarColumn))
    }

    /// Length in bytes of the UTF-8 sequence a leading byte starts; 1 for stray bytes.
    static func scalarLength(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
