/// Prints the declaration model as Swift source with four-space indentation.
public enum SwiftRenderer {
    public static let indent = "    "

    public static func render(_ file: SwiftFile) -> String {
        var out: [String] = file.header.map { "// \($0)" }
        if !file.imports.isEmpty {
            out.append("")
            out += file.imports.map { "import \($0)" }
        }
        for declaration in file.declarations {
            out.append("")
            out += render(declaration)
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func render(_ declaration: SwiftDeclaration) -> [String] {
        switch declaration {
        case .comment(let lines):
            return lines.map { $0.isEmpty ? "//" : "// \($0)" }
        case .docComment(let lines):
            return lines.map { $0.isEmpty ? "///" : "/// \($0)" }
        case .protocol(let type):
            return render(type, keyword: "protocol")
        case .type(let keyword, let type):
            return render(type, keyword: keyword)
        case .extension(let type):
            return render(type, keyword: "extension")
        }
    }

    static func docLines(_ doc: String?, indent: String) -> [String] {
        guard let doc else { return [] }
        return doc.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? "\(indent)///" : "\(indent)/// \(line)"
        }
    }

    static func render(_ type: SwiftType, keyword: String) -> [String] {
        var out = docLines(type.doc, indent: "")
        let inherits = type.inherits.isEmpty ? "" : ": " + type.inherits.joined(separator: ", ")
        let keyword = (type.attributes + [keyword]).joined(separator: " ")
        if type.members.isEmpty {
            out.append("\(keyword) \(type.name)\(inherits) {}")
            return out
        }
        out.append("\(keyword) \(type.name)\(inherits) {")
        var previousWasBody = false
        for (index, member) in type.members.enumerated() {
            switch member {
            case .line(let doc, let text):
                // Keep runs of one-line members together, but set documented ones apart.
                if index > 0 && (previousWasBody || doc != nil) { out.append("") }
                out += docLines(doc, indent: indent)
                out.append(indent + text)
                previousWasBody = doc != nil
            case .body(let doc, let header, let lines):
                if index > 0 { out.append("") }
                out += docLines(doc, indent: indent)
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
        return out
    }
}
