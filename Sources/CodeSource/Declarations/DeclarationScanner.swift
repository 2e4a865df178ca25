import Diagnostics
import SwiftLexer

/// A light scanner over tokens: not a parser, just enough structure for the rules: imports
/// with their `#if` conditions, type declarations with inheritance, stored properties with
/// ownership, capture lists, and the type names each body mentions.
public struct DeclarationScanner {
    package let source: SourceFile
    package let bytes: [UInt8]
    /// Tokens without comments.
    package let tokens: [Token]
    package var index = 0
    package var summary: FileSummary

    package struct Context {
        package var typeIndex: Int
        /// Brace depth inside the type's body.
        package var depth: Int
        /// The type's kind, kept here: read through the list of declarations, it could copy one.
        package var kind: TypeKind
    }

    /// Read for nearly every token, so kept free of references: copying one costs no retain.
    package var contexts: [Context] = []
    /// The names of the types in `contexts`, for the types nested in them: read from
    /// `summary.types`, a name copied the whole declaration.
    package var contextNames: [String] = []
    /// Computed properties with a declared type, by token: the declaring type's index, the
    /// name's token and the first type name's token. Kept as numbers (no strings are made)
    /// and read only for the few files with a reach through one (`recordComputedReachBases`).
    package var computedMembers: [(type: Int, name: Int, typeToken: Int)] = []
    /// Namespaces whose role types this file qualified (`Map` of `Map.Presenter`).
    package var qualifiedNamespaces: Set<String> = []
    /// The names this file nests in each namespace that are not role words alone (`HelpView`).
    package var nestedNames: [String: Set<String>] = [:]
    /// Whether the file extends a namespaced role type (`extension Map.Presenter`).
    package var extendsNamespacedType = false
    /// The file's top-level aliases of one (dotted) type name, resolved through the ones above
    /// them: `private typealias Module = MapModule`, then `extension Module { … }` extends
    /// `MapModule`.
    package var namedAliases: [String: String] = [:]
    /// Names already recorded for each type (ids in `names`), so each is kept once, at its
    /// first mention; the same for calls.
    package var seenReferences = NameMarks()
    package var seenCalls = NameMarks()
    /// Scratch space of `scanType`: the ids of the names in an inheritance list.
    package var inheritanceIDs: [Int] = []
    package var names = NameTable()
    /// Lines and columns of the locations recorded.
    package var lines: LineCursor
    package var depth = 0
    package var conditions: [String] = []
    /// The member (type index, member index) whose body opens at the next `{` at `depth`, and
    /// the one whose body the scanner is in, with the depth inside it.
    package var pendingMember: (type: Int, member: Int, depth: Int)?
    package var activeMember: (type: Int, member: Int, depth: Int)?
    /// Cast-bound locals whose block has not closed yet: the type, the local's index in its
    /// `typedLocals`, and the depth whose closing `}` ends it.
    package var openCastLocals: [(type: Int, local: Int, depth: Int)] = []
    /// Whether to record `members` (signatures, initializers, properties, what bodies open):
    /// only the drift check and `viperc init --from` read them, so plain lint skips the cost.
    package let signatures: Bool
    /// Scratch space of `scanMethod`, kept from one method to the next.
    package var signatureBuffers = SignatureBuffers()
    /// Names declared in this file with a collection type (`var githubRepository: [Repo]`):
    /// named like services, they hold none.
    package var collectionNames: Set<String> = []

    /// - Parameter code: the file's tokens without comments.
    /// - Parameter lineStarts: the lexer's table of line starts (`LexResult.lineStarts`), if any.
    public init(source: SourceFile, code: [Token], signatures: Bool = true, lineStarts: [UInt32]? = nil) {
        self.source = source
        self.bytes = source.bytes
        self.tokens = code
        self.lines = LineCursor(bytes: source.bytes, lineStarts: lineStarts)
        self.summary = FileSummary(path: source.path)
        self.signatures = signatures
    }

    public static func scan(_ source: SourceFile, tokens: [Token], signatures: Bool = true) -> FileSummary {
        scan(source, code: tokens.filter { !$0.isComment }, signatures: signatures)
    }

    /// - Parameter code: the file's tokens without comments, as `Lexer.tokenize(_:commentsApart:)`
    ///   gives them, with its `lineStarts`.
    public static func scan(_ source: SourceFile, code: [Token], signatures: Bool = true, lineStarts: [UInt32]? = nil) -> FileSummary {
        var scanner = DeclarationScanner(source: source, code: code, signatures: signatures, lineStarts: lineStarts)
        scanner.run()
        scanner.qualifyNamespacedNames()
        return scanner.summary
    }

