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
///
/// The offsets are stored in 32 bits, which makes a token 12 bytes instead of 24: lint makes
/// millions of them, and half the size is half the memory written and read back. The lexer
/// takes files under 4 GiB only (`Lexer.maximumByteCount`).
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    @usableFromInline var startOffset: UInt32
    @usableFromInline var endOffset: UInt32

    /// Byte offsets into the source, `start..<end`.
    @inlinable public var start: Int {
        get { Int(startOffset) }
        set { startOffset = UInt32(newValue) }
    }

    @inlinable public var end: Int {
        get { Int(endOffset) }
        set { endOffset = UInt32(newValue) }
    }

    /// Offsets must lie below 4 GiB.
    @inlinable public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.startOffset = UInt32(start)
        self.endOffset = UInt32(end)
    }

    /// For the lexer, which has checked the file's size once.
    @inline(__always) init(_ kind: TokenKind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.startOffset = UInt32(truncatingIfNeeded: start)
        self.endOffset = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var isComment: Bool {
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
