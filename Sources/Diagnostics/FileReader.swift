#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with POSIX calls, so a failure carries the system's reason.
public enum FileReader {
    public enum Failure: Error, Equatable, Sendable {
        case isDirectory
        case system(String)

        public var message: String {
            switch self {
            case .isDirectory: return "is a folder, not a file"
            case .system(let reason): return reason
            }
        }
    }

    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(.system(lastError())) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            return .failure(.isDirectory)
        }
        // Read straight into a buffer of the file's size, growing it only if the file grew.
        var capacity = max(Int(info.st_size), 0) + 1
        var bytes: [UInt8] = []
        while true {
            var failed = false
            let before = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: capacity))
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress! + before, capacity)
            }
            if count < 0 {
                if errno == EINTR {
                    bytes.removeLast(capacity)
                    continue
                }
                failed = true
            }
            if failed { return .failure(.system(lastError())) }
            bytes.removeLast(capacity - count)
            if count == 0 { break }
            if count < capacity { capacity = 4096 } else { capacity *= 2 }
        }
        return .success(bytes)
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func lastError() -> String {
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
