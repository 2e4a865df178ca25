import Architecture

/// The templates of the built-in conventions (`infinum`, `objcio`, `role-named`), shipped in
/// the binary: one set for all three, since what differs between them (names, the base
/// wireframe, the assembler) is in the context. A built-in convention is rendered through these
/// as a team's folder is through its own, and `convention export` writes them out.
enum BuiltInTemplates {
    /// How diagnostics name a built-in template; no such file exists.
    static func path(of name: String) -> String { "<viperc>/templates/\(name)" }
}
