/// The coarse kind of a Swift token.
public enum TokenKind: String, Sendable, Hashable {
    case identifier
    /// A reserved word such as `func`, `class` or `import`.
    case keyword
    /// `$0`, `$name`.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal, interpolations included.
    case stringLiteral
    case regexLiteral
    /// An operator such as `+`, `->`, `==` or `?`.
    case `operator`
    /// `( ) { } [ ] , : ; . @ = &` and the like, when they are not part of an operator.
    case punctuation
    /// `#if`, `#selector`, `#available`, `#file` and macro expansions such as `#Preview`.
    case poundKeyword
    case lineComment
    case blockComment
    case docLineComment
    case docBlockComment
    case shebang
    /// Bytes that start no Swift token; a diagnostic accompanies it.
    case unknown
}

/// One token: a kind and a byte range of the source.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    /// Byte offsets into the source, `start..<end`.
    public var start: Int
    public var end: Int

    public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    public var isComment: Bool {
        switch kind {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }

    /// The token's text in `bytes`.
    public func text(in bytes: [UInt8]) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
