extension Lexer {
    /// Lexes code outside string literals until a string literal opens (false) or the file
    /// ends (true). Whitespace, identifiers, keywords, punctuation and plain operators, most of
    /// any file, are lexed here with the position in a register; `lexToken` does the rest.
    mutating func lexCode() -> Bool {
        let base = self.base
        let count = self.count
        let classes = self.classes
        var p = position
        while true {
            // One space, the most common whitespace, without a branch; then any more.
            if p < count { p &+= base[p] == 0x20 ? 1 : 0 }
            while p < count {
                let b = base[p]
                guard classes[Int(b)] & CharacterClasses.whitespace != 0 else { break }
                p &+= 1
                // Indentation: spaces eight at a time, the first other byte found by its bits.
                if b == 0x0A {
                    lineStarts.append(UInt32(truncatingIfNeeded: p))
                    while p &+ 8 <= count {
                        let others = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)) ^ Lexer.eightSpaces
                        p &+= others == 0 ? 8 : others.trailingZeroBitCount &>> 3
                        if others != 0 { break }
                    }
                }
            }
            guard p < count else {
                position = p
                return true
            }
            let start = p
            let first = base[p]
            let firstClasses = classes[Int(first)]
            if firstClasses & CharacterClasses.identifierHead != 0 {
                p = identifierEnd(from: p &+ 1)
                // An identifier that goes on beyond ASCII takes the general path.
                if p == count || base[p] < 0x80 {
                    let isKeyword = Keywords.isKeyword(base + start, length: p &- start, readable: count &- start, table: keywords)
                    tokens.append(Token(isKeyword ? .keyword : .identifier, start, p))
                    continue
                }
            } else if firstClasses & CharacterClasses.punctuation != 0 {
                p &+= 1
                tokens.append(Token(.punctuation, start, p))
                continue
            } else if first == UInt8(ascii: ".") {
                // Not when a dot operator starts here.
                let next = byte(at: p &+ 1)
                if classes[Int(next)] & CharacterClasses.operator == 0 && next != UInt8(ascii: ".") {
                    p &+= 1
                    tokens.append(Token(.punctuation, start, p))
                    continue
                }
            } else if first == UInt8(ascii: ":") {
                p &+= byte(at: p &+ 1) == UInt8(ascii: ":") ? 2 : 1
                tokens.append(Token(.punctuation, start, p))
                continue
            } else if first == UInt8(ascii: "/") {
                if byte(at: p &+ 1) == UInt8(ascii: "/") {
                    // Like swiftc, any comment that starts with `///` is a doc comment.
                    p = lineEnd(from: p)
                    let kind: TokenKind = byte(at: start &+ 2) == UInt8(ascii: "/") ? .docLineComment : .lineComment
                    if commentsApart { comments.append(Token(kind, start, p)) } else { tokens.append(Token(kind, start, p)) }
                    continue
                }
            } else if first &- 0x30 < 10 {
                // A decimal integer that no '.', exponent, radix or identifier character follows.
                var q = p &+ 1
                while q < count, base[q] &- 0x30 < 10 || base[q] == UInt8(ascii: "_") { q &+= 1 }
                if q == count
                    || (classes[Int(base[q])] & CharacterClasses.identifier == 0 && base[q] != UInt8(ascii: ".") && base[q] < 0x80)
                {
                    p = q
                    tokens.append(Token(.integerLiteral, start, p))
                    continue
                }
            } else if first == UInt8(ascii: "\"") {
                // A one-line string without escapes or interpolations; the general path
                // takes `""`, `"""` and the rest.
                var q = p &+ 1
                while q < count, classes[Int(base[q])] & CharacterClasses.stringStop == 0 { q &+= 1 }
                if q < count, base[q] == UInt8(ascii: "\""), q > p &+ 1 {
                    p = q &+ 1
                    tokens.append(Token(.stringLiteral, start, p))
                    continue
                }
            } else if firstClasses & CharacterClasses.operator != 0 {
                if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), isLeftBound(at: start) {
                    p &+= 1
                    tokens.append(Token(.operator, start, p))
                    continue
                }
                // ASCII operator characters other than '/', which may start a comment.
                p &+= 1
                while p < count, base[p] != UInt8(ascii: "/"), classes[Int(base[p])] & CharacterClasses.operator != 0 { p &+= 1 }
                if p == count || (base[p] != UInt8(ascii: "/") && base[p] < 0x80) {
                    tokens.append(Token(.operator, start, p))
                    continue
                }
            }
            position = start
            lexToken()
            p = position
            noteLineFeeds(from: start, to: p)
            if !contexts.isEmpty { return false }
        }
    }
}
