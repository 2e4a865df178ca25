import Diagnostics
import Stencil
import Support

/// Checks a template's tokens against the names its context will have, so that a misspelt
/// variable, field, filter or tag is an error when the template is loaded, before anything is
/// written. Stencil itself would render an unknown variable as nothing.
struct TemplateChecker {
    let schema: TemplateSchema
    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Every field the template reads, as `kind.field` (`interface.requirements`), so that a
    /// build makes only those.
    private(set) var usedFields: Set<String> = []
    /// Loop variables, innermost last.
    private var scopes: [[String: TemplateShape]] = []

    static let forloop: [String: TemplateShape] = [
        "first": .flag, "last": .flag, "counter": .number, "counter0": .number, "length": .number,
    ]
    static let operators: Set<String> = ["and", "or", "not", "in", "==", "!=", ">", ">=", "<", "<=", "(", ")"]
    /// Tags a convention may use; the others read files or the clock.
    static let tags: Set<String> = [
        "for", "endfor", "empty", "break", "continue", "if", "ifnot", "elif", "else", "endif", "filter", "endfilter",
    ]
    static let refused: [String: String] = [
        "now": "'now' would make every build differ",
        "include": "'include' is not supported in convention templates; each file kind is one template",
        "extends": "'extends' is not supported in convention templates; each file kind is one template",
        "block": "'block' is not supported in convention templates; each file kind is one template",
        "endblock": "'endblock' is not supported in convention templates",
    ]

    init(schema: TemplateSchema, path: String) {
        self.schema = schema
        self.path = path
    }

    mutating func check(_ tokens: [Token]) {
        for token in tokens {
            switch token.kind {
            case .variable:
                checkFilterExpression(token.contents, at: token)
                checkCommentOutput(token)
            case .block: checkBlock(token)
            case .text, .comment: continue
            }
        }
    }

    func location(of token: Token) -> SourceLocation {
        SourceLocation(path: path, line: max(1, Int(token.sourceMap.location.lineNumber)), column: token.sourceMap.location.lineOffset + 1)
    }

    /// An error at `text` inside the token when it can be found there, else at the token's
    /// contents (Stencil places a token after its `{{` or `{%`).
    mutating func error(_ message: String, at token: Token, text: String? = nil, id: String) {
        var location = location(of: token)
        if let text, !text.isEmpty, let range = token.contents.range(of: text) {
            location.column +=
                token.contents.distance(from: token.contents.startIndex, to: range.lowerBound) + (text.hasPrefix("|") ? 1 : 0)
        }
        diagnostics.append(.error(message, at: location, id: id))
    }

    /// A spec's comment may hold line breaks; printed as it is after `///`, its second line
    /// would be code. The comment filters write every line as a comment line.
    mutating func checkCommentOutput(_ token: Token) {
        let bits = Self.split(token.contents, on: "|")
        let head = bits[0].trimmingSpaces
        guard let field = head.split(separator: ".").last, Self.commentFields.contains(String(field)) else { return }
        let filters = bits.dropFirst().map { Self.split($0, on: ":")[0].trimmingSpaces }
        guard !filters.contains(where: { $0 == "docComment" || $0 == "comment" || $0 == "swiftString" }) else { return }
        error(
            "'\(head)' may hold line breaks, which would end a Swift comment and make the rest code; write '{{ \(head)|docComment }}' (or '|comment', '|swiftString')",
            at: token, text: head, id: "template-unsafe-text")
    }

    /// Fields that hold free text from a spec.
    static let commentFields: Set<String> = ["comment", "documentation"]

    mutating func checkBlock(_ token: Token) {
        let parts = token.components
        guard let tag = parts.first else { return }
        if let reason = Self.refused[tag] {
            error(reason, at: token, id: "template-tag")
            return
        }
        guard Self.tags.contains(tag) else {
            let known = Array(Self.tags)
            error("unknown tag '\(tag)'\(Suggestion.didYouMean(tag, in: known))", at: token, id: "template-tag")
            return
        }
        switch tag {
        case "for": checkFor(Array(parts.dropFirst()), at: token)
        case "endfor": if !scopes.isEmpty { scopes.removeLast() }
        case "if", "ifnot", "elif": checkExpression(Array(parts.dropFirst()), at: token)
        case "filter":
            for name in parts.dropFirst().joined(separator: " ").split(separator: "|") {
                checkFilterName(String(name.split(separator: ":").first ?? name).trimmingSpaces, at: token)
            }
        default: break
        }
    }

