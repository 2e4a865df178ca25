import SpecParser

/// The templates that write viperc's generated files, for every built-in convention; exported
/// as starters (`generated:` in `convention.yml`) that write the same until a team edits them.
extension BuiltInTemplates {
    static let generatedFiles: [(kind: GeneratedKind, name: String, text: String)] = [
        (.interfaces, "Interfaces.swift.stencil", interfaces),
        (.entities, "Entities.swift.stencil", entities),
        (.routes, "Routes.swift.stencil", routes),
        (.dependencies, "ModuleDependencies.swift.stencil", dependencies),
        (.base, "BaseInterfaces.swift.stencil", base),
    ]

    static let interfaces = #"""
        import Foundation
        {% for name in module.imports %}
        import {{ name }}
        {% endfor %}
        {% if module.comment %}

        /// {{ module.name }} module.
        ///
        {{ module.comment|docComment }}
        {% endif %}
        {% if module.namespace %}

        /// The namespace of the {{ module.name }} module's types (`namespace:` in its spec).
        enum {{ module.namespace }} {}
        {% endif %}
        {% for interface in module.interfaces %}

        // MARK: - {{ interface.title }}

        {% if interface.comment %}
        {{ interface.comment|docComment }}
        {% endif %}
        {% if interface.requirements %}
        {% if interface.attribute %}{{ interface.attribute }} {% endif %}protocol {{ interface.name }}{% if interface.inherits %}: {{ interface.inherits|join:", " }}{% endif %} {
        {% for requirement in interface.requirements %}
        {% if requirement.isSetApart %}

        {% endif %}
        {% if requirement.comment %}
        {{ requirement.comment|docComment|indent:4," ",true }}
        {% endif %}
            {{ requirement.declaration }}
        {% endfor %}
        }
        {% else %}
        {% if interface.attribute %}{{ interface.attribute }} {% endif %}protocol {{ interface.name }}{% if interface.inherits %}: {{ interface.inherits|join:", " }}{% endif %} {}
        {% endif %}
        {% endfor %}
        """#

    static let entities = #"""
        {% if module.entities %}
        import Foundation
        {% for name in module.imports %}
        import {{ name }}
        {% endfor %}
        {% for entity in module.entities %}

        {% if entity.comment %}
        {{ entity.comment|docComment }}
        {% endif %}
        {% if entity.fields %}
        nonisolated struct {{ entity.name }}{% if entity.conformances %}: {{ entity.conformances|join:", " }}{% endif %} {
        {% for field in entity.fields %}
            var {{ field.name }}: {{ field.type }}
        {% endfor %}
        }
        {% else %}
        nonisolated struct {{ entity.name }}{% if entity.conformances %}: {{ entity.conformances|join:", " }}{% endif %} {}
        {% endif %}
        {% endfor %}
        {% endif %}
        """#

    static let routes = #"""
        {% if module.generatedRoutes %}
        import UIKit
        {% for name in module.imports %}
        {% if name != "UIKit" %}
        import {{ name }}
        {% endif %}
        {% endfor %}

        // MARK: - Routes of {{ module.name }}, from its spec

        extension {{ module.router.name }} {
        {% for route in module.generatedRoutes %}
        {% if not forloop.first %}

        {% endif %}
        {{ route.documentation|docComment|indent:4," ",true }}
            func {{ route.signature }} {
        {% for line in route.body %}
                {{ line }}
        {% endfor %}
            }
        {% endfor %}
        }
        {% endif %}
        """#

    static let dependencies = #"""
        import Foundation
        {% for name in project.imports %}
        {% if name != "Foundation" %}
        import {{ name }}
        {% endif %}
        {% endfor %}

        /// What the modules need from outside: every service an interactor uses. The app implements it once; each assembly takes what its module needs, so a module that opens another never needs to know that module's services.
        {% if project.services %}
        @MainActor protocol {{ project.dependencies }} {
        {% for service in project.services %}
            var {{ service.property }}: {{ service.type }} { get }
        {% endfor %}
        }
        {% else %}
        @MainActor protocol {{ project.dependencies }} {}
        {% endif %}
        """#

    static let base = #"""
        {% if project.baseProtocols %}
        {% if project.baseWireframe %}
        import UIKit

        {% endif %}
        {% for base in project.baseProtocols %}
        {% if not forloop.first %}

        {% endif %}
        {{ base.attribute }} protocol {{ base.name }}: AnyObject {}
        {% endfor %}
        {% if project.baseWireframe %}

        /// Holds its module's view controller: weakly, and strongly until the view controller is first shown,
        /// so a module can be created, handed around and shown by its wireframe.
        @MainActor class {{ project.baseWireframe }}<ViewController: UIViewController> {
            private weak var _viewController: ViewController?
            /// Keeps a new module alive until something shows its view controller.
            private var temporaryStoredViewController: ViewController?

            init(viewController: ViewController) {
                _viewController = viewController
                temporaryStoredViewController = viewController
            }

            var viewController: ViewController {
                defer { temporaryStoredViewController = nil }
                guard let viewController = _viewController else {
                    preconditionFailure("the view controller of \(Self.self) is gone")
                }
                return viewController
            }

            var navigationController: UINavigationController? { viewController.navigationController }
        }
        {% for base in project.baseProtocols %}
        {% if base.role == "router" %}

        extension {{ project.baseWireframe }}: {{ base.name }} {}
        {% endif %}
        {% endfor %}

        extension UIViewController {
            func presentWireframe<ViewController>(
                _ wireframe: {{ project.baseWireframe }}<ViewController>, animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil
            ) {
                present(wireframe.viewController, animated: animated, completion: completion)
            }
        }

        extension UINavigationController {
            func pushWireframe<ViewController>(_ wireframe: {{ project.baseWireframe }}<ViewController>, animated: Bool = true) {
                pushViewController(wireframe.viewController, animated: animated)
            }

            func setRootWireframe<ViewController>(_ wireframe: {{ project.baseWireframe }}<ViewController>, animated: Bool = true) {
                setViewControllers([wireframe.viewController], animated: animated)
            }
        }
        {% endif %}
        {% endif %}
        """#
}
