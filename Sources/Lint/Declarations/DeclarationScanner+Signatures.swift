import Diagnostics

/// Signatures: a method's or initializer's selector, parameter types, effects and result, and
/// what its body opens and how it navigates, for the drift check and `viperc init --from`.
extension DeclarationScanner {
    /// A method or initializer declared in a type's body: its selector in `methods` (methods
    /// only) and its signature in `members`. Reads ahead without consuming, so the parameter
    /// types still count as references; the body is attributed to the member by `run`.
    mutating func scanMethod(_ context: Context, initializer: Bool = false) {
        let location = location(index)
        var i = initializer ? index + 1 : index + 2
        let nameToken = index + 1
        index += 1
        guard i <= tokens.count else { return }
        if isByte(i, UInt8(ascii: "?")) || isByte(i, UInt8(ascii: "!")) { i += 1 }
        if isByte(i, UInt8(ascii: "<")) || (i < tokens.count && tokens[i].kind == .operator && text(i).hasPrefix("<")) {
            var balance = 0
            repeat {
                guard i < tokens.count else { return }
                for byte in bytes[tokens[i].start..<tokens[i].end] {
                    if byte == UInt8(ascii: "<") { balance += 1 }
                    if byte == UInt8(ascii: ">") { balance -= 1 }
                }
                i += 1
            } while balance > 0
        }
        guard isByte(i, UInt8(ascii: "(")) else { return }
        // The selector, `name(label:label:)`, made as bytes: a String per label and their
        // joining cost more than the rest of the method.
        var selectorBytes: [UInt8] = []
        selectorBytes.reserveCapacity(48)
        if initializer {
            selectorBytes.append(contentsOf: "init".utf8)
        } else {
            appendTrimmedName(nameToken, to: &selectorBytes)
        }
        selectorBytes.append(UInt8(ascii: "("))
        var parameters: [(heads: [String], type: [Int])] = []
        var heads: [String] = []
        // Whether the parameter has a name yet; the names and types themselves are kept only
        // for signatures, so plain lint makes no String per parameter name.
        var named = false
        var type: [Int] = []
        var inType = false
        var defaulted = false
        var nesting = 0
        var angles = 0
        var closed = false
        // A parameter list is short; a bound keeps a malformed one from reading the whole file.
        let limit = min(tokens.count, i + 2_000)
        while i < limit {
            let token = tokens[i]
            let single = token.end - token.start == 1 ? bytes[token.start] : 0
            let top = nesting == 1 && angles == 0
            if single == UInt8(ascii: ")") || single == UInt8(ascii: "]") || (single == UInt8(ascii: "}") && nesting > 1) {
                nesting -= 1
                if nesting == 0 {
                    closed = true
                    break
                }
            } else if (single == UInt8(ascii: "{") && nesting == 0) || single == UInt8(ascii: "}") {
                return
            }
            if top && single == UInt8(ascii: ",") {
                if signatures && !heads.isEmpty { parameters.append((heads, type)) }
                (heads, type, inType, defaulted, named) = ([], [], false, false, false)
            } else if top && single == UInt8(ascii: ":") && !inType {
                inType = true
            } else if top && single == UInt8(ascii: "=") && inType {
                defaulted = true
            } else if top && !inType && (token.kind == .identifier || token.kind == .keyword) {
                if !named {
                    appendTrimmedName(i, to: &selectorBytes)
                    selectorBytes.append(UInt8(ascii: ":"))
                }
                named = true
                if signatures { heads.append(trimmedName(i)) }
            } else if signatures && nesting >= 1 && inType && !defaulted {
                type.append(i)
            }
            if token.kind == .operator, !isText(i, "->") {
                // Generic arguments such as `Result<[Show], Error>`; the lexer may join `>?`.
                for byte in bytes[token.start..<token.end] {
                    if byte == UInt8(ascii: "<") { angles += 1 }
                    if byte == UInt8(ascii: ">") { angles = max(0, angles - 1) }
                }
            } else if single == UInt8(ascii: "(") || single == UInt8(ascii: "[") || (single == UInt8(ascii: "{") && nesting > 0) {
                nesting += 1
            }
            i += 1
        }
        guard closed else { return }
        selectorBytes.append(UInt8(ascii: ")"))
        let selector = String(decoding: selectorBytes, as: UTF8.self)
        guard signatures else {
            summary.types[context.typeIndex].methods.append(Located(selector, at: location))
            return
        }
        let name = initializer ? "init" : trimmedName(nameToken)
        if !heads.isEmpty { parameters.append((heads, type)) }
        // Effects and result, up to the body, a `where` clause or the next declaration.
        i += 1
        var effects: [String] = []
        var result: [Int] = []
        while i < limit, isText(i, "async") || isText(i, "throws") || isText(i, "rethrows") {
            effects.append(text(i))
            if isByte(i + 1, UInt8(ascii: "(")), !isText(i, "async") {
                // A typed throw: `throws(LoadError)`.
                effects[effects.count - 1] += "(" + text(i + 2) + ")"
                i += 3
            }
            i += 1
        }
        if isText(i, "->") {
            i += 1
            var depth = 0
            let resultLine = line(i)
            while i < limit {
                let single = tokens[i].end - tokens[i].start == 1 ? bytes[tokens[i].start] : 0
                if depth == 0
                    && (single == UInt8(ascii: "{") || single == UInt8(ascii: "}") || single == UInt8(ascii: ";") || isText(i, "where"))
                {
                    break
                }
                if depth == 0 && line(i) != resultLine && !result.isEmpty && !isText(i - 1, "->") && !isByte(i - 1, UInt8(ascii: ",")) {
                    break
                }
                if single == UInt8(ascii: "(") || single == UInt8(ascii: "[") { depth += 1 }
                if single == UInt8(ascii: ")") || single == UInt8(ascii: "]") { depth -= 1 }
                result.append(i)
                i += 1
            }
        }
        var resultText = swiftText(result)
        if resultText == "Void" || resultText == "()" { resultText = "" }
        let types = parameters.map { swiftText($0.type) }
        let shape =
            "(" + types.map(MemberDecl.normalize).joined(separator: ",") + ")" + effects.joined()
            + (resultText.isEmpty ? "" : "->" + MemberDecl.normalize(resultText))
        // A requirement may leave a parameter unnamed (`_: Int`); a spec names every one.
        var spelled: [String] = []
        for (index, parameter) in parameters.enumerated() {
            let head = parameter.heads == ["_"] ? "_ value\(index + 1)" : parameter.heads.joined(separator: " ")
            spelled.append(head + ": " + types[index])
        }
        var written = name + "(" + spelled.joined(separator: ", ") + ")"
        if !effects.isEmpty { written += " " + effects.joined(separator: " ") }
        if !resultText.isEmpty { written += " -> " + resultText }
        if !initializer { summary.types[context.typeIndex].methods.append(Located(selector, at: location)) }
        summary.types[context.typeIndex].members.append(
            MemberDecl(
                kind: initializer ? .initializer : .method, name: selector, shape: shape, text: written,
                parameterNames: parameters.map { $0.heads.last ?? "_" }, location: location))
        pendingMember = (context.typeIndex, summary.types[context.typeIndex].members.count - 1, depth)
    }

