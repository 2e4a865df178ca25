extension Lexer {
    // MARK: - Numbers

    @inline(__always) static func isDigit(_ b: UInt8, radix: Int) -> Bool {
        switch radix {
        case 2: return b == 0x30 || b == 0x31
        case 8: return b &- 0x30 < 8
        case 16: return b &- 0x30 < 10 || (b | 0x20) &- 0x61 < 6
        default: return b &- 0x30 < 10
        }
    }

    mutating func skipDigits(radix: Int) {
        while position < count, Lexer.isDigit(base[position], radix: radix) || base[position] == UInt8(ascii: "_") {
            position += 1
        }
    }

    mutating func lexNumber() {
        let start = position
        var isFloat = false
        var radix = 10
        if base[position] == UInt8(ascii: "0") {
            switch byte(at: position + 1) {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
            if radix != 10 { position += 2 }
        }
        skipDigits(radix: radix)
        // A fraction needs a digit after the dot, so `1.description` stays a member access,
        // and `x.0.1` is two tuple indexes, not a float.
        let afterPeriod =
            tokens.last.map { $0.end == start && base[$0.start] == UInt8(ascii: ".") && $0.end - $0.start == 1 } ?? false
        if radix == 10 || radix == 16, !afterPeriod, byte(at: position) == UInt8(ascii: "."), position + 1 < count,
            Lexer.isDigit(base[position + 1], radix: radix)
        {
            isFloat = true
            position += 1
            skipDigits(radix: radix)
        }
        let exponent: (UInt8, UInt8) = radix == 16 ? (UInt8(ascii: "p"), UInt8(ascii: "P")) : (UInt8(ascii: "e"), UInt8(ascii: "E"))
        if radix == 10 || radix == 16, position < count, base[position] == exponent.0 || base[position] == exponent.1 {
            var offset = 1
            let sign = byte(at: position + 1)
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { offset = 2 }
            if position + offset < count, Lexer.isDigit(base[position + offset], radix: 10) {
                isFloat = true
                position += offset
                skipDigits(radix: 10)
            }
        }
        // Trailing identifier characters belong to the (invalid) literal, as in swiftc.
        let digitsEnd = position
        skipIdentifierContinuation()
        if position != digitsEnd {
            diagnose("invalid numeric literal", at: start, id: "invalid-number")
        }
        add(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    // MARK: - Strings

    /// Opens a string literal whose opening quote is at `position`, `hashes` `#` after `start`;
    /// `run` lexes its contents.
    mutating func lexString(hashes: Int, start: Int) {
        var multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
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
        while true {
            // Plain characters first, in a tight loop.
            while position < count, !isClass(base[position], CharacterClasses.stringStop) { position += 1 }
            guard position < count else { break }
            let b = base[position]
            if b == UInt8(ascii: "\\") && hashesFollow(hashes, at: position + 1) {
                position += 1 + hashes
                if byte(at: position) == UInt8(ascii: "(") {
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
                while quotes < quoteCount, byte(at: position + quotes) == UInt8(ascii: "\"") { quotes += 1 }
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
        while index < count, base[index] != 0x0A, base[index] != 0x0D {
            let b = base[index]
            index += 1
            if b == UInt8(ascii: "\""), hashesFollow(hashes, at: index) { return true }
        }
        return false
    }

    @inline(__always) func hashesFollow(_ hashes: Int, at index: Int) -> Bool {
        for k in 0..<hashes where byte(at: index + k) != UInt8(ascii: "#") { return false }
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
            guard position < count else { break }
            let b = base[position]
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
        tokens.truncate(to: savedTokens)
        comments.truncate(to: savedComments)
    }

    /// Takes `count` bytes of look-ahead from the budget; false once it is spent.
    mutating func spendLookahead(_ count: Int) -> Bool {
        lookaheadWork += count
        lookaheadLeft -= count
        return lookaheadLeft >= 0
    }
}
