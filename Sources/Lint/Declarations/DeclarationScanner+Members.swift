import Diagnostics

/// What the scanner records beyond types and stored properties: method selectors, singletons,
/// reaches through another component's property, and values named like services.
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

    /// A method declared in a type's body, as its selector: `item(at:)`, `reload()`. Reads
    /// ahead without consuming, so the parameter types still count as references.
    mutating func scanMethod(_ context: Context) {
        let location = location(index)
        var i = index + 1
        index += 1
        guard i < tokens.count else { return }
        let name = text(i).trimmingBackticks
        i += 1
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
        var labels: [String] = []
        var nesting = 0
        var angles = 0
        var expectLabel = true
        // A parameter list is short; a bound keeps a malformed one from reading the whole file.
        let limit = min(tokens.count, i + 2_000)
        while i < limit {
            let token = tokens[i]
            let single = token.end - token.start == 1 ? bytes[token.start] : 0
            if token.kind == .operator, !isText(i, "->") {
                // Generic arguments such as `Result<[Show], Error>`; the lexer may join `>?`.
                for byte in bytes[token.start..<token.end] {
                    if byte == UInt8(ascii: "<") { angles += 1 }
                    if byte == UInt8(ascii: ">") { angles = max(0, angles - 1) }
                }
            } else if single == UInt8(ascii: "(") || single == UInt8(ascii: "[") || (single == UInt8(ascii: "{") && nesting > 0) {
                nesting += 1
            } else if single == UInt8(ascii: ")") || single == UInt8(ascii: "]") || (single == UInt8(ascii: "}") && nesting > 1) {
                nesting -= 1
                if nesting == 0 { break }
            } else if nesting == 1 && angles == 0 && single == UInt8(ascii: ",") {
                expectLabel = true
            } else if nesting == 1 && angles == 0 && expectLabel && (token.kind == .identifier || token.kind == .keyword) {
                labels.append(text(i).trimmingBackticks)
                expectLabel = false
            } else if single == UInt8(ascii: "{") || single == UInt8(ascii: "}") {
                return
            }
            i += 1
        }
        let selector = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        summary.types[context.typeIndex].methods.append(Located(selector, at: location))
    }

}
