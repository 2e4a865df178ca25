/// What the behavioural UIKit reads of a `.storyboard` or `.xib` file: the start tags with
/// their attributes, in order. UIKit reads compiled files; this reads the source, which Xcode
/// compiles one to one, so a scene or outlet missing here is missing on a device too.
struct InterfaceBuilderDocument {
    struct Tag {
        var name: String
        var attributes: [String: String]
        /// The nearest enclosing tag that is a view controller or placeholder, by index.
        var owner: Int?
    }

    var tags: [Tag] = []

    init(text: String) {
        var stack: [(name: String, index: Int)] = []
        var scalars = Substring(text)
        while let open = scalars.firstIndex(of: "<") {
            scalars = scalars[scalars.index(after: open)...]
            guard let close = scalars.firstIndex(of: ">") else { break }
            let body = scalars[..<close]
            scalars = scalars[scalars.index(after: close)...]
            if body.hasPrefix("?") || body.hasPrefix("!") { continue }
            if body.hasPrefix("/") {
                let name = body.dropFirst().trimmingCharacters(in: .whitespaces)
                if let last = stack.lastIndex(where: { $0.name == name }) { stack.removeSubrange(last...) }
                continue
            }
            let selfClosing = body.hasSuffix("/")
            let content = selfClosing ? body.dropLast() : body
            let name = String(content.prefix { !$0.isWhitespace })
            let owner = stack.last(where: { Self.isOwner($0.name) })?.index
            tags.append(Tag(name: name, attributes: Self.attributes(content.dropFirst(name.count)), owner: owner))
            if !selfClosing { stack.append((name, tags.count - 1)) }
        }
    }

    static func isOwner(_ name: String) -> Bool {
        name == "placeholder" || name.hasSuffix("Controller")
    }

    static func attributes(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[rest.index(after: equals)...]
            guard let quote = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { break }
            let mark = rest[quote]
            rest = rest[rest.index(after: quote)...]
            guard let end = rest.firstIndex(of: mark) else { break }
            result[key] = unescape(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return result
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Where the app's storyboards and nibs are: the stand-in for the app bundle, set by the
    /// harness. Xcode copies them flat into the bundle, so names must not repeat.
    nonisolated(unsafe) static var resourceFolders: [String] = []
    /// The module a `customModuleProvider="target"` class is in: the app's.
    nonisolated(unsafe) static var appModule = "main"

    static func load(_ name: String, kind: String) -> InterfaceBuilderDocument? {
        for folder in resourceFolders {
            let path = folder + "/" + name + "." + kind
            if let data = FileManager.default.contents(atPath: path) {
                return InterfaceBuilderDocument(text: String(decoding: data, as: UTF8.self))
            }
        }
        return nil
    }

    /// The class a tag names, as UIKit finds it; nil when no such class exists.
    static func viewControllerClass(of tag: Tag) -> UIViewController.Type? {
        guard let name = tag.attributes["customClass"] else { return UIViewController.self }
        let module = tag.attributes["customModule"] ?? appModule
        return _typeByName("\(module).\(name)") as? UIViewController.Type
    }
}

/// For tests: whether a nib's File's Owner connects its `view` outlet, which `loadView`
/// requires (a missing outlet ends the process, as in UIKit). Not UIKit API.
public enum InterfaceBuilderProbe {
    public static func viewOutletIsSet(in text: String) -> Bool {
        let nib = InterfaceBuilderDocument(text: text)
        let owner = nib.tags.firstIndex { $0.name == "placeholder" && $0.attributes["placeholderIdentifier"] == "IBFilesOwner" }
        return owner != nil && nib.tags.contains { $0.name == "outlet" && $0.attributes["property"] == "view" && $0.owner == owner }
    }
}
