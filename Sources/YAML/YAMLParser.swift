internal import CYaml
import Diagnostics

/// Parses one YAML document with libyaml into positioned nodes.
///
/// Problems come back as diagnostics; nothing here throws or crashes on bad input.
public enum YAMLParser {
    /// The most alias expansions one document may make, to stop "billion laughs" documents.
    public static let aliasExpansionLimit = 100_000

    public struct Result: Sendable {
        /// The document's root, or nil when the file is empty or could not be parsed.
        public var root: YAMLNode?
        public var diagnostics: [Diagnostic]
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
        let handle = ParserHandle(bytes: source.bytes)
        var builder = TreeBuilder(source: source)
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&handle.parser, &event) == 1 else {
                builder.diagnostics.append(handle.syntaxError(in: source))
                return Result(root: nil, diagnostics: builder.diagnostics)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            builder.handle(event)
        }
        return Result(root: builder.root, diagnostics: builder.diagnostics)
    }
}

/// Owns a libyaml parser and the input buffer it reads from.
private final class ParserHandle {
    var parser = yaml_parser_t()
    let buffer: UnsafeMutableBufferPointer<UInt8>

    init(bytes: [UInt8]) {
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

    func syntaxError(in source: SourceFile) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        var message = "invalid YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) {
            message += " \(context)"
        }
        let mark = parser.problem_mark
        let location = source.location(line: Int(mark.line), scalarColumn: Int(mark.column))
        var notes: [DiagnosticNote] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            let start = parser.context_mark
            let startLocation = source.location(line: Int(start.line), scalarColumn: Int(start.column))
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
private struct TreeBuilder {
    enum Frame {
        case mapping(start: yaml_mark_t, tag: String?, anchor: String?, pairs: [YAMLPair], pendingKey: YAMLNode?)
        case sequence(start: yaml_mark_t, tag: String?, anchor: String?, items: [YAMLNode])
    }

    let source: SourceFile
    var stack: [Frame] = []
    var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    var sizes: [Int] = []
    var root: YAMLNode?
    var documents = 0
    var expansions = 0
    var diagnostics: [Diagnostic] = []

    init(source: SourceFile) {
        self.source = source
    }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        source.location(line: Int(mark.line), scalarColumn: Int(mark.column))
    }

    func offset(_ mark: yaml_mark_t) -> Int {
        source.byteOffset(line: Int(mark.line), scalarColumn: Int(mark.column))
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
            let node = YAMLNode(
                content: .scalar(value, style), location: location(event.start_mark),
                startOffset: offset(event.start_mark), endOffset: offset(event.end_mark),
                tag: Self.string(data.tag))
            finish(node, anchor: Self.string(data.anchor), size: 1)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            stack.append(.sequence(start: event.start_mark, tag: Self.string(data.tag), anchor: Self.string(data.anchor), items: []))
            sizes.append(1)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            stack.append(
                .mapping(start: event.start_mark, tag: Self.string(data.tag), anchor: Self.string(data.anchor), pairs: [], pendingKey: nil))
            sizes.append(1)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let size = sizes.popLast() ?? 1
            switch frame {
            case .sequence(let start, let tag, let anchor, let items):
                let node = YAMLNode(
                    content: .sequence(items), location: location(start), startOffset: offset(start),
                    endOffset: offset(event.end_mark), tag: tag)
                finish(node, anchor: anchor, size: size)
            case .mapping(let start, let tag, let anchor, let pairs, _):
                let node = YAMLNode(
                    content: .mapping(pairs), location: location(start), startOffset: offset(start),
                    endOffset: offset(event.end_mark), tag: tag)
                finish(node, anchor: anchor, size: size)
            }
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                diagnostics.append(
                    .error(
                        "unknown alias '*\(name)'", at: location(event.start_mark), id: "yaml-syntax"))
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
            finish(anchored.node, anchor: nil, size: anchored.size)
        default:
            break
        }
    }

    mutating func finish(_ node: YAMLNode, anchor: String?, size: Int) {
        if let anchor { anchors[anchor] = (node, size) }
        if !sizes.isEmpty { sizes[sizes.count - 1] += size }
        guard let top = stack.popLast() else {
            if root == nil { root = node }
            return
        }
        switch top {
        case .sequence(let start, let tag, let anchorName, var items):
            items.append(node)
            stack.append(.sequence(start: start, tag: tag, anchor: anchorName, items: items))
        case .mapping(let start, let tag, let anchorName, var pairs, let pendingKey):
            if let key = pendingKey {
                pairs.append(YAMLPair(key: key, value: node))
                stack.append(.mapping(start: start, tag: tag, anchor: anchorName, pairs: pairs, pendingKey: nil))
            } else {
                stack.append(.mapping(start: start, tag: tag, anchor: anchorName, pairs: pairs, pendingKey: node))
            }
        }
    }
}