    mutating func checkFor(_ parts: [String], at token: Token) {
        guard let inIndex = parts.firstIndex(of: "in"), inIndex > 0, inIndex + 1 < parts.count else {
            scopes.append([:])
            return
        }
        let names = parts[..<inIndex].joined().split(separator: ",").map { String($0).trimmingSpaces }
        let iterable = parts[inIndex + 1]
        var scope: [String: TemplateShape] = ["forloop": .object("forloop")]
        if let shape = checkFilterExpression(iterable, at: token) {
            if case .list(let element) = shape, names.count == 1 {
                scope[names[0]] = element
            } else {
                error(
                    "'\(iterable)' is \(shape.description); a loop needs a list and one loop variable", at: token, text: iterable,
                    id: "template-variable")
            }
        }
        scopes.append(scope)
        if let whereIndex = parts.firstIndex(of: "where"), whereIndex > inIndex {
            checkExpression(Array(parts[(whereIndex + 1)...]), at: token)
        }
    }

    mutating func checkExpression(_ parts: [String], at token: Token) {
        for part in parts where !Self.operators.contains(part) {
            checkFilterExpression(part, at: token)
        }
    }

    /// `value|filter:arg,arg`; returns the shape of the value before its filters, when known.
    @discardableResult
    mutating func checkFilterExpression(_ text: String, at token: Token) -> TemplateShape? {
        let bits = Self.split(text, on: "|")
        guard let head = bits.first else { return nil }
        let shape = checkValue(head.trimmingSpaces, at: token)
        for filter in bits.dropFirst() {
            let pieces = Self.split(filter, on: ":")
            checkFilterName(pieces[0].trimmingSpaces, at: token)
            if pieces.count > 1 {
                for argument in Self.split(pieces.dropFirst().joined(separator: ":"), on: ",") {
                    checkValue(argument.trimmingSpaces, at: token)
                }
            }
        }
        return bits.count == 1 ? shape : nil
    }

    mutating func checkFilterName(_ name: String, at token: Token) {
        guard !TemplateFilters.names.contains(name) else { return }
        let known = Array(TemplateFilters.names)
        error("unknown filter '\(name)'\(Suggestion.didYouMean(name, in: known))", at: token, text: "|" + name, id: "template-filter")
    }

    /// A literal or a dotted path; a path is looked up in the loop scopes, then the root.
    @discardableResult
    mutating func checkValue(_ text: String, at token: Token) -> TemplateShape? {
        guard let first = text.first else { return nil }
        if first == "\"" || first == "'" { return .text }
        if text == "true" || text == "false" { return .flag }
        if Double(text) != nil { return .number }
        let path = text.split(separator: "[", maxSplits: 1)[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let name = path[0]
        var shape: TemplateShape
        if let bound = scopes.reversed().lazy.compactMap({ $0[name] }).first {
            shape = bound
        } else if let root = schema.root[name] {
            shape = root
        } else {
            let known = scopes.flatMap(\.keys) + schema.root.keys
            error("unknown variable '\(name)'\(Suggestion.didYouMean(name, in: known))", at: token, text: text, id: "template-variable")
            return nil
        }
        var spelled = name
        for member in path.dropFirst() {
            if case .object(let kind) = shape { usedFields.insert(kind + "." + member) }
            let (next, valid) = self.member(member, of: shape)
            guard let next else {
                let hint = valid.isEmpty ? "" : Suggestion.didYouMean(member, in: valid)
                error("'\(spelled)' (\(shape.description)) has no field '\(member)'\(hint)", at: token, text: text, id: "template-variable")
                return nil
            }
            spelled += "." + member
            shape = next
        }
        return shape
    }

    func member(_ member: String, of shape: TemplateShape) -> (TemplateShape?, [String]) {
        if case .object("forloop") = shape {
            return (Self.forloop[member], Self.forloop.keys.sorted())
        }
        let found = schema.member(member, of: shape)
        return (found.shape, found.valid)
    }

    /// Splits on `separator` outside quotes, as Stencil does.
    static func split(_ text: String, on separator: Character) -> [String] {
        var result: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == separator {
                result.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        result.append(current)
        return result
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
