/// How a template's lines become output: a line that holds only `{% … %}` tags and comments
/// (and spaces) leaves nothing behind, not even its line break; every other character is
/// written as it stands. Stencil's own trimming also eats the spaces before a tag in the middle
/// of a line, which `a, {% endfor %}` needs; so it is off, and this runs on the source instead.
enum TemplateLayout {
    static let markOpen: Character = "\u{E000}"
    static let markClose: Character = "\u{E001}"

    /// The source to render, and for each of its 1-based lines the template line it comes from.
    /// With `marks`, each line break that stays is preceded by a mark naming its template line,
    /// so that a rendered file tells where each of its lines came from.
    static func prepare(_ source: String, marks: Bool = false) -> (text: String, lines: [Int]) {
        var text = ""
        text.reserveCapacity(source.utf8.count + 16)
        var lines: [Int] = [1]
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in sourceLines.enumerated() {
            let number = index + 1
            let last = index == sourceLines.count - 1
            if let tags = tagsOnly(line) {
                text += tags
                continue
            }
            text += line
            if !last {
                if marks { text += "\(markOpen)\(number)\(markClose)" }
                text += "\n"
                lines.append(number + 1)
            }
        }
        return (text, lines)
    }

    /// The line's tags without the spaces around them, when it has at least one block tag or
    /// comment, no variable, and nothing else but spaces.
    static func tagsOnly(_ line: Substring) -> String? {
        var tags = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if character == "{", next < line.endIndex, line[next] == "%" || line[next] == "#" {
                let close = line[next] == "%" ? "%}" : "#}"
                guard let end = line[next...].range(of: close) else { return nil }
                tags += line[index..<end.upperBound]
                index = end.upperBound
                continue
            }
            if character != " " && character != "\t" && character != "\r" { return nil }
            index = next
        }
        return tags.isEmpty ? nil : tags
    }

    /// The rendered text without marks, and for each of its lines the template line of the mark
    /// that ends it (or of the next mark, for a line a variable's value broke).
    static func reading(_ text: String) -> (String, [Int: Int]) {
        var plain = ""
        var lines: [Int: Int] = [:]
        var pending: [Int] = []
        var outputLine = 1
        var number: String?
        for character in text {
            if character == markOpen {
                number = ""
            } else if character == markClose {
                if let value = number.flatMap(Int.init) {
                    for line in pending + [outputLine] where lines[line] == nil { lines[line] = value }
                    pending = []
                }
                number = nil
            } else if number != nil {
                number!.append(character)
            } else {
                plain.append(character)
                if character == "\n" {
                    if lines[outputLine] == nil { pending.append(outputLine) }
                    outputLine += 1
                }
            }
        }
        return (plain, lines)
    }
}
