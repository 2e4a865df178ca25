import Architecture
import Diagnostics

/// Signatures: a method's or initializer's selector, parameter types, effects and result, and
/// what its body opens and how it navigates, for the drift check and `viperc init --from`.
extension DeclarationScanner {
    /// A method or initializer declared in a type's body, with its signature, in `members`;
    /// only when the scanner records signatures. Reads ahead without consuming, so the
    /// parameter types still count as references; the body is attributed to the member by `run`.
    package mutating func scanMethod(_ context: Context, initializer: Bool = false) {
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
        // The buffers come from the scanner and go back to it, so that each file allocates them
        // once rather than once per method.
        // Swapped, not assigned: an assignment would retain and release every buffer.
        var buffers = SignatureBuffers()
        swap(&buffers, &signatureBuffers)
        defer { swap(&buffers, &signatureBuffers) }
        buffers.clear()
        // The selector, `name(label:label:)`, made as bytes: a String per label and their
        // joining cost more than the rest of the method.
        if initializer {
            buffers.selector.append(contentsOf: "init".utf8)
        } else {
            appendTrimmedName(nameToken, to: &buffers.selector)
        }
        buffers.selector.append(UInt8(ascii: "("))
        // Each parameter's name tokens (label and name) and type tokens, kept flat in `heads`
        // and `types`, with where each parameter ends in `ends`.
        // Whether the parameter has a name yet.
        var named = false
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
                buffers.endParameter()
                (inType, defaulted, named) = (false, false, false)
            } else if top && single == UInt8(ascii: ":") && !inType {
                inType = true
            } else if top && single == UInt8(ascii: "=") && inType {
                defaulted = true
            } else if top && !inType && (token.kind == .identifier || token.kind == .keyword) {
                if !named {
                    appendTrimmedName(i, to: &buffers.selector)
                    buffers.selector.append(UInt8(ascii: ":"))
                }
                named = true
                buffers.heads.append(i)
            } else if nesting >= 1 && inType && !defaulted {
                buffers.types.append(i)
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
        buffers.selector.append(UInt8(ascii: ")"))
        let selector = String(decoding: buffers.selector, as: UTF8.self)
        buffers.endParameter()
        // Effects and result, up to the body, a `where` clause or the next declaration.
        i += 1
        var effects: [String] = []
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
            // Generic arguments may be wrapped over lines (`-> AnyPublisher<` and the arguments
            // below it); in a type, `<` and `>` only ever bracket them. No type holds a brace,
            // so an angle left open by an unusual token never carries the result past one.
            var angles = 0
            let resultLine = line(i)
            while i < limit {
                let single = tokens[i].end - tokens[i].start == 1 ? bytes[tokens[i].start] : 0
                if single == UInt8(ascii: "{") || single == UInt8(ascii: "}")
                    || depth == 0 && (single == UInt8(ascii: ";") || isText(i, "where"))
                {
                    break
                }
                if depth == 0 && angles <= 0 && line(i) != resultLine && !buffers.result.isEmpty && !isText(i - 1, "->")
                    && !isByte(i - 1, UInt8(ascii: ","))
                {
                    break
                }
                if single == UInt8(ascii: "(") || single == UInt8(ascii: "[") { depth += 1 }
                if single == UInt8(ascii: ")") || single == UInt8(ascii: "]") { depth -= 1 }
                angles += angleBalance(i)
                buffers.result.append(i)
                i += 1
            }
        }
        // The shape and the text are made as bytes, each made into a String once: a String per
        // token and per piece cost more than the rest of the method.
        appendSwiftText(buffers.result[...], to: &buffers.resultText)
        if buffers.resultText.elementsEqual("Void".utf8) || buffers.resultText.elementsEqual("()".utf8) {
            buffers.resultText.removeAll(keepingCapacity: true)
        }
        buffers.shape.append(UInt8(ascii: "("))
        if initializer { buffers.written += "init".utf8 } else { appendTrimmedName(nameToken, to: &buffers.written) }
        buffers.written.append(UInt8(ascii: "("))
        var parameterNames: [String] = []
        parameterNames.reserveCapacity(buffers.ends.count)
        var headStart = 0
        var typeStart = 0
        for (index, end) in buffers.ends.enumerated() {
            let heads = buffers.heads[headStart..<end.heads]
            let type = buffers.types[typeStart..<end.types]
            (headStart, typeStart) = (end.heads, end.types)
            if index > 0 {
                buffers.shape.append(UInt8(ascii: ","))
                buffers.written += ", ".utf8
            }
            buffers.typeText.removeAll(keepingCapacity: true)
            appendSwiftText(type, to: &buffers.typeText)
            MemberDecl.appendNormalized(buffers.typeText, to: &buffers.shape)
            // A requirement may leave a parameter unnamed (`_: Int`); a spec names every one.
            if heads.count == 1, isUnderscore(heads[heads.startIndex]) {
                buffers.written += "_ value\(index + 1)".utf8
            } else {
                for (k, head) in heads.enumerated() {
                    if k > 0 { buffers.written.append(0x20) }
                    appendTrimmedName(head, to: &buffers.written)
                }
            }
            buffers.written += ": ".utf8
            buffers.written += buffers.typeText
            if let last = heads.last { parameterNames.append(trimmedName(last)) } else { parameterNames.append("_") }
        }
        buffers.shape.append(UInt8(ascii: ")"))
        buffers.written.append(UInt8(ascii: ")"))
        for effect in effects { buffers.shape += effect.utf8 }
        if !buffers.resultText.isEmpty {
            buffers.shape += "->".utf8
            MemberDecl.appendNormalized(buffers.resultText, to: &buffers.shape)
        }
        if !effects.isEmpty {
            buffers.written.append(0x20)
            buffers.written += effects.joined(separator: " ").utf8
        }
        if !buffers.resultText.isEmpty {
            buffers.written += " -> ".utf8
            buffers.written += buffers.resultText
        }
        summary.types[context.typeIndex].members.append(
            MemberDecl(
                kind: initializer ? .initializer : .method, name: selector, shape: String(decoding: buffers.shape, as: UTF8.self),
                text: String(decoding: buffers.written, as: UTF8.self),
                parameterNames: parameterNames, location: location))
        pendingMember = (context.typeIndex, summary.types[context.typeIndex].members.count - 1, depth)
    }

    /// Tokens as Swift text: a space between words, after commas and colons, around arrows.
    package func swiftText(_ indices: [Int]) -> String {
        var result: [UInt8] = []
        appendSwiftText(indices[...], to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `swiftText(indices)` to `out`, compared and copied as bytes.
    package func appendSwiftText(_ indices: ArraySlice<Int>, to out: inout [UInt8]) {
        var previous = -1
        for i in indices {
            let token = tokens[i]
            if previous >= 0 {
                let wordBefore = tokens[previous].kind == .identifier || tokens[previous].kind == .keyword
                let word = token.kind == .identifier || token.kind == .keyword
                let open = isByte(i, UInt8(ascii: "("))
                let attribute = wordBefore && open && previous > 0 && isByte(previous - 1, UInt8(ascii: "@"))
                // An attribute after another (`@escaping @Sendable`) or after a type's start.
                let nextAttribute =
                    isByte(i, UInt8(ascii: "@")) && !isByte(previous, UInt8(ascii: "(")) && !isByte(previous, UInt8(ascii: "["))
                    && !isByte(previous, UInt8(ascii: "<"))
                if (wordBefore && word) || isByte(previous, UInt8(ascii: ",")) || isByte(previous, UInt8(ascii: ":"))
                    || isText(previous, "->") || isText(i, "->") || attribute || nextAttribute
                {
                    out.append(0x20)
                }
            }
            // Punctuation is one byte, which needs no slice.
            if token.end - token.start == 1 { out.append(bytes[token.start]) } else { out += bytes[token.start..<token.end] }
            previous = i
        }
    }

    /// Whether token `i`, without backticks, is `_`.
    package func isUnderscore(_ i: Int) -> Bool {
        isByte(i, UInt8(ascii: "_")) || isText(i, "`_`")
    }

    /// Words that say how a route method navigates, by the transition they make.
    package static let transitionWords: [String: Transition] = [
        "pushViewController": .push, "pushWireframe": .push, "pushModule": .push,
        "present": .present, "presentWireframe": .present, "presentModule": .present,
        "rootViewController": .setRoot, "setRootWireframe": .reset, "setViewControllers": .reset,
        "dismiss": .dismiss, "dismissWireframe": .dismiss, "popViewController": .dismiss,
        "popToRootViewController": .dismiss, "popToViewController": .dismiss,
    ]

    /// Inside a method body: the capitalized names it mentions and the first transition word.
    package mutating func recordCall(at i: Int) {
        guard let active = activeMember, tokens[i].kind == .identifier else { return }
        let first = bytes[tokens[i].start]
        if first >= 0x41 && first <= 0x5A {
            // `PromoModule.Wireframe(…)`: the role type of that namespace, not this one's.
            let id = qualifiedRoleID(at: i) ?? nameID(i)
            let name = names.names[id]
            if !summary.types[active.type].members[active.member].calls.contains(name) {
                summary.types[active.type].members[active.member].calls.append(name)
            }
        } else if tokens[i].end - tokens[i].start >= 7, summary.types[active.type].members[active.member].transition == nil,
            first == UInt8(ascii: "p") || first == UInt8(ascii: "s") || first == UInt8(ascii: "d") || first == UInt8(ascii: "r"),
            let transition = Self.transitionWords[text(i)],
            // `UINavigationController(rootViewController:)` makes a stack; it sets no root.
            !isByte(i + 1, UInt8(ascii: ":"))
        {
            summary.types[active.type].members[active.member].transition = transition
        }
    }
}
