import Foundation
import Stencil

/// A template compiled from Stencil's tokens into a tree that renders typed values. Stencil
/// parses and checks the template first; this renderer gives the same output as Stencil's own
/// for what convention templates may use (`TemplateRendererTests` compares the two on random
/// templates), without resolving every name through dynamic casts.
struct TemplateProgram: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case output(Expression)
        case loop(variable: String, items: Expression, condition: Condition?, body: [Node], empty: [Node])
        case branches([(condition: Condition?, body: [Node])])
        case filtered([Filter], [Node])
        case breakLoop
        case continueLoop
    }

    enum Operand: Sendable {
        case literal(TemplateValue)
        case path([String])
    }

    struct Filter: Sendable {
        var name: String
        var arguments: [Operand]
    }

    struct Expression: Sendable {
        var operand: Operand
        var filters: [Filter]
    }

    indirect enum Condition: Sendable {
        case value(Expression)
        case not(Condition)
        case and(Condition, Condition)
        case or(Condition, Condition)
        case compare(String, Condition, Condition)
        case contains(Condition, Condition)
    }

    struct CompileError: Error {
        var message: String
    }

    let nodes: [Node]

    init(tokens: [Token]) throws {
        var index = 0
        let (nodes, end) = try Self.parse(tokens, &index, until: [])
        guard end == nil else { throw CompileError(message: "unexpected '\(end!)'") }
        self.nodes = nodes
    }

    // MARK: - Compiling

    static func parse(_ tokens: [Token], _ index: inout Int, until ends: Set<String>) throws -> (nodes: [Node], end: String?) {
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token.kind {
            case .text: nodes.append(.text(token.contents))
            case .comment: continue
            case .variable: nodes.append(.output(expression(token.contents)))
            case .block:
                let parts = token.components
                guard let tag = parts.first else { continue }
                if ends.contains(tag) { return (nodes, tag) }
                switch tag {
                case "for": nodes.append(try loop(Array(parts.dropFirst()), tokens, &index))
                case "if", "ifnot":
                    var branches: [(Condition?, [Node])] = []
                    var condition: Condition? = try self.condition(Array(parts.dropFirst()))
                    if tag == "ifnot" { condition = .not(condition!) }
                    while true {
                        let (body, end) = try parse(tokens, &index, until: ["elif", "else", "endif"])
                        branches.append((condition, body))
                        guard let end, end != "endif" else { break }
                        if end == "else" {
                            let (rest, _) = try parse(tokens, &index, until: ["endif"])
                            branches.append((nil, rest))
                            break
                        }
                        condition = try self.condition(Array(tokens[index - 1].components.dropFirst()))
                    }
                    nodes.append(.branches(branches))
                case "filter":
                    let filters = TemplateChecker.split(parts.dropFirst().joined(separator: " "), on: "|").map(filter)
                    let (body, _) = try parse(tokens, &index, until: ["endfilter"])
                    nodes.append(.filtered(filters, body))
                case "break": nodes.append(.breakLoop)
                case "continue": nodes.append(.continueLoop)
                default: throw CompileError(message: "unknown tag '\(tag)'")
                }
            }
        }
        return (nodes, nil)
    }

    static func loop(_ parts: [String], _ tokens: [Token], _ index: inout Int) throws -> Node {
        guard let inIndex = parts.firstIndex(of: "in"), inIndex == 1, inIndex + 1 < parts.count else {
            throw CompileError(message: "a loop takes one variable: 'for item in list'")
        }
        var condition: Condition?
        if let whereIndex = parts.firstIndex(of: "where"), whereIndex > inIndex {
            condition = try self.condition(Array(parts[(whereIndex + 1)...]))
        }
        let (body, end) = try parse(tokens, &index, until: ["empty", "endfor"])
        var empty: [Node] = []
        if end == "empty" { empty = try parse(tokens, &index, until: ["endfor"]).nodes }
        return .loop(variable: parts[0], items: expression(parts[inIndex + 1]), condition: condition, body: body, empty: empty)
    }

    static func expression(_ text: String) -> Expression {
        let bits = TemplateChecker.split(text, on: "|").map(\.trimmingSpaces)
        return Expression(operand: operand(bits[0]), filters: bits.dropFirst().map(filter))
    }

    static func filter(_ text: String) -> Filter {
        let pieces = TemplateChecker.split(text, on: ":")
        let name = pieces[0].trimmingSpaces
        guard pieces.count > 1 else { return Filter(name: name, arguments: []) }
        let arguments = TemplateChecker.split(pieces.dropFirst().joined(separator: ":"), on: ",").map { operand($0.trimmingSpaces) }
        return Filter(name: name, arguments: arguments)
    }

    /// As Stencil reads a variable: a quoted text, a number, a flag, or a dotted path.
    static func operand(_ text: String) -> Operand {
        if text.count > 1, (text.hasPrefix("'") && text.hasSuffix("'")) || (text.hasPrefix("\"") && text.hasSuffix("\"")) {
            return .literal(.text(String(text.dropFirst().dropLast())))
        }
        if let number = Int(text) { return .literal(.number(number)) }
        if let number = Float(text) { return .literal(.number(Double(number))) }
        if let flag = Bool(text) { return .literal(.flag(flag)) }
        return .path(text.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// Stencil's precedence: `in` 5, `or` 6, `and` 7, `not` 8, comparisons 10.
    static func condition(_ parts: [String]) throws -> Condition {
        var position = 0
        let result = try condition(parts, &position, power: 0)
        guard position == parts.count else { throw CompileError(message: "unexpected '\(parts[position])' in a condition") }
        return result
    }

    static let powers: [String: Int] = ["in": 5, "or": 6, "and": 7, "==": 10, "!=": 10, ">": 10, ">=": 10, "<": 10, "<=": 10]

    static func condition(_ parts: [String], _ position: inout Int, power: Int) throws -> Condition {
        guard position < parts.count else { throw CompileError(message: "a condition ends too early") }
        let first = parts[position]
        position += 1
        var left: Condition
        switch first {
        case "not": left = .not(try condition(parts, &position, power: 8))
        case "(":
            left = try condition(parts, &position, power: 0)
            guard position < parts.count, parts[position] == ")" else { throw CompileError(message: "'(' without ')'") }
            position += 1
        default: left = .value(expression(first))
        }
        while position < parts.count, let next = powers[parts[position]], power < next {
            let name = parts[position]
            position += 1
            let right = try condition(parts, &position, power: next)
            left = combine(left, right, operator: name)
        }
        return left
    }

    static func combine(_ left: Condition, _ right: Condition, operator name: String) -> Condition {
        switch name {
        case "or": return .or(left, right)
        case "and": return .and(left, right)
        case "in": return .contains(left, right)
        default: return .compare(name, left, right)
        }
    }
}
