internal import CYaml
import Diagnostics

/// Parses one YAML document with libyaml into positioned nodes.
///
/// Problems come back as diagnostics; nothing here throws or crashes on bad input.
public enum YAMLParser {
    /// The most alias expansions one document may make, to stop "billion laughs" documents.
    public static let aliasExpansionLimit = 100_000
    /// The deepest nesting of mappings and lists a document may have. Specs nest a few levels;
    /// the cap keeps libyaml (quadratic in flow nesting) and the node tree (freed recursively)
    /// bounded whatever the input.
    public static let maximumDepth = 100

    public struct Result: Sendable {
        /// The document's root, or nil when the file is empty or could not be parsed.
        public var root: YAMLNode?
        public var diagnostics: [Diagnostic]
        /// Steps taken to turn libyaml's marks into byte offsets; linear in the file's size.
        public var positionWork = 0
    }

    public static func parse(_ source: SourceFile) -> Result {
        if let offset = source.firstNULByte() {
            return Result(
                root: nil,
                diagnostics: [
                    .error("file is binary, not YAML text", at: source.location(ofByte: offset), id: "binary-file")
                ])
        }
        if let offset = source.firstInvalidUTF8Byte() {
            return Result(
                root: nil,
                diagnostics: [
                    .error("file is not valid UTF-8", at: source.location(ofByte: offset), id: "invalid-utf8")
                ])
        }
        // A UTF-8 byte-order mark is not content; libyaml would read it as such, since the
        // encoding is set explicitly, so it is left out and positions start after it.
        let base = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let handle = ParserHandle(bytes: source.bytes[base...])
        var builder = TreeBuilder(source: source, base: base)
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&handle.parser, &event) == 1 else {
                builder.diagnostics.append(handle.syntaxError(builder: &builder))
                return Result(root: nil, diagnostics: builder.diagnostics, positionWork: builder.positions.work)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            builder.handle(event)
            if builder.stopped {
                return Result(root: nil, diagnostics: builder.diagnostics, positionWork: builder.positions.work)
            }
        }
        return Result(root: builder.root, diagnostics: builder.diagnostics, positionWork: builder.positions.work)
    }
}

/// Turns libyaml's character indexes (Unicode scalars from the start of the input, CRLF
/// counting two) into byte offsets with a cursor, which moves a short way between two marks,
/// so mapping every mark of a file is linear in its size. Lines come from the byte offset, so
/// they are counted as swiftc counts them whatever libyaml takes for a line break.
struct ScalarPositions {
    let bytes: [UInt8]
    let base: Int
    /// In ASCII every scalar is one byte, so an index is an offset and no cursor need move.
    let isASCII: Bool
    var index = 0
    var offset: Int
    var work = 0

    init(bytes: [UInt8], base: Int) {
        self.bytes = bytes
        self.base = base
        self.offset = base
        self.isASCII = bytes[base...].allSatisfy { $0 < 0x80 }
    }

    mutating func byteOffset(ofScalar target: Int) -> Int {
        if isASCII {
            let clamped = min(max(target, 0), bytes.count - base)
            // Counted as the steps the cursor would have taken, so the work stays comparable.
            work += abs(clamped - index)
            index = clamped
            offset = base + clamped
            return offset
        }
        while index < target, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            index += 1
            work += 1
        }
        while index > target, offset > base {
            offset -= 1
            while offset > base, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            index -= 1
            work += 1
        }
        return offset
    }
}

/// Owns a libyaml parser and the input buffer it reads from.
private final class ParserHandle {
    var parser = yaml_parser_t()
    let buffer: UnsafeMutableBufferPointer<UInt8>

    init(bytes: ArraySlice<UInt8>) {
        buffer = .allocate(capacity: max(bytes.count, 1))
        _ = buffer.initialize(from: bytes)
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        buffer.deallocate()
    }

    func syntaxError(builder: inout TreeBuilder) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var message = "invalid YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
        }
        // Reader errors (such as a control character) carry a byte offset, not a mark.
        let location =
            parser.error == YAML_READER_ERROR
            ? builder.source.location(ofByte: builder.positions.base + Int(parser.problem_offset))
            : builder.location(parser.problem_mark)
        var notes: [DiagnosticNote] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            let startLocation = builder.location(parser.context_mark)
            if startLocation != location {
                var what = Substring(context)
                for prefix in ["while ", "scanning ", "parsing "] where what.hasPrefix(prefix) {
                    what = what.dropFirst(prefix.count)
                }
                notes.append(DiagnosticNote("\(what) started here", at: startLocation))
            }
        }
        return .error(message, at: location, id: "yaml-syntax", notes: notes)
    }
}

