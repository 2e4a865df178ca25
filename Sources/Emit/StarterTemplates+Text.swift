/// The starter templates' text: Stencil, kept here so that the binary carries them.
extension StarterTemplates {
    /// What a builder's `build` or a wireframe's `makeModule` does: create every component,
    /// a SwiftUI view last, wire them, and return the view controller to show.
    /// A stub for each member of `module.<component>`'s protocol that the generated routes do
    /// not implement: a value stops with `fatalError` until it is written.
    static func stubs(of component: String) -> String {
        #"""
        {% for member in module.\#(component).members where not member.isGeneratedRoute %}
        {% if member.kind == "property" %}
            var {{ member.name }}: {{ member.type }} {
                get { fatalError("'{{ member.name }}' is not written yet") }
        {% if member.isSettable %}
                set {}
        {% endif %}
            }
        {% elif member.type %}
            func {{ member.text }} { fatalError("'{{ member.name }}' is not written yet") }
        {% else %}
            func {{ member.text }} {}
        {% endif %}
        {% endfor %}

        """#
    }

    /// The router's stored parameters and references, but the view, which it holds otherwise.
    static let routerProperties = #"""
        {% for parameter in module.router.parameters %}
        {% if parameter.ownership == "weak" %}
            private(set) weak var {{ parameter.name }}: {{ parameter.storedType }}?
        {% else %}
            let {{ parameter.name }}: {{ parameter.type }}
        {% endif %}
        {% endfor %}{% for reference in module.router.references %}
        {% if reference.target != "view" %}
        {% if reference.isWeak %}
            weak var {{ reference.property }}: {{ reference.protocol }}?
        {% elif reference.isUnowned %}
            unowned var {{ reference.property }}: {{ reference.protocol }}!
        {% else %}
            var {{ reference.property }}: {{ reference.protocol }}!
        {% endif %}
        {% endif %}
        {% endfor %}

        """#

    /// The interactor and formatter, made by every assembly before the presenter.
    static let makeInteractorAndFormatter = #"""
        {% if module.interactor %}
                let interactor = {{ module.interactor.name }}({% for service in module.services %}{% if not forloop.first %}, {% endif %}{{ service.property }}: dependencies.{{ service.property }}{% endfor %}{% for parameter in module.interactor.parameters %}{% if not forloop.first or module.services %}, {% endif %}{{ parameter.name }}: {{ parameter.name }}{% endfor %})
        {% endif %}
        {% if module.formatter %}
                let formatter = {{ module.formatter.name }}({% for parameter in module.formatter.parameters %}{% if not forloop.first %}, {% endif %}{{ parameter.name }}: {{ parameter.name }}{% endfor %})
        {% endif %}

        """#

    /// The body of the assembly function: a module without a view (`view: none` with a
    /// builder) returns its presenter, which the opener keeps; one without a presenter is its view.
    static let assemblyBody = #"""
        {% if module.view and module.viewKind != "swiftui" %}
                let view = {{ module.assembly.makeView }}
        {% endif %}

        """#
        + makeInteractorAndFormatter + #"""
            {% if module.router %}
                    let router = {{ module.router.name }}(dependencies: dependencies{% for parameter in module.router.parameters %}, {{ parameter.name }}: {{ parameter.name }}{% endfor %})
            {% endif %}
            {% if module.presenter %}
                    let presenter = {{ module.presenter.name }}({% for reference in module.presenter.references %}{% if not forloop.first %}, {% endif %}{{ reference.property }}: {{ reference.targetComponent }}{% endfor %}{% for parameter in module.presenter.parameters %}{% if not forloop.first or module.presenter.references %}, {% endif %}{{ parameter.name }}: {{ parameter.name }}{% endfor %})
            {% endif %}
            {% if module.view and module.viewKind == "swiftui" %}
                    let view = {{ module.view.name }}({% for reference in module.view.references %}{% if not forloop.first %}, {% endif %}{{ reference.property }}: {{ reference.targetComponent }}{% endfor %}{% for parameter in module.view.parameters %}{% if not forloop.first or module.view.references %}, {% endif %}{{ parameter.name }}: {{ parameter.name }}{% endfor %})
            {% endif %}
            {% for reference in module.references %}
            {% if reference.holder != "presenter" %}
            {% if reference.holder != "router" or reference.target != "view" %}
            {% if reference.holder != "view" or module.viewKind != "swiftui" %}
                    {{ reference.holder }}.{{ reference.property }} = {{ reference.targetComponent }}
            {% endif %}
            {% endif %}
            {% endif %}
            {% endfor %}
            {% if not module.view %}
                    return presenter
            {% elif module.viewKind == "swiftui" %}
                    let hostingController = UIHostingController(rootView: view)
            {% if module.router %}
                    router.viewController = hostingController
            {% endif %}
                    return hostingController
            {% else %}
            {% for parameter in module.view.parameters %}
                    view.{{ parameter.name }} = {{ parameter.name }}
            {% endfor %}
            {% if module.router %}
                    router.viewController = view
            {% endif %}
                    return view
            {% endif %}

            """#

    static let view = #"""
        // Written once by viperc as a starting point; this file is yours.

        {% if module.viewKind == "swiftui" %}
        import SwiftUI
        {% else %}
        import UIKit
        {% endif %}

        {% if module.view.comment %}
        {{ module.view.comment|docComment }}
        {% endif %}
        {% if module.view.namespace %}
        extension {{ module.view.namespace }} {
        {% endif %}
        {% filter indent:module.view.nesting," ",true %}
        {% if module.viewKind == "swiftui" %}
        struct {{ module.view.declaredName }}: View {
        {% for reference in module.view.references %}
        {% if reference.isWeak %}
            weak var {{ reference.property }}: {{ reference.protocol }}?
        {% elif reference.isUnowned %}
            unowned let {{ reference.property }}: {{ reference.protocol }}
        {% else %}
            let {{ reference.property }}: {{ reference.protocol }}
        {% endif %}
        {% endfor %}
        {% for parameter in module.view.parameters %}
        {% if parameter.ownership == "weak" %}
            weak var {{ parameter.name }}: {{ parameter.storedType }}?
        {% else %}
            let {{ parameter.name }}: {{ parameter.type }}
        {% endif %}
        {% endfor %}

            var body: some View {
                Text({{ module.name|swiftString }})
            }
        }
        {% else %}
        @MainActor final class {{ module.view.declaredName }}: UIViewController {
        {% for reference in module.view.references %}
        {% if reference.isWeak %}
            weak var {{ reference.property }}: {{ reference.protocol }}?
        {% elif reference.isUnowned %}
            unowned var {{ reference.property }}: {{ reference.protocol }}!
        {% else %}
            var {{ reference.property }}: {{ reference.protocol }}!
        {% endif %}
        {% endfor %}
        {% for parameter in module.view.parameters %}
        {% if parameter.ownership == "weak" %}
            weak var {{ parameter.name }}: {{ parameter.storedType }}?
        {% else %}
            var {{ parameter.name }}: {{ parameter.type }}?
        {% endif %}
        {% endfor %}
        }
        {% endif %}
        {% endfilter %}
        {% if module.view.namespace %}
        }
        {% endif %}

        // MARK: - {{ module.view.protocol }}

        extension {{ module.view.name }}: {{ module.view.protocol }} {

        """#
        + stubs(of: "view") + #"""
            }

            """#

    static let presenter = #"""
        // Written once by viperc as a starting point; this file is yours.

        import Foundation

        {% if module.presenter.namespace %}
        extension {{ module.presenter.namespace }} {
        {% endif %}
        {% filter indent:module.presenter.nesting," ",true %}
        @MainActor final class {{ module.presenter.declaredName }} {
        {% for reference in module.presenter.references %}
        {% if reference.isWeak %}
            private weak var {{ reference.property }}: {{ reference.protocol }}?
        {% elif reference.isUnowned %}
            private unowned let {{ reference.property }}: {{ reference.protocol }}
        {% else %}
            private let {{ reference.property }}: {{ reference.protocol }}
        {% endif %}
        {% endfor %}
        {% for parameter in module.presenter.parameters %}
        {% if parameter.ownership == "weak" %}
            private(set) weak var {{ parameter.name }}: {{ parameter.storedType }}?
        {% else %}
            private(set) var {{ parameter.name }}: {{ parameter.type }}
        {% endif %}
        {% endfor %}

            init({% for reference in module.presenter.references %}{% if not forloop.first %}, {% endif %}{{ reference.property }}: {{ reference.protocol }}{% endfor %}{% for parameter in module.presenter.parameters %}{% if not forloop.first or module.presenter.references %}, {% endif %}{{ parameter.name }}: {{ parameter.type }}{% endfor %}) {
        {% for reference in module.presenter.references %}
                self.{{ reference.property }} = {{ reference.property }}
        {% endfor %}
        {% for parameter in module.presenter.parameters %}
                self.{{ parameter.name }} = {{ parameter.name }}
        {% endfor %}
            }
        }
        {% endfilter %}
        {% if module.presenter.namespace %}
        }
        {% endif %}

        // MARK: - {{ module.presenter.protocol }}

        extension {{ module.presenter.name }}: {{ module.presenter.protocol }} {

        """#
        + stubs(of: "presenter") + #"""
            }
            {% if module.presenter.outputProtocol %}

            // MARK: - {{ module.presenter.outputProtocol }}

            extension {{ module.presenter.name }}: {{ module.presenter.outputProtocol }} {}
            {% endif %}
            {% for delegate in module.presenter.implements %}

            // MARK: - {{ delegate.name }}

            extension {{ module.presenter.name }}: {{ delegate.name }} {
            {% for member in delegate.members %}
                func {{ member.text }} {}
            {% endfor %}
            }
            {% endfor %}

            """#

    static let interactor = #"""
        // Written once by viperc as a starting point; this file is yours.

        import Foundation

        {% if module.interactor.namespace %}
        extension {{ module.interactor.namespace }} {
        {% endif %}
        {% filter indent:module.interactor.nesting," ",true %}
        {% if module.interactor.isolation == "actor" %}
        /// An actor: its work runs off the main actor, and its services cross to it, so they are Sendable.
        actor {{ module.interactor.declaredName }}: {{ module.interactor.protocol }} {
        {% else %}
        {% if module.interactor.isolation == "nonisolated" %}nonisolated{% else %}@MainActor{% endif %} final class {{ module.interactor.declaredName }} {
        {% endif %}
        {% for reference in module.interactor.references %}
        {% if reference.isWeak %}
            weak var {{ reference.property }}: {{ reference.protocol }}?
        {% elif reference.isUnowned %}
            unowned var {{ reference.property }}: {{ reference.protocol }}!
        {% else %}
            var {{ reference.property }}: {{ reference.protocol }}!
        {% endif %}
        {% endfor %}
        {% for service in module.services %}
            private let {{ service.property }}: {% if module.interactor.isolation == "actor" %}any {{ service.type }} & Sendable{% else %}{{ service.type }}{% endif %}
        {% endfor %}
        {% for parameter in module.interactor.parameters %}
        {% if parameter.ownership == "weak" %}
            private(set) weak var {{ parameter.name }}: {{ parameter.storedType }}?
        {% else %}
            private(set) var {{ parameter.name }}: {{ parameter.type }}
        {% endif %}
        {% endfor %}

            init({% for service in module.services %}{% if not forloop.first %}, {% endif %}{{ service.property }}: {% if module.interactor.isolation == "actor" %}any {{ service.type }} & Sendable{% else %}{{ service.type }}{% endif %}{% endfor %}{% for parameter in module.interactor.parameters %}{% if not forloop.first or module.services %}, {% endif %}{{ parameter.name }}: {{ parameter.type }}{% endfor %}) {
        {% for service in module.services %}
                self.{{ service.property }} = {{ service.property }}
        {% endfor %}
        {% for parameter in module.interactor.parameters %}
                self.{{ parameter.name }} = {{ parameter.name }}
        {% endfor %}
            }
        {% if module.interactor.isolation == "actor" %}

        """#
        + stubs(of: "interactor") + #"""
            {% endif %}
            }
            {% endfilter %}
            {% if module.interactor.namespace %}
            }
            {% endif %}
            {% if module.interactor.isolation != "actor" %}

            // MARK: - {{ module.interactor.protocol }}

            extension {{ module.interactor.name }}: {{ module.interactor.protocol }} {

            """#
        + stubs(of: "interactor") + #"""
            }
            {% endif %}

            """#

    static let router = #"""
        // Written once by viperc as a starting point; this file is yours.

        import UIKit
        {% if module.router.isAssembler and module.viewKind == "swiftui" %}
        import SwiftUI
        {% endif %}

        {% if module.router.namespace %}
        extension {{ module.router.namespace }} {
        {% endif %}
        {% filter indent:module.router.nesting," ",true %}
        {% if module.assembly.baseClass %}
        @MainActor final class {{ module.router.declaredName }}: {{ module.assembly.baseClass }} {
            let dependencies: {{ module.assembly.dependencies }}

        """#
        + routerProperties + #"""

                /// Creates the {{ module.name }} module and wires its components together.
                init({{ module.assembly.parameters }}) {
                    self.dependencies = dependencies
            {% for parameter in module.router.parameters %}
                    self.{{ parameter.name }} = {{ parameter.name }}
            {% endfor %}
                    let view = {{ module.assembly.makeView }}
                    super.init(viewController: view)
                    let router = self

            """#
        + makeInteractorAndFormatter + #"""
                    let presenter = {{ module.presenter.name }}({% for reference in module.presenter.references %}{% if not forloop.first %}, {% endif %}{{ reference.property }}: {{ reference.targetComponent }}{% endfor %}{% for parameter in module.presenter.parameters %}{% if not forloop.first or module.presenter.references %}, {% endif %}{{ parameter.name }}: {{ parameter.name }}{% endfor %})
            {% for reference in module.references %}
            {% if reference.holder != "presenter" %}
            {% if reference.holder != "router" or reference.target != "view" %}
                    {{ reference.holder }}.{{ reference.property }} = {{ reference.targetComponent }}
            {% endif %}
            {% endif %}
            {% endfor %}
            {% for parameter in module.view.parameters %}
                    view.{{ parameter.name }} = {{ parameter.name }}
            {% endfor %}
                }
            }
            {% else %}
            @MainActor final class {{ module.router.declaredName }} {
                /// Routes navigate from the module's view controller, which the router does not keep alive.
                weak var viewController: UIViewController?
                let dependencies: {{ module.assembly.dependencies }}

            """#
        + routerProperties + #"""

                init(dependencies: {{ module.assembly.dependencies }}{% for parameter in module.router.parameters %}, {{ parameter.name }}: {{ parameter.type }}{% endfor %}) {
                    self.dependencies = dependencies
            {% for parameter in module.router.parameters %}
                    self.{{ parameter.name }} = {{ parameter.name }}
            {% endfor %}
                }
            {% if module.router.isAssembler %}

                /// Creates the {{ module.name }} module and wires its components together.
                static func {{ module.assembly.function }}({{ module.assembly.parameters }}) -> {{ module.assembly.returns }} {

            """#
        + assemblyBody + #"""
                }
            {% endif %}
            }
            {% endif %}
            {% endfilter %}
            {% if module.router.namespace %}
            }
            {% endif %}

            // MARK: - {{ module.router.protocol }}

            extension {{ module.router.name }}: {{ module.router.protocol }} {

            """#
        + stubs(of: "router") + #"""
            }

            """#

    static let formatter = #"""
        // Written once by viperc as a starting point; this file is yours.

        import Foundation

        {% if module.formatter.namespace %}
        extension {{ module.formatter.namespace }} {
        {% endif %}
        {% filter indent:module.formatter.nesting," ",true %}
        {% if module.formatter.isolation == "nonisolated" %}nonisolated{% else %}@MainActor{% endif %} final class {{ module.formatter.declaredName }} {
        {% for reference in module.formatter.references %}
        {% if reference.isWeak %}
            weak var {{ reference.property }}: {{ reference.protocol }}?
        {% elif reference.isUnowned %}
            unowned var {{ reference.property }}: {{ reference.protocol }}!
        {% else %}
            var {{ reference.property }}: {{ reference.protocol }}!
        {% endif %}
        {% endfor %}
        {% for parameter in module.formatter.parameters %}
        {% if parameter.ownership == "weak" %}
            private(set) weak var {{ parameter.name }}: {{ parameter.storedType }}?
        {% else %}
            private(set) var {{ parameter.name }}: {{ parameter.type }}
        {% endif %}
        {% endfor %}

            init({% for parameter in module.formatter.parameters %}{% if not forloop.first %}, {% endif %}{{ parameter.name }}: {{ parameter.type }}{% endfor %}) {
        {% for parameter in module.formatter.parameters %}
                self.{{ parameter.name }} = {{ parameter.name }}
        {% endfor %}
            }
        }
        {% endfilter %}
        {% if module.formatter.namespace %}
        }
        {% endif %}

        // MARK: - {{ module.formatter.protocol }}

        extension {{ module.formatter.name }}: {{ module.formatter.protocol }} {

        """#
        + stubs(of: "formatter") + #"""
            }

            """#

    static let builder = #"""
        // Written once by viperc as a starting point; this file is yours.

        import UIKit
        {% if module.viewKind == "swiftui" %}
        import SwiftUI
        {% endif %}

        {% if module.builder.namespace %}
        extension {{ module.builder.namespace }} {
        {% endif %}
        {% filter indent:module.builder.nesting," ",true %}
        @MainActor enum {{ module.builder.declaredName }} {
            /// Creates the {{ module.name }} module and wires its components together.
            static func {{ module.assembly.function }}({{ module.assembly.parameters }}) -> {{ module.assembly.returns }} {

        """#
        + assemblyBody + #"""
                }
            }
            {% endfilter %}
            {% if module.builder.namespace %}
            }
            {% endif %}

            """#

    static let destination = #"""
        import Foundation

        /// Where {{ module.name }} can go: one case per route of its spec.
        enum {{ module.name }}Destination {
        {% for route in module.routes %}
        {% if route.parameters %}
            case {{ route.name }}({% for parameter in route.parameters %}{{ parameter.name }}: {{ parameter.type }}{% if not forloop.last %}, {% endif %}{% endfor %})
        {% else %}
            case {{ route.name }}
        {% endif %}
        {% endfor %}
        }
        {% if module.router %}

        extension {{ module.router.name }} {
            /// Takes the route to `destination`.
            func go(to destination: {{ module.name }}Destination) {
                switch destination {
        {% for route in module.routes %}
        {% if route.parameters %}
                case .{{ route.name }}({% for parameter in route.parameters %}let {{ parameter.name }}{% if not forloop.last %}, {% endif %}{% endfor %}):
                    {{ route.name }}({% for parameter in route.parameters %}{{ parameter.name }}: {{ parameter.name }}{% if not forloop.last %}, {% endif %}{% endfor %})
        {% else %}
                case .{{ route.name }}:
                    {{ route.name }}()
        {% endif %}
        {% endfor %}
                }
            }
        }
        {% endif %}

        """#
}
