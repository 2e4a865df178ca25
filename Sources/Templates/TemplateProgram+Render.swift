import Diagnostics
import Foundation
import Support

/// Rendering: a walk over the compiled tree with the loop variables in scope.
extension TemplateProgram {
    struct RenderError: Error {
        var message: String
    }

    /// What `break` and `continue` do to the loop they are in.
    enum Flow {
        case next, breaking, continuing
    }

    /// A loop variable in scope, with where its loop is.
    struct Scope {
        var name: String
        var value: TemplateValue
        var index = 0
        var count = 0
    }

    struct Renderer {
        let root: TemplateValue
        var scopes: [Scope] = []
        var output = ""
        /// Where loop items with an origin start, as offsets into `output`'s UTF-8.
        var origins: [(offset: Int, origin: SourceLocation)] = []

        mutating func render(_ nodes: [Node]) throws -> Flow {
            for node in nodes {
                switch node {
                case .text(let text): output += text
                case .output(let expression): output += try value(expression)?.rendered ?? ""
                case .loop(let variable, let items, let condition, let body, let empty):
                    // Anything but a list loops over nothing, as in Stencil.
                    var values: [TemplateValue] = []
                    if case .list(let items)? = try value(items) { values = items }
                    if let condition {
                        values = try values.filter { item in
                            scopes.append(Scope(name: variable, value: item))
                            defer { scopes.removeLast() }
                            return try truth(condition)
                        }
                    }
                    if values.isEmpty {
                        let flow = try render(empty)
                        if flow != .next { return flow }
                        continue
                    }
                    for (offset, item) in values.enumerated() {
                        // Only an item that starts a line gives that line its origin: a list of
                        // parameters inside a declaration's line leaves the declaration's.
                        if case .object(let fields) = item, let origin = fields.origin, output.isEmpty || output.utf8.last == 10 {
                            origins.append((output.utf8.count, origin))
                        }
                        scopes.append(Scope(name: variable, value: item, index: offset, count: values.count))
                        let flow = try render(body)
                        scopes.removeLast()
                        if flow == .breaking { break }
                    }
                case .branches(let branches):
                    for branch in branches {
                        guard try branch.condition.map(truth) ?? true else { continue }
                        let flow = try render(branch.body)
                        if flow != .next { return flow }
                        break
                    }
                case .filtered(let filters, let body):
                    var inner = Renderer(root: root, scopes: scopes)
                    let flow = try inner.render(body)
                    var result: TemplateValue? = .text(inner.output)
                    for filter in filters { result = try apply(filter, to: result) }
                    let filtered = result?.rendered ?? ""
                    keepOrigins(of: inner, through: filtered)
                    output += filtered
                    if flow != .next { return flow }
                case .breakLoop: return .breaking
                case .continueLoop: return .continuing
                }
            }
            return .next
        }

        func lookup(_ path: [String]) -> TemplateValue? {
            let first = path[0]
            var current: TemplateValue?
            if first == "forloop", let loop = scopes.last(where: { $0.count > 0 }) {
                // `forloop` of the innermost loop, made only for the field asked.
                guard path.count > 1 else { return .object([:]) }
                switch path[1] {
                case "first": current = .flag(loop.index == 0)
                case "last": current = .flag(loop.index == loop.count - 1)
                case "counter": current = .number(loop.index + 1)
                case "counter0": current = .number(loop.index)
                case "length": current = .number(loop.count)
                default: return nil
                }
                return path.count == 2 ? current : nil
            }
            if let scope = scopes.last(where: { $0.name == first }) {
                current = scope.value
            } else {
                current = root[first]
            }
            for bit in path.dropFirst() {
                guard let value = current else { return nil }
                current = member(bit, of: value)
            }
            return current
        }

        func member(_ bit: String, of value: TemplateValue) -> TemplateValue? {
            switch value {
            case .object(let fields): return fields[bit]
            case .list(let items):
                if let index = Int(bit) { return index >= 0 && index < items.count ? items[index] : nil }
                switch bit {
                case "count": return .number(items.count)
                case "first": return items.first
                case "last": return items.last
                default: return nil
                }
            case .text(let text):
                let characters = Array(text)
                if let index = Int(bit) { return index >= 0 && index < characters.count ? .text(String(characters[index])) : nil }
                switch bit {
                case "count": return .number(characters.count)
                case "first": return characters.first.map { .text(String($0)) }
                case "last": return characters.last.map { .text(String($0)) }
                default: return nil
                }
            case .flag, .number: return nil
            }
        }

