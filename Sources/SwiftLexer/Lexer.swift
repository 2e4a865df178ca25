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
}

/// A hand-written Swift tokenizer over UTF-8 bytes.
///
/// It never throws and never stops early: bytes it cannot place become an `.unknown` token and a
/// diagnostic, and an unterminated string or comment runs to the end of its line or file.
public struct Lexer {
    let bytes: [UInt8]
    let source: SourceFile
    var position = 0
    var tokens: [Token] = []
    /// Comments, when kept apart from `tokens`.
    var comments: [Token] = []
    let commentsApart: Bool
    var diagnostics: [Diagnostic] = []
    /// Held by the lexer so the hot path does not re-check a global's lazy initialization.
    let keywordTable = Keywords.bySlot
    let identifierBytes = Lexer.identifierByteTable
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

    /// The most diagnostics kept for one file; a file of stray bytes would otherwise make one
    /// per byte. The rest are only counted.
    public static let maximumDiagnostics = 1_000

    enum Context {
        case string(start: Int, hashes: Int, multiline: Bool)
        case interpolation(depth: Int, savedTokens: Int, savedComments: Int)
    }

    /// The look-ahead a file of `count` bytes may spend: far more than any real file needs.
    public static func lookaheadBudget(forByteCount count: Int) -> Int {
        4 * count + 65_536
    }

    public init(source: SourceFile, commentsApart: Bool = false) {
        self.source = source
        self.commentsApart = commentsApart
        self.bytes = source.bytes
        self.lookaheadLeft = Lexer.lookaheadBudget(forByteCount: source.bytes.count)
    }

    /// Tokenizes a whole file, comments included.
    /// - Parameter commentsApart: put comments in `LexResult.comments` rather than among the
    ///   tokens, for readers that skip them (cheaper than filtering them out afterwards).
    public static func tokenize(_ source: SourceFile, commentsApart: Bool = false) -> LexResult {
        var lexer = Lexer(source: source, commentsApart: commentsApart)
        lexer.tokens.reserveCapacity(source.bytes.count / 5)
        lexer.run()
        return LexResult(
            tokens: lexer.tokens, comments: lexer.comments, diagnostics: lexer.diagnostics, lookaheadWork: lexer.lookaheadWork,
            droppedDiagnostics: lexer.droppedDiagnostics)
    }

    /// Tokenizes a snippet such as a signature written in a spec.
    public static func tokenize(_ text: String, path: String = "<snippet>") -> LexResult {
        tokenize(SourceFile(path: path, text: text))
    }

    mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if peek(0) == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            let start = position
            skipToEndOfLine()
            tokens.append(Token(kind: .shebang, start: start, end: position))
        }
        while true {
            switch contexts.last {
            case .string(let start, let hashes, let multiline):
                resumeString(start: start, hashes: hashes, multiline: multiline)
            case .interpolation(let depth, let savedTokens, let savedComments):
                resumeInterpolation(depth: depth, savedTokens: savedTokens, savedComments: savedComments)
            case nil:
                // Top-level code: stay in this loop until a string literal opens a context.
                repeat {
                    skipWhitespace()
                    guard position < bytes.count else { return }
                    lexToken()
                } while contexts.isEmpty
            }
        }
    }

    // MARK: - Reading

    @inline(__always) func peek(_ offset: Int) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    @inline(__always) func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00: position += 1
            default: return
            }
        }
    }

    mutating func skipToEndOfLine() {
        // Comments run long: find the line end with memchr rather than byte by byte.
        let from = position
        position = bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress, from < buffer.count else { return from }
            let rest = buffer.count - from
            let newline = memchr(base + from, 0x0A, rest).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
            let limit = newline ?? buffer.count
            let carriage = memchr(base + from, 0x0D, limit - from).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
            return carriage ?? limit
        }
    }

    mutating func add(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind: kind, start: start, end: position))
    }

    mutating func addComment(_ kind: TokenKind, from start: Int) {
        if commentsApart {
            comments.append(Token(kind: kind, start: start, end: position))
        } else {
            tokens.append(Token(kind: kind, start: start, end: position))
        }
    }

    mutating func diagnose(_ message: String, at offset: Int, id: String) {
        guard diagnostics.count < Lexer.maximumDiagnostics else {
            droppedDiagnostics += 1
            return
        }
        diagnostics.append(.error(message, at: source.location(ofByte: offset), id: id))
    }

    /// Decodes the scalar at `index`; nil for invalid UTF-8.
    @inline(__always) func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        UTF8Scalar.decode(bytes, at: index)
    }

    // MARK: - Tokens

    mutating func lexToken() {
        let start = position
        let first = bytes[position]
        switch first {
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") { return lexLineComment() }
            if peek(1) == UInt8(ascii: "*") { return lexBlockComment() }
            if regexMayStartHere(), lexBareRegex() { return }
            lexOperator()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"):
            lexIdentifier()
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
            while let s = scalar(at: position), Lexer.isIdentifierContinuation(s.value) {
                position += s.length
            }
            add(position - start > 1 ? .dollarIdentifier : .identifier, from: start)
        case UInt8(ascii: ":"):
            // `::` is one token, as in module selectors.
            position += peek(1) == UInt8(ascii: ":") ? 2 : 1
            add(.punctuation, from: start)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "@"), UInt8(ascii: "\\"):
            position += 1
            add(.punctuation, from: start)
        case UInt8(ascii: "."):
            // A '.' followed by operator characters starts a dot operator: `..<`, `.?.`.
            if let next = peek(1), next < 0x80, Lexer.isOperatorContinuation(UInt32(next)) || next == UInt8(ascii: ".") {
                lexOperator()
            } else {
                position += 1
                add(.punctuation, from: start)
            }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
            UInt8(ascii: "?"):
            lexOperator()
        default:
            guard let s = scalar(at: position) else {
                position += 1
                while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
                add(.unknown, from: start)
                diagnose("invalid UTF-8 byte sequence", at: start, id: "invalid-utf8")
                return
            }
            if Lexer.isOperatorHead(s.value) {
                lexOperator()
            } else if Lexer.isIdentifierHead(s.value) {
                lexIdentifier()
            } else {
                position += s.length
                add(.unknown, from: start)
                diagnose("unexpected character in source", at: start, id: "unexpected-character")
            }
        }
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
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
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
        let third = byte(at: start + 2)
        let isDoc = third == UInt8(ascii: "*") && !(byte(at: start + 3) == UInt8(ascii: "/") && position == start + 4)
        addComment(isDoc ? .docBlockComment : .blockComment, from: start)
    }

    /// ASCII bytes that continue an identifier: letters, digits, '_' and '$'; one load per byte.
    static let identifierByteTable: [Bool] = (0..<256).map { value in
        let byte = UInt8(value)
        return (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F || byte == 0x24
    }

    mutating func lexIdentifier() {
        let start = position
        let count = bytes.count
        while position < count {
            // ASCII fast path: letters, digits, '_' and '$', without bounds checks.
            position = bytes.withUnsafeBufferPointer { buffer in
                identifierBytes.withUnsafeBufferPointer { table in
                    var k = position
                    while k < count, table[Int(buffer[k])] { k += 1 }
                    return k
                }
            }
            guard position < count else { break }
            let byte = bytes[position]
            if byte < 0x80 {
                break
            } else if let s = scalar(at: position), Lexer.isIdentifierContinuation(s.value) {
                position += s.length
            } else {
                break
            }
        }
        if position == start { position += 1 }
        add(Keywords.isKeyword(bytes, start, position, table: keywordTable) ? .keyword : .identifier, from: start)
    }

    mutating func lexBacktick() {
        let start = position
        position += 1
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"),
            bytes[position] != 0x0A, bytes[position] != 0x0D
        {
            position += 1
        }
        if peek(0) == UInt8(ascii: "`") {
            position += 1
            add(.identifier, from: start)
        } else {
            diagnose("unterminated '`' identifier", at: start, id: "unterminated-identifier")
            add(.unknown, from: start)
        }
    }

    mutating func lexNumber() {
        let start = position
        var isFloat = false
        func isDigit(_ b: UInt8, radix: Int) -> Bool {
            switch radix {
            case 2: return b == 0x30 || b == 0x31
            case 8: return (0x30...0x37).contains(b)
            case 16: return (0x30...0x39).contains(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b)
            default: return (0x30...0x39).contains(b)
            }
        }
        var radix = 10
        if bytes[position] == UInt8(ascii: "0"), let marker = peek(1) {
            switch marker {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
            if radix != 10 { position += 2 }
        }
        func skipDigits(_ lexer: inout Lexer, radix: Int) {
            while let b = lexer.peek(0), isDigit(b, radix: radix) || b == UInt8(ascii: "_") {
                lexer.position += 1
            }
        }
        skipDigits(&self, radix: radix)
        // A fraction needs a digit after the dot, so `1.description` stays a member access,
        // and `x.0.1` is two tuple indexes, not a float.
        let afterPeriod = tokens.last.map { $0.end == start && bytes[$0.start] == UInt8(ascii: ".") && $0.end - $0.start == 1 } ?? false
        if radix == 10 || radix == 16, !afterPeriod, peek(0) == UInt8(ascii: "."), let next = peek(1),
            isDigit(next, radix: radix)
        {
            isFloat = true
            position += 1
            skipDigits(&self, radix: radix)
        }
        let exponent: (UInt8, UInt8) = radix == 16 ? (UInt8(ascii: "p"), UInt8(ascii: "P")) : (UInt8(ascii: "e"), UInt8(ascii: "E"))
        if radix == 10 || radix == 16, let e = peek(0), e == exponent.0 || e == exponent.1 {
            var offset = 1
            if let sign = peek(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { offset = 2 }
            if let digit = peek(offset), isDigit(digit, radix: 10) {
                isFloat = true
                position += offset
                skipDigits(&self, radix: 10)
            }
        }
        // Trailing identifier characters belong to the (invalid) literal, as in swiftc.
        var invalid = false
        while let s = scalar(at: position), Lexer.isIdentifierContinuation(s.value) {
            position += s.length
            invalid = true
        }
        if invalid {
            diagnose("invalid numeric literal", at: start, id: "invalid-number")
        }
        add(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    mutating func lexPound() {
        let start = position
        var hashes = 0
        if position < poundRunEnd {
            hashes = poundRunEnd - position
        } else {
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            poundRunEnd = position + hashes
            lookaheadWork += hashes
        }
        let after = peek(hashes)
        if after == UInt8(ascii: "\"") {
            position += hashes
            return lexString(hashes: hashes, start: start)
        }
        if after == UInt8(ascii: "/"), lexExtendedRegex(hashes: hashes) { return }
        position += 1
        if hashes == 1, let s = scalar(at: position), Lexer.isIdentifierHead(s.value) {
            while let s = scalar(at: position), Lexer.isIdentifierContinuation(s.value) {
                position += s.length
            }
            add(.poundKeyword, from: start)
        } else {
            add(.punctuation, from: start)
        }
    }

    // MARK: - Strings

    /// Opens a string literal whose opening quote is at `position`, `hashes` `#` after `start`;
    /// `run` lexes its contents.
    mutating func lexString(hashes: Int, start: Int) {
        var multiline =
            peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
            && peek(2) == UInt8(ascii: "\"")
        if multiline && hashes > 0 && rawQuoteClosesOnSameLine(hashes: hashes) {
            // `#"""#` is a one-line raw string holding a quote, as in swiftc.
            multiline = false
        }
        position += multiline ? 3 : 1
        contexts.append(.string(start: start, hashes: hashes, multiline: multiline))
    }

    /// Lexes a string's contents up to its end or up to the next interpolation, which it opens.
    mutating func resumeString(start: Int, hashes: Int, multiline: Bool) {
        let quoteCount = multiline ? 3 : 1
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "\\") && hashesFollow(hashes, at: position + 1) {
                position += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    position += 1
                    contexts.append(.interpolation(depth: 1, savedTokens: tokens.count, savedComments: comments.count))
                    return
                } else if let s = scalar(at: position) {
                    position += s.length
                }
                continue
            }
            if b == UInt8(ascii: "\"") {
                var quotes = 0
                while quotes < quoteCount, peek(quotes) == UInt8(ascii: "\"") { quotes += 1 }
                if quotes == quoteCount, hashesFollow(hashes, at: position + quoteCount) {
                    position += quoteCount + hashes
                    contexts.removeLast()
                    add(.stringLiteral, from: start)
                    return
                }
                position += 1
                continue
            }
            if !multiline, b == 0x0A || b == 0x0D { break }
            position += 1
        }
        contexts.removeLast()
        diagnose("unterminated string literal", at: start, id: "unterminated-string")
        add(.stringLiteral, from: start)
    }

    /// After a raw string's `"""`: whether a `"` and the closing `#`s follow on the same line.
    func rawQuoteClosesOnSameLine(hashes: Int) -> Bool {
        var index = position + 3
        if hashesFollow(hashes, at: index) { return true }
        while let b = byte(at: index), b != 0x0A, b != 0x0D {
            index += 1
            if b == UInt8(ascii: "\""), hashesFollow(hashes, at: index) { return true }
        }
        return false
    }

    func hashesFollow(_ count: Int, at index: Int) -> Bool {
        for k in 0..<count where byte(at: index + k) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Lexes the code of an interpolation after its `(` through the matching `)`, or up to a
    /// string literal inside it, which it opens. Its tokens belong to the string literal, so
    /// they are dropped when it closes.
    mutating func resumeInterpolation(depth: Int, savedTokens: Int, savedComments: Int) {
        var depth = depth
        let level = contexts.count
        while true {
            skipWhitespace()
            guard position < bytes.count else { break }
            let b = bytes[position]
            if b == UInt8(ascii: "(") {
                depth += 1
            } else if b == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    break
                }
            }
            lexToken()
            if contexts.count > level {
                // A string opened inside: remember the depth and lex it first.
                contexts[level - 1] = .interpolation(depth: depth, savedTokens: savedTokens, savedComments: savedComments)
                return
            }
        }
        contexts.removeLast()
        tokens.removeSubrange(savedTokens...)
        comments.removeSubrange(savedComments...)
    }

    /// Takes `count` bytes of look-ahead from the budget; false once it is spent.
    mutating func spendLookahead(_ count: Int) -> Bool {
        lookaheadWork += count
        lookaheadLeft -= count
        return lookaheadLeft >= 0
    }

    // MARK: - Regex literals

    /// Whether a bare `/` here may open a regex literal rather than be an operator, judged by
    /// the previous token as Swift does: after a value it divides.
    func regexMayStartHere() -> Bool {
        guard let next = peek(1), next != 0x20, next != 0x09, next != 0x0A, next != 0x0D else {
            return false
        }
        guard let previous = tokens.last(where: { !$0.isComment }) else { return true }
        switch previous.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral,
            .regexLiteral:
            return false
        case .keyword:
            let text = previous.text(in: bytes)
            return !["self", "Self", "super", "true", "false", "nil", "init"].contains(text)
        case .punctuation:
            let b = bytes[previous.start]
            return !(b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}"))
        case .operator:
            // A postfix operator (no space before `/`) ends an expression.
            return previous.end != position
        default:
            return true
        }
    }

    /// Tries `/…/` on one line; leaves `position` alone and returns false when it is no regex.
    mutating func lexBareRegex() -> Bool {
        guard lookaheadLeft > 0 else { return false }
        var index = position + 1
        var inClass = 0
        var parens = 0
        defer { _ = spendLookahead(index - position) }
        while let b = byte(at: index), b != 0x0A, b != 0x0D {
            switch b {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): inClass += 1
            case UInt8(ascii: "]"): if inClass > 0 { inClass -= 1 }
            case UInt8(ascii: "(") where inClass == 0: parens += 1
            case UInt8(ascii: ")") where inClass == 0:
                // An unbalanced ')' means the '/' divides, as in `f(a / b) / c`.
                if parens == 0 { return false }
                parens -= 1
            case UInt8(ascii: "/") where inClass == 0:
                // A closing slash preceded by a space reads as an operator, as in `a / b / c`.
                let before = bytes[index - 1]
                if before == 0x20 || before == 0x09 { return false }
                let start = position
                position = index + 1
                add(.regexLiteral, from: start)
                return true
            default: break
            }
            index += 1
        }
        return false
    }

    /// `#/…/#` with any number of `#`, possibly spanning lines.
    mutating func lexExtendedRegex(hashes: Int) -> Bool {
        guard lookaheadLeft > 0 else { return false }
        var index = position + hashes + 1
        defer { _ = spendLookahead(index - position) }
        while let b = byte(at: index) {
            if b == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if b == UInt8(ascii: "/"), hashesFollow(hashes, at: index + 1) {
                let start = position
                position = index + 1 + hashes
                add(.regexLiteral, from: start)
                return true
            }
            index += 1
        }
        return false
    }

    // MARK: - Operators

    /// Whether the byte before `position` binds an operator to what precedes it, as Swift
    /// decides postfix from prefix and binary operators.
    func isLeftBound() -> Bool {
        guard position > 0 else { return false }
        switch bytes[position - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(position >= 2 && bytes[position - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(position >= 2 && bytes[position - 2] == 0xC2)
        default:
            return true
        }
    }

    mutating func lexOperator() {
        let start = position
        // A left-bound '?' or '!' is a postfix optional-chain token of its own: `x?.y`, `T?>`.
        if bytes[position] == UInt8(ascii: "?") || bytes[position] == UInt8(ascii: "!"), isLeftBound() {
            position += 1
            add(.operator, from: start)
            return
        }
        let dotOperator = bytes[position] == UInt8(ascii: ".")
        while let s = scalar(at: position) {
            let value = s.value
            // A comment start ends an operator.
            if value == UInt32(UInt8(ascii: "/")), let next = peek(1),
                next == UInt8(ascii: "/") || next == UInt8(ascii: "*"), position > start
            {
                break
            }
            if value == UInt32(UInt8(ascii: ".")) {
                if !dotOperator { break }
            } else if !(Lexer.isOperatorHead(value) || (position > start && Lexer.isOperatorContinuation(value))) {
                break
            }
            position += s.length
        }
        if position == start { position += 1 }
        add(.operator, from: start)
    }

    // MARK: - Character classes

    static func isIdentifierHead(_ v: UInt32) -> Bool {
        if v < 0x80 {
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || v == 0x5F
        }
        return !isOperatorHead(v) && !isCombining(v) && !isWhitespaceOrControl(v)
    }

    static func isIdentifierContinuation(_ v: UInt32) -> Bool {
        if v < 0x80 {
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || v == 0x5F
                || (v >= 0x30 && v <= 0x39) || v == 0x24
        }
        return !isOperatorHead(v) && !isWhitespaceOrControl(v)
    }

    static func isWhitespaceOrControl(_ v: UInt32) -> Bool {
        v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0xA0 || v == 0x2028
            || v == 0x2029 || v == 0xFEFF
    }

    static func isCombining(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    /// Operator head characters from The Swift Programming Language's lexical structure.
    static func isOperatorHead(_ v: UInt32) -> Bool {
        switch v {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
            return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
            0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ v: UInt32) -> Bool {
        isOperatorHead(v) || isCombining(v) || (0xFE00...0xFE0F).contains(v)
            || (0xE0100...0xE01EF).contains(v)
    }
}
