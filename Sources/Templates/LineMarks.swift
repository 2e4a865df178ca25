/// Marks put before each newline of a template's text, so a rendered file tells which template
/// line each of its lines came from. A newline right after a tag is left alone: Stencil's smart
/// trimming removes it, and a mark there would keep it.
enum LineMarks {
    static let open: Character = "\u{E000}"
    static let close: Character = "\u{E001}"

    static func marking(_ source: String) -> String {
        var result = ""
        result.reserveCapacity(source.utf8.count * 2)
        var line = 1
        var inTag = false
        var previous: Character = "\0"
        var lastClosedBlock = false
        for character in source {
            if inTag {
                if character == "}" && (previous == "}" || previous == "%" || previous == "#") {
                    inTag = false
                    lastClosedBlock = previous == "%"
                }
            } else if previous == "{" && (character == "{" || character == "%" || character == "#") {
                inTag = true
            } else if character == "\n" {
                if !lastClosedBlock { result += "\(open)\(line)\(close)" }
                line += 1
                lastClosedBlock = false
            } else if character != " " && character != "\t" {
                lastClosedBlock = false
            }
            if character == "\n" && inTag { line += 1 }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The text without marks, and for each of its lines the template line of the next mark.
    static func reading(_ text: String) -> (String, [Int: Int]) {
        var plain = ""
        var lines: [Int: Int] = [:]
        var pending: [Int] = []
        var outputLine = 1
        var number: String?
        for character in text {
            if character == open {
                number = ""
            } else if character == close {
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
