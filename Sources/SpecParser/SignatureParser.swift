import Diagnostics
import Support
import SwiftLexer

/// Parses the Swift signatures written in specs, using the same tokenizer as `viperc lint`.
///
/// It is a small recursive-descent parser for the part of Swift that protocol requirements use:
/// methods, properties and types. Every problem is reported at its column inside the spec.
public struct SignatureParser {
    struct Piece {
        var kind: TokenKind
        var text: String
        var offset: Int
    }

    let source: String
    let locate: (Int) -> SourceLocation
    var pieces: [Piece] = []
    var index = 0
    /// How deep the type being parsed nests, against `maximumTypeDepth`.
    var depth = 0
    var names: [Located<String>] = []
    /// The type being parsed's arity mismatches, kept for the validator (`ArityMismatch`).
    var mismatches: [(mismatch: ArityMismatch, offset: Int)] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// Where the type about to be parsed stands; see `TypePosition`.
    var position: TypePosition = .value
    /// A feature only a parameter may use (`inout`, `@escaping`, `...`), met in a parenthesised
    /// list before it is known whether the list is a function type's parameters or a tuple.
    var parameterOnlyUse: (offset: Int, message: String)?
    /// Whether the type parsed last was a function type (parentheses and attributes aside).
    var lastTypeWasFunction = false
    /// Whether the parenthesised type parsed last had an arrow.
    var madeFunction = false
    /// The last postfix operator (`?`, `!`, `...`, `.Type`) on the type parsed last, if any.
    var lastPostfix: String?
    /// Where the last `...` was.
    var variadicOffset: Int?

    /// - Parameters:
    ///   - text: the signature as the spec wrote it.
    ///   - locate: turns a byte offset into `text` into a location in the spec file.
    public init(_ text: String, locate: @escaping (Int) -> SourceLocation) {
        self.source = text
        self.locate = locate
        let lexed = Lexer.tokenize(text)
        for diagnostic in lexed.diagnostics {
            let offset = diagnostic.location.column - 1
            diagnostics.append(
                .error(
                    "\(diagnostic.message) in signature", at: locate(offset), id: "invalid-signature"))
        }
        let bytes = Array(text.utf8)
        pieces.reserveCapacity(lexed.tokens.count)
        for token in lexed.tokens where !token.isComment {
            let text = token.text(in: bytes)
            // Most operators are one byte, which needs no splitting.
            guard token.kind == .operator, token.end - token.start > 1 else {
                pieces.append(Piece(kind: token.kind, text: text, offset: token.start))
                continue
            }
            // Types use `?`, `!`, `<`, `>` and `&` one at a time, but the lexer joins runs like
            // `?>`; split them, keeping `->` and `...` whole.
            var rest = Substring(text)
            var offset = token.start
            while !rest.isEmpty {
                let part: Substring
                if rest.hasPrefix("->") || rest.hasPrefix("...") {
                    part = rest.prefix(rest.hasPrefix("->") ? 2 : 3)
                } else {
                    part = rest.prefix(1)
                }
                pieces.append(Piece(kind: .operator, text: String(part), offset: offset))
                offset += part.utf8.count
                rest = rest.dropFirst(part.count)
            }
        }
    }

    // MARK: - Entry points

    /// Parses a method requirement such as `item(at indexPath: IndexPath) -> Show`.
    public static func method(
        _ text: String, at location: SourceLocation, locate: @escaping (Int) -> SourceLocation
    ) -> (MethodSignature?, [Diagnostic]) {
        var parser = SignatureParser(text, locate: locate)
        let result = parser.parseMethod(location: location)
        // Returned whole or not at all: a conditional expression copied the signature.
        guard parser.diagnostics.isEmpty else { return (nil, parser.diagnostics) }
        return (result, [])
    }

    /// Parses a property requirement such as `numberOfItems: Int { get }`.
    public static func property(
        _ text: String, at location: SourceLocation, locate: @escaping (Int) -> SourceLocation
    ) -> (PropertySignature?, [Diagnostic]) {
        var parser = SignatureParser(text, locate: locate)
        let result = parser.parseProperty(location: location)
        guard parser.diagnostics.isEmpty else { return (nil, parser.diagnostics) }
        return (result, [])
    }

