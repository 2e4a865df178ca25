/// Imports, the conditional compilation around them, and where an import can be removed whole.
extension DeclarationScanner {
    /// The conditional compilation directives, which `conditions` follows; any other `#` word
    /// (`#selector`, `#available`, a macro) is passed over.
    package enum Directive { case `if`, elseif, `else`, endif }

    package mutating func handleDirective() {
        let directive: Directive
        if isText(index, "#if") {
            directive = .if
        } else if isText(index, "#elseif") {
            directive = .elseif
        } else if isText(index, "#else") {
            directive = .else
        } else if isText(index, "#endif") {
            directive = .endif
        } else {
            index += 1
            return
        }
        let end = lineEnd(index)
        index += 1
        var condition = ""
        if directive == .if || directive == .elseif {
            while index < tokens.count, tokens[index].start < end {
                condition += text(index)
                index += 1
            }
        }
        switch directive {
        case .if: conditions.append(condition)
        case .elseif: if !conditions.isEmpty { conditions[conditions.count - 1] = condition }
        case .else: if !conditions.isEmpty { conditions[conditions.count - 1] = "!(" + conditions[conditions.count - 1] + ")" }
        case .endif: _ = conditions.popLast()
        }
    }

    package mutating func scanImport() {
        // Attributes and access modifiers before `import` were already passed.
        var attributes: [String] = []
        var back = index - 1
        while back >= 0 {
            if back >= 1, isText(back - 1, "@"), tokens[back].kind == .identifier {
                attributes.insert(text(back), at: 0)
                back -= 2
            } else if isAny(back, Self.accessWords) {
                attributes.insert(text(back), at: 0)
                back -= 1
            } else {
                break
            }
        }
        let location = location(index)
        let end = lineEnd(index)
        index += 1
        var kind: String?
        if isAny(index, Self.importKindWords), tokens[index].start < end {
            kind = text(index)
            index += 1
        }
        var path = ""
        let pathStart = index
        while index < tokens.count, tokens[index].start < end {
            let piece = text(index)
            if tokens[index].kind == .identifier || tokens[index].kind == .keyword || piece == "." {
                path += piece
                index += 1
            } else {
                break
            }
        }
        guard !path.isEmpty else { return }
        // An ASCII path ends its module at the first '.' byte; any other is cut by characters.
        let module =
            path.utf8.allSatisfy { $0 < 0x80 }
            ? String(decoding: path.utf8.prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self) : String(path.prefix { $0 != "." })
        summary.imports.append(
            ImportDecl(
                module: module, path: path, attributes: attributes, kind: kind, conditions: conditions, location: location,
                lineRange: lineHoldingOnly(tokens[back + 1].start..<tokens[index - 1].end, lineEnd: end),
                moduleRange: tokens[pathStart].start..<tokens[pathStart].end))
    }

    /// The whole line around `range`, line ending included, when the line holds nothing else:
    /// what `--fix` removes for an import. A comment or a second statement on the line keeps it
    /// out of reach, so that removing the import never removes anything else.
    /// - Parameter lineEnd: the start of the next line (`lineEnd(_:)`).
    package func lineHoldingOnly(_ range: Range<Int>, lineEnd: Int) -> Range<Int>? {
        var lineStart = range.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard bytes[lineStart..<range.lowerBound].allSatisfy(blank), bytes[range.upperBound..<lineEnd].allSatisfy(blank) else {
            return nil
        }
        return lineStart..<lineEnd
    }
}