    @inline(__always)
    package func text(_ i: Int) -> String {
        i < tokens.count ? tokens[i].text(in: bytes) : ""
    }

    /// Token `i`'s text through the name table: the `String` is made once per distinct name.
    package mutating func nameID(_ i: Int) -> Int {
        names.id(bytes, tokens[i].start, tokens[i].end)
    }

    /// Token `i`'s text through the name table, made once per distinct name.
    package mutating func internedText(_ i: Int) -> String {
        names.name(bytes, tokens[i].start, tokens[i].end)
    }

    /// Whether token `i` spells `value`; compares bytes, with no String made.
    @inline(__always)
    package func isText(_ i: Int, _ value: StaticString) -> Bool {
        guard i < tokens.count else { return false }
        let token = tokens[i]
        let count = value.utf8CodeUnitCount
        guard token.end - token.start == count else { return false }
        let start = value.utf8Start
        var k = token.start
        for offset in 0..<count {
            if bytes[k] != start[offset] { return false }
            k += 1
        }
        return true
    }

    package mutating func location(_ i: Int) -> SourceLocation {
        let (line, column) = lines.position(ofByte: i < tokens.count ? tokens[i].start : bytes.count)
        return SourceLocation(path: source.path, line: line, column: column)
    }

    package mutating func line(_ i: Int) -> Int { location(i).line }

    /// The byte offset where the line of token `i` ends (the next line's start).
    package func lineEnd(_ i: Int) -> Int {
        lines.lineEnd(after: i < tokens.count ? tokens[i].start : bytes.count)
    }

    /// Whether the declaration whose keyword is at `keyword` says `private` or `fileprivate`
    /// among its modifiers, read backwards as `scanProperty` reads them.
    func isFilePrivate(keyword: Int) -> Bool {
        var back = keyword - 1
        while back >= 0, isAny(back, Self.modifierWords) {
            if isText(back, "private") || isText(back, "fileprivate") { return true }
            back -= 1
        }
        return false
    }

    /// Declaration modifiers, compared as bytes.
    package static let modifierWords: [StaticString] = [
        "public", "private", "fileprivate", "internal", "open", "final", "static", "class", "override", "lazy", "weak",
        "unowned", "required", "convenience", "dynamic", "nonisolated", "indirect", "mutating", "nonmutating", "package",
    ]
    /// Access levels an import may carry, and the kinds of a scoped import (`import struct A.B`),
    /// compared as bytes: array literals of Strings cost an allocation per import.
    package static let accessWords: [StaticString] = ["public", "internal", "private", "fileprivate", "package"]
    package static let importKindWords: [StaticString] = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    package static let memberWords: [StaticString] = ["func", "var", "let", "subscript", "init", "deinit", "typealias"]

    /// The declaration word a token may be, judged from its length and first byte.
    package enum Word { case none, `import`, type, function, initializer, variable }

