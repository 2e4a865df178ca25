import Architecture
import Diagnostics
import SpecParser

/// How a spec writes a member of the code: `viperc init --from` drafts what this accepts and
/// notes what it refuses, and `lint --spec` asks no spec for a member it refuses.
extension DriftCheck {
    /// A member as a spec declares it, or why a spec cannot: a signature the spec language
    /// rejects, or a standard generic with another count of arguments (Alamofire's `Result<T>`)
    /// that the app does not declare.
    enum SpecSignature {
        case declared(text: String, typeNames: [String], genericParameters: [String])
        case refused(String)
    }

    /// The first standard generic written with another arity that is not the app's own type of
    /// that name (`declared`): `build` would reject it.
    static func standardMisuse(_ mismatches: [ArityMismatch], declared: Set<String>) -> ArityMismatch? {
        mismatches.first { !declared.contains($0.name.value) }
    }

    static func specSignature(of member: MemberDecl, standardNamesDeclared: Set<String>) -> SpecSignature {
        let location = SourceLocation(path: "", line: 1, column: 1)
        if member.kind == .method {
            var text = member.text
            var (parsed, problems) = SignatureParser.method(text, at: location) { _ in location }
            // A parameter named by a keyword alone gets a name after it, one at a time.
            var attempts = 0
            while parsed == nil, attempts < 8, let named = Self.namingKeywordParameter(text, problems: problems) {
                text = named
                (parsed, problems) = SignatureParser.method(text, at: location) { _ in location }
                attempts += 1
            }
            guard let parsed else { return .refused(problems.first?.message ?? "not a spec signature") }
            if let mismatch = standardMisuse(parsed.arityMismatches, declared: standardNamesDeclared) { return .refused(mismatch.message) }
            return .declared(text: text, typeNames: parsed.typeNames.map(\.value), genericParameters: parsed.genericParameters)
        }
        let (parsed, problems) = SignatureParser.property(member.text, at: location) { _ in location }
        guard let parsed else { return .refused(problems.first?.message ?? "not a spec signature") }
        if let mismatch = standardMisuse(parsed.type.arityMismatches, declared: standardNamesDeclared) { return .refused(mismatch.message) }
        return .declared(text: member.text, typeNames: parsed.type.names.map(\.value), genericParameters: [])
    }

    /// `isSelectedCell(inSection: Int, for: IndexPath)`: Swift takes a keyword alone as a
    /// parameter's label and name, a spec wants a name after it (its skeletons use the name).
    /// The text with the parameter the parser refused named after its type (`for indexPath:
    /// IndexPath`): the selector, which the drift check compares, stays the same.
    static func namingKeywordParameter(_ text: String, problems: [Diagnostic]) -> String? {
        guard let message = problems.first?.message, message.hasSuffix(" value:'"),
            message.contains("is a Swift keyword and cannot name a parameter"), message.hasPrefix("'"),
            let close = message.dropFirst().firstIndex(of: "'")
        else { return nil }
        let keyword = String(message[message.index(after: message.startIndex)..<close])
        let characters = Array(text)
        let word = Array(keyword)
        var i = 0
        while i + word.count <= characters.count {
            defer { i += 1 }
            guard Array(characters[i..<(i + word.count)]) == word else { continue }
            // At a parameter's start: after '(' or ',' and spaces.
            var before = i - 1
            while before >= 0, characters[before] == " " { before -= 1 }
            guard before >= 0, characters[before] == "(" || characters[before] == "," else { continue }
            var after = i + word.count
            while after < characters.count, characters[after] == " " { after += 1 }
            guard after < characters.count, characters[after] == ":" else { continue }
            // The type's first name, its leading capitals lower-cased: `IndexPath` gives
            // `indexPath`, `URLRequest` `urlRequest`; specifiers and attributes are passed over.
            var start = after + 1
            var typeName = ""
            while start < characters.count {
                while start < characters.count, !(characters[start].isLetter || characters[start] == "_") { start += 1 }
                var end = start
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                let word = String(characters[start..<end])
                if (start > 0 && characters[start - 1] == "@") || Self.typeSpecifiers.contains(word) {
                    start = end
                    continue
                }
                typeName = word
                break
            }
            var name = Self.lowerCamel(typeName)
            if name.isEmpty || Self.typeSpecifiers.contains(name) { name = "value" }
            if name == keyword || text.contains(" \(name):") || text.contains("(\(name):") { name += "Value" }
            return String(characters[..<(i + word.count)]) + " " + name + String(characters[(i + word.count)...])
        }
        return nil
    }

    /// Words that may stand before a parameter's type and name none.
    static let typeSpecifiers: Set<String> = ["inout", "some", "any", "borrowing", "consuming", "sending", "isolated", "each"]

    /// `IndexPath` → `indexPath`, `URLRequest` → `urlRequest`, `URL` → `url`.
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        // Of a run of capitals before lower-case letters, the last starts the next word.
        let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