    /// Parses a type such as `[String: Show]?`.
    public static func type(
        _ text: String, locate: @escaping (Int) -> SourceLocation
    ) -> (TypeReference?, [Diagnostic]) {
        if isPlainTypeName(text) { return (TypeReference(text: text, names: [Located(text, at: locate(0))]), []) }
        return parsedType(text, locate: locate)
    }

    /// Whether a type text is one capitalized ASCII name, such as `String` or `Item0`: most
    /// parameters and fields of a spec are, and the parser would only hand the name back. `Any`
    /// and `Self`, the capitalized keywords, are left to the parser, which names no type for them.
    static func isPlainTypeName(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }
        while let byte = utf8.next() {
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            guard letter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") else { return false }
        }
        return text != "Any" && text != "Self"
    }

    /// `type(_:locate:)` through the parser, for every text.
    static func parsedType(
        _ text: String, locate: @escaping (Int) -> SourceLocation
    ) -> (TypeReference?, [Diagnostic]) {
        var parser = SignatureParser(text, locate: locate)
        guard parser.diagnostics.isEmpty else { return (nil, parser.diagnostics) }
        let type = parser.parseTypeReference()
        if type != nil { parser.expectEnd(after: "type") }
        return (parser.diagnostics.isEmpty ? type : nil, parser.diagnostics)
    }

    // MARK: - Cursor

    var current: Piece? { index < pieces.count ? pieces[index] : nil }

    func peek(_ offset: Int) -> Piece? {
        index + offset < pieces.count ? pieces[index + offset] : nil
    }

    func isAt(_ text: String) -> Bool { current?.text == text }

    mutating func take(_ text: String) -> Bool {
        if isAt(text) {
            index += 1
            return true
        }
        return false
    }

    var endOffset: Int { source.utf8.count }

    mutating func fail(_ message: String) {
        fail(message, at: current?.offset ?? endOffset)
    }

    mutating func fail(_ message: String, at offset: Int) {
        // Report only the first problem of a signature: later ones are usually its echo.
        guard diagnostics.isEmpty else { return }
        diagnostics.append(.error(message, at: locate(offset), id: "invalid-signature"))
    }

    var currentDescription: String {
        guard let current else { return "end of signature" }
        return "'\(current.text)'"
    }

    mutating func expectEnd(after what: String) {
        if current != nil {
            fail("unexpected \(currentDescription) after \(what)")
        }
    }

    static func isName(_ piece: Piece) -> Bool {
        piece.kind == .identifier
    }

    // MARK: - Declarations

    mutating func parseMethod(location: SourceLocation) -> MethodSignature? {
        guard diagnostics.isEmpty else { return nil }
        guard current != nil else {
            fail("empty method signature")
            return nil
        }
        _ = take("func")
        guard let nameToken = current else {
            fail("expected a method name after 'func'")
            return nil
        }
        guard Self.isName(nameToken) else {
            if nameToken.kind == .keyword {
                fail("'\(nameToken.text)' is a Swift keyword and cannot name a method; write it as '`\(nameToken.text)`' or rename it")
            } else {
                fail("expected a method name, found \(currentDescription)")
            }
            return nil
        }
        index += 1
        var generics: [String] = []
        var genericPieces: [Piece] = []
        var clauseNames: [Located<String>] = []
        names = []
        if take("<") {
            repeat {
                guard let piece = current, Self.isName(piece) else {
                    fail("expected a generic parameter name, found \(currentDescription)")
                    return nil
                }
                index += 1
                var generic = piece.text
                if take(":") {
                    let constraintOffset = current?.offset ?? endOffset
                    position = .constraint
                    guard let constraint = parseClauseType() else { return nil }
                    if Self.concreteStandardTypes.contains(constraint) {
                        fail(
                            "generic parameter '\(piece.text)' cannot be constrained to '\(constraint)', which is neither a protocol nor a class",
                            at: constraintOffset)
                        return nil
                    }
                    generic += ": \(constraint)"
                }
                if genericPieces.contains(where: { $0.text == piece.text }) {
                    fail("generic parameter '\(piece.text)' is declared twice", at: piece.offset)
                    return nil
                }
                generics.append(generic)
                genericPieces.append(piece)
            } while take(",")
            guard take(">") else {
                fail("expected '>' to close the generic parameters, found \(currentDescription)")
                return nil
            }
            clauseNames += names
        }
        guard take("(") else {
            fail("expected '(' after method name '\(nameToken.text)', found \(currentDescription); properties go under 'properties:'")
            return nil
        }
        var parameters: [Parameter] = []
        if !take(")") {
            repeat {
                let start = index
                guard let parameter = parseParameter() else { return nil }
                // Swift tells a variadic's arguments from the next parameter's by its label.
                if let previous = parameters.last, previous.type.text.hasSuffix("..."), parameter.externalLabel == nil {
                    index = start
                    fail("a parameter after the variadic parameter '\(previous.name)' needs an argument label")
                    return nil
                }
                parameters.append(parameter)
            } while take(",")
            guard take(")") else {
                fail("expected ',' or ')' in the parameter list, found \(currentDescription)")
                return nil
            }
        }
        var isAsync = false
        var throwsClause: String?
        if current?.text == "async" {
            index += 1
            isAsync = true
        }
        var rethrowsOffset: Int?
        if isAt("throws") || isAt("rethrows") {
            var clause = current!.text
            if clause == "rethrows" { rethrowsOffset = current!.offset }
            index += 1
            if clause == "throws", take("(") {
                names = []
                let errorOffset = current?.offset ?? endOffset
                position = .thrown
                guard let errorType = parseClauseType() else { return nil }
                if Self.concreteStandardTypes.contains(errorType) {
                    fail("thrown type '\(errorType)' does not conform to 'Error'", at: errorOffset)
                    return nil
                }
                clauseNames += names
                guard take(")") else {
                    fail("expected ')' after the thrown error type, found \(currentDescription)")
                    return nil
                }
                clause += "(\(errorType))"
            }
            throwsClause = clause
        }
        if current?.text == "async" {
            fail("'async' must come before 'throws'")
            return nil
        }
        var returnType: TypeReference?
        if take("->") {
            position = .result
            guard let type = parseTypeReference() else { return nil }
            returnType = type
        }
        if let rethrowsOffset, !parameters.contains(where: { $0.type.text.contains("throws") }) {
            fail("'rethrows' needs a parameter that is a throwing closure; write 'throws'", at: rethrowsOffset)
            return nil
        }
        // Swift rejects a generic parameter that neither a parameter nor the result names.
        let used = Set(parameters.flatMap { $0.type.names.map(\.value) } + (returnType?.names.map(\.value) ?? []))
        if let unused = genericPieces.first(where: { !used.contains($0.text) }) {
            fail("generic parameter '\(unused.text)' is not used by any parameter or the result", at: unused.offset)
            return nil
        }
        if isAt("where") {
            fail("'where' clauses are not supported in spec signatures; constrain the generic parameter instead")
            return nil
        }
        expectEnd(after: "the method signature")
        // A generic parameter's name is no type of the project; most methods have none to drop.
        if !generics.isEmpty {
            let genericNames = Set(generics.map { String($0.prefix { $0 != ":" }) })
            let filter: (Located<String>) -> Bool = { !genericNames.contains($0.value) }
            for index in parameters.indices { parameters[index].type.names.removeAll { !filter($0) } }
            returnType?.names.removeAll { !filter($0) }
            clauseNames.removeAll { !filter($0) }
        }
        var method = MethodSignature(
            name: nameToken.text, genericParameters: generics, parameters: parameters, isAsync: isAsync,
            throwsClause: throwsClause, returnType: returnType, location: location)
        method.clauseTypeNames = clauseNames
        return method
    }

    mutating func parseParameter() -> Parameter? {
        guard let first = current, Self.isName(first) || first.kind == .keyword else {
            fail("expected a parameter name, found \(currentDescription)")
            return nil
        }
        index += 1
        var label: String?
        var name = first.text
        if first.text == "inout" {
            index -= 1
            fail("'inout' goes before a parameter's type, not its name, as in 'value: inout Int'")
            return nil
        }
        if let second = current, Self.isName(second) || second.text == "_" {
            label = first.text
            name = second.text
            index += 1
        } else if let second = current, second.kind == .keyword, second.text != "inout", peek(1)?.text == ":" {
            // Swift takes a keyword after a label as the parameter's name (`for break:
            // UserBreak`); kept escaped, so that generated code that uses it compiles.
            label = first.text
            name = "`" + second.text + "`"
            index += 1
        } else if first.kind == .keyword && first.text != "_" {
            index -= 1
            fail("'\(first.text)' is a Swift keyword and cannot name a parameter; add a name after it, as in '\(first.text) value:'")
            return nil
        }
        if name == "_" && label == nil {
            fail("expected a parameter name after '_'")
            return nil
        }
        // Swift takes `_ _: Int`, but a mock records its arguments by name.
        if name == "_", let label {
            index -= 1
            fail("a parameter needs a name that generated code can use, as in '\(label) value:'")
            return nil
        }
        guard take(":") else {
            fail("expected ':' after parameter name '\(name)', found \(currentDescription)")
            return nil
        }
        position = .parameter
        guard let type = parseTypeReference() else { return nil }
        if isAt("=") {
            fail("default values are not allowed in protocol requirements")
            return nil
        }
        return Parameter(label: label, name: name, type: type)
    }

    mutating func parseProperty(location: SourceLocation) -> PropertySignature? {
        guard diagnostics.isEmpty else { return nil }
        if take("let") {
            index -= 1
            fail("protocol properties are declared with 'var', or with no keyword at all")
            return nil
        }
        _ = take("var")
        guard let nameToken = current, Self.isName(nameToken) else {
            if let token = current, token.kind == .keyword {
                fail("'\(token.text)' is a Swift keyword and cannot name a property")
            } else {
                fail("expected a property name, found \(currentDescription)")
            }
            return nil
        }
        index += 1
        if isAt("(") {
            fail("expected ':' after property name '\(nameToken.text)', found '('; methods go under 'methods:'")
            return nil
        }
        guard take(":") else {
            fail("expected ':' after property name '\(nameToken.text)', found \(currentDescription)")
            return nil
        }
        position = .value
        guard let type = parseTypeReference() else { return nil }
        var settable = false
        if take("{") {
            var sawGet = false
            while let piece = current, piece.text != "}" {
                switch piece.text {
                case "get": sawGet = true
                case "set": settable = true
                default:
                    fail("expected 'get' or 'set' in the accessor list, found '\(piece.text)'")
                    return nil
                }
                index += 1
            }
            guard take("}") else {
                fail("expected '}' to close the accessor list")
                return nil
            }
            if !sawGet {
                fail("a property requirement needs 'get'")
                return nil
            }
        }
        expectEnd(after: "the property signature")
        return PropertySignature(name: nameToken.text, type: type, isSettable: settable, location: location)
    }

    // MARK: - Types

    mutating func parseTypeReference() -> TypeReference? {
        names = []
        mismatches = []
        guard let text = parseType() else { return nil }
        var type = TypeReference(text: text, names: names)
        type.arityMismatches = mismatches.map(\.mismatch)
        return type
    }

    /// A type in a generic constraint or a typed `throws`, whose names the method keeps apart:
    /// an arity mismatch there is reported at once, as the project's own type could not be
    /// told apart from the standard one's misuse.
    mutating func parseClauseType() -> String? {
        mismatches = []
        guard let type = parseType() else { return nil }
        if let first = mismatches.first {
            fail(first.mismatch.message, at: first.offset)
            return nil
        }
        return type
    }

    static let specifiers: Set<String> = ["inout", "some", "any", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared"]

    /// The deepest nesting of types a signature may have: parsing recurses once per level, so
    /// thousands of `[` or `(` would overflow the stack.
    public static let maximumTypeDepth = 64

    /// type := attribute* specifier? composition
    mutating func parseType() -> String? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumTypeDepth else {
            fail("types nest deeper than \(Self.maximumTypeDepth) levels")
            return nil
        }
        let position = self.position
        self.position = .nested
        var attributes: [Piece] = []
        var specifierPieces: [Piece] = []
        var prefix = ""
        while take("@") {
            guard let attribute = current, attribute.kind == .identifier else {
                fail("expected an attribute name after '@'")
                return nil
            }
            attributes.append(attribute)
            index += 1
            prefix += "@\(attribute.text)"
            // Arguments touch the name, as in `@convention(c)`; `@escaping (Int) -> Void` has none.
            if isAt("("), current?.offset == attribute.offset + attribute.text.utf8.count,
                let inside = skipBalancedParentheses()
            {
                prefix += inside
            }
            prefix += " "
        }
        // An ownership specifier may precede an existential one: `inout any Sendable`.
        var existential: String?
        var ownership = false
        while existential == nil, let piece = current, Self.specifiers.contains(piece.text), peek(1) != nil,
            peek(1)?.text != "," && peek(1)?.text != ")" && peek(1)?.text != ">"
        {
            let isExistential = piece.text == "any" || piece.text == "some"
            if !isExistential && ownership { break }
            specifierPieces.append(piece)
            index += 1
            prefix += piece.text + " "
            if isExistential { existential = piece.text } else { ownership = true }
        }
        let startsParenthesised = isAt("(")
        guard var text = parsePostfixType() else { return nil }
        let postfix = lastPostfix
        let isFunction = startsParenthesised && madeFunction && postfix == nil
        let isVariadic = postfix == "..."
        let isOptional = postfix == "?" || postfix == "!"
        lastTypeWasFunction = isFunction
        if let existential, text.hasSuffix("?") || text.hasSuffix("!") {
            index -= 1
            fail("an optional '\(existential)' type must be written '(\(existential) \(text.dropLast()))\(text.last!)'")
            return nil
        }
        while take("&") {
            guard let next = parsePostfixType() else { return nil }
            text += " & " + next
        }
        guard
            checkPlacement(
                of: text, at: position, attributes: attributes, specifiers: specifierPieces,
                shape: (function: isFunction, optional: isOptional, variadic: isVariadic))
        else {
            return nil
        }
        lastTypeWasFunction = isFunction
        return prefix + text
    }

    mutating func skipBalancedParentheses() -> String? {
        var depth = 0
        var text = ""
        repeat {
            guard let piece = current else {
                fail("expected ')'")
                return nil
            }
            if piece.text == "(" { depth += 1 }
            if piece.text == ")" { depth -= 1 }
            text += piece.text
            index += 1
        } while depth > 0
        return text
    }

    mutating func parsePostfixType() -> String? {
        guard var text = parsePrimaryType() else { return nil }
        var last: String?
        while let piece = current {
            if piece.text == "?" || piece.text == "!" {
                text += piece.text
                index += 1
            } else if piece.text == ".", let next = peek(1), next.text == "Type" || next.text == "Protocol" {
                text += "." + next.text
                index += 2
            } else if piece.text == "..." {
                text += "..."
                variadicOffset = piece.offset
                index += 1
            } else {
                break
            }
            last = piece.text == "." ? ".Type" : piece.text
        }
        // Set last, after the primary's own nested types set theirs.
        lastPostfix = last
        return text
    }

    mutating func parsePrimaryType() -> String? {
        guard let piece = current else {
            fail("expected a type, found end of signature")
            return nil
        }
        if piece.text == "[" {
            index += 1
            guard let element = parseType() else { return nil }
            if take(":") {
                guard let value = parseType() else { return nil }
                guard take("]") else {
                    fail("expected ']' to close the dictionary type, found \(currentDescription)")
                    return nil
                }
                return "[\(element): \(value)]"
            }
            guard take("]") else {
                fail("expected ']' to close the array type, found \(currentDescription)")
                return nil
            }
            return "[\(element)]"
        }
        if piece.text == "(" {
            return parseTupleOrFunctionType()
        }
        if piece.kind == .identifier || piece.text == "Any" || piece.text == "Self" {
            return parseNominalType()
        }
        if piece.kind == .keyword {
            fail("expected a type, found keyword '\(piece.text)'")
        } else {
            fail("expected a type, found \(currentDescription)")
        }
        return nil
    }

    mutating func parseNominalType() -> String? {
        var text = ""
        var first = true
        repeat {
            guard let piece = current, piece.kind == .identifier || piece.text == "Any" || piece.text == "Self" else {
                fail("expected a type name after '.', found \(currentDescription)")
                return nil
            }
            // The type a name stands for: `Swift.Array` names 'Array'.
            let isModuleQualifier = first && piece.text == "Swift" && peek(1)?.text == "."
            if (first && !isModuleQualifier) || text == "Swift", piece.kind == .identifier {
                names.append(Located(piece.text.trimmingBackticks, at: locate(piece.offset)))
            }
            index += 1
            let qualifier = text
            text += (first ? "" : ".") + piece.text
            first = false
            if take("<") {
                var arguments: [String] = []
                repeat {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument)
                } while take(",")
                guard take(">") else {
                    fail("expected '>' to close the generic arguments, found \(currentDescription)")
                    return nil
                }
                if qualifier.isEmpty || qualifier == "Swift", let expected = Self.standardGenericArity[piece.text],
                    expected != arguments.count
                {
                    let mismatch = ArityMismatch(
                        name: Located(piece.text, at: locate(piece.offset)), expected: expected, found: arguments.count)
                    // `Swift.Result` is always the standard one; a bare name may be the project's.
                    guard qualifier.isEmpty else {
                        fail(mismatch.message, at: piece.offset)
                        return nil
                    }
                    mismatches.append((mismatch, piece.offset))
                }
                text += "<\(arguments.joined(separator: ", "))>"
            }
            // `.Type` and `.Protocol` are postfix, not members.
        } while isAt(".") && peek(1)?.text != "Type" && peek(1)?.text != "Protocol" && take(".")
        return text
    }

    mutating func parseTupleOrFunctionType() -> String? {
        index += 1  // (
        var elements: [String] = []
        var labels: [(name: String, offset: Int)] = []
        var singleIsFunction = false
        let outerUse = parameterOnlyUse
        parameterOnlyUse = nil
        defer { if parameterOnlyUse == nil { parameterOnlyUse = outerUse } }
        if !take(")") {
            repeat {
                var label = ""
                let labelOffset = current?.offset ?? endOffset
                if let first = current, Self.isName(first) || first.text == "_" {
                    if peek(1)?.text == ":" {
                        label = first.text + ": "
                        index += 2
                    } else if let second = peek(1), Self.isName(second), peek(2)?.text == ":" {
                        label = "\(first.text) \(second.text): "
                        index += 3
                    }
                }
                if !label.isEmpty { labels.append((String(label.dropLast(2)), labelOffset)) }
                position = .closureParameter
                guard let element = parseType() else { return nil }
                singleIsFunction = lastTypeWasFunction
                elements.append(label + element)
            } while take(",")
            guard take(")") else {
                fail("expected ',' or ')' in the type list, found \(currentDescription)")
                return nil
            }
        }
        let elementsUse = parameterOnlyUse
        parameterOnlyUse = nil
        var text = "(\(elements.joined(separator: ", ")))"
        var effects = ""
        if current?.text == "async" {
            index += 1
            effects += " async"
        }
        if isAt("throws") || isAt("rethrows") {
            effects += " " + current!.text
            index += 1
            if effects.hasSuffix("throws"), isAt("(") {
                index += 1
                guard let errorType = parseType(), take(")") else {
                    fail("expected a thrown error type in parentheses")
                    return nil
                }
                effects += "(\(errorType))"
            }
        }
        if take("->") {
            // A function type's parameters take no argument labels ('_ name:' is allowed).
            if let labelled = labels.first(where: { !$0.name.hasPrefix("_") }) {
                fail(
                    "a function type's parameters cannot have argument labels; write '_ \(labelled.name):' or drop the label",
                    at: labelled.offset)
                return nil
            }
            position = .result
            guard let result = parseType() else { return nil }
            text += "\(effects) -> \(result)"
            madeFunction = true
            return text
        } else if !effects.isEmpty {
            fail("expected '->' after the function type's effects, found \(currentDescription)")
            return nil
        }
        // A tuple, or parentheses around one type.
        if let use = elementsUse {
            fail(use.message, at: use.offset)
            return nil
        }
        if elements.count == 1, let label = labels.first {
            fail("a tuple of one element cannot have a label; drop '\(label.name):'", at: label.offset)
            return nil
        }
        var seen = Set<String>()
        for label in labels where label.name != "_" && !seen.insert(label.name).inserted {
            fail("the tuple has two elements labelled '\(label.name)'", at: label.offset)
            return nil
        }
        madeFunction = elements.count == 1 && labels.isEmpty && singleIsFunction
        return text
    }
}
