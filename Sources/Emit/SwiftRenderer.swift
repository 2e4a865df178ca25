import Diagnostics
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
            out += file.imports.map { "import \($0)" }
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
            render(type, keyword: keyword)
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
        var previousWasBody = false
        for (index, located) in type.members.enumerated() {
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
                // Keep runs of one-line members together, but set documented ones apart.
                if index > 0 && (previousWasBody || doc != nil) { out.append("") }
                out += docLines(doc, indent: indent)
                mark(origin)
                out.append(indent + text)
                previousWasBody = doc != nil
            case .body(let doc, let header, let lines):
                if index > 0 { out.append("") }
                out += docLines(doc, indent: indent)
                mark(origin)
                if lines.isEmpty {
                    out.append("\(indent)\(header) {}")
                } else {
                    out.append("\(indent)\(header) {")
                    out += lines.map { $0.isEmpty ? "" : indent + indent + $0 }
                    out.append("\(indent)}")
                }
                previousWasBody = true
            }
        }
        out.append("}")
    }
}

extension SwiftRenderer {
    static func commentLines(_ text: String) -> [String] { SwiftText.commentLines(text) }
}
