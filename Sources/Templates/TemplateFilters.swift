import Stencil

/// The filters viperc adds to Stencil's, for names in generated Swift.
enum TemplateFilters {
    /// Stencil's own filters and viperc's, which the checker accepts.
    static let names: Set<String> = [
        "default", "capitalize", "uppercase", "lowercase", "join", "split", "indent",
        "lowerFirst", "upperFirst",
    ]

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
    }
}
