/// What a name in a template's context holds, for checking templates before they render.
public indirect enum TemplateShape: Sendable, Equatable {
    case text
    case flag
    case number
    case list(TemplateShape)
    /// An object of a kind that `TemplateSchema.kinds` describes.
    case object(String)

    /// How the shape is called in messages.
    public var description: String {
        switch self {
        case .text: return "text"
        case .flag: return "a flag"
        case .number: return "a number"
        case .list(let element): return "a list of \(element.plural)"
        case .object(let kind): return "a '\(kind)'"
        }
    }

    var plural: String {
        switch self {
        case .text: return "texts"
        case .flag: return "flags"
        case .number: return "numbers"
        case .list: return "lists"
        case .object(let kind): return "'\(kind)'s"
        }
    }
}

/// The names a template may use: the top-level ones, and the fields of each kind of object.
public struct TemplateSchema: Sendable {
    public var root: [String: TemplateShape]
    public var kinds: [String: [String: TemplateShape]]

    public init(root: [String: TemplateShape], kinds: [String: [String: TemplateShape]]) {
        self.root = root
        self.kinds = kinds
    }

    /// The shape of `member` read from a value of `shape`, with the names that would be valid
    /// instead when there is none. Lists and texts answer Stencil's `count`, `first`, `last`
    /// and an index.
    func member(_ member: String, of shape: TemplateShape) -> (shape: TemplateShape?, valid: [String]) {
        switch shape {
        case .object(let kind):
            let fields = kinds[kind] ?? [:]
            return (fields[member], fields.keys.sorted())
        case .list(let element):
            if member == "count" { return (.number, []) }
            if member == "first" || member == "last" || Int(member) != nil { return (element, []) }
            return (nil, ["count", "first", "last"])
        case .text:
            if member == "count" { return (.number, []) }
            if member == "first" || member == "last" { return (.text, []) }
            return (nil, ["count", "first", "last"])
        case .flag, .number:
            return (nil, [])
        }
    }
}
