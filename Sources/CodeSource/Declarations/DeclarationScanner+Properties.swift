import Architecture
import Diagnostics

/// Stored properties with their ownership, every property as a member (for the drift check),
/// and closure capture lists.
extension DeclarationScanner {
    package mutating func scanProperty(_ context: Context) {
        let declaration = index
        // Modifiers before `var`/`let`, on the same declaration.
        var ownership = Ownership.strong
        var isLazy = false
        var isStatic = false
        var back = index - 1
        // Compared as bytes: a String per modifier cost more than the rest of the declaration.
        while back >= 0 {
            if isByte(back, UInt8(ascii: ")")), back >= 3, isText(back - 2, "(") {
                if isText(back - 3, "unowned") {
                    ownership = isText(back - 1, "unsafe") ? .unownedUnsafe : .unowned
                    back -= 4
                    continue
                }
                // `private(set)`, `nonisolated(unsafe)`: a modifier with its argument, which may
                // stand between `weak` and `var`.
                if isAny(back - 3, Self.modifierWords) {
                    back -= 4
                    continue
                }
            }
            guard isAny(back, Self.modifierWords) || (back >= 1 && isText(back - 1, "@")) || isByte(back, UInt8(ascii: "@")) else {
                break
            }
            if isText(back, "weak") {
                ownership = .weak
            } else if isText(back, "unowned") {
                ownership = .unowned
            } else if isText(back, "lazy") {
                isLazy = true
            } else if isText(back, "static") || isText(back, "class") {
                isStatic = true
            }
            back -= 1
        }
        let isLet = isText(index, "let")
        let keywordOffset = tokens[index].start
        // The declaration starts at its first modifier or attribute.
        let location = location(back + 1 < declaration ? back + 1 : declaration)
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .keyword else { return }
        let name = trimmedName(index)
        let nameIndex = index
        let lineEnd = lineEnd(index)
        if tokens[index].kind == .identifier { recordServiceName(at: index, in: context.typeIndex) }
        index += 1
        var typeText: String?
        var spelled = ""
        var typeNames: [String] = []
        var firstTypeToken: Int?
        if isByte(index, UInt8(ascii: ":")) {
            index += 1
            let typeStart = index < tokens.count ? tokens[index].start : bytes.count
            let firstToken = index
            var typeEnd = typeStart
            var typeTokens: [Int] = []
            var nesting = 0
            // Whether the type's tokens follow each other with nothing between them.
            var contiguous = true
            // A type goes on past its line inside brackets or after a trailing `&`
            // (`(ListOutput &` then `DetailOutput)?`); no type holds `=`, braces or `;`.
            var typeLineEnd = lineEnd
            while index < tokens.count,
                tokens[index].start < typeLineEnd || nesting > 0 || (index > 0 && isByte(index - 1, UInt8(ascii: "&")))
            {
                let token = tokens[index]
                let single = token.end - token.start == 1 ? bytes[token.start] : 0
                let startsLine = token.start >= typeLineEnd
                if (nesting == 0 || startsLine)
                    && (single == UInt8(ascii: "=") || single == UInt8(ascii: "{") || single == UInt8(ascii: ";")
                        || single == UInt8(ascii: "}"))
                {
                    break
                }
                if startsLine {
                    // A line that starts a declaration or statement (`var view: …` after an
                    // unclosed `[Int`) is none of the type's: the type ends where its line did.
                    if token.kind == .keyword, !isText(index, "any"), !isText(index, "some"), !isText(index, "inout") { break }
                    // The next line's end, found from here: the scan stays linear in the file.
                    var end = token.end
                    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                    typeLineEnd = end
                }
                if single == UInt8(ascii: "(") || single == UInt8(ascii: "[") { nesting += 1 }
                if single == UInt8(ascii: ")") || single == UInt8(ascii: "]") { nesting -= 1 }
                if token.kind == .identifier, bytes[token.start] >= 0x41 && bytes[token.start] <= 0x5A {
                    let id = nameID(index)
                    // In `AuthViewController.State` the property holds the nested type, not
                    // the view: a qualifier is mentioned but not held.
                    let isQualifier =
                        isByte(index + 1, UInt8(ascii: ".")) && tokens[index + 1].start == token.end
                        && index + 2 < tokens.count && tokens[index + 2].kind == .identifier
                    if !isQualifier {
                        if typeNames.isEmpty { firstTypeToken = index }
                        typeNames.append(names.names[id])
                    }
                    addReference(id, at: index, to: context.typeIndex)
                }
                // Literals may hold spaces, which the type as written leaves out.
                if token.start != typeEnd || token.kind == .stringLiteral || token.kind == .regexLiteral || token.kind == .unknown {
                    contiguous = false
                }
                typeEnd = token.end
                if signatures { typeTokens.append(index) }
                index += 1
            }
            if signatures { spelled = swiftText(typeTokens) }
            // Over several lines, the type is its tokens: the bytes between may hold comments.
            let multiline = index > firstToken && tokens[index - 1].start >= lineEnd
            // The type as written, without the spaces between its tokens. Written without spaces,
            // as most are, it comes from the name table, which makes each spelling once per file;
            // else it is copied straight into the string's storage.
            typeText =
                multiline
                ? (firstToken..<index).map { text($0) }.joined()
                : contiguous
                    ? names.name(bytes, typeStart, typeEnd)
                    : String(unsafeUninitializedCapacity: typeEnd - typeStart) { written in
                        var count = 0
                        for byte in bytes[typeStart..<typeEnd] where byte != 0x20 && byte != 0x09 {
                            written[count] = byte
                            count += 1
                        }
                        return count
                    }
        }
        var computed = false
        var settable = false
        let hasInitialValue = isText(index, "=") && !isText(index + 1, "nil")
        if isText(index, "=") {
            // An inferred type: the initializer's leading type name, as in `= HomeView()`.
            if typeText == nil, index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                bytes[tokens[index + 1].start] >= 0x41 && bytes[tokens[index + 1].start] <= 0x5A
            {
                typeNames.append(internedText(index + 1))
            } else if typeText == nil, let cast = castType(after: index, lineEnd: lineEnd) {
                typeNames.append(cast)
            }
        } else if isText(index, "{") {
            // Observers keep a property stored; any other body makes it computed.
            computed = !(isText(index + 1, "willSet") || isText(index + 1, "didSet"))
            // `{ get set }` in a protocol.
            settable = isText(index + 1, "get") && (isText(index + 2, "set") || isText(index + 3, "set"))
        }
        if signatures && !isStatic {
            // Stored or computed, a property is a member the drift check compares.
            let accessors = computed && (isText(index + 1, "get") || settable) ? (settable ? " { get set }" : " { get }") : ""
            summary.types[context.typeIndex].members.append(
                MemberDecl(
                    kind: .property, name: name, shape: typeText == nil ? "" : ":" + MemberDecl.normalize(spelled),
                    text: typeText == nil ? name : name + ": " + spelled + accessors, location: location))
        }
        guard !computed else {
            // `var detailsViewController: DetailsViewController { get }` in a protocol.
            if let made = typeNames.first, context.kind == .protocol, isFactoryName(nameIndex) {
                recordFactory(result: MemberResult(member: name, type: made), in: context.typeIndex)
            }
            if let firstTypeToken, !isStatic { computedMembers.append((context.typeIndex, nameIndex, firstTypeToken)) }
            return
        }
        summary.types[context.typeIndex].properties.append(
            StoredProperty(
                name: name, isLet: isLet, ownership: ownership, isLazy: isLazy, isStatic: isStatic, typeText: typeText,
                typeNames: typeNames, location: location, keywordOffset: keywordOffset, hasInitialValue: hasInitialValue))
    }

