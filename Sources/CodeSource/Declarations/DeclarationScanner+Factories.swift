import Diagnostics

/// Factories: calls through a held factory that make a screen or a module, and what a factory
/// protocol's members say they make.
extension DeclarationScanner {
    /// Adds a call through a factory, or what a factory member makes, to the type at `typeIndex`.
    package mutating func recordFactory(call: MemberReach? = nil, result: MemberResult? = nil, in typeIndex: Int) {
        var facts = summary.types[typeIndex].factories ?? FactoryFacts()
        summary.types[typeIndex].factories = nil
        if let call { facts.calls.append(call) }
        if let result { facts.results.append(result) }
        summary.types[typeIndex].factories = facts
    }

    /// Endings of member names that say the member makes a screen or a module.
    package static let factoryEndings: [StaticString] = ["Controller", "Module", "Screen", "Scene"]

    /// Whether token `i` names a member that makes a screen or a module: `detailsViewController`,
    /// `settingsModule`, `makeProfileScene`. Compares bytes.
    @inline(__always)
    package func isFactoryName(_ i: Int) -> Bool {
        guard i < tokens.count, tokens[i].kind == .identifier else { return false }
        let token = tokens[i]
        // The endings' last two bytes ("er", "le", "en", "ne") rule out most names at once.
        let length = token.end - token.start
        guard length > 4 else { return false }
        let last = bytes[token.end - 1]
        let beforeLast = bytes[token.end - 2]
        switch (beforeLast, last) {
        case (UInt8(ascii: "e"), UInt8(ascii: "r")), (UInt8(ascii: "l"), UInt8(ascii: "e")), (UInt8(ascii: "e"), UInt8(ascii: "n")),
            (UInt8(ascii: "n"), UInt8(ascii: "e")):
            if Self.factoryEndings.contains(where: { hasSuffix(i, $0) }) { return true }
        default: break
        }
        // `makeX`: a lower-case `make` followed by a capital.
        if bytes[token.start] == UInt8(ascii: "m"), bytes[token.start + 1] == UInt8(ascii: "a"),
            bytes[token.start + 2] == UInt8(ascii: "k"), bytes[token.start + 3] == UInt8(ascii: "e"),
            bytes[token.start + 4] >= 0x41 && bytes[token.start + 4] <= 0x5A
        {
            return true
        }
        return false
    }

    /// The declared result of the protocol requirement `func` at `i` when its name is a
    /// factory's (`isFactoryName`), recorded in the protocol at `typeIndex`. Reads ahead only.
    package mutating func recordResult(ofFunctionAt i: Int, in typeIndex: Int) {
        guard isFactoryName(i + 1) else { return }
        var j = i + 2
        var nesting = 0
        // A requirement is short; a bound keeps a malformed one from reading the whole file.
        let limit = min(tokens.count, j + 400)
        while j < limit {
            let single = singleByte(j)
            if single == UInt8(ascii: "(") || single == UInt8(ascii: "[") {
                nesting += 1
            } else if single == UInt8(ascii: ")") || single == UInt8(ascii: "]") {
                nesting -= 1
            } else if nesting == 0 {
                if single == UInt8(ascii: "{") || single == UInt8(ascii: "}") || single == UInt8(ascii: ";") { return }
                // Before its result a requirement has only its effects; any other word
                // (`subscript`, `typealias`, the next `func`) starts another declaration.
                if tokens[j].kind == .keyword, !(isText(j, "async") || isText(j, "throws") || isText(j, "rethrows")) { return }
                if isText(j, "->") { break }
            }
            j += 1
        }
        guard j < limit else { return }
        j += 1
        // `-> some View`, `-> any Screen`, `-> (UIViewController)`: the first capitalized name.
        while j < limit, isText(j, "some") || isText(j, "any") || isByte(j, UInt8(ascii: "(")) { j += 1 }
        guard j < limit, tokens[j].kind == .identifier, bytes[tokens[j].start] >= 0x41 && bytes[tokens[j].start] <= 0x5A else { return }
        recordFactory(result: MemberResult(member: text(i + 1), type: text(j)), in: typeIndex)
    }
}
