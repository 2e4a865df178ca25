#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with POSIX calls, so a failure carries the system's reason.
///
/// Only regular files are read, and at most `maximumSize` bytes of each: a FIFO would block
/// forever and a device such as `/dev/zero` never ends, whatever its name or the link to it.
public enum FileReader {
    /// The most bytes read from one file: 16 MiB, a hundred times a large Swift file, so a
    /// runaway or hostile file costs bounded memory and time.
    public static let maximumSize = 16 << 20

    public enum Failure: Error, Equatable, Sendable {
        case isDirectory
        case notRegular
        case tooLarge
        case system(String)

        public var message: String {
            switch self {
            case .isDirectory: return "is a folder, not a file"
            case .notRegular: return "is not a regular file (a FIFO, socket or device); not read"
            case .tooLarge: return "is larger than \(FileReader.maximumSize >> 20) MiB, the most viperc reads from one file; not read"
            case .system(let reason): return reason
            }
        }
    }

    public static func read(_ path: String, maximumSize: Int = FileReader.maximumSize) -> Result<[UInt8], Failure> {
        // Non-blocking, so opening a FIFO with no writer returns at once instead of waiting.
        let fd = open(FileBase.path(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.system(lastError())) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.system(lastError())) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .failure(.isDirectory)
        case S_IFREG: break
        default: return .failure(.notRegular)
        }
        if Int(info.st_size) > maximumSize { return .failure(.tooLarge) }
        // Read straight into a buffer of the file's size, growing it only if the file grew,
        // and never past the cap (files such as those in /proc report a size of 0).
        var capacity = max(Int(info.st_size), 0) + 1
        var bytes: [UInt8] = []
        while true {
            if bytes.count > maximumSize { return .failure(.tooLarge) }
            capacity = min(capacity, maximumSize + 1 - bytes.count)
            var readError: Int32 = 0
            // Uninitialized, so a file's bytes are written once, by the kernel, not zeroed first.
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                var count = -1
                repeat {
                    count = systemRead(fd, buffer.baseAddress!, capacity)
                } while count < 0 && errno == EINTR
                if count < 0 { readError = errno }
                initialized = max(count, 0)
            }
            if readError != 0 {
                errno = readError
                return .failure(.system(lastError()))
            }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            // A regular file returns fewer bytes than asked only at its end: when that is the
            // size it reported, the end is known without another call, which costs a few
            // microseconds per file. A file that reports no size or a wrong one (/proc, sysfs)
            // is read until a read returns nothing.
            if chunk.count < capacity && info.st_size > 0 && bytes.count == Int(info.st_size) { break }
            if chunk.count < capacity { capacity = 4096 } else { capacity *= 2 }
        }
        return .success(bytes)
    }

    /// The first `count` bytes (or fewer) of a regular file; nil for anything else.
    public static func prefix(_ path: String, count: Int) -> [UInt8]? {
        switch read(path, maximumSize: count) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge):
            let fd = open(FileBase.path(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var bytes = [UInt8](repeating: 0, count: count)
            let read = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, count) }
            guard read >= 0 else { return nil }
            return Array(bytes.prefix(read))
        case .failure: return nil
        }
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(FileBase.path(path), nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static func lastError() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
    #else
        return Darwin.read(fd, buffer, count)
    #endif
}
