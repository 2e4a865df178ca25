import Diagnostics

/// What the scanner records beyond types and stored properties: singletons, reaches through
/// another component's property, and values named like services.
extension DeclarationScanner {
    static let singletonMembers: [StaticString] = ["shared", "sharedInstance", "instance", "sharedManager"]
    static let reachMembers: [StaticString] = ["presenter", "output", "eventHandler", "interactor", "viewOutput", "moduleInput"]

    /// Whether token `i` spells one of `words`; compares bytes, with no String made.
    func isAny(_ i: Int, _ words: [StaticString]) -> Bool {
        words.contains { isText(i, $0) }
    }

    /// Records `Type.shared` and `property?.presenter` in the enclosing type.
    mutating func recordReach(at i: Int) {
        guard let context = contexts.last, tokens[i].kind == .identifier, i + 2 < tokens.count else { return }
        if i > 0, isByte(i - 1, UInt8(ascii: ".")), !(i > 1 && isText(i - 2, "self")) { return }
        recordServiceName(at: i, in: context.typeIndex)
        var dot = i + 1
        if isByte(dot, UInt8(ascii: "?")) || isByte(dot, UInt8(ascii: "!")) { dot += 1 }
        guard isByte(dot, UInt8(ascii: ".")), dot + 1 < tokens.count, tokens[dot + 1].kind == .identifier else { return }
        let first = bytes[tokens[i].start]
        if first >= 0x41 && first <= 0x5A {
            guard dot == i + 1, isAny(dot + 1, Self.singletonMembers) else { return }
            let name = text(i)
            if !summary.types[context.typeIndex].singletons.contains(where: { $0.value == name }) {
                summary.types[context.typeIndex].singletons.append(Located(name, at: location(i)))
            }
        } else if isAny(dot + 1, Self.reachMembers), !isText(i, "self") {
            summary.types[context.typeIndex].memberReaches.append(
                MemberReach(base: text(i), member: text(dot + 1), location: location(i)))
        }
    }

    /// Whether token `i` is the one byte `byte`: cheaper than `isText` on the hot path.
    func isByte(_ i: Int, _ byte: UInt8) -> Bool {
        guard i < tokens.count else { return false }
        let token = tokens[i]
        return token.end - token.start == 1 && bytes[token.start] == byte
    }

    static let serviceSuffixes: [StaticString] = ["Service", "Repository", "APIClient", "ApiClient"]

    /// Whether token `i` ends with `suffix` and has more before it; compares bytes.
    func hasSuffix(_ i: Int, _ suffix: StaticString) -> Bool {
        let token = tokens[i]
        let count = suffix.utf8CodeUnitCount
        guard token.end - token.start > count else { return false }
        let start = suffix.utf8Start
        let from = token.end - count
        for offset in 0..<count where bytes[from + offset] != start[offset] { return false }
        return true
    }

    mutating func recordServiceName(at i: Int, in typeIndex: Int) {
        let token = tokens[i]
        let first = bytes[token.start]
        guard first >= 0x61 && first <= 0x7A, token.end - token.start > 7 else { return }
        // Every suffix ends in 'e', 'y' or 't'; most names stop here without a String.
        let last = bytes[token.end - 1]
        guard last == UInt8(ascii: "e") || last == UInt8(ascii: "y") || last == UInt8(ascii: "t") else { return }
        guard Self.serviceSuffixes.contains(where: { hasSuffix(i, $0) }) else { return }
        let name = text(i)
        guard !summary.types[typeIndex].serviceNames.contains(where: { $0.value == name }) else { return }
        summary.types[typeIndex].serviceNames.append(Located(name, at: location(i)))
    }
}
