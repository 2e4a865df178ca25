import Stencil
import Support

/// The filters viperc adds to Stencil's, for names in generated Swift.
enum TemplateFilters {
    /// Stencil's own filters and viperc's, which the checker accepts.
    static let names: Set<String> = [
        "default", "capitalize", "uppercase", "lowercase", "join", "split", "indent",
        "lowerFirst", "upperFirst", "docComment", "comment", "swiftString",
    ]

    /// `{{ module.comment|docComment }}`: `///` lines that no character in the text can end
    /// early, so a comment in a spec never becomes code.
    static func docComment(_ text: String) -> String { SwiftText.comment(text, marker: "///") }
    static func comment(_ text: String) -> String { SwiftText.comment(text, marker: "//") }

    static func register(in extension: Extension) {
        // `{{ module.name|lowerFirst }}` for a variable named after a type.
        `extension`.registerFilter("lowerFirst") { value in
            guard let text = value.map({ "\($0)" }), let first = text.first else { return value }
            return first.lowercased() + text.dropFirst()
        }
        `extension`.registerFilter("upperFirst") { value in
            guard let text = value.map({ "\($0)" }), let first = text.first else { return value }
            return first.uppercased() + text.dropFirst()
        }
        `extension`.registerFilter("docComment") { value in docComment(value.map { "\($0)" } ?? "") }
        `extension`.registerFilter("comment") { value in comment(value.map { "\($0)" } ?? "") }
        `extension`.registerFilter("swiftString") { value in SwiftText.stringLiteral(value.map { "\($0)" } ?? "") }
    }
}
