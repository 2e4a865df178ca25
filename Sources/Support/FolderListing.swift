#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's entries, read with `opendir`/`readdir`: the entry type the file system reports
/// comes with each name, so a walk over thousands of files makes one `stat` call only per
/// symbolic link (or on file systems that do not report types), where Foundation's
/// `fileExists(atPath:isDirectory:)` made one per entry.
public struct FolderListing: Sendable {
    public enum Kind: Sendable, Equatable {
        case file
        case folder
        /// A FIFO, socket or device.
        case other
        /// A symbolic link that leads nowhere, or around in a loop.
        case broken
    }

    public struct Entry: Sendable {
        public var name: String
        /// What the entry is, links followed.
        public var kind: Kind
        /// Whether the entry itself is a symbolic link.
        public var isLink: Bool
    }

    /// The entries other than `.` and `..`, in the order the file system gives; nil when the
    /// folder cannot be read.
    public static func entries(of folder: String) -> [Entry]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var result: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): result.append(Entry(name: name, kind: .file, isLink: false))
            case Int32(DT_DIR): result.append(Entry(name: name, kind: .folder, isLink: false))
            case Int32(DT_LNK): result.append(Entry(name: name, kind: followed(folder, name), isLink: true))
            case Int32(DT_UNKNOWN): result.append(Entry(name: name, kind: followed(folder, name), isLink: isLink(folder, name)))
            default: result.append(Entry(name: name, kind: .other, isLink: false))
            }
        }
        return result
    }

    /// The kind of what the path leads to, links followed.
    static func followed(_ folder: String, _ name: String) -> Kind {
        var info = stat()
        guard stat(folder + "/" + name, &info) == 0 else { return .broken }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    static func isLink(_ folder: String, _ name: String) -> Bool {
        var info = stat()
        return lstat(folder + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
