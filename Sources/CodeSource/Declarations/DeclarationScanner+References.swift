import Diagnostics

/// The names a type's body mentions: type references, constructions and calls, and names
/// assigned `nil`.
extension DeclarationScanner {
    /// An identifier that declares nothing, whose first byte is `first`. Most tokens of a file
    /// come here and most are recorded nowhere: the cheap tests are made inline, on the
    /// neighbouring tokens read once, and only a name that passes one calls on.
    @inline(__always)
    package mutating func recordName(at i: Int, first: UInt8) {
        let context = contexts.last
        let next = singleByte(i + 1)
        if let context {
            let previous = i > 0 ? singleByte(i - 1) : 0
            // Type names start with a capital letter.
            if first >= 0x41 && first <= 0x5A { recordReference(at: i, in: context.typeIndex, previous: previous, next: next) }
            if i + 2 < tokens.count { recordReach(at: i, first: first, in: context.typeIndex, previous: previous, next: next) }
        } else if first >= 0x41 && first <= 0x5A {
            summary.looseNames.insert(text(i))
        }
        if activeMember != nil { recordCall(at: i) }
        if let context, next == UInt8(ascii: "=") {
            if isText(i + 2, "nil") {
                summary.types[context.typeIndex].nilAssigned.insert(text(i))
            } else if constructs(at: i + 2) {
                summary.types[context.typeIndex].assignedNew.insert(text(i))
            }
        }
    }

    /// Whether the expression at token `i` makes a new instance: `Name(` or `Name.make(`.
    package func constructs(at i: Int) -> Bool {
        guard i + 1 < tokens.count, tokens[i].kind == .identifier, bytes[tokens[i].start] >= 0x41 && bytes[tokens[i].start] <= 0x5A
        else { return false }
        if singleByte(i + 1) == UInt8(ascii: "(") { return true }
        return singleByte(i + 1) == UInt8(ascii: ".") && singleByte(i + 3) == UInt8(ascii: "(")
    }

    /// The byte of token `i` when it is one byte long, as `isByte` compares; 0 otherwise.
    @inline(__always)
    package func singleByte(_ i: Int) -> UInt8 {
        guard i < tokens.count else { return 0 }
        let token = tokens[i]
        return token.end - token.start == 1 ? bytes[token.start] : 0
    }

    /// A capitalized identifier in the body of the type at `typeIndex`, between tokens whose
    /// `singleByte` is `previous` and `next`.
    package mutating func recordReference(at i: Int, in typeIndex: Int, previous: UInt8, next: UInt8) {
        // A name after '.' is a member, not a type; `AppModules.Login.build()` builds a module
        // through a catalogue whose entries are capitalized.
        if previous == UInt8(ascii: "."), !(i > 1 && tokens[i - 2].end < tokens[i - 1].start) {
            if next == UInt8(ascii: "."), i > 1, tokens[i - 2].kind == .identifier,
                bytes[tokens[i - 2].start] >= 0x41 && bytes[tokens[i - 2].start] <= 0x5A
            {
                recordCatalogueBuild(at: i, in: typeIndex)
            }
            recordQualifiedRole(at: i, in: typeIndex, next: next)
            return
        }
        if previous == UInt8(ascii: "?") || previous == UInt8(ascii: "!") {
            if next == UInt8(ascii: ")") { recordCastReach(at: i, in: typeIndex) } else { recordCastBinding(at: i, in: typeIndex) }
        }
        let id = nameID(i)
        addReference(id, at: i, to: typeIndex)
        if isCall(at: i, next: next), seenCalls.insert(id, for: typeIndex) {
            summary.types[typeIndex].calls.append(Located(names.names[id], at: location(i)))
        }
    }

