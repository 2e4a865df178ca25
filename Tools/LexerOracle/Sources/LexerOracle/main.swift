// Token-for-token comparison of viperc's SwiftLexer with swift-syntax's lexer.
//
// Both streams are brought to one coarse form: words (identifiers and keywords), integer and
// float literals, whole string literals (interpolations included), whole regex literals,
// symbols (operators and punctuation), `#if`-style directives, the four comment kinds, and
// shebangs; each with its byte range. A file matches when the two lists are equal.
//
//   LexerOracle CORPUS [--report FILE] [--limit N]

import Diagnostics
import Foundation
import SwiftLexer
@_spi(Testing) @_spi(RawSyntax) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

struct Coarse: Equatable, CustomStringConvertible {
    var kind: String
    var start: Int
    var end: Int
    var description: String { "\(kind)@\(start)..<\(end)" }
}

// MARK: - viperc's side

/// Directives swift-syntax lexes as one token; other `#name` are `#` then a word.
let singlePound: Set<String> = ["#if", "#elseif", "#else", "#endif", "#available", "#unavailable", "#sourceLocation"]

func vipercTokens(_ bytes: [UInt8]) -> [Coarse] {
    let result = Lexer.tokenize(SourceFile(path: "", bytes: bytes))
    var out: [Coarse] = []
    for token in result.tokens {
        let kind: String
        switch token.kind {
        case .identifier, .keyword, .dollarIdentifier: kind = "word"
        case .integerLiteral: kind = "int"
        case .floatLiteral: kind = "float"
        case .stringLiteral: kind = "string"
        case .regexLiteral: kind = "regex"
        case .operator, .punctuation: kind = "sym"
        case .poundKeyword:
            let text = token.text(in: bytes)
            if singlePound.contains(text) {
                kind = "pound"
            } else {
                out.append(Coarse(kind: "sym", start: token.start, end: token.start + 1))
                out.append(Coarse(kind: "word", start: token.start + 1, end: token.end))
                continue
            }
        case .lineComment: kind = "line-comment"
        case .blockComment: kind = "block-comment"
        case .docLineComment: kind = "doc-line-comment"
        case .docBlockComment: kind = "doc-block-comment"
        case .shebang: kind = "shebang"
        case .unknown: kind = "unknown"
        }
        out.append(Coarse(kind: kind, start: token.start, end: token.end))
    }
    return out
}

// MARK: - swift-syntax's side

func triviaComments(_ text: SyntaxText, at offset: Int, position: TriviaPosition, into out: inout [Coarse]) {
    var cursor = offset
    for piece in TriviaParser.parseTrivia(text, position: position) {
        let length = piece.byteLength
        let kind: String?
        switch piece {
        case .lineComment: kind = "line-comment"
        case .blockComment: kind = "block-comment"
        case .docLineComment: kind = "doc-line-comment"
        case .docBlockComment: kind = "doc-block-comment"
        default: kind = nil
        }
        if let kind { out.append(Coarse(kind: kind, start: cursor, end: cursor + length)) }
        cursor += length
    }
}

func syntaxTokens(_ bytes: [UInt8]) -> [Coarse] {
    var out: [Coarse] = []
    bytes.withUnsafeBufferPointer { buffer in
        var tracker = LookaheadTracker()
        withUnsafeMutablePointer(to: &tracker) { trackerPointer in
            var offset = 0
            // A stack of open string literals and interpolations, to merge a whole string
            // literal into one token as viperc does.
            enum Frame { case string(start: Int), interpolation(depth: Int) }
            var stack: [Frame] = []
            var regexStart: Int?
            var pendingPound: Int?  // a raw-string '#' run before an opening quote
            for lexeme in SwiftParser.Lexer.tokenize(buffer, lookaheadTracker: trackerPointer, experimentalFeatures: []) {
                let leading = lexeme.leadingTriviaText
                triviaComments(leading, at: offset, position: .leading, into: &out)
                let start = offset + leading.count
                let end = start + lexeme.tokenText.count
                offset += lexeme.byteLength
                let kind = lexeme.rawTokenKind
                defer {
                    triviaComments(lexeme.trailingTriviaText, at: end, position: .trailing, into: &out)
                }
                if kind == .endOfFile { break }
                // Regex literals: '#'* '/' pattern '/' '#'*.
                if kind == .regexSlash || kind == .regexLiteralPattern || kind == .regexPoundDelimiter {
                    if regexStart == nil { regexStart = start }
                    if out.last?.kind == "regex", out.last?.end == start {
                        out[out.count - 1].end = end
                    } else {
                        out.append(Coarse(kind: "regex", start: regexStart!, end: end))
                    }
                    continue
                }
                regexStart = nil
                let inString: Bool = { if case .string = stack.last { return true } else { return false } }()
                if inString {
                    switch kind {
                    case .stringQuote, .multilineStringQuote, .singleQuote:
                        // The closing quote; a raw string's '#'s follow as their own token.
                        if case .string(let stringStart) = stack.removeLast() {
                            if stack.isEmpty {
                                out.append(Coarse(kind: "string", start: stringStart, end: end))
                            }
                        }
                    case .leftParen:
                        stack.append(.interpolation(depth: 0))
                    default:
                        break
                    }
                    continue
                }
                if kind == .rawStringPoundDelimiter {
                    // Either opening (before a quote) or closing (right after a string).
                    if let last = out.last, last.kind == "string", last.end == start, stack.isEmpty {
                        out[out.count - 1].end = end
                    } else if stack.isEmpty || { if case .interpolation = stack.last { return true } else { return false } }() {
                        pendingPound = start
                    }
                    continue
                }
                if kind == .stringQuote || kind == .multilineStringQuote || kind == .singleQuote {
                    let stringStart = pendingPound ?? start
                    pendingPound = nil
                    stack.append(.string(start: stringStart))
                    continue
                }
                pendingPound = nil
                if case .interpolation(let depth) = stack.last {
                    if kind == .leftParen {
                        stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    } else if kind == .rightParen {
                        if depth == 0 {
                            stack.removeLast()
                            continue
                        }
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                    continue  // tokens inside a string literal belong to it
                }
                let coarse: String
                switch kind {
                case .identifier, .keyword, .dollarIdentifier, .wildcard: coarse = "word"
                case .integerLiteral: coarse = "int"
                case .floatLiteral: coarse = "float"
                case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable, .poundSourceLocation:
                    coarse = "pound"
                case .shebang: coarse = "shebang"
                case .unknown: coarse = "unknown"
                default: coarse = "sym"
                }
                out.append(Coarse(kind: coarse, start: start, end: end))
            }
        }
    }
    return out.sorted { $0.start < $1.start }
}

// MARK: - Driver

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: LexerOracle CORPUS [--report FILE] [--limit N]")
    exit(64)
}
let corpus = arguments[1]
var reportPath: String?
var limit = Int.max
if let index = arguments.firstIndex(of: "--report"), index + 1 < arguments.count { reportPath = arguments[index + 1] }
if let index = arguments.firstIndex(of: "--limit"), index + 1 < arguments.count { limit = Int(arguments[index + 1]) ?? limit }

