import Diagnostics
import Templates
import TestSupport
import Testing

/// Templates made of random pieces of Stencil's syntax: each loads with diagnostics or renders,
/// never crashes, and a template that loads renders or throws a located error.
struct TemplateFuzzTests {
    static let pieces = [
        "{{", "}}", "{%", "%}", "{#", "#}", " ", "\n", "for", "endfor", "in", "if", "elif", "else", "endif", "not", "and", "==",
        "module", ".", "name", "components", "c", "role", "|", "lowerFirst", "join", ":", ",", "\"", "'", "x", "where", "forloop",
        "last", "{", "}", "%", "filter", "endfilter", "empty", "break", "-", "\u{E000}", "é", "0", "first",
    ]

    @Test func randomTemplatesNeverCrash() throws {
        var random = SeededGenerator("randomTemplatesNeverCrash")
        var loaded = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...40, using: &random)
            var text = ""
            for _ in 0..<count { text += Self.pieces.randomElement(using: &random)! }
            let (template, diagnostics) = ConventionTemplate.load(text, path: "f.stencil", schema: ConventionTemplateTests.schema)
            if let template {
                loaded += 1
                #expect(diagnostics.isEmpty)
                do {
                    _ = try template.render(ConventionTemplateTests.context)
                } catch let error as TemplateRenderError {
                    #expect(error.diagnostic.location.path == "f.stencil")
                }
                _ = template.templateLines(for: ConventionTemplateTests.context)
            } else {
                #expect(!diagnostics.isEmpty, "\(text)")
                for diagnostic in diagnostics {
                    #expect(diagnostic.location.path == "f.stencil")
                    #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(text)")
                }
            }
        }
        // Enough of the random templates are valid for rendering to be exercised too.
        #expect(loaded > 100, "\(loaded)")
    }
}
