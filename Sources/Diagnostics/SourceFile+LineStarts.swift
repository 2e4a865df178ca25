import Foundation

extension SourceFile {
    /// A file's line starts, worked out on first use: linting asks most files for no location
    /// at all (the scanner places its own from the lexer's table), and the table cost as much
    /// as a tenth of reading and scanning them.
    ///
    /// A class so that copies of a `SourceFile` share the table; the lock makes filling it safe
    /// from any thread.
    final class LineTable: @unchecked Sendable {
        private let lock = NSLock()
        private var starts: [Int]?

        func starts(of bytes: [UInt8]) -> [Int] {
            lock.lock()
            defer { lock.unlock() }
            if let starts { return starts }
            let made = Self.lineStarts(of: bytes)
            starts = made
            return made
        }

        /// The byte offset at which each line starts, 0 first. A line ends at a line feed, a
        /// carriage return, or both together, counted once.
        static func lineStarts(of bytes: [UInt8]) -> [Int] {
            var starts = [0]
            starts.reserveCapacity(bytes.count / 32 + 1)
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let count = buffer.count
                if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
                    // No CR anywhere (the usual case): memchr from newline to newline.
                    var index = 0
                    while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), count - index) {
                        index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                        starts.append(index)
                    }
                    return
                }
                var index = 0
                while index < count {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "\n") {
                        starts.append(index + 1)
                    } else if byte == UInt8(ascii: "\r") {
                        // A lone CR ends a line too; CRLF counts once.
                        if index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                        starts.append(index + 1)
                    }
                    index += 1
                }
            }
            return starts
        }
    }
}
