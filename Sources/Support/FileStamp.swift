#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a file that changes when its contents do: size, modification and
/// status-change times to the nanosecond, inode. A write, a rename over it, a `touch` all
/// change it; comparing stamps costs one `stat` per file.
public struct FileStamp: Equatable, Sendable {
    public var fields: [Int64]

    public init(fields: [Int64]) {
        self.fields = fields
    }

    /// The file's stamp, links not followed; nil when there is nothing at the path.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(FileBase.path(path), &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStamp(fields: [
            Int64(info.st_size), Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(changed.tv_sec), Int64(changed.tv_nsec),
            Int64(info.st_ino), Int64(info.st_mode),
        ])
    }

    public var text: String { fields.map(String.init).joined(separator: ",") }

    public init?(text: Substring) {
        let parts = text.split(separator: ",").compactMap { Int64($0) }
        guard parts.count == 7 else { return nil }
        fields = parts
    }
}
