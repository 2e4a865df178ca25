import Foundation

/// Paths as the command line gave them, rewritten to start at the app's or spec project's own
/// folder name (`/work/x/App/Home` as `App/Home`), so the pages are the same bytes whatever the
/// working folder.
struct PathDisplay {
    /// Prefixes and their replacements, longest prefix first.
    let prefixes: [(from: String, to: String)]

    init(roots: [String], names: [String]) {
        var pairs: [(String, String)] = []
        for (root, name) in zip(roots, names) where !root.isEmpty && root != "." && root != name {
            pairs.append((root + "/", name + "/"))
        }
        prefixes = pairs.sorted { $0.0.count != $1.0.count ? $0.0.count > $1.0.count : $0.0 < $1.0 }
    }

    func path(_ path: String) -> String {
        for (from, to) in prefixes where path.hasPrefix(from) || path + "/" == from {
            return path + "/" == from ? String(to.dropLast()) : to + path.dropFirst(from.count)
        }
        return path
    }

    /// A message with every path in it rewritten.
    func text(_ text: String) -> String {
        var result = text
        for (from, to) in prefixes {
            result = result.replacingOccurrences(of: from, with: to)
            // A quoted folder that is the root itself.
            result = result.replacingOccurrences(of: "'\(from.dropLast())'", with: "'\(to.dropLast())'")
        }
        return result
    }
}
