import Diagnostics
import Foundation

/// Tokens and the problems found while making them.
public struct LexResult: Sendable {
    /// Every token in order; without comments when they were asked for apart.
    public var tokens: [Token]
    /// The comments, in order, when `tokenize(_:commentsApart:)` was asked for them apart;
    /// otherwise empty, and the comments are among `tokens`.
    public var comments: [Token] = []
    public var diagnostics: [Diagnostic]
    /// Bytes examined beyond the single forward pass (look-ahead for regex literals and raw
    /// strings); bounded by `Lexer.lookaheadBudget(forByteCount:)`, so lexing stays linear.
    public var lookaheadWork: Int = 0
    /// Problems found beyond `Lexer.maximumDiagnostics`, counted but not kept.
    public var droppedDiagnostics: Int = 0
    /// Where each line after the first starts, in order, as `SourceFile.lineStarts` has them
    /// from its second entry on; nil for a file with a carriage return anywhere.
    public var lineStarts: [UInt32]? = nil
}

/// A hand-written Swift tokenizer over UTF-8 bytes.
///
/// It never throws and never stops early: bytes it cannot place become an `.unknown` token and a
/// diagnostic, and an unterminated string or comment runs to the end of its line or file.
///
/// It reads the file through a pointer, for speed: every read past `position` is checked against
/// `count` first (`byte(at:)` does it for look-ahead), so no input makes it read out of bounds.
public struct Lexer {
    let base: UnsafePointer<UInt8>
    let count: Int
    let source: SourceFile
    var position = 0
    var tokens: TokenBuffer
    /// Comments, when kept apart from `tokens`.
    var comments: TokenBuffer
    let commentsApart: Bool
    /// Whether the file has a carriage return anywhere; most have none, and then a line ends
    /// at the next line feed, found with one `memchr`.
    let hasCarriageReturn: Bool
    var diagnostics: [Diagnostic] = []
    /// `CharacterClasses.table` and `Keywords.table`, valid while `tokenize` runs.
    let classes: UnsafePointer<UInt8>
    let keywords: UnsafePointer<UInt64>
    /// Open string literals and interpolations, innermost last. Lexing them with an explicit
    /// stack instead of recursion keeps any nesting depth off the call stack.
    var contexts: [Context] = []
    /// The end of the last run of `#` counted, so a long run is counted once, not once per `#`.
    var poundRunEnd = 0
    /// Bytes that look-ahead scans (for a closing `/` of a regex literal) may still examine.
    /// Scans that fail examine bytes again later; once the budget is spent a `/` that would
    /// need a look-ahead is read as an operator, which keeps adversarial files linear.
    var lookaheadLeft: Int
    var lookaheadWork = 0
    var droppedDiagnostics = 0
    /// Where each line after the first starts. `lexCode` notes the line feeds of the whitespace
    /// it passes; every other path has the bytes it consumed searched once it returns (see
    /// `noteLineFeeds`), so the scanner needs no pass of its own to place its locations.
    var lineStarts: WriteBuffer<UInt32>

    /// The most diagnostics kept for one file; a file of stray bytes would otherwise make one
    /// per byte. The rest are only counted.
    public static let maximumDiagnostics = 1_000

    /// The largest file the lexer takes: token offsets are 32-bit.
    public static let maximumByteCount = Int(UInt32.max)

    enum Context {
        case string(start: Int, hashes: Int, multiline: Bool)
        case interpolation(depth: Int, savedTokens: Int, savedComments: Int)
    }

    /// The look-ahead a file of `count` bytes may spend: far more than any real file needs.
    public static func lookaheadBudget(forByteCount count: Int) -> Int {
        4 * count + 65_536
    }

