import SpecParser

/// Swift expressions that make a value of a spec's type, for generated tests: literals for
/// the standard types, the project's entities field by field, empty collections, closures
/// that do nothing. Nil when no value can be made without the team's help.
public struct SampleValues: Sendable {
    let entities: [String: EntitySpec]

    public init(project: Project) {
        var entities: [String: EntitySpec] = [:]
        for entity in project.modules.flatMap(\.entities) + project.shared.flatMap(\.entities) where entities[entity.name.value] == nil {
            entities[entity.name.value] = entity
        }
        self.entities = entities
    }

    public func value(of type: String, named name: String, depth: Int = 0) -> String? {
        var type = type.trimmingCharacters(in: .whitespaces)
        for prefix in ["@escaping ", "@Sendable ", "@MainActor ", "sending ", "borrowing ", "consuming "] where type.hasPrefix(prefix) {
            type = String(type.dropFirst(prefix.count))
        }
        if type.hasSuffix("?") { return value(of: String(type.dropLast()), named: name, depth: depth) }
        if type.hasPrefix("(") && type.hasSuffix(")") && !MockTypes.isFunction(type) {
            let elements = Self.topLevelElements(String(type.dropFirst().dropLast()))
            if elements.count == 1 && !elements[0].contains(":") {
                return value(of: elements[0], named: name, depth: depth)
            }
            // A tuple: each element, with its label.
            var parts: [String] = []
            for (index, element) in elements.enumerated() {
                var label: String?
                var elementType = element
                if let colon = Self.topLevelColonIndex(element) {
                    label = element[..<colon].trimmingCharacters(in: .whitespaces)
                    elementType = element[element.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                guard let part = value(of: elementType, named: "\(name).\(label ?? String(index))", depth: depth + 1) else { return nil }
                parts.append(label.map { "\($0): \(part)" } ?? part)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        }
        if MockTypes.isFunction(type) { return closure(type) }
        if type.hasPrefix("[") && type.hasSuffix("]") { return Self.topLevelColon(type) ? "[:]" : "[]" }
        if type.hasPrefix("Set<") { return "[]" }
        switch type {
        case "String": return "\"\(name)\""
        case "Int": return "\(abs(Self.stableHash(name)) % 1000)"
        case "Double", "Float", "CGFloat": return "2.5"
        case "Bool": return "true"
        case "Date": return "Date(timeIntervalSince1970: 86400)"
        case "URL": return "URL(string: \"https://example.com/\(name.filter { $0.isLetter || $0.isNumber })\")!"
        case "UUID": return "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"
        case "Data": return "Data([1, 2, 3])"
        case "Decimal": return "Decimal(7)"
        case "IndexPath": return "IndexPath(indexes: [0, 0])"
        default: break
        }
        if let entity = entities[type], depth < 4 {
            var arguments: [String] = []
            for field in entity.fields {
                guard let expression = value(of: field.type.text, named: "\(name).\(field.name.value)", depth: depth + 1) else {
                    return nil
                }
                arguments.append("\(field.name.value): \(expression)")
            }
            return "\(type)(\(arguments.joined(separator: ", ")))"
        }
        return nil
    }

    /// A closure that ignores its arguments and returns nothing: only `-> Void` closures.
    func closure(_ type: String) -> String? {
        guard type.hasSuffix("-> Void") || type.hasSuffix("-> ()") else { return nil }
        guard let open = type.firstIndex(of: "("), let arrow = type.range(of: "->", options: .backwards) else { return nil }
        let parameters = type[type.index(after: open)..<arrow.lowerBound]
        guard let close = parameters.lastIndex(of: ")") else { return nil }
        let inside = parameters[..<close].trimmingCharacters(in: .whitespaces)
        // Sendable, so that it can be handed to an async method of another isolation.
        if inside.isEmpty { return "{ @Sendable in }" }
        var count = 1
        var depth = 0
        for character in inside {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0: count += 1
            default: break
            }
        }
        return "{ @Sendable " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }

    /// The comma-separated parts of a tuple's inside, nesting respected.
    static func topLevelElements(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// Where a tuple element's label ends: a `:` outside brackets.
    static func topLevelColonIndex(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    static func topLevelColon(_ type: String) -> Bool {
        var depth = 0
        for character in type.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// The same in every run, unlike `hashValue`.
    static func stableHash(_ text: String) -> Int {
        var hash = 5381
        for byte in text.utf8 { hash = (hash &* 33) &+ Int(byte) }
        return hash
    }
}