/// Builds the node tree from libyaml events.
struct TreeBuilder {
    /// An open mapping or list. Frames are changed in place on the stack, so adding an item
    /// never copies the items before it.
    struct Frame {
        var isMapping: Bool
        var location: SourceLocation
        var startOffset: Int
        var tag: String?
        var anchor: String?
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// Nodes below this one, counting alias expansions, for the alias limit.
        var size = 1
        /// The depth of the deepest child, for the depth of aliased nodes.
        var childDepth = 0
    }

    let source: SourceFile
    var positions: ScalarPositions
    /// The file's line starts, read at the first location, and the cursor's line in them.
    var lineStarts: [Int] = []
    var line = 0
    var stack: [Frame] = []
    var anchors: [String: (node: YAMLNode, size: Int, depth: Int)] = [:]
    var root: YAMLNode?
    var documents = 0
    var expansions = 0
    var diagnostics: [Diagnostic] = []
    /// Set when the document cannot be read further (too deep).
    var stopped = false

    init(source: SourceFile, base: Int) {
        self.source = source
        self.positions = ScalarPositions(bytes: source.bytes, base: base)
    }

    mutating func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(ofByte: offset(mark))
    }

    /// `source.location(ofByte:)` through a cursor on the line table: nodes start in file
    /// order, so the cursor moves a line or two per node, where the file's own lookup took a
    /// lock and a binary search for each.
    mutating func location(ofByte offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, source.bytes.count))
        if lineStarts.isEmpty { lineStarts = source.lineStarts }
        if offset < lineStarts[line] { return source.location(ofByte: offset) }
        while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
        return SourceLocation(path: source.path, line: line + 1, column: offset - lineStarts[line] + 1)
    }

    mutating func offset(_ mark: yaml_mark_t) -> Int {
        positions.byteOffset(ofScalar: Int(mark.index))
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    mutating func handle(_ event: yaml_event_t) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents == 2 {
                diagnostics.append(
                    .error(
                        "a spec file holds one YAML document; found another", at: location(event.start_mark),
                        id: "multiple-documents"))
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value: String
            if let pointer = data.value {
                value = String(decoding: UnsafeBufferPointer(start: pointer, count: Int(data.length)), as: UTF8.self)
            } else {
                value = ""
            }
            let style: ScalarStyle
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let start = offset(event.start_mark)
            let node = YAMLNode(
                content: .scalar(value, style), location: location(ofByte: start),
                startOffset: start, endOffset: offset(event.end_mark),
                tag: Self.string(data.tag))
            finish(node, anchor: Self.string(data.anchor), size: 1, depth: 0)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let start = offset(event.start_mark)
            guard stack.count < YAMLParser.maximumDepth else {
                diagnostics.append(
                    .error(
                        "mappings and lists nest deeper than \(YAMLParser.maximumDepth) levels", at: location(ofByte: start),
                        id: "yaml-too-deep"))
                stopped = true
                return
            }
            let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            stack.append(
                Frame(
                    isMapping: isMapping, location: location(ofByte: start), startOffset: start, tag: Self.string(tag),
                    anchor: Self.string(anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let node = YAMLNode(
                content: frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items), location: frame.location,
                startOffset: frame.startOffset, endOffset: offset(event.end_mark), tag: frame.tag)
            finish(node, anchor: frame.anchor, size: frame.size, depth: frame.childDepth + 1)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                diagnostics.append(
                    .error(
                        "unknown alias '*\(name)'", at: location(event.start_mark), id: "yaml-syntax"))
                return
            }
            if stack.count + anchored.depth > YAMLParser.maximumDepth {
                diagnostics.append(
                    .error(
                        "mappings and lists nest deeper than \(YAMLParser.maximumDepth) levels", at: location(event.start_mark),
                        id: "yaml-too-deep"))
                stopped = true
                return
            }
            expansions += anchored.size
            if expansions > YAMLParser.aliasExpansionLimit {
                if expansions - anchored.size <= YAMLParser.aliasExpansionLimit {
                    diagnostics.append(
                        .error(
                            "aliases expand to more than \(YAMLParser.aliasExpansionLimit) nodes",
                            at: location(event.start_mark), id: "yaml-alias-limit"))
                }
                return
            }
            finish(anchored.node, anchor: nil, size: anchored.size, depth: anchored.depth)
        default:
            break
        }
    }

    /// Adds a finished node to the open mapping or list. The node is consumed, and the pending
    /// key taken, so that each is moved into place rather than copied.
    mutating func finish(_ node: consuming YAMLNode, anchor: String?, size: Int, depth: Int) {
        if let anchor { anchors[anchor] = (copy node, size, depth) }
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].childDepth = max(stack[top].childDepth, depth)
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if let key = stack[top].pendingKey.take() {
            stack[top].pairs.append(YAMLPair(key: key, value: node))
        } else {
            stack[top].pendingKey = node
        }
    }
}
