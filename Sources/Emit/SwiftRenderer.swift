import Diagnostics
import SpecParser
import Support

/// Prints the declaration model as Swift source with four-space indentation.
public enum SwiftRenderer {
    public static let indent = "    "

    public static func render(_ file: SwiftFile) -> String {
        renderWithOrigins(file).text
    }

    /// The source, and for each 1-based line that starts a declaration with a known origin,
    /// the spec location it comes from.
    public static func renderWithOrigins(_ file: SwiftFile) -> (text: String, origins: [Int: SourceLocation]) {
        var renderer = Lines()
        renderer.render(file)
        return (renderer.out.joined(separator: "\n") + "\n", renderer.origins)
    }

    /// One declaration's lines, as the module pages show it.
    static func render(_ declaration: SwiftDeclaration) -> [String] {
        var renderer = Lines()
        renderer.render(declaration)
        return renderer.out
    }
}

/// The renderer's state: the lines so far and where they come from.
private struct Lines {
    var out: [String] = []
    var origins: [Int: SourceLocation] = [:]
    var indent: String { SwiftRenderer.indent }

    mutating func mark(_ origin: SourceLocation?) {
        if let origin { origins[out.count + 1] = origin }
    }

    mutating func render(_ file: SwiftFile) {
        out = file.header.flatMap(SwiftRenderer.commentLines).map { "// \($0)" }
        if !file.imports.isEmpty {
            out.append("")
            // `@testable import App` is written as it stands; a module name gets `import`.
            out += file.imports.map { $0.hasPrefix("@") ? $0 : "import \($0)" }
        }
        for declaration in file.declarations {
            out.append("")
            render(declaration)
        }
    }

    mutating func render(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .comment(let lines):
            out += lines.flatMap(SwiftRenderer.commentLines).map { $0.isEmpty ? "//" : "// \($0)" }
        case .docComment(let lines):
            out += lines.flatMap(SwiftRenderer.commentLines).map { $0.isEmpty ? "///" : "/// \($0)" }
        case .protocol(let type):
            render(type, keyword: "protocol")
        case .type(let keyword, let type):
            renderNested(type, keyword: keyword)
        case .extension(let type):
            render(type, keyword: "extension")
        case .raw(let lines):
            out += lines
        }
    }

    func docLines(_ doc: String?, indent: String) -> [String] {
        guard let doc else { return [] }
        return SwiftRenderer.commentLines(doc).map { line in
            line.isEmpty ? "\(indent)///" : "\(indent)/// \(line)"
        }
    }

    /// A type nested in a module's namespace (`AlarmModule.Presenter`) is declared inside an
    /// extension of the namespace, one level in; others as they are.
    mutating func renderNested(_ type: SwiftType, keyword: String) {
        let (namespace, name) = NestedName.split(type.name)
        guard let namespace else { return render(type, keyword: keyword) }
        out.append("extension \(namespace) {")
        let start = out.count
        var inner = type
        inner.name = name
        render(inner, keyword: keyword)
        for index in start..<out.count where !out[index].isEmpty { out[index] = indent + out[index] }
        out.append("}")
    }

    mutating func render(_ type: SwiftType, keyword: String) {
        out += docLines(type.doc, indent: "")
        let inherits = type.inherits.isEmpty ? "" : ": " + type.inherits.joined(separator: ", ")
        let keyword = (type.attributes + [keyword]).joined(separator: " ")
        mark(type.origin)
        if type.members.isEmpty {
            out.append("\(keyword) \(type.name)\(inherits) {}")
            return
        }
        out.append("\(keyword) \(type.name)\(inherits) {")
        var previous: SwiftMember?
        for located in type.members {
            if SwiftRenderer.isSetApart(located, after: previous) { out.append("") }
            previous = located
            var member = located
            var origin: SourceLocation?
            while case .located(let location, let inner) = member {
                origin = location
                member = inner
            }
            switch member {
            case .located:
                break
            case .line(let doc, let text):
                out += docLines(doc, indent: indent)
                mark(origin)
                out.append(indent + text)
            case .body(let doc, let header, let lines):
                out += docLines(doc, indent: indent)
                mark(origin)
                if lines.isEmpty {
                    out.append("\(indent)\(header) {}")
                } else {
                    out.append("\(indent)\(header) {")
                    out += lines.map { $0.isEmpty ? "" : indent + indent + $0 }
                    out.append("\(indent)}")
                }
            }
        }
        out.append("}")
    }
}

extension SwiftRenderer {
    static func commentLines(_ text: String) -> [String] { SwiftText.commentLines(text) }

    /// Whether a blank line comes before `member`, which follows `previous` in its type: runs of
    /// one-line members stay together, and a body or a documented line is set apart from both
    /// its neighbours. Templates that write what viperc writes read it (`isSetApart`).
    static func isSetApart(_ member: SwiftMember, after previous: SwiftMember?) -> Bool {
        guard let previous else { return false }
        return member.standsApart || previous.standsApart
    }
}

extension SwiftMember {
    /// A body or a documented line.
    var standsApart: Bool {
        switch self {
        case .located(_, let inner): return inner.standsApart
        case .line(let doc, _): return doc != nil
        case .body: return true
        }
    }
}
