import Diagnostics
import Stencil
import TestSupport
import Testing

@testable import Templates

/// viperc renders convention templates itself (`TemplateProgram`), with typed values, because
/// Stencil's renderer was too slow for a thousand modules. These tests hold it to Stencil's
/// output: the same laid-out template and context rendered by both must give the same text.
struct TemplateRendererTests {
    static let context: TemplateValue = [
        "module": [
            "name": "Home", "comment": "Home.\n\nThe first screen.", "size": .number(3), "flag": true, "off": false,
            // Every kind of line break Foundation's `.newlines` knows, and a non-ASCII letter.
            "breaks": "a\r\nb\rc\u{0B}d\u{0C}e\u{85}f\u{2028}g\u{2029}h\n\ni é",
            "asciiBreaks": "a\r\nb\rc\n\nd",
            "imports": ["UIKit", "Combine"],
            "components": [
                ["name": "HomePresenter", "role": "presenter", "isAssembler": false, "members": ["a()", "b()"], "flag": true],
                ["name": "HomeRouter", "role": "router", "isAssembler": true, "members": [], "flag": false],
                ["name": "homeView", "role": "view", "isAssembler": false, "members": ["c(x: Int)"], "flag": true],
            ],
            "presenter": ["name": "HomePresenter", "role": "presenter", "isAssembler": false, "members": ["a()", "b()"], "flag": true],
        ]
    ]

    static let schema = TemplateSchema(
        root: ["module": .object("module")],
        kinds: [
            "module": [
                "name": .text, "comment": .text, "breaks": .text, "asciiBreaks": .text, "missing": .text, "size": .number, "flag": .flag,
                "off": .flag, "imports": .list(.text),
                "components": .list(.object("component")), "presenter": .object("component"),
            ],
            "component": ["name": .text, "role": .text, "isAssembler": .flag, "members": .list(.text), "flag": .flag],
        ])

    /// Stencil's own rendering of the laid-out template, as viperc used to render it.
    func stencil(_ text: String) throws -> String {
        let filters = Extension()
        TemplateFilters.register(in: filters)
        let environment = Environment(extensions: [filters], trimBehaviour: .nothing)
        let laidOut = TemplateLayout.prepare(text).text
        let template = Template(templateString: laidOut, environment: environment)
        return try template.render(Context(dictionary: Self.context.stencilValue as! [String: Any], environment: environment))
    }

    func ours(_ text: String) throws -> String? {
        let (template, problems) = ConventionTemplate.load(text, path: "t.stencil", schema: Self.schema)
        #expect(problems.isEmpty, "\(problems)")
        return try template?.render(Self.context)
    }

    @Test(arguments: [
        "{{ module.name }} {{ module.size }} {{ module.flag }} {{ module.off }} {{ module.imports }} {{ module.missing }}",
        "{% for c in module.components %}{{ forloop.counter }}/{{ forloop.length }} {{ c.name|lowerFirst }}{% if forloop.first %}^{% endif %}{% if forloop.last %}${% endif %}\n{% endfor %}",
        "{% for c in module.components where c.flag %}{{ c.name }},{% empty %}none{% endfor %}",
        "{% for c in module.components where c.role == \"nothing\" %}{{ c.name }}{% empty %}none{% endfor %}",
        "{% for c in module.components %}{% if c.isAssembler %}{% break %}{% endif %}{{ c.role|uppercase }}{% endfor %}",
        "{% for c in module.components %}{% if not c.flag %}{% continue %}{% endif %}{{ c.name }}{% endfor %}",
        "{% if module.flag and not module.off %}a{% elif module.size > 2 %}b{% else %}c{% endif %}",
        "{% if module.off or module.size >= 4 %}a{% elif module.size < 4 %}b{% endif %}",
        "{% if \"UIKit\" in module.imports %}ui{% endif %}{% if \"Ho\" in module.name %}ho{% endif %}{% if module.name != \"Home\" %}x{% endif %}",
        "{% ifnot module.comment %}no comment{% else %}{{ module.comment|docComment }}{% endif %}",
        "{{ module.imports|join:\", \" }} {{ module.imports|join }} {{ module.name|split:\"o\"|join:\"-\" }}",
        "{{ module.comment|default:\"none\"|docComment }} {{ module.missing|default:module.name }} {{ module.name|capitalize }} {{ module.name|lowercase }}",
        "{{ module.presenter.members|join:\"\n\"|indent:2 }}|{{ module.name|indent:2,\"-\",true }}",
        "{{ module.breaks|indent:2 }}|{{ module.comment|docComment|indent:3,\" \",true }}|{{ module.breaks|docComment|indent:4 }}|{{ module.asciiBreaks|indent:2 }}",
        "{% filter uppercase %}{{ module.name }} and {{ module.presenter.name }}{% endfilter %}",
        "{{ module.components.count }} {{ module.components.first.name }} {{ module.components.last.role }} {{ module.components.1.name }} {{ module.name.count }} {{ module.name.first }}",
        "{% if (module.flag or module.off) and module.size == 3 %}p{% endif %}{% if module.components %}list{% endif %}{% if module.presenter %}obj{% endif %}",
        "  {% for c in module.components %}\n    {{ c.name }}: Int,\n  {% endfor %}\n  done {# note #}\n",
    ])
    func rendersAsStencilDoes(_ text: String) throws {
        #expect(try ours(text) == stencil(text), "\(text)")
    }

