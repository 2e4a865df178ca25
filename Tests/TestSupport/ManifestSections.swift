/// What a team does first with an exported `convention.yml`: switch on commented template
/// sections (`# skeletons:` and its `#   view: …` lines). An active section of the same name
/// (viperc's own templates, as exported) makes way for the one switched on.
public enum ManifestSections {
    public static func switchOn(_ sections: Set<String>, in manifest: String) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let commented = Set(
            lines.filter { $0.hasPrefix("# ") && $0.hasSuffix(":") && !$0.hasPrefix("#  ") }.map { String($0.dropFirst(2).dropLast()) })
        var replaced = false
        lines = lines.filter { line in
            if !line.hasPrefix(" ") && !line.hasPrefix("#") && line.hasSuffix(":") {
                replaced = sections.contains(String(line.dropLast())) && commented.contains(String(line.dropLast()))
                return !replaced
            }
            if replaced && line.hasPrefix("  ") { return false }
            replaced = false
            return true
        }
        var inside = false
        for index in lines.indices {
            let line = lines[index]
            if line.hasPrefix("# ") && line.hasSuffix(":") && !line.hasPrefix("#  ") {
                inside = sections.contains(String(line.dropFirst(2).dropLast()))
                if inside { lines[index] = String(line.dropFirst(2)) }
            } else if inside && line.hasPrefix("#  ") {
                lines[index] = String(line.dropFirst(2))
            } else {
                inside = false
            }
        }
        return lines.joined(separator: "\n")
    }
}
