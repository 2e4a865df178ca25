extension Lexer {
    // MARK: - Operators

    /// Whether the byte before `position` binds an operator to what precedes it, as Swift
    /// decides postfix from prefix and binary operators.
    @inline(__always) func isLeftBound(at position: Int) -> Bool {
        guard position > 0 else { return false }
        switch base[position - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(position >= 2 && base[position - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(position >= 2 && base[position - 2] == 0xC2)
        default:
            return true
        }
    }

    mutating func lexOperator() {
        let start = position
        let first = base[start]
        // A left-bound '?' or '!' is a postfix optional-chain token of its own: `x?.y`, `T?>`.
        if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), isLeftBound(at: start) {
            position += 1
            add(.operator, from: start)
            return
        }
        let dotOperator = first == UInt8(ascii: ".")
        var p = start
        while p < count {
            let b = base[p]
            if b < 0x80 {
                // A comment start ends an operator.
                if b == UInt8(ascii: "/"), p > start, byte(at: p + 1) == UInt8(ascii: "/") || byte(at: p + 1) == UInt8(ascii: "*") {
                    break
                }
                // ASCII operator characters head and continue alike; '.' only a dot operator.
                guard b == UInt8(ascii: ".") ? dotOperator : isClass(b, CharacterClasses.operator) else { break }
                p += 1
                continue
            }
            guard let s = scalar(at: p),
                CharacterClasses.isOperatorHead(s.value) || (p > start && CharacterClasses.isOperatorContinuation(s.value))
            else { break }
            p += s.length
        }
        position = p == start ? p + 1 : p
        add(.operator, from: start)
    }

    // MARK: - Regex literals

    /// Whether a bare `/` here may open a regex literal rather than be an operator, judged by
    /// the previous token as Swift does: after a value it divides.
    func regexMayStartHere() -> Bool {
        guard position + 1 < count else { return false }
        let next = base[position + 1]
        guard next != 0x20, next != 0x09, next != 0x0A, next != 0x0D else { return false }
        var index = tokens.count - 1
        while index >= 0, tokens[index].isComment { index -= 1 }
        guard index >= 0 else { return true }
        let previous = tokens[index]
        switch previous.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral:
            return false
        case .keyword:
            return !Lexer.valueKeywords.contains { isText($0, of: previous) }
        case .punctuation:
            let b = base[previous.start]
            return !(b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}"))
        case .operator:
            // A postfix operator (no space before `/`) ends an expression.
            return previous.end != position
        default:
            return true
        }
    }

    /// Keywords that end an expression, so a `/` after them divides.
    static let valueKeywords: [[UInt8]] = ["self", "Self", "super", "true", "false", "nil", "init"].map { Array($0.utf8) }

    func isText(_ word: [UInt8], of token: Token) -> Bool {
        guard token.end - token.start == word.count else { return false }
        for k in word.indices where base[token.start + k] != word[k] { return false }
        return true
    }

    /// Tries `/…/` on one line; leaves `position` alone and returns false when it is no regex.
    mutating func lexBareRegex() -> Bool {
        guard lookaheadLeft > 0 else { return false }
        var index = position + 1
        var inClass = 0
        var parens = 0
        // Runs after a match has moved `position` too, as it always has: the budget and
        // `lookaheadWork` count from wherever `position` then is.
        defer { _ = spendLookahead(index - position) }
        while index < count, base[index] != 0x0A, base[index] != 0x0D {
            switch base[index] {
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
                let before = base[index - 1]
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
        while index < count {
            let b = base[index]
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
}
