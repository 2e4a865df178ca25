import Diagnostics
import Foundation

/// A value of a template's context, typed, so that rendering reads fields without the dynamic
/// casts (and, on Linux, the bridges to Foundation) that Stencil's own renderer makes for every
/// name it resolves.
public indirect enum TemplateValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case number(Double)
    case list([TemplateValue])
    case object(TemplateFields)

    public static func number(_ value: Int) -> TemplateValue { .number(Double(value)) }

    /// The same object, from `origin` in a spec; anything else unchanged.
    public func from(_ origin: SourceLocation?) -> TemplateValue {
        guard case .object(var fields) = self else { return self }
        fields.origin = origin
        return .object(fields)
    }

    /// A field of an object; nil for anything else or a field it lacks.
    public subscript(field: String) -> TemplateValue? {
        if case .object(let fields) = self { return fields[field] }
        return nil
    }

    /// As Stencil's `if` takes it: an empty list, text or object, `false` and numbers up to
    /// zero are false.
    var isTruthy: Bool {
        switch self {
        case .text(let text): return !text.isEmpty
        case .flag(let flag): return flag
        case .number(let number): return number > 0
        case .list(let items): return !items.isEmpty
        case .object: return true
        }
    }

    /// As Stencil writes it: a number without a fraction as an integer, a list as Swift's
    /// description of an array, an object as nothing.
    var rendered: String {
        switch self {
        case .text(let text): return text
        case .flag(let flag): return flag ? "true" : "false"
        case .number(let number): return Self.numberText(number)
        case .list(let items): return "[" + items.map(\.inList).joined(separator: ", ") + "]"
        case .object: return ""
        }
    }

    var inList: String {
        switch self {
        case .text(let text): return text.debugDescription
        default: return rendered
        }
    }

    static func numberText(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(Float(number))
    }

    /// The same value as Stencil's own renderer takes it, for comparing the two in tests.
    public var stencilValue: Any {
        switch self {
        case .text(let text): return text
        case .flag(let flag): return flag
        case .number(let number): return number.rounded() == number ? Int(number) as Any : number as Any
        case .list(let items): return items.map(\.stencilValue)
        case .object(let fields): return Dictionary(fields.pairs.map { ($0.0, $0.1.stencilValue) }, uniquingKeysWith: { first, _ in first })
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .flag(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateFields(elements))
    }
}

/// The fields of an object: a few named values, kept in order and searched in turn, which
/// costs less than hashing for the ten or so fields an object of the context has.
public struct TemplateFields: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public private(set) var pairs: [(String, TemplateValue)]
    /// Where in a spec the object comes from (a requirement's line, a route's name). Not a field:
    /// the renderer notes it for each line a loop over such objects starts, so that `--verify`
    /// shows a problem in a rendered file at its spec line, as for viperc's own files.
    public var origin: SourceLocation?

    public init(_ pairs: [(String, TemplateValue)], origin: SourceLocation? = nil) {
        self.pairs = pairs
        self.origin = origin
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.pairs = elements
    }

    public subscript(key: String) -> TemplateValue? {
        get {
            for pair in pairs where pair.0 == key { return pair.1 }
            return nil
        }
        set {
            if let index = pairs.firstIndex(where: { $0.0 == key }) {
                if let newValue { pairs[index].1 = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
        }
    }

    public static func == (lhs: TemplateFields, rhs: TemplateFields) -> Bool {
        lhs.pairs.count == rhs.pairs.count && lhs.pairs.allSatisfy { rhs[$0.0] == $0.1 }
    }
}
