import Diagnostics
import Templates
import Testing

/// Templates are checked against the names their context will have when they are loaded.
struct ConventionTemplateTests {
    static let schema = TemplateSchema(
        root: ["module": .object("module")],
        kinds: [
            "module": ["name": .text, "components": .list(.object("component")), "presenter": .object("component")],
            "component": ["name": .text, "role": .text, "isAssembler": .flag, "members": .list(.text)],
        ])

    /// A build makes only the context fields its templates read; the checker names them,
    /// through loop variables, conditions and filter arguments too.
    @Test func theFieldsATemplateReadsAreNamed() throws {
        let text = "{% for c in module.components where c.isAssembler %}{{ c.name|default:module.name }}{% endfor %}"
        let template = try #require(load(text).0)
        #expect(template.usedFields == ["module.components", "component.isAssembler", "component.name", "module.name"])
        #expect(try #require(load("{{ module.presenter.members.count }}").0).usedFields == ["module.presenter", "component.members"])
    }

    func load(_ text: String) -> (ConventionTemplate?, [String]) {
        let (template, diagnostics) = ConventionTemplate.load(text, path: "t.stencil", schema: Self.schema)
        return (template, diagnostics.map { "\($0.location): \($0.message) [\($0.id)]" })
    }

    static let context: TemplateValue = [
        "module": [
            "name": "Home",
            "components": [
                ["name": "HomePresenter", "role": "presenter", "isAssembler": false, "members": ["a()", "b()"]],
                ["name": "HomeRouter", "role": "router", "isAssembler": true, "members": []],
            ],
            "presenter": ["name": "HomePresenter", "role": "presenter", "isAssembler": false, "members": ["a()", "b()"]],
        ]
    ]

    @Test func rendersLoopsConditionsAndFiltersWithLinesOfTagsLeavingNothing() throws {
        let (template, problems) = load(
            """
            // {{ module.name|lowerFirst }}
            {% for component in module.components %}
            {% if component.isAssembler %}
            final class {{ component.name }} {}
            {% else %}
            final class {{ component.name }} { // {{ component.members|join:", " }}{% if not forloop.last %},{% endif %}
            }
            {% endif %}
            {% endfor %}

            """)
        #expect(problems == [])
        let text = try #require(template).render(Self.context)
        #expect(text == "// home\nfinal class HomePresenter { // a(), b(),\n}\nfinal class HomeRouter {}\n")
    }

    @Test func spacesBeforeATagInsideALineStayAndOnlyLinesOfTagsGo() throws {
        let (template, problems) = load(
            """
            init({% for c in module.components %}{{ c.name }}: Int, {% endfor %})
                {% if module.presenter %}  {# a comment #}
            x {% if module.presenter %}y{% endif %}
                {% endif %}
            end
            """)
        #expect(problems == [])
        let text = try #require(template).render(Self.context)
        #expect(text == "init(HomePresenter: Int, HomeRouter: Int, )\nx y\nend")
    }

    @Test func anUnknownVariableIsAnErrorAtItsLineWithASuggestion() {
        let (template, problems) = load("import UIKit\n\nfinal class {{ modul.name }} {}\n")
        #expect(template == nil)
        #expect(problems == ["t.stencil:3:16: unknown variable 'modul'; did you mean 'module'? [template-variable]"])
    }

    @Test func anUnknownFieldNamesWhatHasIt() {
        let (_, problems) = load("{{ module.presenter.nmae }}")
        #expect(
            problems == ["t.stencil:1:4: 'module.presenter' (a 'component') has no field 'nmae'; did you mean 'name'? [template-variable]"])
        let (_, inLoop) = load("{% for c in module.components %}{{ c.rol }}{% endfor %}")
        #expect(inLoop == ["t.stencil:1:36: 'c' (a 'component') has no field 'rol'; did you mean 'role'? [template-variable]"])
    }

    @Test func aLoopVariableIsKnownOnlyInsideItsLoop() {
        let (_, problems) = load("{% for c in module.components %}{{ c.name }}{{ forloop.counter }}{% endfor %}{{ c.name }}")
        #expect(problems == ["t.stencil:1:81: unknown variable 'c' [template-variable]"])
    }

    @Test func loopingOverSomethingThatIsNoListIsAnError() {
        let (_, problems) = load("{% for c in module.name %}{% endfor %}")
        #expect(problems == ["t.stencil:1:13: 'module.name' is text; a loop needs a list and one loop variable [template-variable]"])
    }

    @Test func conditionsAndFilterArgumentsAreCheckedToo() {
        let (_, problems) = load("{% if module.presenter and modul.name == \"x\" %}{% endif %}{{ module.name|default:modle.name }}")
        #expect(
            problems == [
                "t.stencil:1:28: unknown variable 'modul'; did you mean 'module'? [template-variable]",
                "t.stencil:1:82: unknown variable 'modle'; did you mean 'module'? [template-variable]",
            ])
    }

    @Test func unknownFiltersAndTagsAreErrors() {
        #expect(
            load("{{ module.name|lowerfirst }}").1 == [
                "t.stencil:1:16: unknown filter 'lowerfirst'; did you mean 'lowerFirst'? [template-filter]"
            ])
        #expect(
            load("{% fro c in module.components %}{% endfor %}").1.first
                == "t.stencil:1:4: unknown tag 'fro'; did you mean 'for'? [template-tag]")
    }

    @Test func tagsThatReadFilesOrTheClockAreRefused() {
        #expect(load("{% now \"yyyy\" %}").1 == ["t.stencil:1:4: 'now' would make every build differ [template-tag]"])
        #expect(load("{% include \"x.stencil\" %}").1.first?.contains("'include' is not supported") == true)
    }

    @Test func aBlockLeftOpenIsASyntaxErrorAtItsTag() {
        let (template, problems) = load("line\n{% for c in module.components %}\n{{ c.name }}\n")
        #expect(template == nil)
        #expect(problems == ["t.stencil:2:4: `endfor` was not found. [template-syntax]"])
    }

    @Test func listsAnswerCountFirstAndLast() {
        #expect(load("{{ module.components.count }}{{ module.components.first.name }}{{ module.components.0.role }}").1 == [])
        #expect(
            load("{{ module.components.size }}").1 == [
                "t.stencil:1:4: 'module.components' (a list of 'component's) has no field 'size' [template-variable]"
            ])
    }

    @Test func everyRenderedLineKnowsItsTemplateLine() throws {
        let text = "// {{ module.name }}\n{% for c in module.components %}\nclass {{ c.name }} {}\n{% endfor %}\nend\n"
        let template = try #require(load(text).0)
        let rendered = try template.render(Self.context)
        #expect(rendered == "// Home\nclass HomePresenter {}\nclass HomeRouter {}\nend\n")
        #expect(template.templateLines(for: Self.context) == [1: 1, 2: 3, 3: 3, 4: 5])
    }

    @Test func aTemplateTooBigIsRefusedUnparsed() {
        let big = String(repeating: "x", count: ConventionTemplate.maximumSize + 1)
        #expect(load(big).1 == ["t.stencil:1:1: template is larger than 256 KiB [template-size]"])
    }
}