    /// Whether the member chain after the name at token `i` (`.delegate`, `.shared?.count`,
    /// `.handlers["a"]`) is assigned to, by `=` or a compound assignment.
    package func setsMember(after i: Int) -> Bool {
        var j = i + 1
        while j < tokens.count {
            let byte = singleByte(j)
            if byte == UInt8(ascii: "."), j + 1 < tokens.count, tokens[j + 1].kind == .identifier {
                j += 2
            } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
                j += 1
            } else if byte == UInt8(ascii: "[") {
                // A subscript (`Wireframe.handlers["a"] = x`), to its closing bracket, a short
                // way at most: the look stays bounded per name.
                var depth = 0
                let limit = min(tokens.count, j + 32)
                while j < limit {
                    if singleByte(j) == UInt8(ascii: "[") { depth += 1 } else if singleByte(j) == UInt8(ascii: "]") { depth -= 1 }
                    j += 1
                    if depth == 0 { break }
                }
                if depth != 0 { return false }
            } else {
                break
            }
        }
        guard j < tokens.count else { return false }
        if singleByte(j) == UInt8(ascii: "=") { return true }
        for assignment: StaticString in ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "??=", "<<=", ">>="] where isText(j, assignment) {
            return true
        }
        return false
    }

    /// `HelpModule.Wireframe(…)`, `LoginFlow.Router.makeModule()`: a role type of another
    /// module's namespace, named with its namespace, mentioned and made as such. (The name alone
    /// would be taken for the mentioning type's own namespace's.)
    @inline(never)
    package mutating func recordQualifiedRole(at i: Int, in typeIndex: Int, next: UInt8) {
        guard let id = qualifiedRoleID(at: i) else { return }
        addReference(id, at: i - 2, to: typeIndex)
        if isCall(at: i, next: next), seenCalls.insert(id, for: typeIndex) {
            summary.types[typeIndex].calls.append(Located(names.names[id], at: location(i - 2)))
        }
    }

    /// `Name(` or `Name.member`, at token `i` followed by `next`: a construction or a static
    /// call, as opposed to a type annotation. A static property set (`HomeWireframe.delegate =
    /// self`, `Wireframe.shared.count += 1`) calls nothing, nor does the use of a capitalized
    /// member, a nested type's as Swift names them (`ProfileAssembly.Model(…)`, the input a later
    /// `assembleModule` call takes; also `Assembly.Shared.build()`, read as no call of
    /// `Assembly`).
    @inline(__always)
    package mutating func isCall(at i: Int, next: UInt8) -> Bool {
        next == UInt8(ascii: "(")
            || (next == UInt8(ascii: ".") && i + 2 < tokens.count && tokens[i + 2].kind == .identifier
                && !(bytes[tokens[i + 2].start] >= 0x41 && bytes[tokens[i + 2].start] <= 0x5A) && !setsMember(after: i))
    }

    /// The name id of `Namespace.Role` where token `i` is a role type written with another
    /// namespace's name and a dot, nothing around them (`PromoModule.Wireframe`); else nil.
    @inline(__always)
    package mutating func qualifiedRoleID(at i: Int) -> Int? {
        // Most names follow no dot, or end in no role word's letter: ruled out inline.
        guard i > 1, singleByte(i - 1) == UInt8(ascii: "."), endsLikeARoleWord(i) else { return nil }
        return qualifiedRoleNameID(at: i)
    }

    @inline(never)
    private mutating func qualifiedRoleNameID(at i: Int) -> Int? {
        guard tokens[i - 1].end == tokens[i].start, tokens[i - 2].end == tokens[i - 1].start, tokens[i - 2].kind == .identifier,
            bytes[tokens[i - 2].start] >= 0x41 && bytes[tokens[i - 2].start] <= 0x5A,
            i < 3 || singleByte(i - 3) != UInt8(ascii: "."),
            isNestedRoleToken(i), TypeRoles.isNamespace(text(i - 2))
        else { return nil }
        return names.id(bytes, tokens[i - 2].start, tokens[i].end)
    }

    /// Whether token `i` names a role as a nested type may (`TypeRoles.isNestedRoleName`).
    package mutating func isNestedRoleToken(_ i: Int) -> Bool {
        let token = tokens[i]
        return bytes.withUnsafeBufferPointer { TypeRoles.isNestedRoleName(UnsafeBufferPointer(rebasing: $0[token.start..<token.end])) }
    }

    /// Whether token `i` ends with the last letter of a role word (`r`, `w`, `y`, `e`): one byte
    /// rules out most names before any text is made.
    @inline(__always)
    package func endsLikeARoleWord(_ i: Int) -> Bool {
        TypeRoles.isRoleWordEnding(bytes[tokens[i].end - 1])
    }

    /// Records the name with id `id` (from `nameID`) as mentioned by the type at `typeIndex`.
    package mutating func addReference(_ id: Int, at i: Int, to typeIndex: Int) {
        guard seenReferences.insert(id, for: typeIndex) else { return }
        summary.types[typeIndex].references.append(Located(names.names[id], at: location(i)))
    }
}
