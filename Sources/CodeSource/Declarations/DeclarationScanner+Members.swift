import Diagnostics

/// What the scanner records beyond types and stored properties: singletons, reaches through
/// another component's property, and values named like services.
extension DeclarationScanner {
    package static let singletonMembers: [StaticString] = ["shared", "sharedInstance", "instance", "sharedManager", "share"]
    package static let reachMembers: [StaticString] = ["presenter", "output", "eventHandler", "interactor", "viewOutput", "moduleInput"]
    /// What a builder, assembly or factory is asked to make a module with.
    package static let buildMembers: [StaticString] = [
        "build", "make", "makeModule", "create", "createModule", "assemble", "assembleModule", "buildModule",
    ]
    /// Their first bytes, so that most calls are ruled out by one comparison.
    package static let buildMemberFirstBytes: [UInt8] = [UInt8(ascii: "b"), UInt8(ascii: "m"), UInt8(ascii: "c"), UInt8(ascii: "a")]

    /// Whether token `i` spells one of `words`; compares bytes, with no String made.
    @inline(__always)
    package func isAny(_ i: Int, _ words: [StaticString]) -> Bool {
        words.contains { isText(i, $0) }
    }

    /// Records `Type.shared` and `property?.presenter` in the type at `typeIndex`, for the
    /// identifier `i` whose first byte is `first`, between tokens whose `singleByte` is
    /// `previous` and `next`; `i + 2` must be a token.
    @inline(__always)
    package mutating func recordReach(at i: Int, first: UInt8, in typeIndex: Int, previous: UInt8, next: UInt8) {
        if previous == UInt8(ascii: "."), !(i > 1 && isText(i - 2, "self")) {
            if next == UInt8(ascii: "."), i > 1, first >= 0x61 && first <= 0x7A, tokens[i - 2].kind == .identifier,
                bytes[tokens[i - 2].start] >= 0x41 && bytes[tokens[i - 2].start] <= 0x5A
            {
                recordCatalogueBuild(at: i, in: typeIndex)
            }
            return
        }
        recordServiceName(at: i, in: typeIndex)
        var dot = i + 1
        var dotByte = next
        if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
            dot += 1
            dotByte = singleByte(dot)
        }
        // `default` after a dot is a member (`CardsManager.default`), though the lexer calls it a keyword.
        guard dotByte == UInt8(ascii: "."), dot + 1 < tokens.count,
            tokens[dot + 1].kind == .identifier || (tokens[dot + 1].kind == .keyword && isText(dot + 1, "default"))
        else { return }
        recordMemberAccess(at: i, dot: dot, first: first, in: typeIndex)
    }

    /// `AppModules.editReceipt.build()`, with `editReceipt` at `i`: a module built through a
    /// catalogue of modules (`ModuleCatalogue`). Recorded as a build call and, in a method, as
    /// the call `AppModules.editReceipt`.
    @inline(never)
    package mutating func recordCatalogueBuild(at i: Int, in typeIndex: Int) {
        guard singleByte(i + 3) == UInt8(ascii: "("), tokens[i + 2].kind == .identifier,
            Self.buildMemberFirstBytes.contains(bytes[tokens[i + 2].start]), isAny(i + 2, Self.buildMembers)
        else { return }
        let catalogue = text(i - 2)
        let entry = text(i)
        summary.types[typeIndex].buildCalls.append(
            MemberReach(base: entry, member: text(i + 2), location: location(i), catalogue: catalogue))
        guard let active = activeMember else { return }
        let dotted = catalogue + "." + entry
        if !summary.types[active.type].members[active.member].calls.contains(dotted) {
            summary.types[active.type].members[active.member].calls.append(dotted)
        }
    }

    /// `(x as? DetailsViewController)?.presenter`: a reach through what the cast names; the
    /// type name is at `i`, the `)` after it.
    @inline(never)
    package mutating func recordCastReach(at i: Int, in typeIndex: Int) {
        guard i >= 2, isText(i - 2, "as") else { return }
        // The `(` that the `)` closes must open a parenthesised expression, not a call's
        // arguments (`embed(vc as? GroupsViewController)?.output` reaches what `embed` returns).
        var open = i - 3
        var nesting = 0
        while open >= 0 && i - open < 64 {
            let byte = singleByte(open)
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                nesting += 1
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                if nesting == 0 { break }
                nesting -= 1
            }
            open -= 1
        }
        guard open >= 0, singleByte(open) == UInt8(ascii: "(") else { return }
        // Call parentheses follow on the same line; a `(` that starts a line starts a statement.
        if open > 0, !bytes[tokens[open - 1].end..<tokens[open].start].contains(UInt8(ascii: "\n")) {
            let before = singleByte(open - 1)
            if tokens[open - 1].kind == .identifier || before == UInt8(ascii: ")") || before == UInt8(ascii: "]")
                || before == UInt8(ascii: ">") || before == UInt8(ascii: "?") || before == UInt8(ascii: "!")
            {
                return
            }
        }
        var dot = i + 2
        if singleByte(dot) == UInt8(ascii: "?") || singleByte(dot) == UInt8(ascii: "!") { dot += 1 }
        guard singleByte(dot) == UInt8(ascii: "."), dot + 1 < tokens.count, tokens[dot + 1].kind == .identifier,
            isAny(dot + 1, Self.reachMembers)
        else { return }
        summary.types[typeIndex].memberReaches.append(
            MemberReach(base: text(i), member: text(dot + 1), location: location(i), throughCast: true))
    }

    /// A reach or a builder call through a name that no stored property or typed local of its
    /// type declares may go through a computed property of that type (`var tabBar:
    /// TabViewController? { … }`), declared in the type or in another declaration of it in the
    /// file. Looked up once the file is read, and only where such a call needs it.
    package mutating func recordComputedReachBases() {
        guard !computedMembers.isEmpty else { return }
        var stored: [String: Set<String>]?
        // By the base's name: the declaring type's index, and the type's key, to its type token.
        var byIndex: [String: [Int: Int]]?
        var byKey: [String: Int]?
        func key(_ type: TypeDecl) -> String { (type.parent ?? "") + "/" + type.name }
        for typeIndex in summary.types.indices {
            let type = summary.types[typeIndex]
            guard !type.memberReaches.isEmpty || !type.buildCalls.isEmpty else { continue }
            var seen = Set<String>()
            let bases =
                type.memberReaches.lazy.filter { !$0.throughCast }.map(\.base)
                + type.buildCalls.lazy.filter { $0.catalogue == nil }.map(\.base)
            for base in bases where seen.insert(base).inserted {
                if stored == nil {
                    var names: [String: Set<String>] = [:]
                    for other in summary.types { names[key(other), default: []].formUnion(other.properties.lazy.map(\.name)) }
                    stored = names
                }
                let own = key(type)
                guard stored![own]?.contains(base) != true, !type.typedLocals.contains(where: { $0.name == base && $0.endLine == nil })
                else { continue }
                if byIndex == nil {
                    var indexed: [String: [Int: Int]] = [:]
                    var keyed: [String: Int] = [:]
                    for member in computedMembers {
                        let name = text(member.name)
                        if indexed[name]?[member.type] == nil { indexed[name, default: [:]][member.type] = member.typeToken }
                        let typeKey = name + "|" + key(summary.types[member.type])
                        if keyed[typeKey] == nil { keyed[typeKey] = member.typeToken }
                    }
                    byIndex = indexed
                    byKey = keyed
                }
                // The type's own declaration first, then another declaration of the same type.
                guard let token = byIndex![base]?[typeIndex] ?? byKey![base + "|" + own] else { continue }
                summary.types[typeIndex].computedProperties.append(TypedLocal(name: base, type: text(token)))
            }
        }
    }

    /// The singleton type named at `i`, at its first use in the type at `typeIndex`.
    package mutating func recordSingleton(at i: Int, in typeIndex: Int) {
        let name = text(i)
        if !summary.types[typeIndex].singletons.contains(where: { $0.value == name }) {
            summary.types[typeIndex].singletons.append(Located(name, at: location(i)))
        }
    }

    /// Whether token `i` is named with an Objective-C prefix: two capitals before a capitalized
    /// word (`PHImageManager`, `SDImageCache`).
    package func hasObjectiveCPrefix(_ i: Int) -> Bool {
        let token = tokens[i]
        guard token.end - token.start > 3 else { return false }
        func isCapital(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        return isCapital(bytes[token.start]) && isCapital(bytes[token.start + 1]) && isCapital(bytes[token.start + 2])
            && bytes[token.start + 3] >= UInt8(ascii: "a") && bytes[token.start + 3] <= UInt8(ascii: "z")
    }

    /// `i.member` or `i?.member`, with the `.` at `dot`.
    @inline(never)
    package mutating func recordMemberAccess(at i: Int, dot: Int, first: UInt8, in typeIndex: Int) {
        if first >= 0x41 && first <= 0x5A {
            // Every singleton member starts with `s` or `i`: most accesses are ruled out by one byte.
            // (`recordReach`'s callers make `i + 2` a token.)
            guard dot == i + 1 else { return }
            // `PHImageManager.default()`, `SDImageCache.shared()`: a prefixed Objective-C class's
            // accessor, a framework's or a library's, no service of the app (whose own
            // `SessionManager.shared()` still is one).
            if singleByte(dot + 2) == UInt8(ascii: "("), hasObjectiveCPrefix(i) { return }
            let initial = bytes[tokens[dot + 1].start]
            // `CardsManager.default`, as Foundation spells its own singletons; Foundation's
            // (`FileManager.default`, `NotificationCenter.default`) are the platform's, no service.
            if initial == UInt8(ascii: "d"), isText(dot + 1, "default"), !isText(i, "FileManager"), !isText(i, "NotificationCenter"),
                !(bytes[tokens[i].start] == UInt8(ascii: "N") && tokens[i].end - tokens[i].start > 2
                    && bytes[tokens[i].start + 1] == UInt8(ascii: "S"))
            {
                recordSingleton(at: i, in: typeIndex)
                return
            }
            guard initial == UInt8(ascii: "s") || initial == UInt8(ascii: "i"), isAny(dot + 1, Self.singletonMembers) else { return }
            // `share` is a singleton as a property; `ShareManager.share(items:)` is a static helper.
            if isText(dot + 1, "share"), singleByte(dot + 2) == UInt8(ascii: "(") { return }
            recordSingleton(at: i, in: typeIndex)
        } else if isAny(dot + 1, Self.reachMembers), !isText(i, "self") {
            var reach = MemberReach(base: text(i), member: text(dot + 1), location: location(i))
            if isText(dot + 2, "as"), singleByte(dot + 3) == UInt8(ascii: "?") || singleByte(dot + 3) == UInt8(ascii: "!"),
                dot + 4 < tokens.count, tokens[dot + 4].kind == .identifier
            {
                reach.castTo = text(dot + 4)
            }
            summary.types[typeIndex].memberReaches.append(reach)
        } else if singleByte(dot + 2) == UInt8(ascii: "("), Self.buildMemberFirstBytes.contains(bytes[tokens[dot + 1].start]),
            isAny(dot + 1, Self.buildMembers), !isText(i, "self")
        {
            summary.types[typeIndex].buildCalls.append(MemberReach(base: text(i), member: text(dot + 1), location: location(i)))
        } else if isFactoryName(dot + 1), !isText(i, "self") {
            recordFactory(call: MemberReach(base: text(i), member: text(dot + 1), location: location(i)), in: typeIndex)
        }
    }

    /// Whether token `i` is the one byte `byte`: cheaper than `isText` on the hot path.
    @inline(__always)
    package func isByte(_ i: Int, _ byte: UInt8) -> Bool {
        guard i < tokens.count else { return false }
        let token = tokens[i]
        return token.end - token.start == 1 && bytes[token.start] == byte
    }

    /// Opening minus closing angle brackets in token `i` when it is made of them and of the
    /// optional marks alone (`<`, `>`, `>>` closing two generic lists, `>?` and `>!` closing
    /// one that is optional, which the lexer reads as one operator); 0 for any other token.
    @inline(__always)
    package func angleBalance(_ i: Int) -> Int {
        let token = tokens[i]
        var balance = 0
        for offset in token.start..<token.end {
            switch bytes[offset] {
            case UInt8(ascii: "<"): balance += 1
            case UInt8(ascii: ">"): balance -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"): continue
            default: return 0
            }
        }
        return balance
    }

    package static let serviceSuffixes: [StaticString] = ["Service", "Repository", "APIClient", "ApiClient"]
    /// The words a Boolean's name starts with.
    package static let flagPrefixes: [StaticString] = ["is", "has", "should", "can", "did", "will", "needs"]

    /// Whether identifier `i` starts with the lower-case `word` followed by an upper-case letter.
    package func startsWithWord(_ i: Int, _ word: StaticString) -> Bool {
        let token = tokens[i]
        let count = word.utf8CodeUnitCount
        guard token.end - token.start > count else { return false }
        let next = bytes[token.start + count]
        guard next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") else { return false }
        return (0..<count).allSatisfy { bytes[token.start + $0] == word.utf8Start[$0] }
    }

    /// Whether token `i` ends with `suffix` and has more before it; compares bytes.
    package func hasSuffix(_ i: Int, _ suffix: StaticString) -> Bool {
        let token = tokens[i]
        let count = suffix.utf8CodeUnitCount
        guard token.end - token.start > count else { return false }
        let start = suffix.utf8Start
        let from = token.end - count
        for offset in 0..<count where bytes[from + offset] != start[offset] { return false }
        return true
    }

    /// Whether the label at token `i` is a preposition and then the name of the parameter at
    /// `i + 1`, capitalised (`withService service`, `forUserService userService`).
    package func labelsOwnName(_ i: Int) -> Bool {
        let label = tokens[i]
        let name = tokens[i + 1]
        for word: StaticString in ["with", "for", "from", "by", "to", "of", "in", "on", "at", "using", "via"] {
            let count = word.utf8CodeUnitCount
            guard label.end - label.start == count + name.end - name.start,
                (0..<count).allSatisfy({ bytes[label.start + $0] == word.utf8Start[$0] })
            else { continue }
            // The rest of the label is the name with its first letter upper-cased.
            let first = bytes[name.start]
            guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"), bytes[label.start + count] == first - 32 else { continue }
            return (1..<(name.end - name.start)).allSatisfy { bytes[label.start + count + $0] == bytes[name.start + $0] }
        }
        return false
    }

    @inline(__always)
    package mutating func recordServiceName(at i: Int, in typeIndex: Int) {
        let token = tokens[i]
        let first = bytes[token.start]
        guard first >= 0x61 && first <= 0x7A, token.end - token.start > 7 else { return }
        // Every suffix ends in 'e', 'y' or 't'; most names stop here without a String.
        let last = bytes[token.end - 1]
        guard last == UInt8(ascii: "e") || last == UInt8(ascii: "y") || last == UInt8(ascii: "t") else { return }
        recordServiceSuffix(at: i, in: typeIndex)
    }

    @inline(never)
    package mutating func recordServiceSuffix(at i: Int, in typeIndex: Int) {
        guard Self.serviceSuffixes.contains(where: { hasSuffix(i, $0) }) else { return }
        // A method's own name is no value (`func updateGitHubRepository(…)`), nor is a
        // parameter's argument label that is a preposition and the parameter's own name
        // (`withService service: ServiceViewModel`); a label that names the value
        // (`networkService client: NetworkClient`, `toDoService client:`) still counts.
        if i > 0, isText(i - 1, "func") { return }
        // A flag named for a service (`isEditService`, `hasRepository`) holds a Boolean, unless
        // its declaration says another type (`let isNetService: NetClient`).
        if Self.flagPrefixes.contains(where: { startsWithWord(i, $0) }),
            !(i + 2 < tokens.count && isByte(i + 1, UInt8(ascii: ":")) && tokens[i + 2].kind == .identifier && !isText(i + 2, "Bool"))
        {
            return
        }
        if i + 2 < tokens.count, tokens[i + 1].kind == .identifier, isByte(i + 2, UInt8(ascii: ":")), labelsOwnName(i) { return }
        let name = text(i)
        // A name declared with a collection type holds values, not a service, here and in the
        // rest of the file (`var githubRepository: [GitHubRepo]`, `repository: [Repo]`).
        if i + 2 < tokens.count, isByte(i + 1, UInt8(ascii: ":")), isByte(i + 2, UInt8(ascii: "[")) {
            collectionNames.insert(name)
            return
        }
        if collectionNames.contains(name) { return }
        guard !summary.types[typeIndex].serviceNames.contains(where: { $0.value == name }) else { return }
        summary.types[typeIndex].serviceNames.append(Located(name, at: location(i)))
    }

    /// `var name: Type` or `let name: Type` inside a body, at `index`: the calls made through the
    /// local (`cartModule.createModule(…)`) can then be told by its type.
    package mutating func recordTypedLocal(in context: Context) {
        guard isText(index, "var") || isText(index, "let"), index + 3 < tokens.count, tokens[index + 1].kind == .identifier
        else { return }
        guard isByte(index + 2, UInt8(ascii: ":")), tokens[index + 3].kind == .identifier else {
            // A plain `let vc = CartViewController()` hides a cast-bound `vc` still open.
            if !openCastLocals.isEmpty, isByte(index + 2, UInt8(ascii: "=")) { hideCastLocal(named: index + 1, in: context.typeIndex) }
            return
        }
        summary.types[context.typeIndex].typedLocals.append(
            TypedLocal(name: text(index + 1), type: text(index + 3), line: location(index).line))
    }

    @inline(never)
    package mutating func hideCastLocal(named i: Int, in typeIndex: Int) {
        let name = text(i)
        guard openCastLocals.contains(where: { $0.type == typeIndex && summary.types[typeIndex].typedLocals[$0.local].name == name })
        else { return }
        openLocal(TypedLocal(name: name, type: "", line: location(i).line), in: typeIndex, until: depth)
    }

    /// Records a scoped local that the `}` closing `depth` ends.
    package mutating func openLocal(_ local: TypedLocal, in typeIndex: Int, until depth: Int) {
        openCastLocals.append((typeIndex, summary.types[typeIndex].typedLocals.count, depth))
        summary.types[typeIndex].typedLocals.append(local)
    }

    /// At a `}` closing `depth`: the locals of that block end on its line.
    @inline(never)
    package mutating func closeCastLocals() {
        let line = location(index).line
        while let last = openCastLocals.last, last.depth >= depth {
            summary.types[last.type].typedLocals[last.local].endLine = line
            openCastLocals.removeLast()
        }
    }

    /// A binding that ends in a cast (`if let lookVC = stack.last as? LookViewController`) types
    /// its local by the cast. Called at the cast's type name, `i`, after `as?` or `as!`, so only
    /// casts pay; looks back a few dozen tokens at most, within the line.
    @inline(never)
    package mutating func recordCastBinding(at i: Int, in typeIndex: Int) {
        guard i >= 3, isText(i - 2, "as") else { return }
        // The cast must end the binding: what follows starts the next clause or line. Bound
        // before a `{` (`if let`, `while let`), it lives in that block; otherwise (`guard`, a
        // plain `let`, a clause before another) to the end of the enclosing one.
        var scope = depth
        if i + 1 < tokens.count, !bytes[tokens[i].end..<tokens[i + 1].start].contains(UInt8(ascii: "\n")) {
            let after = singleByte(i + 1)
            guard after == UInt8(ascii: ",") || after == UInt8(ascii: "{") || after == UInt8(ascii: ";") || isText(i + 1, "else")
            else { return }
            if after == UInt8(ascii: "{") { scope = depth + 1 }
        }
        var k = i - 3
        var nesting = 0
        while k >= 2 && i - k < 48 {
            if bytes[tokens[k].end..<tokens[k + 1].start].contains(UInt8(ascii: "\n")), nesting == 0 { return }
            let byte = singleByte(k)
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                nesting += 1
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                if nesting == 0 { return }
                nesting -= 1
            } else if nesting == 0 {
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") {
                    return
                }
                if byte == UInt8(ascii: "="), tokens[k - 1].kind == .identifier, isText(k - 2, "let") || isText(k - 2, "var") {
                    openLocal(TypedLocal(name: text(k - 1), type: text(i), line: location(k - 2).line), in: typeIndex, until: scope)
                    return
                }
            }
            k -= 1
        }
    }
}
