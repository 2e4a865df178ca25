import Diagnostics
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File operations confined to one output folder.
///
/// Every path is walked from the folder's descriptor one component at a time with
/// `O_NOFOLLOW`, so a symbolic link, planted before the run or swapped in during it, is never
/// followed. Temporaries are created with `O_EXCL | O_NOFOLLOW` under names no other process
/// can guess; a new file is put in place with `link` (or a no-replace rename), which fails when
/// a file appeared at its name meanwhile; a file is replaced only after its header is checked
/// again, and keeps its permissions.
public final class OutputFolder: @unchecked Sendable {
    /// The output folder as given, for messages.
    public let path: String
    let descriptor: Int32

    /// Hidden temporaries look like `.NAME.viperc-0123456789abcdef.tmp`.
    public static let temporaryMarker = ".viperc-"
    public static let temporarySuffix = ".tmp"

    /// Opens the output folder, creating it (and the folders above it) when `create` is set.
    /// The folder itself may be reached through links: it is the one the user named.
    public init(path: String, create: Bool) throws(WriteFailure) {
        self.path = path
        if create { try Self.createFolders(FileBase.path(path)) }
        let fd = open(FileBase.path(path.isEmpty ? "." : path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .system(errno) }
        descriptor = fd
    }

    deinit {
        close(descriptor)
    }

    /// The folder's device and inode: two paths may name one folder (`out`, `./out/`, a link).
    var identity: [UInt64] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return [] }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// Holds an exclusive lock on the folder until `unlock` or until the process ends, so two
    /// builds into one folder never interleave. `flock` on the folder itself needs no lock file.
    public func lock() throws(WriteFailure) {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { throw .system(errno) }
        }
    }

    public func unlock() {
        _ = flock(descriptor, LOCK_UN)
    }

    static func createFolders(_ path: String) throws(WriteFailure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { throw .system(errno) }
            prefix += "/"
        }
    }

    /// A descriptor for the folder at `relative` (components separated by `/`), creating the
    /// folders that are missing when `create` is set; `created` gets the folders made. The
    /// caller closes the descriptor.
    func openFolder(_ relative: String, create: Bool, created: inout [String]) throws(WriteFailure) -> Int32 {
        var fd = dup(descriptor)
        guard fd >= 0 else { throw .system(errno) }
        var walked = ""
        for part in relative.split(separator: "/") {
            let name = String(part)
            walked = walked.isEmpty ? name : walked + "/" + name
            if create {
                if mkdirat(fd, name, 0o755) == 0 {
                    created.append(walked)
                } else if errno != EEXIST {
                    let code = errno
                    close(fd)
                    throw .system(code)
                }
            }
            let next = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(fd)
            guard next >= 0 else {
                if code == ELOOP || code == ENOTDIR { throw .notAFolder(walked) }
                throw .system(code)
            }
            fd = next
        }
        return fd
    }

    /// A temporary name for `name` that no other process can predict.
    static func temporaryName(for name: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let random = String(generator.next() as UInt64, radix: 16)
        let padded = String(repeating: "0", count: 16 - random.count) + random
        // Keep within the usual 255-byte limit however long the name is.
        let shortened = name.utf8.count > 200 ? String(decoding: Array(name.utf8.prefix(200)), as: UTF8.self) : name
        return "." + shortened + temporaryMarker + padded + temporarySuffix
    }

    /// Whether a file name is one of viperc's temporaries.
    public static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(temporarySuffix) && name.contains(temporaryMarker)
    }

    /// A file staged next to its target: written in full, not yet in place.
    public struct Staged: Sendable {
        public var relative: String
        var temporary: String
    }

    /// Writes `bytes` to a fresh temporary next to `relative`, creating its folders.
    public func stage(_ bytes: [UInt8], at relative: String, created: inout [String]) throws(WriteFailure) -> Staged {
        let folder = PathName.parent(relative)
        let name = PathName.lastComponent(relative)
        let fd = try openFolder(folder, create: true, created: &created)
        defer { close(fd) }
        let temporary = Self.temporaryName(for: name)
        let file = openat(fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw .system(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(file)
                unlinkat(fd, temporary, 0)
                throw .system(code)
            }
            written += count
        }
        guard close(file) == 0 else {
            let code = errno
            unlinkat(fd, temporary, 0)
            throw .system(code)
        }
        return Staged(relative: relative, temporary: PathName.join(folder, temporary))
    }

    /// Deletes a staged temporary that will not be installed.
    public func discard(_ staged: Staged) {
        var created: [String] = []
        guard let fd = try? openFolder(PathName.parent(staged.temporary), create: false, created: &created) else { return }
        unlinkat(fd, PathName.lastComponent(staged.temporary), 0)
        close(fd)
    }

    /// Puts a staged file in place. A missing target is created without ever replacing a file
    /// that appeared meanwhile; an existing one is replaced only when `mayReplace` accepts its
    /// first bytes, and the new file keeps its permissions.
    public func install(_ staged: Staged, mayReplace: ([UInt8]) -> Bool) throws(WriteFailure) {
        var created: [String] = []
        let fd = try openFolder(PathName.parent(staged.relative), create: false, created: &created)
        defer { close(fd) }
        let name = PathName.lastComponent(staged.relative)
        let temporary = PathName.lastComponent(staged.temporary)
        var info = stat()
        if fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) != 0 {
            guard errno == ENOENT else {
                let code = errno
                unlinkat(fd, temporary, 0)
                throw .system(code)
            }
            try Self.linkNew(fd, temporary, name)
            return
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            unlinkat(fd, temporary, 0)
            throw .notARegularFile
        }
        // Check again, just before replacing, that the file is still one viperc wrote.
        let existing = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard existing >= 0 else {
            let code = errno
            unlinkat(fd, temporary, 0)
            throw .system(code)
        }
        var head = [UInt8](repeating: 0, count: 64)
        let count = head.withUnsafeMutableBytes { read(existing, $0.baseAddress, 64) }
        close(existing)
        guard count >= 0, mayReplace(Array(head.prefix(count))) else {
            unlinkat(fd, temporary, 0)
            throw .changed
        }
        // Keep the permissions the file has, read-only included.
        let mode = mode_t(info.st_mode & 0o7777)
        if fchmodat(fd, temporary, mode, 0) != 0 || renameat(fd, temporary, fd, name) != 0 {
            let code = errno
            unlinkat(fd, temporary, 0)
            throw .system(code)
        }
    }

    /// Gives the temporary its final name only if nothing has that name: a hard link, which
    /// fails when the name exists, then the temporary's name is removed. File systems without
    /// hard links get the platform's no-replace rename.
    static func linkNew(_ fd: Int32, _ temporary: String, _ name: String) throws(WriteFailure) {
        if linkat(fd, temporary, fd, name, 0) == 0 {
            unlinkat(fd, temporary, 0)
            return
        }
        let code = errno
        if code == EEXIST {
            unlinkat(fd, temporary, 0)
            throw .appeared
        }
        if renameNoReplace(fd, temporary, name) == 0 { return }
        let renameCode = errno
        unlinkat(fd, temporary, 0)
        throw renameCode == EEXIST ? .appeared : .system(code)
    }

    /// Deletes the file at `relative` without following links on the way; true when deleted.
    public func remove(_ relative: String) throws(WriteFailure) {
        var created: [String] = []
        let fd = try openFolder(PathName.parent(relative), create: false, created: &created)
        defer { close(fd) }
        if unlinkat(fd, PathName.lastComponent(relative), 0) != 0 { throw .system(errno) }
    }

    /// Removes folders this run created, deepest first, when they are still empty.
    public func removeFolders(_ folders: [String]) {
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            var created: [String] = []
            guard let fd = try? openFolder(PathName.parent(folder), create: false, created: &created) else { continue }
            unlinkat(fd, PathName.lastComponent(folder), AT_REMOVEDIR)
            close(fd)
        }
    }
}

