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
        /// False when the name on disk is not valid UTF-8: `name` then has U+FFFD in place of
        /// the bad bytes and no longer opens the file.
        public var isValidName = true
    }

    /// The entries other than `.` and `..`, in the order the file system gives; nil when the
    /// folder cannot be read.
    public static func entries(of folder: String) -> [Entry]? {
        guard let stream = opendir(FileBase.path(folder)) else { return nil }
        defer { closedir(stream) }
        var result: [Entry] = []
        while let entry = readdir(stream) {
            let (name, valid) = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    pointer -> (String, Bool) in
                    if let valid = String(validatingCString: pointer) { return (valid, true) }
                    return (String(cString: pointer), false)
                }
            }
            if name == "." || name == ".." { continue }
            var item: Entry
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): item = Entry(name: name, kind: .file, isLink: false)
            case Int32(DT_DIR): item = Entry(name: name, kind: .folder, isLink: false)
            case Int32(DT_LNK): item = Entry(name: name, kind: followed(folder, name), isLink: true)
            case Int32(DT_UNKNOWN): item = Entry(name: name, kind: followed(folder, name), isLink: isLink(folder, name))
            default: item = Entry(name: name, kind: .other, isLink: false)
            }
            item.isValidName = valid
            result.append(item)
        }
        return result
    }

    /// The kind of what the path leads to, links followed.
    static func followed(_ folder: String, _ name: String) -> Kind {
        var info = stat()
        guard stat(FileBase.path(folder + "/" + name), &info) == 0 else { return .broken }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    static func isLink(_ folder: String, _ name: String) -> Bool {
        var info = stat()
        return lstat(FileBase.path(folder + "/" + name), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
