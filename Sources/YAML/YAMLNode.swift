import Diagnostics

/// How a scalar was written, which decides whether its text maps 1:1 onto the source.
public enum ScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A YAML node with the source positions it came from.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case mapping([YAMLPair])
        case sequence([YAMLNode])
    }

    public var content: Content
    /// Where the node starts (for a quoted scalar, its opening quote).
    public var location: SourceLocation
    /// Byte offsets of the node in its file, `startOffset..<endOffset`.
    public var startOffset: Int
    public var endOffset: Int
    public var tag: String?

    public init(
        content: Content, location: SourceLocation, startOffset: Int, endOffset: Int,
        tag: String? = nil
    ) {
        self.content = content
        self.location = location
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.tag = tag
    }

    /// The scalar's text, or nil when the node is a mapping or sequence.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    public var scalarStyle: ScalarStyle? {
        if case .scalar(_, let style) = content { return style }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// A plain scalar that YAML reads as null: `~`, `null`, or nothing at all.
    public var isNull: Bool {
        if case .scalar(let text, .plain) = content {
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
        }
        return false
    }

    /// What the node is, in the words a diagnostic uses: "a mapping", "a list", "a string".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return isNull ? "null" : "a string"
        }
    }
}

/// One key/value pair of a mapping, in source order.
public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