        func operand(_ operand: Operand) -> TemplateValue? {
            switch operand {
            case .literal(let value): return value
            case .path(let path): return lookup(path)
            }
        }

        func value(_ expression: Expression) throws -> TemplateValue? {
            var result = operand(expression.operand)
            for filter in expression.filters { result = try apply(filter, to: result) }
            return result
        }

        func truth(_ condition: Condition) throws -> Bool {
            switch condition {
            case .value(let expression): return try value(expression)?.isTruthy ?? false
            case .not(let inner): return try !truth(inner)
            case .and(let left, let right): return try truth(left) && truth(right)
            case .or(let left, let right): return try truth(left) || truth(right)
            case .compare(let name, let left, let right):
                guard case .value(let lhs) = left, case .value(let rhs) = right else { return name == "!=" }
                let (a, b) = (try value(lhs), try value(rhs))
                switch name {
                case "==": return Self.equal(a, b)
                case "!=": return !Self.equal(a, b)
                default:
                    guard case .number(let x)? = a, case .number(let y)? = b else { return false }
                    switch name {
                    case ">": return x > y
                    case ">=": return x >= y
                    case "<": return x < y
                    default: return x <= y
                    }
                }
            case .contains(let left, let right):
                guard case .value(let lhs) = left, case .value(let rhs) = right else { return false }
                let (item, collection) = (try value(lhs), try value(rhs))
                switch (item, collection) {
                case (let item?, .list(let items)?): return items.contains { Self.equal(item, $0) }
                case (.text(let part)?, .text(let whole)?): return whole.contains(part)
                case (nil, nil): return true
                default: return false
                }
            }
        }

        /// Stencil's `==`: numbers, texts and flags compare as such; two missing values are equal.
        static func equal(_ a: TemplateValue?, _ b: TemplateValue?) -> Bool {
            switch (a, b) {
            case (.number(let x)?, .number(let y)?): return Float(x) == Float(y)
            case (.text(let x)?, .text(let y)?): return x == y
            case (.flag(let x)?, .flag(let y)?): return x == y
            case (nil, nil): return true
            default: return false
            }
        }

        func apply(_ filter: Filter, to value: TemplateValue?) throws -> TemplateValue? {
            let arguments = filter.arguments.map(operand)
            func each(_ change: (String) -> String) -> TemplateValue {
                if case .list(let items)? = value { return .list(items.map { .text(change($0.rendered)) }) }
                return .text(change(value?.rendered ?? ""))
            }
            switch filter.name {
            case "default": return value ?? arguments.lazy.compactMap { $0 }.first
            case "capitalize": return each { $0.capitalized }
            case "uppercase": return each { $0.uppercased() }
            case "lowercase": return each { $0.lowercased() }
            case "join":
                guard arguments.count < 2 else { throw RenderError(message: "'join' filter takes at most one argument") }
                guard case .list(let items)? = value else { return value }
                return .text(items.map(\.rendered).joined(separator: arguments.first??.rendered ?? ""))
            case "split":
                guard arguments.count < 2 else { throw RenderError(message: "'split' filter takes at most one argument") }
                guard case .text(let text)? = value else { return value }
                let separator = arguments.first??.rendered ?? " "
                return .list(text.components(separatedBy: separator).map(TemplateValue.text))
            case "indent": return try indent(value, arguments)
            case "lowerFirst", "upperFirst":
                guard let value else { return nil }
                let text = value.rendered
                guard let first = text.first else { return value }
                return .text((filter.name == "lowerFirst" ? first.lowercased() : first.uppercased()) + text.dropFirst())
            case "docComment": return .text(TemplateFilters.docComment(value?.rendered ?? ""))
            case "comment": return .text(TemplateFilters.comment(value?.rendered ?? ""))
            case "swiftString": return .text(SwiftText.stringLiteral(value?.rendered ?? ""))
            default: throw RenderError(message: "unknown filter '\(filter.name)'")
            }
        }

