import CodeSource

/// The ownership keyword that makes a strong reference weak without changing its uses: `weak`
/// on an optional `var`, `unowned` on a non-optional. Anything else has no automatic fix and
/// says why, since a keyword that does not compile or releases a value at once is no fix.
enum OwnershipFix {
    struct Reason: Error, Equatable {
        var text: String
    }

    /// - Parameter assignedNew: names the type assigns a new instance (`TypeDecl.assignedNew`).
    static func plan(_ property: StoredProperty, of owner: String, assignedNew: Set<String>, classes: ClassTypes) -> Result<
        TextEdit, Reason
    > {
        if property.isLazy { return .failure(Reason(text: "a 'lazy' property cannot be 'weak' or 'unowned'")) }
        guard let typeText = property.typeText else {
            return .failure(Reason(text: "'\(property.name)' has no declared type"))
        }
        if property.hasInitialValue {
            return .failure(Reason(text: "'\(property.name)' is given a value that would be released at once"))
        }
        if assignedNew.contains(property.name) {
            return .failure(Reason(text: "'\(owner)' assigns '\(property.name)' a new instance, which would be released at once"))
        }
        var base = Substring(typeText)
        let isOptional = base.hasSuffix("?") || base.hasSuffix("!")
        if isOptional { base = base.dropLast() }
        // One plain or dotted name: a composition, generic or closure type is left to people.
        guard let first = base.first, first.isLetter || first == "_",
            base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else {
            return .failure(Reason(text: "'\(typeText)' is not known to be a class"))
        }
        let name = String(base.split(separator: ".").last ?? base)
        switch classes.isClassBound(name) {
        case true?: break
        case false?: return .failure(Reason(text: "'\(name)' is not class-bound"))
        case nil: return .failure(Reason(text: "'\(name)' is not known to be a class"))
        }
        if !isOptional { return .success(.insert("unowned ", at: property.keywordOffset)) }
        if property.isLet {
            return .failure(Reason(text: "'\(property.name)' is a 'let', and 'weak' needs a 'var'"))
        }
        return .success(.insert("weak ", at: property.keywordOffset))
    }
}