    /// The type an initializer casts its value to as its last step, on the declaration's line:
    /// `lazy var loginView = self.view as? LoginViewController` holds the view it casts.
    /// A cast inside brackets (`(item as? Post)?.title`) types nothing. The scan stops where the
    /// declaration does (a `;` or `,` outside brackets, a brace), so each initializer is read once.
    mutating func castType(after equals: Int, lineEnd: Int) -> String? {
        var i = equals + 1
        var cast: Int?
        var nesting = 0
        while i < tokens.count, tokens[i].start < lineEnd {
            let single = singleByte(i)
            if single == UInt8(ascii: "(") || single == UInt8(ascii: "[") {
                nesting += 1
            } else if single == UInt8(ascii: ")") || single == UInt8(ascii: "]") {
                nesting -= 1
                if nesting < 0 { break }
            } else if single == UInt8(ascii: "{") || single == UInt8(ascii: "}")
                || (nesting == 0 && (single == UInt8(ascii: ";") || single == UInt8(ascii: ",")))
            {
                break
            } else if nesting == 0, tokens[i].kind == .keyword, isText(i, "as") {
                cast = i
            }
            i += 1
        }
        guard var name = cast.map({ $0 + 1 }) else { return nil }
        if singleByte(name) == UInt8(ascii: "?") || singleByte(name) == UInt8(ascii: "!") { name += 1 }
        // The type ends the declaration: its name is the last token before where the scan stopped.
        guard name + 1 == i, name < tokens.count, tokens[name].kind == .identifier,
            bytes[tokens[name].start] >= 0x41 && bytes[tokens[name].start] <= 0x5A
        else { return nil }
        return internedText(name)
    }

    /// `[weak self, unowned delegate] in` at the start of a closure.
    package mutating func scanCaptureList() {
        guard index > 0, isText(index - 1, "{") else { return }
        var i = index + 1
        var entries: [CaptureEntry] = []
        while i < tokens.count, !isText(i, "]") {
            if isText(i, "weak") || isText(i, "unowned") {
                var ownership: Ownership = isText(i, "weak") ? .weak : .unowned
                var j = i + 1
                if isText(j, "(") {
                    if isText(j + 1, "unsafe") { ownership = .unownedUnsafe }
                    j += 3
                }
                if j < tokens.count { entries.append(CaptureEntry(name: text(j), ownership: ownership, location: location(i))) }
                i = j
            }
            i += 1
            if i - index > 64 { return }
        }
        if isText(i + 1, "in") { summary.captures += entries }
    }
}

extension DeclarationScanner {
    /// Whether the declaration whose keyword is at `index` is `static` or `class`: its
    /// modifiers, and attributes without arguments, are read backwards.
    func isStaticMember(at index: Int) -> Bool {
        var back = index - 1
        while back >= 0, isAny(back, Self.modifierWords) || (back >= 1 && isByte(back - 1, UInt8(ascii: "@"))) {
            if isText(back, "static") || isText(back, "class") { return true }
            back -= 1
        }
        return false
    }
}