    /// Tokens as Swift text: a space between words, after commas and colons, around arrows.
    func swiftText(_ indices: [Int]) -> String {
        var result = ""
        var previous = -1
        for i in indices {
            let piece = text(i)
            if previous >= 0 {
                let before = text(previous)
                let isWord = { (k: Int) in self.tokens[k].kind == .identifier || self.tokens[k].kind == .keyword }
                let attribute = isWord(previous) && piece == "(" && previous > 0 && isText(previous - 1, "@")
                if (isWord(previous) && isWord(i)) || before == "," || before == ":" || before == "->" || piece == "->" || attribute {
                    result += " "
                }
            }
            result += piece
            previous = i
        }
        return result
    }

    /// Words that say how a route method navigates, by the transition they make.
    static let transitionWords: [String: String] = [
        "pushViewController": "push", "pushWireframe": "push", "pushModule": "push",
        "present": "present", "presentWireframe": "present", "presentModule": "present",
        "setRootWireframe": "setRoot", "setViewControllers": "setRoot", "rootViewController": "setRoot",
        "dismiss": "dismiss", "dismissWireframe": "dismiss", "popViewController": "dismiss",
        "popToRootViewController": "dismiss", "popToViewController": "dismiss",
    ]

    /// Inside a method body: the capitalized names it mentions and the first transition word.
    mutating func recordCall(at i: Int) {
        guard let active = activeMember, tokens[i].kind == .identifier else { return }
        let first = bytes[tokens[i].start]
        if first >= 0x41 && first <= 0x5A {
            let id = nameID(i)
            let name = names.names[id]
            if !summary.types[active.type].members[active.member].calls.contains(name) {
                summary.types[active.type].members[active.member].calls.append(name)
            }
        } else if tokens[i].end - tokens[i].start >= 7, summary.types[active.type].members[active.member].transition == nil,
            first == UInt8(ascii: "p") || first == UInt8(ascii: "s") || first == UInt8(ascii: "d") || first == UInt8(ascii: "r"),
            let transition = Self.transitionWords[text(i)]
        {
            summary.types[active.type].members[active.member].transition = transition
        }
    }
}

extension MemberDecl {
    /// A type as the drift check compares it: no spaces; no `any`, which Swift lets a protocol
    /// type leave out; no argument names in function types (`(_ animated: Bool) -> ()`); and
    /// `Void` for `()` as a function's result. Works on bytes: it runs for every parameter.
    public static func normalize(_ type: String) -> String {
        // Most types (`Int`, `[Item]`, `String?`) have no space and no parenthesis, and then no
        // rule below changes them: `any` and `_ name:` need a space or a `(` to follow.
        if !type.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "(") }) {
            return type
        }
        // Words (identifiers, `_`, numbers) and single punctuation bytes, spaces dropped.
        var tokens: [ArraySlice<UInt8>] = []
        let bytes = Array(type.utf8)
        var i = 0
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
                || byte >= 0x80
        }
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
        func `is`(_ k: Int, _ text: String) -> Bool { k < tokens.count && tokens[k].elementsEqual(text.utf8) }
        func word(_ k: Int) -> Bool { k < tokens.count && isWord(tokens[k].first!) }
        var result: [UInt8] = []
        var k = 0
        while k < tokens.count {
            if `is`(k, "any"), word(k + 1) || `is`(k + 1, "(") {
                k += 1
            } else if `is`(k, "_"), result.last == UInt8(ascii: "(") || result.last == UInt8(ascii: ","), word(k + 1), `is`(k + 2, ":") {
                k += 3
            } else if `is`(k, "("), `is`(k + 1, ")"), result.count >= 2, result[result.count - 2] == UInt8(ascii: "-"),
                result[result.count - 1] == UInt8(ascii: ">")
            {
                result += Array("Void".utf8)
                k += 2
            } else {
                result += tokens[k]
                k += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
