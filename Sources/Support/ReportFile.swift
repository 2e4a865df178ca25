import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a report, baseline or other single output file the way a user who names a path
/// expects: a regular file (or a new one) is replaced atomically; a symbolic link is followed
/// and its target replaced, the link kept; a character device or FIFO (`/dev/null`,
/// `/dev/stdout`, a pipe) is written in place and never replaced; `-` is standard output.
/// Anything else (a folder, a socket) is an error, and nothing is written.
public enum ReportFile {
    public struct Failure: Error, Equatable, Sendable {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
    }

    /// The most links followed before giving up on a loop.
    static let maximumLinks = 40

    /// Where `-` goes when a command runs inside another process that captures its output.
    @TaskLocal public static var standardOutput: (@Sendable (String) -> Void)?

    public static func write(_ text: String, to path: String) throws(Failure) {
        if path == "-", let standardOutput {
            standardOutput(text)
            return
        }
        let bytes = Array(text.utf8)
        if path == "-" {
            try writeAll(bytes, to: 1)
            return
        }
        var target = FileBase.path(path)
        for _ in 0..<maximumLinks {
            var info = stat()
            if lstat(target, &info) != 0 {
                guard errno == ENOENT else { throw Failure(FileReader.lastError()) }
                try replace(target, with: bytes)
                return
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                target = try linkTarget(target)
            case S_IFREG:
                try replace(target, with: bytes)
                return
            case S_IFCHR, S_IFIFO:
                try writeInPlace(target, bytes)
                return
            case S_IFDIR:
                throw Failure("it is a folder")
            default:
                throw Failure("it is not a regular file, a FIFO or a character device")
            }
        }
        throw Failure("too many levels of symbolic links")
    }

    /// Replaces a regular file atomically, keeping its permissions; anything else, a symbolic
    /// link included, is a failure and nothing is written. For source files changed in place.
    public static func replaceRegularFile(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let path = FileBase.path(path)
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Failure(FileReader.lastError()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(path, with: bytes)
        case S_IFLNK: throw Failure("it is a symbolic link")
        default: throw Failure("it is not a regular file")
        }
    }

    /// Where a link points, relative targets taken from the link's folder.
    static func linkTarget(_ link: String) throws(Failure) -> String {
        var buffer = [CChar](repeating: 0, count: 4_097)
        let count = readlink(link, &buffer, 4_096)
        guard count >= 0 else { throw Failure(FileReader.lastError()) }
        let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        let folder = PathName.parent(link)
        return folder.isEmpty ? destination : folder + "/" + destination
    }

    /// Writes a temporary file next to `path`, then renames it over `path`: a reader sees the
    /// old report or the new one. An existing file's permissions are kept.
    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let folder = PathName.parent(path)
        let name = PathName.lastComponent(path)
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).viperc-\(UInt64.random(in: 0...UInt64.max))"
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else {
            throw Failure(errno == ENOENT ? "its folder does not exist" : FileReader.lastError())
        }
        do throws(Failure) {
            try writeAll(bytes, to: fd)
            // The umask may have narrowed the mode a file had; give it back.
            fchmod(fd, mode)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let reason = FileReader.lastError()
            unlink(temporary)
            throw Failure(reason)
        }
    }

    static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        // Non-blocking, so that a FIFO nobody reads is an error rather than a hang.
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            throw Failure(errno == ENXIO ? "no process reads from it" : FileReader.lastError())
        }
        defer { close(fd) }
        // Blocking again for the write itself: a slow reader is waited for.
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        try writeAll(bytes, to: fd)
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(FileReader.lastError())
            }
            offset += written
        }
    }
}

@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
    #else
        return Darwin.write(fd, buffer, count)
    #endif
}
