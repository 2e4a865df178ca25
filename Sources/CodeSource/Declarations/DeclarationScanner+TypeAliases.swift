/// Top-level type aliases. Template apps name a router's screen `EntryPoint`, an alias of the
/// view protocol and `UIViewController`; a property of that type holds the view. An alias of a
/// function type is left out: a closure holds none of the types it names.
extension DeclarationScanner {
    /// `typealias Name = A & B`, or with generic parameters: records the capitalized names on the
    /// right-hand side, which ends with its line (or carries on after a trailing `&`).
    package mutating func scanTypeAlias() {
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
        var line = self.line(index)
        var names: [String] = []
        var isFunction = false
        index += 1
        while index < tokens.count {
            let token = tokens[index]
            let here = self.line(index)
            if here != line {
                // Continues only after a token that needs more (`A &`, `=`).
                guard isByte(index - 1, UInt8(ascii: "&")) || isByte(index - 1, UInt8(ascii: "=")) else { break }
                line = here
            }
            if token.kind == .keyword, !isText(index, "Any"), !isText(index, "Self") { break }
            if token.kind == .punctuation, isByte(index, UInt8(ascii: "{")) || isByte(index, UInt8(ascii: "}")) { break }
            // A function type holds none of the types its signature names.
            if token.kind == .operator, token.end - token.start == 2, isText(index, "->") { isFunction = true }
            if token.kind == .identifier, bytes[token.start] >= UInt8(ascii: "A"), bytes[token.start] <= UInt8(ascii: "Z") {
                let typeName = trimmedName(index)
                if !generics.contains(typeName), !names.contains(typeName) { names.append(typeName) }
            }
            index += 1
        }
        if !names.isEmpty, !isFunction { summary.typeAliases[name] = names }
    }
}