        /// The lines of `text` as Foundation's `components(separatedBy: .newlines)` gives them,
        /// which Stencil's `indent` uses; ASCII text with no line break but "\n" is split
        /// without Foundation, which costs many times more (a doc comment per requirement).
        static func lines(of text: String) -> [String] {
            let bytes = text.utf8
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C }) else {
                return text.components(separatedBy: .newlines)
            }
            return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
        }

        /// The origins of a filtered block's lines, where the filters kept its lines (as `indent`
        /// does, which nests a declaration in an extension): each keeps its line.
        mutating func keepOrigins(of inner: Renderer, through filtered: String) {
            guard !inner.origins.isEmpty else { return }
            let before = Array(inner.output.utf8)
            let after = Array(filtered.utf8)
            let newline = UInt8(ascii: "\n")
            guard before.count(where: { $0 == newline }) == after.count(where: { $0 == newline }) else { return }
            var starts = [0]
            for (offset, byte) in after.enumerated() where byte == newline { starts.append(offset + 1) }
            let base = output.utf8.count
            for (offset, origin) in inner.origins {
                let line = before[..<offset].count(where: { $0 == newline })
                origins.append((base + starts[line], origin))
            }
        }

        /// Stencil's `indent`: every line but the first (or every line) indented, empty lines left.
        func indent(_ value: TemplateValue?, _ arguments: [TemplateValue?]) throws -> TemplateValue {
            guard arguments.count <= 3 else { throw RenderError(message: "'indent' filter can take at most 3 arguments") }
            var width = 4
            if let first = arguments.first {
                guard case .number(let number)? = first, number.rounded() == number else {
                    throw RenderError(message: "'indent' filter width argument must be an Integer")
                }
                width = Int(number)
            }
            var character = " "
            if arguments.count > 1 {
                guard case .text(let text)? = arguments[1] else {
                    throw RenderError(message: "'indent' filter indentation argument must be a String")
                }
                character = text
            }
            var indentFirst = false
            if arguments.count > 2 {
                guard case .flag(let flag)? = arguments[2] else {
                    throw RenderError(message: "'indent' filter indentFirst argument must be a Bool")
                }
                indentFirst = flag
            }
            let indentation = String(repeating: character, count: max(0, width))
            let content = value?.rendered ?? ""
            guard !indentation.isEmpty else { return .text(content) }
            var lines = Self.lines(of: content)
            let first = (indentFirst ? indentation : "") + lines.removeFirst()
            // A line that holds only the mark of its template line (`templateLines`) is empty too.
            func isEmpty(_ line: String) -> Bool {
                line.isEmpty || (line.first == TemplateLayout.markOpen && line.last == TemplateLayout.markClose)
            }
            return .text(([first] + lines.map { isEmpty($0) ? $0 : indentation + $0 }).joined(separator: "\n"))
        }
    }

    func render(_ root: TemplateValue) throws -> String {
        var renderer = Renderer(root: root)
        _ = try renderer.render(nodes)
        return renderer.output
    }

    /// The text, and for each 1-based line where a loop item with an origin starts, that origin
    /// (the innermost item's where several start on one line).
    func renderWithOrigins(_ root: TemplateValue) throws -> (text: String, origins: [Int: SourceLocation]) {
        var renderer = Renderer(root: root)
        _ = try renderer.render(nodes)
        var origins: [Int: SourceLocation] = [:]
        guard !renderer.origins.isEmpty else { return (renderer.output, origins) }
        // Lines counted once, up to the last item.
        let marks = renderer.origins
        var output = renderer.output
        output.withUTF8 { bytes in
            var line = 1
            var position = 0
            for mark in marks {
                while position < mark.offset && position < bytes.count {
                    if bytes[position] == 10 { line += 1 }
                    position += 1
                }
                if mark.offset < bytes.count { origins[line] = mark.origin }
            }
        }
        // An item that writes nothing at the very end marks no line.
        return (output, origins)
    }
}
