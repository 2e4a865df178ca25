import Diagnostics

extension MemberDecl {
    /// A type as the drift check compares it: no spaces; no `any`, which Swift lets a protocol
    /// type leave out; no parentheses around one type (`(any Error)?` is `Error?`); no argument
    /// names in function types (`(_ animated: Bool) -> ()`); and `Void` for `()` as a function's
    /// result. Works on bytes: it runs for every parameter.
    public static func normalize(_ type: String) -> String {
        // Most types (`Int`, `[Item]`, `String?`) have no space and no parenthesis, and then no
        // rule below changes them: `any` and `_ name:` need a space or a `(` to follow.
        if !type.utf8.contains(where: needsNormalizing) { return type }
        var result: [UInt8] = []
        appendNormalized(Array(type.utf8), to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    @inline(__always)
    static func needsNormalizing(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "(")
    }

    /// Appends the UTF-8 of `normalize` of the type spelled by `bytes` to `out`.
    public static func appendNormalized(_ bytes: [UInt8], to out: inout [UInt8]) {
        if !bytes.contains(where: needsNormalizing) {
            out += bytes
            return
        }
        // Words (identifiers, `_`, numbers) and single punctuation bytes, spaces dropped.
        var tokens: [ArraySlice<UInt8>] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                i += 1
            } else if isWord(byte) {
                let start = i
                while i < bytes.count, isWord(bytes[i]) { i += 1 }
                tokens.append(bytes[start..<i])
            } else {
                tokens.append(bytes[i..<(i + 1)])
                i += 1
            }
        }
        func `is`(_ k: Int, _ text: StaticString) -> Bool {
            guard k < tokens.count, tokens[k].count == text.utf8CodeUnitCount else { return false }
            return tokens[k].elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        func word(_ k: Int) -> Bool { k < tokens.count && isWord(tokens[k].first!) }
        // `result` in the rules below: what this type has appended so far.
        let base = out.count
        var k = 0
        while k < tokens.count {
            if `is`(k, "any"), word(k + 1) || `is`(k + 1, "(") {
                k += 1
            } else if `is`(k, "_"), out.count > base, out.last == UInt8(ascii: "(") || out.last == UInt8(ascii: ","), word(k + 1),
                `is`(k + 2, ":")
            {
                k += 3
            } else if `is`(k, "("), `is`(k + 1, ")"), out.count - base >= 2, out[out.count - 2] == UInt8(ascii: "-"),
                out[out.count - 1] == UInt8(ascii: ">")
            {
                out += "Void".utf8
                k += 2
            } else {
                out += tokens[k]
                k += 1
            }
        }
        dropRedundantParentheses(&out, from: base)
    }

    static func isWord(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
            || byte >= 0x80
    }

    /// Removes the parentheses around a single type in `out[start...]` (`(Error)?`, left by
    /// `(any Error)?`): not a tuple, a composition or a function type directly inside (a comma,
    /// `&` or `->`, not one of generic arguments), not `()`, not a function type's parameters
    /// (followed by `->`, `throws`, `async` or `rethrows`, or after an attribute), and not
    /// before a member (`(any P).Type`).
    static func dropRedundantParentheses(_ out: inout [UInt8], from start: Int) {
        let open = UInt8(ascii: "("), close = UInt8(ascii: ")"), less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
        guard out[start...].contains(open) else { return }
        var drop = Set<Int>()
        // Open parentheses and generic argument lists (`isAngle`, whose commas are their own),
        // each parenthesis with whether a comma, `&` or `->` stands directly inside it.
        var stack: [(index: Int, joins: Bool, isAngle: Bool)] = []
        for index in start..<out.count {
            switch out[index] {
            case open: stack.append((index, false, false))
            case less: stack.append((index, false, true))
            case greater:
                // The `>` of `->` closes nothing.
                if index > start, out[index - 1] == UInt8(ascii: "-") { continue }
                if stack.last?.isAngle == true { stack.removeLast() }
            case UInt8(ascii: ","), UInt8(ascii: "&"), UInt8(ascii: "-"): if !stack.isEmpty { stack[stack.count - 1].joins = true }
            case close:
                while stack.last?.isAngle == true { stack.removeLast() }
                guard let pair = stack.popLast() else { continue }
                guard !pair.joins, index > pair.index + 1 else { continue }
                let after = out[(index + 1)...]
                // `(any P).Type` is the metatype of the existential, not `any P.Type`.
                if after.starts(with: "->".utf8) || after.starts(with: "throws".utf8) || after.starts(with: "async".utf8)
                    || after.starts(with: "rethrows".utf8) || after.first == UInt8(ascii: ".")
                {
                    continue
                }
                // `@escaping (Int)`: after an attribute, a function type's parameters.
                if pair.index > start, isWord(out[pair.index - 1]) { continue }
                drop.insert(pair.index)
                drop.insert(index)
            default: break
            }
        }
        guard !drop.isEmpty else { return }
        var kept: [UInt8] = []
        kept.reserveCapacity(out.count - start - drop.count)
        for index in start..<out.count where !drop.contains(index) { kept.append(out[index]) }
        out.replaceSubrange(start..<out.count, with: kept)
    }
}