    init(
        source: SourceFile, text: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>, keywords: UnsafePointer<UInt64>,
        tokens: TokenBuffer, comments: TokenBuffer, lineStarts: WriteBuffer<UInt32>, commentsApart: Bool
    ) {
        self.source = source
        self.base = text.baseAddress!
        self.count = text.count
        self.classes = classes
        self.keywords = keywords
        self.commentsApart = commentsApart
        self.hasCarriageReturn = memchr(text.baseAddress!, 0x0D, text.count) != nil
        self.lookaheadLeft = Lexer.lookaheadBudget(forByteCount: text.count)
        self.tokens = tokens
        self.comments = comments
        self.lineStarts = lineStarts
    }

    /// Tokenizes a whole file, comments included.
    /// - Parameter commentsApart: put comments in `LexResult.comments` rather than among the
    ///   tokens, for readers that skip them (cheaper than filtering them out afterwards).
    public static func tokenize(_ source: SourceFile, commentsApart: Bool = false) -> LexResult {
        guard !source.bytes.isEmpty else { return LexResult(tokens: [], diagnostics: [], lineStarts: []) }
        guard source.bytes.count <= maximumByteCount else {
            let message = "file is too large to tokenize: 4 GiB at most"
            return LexResult(tokens: [], diagnostics: [.error(message, at: source.location(ofByte: 0), id: "file-too-large")])
        }
        return source.bytes.withUnsafeBufferPointer { text in
            CharacterClasses.table.withUnsafeBufferPointer { classes in
                Keywords.table.withUnsafeBufferPointer { keywords in
                    var comments: [Token] = []
                    var lineTable: [UInt32] = []
                    var finished: Lexer?
                    // Real code has about one token per 9 bytes, one comment per 200 and one
                    // line per 34; a file denser than one per 5, one per 48 or one per 24 grows
                    // its buffer, and only then are its values copied (58, 8 and 8 of the
                    // corpus's 6,806 files).
                    let tokens = TokenBuffer.collect(capacity: text.count / 5 + 16) { tokenBuffer in
                        comments = TokenBuffer.collect(capacity: commentsApart ? text.count / 48 + 16 : 0) { commentBuffer in
                            lineTable = WriteBuffer<UInt32>.collect(capacity: text.count / 24 + 16) { lineBuffer in
                                var lexer = Lexer(
                                    source: source, text: text, classes: classes.baseAddress!, keywords: keywords.baseAddress!,
                                    tokens: tokenBuffer, comments: commentBuffer, lineStarts: lineBuffer, commentsApart: commentsApart)
                                lexer.run()
                                tokenBuffer = lexer.tokens
                                commentBuffer = lexer.comments
                                lineBuffer = lexer.lineStarts
                                finished = lexer
                            }
                        }
                    }
                    let lexer = finished!
                    return LexResult(
                        tokens: tokens, comments: comments, diagnostics: lexer.diagnostics, lookaheadWork: lexer.lookaheadWork,
                        droppedDiagnostics: lexer.droppedDiagnostics, lineStarts: lexer.hasCarriageReturn ? nil : lineTable)
                }
            }
        }
    }

    /// Tokenizes a snippet such as a signature written in a spec.
    public static func tokenize(_ text: String, path: String = "<snippet>") -> LexResult {
        tokenize(SourceFile(path: path, text: text))
    }