    package mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .poundKeyword:
                handleDirective()
            case .punctuation:
                let byte = bytes[token.start]
                if byte == UInt8(ascii: "{") {
                    if let pending = pendingMember, pending.depth == depth { activeMember = (pending.type, pending.member, depth + 1) }
                    pendingMember = nil
                    depth += 1
                } else if byte == UInt8(ascii: "}") {
                    if !openCastLocals.isEmpty { closeCastLocals() }
                    if let active = activeMember, active.depth == depth { activeMember = nil }
                    if let context = contexts.last, context.depth == depth {
                        contexts.removeLast()
                        contextNames.removeLast()
                        pendingMember = nil
                    }
                    depth -= 1
                } else if byte == UInt8(ascii: "[") {
                    scanCaptureList()
                }
                index += 1
            case .keyword, .identifier:
                // One switch on length picks the single word worth comparing; most tokens are
                // names and match none.
                let length = token.end - token.start
                let first = bytes[token.start]
                var word = Word.none
                switch length {
                case 3: if first == UInt8(ascii: "v") || first == UInt8(ascii: "l") { word = .variable }
                case 4:
                    word =
                        first == UInt8(ascii: "f")
                        ? .function : first == UInt8(ascii: "e") ? .type : first == UInt8(ascii: "i") ? .initializer : .none
                case 5, 6, 8, 9: word = first == UInt8(ascii: "i") ? .import : .type
                default: break
                }
                if word == .import, isText(index, "import") {
                    scanImport()
                } else if word == .type, Self.mayBeTypeKeyword(length: length, first: first), let kind = typeKeyword(at: index) {
                    scanType(kind)
                } else if word == .type, length == 9, first == UInt8(ascii: "t"), isText(index, "typealias") {
                    if contexts.isEmpty {
                        scanTypeAlias()
                    } else {
                        if contexts.count == 1, depth == contexts[0].depth { recordMemberAlias() }
                        index += 1
                    }
                } else if word == .function, isText(index, "func"), let context = contexts.last, depth == context.depth {
                    // Asked of classes (and extensions) only: `ModelBuilder` reads it of classes.
                    if !summary.types[context.typeIndex].hasInstanceMethod,
                        context.kind == .class || context.kind == .extension,
                        !isStaticMember(at: index)
                    {
                        summary.types[context.typeIndex].hasInstanceMethod = true
                    }
                    // What a protocol's factories make, which the rules need without signatures.
                    if context.kind == .protocol { recordResult(ofFunctionAt: index, in: context.typeIndex) }
                    if signatures { scanMethod(context) } else { index += 1 }
                } else if word == .initializer, signatures, isText(index, "init"), let context = contexts.last, depth == context.depth,
                    !isByte(index - 1, UInt8(ascii: "."))
                {
                    // `private init() {}` is how Swift says that a namespace is never made.
                    let closed =
                        (isText(index - 1, "private") || isText(index - 1, "fileprivate")) && isByte(index + 1, UInt8(ascii: "("))
                        && isByte(index + 2, UInt8(ascii: ")"))
                    if !closed { summary.types[context.typeIndex].hasInstanceMethod = true }
                    scanMethod(context, initializer: true)
                } else if word == .variable, isText(index, "var") || isText(index, "let"), let context = contexts.last,
                    depth == context.depth
                {
                    pendingMember = nil
                    scanProperty(context)
                } else {
                    if word == .variable, let context = contexts.last, depth > context.depth {
                        recordTypedLocal(in: context)
                    }
                    if token.kind == .identifier { recordName(at: index, first: first) }
                    index += 1
                }
            default:
                index += 1
            }
        }
        recordComputedReachBases()
    }

    /// Whether a word of `length` bytes starting with `first` may be a type keyword: a static
    /// test before `typeKeyword`, since most words that reach it are no type keyword.
    @inline(__always)
    package static func mayBeTypeKeyword(length: Int, first: UInt8) -> Bool {
        switch (length, first) {
        case (4, UInt8(ascii: "e")), (5, UInt8(ascii: "c")), (5, UInt8(ascii: "a")), (6, UInt8(ascii: "s")), (8, UInt8(ascii: "p")),
            (9, UInt8(ascii: "e")):
            return true
        default: return false
        }
    }

    /// The type keyword at `i`, if it starts a type declaration (not `class func`, `: class`).
    /// Inlined: a call copied the whole scanner first, for every word that could be one.
    @inline(__always)
    package func typeKeyword(at i: Int) -> TypeKind? {
        // Length and first byte leave one candidate word to compare.
        let token = tokens[i]
        let candidate: (StaticString, TypeKind)
        switch (token.end - token.start, bytes[token.start]) {
        case (4, UInt8(ascii: "e")): candidate = ("enum", .enum)
        case (5, UInt8(ascii: "c")): candidate = ("class", .class)
        case (5, UInt8(ascii: "a")): candidate = ("actor", .actor)
        case (6, UInt8(ascii: "s")): candidate = ("struct", .struct)
        case (8, UInt8(ascii: "p")): candidate = ("protocol", .protocol)
        case (9, UInt8(ascii: "e")): candidate = ("extension", .extension)
        default: return nil
        }
        guard isText(i, candidate.0) else { return nil }
        let kind = candidate.1
        if kind == .actor, tokens[i].kind != .identifier { return nil }
        guard i + 1 < tokens.count, tokens[i + 1].kind == .identifier || (kind == .extension && tokens[i + 1].kind == .keyword) else {
            return nil
        }
        if kind == .class || kind == .actor {
            // `class var`, `class func`, `class override`… and protocol `: class`.
            if isAny(i + 1, Self.modifierWords) || isAny(i + 1, Self.memberWords) {
                return nil
            }
        }
        if kind == .actor, i > 0, isText(i - 1, ".") { return nil }
        return kind
    }

    package mutating func scanType(_ kind: TypeKind) {
        let keywordIndex = index
        let location = location(index)
        index += 1
        // Through the name table: the body and other types of the file mostly mention it again.
        var name = index < tokens.count ? internedText(index) : ""
        index += 1
        // An extension of an alias extends the type it names (`extension Module`).
        var dotted = false
        if kind == .extension, !namedAliases.isEmpty, let target = namedAliases[name] {
            name = target
            dotted = target.utf8Contains(UInt8(ascii: "."))
        }
        // Dotted names for extensions: `extension Foo.Bar`.
        if isText(index, ".") {
            while isText(index, "."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                name += "." + text(index + 1)
                index += 2
            }
            dotted = true
        }
        if dotted, TypeRoles.isNamespacedRole(name) { extendsNamespacedType = true }
        if startsAngleBrackets(index) { skipAngleBrackets() }
        var inherits: [String] = []
        // Room for the names a body mentions first: grown from empty, the array was reallocated
        // four times for a typical type, and its growth cost 5% of scanning.
        var references: [Located<String>] = []
        references.reserveCapacity(8)
        // The scanner's own buffer, emptied: a new array per type was an allocation each.
        var referenceIDs = inheritanceIDs
        inheritanceIDs = []
        referenceIDs.removeAll(keepingCapacity: true)
        defer { inheritanceIDs = referenceIDs }
        var classConstraint = false
        var baseArguments: [String] = []
        if isText(index, ":") {
            index += 1
            // The inheritance list runs to '{' or 'where'.
            var expectName = true
            while index < tokens.count, !isText(index, "{"), !isText(index, "where") {
                if isText(index, ",") {
                    expectName = true
                } else if expectName, kind == .protocol, isText(index, "class") {
                    classConstraint = true
                    expectName = false
                } else if tokens[index].kind == .identifier || isText(index, "Any"), expectName {
                    let id = nameID(index)
                    var full = names.names[id]
                    // A conformance spelled through the file's alias (`Module.ViewOutput`).
                    if !namedAliases.isEmpty, let target = namedAliases[full] { full = target }
                    if !referenceIDs.contains(id) {
                        referenceIDs.append(id)
                        references.append(Located(full, at: self.location(index)))
                    }
                    while isText(index + 1, "."), index + 2 < tokens.count {
                        full += "." + text(index + 2)
                        index += 2
                    }
                    inherits.append(full)
                    expectName = false
                } else if startsWith(index, UInt8(ascii: "<")) {
                    let start = index
                    skipAngleBrackets()
                    // The superclass's type arguments (`BasePresenter<HomeViewProtocol, …>`):
                    // what a generic base class holds for its subclass.
                    if inherits.count == 1 {
                        for i in start..<min(index, tokens.count) where tokens[i].kind == .identifier { baseArguments.append(text(i)) }
                    }
                    continue
                }
                index += 1
            }
        }
        while index < tokens.count, !isText(index, "{") {
            if isText(index, ";") || isText(index, "}") { return }
            index += 1
        }
        guard index < tokens.count else { return }
        pendingMember = nil
        var parent = contextNames.last
        var parentIndex = contexts.last?.typeIndex
        if let namespace = namespace(of: name, kind: kind) {
            if !TypeRoles.isNamespacedRoleWord(name) { nestedNames[namespace, default: []].insert(name) }
            name = namespace + "." + name
            parent = nil
            parentIndex = nil
            qualifiedNamespaces.insert(namespace)
        }
        summary.types.append(
            TypeDecl(
                kind: kind, name: name, inherits: inherits, properties: [], references: references, nilAssigned: [],
                location: location, parent: parent))
        summary.types[summary.types.count - 1].parentIndex = parentIndex
        summary.types[summary.types.count - 1].hasClassConstraint = classConstraint
        if parentIndex == nil, isFilePrivate(keyword: keywordIndex) { summary.types[summary.types.count - 1].isFilePrivate = true }
        if !baseArguments.isEmpty { summary.types[summary.types.count - 1].baseArguments = baseArguments }
        for id in referenceIDs { _ = seenReferences.insert(id, for: summary.types.count - 1) }
        depth += 1
        contexts.append(Context(typeIndex: summary.types.count - 1, depth: depth, kind: kind))
        contextNames.append(name)
        index += 1
    }

    /// Whether token `i` opens a generic clause after a type's name: `<`, or an operator the
    /// lexer made of `<` and what follows it. Compares bytes, with no String made.
    package func startsAngleBrackets(_ i: Int) -> Bool {
        startsWith(i, UInt8(ascii: "<")) && (tokens[i].kind == .operator || tokens[i].end - tokens[i].start == 1)
    }

    /// Whether token `i` exists and its first byte is `byte`.
    package func startsWith(_ i: Int, _ byte: UInt8) -> Bool {
        i < tokens.count && tokens[i].end > tokens[i].start && bytes[tokens[i].start] == byte
    }

    /// Skips a generic parameter or argument clause; the lexer may join `>>` or `>?`.
    package mutating func skipAngleBrackets() {
        var balance = 0
        repeat {
            guard index < tokens.count else { return }
            let piece = text(index)
            if tokens[index].kind == .operator || piece == "<" || piece == ">" {
                for character in piece {
                    if character == "<" { balance += 1 }
                    if character == ">" { balance -= 1 }
                }
            } else if piece == "{" || piece == "}" {
                return
            }
            index += 1
        } while balance > 0
    }
}