var files: [String] = []
if let enumerator = FileManager.default.enumerator(atPath: corpus) {
    while let path = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        // Some packages are folders named like `GRDB.swift`.
        if path.hasSuffix(".swift"), FileManager.default.fileExists(atPath: corpus + "/" + path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            files.append(corpus + "/" + path)
        }
    }
}
files.sort()
files = Array(files.prefix(limit))

var matched = 0
var totalBytes = 0
var totalLines = 0
var report = ""
var categories: [String: Int] = [:]
var vipercSeconds = 0.0
var syntaxLexSeconds = 0.0
var parseSeconds = 0.0
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

var unreadable = 0
for path in files {
    guard let data = FileManager.default.contents(atPath: path) else {
        unreadable += 1
        continue
    }
    let bytes = [UInt8](data)
    totalBytes += bytes.count
    totalLines += bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    var mine: [Coarse] = []
    var theirs: [Coarse] = []
    vipercSeconds += seconds(clock.measure { mine = vipercTokens(bytes) })
    syntaxLexSeconds += seconds(clock.measure { theirs = syntaxTokens(bytes) })
    parseSeconds += seconds(clock.measure { bytes.withUnsafeBufferPointer { _ = Parser.parse(source: $0) } })
    if mine == theirs {
        matched += 1
        continue
    }
    let index = (0..<min(mine.count, theirs.count)).first { mine[$0] != theirs[$0] } ?? min(mine.count, theirs.count)
    let a = index < mine.count ? mine[index] : nil
    let b = index < theirs.count ? theirs[index] : nil
    let at = min(a?.start ?? Int.max, b?.start ?? Int.max)
    let location = SourceFile(path: path, bytes: bytes).location(ofByte: at == Int.max ? bytes.count : at)
    let category = "\(a?.kind ?? "end") vs \(b?.kind ?? "end")"
    categories[category, default: 0] += 1
    func text(_ c: Coarse?) -> String {
        guard let c else { return "<none>" }
        let slice = String(decoding: bytes[c.start..<min(c.end, c.start + 60)], as: UTF8.self)
        return "\(c) \(slice.debugDescription)"
    }
    report += "\(location): viperc \(text(a)) | swift-syntax \(text(b))\n"
}

let compared = files.count - unreadable
let percent = compared == 0 ? 0 : Double(matched) * 100 / Double(compared)
let megabytes = Double(totalBytes) / 1_000_000
print("files: \(files.count), \(String(format: "%.1f", megabytes)) MB, \(totalLines) lines")
if unreadable > 0 { print("unreadable files skipped: \(unreadable)") }
print("identical token streams: \(matched) of \(compared) files (\(String(format: "%.2f", percent))%)")
for (category, count) in categories.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }).prefix(15) {
    print("  first difference \(category): \(count) files")
}
print(String(format: "viperc tokenizer: %.2f s, %.0f MB/s", vipercSeconds, megabytes / vipercSeconds))
print(String(format: "swift-syntax lexer (with this tool's merging): %.2f s, %.0f MB/s", syntaxLexSeconds, megabytes / syntaxLexSeconds))
print(
    String(
        format: "swift-syntax Parser.parse: %.2f s, %.0f MB/s; viperc tokenizer is %.1fx faster", parseSeconds, megabytes / parseSeconds,
        parseSeconds / vipercSeconds))
if let reportPath {
    try? report.write(toFile: reportPath, atomically: true, encoding: .utf8)
    print("differences written to \(reportPath)")
}
