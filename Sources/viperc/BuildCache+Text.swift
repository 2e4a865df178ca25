import Diagnostics
import Support

/// The record as text: one entry a line, fields split by tabs, `\`, tab and newline escaped.
/// Written and read byte by byte: a record of 10,000 modules has 60,000 lines, and building
/// them as Swift strings cost more than all the `stat` calls the record saves.
extension BuildCache {
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(160 * (inputs.count + outputs.count) + 4096)
        func add(_ text: String) { out.append(contentsOf: text.utf8) }
        func escaped(_ text: String) {
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): add("\\\\")
                case UInt8(ascii: "\n"): add("\\n")
                case UInt8(ascii: "\t"): add("\\t")
                default: out.append(byte)
                }
            }
        }
        func field(_ text: String) {
            out.append(UInt8(ascii: "\t"))
            escaped(text)
        }
        func number(_ value: Int64) {
            out.append(contentsOf: String(value).utf8)
        }
        func stamp(_ stamp: FileStamp) {
            out.append(UInt8(ascii: "\t"))
            for (index, value) in stamp.fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                number(value)
            }
        }
        func end() { out.append(UInt8(ascii: "\n")) }
        add(Self.header)
        end()
        add("key")
        field(key)
        end()
        add("planned\t\(planned)\n")
        add("messages")
        field(messages)
        end()
        for input in inputs {
            add("in")
            stamp(input.stamp)
            field(input.path)
            end()
        }
        for output in outputs {
            add("out")
            stamp(output.stamp)
            add("\t\(output.owner)")
            field(output.path)
            end()
        }
        if let parts {
            add("root")
            field(parts.root)
            end()
            for (index, spec) in parts.specs.sorted(by: { $0.key < $1.key }) {
                add("spec\t\(index)\t\(spec.fingerprint)")
                field(spec.module)
                end()
            }
            for (name, index) in parts.entities.sorted(by: { $0.key < $1.key }) {
                add("entity\t\(index)")
                field(name)
                end()
            }
            for (kind, names) in [("known", parts.knownTypes), ("bound", parts.classBound), ("delegates", parts.delegates)] {
                add(kind)
                for name in names.sorted() { field(name) }
                end()
            }
            for (index, anchors) in parts.anchors.sorted(by: { $0.key < $1.key }) {
                add("anchors\t\(index)")
                for anchor in anchors { add("\t\(anchor.line):\(anchor.column)") }
                end()
            }
            for (owner, diagnostic) in parts.diagnostics {
                add("diag\t\(owner)\t\(diagnostic.severity.rawValue)")
                field(diagnostic.location.path)
                add("\t\(diagnostic.location.line)\t\(diagnostic.location.column)")
                field(diagnostic.id)
                field(diagnostic.message)
                for note in diagnostic.notes {
                    field(note.location.path)
                    add("\t\(note.location.line)\t\(note.location.column)")
                    field(note.message)
                }
                end()
            }
        }
        return out
    }

    /// Reads a record up to its parts, which stay unread in `partsText`.
    static func parse(_ bytes: [UInt8]) -> BuildCache? {
        var cache = BuildCache(key: "", inputs: [], outputs: [], messages: "", planned: 0)
        var first = true
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.endIndex
            let line = bytes[start..<end]
            if first {
                guard line.elementsEqual(header.utf8) else { return nil }
                first = false
            } else if !line.isEmpty {
                guard let kindEnd = line.firstIndex(of: tab) else { return nil }
                let kind = line[..<kindEnd]
                let rest = line[(kindEnd + 1)...]
                if kind.elementsEqual("in".utf8) {
                    guard let stampEnd = rest.firstIndex(of: tab), let stamp = stamp(rest[..<stampEnd]) else { return nil }
                    cache.inputs.append((unescaped(rest[(stampEnd + 1)...]), stamp))
                } else if kind.elementsEqual("out".utf8) {
                    guard let stampEnd = rest.firstIndex(of: tab), let stamp = stamp(rest[..<stampEnd]) else { return nil }
                    let afterStamp = rest[(stampEnd + 1)...]
                    guard let ownerEnd = afterStamp.firstIndex(of: tab), let owner = number(afterStamp[..<ownerEnd]) else { return nil }
                    cache.outputs.append((unescaped(afterStamp[(ownerEnd + 1)...]), stamp, owner))
                } else if kind.elementsEqual("key".utf8) {
                    cache.key = unescaped(rest)
                } else if kind.elementsEqual("planned".utf8) {
                    guard let planned = number(rest) else { return nil }
                    cache.planned = planned
                } else if kind.elementsEqual("messages".utf8) {
                    cache.messages = unescaped(rest)
                } else if kind.elementsEqual("root".utf8) {
                    cache.partsText = bytes[start...]
                    return cache
                } else {
                    return nil
                }
            }
            start = end + 1
        }
        return first ? nil : cache
    }

    /// The parts of the record; nil when it has none or they do not read.
    func readParts() -> Parts? {
        guard let text = partsText else { return nil }
        var parts: Parts?
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: Self.newline) ?? text.endIndex
            let line = text[start..<end]
            start = end + 1
            if line.isEmpty { continue }
            let fields = line.split(separator: Self.tab, omittingEmptySubsequences: false)
            let kind = fields[0]
            if kind.elementsEqual("root".utf8), fields.count == 2 {
                parts = Parts(root: Self.unescaped(fields[1]))
            } else if parts == nil {
                return nil
            } else if kind.elementsEqual("spec".utf8) {
                guard fields.count == 4, let index = Self.number(fields[1]) else { return nil }
                parts?.specs[index] = (Self.unescaped(fields[2]), Self.unescaped(fields[3]))
            } else if kind.elementsEqual("entity".utf8) {
                guard fields.count == 3, let index = Self.number(fields[1]) else { return nil }
                parts?.entities[Self.unescaped(fields[2])] = index
            } else if kind.elementsEqual("known".utf8) {
                parts?.knownTypes = fields.dropFirst().map(Self.unescaped)
            } else if kind.elementsEqual("bound".utf8) {
                parts?.classBound = fields.dropFirst().map(Self.unescaped)
            } else if kind.elementsEqual("delegates".utf8) {
                parts?.delegates = fields.dropFirst().map(Self.unescaped)
            } else if kind.elementsEqual("anchors".utf8) {
                guard fields.count >= 2, let index = Self.number(fields[1]), inputs.indices.contains(index) else { return nil }
                let path = inputs[index].path
                var anchors: [SourceLocation] = []
                for field in fields.dropFirst(2) {
                    guard let colon = field.firstIndex(of: UInt8(ascii: ":")), let line = Self.number(field[..<colon]),
                        let column = Self.number(field[(colon + 1)...])
                    else { return nil }
                    anchors.append(SourceLocation(path: path, line: line, column: column))
                }
                parts?.anchors[index] = anchors
            } else if kind.elementsEqual("diag".utf8) {
                guard let entry = Self.diagnostic(fields) else { return nil }
                parts?.diagnostics.append(entry)
            } else {
                return nil
            }
        }
        return parts
    }

    static func diagnostic(_ fields: [ArraySlice<UInt8>]) -> (owner: Int, diagnostic: Diagnostic)? {
        guard fields.count >= 8, (fields.count - 8) % 4 == 0, let owner = number(fields[1]),
            let severity = Severity(rawValue: unescaped(fields[2])), let line = number(fields[4]), let column = number(fields[5])
        else { return nil }
        var notes: [DiagnosticNote] = []
        var index = 8
        while index < fields.count {
            guard let noteLine = number(fields[index + 1]), let noteColumn = number(fields[index + 2]) else { return nil }
            let location = SourceLocation(path: unescaped(fields[index]), line: noteLine, column: noteColumn)
            notes.append(DiagnosticNote(unescaped(fields[index + 3]), at: location))
            index += 4
        }
        let location = SourceLocation(path: unescaped(fields[3]), line: line, column: column)
        return (owner, Diagnostic(severity, unescaped(fields[7]), at: location, id: unescaped(fields[6]), notes: notes))
    }

    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")

    static func unescaped(_ slice: ArraySlice<UInt8>) -> String {
        guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
        var result: [UInt8] = []
        var escaping = false
        for byte in slice {
            if escaping {
                result.append(byte == UInt8(ascii: "n") ? newline : byte == UInt8(ascii: "t") ? tab : byte)
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A decimal number, maybe negative, of at most 18 digits.
    static func number(_ slice: ArraySlice<UInt8>) -> Int? {
        var digits = slice
        var negative = false
        if digits.first == UInt8(ascii: "-") {
            negative = true
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return negative ? -value : value
    }

    static func stamp(_ slice: ArraySlice<UInt8>) -> FileStamp? {
        var fields: [Int64] = []
        fields.reserveCapacity(7)
        var rest = slice
        while true {
            let end = rest.firstIndex(of: UInt8(ascii: ",")) ?? rest.endIndex
            guard let value = number(rest[..<end]) else { return nil }
            fields.append(Int64(value))
            if end == rest.endIndex { break }
            rest = rest[(end + 1)...]
        }
        return fields.count == 7 ? FileStamp(fields: fields) : nil
    }
}
