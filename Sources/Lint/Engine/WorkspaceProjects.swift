import Support

/// The projects an Xcode workspace lists (`contents.xcworkspacedata`): the folders of an app
/// split into frameworks, one project per layer or feature, that one workspace builds
/// together. Their types see each other, so they are one app for the model, not an app each.
enum WorkspaceProjects {
    /// The folders, relative to the workspace's own folder, of the projects it lists. `group:`
    /// paths are relative to the enclosing group, `container:` ones to the workspace's folder;
    /// absolute and `self:` references, and paths that leave the folder, are left out.
    static func folders(in contents: String) -> [String] {
        var folders: [String] = []
        // The base of each open `<Group>`, innermost last.
        var groups: [String] = [""]
        var rest = contents[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            let isGroup = tag.hasPrefix("Group")
            guard isGroup || tag.hasPrefix("FileRef"), let location = attribute("location", in: tag) else {
                if isGroup && !tag.hasSuffix("/") { groups.append(groups.last!) }
                continue
            }
            let path = resolve(location, base: groups.last!)
            if isGroup {
                if !tag.hasSuffix("/") { groups.append(path ?? groups.last!) }
                continue
            }
            guard let path, path.hasSuffix(".xcodeproj") else { continue }
            let folder = PathName.parent(path)
            if !folder.isEmpty, folder != ".", !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// `location = "group:Modules/Movie/Movie.xcodeproj"` → `Modules/Movie/Movie.xcodeproj`.
    static func resolve(_ location: Substring, base: String) -> String? {
        let path: String
        if location.hasPrefix("group:") {
            let relative = String(location.dropFirst(6))
            path = base.isEmpty ? relative : relative.isEmpty ? base : base + "/" + relative
        } else if location.hasPrefix("container:") {
            path = String(location.dropFirst(10))
        } else {
            return nil
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty || path.isEmpty else { return nil }
        return parts.joined(separator: "/")
    }

    /// The value of `name = "…"` in a tag.
    static func attribute(_ name: String, in tag: Substring) -> Substring? {
        guard let range = tag.range(of: name) else { return nil }
        var rest = tag[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "=" }
        guard rest.first == "\"" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return rest[..<end]
    }
}