/// Why a write into the output folder failed.
public enum WriteFailure: Error, Equatable, Sendable {
    case system(Int32)
    /// A component of the path is a symbolic link or a file, not a folder.
    case notAFolder(String)
    case notARegularFile
    /// A file appeared at a new file's name while viperc was writing.
    case appeared
    /// The file to replace no longer has viperc's header.
    case changed

    public var message: String {
        switch self {
        case .system(let code): return String(cString: strerror(code)).lowercased()
        case .notAFolder(let path): return "'\(path)' is a symbolic link or a file, not a folder; viperc does not follow links"
        case .notARegularFile: return "it is not a regular file"
        case .appeared: return "a file appeared at that name while viperc was writing; it was left alone"
        case .changed: return "it changed while viperc was writing and no longer has viperc's header; it was left alone"
        }
    }
}

#if canImport(Glibc)
    /// `renameat2(RENAME_NOREPLACE)`, looked up at run time since Glibc's Swift overlay does
    /// not declare it; -1 with `ENOSYS` when the C library lacks it.
    private func renameNoReplace(_ fd: Int32, _ from: String, _ to: String) -> Int32 {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
            errno = ENOSYS
            return -1
        }
        let function = unsafeBitCast(symbol, to: RenameAt2.self)
        return function(fd, from, fd, to, 1)  // RENAME_NOREPLACE
    }
#elseif canImport(Darwin)
    private func renameNoReplace(_ fd: Int32, _ from: String, _ to: String) -> Int32 {
        renameatx_np(fd, from, fd, to, UInt32(RENAME_EXCL))
    }
#endif
