import CodeSource

/// A unified diff of two texts, as `diff -u` and `git diff` print it: what `--fix --dry-run`
/// shows. Lines keep their own endings, so a CRLF file's diff shows CRLF lines.
public enum UnifiedDiff {
    public static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Group the script into hunks: changes closer than twice the context share one.
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(change - context, index)
            var end = change
            var lastChange = change
            while end < script.count {
                if script[end].kind != .same {
                    lastChange = end
                } else if end - lastChange > 2 * context {
                    break
                }
                end += 1
            }
            let stop = min(lastChange + context + 1, script.count)
            let hunk = script[start..<stop]
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first.map { $0.oldLine } ?? 0
            let newStart = hunk.first.map { $0.newLine } ?? 0
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                let (mark, line) =
                    switch step.kind {
                    case .same: (" ", a[step.oldLine])
                    case .delete: ("-", a[step.oldLine])
                    case .insert: ("+", b[step.newLine])
                    }
                out += mark + String(decoding: line, as: UTF8.self)
                if line.last != 0x0A && line.last != 0x0D { out += "\n\\ No newline at end of file\n" }
            }
            index = stop
        }
        return out
    }

    /// `start,count` with 1-based lines; an empty range names the line before it.
    static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The text's lines, each with its ending (LF, CRLF or CR).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                result.append(bytes[start...index])
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// Index into the old lines (for an insert: how many old lines come before it).
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit script (Myers' algorithm): fixes change few lines, so it costs little
    /// more than one pass over the file.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk back through the saved frontiers.
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .same, oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldLine: x, newLine: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldLine: x, newLine: y))
                }
            }
        }
        return steps.reversed()
    }
}
