import Diagnostics
import Foundation
import Stencil

/// A template of a team's convention, parsed and checked once, then rendered for each module.
/// Stencil's environment is kept for its lexer and parser only; nothing of it is shared.
public struct ConventionTemplate: @unchecked Sendable {
    // Stencil lexes, parses and checks; `TemplateProgram` renders what it parsed.
    private let program: TemplateProgram
    private let environment: Environment
    private let source: String
    /// The template's path as diagnostics print it.
    public let path: String
    /// The fields it reads, as `kind.field`.
    public let usedFields: Set<String>

    /// Templates bigger than this are refused rather than parsed: Stencil's lexer is not linear.
    public static let maximumSize = 256 * 1024

    /// The environment every convention template renders in: Stencil's filters and viperc's.
    /// Stencil trims nothing; lines of tags are taken out beforehand (`TemplateLayout`).
    static func makeEnvironment() -> Environment {
        let filters = Extension()
        TemplateFilters.register(in: filters)
        return Environment(extensions: [filters], trimBehaviour: .nothing)
    }

    /// Parses `text` and checks every name it uses against `schema`; nil, with the errors at
    /// `path:line:col`, when anything is wrong.
    public static func load(_ text: String, path: String, schema: TemplateSchema) -> (
        template: ConventionTemplate?, diagnostics: [Diagnostic]
    ) {
        guard text.utf8.count <= maximumSize else {
            return (nil, [.error("template is larger than \(maximumSize / 1024) KiB", at: .file(path), id: "template-size")])
        }
        let environment = makeEnvironment()
        // Checked as written, so that positions are the template's own.
        let written = Template(templateString: text, environment: environment, name: path)
        var checker = TemplateChecker(schema: schema, path: path)
        checker.check(written.tokens)
        var diagnostics = checker.diagnostics
        if diagnostics.isEmpty {
            do {
                _ = try TokenParser(tokens: written.tokens, environment: environment).parse()
            } catch let error as TemplateSyntaxError {
                diagnostics.append(.error(lowercasedFirst(error.reason), at: location(of: error.token, in: path), id: "template-syntax"))
            } catch {
                diagnostics.append(.error("\(error)", at: .file(path), id: "template-syntax"))
            }
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        // Rendered as laid out: the same tags, without the lines that hold only tags.
        let (laidOut, _) = TemplateLayout.prepare(text)
        let template = Template(templateString: laidOut, environment: environment, name: path)
        do {
            let program = try TemplateProgram(tokens: template.tokens)
            return (
                ConventionTemplate(program: program, environment: environment, source: text, path: path, usedFields: checker.usedFields),
                []
            )
        } catch {
            return (nil, [.error("the template cannot be compiled: \(error)", at: .file(path), id: "template-syntax")])
        }
    }

    /// Renders the template for one context: an object whose fields are the names it uses.
    public func render(_ context: TemplateValue) throws -> String {
        do {
            return try program.render(context)
        } catch let error as TemplateProgram.RenderError {
            throw TemplateRenderError(diagnostic: .error(error.message, at: .file(path), id: "template-render"))
        }
    }

    /// The text, and the spec origin of each line where an object that has one starts
    /// (TemplateFields.origin).
    public func renderWithOrigins(_ context: TemplateValue) throws -> (text: String, origins: [Int: SourceLocation]) {
        do {
            return try program.renderWithOrigins(context)
        } catch let error as TemplateProgram.RenderError {
            throw TemplateRenderError(diagnostic: .error(error.message, at: .file(path), id: "template-render"))
        }
    }

    /// For each 1-based line of what `render(context)` gives, the template line it comes from;
    /// empty when that cannot be told. Used only to report a problem in a rendered file.
    public func templateLines(for context: TemplateValue) -> [Int: Int] {
        let marked = TemplateLayout.prepare(source, marks: true).text
        let template = Template(templateString: marked, environment: environment, name: path)
        guard let program = try? TemplateProgram(tokens: template.tokens), let text = try? program.render(context),
            let plain = try? render(context)
        else { return [:] }
        let (stripped, lines) = TemplateLayout.reading(text)
        return stripped == plain ? lines : [:]
    }

    static func location(of token: Token?, in path: String) -> SourceLocation {
        guard let token else { return .file(path) }
        return SourceLocation(
            path: path, line: max(1, Int(token.sourceMap.location.lineNumber)), column: token.sourceMap.location.lineOffset + 1)
    }

    static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// A template that failed while rendering, located in the template.
public struct TemplateRenderError: Error, Sendable {
    public var diagnostic: Diagnostic
}
