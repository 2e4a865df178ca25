/// Top-level type aliases. Template apps name a router's screen `EntryPoint`, an alias of the
/// view protocol and `UIViewController`; a property of that type holds the view. Only plain
/// names and compositions count: an alias of a function, tuple or metatype holds none of the
/// types it names.
extension DeclarationScanner {
    /// `typealias Name = A & B`, or with generic parameters: records the capitalized names on the
    /// right-hand side, which ends with its line (or carries on after a trailing `&`). Every name
    /// read is also a loose name of the file, as the main loop would have recorded it: a UI
    /// import stays needed for `typealias Completion = (UIImage?) -> Void`.
    package mutating func scanTypeAlias() {
        let atTopLevel = depth == 0
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return }
        let name = trimmedName(index)
        index += 1
        var generics = Set<String>()
        if index < tokens.count, startsAngleBrackets(index) {
            let open = index
            skipAngleBrackets()
            for i in open..<index where tokens[i].kind == .identifier { generics.insert(trimmedName(i)) }
        }
        guard index < tokens.count, isByte(index, UInt8(ascii: "=")) else { return }
        if atTopLevel, generics.isEmpty, let target = plainTypePath(after: index) { namedAliases[name] = target }
        var line = self.line(index)
        var names: [String] = []
        // A function type, a tuple, an attribute or a metatype: recorded as no holder.
        var holdsNone = isByte(index + 1, UInt8(ascii: "(")) || isByte(index + 1, UInt8(ascii: "@"))
        index += 1
        var parentheses = 0
        while index < tokens.count {
            let token = tokens[index]
            let here = self.line(index)
            if here != line {
                // Continues inside parentheses or after a token that needs more (`A &`, `=`).
                guard parentheses > 0 || isByte(index - 1, UInt8(ascii: "&")) || isByte(index - 1, UInt8(ascii: "=")) else { break }
                line = here
            }
            if token.kind == .punctuation {
                if isByte(index, UInt8(ascii: "{")) || isByte(index, UInt8(ascii: "}")) { break }
                if isByte(index, UInt8(ascii: "(")) { parentheses += 1 }
                if isByte(index, UInt8(ascii: ")")) { parentheses -= 1 }
            } else if token.kind == .keyword, parentheses == 0, !isText(index, "Any"), !isText(index, "Self") {
                break
            } else if token.kind == .operator, token.end - token.start == 2, isText(index, "->") {
                holdsNone = true
            } else if token.kind == .identifier, bytes[token.start] >= UInt8(ascii: "A"), bytes[token.start] <= UInt8(ascii: "Z") {
                let typeName = trimmedName(index)
                if isByte(index - 1, UInt8(ascii: ".")), typeName == "Type" || typeName == "Protocol" { holdsNone = true }
                summary.looseNames.insert(text(index))
                if !generics.contains(typeName), !names.contains(typeName) { names.append(typeName) }
            }
            index += 1
        }
        if atTopLevel, !names.isEmpty, !holdsNone { summary.typeAliases[name] = names }
    }

    /// The type an alias names when its right-hand side, from the token after `equals` to its
    /// line's end, is one name or a dotted path (`MapModule`, `Module.Presenter`), its first part
    /// resolved through the aliases above it; nil for anything else.
    private func plainTypePath(after equals: Int) -> String? {
        var i = equals + 1
        let end = lineEnd(equals)
        // A right-hand side on the next line is no plain name: `typealias A =` then `B.C`.
        guard i < tokens.count, tokens[i].kind == .identifier, tokens[i].start < end else { return nil }
        let first = text(i)
        var path = namedAliases.isEmpty ? first : namedAliases[first] ?? first
        i += 1
        while i + 1 < tokens.count, tokens[i].start < end, isByte(i, UInt8(ascii: ".")), tokens[i + 1].kind == .identifier {
            path += "." + text(i + 1)
            i += 2
        }
        guard i >= tokens.count || tokens[i].start >= end || isByte(i, UInt8(ascii: ";")) else { return nil }
        return path
    }

    /// `typealias ViewOutput = MapViewOutputProtocol` in a top-level struct, enum or extension
    /// (a namespace): recorded under the type's qualified name when it names one type and is
    /// named like a role protocol (`…Input`, `…Output`, `…Interface`, `…Protocol`), the aliases
    /// conformances are spelled through. A top-level class's aliases are recorded whatever their
    /// names: its own properties are typed through them. Reads ahead only; the main loop goes on
    /// from the keyword.
    package mutating func recordMemberAlias() {
        let kind = summary.types[contexts[0].typeIndex].kind
        // A class's alias serves its own properties (`typealias Output = FeedInteractorOutput`
        // above `weak var output: Output?`), whatever its name.
        guard kind == .struct || kind == .enum || kind == .extension || kind == .class, index + 2 < tokens.count,
            tokens[index + 1].kind == .identifier, isByte(index + 2, UInt8(ascii: "=")), kind == .class || namesARoleProtocol(index + 1),
            let target = plainTypePath(after: index + 2)
        else { return }
        if kind == .class {
            summary.classAliases[contextNames[0] + "." + text(index + 1)] = target
        } else {
            summary.memberAliases[contextNames[0] + "." + text(index + 1)] = target
        }
    }

    /// Whether token `i` ends with `Input`, `Output`, `Interface` or `Protocol` after at least
    /// one more letter; compares bytes, with no String made.
    private func namesARoleProtocol(_ i: Int) -> Bool {
        let token = tokens[i]
        for word in ["Input", "Output", "Interface", "Protocol"] as [StaticString] {
            let count = word.utf8CodeUnitCount
            guard token.end - token.start > count else { continue }
            let start = token.end - count
            if (0..<count).allSatisfy({ bytes[start + $0] == word.utf8Start[$0] }) { return true }
        }
        return false
    }
}
