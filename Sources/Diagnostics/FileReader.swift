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
        var bytes: [UInt8] = []
        if info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(fd, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(lastError()))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
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
