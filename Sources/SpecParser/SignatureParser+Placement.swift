/// Where a type may use what: the rules swiftc applies to attributes, specifiers and variadic
/// types by position, checked while parsing so that a spec that cannot compile is rejected at
/// its column without `--verify`.
enum TypePosition {
    /// A method parameter's own type.
    case parameter
    /// A parameter of a function type, or an element of a tuple until the arrow tells which.
    case closureParameter
    /// A method's or a function type's result.
    case result
    /// A property, entity field or module parameter.
    case value
    /// Inside another type: a generic argument, an array element, a wrapped optional.
    case nested
    /// A generic parameter's constraint.
    case constraint
    /// The error type of `throws(…)`.
    case thrown
}

extension SignatureParser {
    /// Standard types that are neither protocols nor classes: no `some`, `any`, constraint or
    /// thrown type can be one.
    static let concreteStandardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "String", "Character", "Substring", "Date", "URL", "UUID", "Data", "Decimal", "Void",
    ]

    /// How many type arguments the standard generic types take.
    static let standardGenericArity: [String: Int] = [
        "Array": 1, "ArraySlice": 1, "ContiguousArray": 1, "Set": 1, "Optional": 1, "Dictionary": 2, "Result": 2,
        "Range": 1, "ClosedRange": 1, "AsyncStream": 1, "AsyncThrowingStream": 2, "KeyValuePairs": 2,
        "UnsafePointer": 1, "UnsafeMutablePointer": 1, "UnsafeBufferPointer": 1, "UnsafeMutableBufferPointer": 1,
    ]

    /// Attributes that apply to function types only.
    static let functionAttributes: Set<String> = ["escaping", "autoclosure", "Sendable", "convention", "MainActor"]

    /// Specifiers a parameter's type may carry and nothing else may.
    static let parameterSpecifiers: Set<String> = ["inout", "borrowing", "consuming", "__owned", "__shared", "isolated"]

    /// Standard types that are never function types, whatever a project declares.
    static let nonFunctionTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Result", "Data", "Date", "URL", "UUID",
        "Decimal", "Error", "Never", "Void", "Any", "AnyObject",
    ]

    /// Whether a type written as a name (`Completion`, `Api<Int>.Completion`) may be a typealias
    /// of a function type: any name but the standard types', and no collection, tuple or
    /// existential.
    static func mayNameFunction(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_", !text.hasPrefix("any ") && !text.hasPrefix("some ") else {
            return false
        }
        let base = String(text.prefix { $0 != "<" && $0 != "." && $0 != " " && $0 != "&" })
        return !nonFunctionTypes.contains(base) && !text.contains("&")
    }

    /// Checks the attributes, specifiers and variadic `...` of a type against where it stands.
    /// Returns false, with the problem reported, when swiftc would reject the type there.
    mutating func checkPlacement(
        of text: String, at position: TypePosition, attributes: [Piece], specifiers: [Piece],
        shape: (function: Bool, optional: Bool, variadic: Bool)
    ) -> Bool {
        let isFunction = shape.function
        let isParameter = position == .parameter || position == .closureParameter
        // In a parenthesised list a parameter-only feature is fine if the list turns out to be
        // a function type's parameters; the caller decides once it sees the arrow or not.
        func parameterOnly(_ message: String, at offset: Int) -> Bool {
            if position == .closureParameter {
                if parameterOnlyUse == nil { parameterOnlyUse = (offset, message) }
                return true
            }
            if position == .parameter { return true }
            fail(message, at: offset)
            return false
        }
        for attribute in attributes {
            let at = attribute.offset - 1
            let name = attribute.text
            let isGlobalActor = name.first?.isUppercase == true && name != "Sendable"
            guard Self.functionAttributes.contains(name) || isGlobalActor else { continue }
            if name == "escaping" || name == "autoclosure" {
                guard parameterOnly("'@\(name)' may only be used on a parameter's own type", at: at) else { return false }
                // A name may be a typealias of a function type (`ApiResult<Bool>.Completion`),
                // which swiftc accepts: only the standard types are known not to be one.
                if isParameter, !isFunction, !shape.optional, Self.mayNameFunction(text) { continue }
                if isParameter, !isFunction {
                    if shape.optional {
                        fail("a closure in an optional is already escaping; remove '@\(name)'", at: at)
                    } else {
                        fail("'@\(name)' applies only to function types", at: at)
                    }
                    return false
                }
            } else if !isFunction {
                fail("'@\(name)' applies only to function types", at: at)
                return false
            }
        }
        for specifier in specifiers {
            switch specifier.text {
            case let word where Self.parameterSpecifiers.contains(word):
                guard parameterOnly("'\(word)' may only be used on a parameter's type", at: specifier.offset) else { return false }
                if word == "inout", shape.variadic {
                    fail("'inout' cannot be used on a variadic parameter", at: specifier.offset)
                    return false
                }
                if word == "inout", attributes.contains(where: { $0.text == "escaping" }) {
                    fail("an 'inout' parameter is never escaping; remove '@escaping'", at: specifier.offset)
                    return false
                }
            case "sending":
                if !isParameter && position != .result {
                    fail("'sending' may only be used on a parameter's or a result's type", at: specifier.offset)
                    return false
                }
            case "some", "any":
                let base = String(text.prefix { $0 != "<" && $0 != "?" && $0 != "!" && $0 != "." })
                if Self.concreteStandardTypes.contains(base) {
                    fail(
                        specifier.text == "any"
                            ? "'any' has no effect on concrete type '\(base)'; write '\(base)'"
                            : "'some \(base)' needs a protocol or a class; '\(base)' is neither",
                        at: specifier.offset)
                    return false
                }
            default:
                break
            }
        }
        if shape.variadic {
            let offset = variadicOffset ?? endOffset
            guard parameterOnly("a variadic type ('...') may only be a parameter's", at: offset) else { return false }
        }
        return true
    }
}
