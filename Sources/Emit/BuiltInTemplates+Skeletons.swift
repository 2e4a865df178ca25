import Architecture

/// The skeleton of each role, as a template that writes exactly what viperc's emitter writes
/// (`BuiltInSkeletonTemplateTests` builds the examples both ways and compares every byte).
/// What differs between conventions and modules is in the component's skeleton fields; only
/// the role a template is about, and a SwiftUI view's `body`, differ between the six.
extension BuiltInTemplates {
    static let skeletons: [(role: Role, name: String, text: String)] = [
        (.view, "View.swift.stencil", skeleton(of: "view")),
        (.presenter, "Presenter.swift.stencil", skeleton(of: "presenter")),
        (.interactor, "Interactor.swift.stencil", skeleton(of: "interactor")),
        (.router, "Router.swift.stencil", skeleton(of: "router")),
        (.formatter, "Formatter.swift.stencil", skeleton(of: "formatter")),
        (.builder, "Builder.swift.stencil", skeleton(of: "builder")),
    ]

    /// The template of `module.<component>`'s skeleton: the header, the file's imports, the
    /// type with its stored properties, initializer and assembly, then an extension with stubs
    /// for each protocol it implements. Members with a body are set apart by a blank line, as
    /// viperc sets them apart; a type without members is written `{}`. A type nested in the
    /// module's namespace is declared, indented, inside an extension of it.
    static func skeleton(of component: String) -> String {
        let type = "module.\(component)"
        let isView = component == "view"
        // A SwiftUI view draws something, so that the module shows.
        let body =
            !isView
            ? ""
            : #"""
            {% if module.viewKind == "swiftui" %}
            {% if \#(type).storedProperties or \#(type).initParameters %}

            {% endif %}
                var body: some View {
                    Text("{{ module.name }}")
                }
            {% endif %}

            """#
        // The members before the assembly, which set it apart; and whether there is any member.
        var earlier = "\(type).storedProperties or \(type).initParameters"
        if isView { earlier += #" or module.viewKind == "swiftui""# }
        let anyMember = earlier + " or \(type).isAssembler"
        return #"""
            // Created by viperc from {{ module.spec }} as a starting point.
            // This file is yours: viperc writes it once and never overwrites it.

            {% for name in \#(type).imports %}
            import {{ name }}
            {% endfor %}

            {% if \#(type).namespace %}
            extension {{ \#(type).namespace }} {
            {% endif %}
            {% filter indent:\#(type).nesting," ",true %}
            {% if \#(type).attribute %}{{ \#(type).attribute }} {% endif %}{{ \#(type).keyword }} {{ \#(type).declaredName }}{% if \#(type).inherits %}: {{ \#(type).inherits|join:", " }}{% endif %}{% if \#(anyMember) %} {
            {% for property in \#(type).storedProperties %}
                {{ property.declaration }}
            {% endfor %}
            {% if \#(type).initParameters %}
            {% if \#(type).storedProperties %}

            {% endif %}
                init({% for parameter in \#(type).initParameters %}{{ parameter.name }}: {{ parameter.type }}{% if not forloop.last %}, {% endif %}{% endfor %}) {
            {% for parameter in \#(type).initParameters %}
                    self.{{ parameter.name }} = {{ parameter.name }}
            {% endfor %}
                }
            {% endif %}

            """# + body + #"""
                {% if \#(type).isAssembler %}
                {% if \#(earlier) %}

                {% endif %}
                    /// Creates the {{ module.name }} module and wires its components together.
                {% if module.assembly.baseClass %}
                    init({{ module.assembly.parameters }}) {
                {% else %}
                    static func {{ module.assembly.function }}({{ module.assembly.parameters }}) -> {{ module.assembly.returns }} {
                {% endif %}
                {% for line in module.assembly.lines %}
                        {{ line }}
                {% endfor %}
                    }
                {% endif %}
                }
                {% else %} {}
                {% endif %}
                {% endfilter %}
                {% if \#(type).namespace %}
                }
                {% endif %}
                {% for conformance in \#(type).conformances %}

                // MARK: - {{ conformance.protocol }}

                extension {{ \#(type).name }}{% if not conformance.isDeclared %}: {{ conformance.protocol }}{% endif %}{% if conformance.stubs %} {
                {% for stub in conformance.stubs %}
                {% if not forloop.first %}

                {% endif %}
                    {{ stub.declaration }}{% if stub.body %} {
                {% for line in stub.body %}
                        {{ line }}
                {% endfor %}
                    }
                {% else %} {}
                {% endif %}
                {% endfor %}
                }
                {% else %} {}
                {% endif %}
                {% endfor %}
                """#
    }
}