    /// Random templates built from valid pieces: whatever both accept renders the same.
    @Test func randomTemplatesRenderAsStencilDoes() throws {
        var random = SeededGenerator("randomTemplatesRenderAsStencilDoes")
        let values = [
            "module.name", "module.size", "module.flag", "module.imports", "module.comment|docComment", "c.name", "c.role", "c.flag",
            "forloop.counter", "\"x\"", "2", "module.components.count", "module.name|lowerFirst", "c.members|join:\",\"",
            "module.missing|default:\"d\"",
        ]
        let conditions = [
            "c.flag", "not c.flag", "module.flag and c.flag", "c.role == \"router\"", "module.size > 1", "\"UIKit\" in module.imports",
            "forloop.last", "c.members", "module.off or c.isAssembler",
        ]
        var compared = 0
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: text += "{{ \(values.randomElement(using: &random)!) }}"
                case 1: text += " text\n"
                case 2:
                    text += "{% for c in module.components %}[{{ \(values.randomElement(using: &random)!) }}]"
                    text += "{% if \(conditions.randomElement(using: &random)!) %}y{% else %}n{% endif %}{% endfor %}\n"
                case 3:
                    text += "{% for c in module.components where \(conditions.randomElement(using: &random)!) %}{{ c.name }}\n{% endfor %}"
                default: text += "{% if module.flag %}\n  {{ module.name }}\n{% endif %}\n"
                }
            }
            let (template, _) = ConventionTemplate.load(text, path: "t.stencil", schema: Self.schema)
            guard let template, let expected = try? stencil(text) else { continue }
            let actual = try template.render(Self.context)
            #expect(actual == expected, "\(text)\n-- ours:\n\(actual)\n-- Stencil:\n\(expected)")
            compared += 1
        }
        #expect(compared > 300, "\(compared)")
    }
}

extension TemplateRendererTests {
    /// Lines inside a `{% filter indent:… %}` block (a skeleton nested in its namespace's
    /// extension) keep the spec origins of the items that start them, as unfiltered lines do,
    /// so that `--verify` blames the spec line a declaration comes from.
    @Test func linesInAnIndentedBlockKeepTheirOrigins() throws {
        let first = SourceLocation(path: "Home.viper.yaml", line: 4, column: 3)
        let second = SourceLocation(path: "Home.viper.yaml", line: 9, column: 3)
        let context: TemplateValue = [
            "module": [
                "name": "Home", "size": .number(4),
                "components": .list([
                    TemplateValue.object(["name": "a"]).from(first), TemplateValue.object(["name": "b"]).from(second),
                ]),
            ]
        ]
        let schema = TemplateSchema(
            root: ["module": .object("module")],
            kinds: ["module": ["name": .text, "size": .number, "components": .list(.object("component"))], "component": ["name": .text]])
        let text = """
            extension {{ module.name }} {
            {% filter indent:module.size," ",true %}
            struct Outer {
            {% for component in module.components %}
                let {{ component.name }}: Int
            {% endfor %}
            }
            {% endfilter %}
            }

            """
        let (template, problems) = ConventionTemplate.load(text, path: "t.stencil", schema: schema)
        let loaded = try #require(template, "\(problems)")
        let rendered = try loaded.renderWithOrigins(context)
        #expect(
            rendered.text == "extension Home {\n    struct Outer {\n        let a: Int\n        let b: Int\n    }\n}\n", "\(rendered.text)")
        #expect(rendered.origins == [3: first, 4: second], "\(rendered.origins)")
    }
}

extension TemplateRendererTests {
    /// `--verify` names the template line a wrong line came from, inside an indented block too:
    /// a blank line there holds only its line's mark, which the filter leaves unindented as it
    /// leaves the blank line itself. Before, the marked rendering differed from the plain one
    /// and no line was named at all.
    @Test func templateLinesAreKeptInAnIndentedBlock() throws {
        let schema = TemplateSchema(root: ["module": .object("module")], kinds: ["module": ["name": .text, "size": .number]])
        let text = """
            extension {{ module.name }} {
            {% filter indent:module.size," ",true %}
            struct A {

                let x: Int
            }
            {% endfilter %}
            }

            """
        let (template, problems) = ConventionTemplate.load(text, path: "t.stencil", schema: schema)
        let loaded = try #require(template, "\(problems)")
        let context: TemplateValue = ["module": ["name": "Home", "size": .number(4)]]
        #expect(try loaded.render(context) == "extension Home {\n    struct A {\n\n        let x: Int\n    }\n}\n")
        let lines = loaded.templateLines(for: context)
        #expect(lines[1] == 1 && lines[2] == 3 && lines[4] == 5 && lines[6] == 8, "\(lines.sorted { $0.key < $1.key })")
    }
}