    mutating func run() {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3 }
        if byte(at: position) == UInt8(ascii: "#"), byte(at: position + 1) == UInt8(ascii: "!") {
            let start = position
            skipToEndOfLine()
            add(.shebang, from: start)
        }
        while true {
            let before = position
            switch contexts.last {
            case .string(let start, let hashes, let multiline):
                resumeString(start: start, hashes: hashes, multiline: multiline)
                noteLineFeeds(from: before, to: position)
            case .interpolation(let depth, let savedTokens, let savedComments):
                resumeInterpolation(depth: depth, savedTokens: savedTokens, savedComments: savedComments)
                noteLineFeeds(from: before, to: position)
            case nil:
                if lexCode() { return }
            }
        }
    }

    // MARK: - Reading

    static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// Where the ASCII identifier characters from `p` on end. Most identifiers end within the
    /// next eight bytes, found from them as a word with no branch per byte (a byte loop leaves
    /// on a branch the processor cannot predict); then four bytes a round.
    @inline(__always) func identifierEnd(from p: Int) -> Int {
        var p = p
        if p &+ 8 <= count {
            let stops = CharacterClasses.identifierStops(UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)))
            if stops != 0 { return p &+ stops.trailingZeroBitCount &>> 3 }
            p &+= 8
        }
        while p &+ 4 <= count {
            if classes[Int(base[p])] & CharacterClasses.identifier == 0 { return p }
            if classes[Int(base[p &+ 1])] & CharacterClasses.identifier == 0 { return p &+ 1 }
            if classes[Int(base[p &+ 2])] & CharacterClasses.identifier == 0 { return p &+ 2 }
            if classes[Int(base[p &+ 3])] & CharacterClasses.identifier == 0 { return p &+ 3 }
            p &+= 4
        }
        while p < count, classes[Int(base[p])] & CharacterClasses.identifier != 0 { p &+= 1 }
        return p
    }

    /// The byte at `index`, or NUL past the end: for comparisons with printable characters.
    @inline(__always) func byte(at index: Int) -> UInt8 {
        index < count ? base[index] : 0
    }

    @inline(__always) func isClass(_ byte: UInt8, _ mask: UInt8) -> Bool {
        classes[Int(byte)] & mask != 0
    }

    @inline(__always) mutating func skipWhitespace() {
        var p = position
        while p < count, isClass(base[p], CharacterClasses.whitespace) { p += 1 }
        position = p
    }

    /// Notes the line feeds in `from..<end`, bytes consumed by a path other than the whitespace
    /// of `lexCode`. Positions only move forward, so each byte is searched once.
    mutating func noteLineFeeds(from: Int, to end: Int) {
        var p = from
        while p < end, let found = memchr(base + p, 0x0A, end - p) {
            p = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            lineStarts.append(UInt32(truncatingIfNeeded: p))
        }
    }

    /// Moves to the next line feed or carriage return, or to the end.
    mutating func skipToEndOfLine() {
        position = lineEnd(from: position)
    }

    /// The offset of the first line feed or carriage return from `from` on, or `count`.
    @inline(__always) func lineEnd(from: Int) -> Int {
        // Comments run long: find the line end with memchr rather than byte by byte.
        guard from < count else { return from }
        let limit = memchr(base + from, 0x0A, count - from).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
        guard hasCarriageReturn else { return limit }
        return memchr(base + from, 0x0D, limit - from).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? limit
    }

    @inline(__always) mutating func add(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind, start, position))
    }

    @inline(__always) mutating func addComment(_ kind: TokenKind, from start: Int) {
        if commentsApart {
            comments.append(Token(kind, start, position))
        } else {
            tokens.append(Token(kind, start, position))
        }
    }

    @inline(never) mutating func diagnose(_ message: String, at offset: Int, id: String) {
        guard diagnostics.count < Lexer.maximumDiagnostics else {
            droppedDiagnostics += 1
            return
        }
        diagnostics.append(.error(message, at: source.location(ofByte: offset), id: id))
    }

    /// Decodes the scalar at `index`; nil for invalid UTF-8 and at the end.
    @inline(__always) func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        CharacterClasses.decode(base, count: count, at: index)
    }

    /// Moves past the characters that continue an identifier: ASCII through the table, the
    /// rest decoded.
    @inline(__always) mutating func skipIdentifierContinuation() {
        var p = position
        while true {
            while p < count, isClass(base[p], CharacterClasses.identifier) { p += 1 }
            guard p < count, base[p] >= 0x80, let s = scalar(at: p), CharacterClasses.isIdentifierContinuation(s.value) else { break }
            p += s.length
        }
        position = p
    }

    // MARK: - Tokens

    mutating func lexToken() {
        let start = position
        switch base[position] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "@"), UInt8(ascii: "\\"):
            position += 1
            add(.punctuation, from: start)
        case UInt8(ascii: "."):
            // A '.' followed by operator characters starts a dot operator: `..<`, `.?.`.
            let next = byte(at: start + 1)
            if isClass(next, CharacterClasses.operator) || next == UInt8(ascii: ".") {
                lexOperator()
            } else {
                position += 1
                add(.punctuation, from: start)
            }
        case UInt8(ascii: ":"):
            // `::` is one token, as in module selectors.
            position += byte(at: start + 1) == UInt8(ascii: ":") ? 2 : 1
            add(.punctuation, from: start)
        case UInt8(ascii: "/"):
            let next = byte(at: start + 1)
            if next == UInt8(ascii: "/") { return lexLineComment() }
            if next == UInt8(ascii: "*") { return lexBlockComment() }
            if regexMayStartHere(), lexBareRegex() { return }
            lexOperator()
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
            UInt8(ascii: "?"):
            lexOperator()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexString(hashes: 0, start: start)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            position += 1
            skipIdentifierContinuation()
            add(position - start > 1 ? .dollarIdentifier : .identifier, from: start)
        default:
            lexOther()
        }
    }

    /// Non-ASCII characters and stray ASCII ones.
    @inline(never) mutating func lexOther() {
        let start = position
        guard let s = scalar(at: position) else {
            position += 1
            while position < count, base[position] & 0xC0 == 0x80 { position += 1 }
            add(.unknown, from: start)
            diagnose("invalid UTF-8 byte sequence", at: start, id: "invalid-utf8")
            return
        }
        if CharacterClasses.isOperatorHead(s.value) {
            lexOperator()
        } else if CharacterClasses.isIdentifierHead(s.value) {
            lexIdentifier()
        } else {
            position += s.length
            add(.unknown, from: start)
            diagnose("unexpected character in source", at: start, id: "unexpected-character")
        }
    }

    @inline(__always) mutating func lexIdentifier() {
        let start = position
        skipIdentifierContinuation()
        if position == start { position += 1 }
        add(
            Keywords.isKeyword(base + start, length: position - start, readable: count - start, table: keywords) ? .keyword : .identifier,
            from: start)
    }

    mutating func lexLineComment() {
        let start = position
        skipToEndOfLine()
        // Like swiftc, any comment that starts with `///` is a doc comment, `////` included.
        let isDoc = byte(at: start + 2) == UInt8(ascii: "/")
        addComment(isDoc ? .docLineComment : .lineComment, from: start)
    }

    mutating func lexBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < count {
            let b = base[position]
            if b == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if b == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { break }
            } else {
                position += 1
            }
        }
        if depth > 0 {
            diagnose("unterminated '/*' comment", at: start, id: "unterminated-comment")
        }
        let isDoc = byte(at: start + 2) == UInt8(ascii: "*") && !(byte(at: start + 3) == UInt8(ascii: "/") && position == start + 4)
        addComment(isDoc ? .docBlockComment : .blockComment, from: start)
    }

    mutating func lexBacktick() {
        let start = position
        position += 1
        while position < count, base[position] != UInt8(ascii: "`"), base[position] != 0x0A, base[position] != 0x0D {
            position += 1
        }
        if byte(at: position) == UInt8(ascii: "`") {
            position += 1
            add(.identifier, from: start)
        } else {
            diagnose("unterminated '`' identifier", at: start, id: "unterminated-identifier")
            add(.unknown, from: start)
        }
    }

    mutating func lexPound() {
        let start = position
        var hashes = 0
        if position < poundRunEnd {
            hashes = poundRunEnd - position
        } else {
            while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
            poundRunEnd = position + hashes
            lookaheadWork += hashes
        }
        let after = byte(at: position + hashes)
        if after == UInt8(ascii: "\"") {
            position += hashes
            return lexString(hashes: hashes, start: start)
        }
        if after == UInt8(ascii: "/"), lexExtendedRegex(hashes: hashes) { return }
        position += 1
        if hashes == 1, let s = scalar(at: position), CharacterClasses.isIdentifierHead(s.value) {
            skipIdentifierContinuation()
            add(.poundKeyword, from: start)
        } else {
            add(.punctuation, from: start)
        }
    }
}
