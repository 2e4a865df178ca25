/// The built-in conventions' mocks (`generated: mocks`) and test skeletons (`tests:`), written
/// byte for byte as `MockEmitter` and `TestEmitter` write them. What differs between
/// conventions and modules (names, isolation, what can be kept or made up) is in the context:
/// `interface.stubs` and `testing`.
extension BuiltInTemplates {
    /// `<Module>Mocks.swift`: a mock per protocol that records every call and answers from its
    /// stubs. viperc adds the generated header; a module without protocols renders nothing.
    static let mocks = #"""
        {% if module.interfaces %}
        import Foundation
        {% for name in module.imports %}
        import {{ name }}
        {% endfor %}
        {% if testing.testableImport %}
        @testable import {{ testing.testableImport }}
        {% endif %}
        {% for interface in module.interfaces %}

        // MARK: - {{ interface.name }}

        /// A test double of '{{ interface.name }}' that records every call and answers from its stubs.
        {% if not interface.stubs %}
        {% if interface.isolation == "actor" %}actor{% else %}{{ interface.attribute }} final class{% endif %} {{ interface.mock }}: {{ interface.name }} {}
        {% else %}
        {% if interface.isolation == "actor" %}actor{% else %}{{ interface.attribute }} final class{% endif %} {{ interface.mock }}: {{ interface.name }} {
        {% for stub in interface.stubs %}
        {% if stub.isSetApart %}

        {% endif %}
        {% if stub.kind == "property" %}
        {% if stub.valueType %}
            {{ stub.declaration }} {
                get { underlying{{ stub.name|upperFirst }} }
                set { underlying{{ stub.name|upperFirst }} = newValue }
            }

            /// What '{{ stub.name }}' returns; set it before the code under test reads it.
            var underlying{{ stub.name|upperFirst }}: {{ stub.valueType }}
        {% else %}
            {{ stub.declaration }}
        {% endif %}
        {% else %}
            var {{ stub.name }}CallCount = 0
            var {{ stub.name }}Called: Bool { {{ stub.name }}CallCount > 0 }
        {% if stub.arguments %}
            var {{ stub.name }}ReceivedArguments: {{ stub.optionalArgumentsType }}
            var {{ stub.name }}ReceivedInvocations: [{{ stub.argumentsType }}] = []
        {% endif %}
        {% if stub.isThrowing %}
            var {{ stub.name }}ThrowableError: {{ stub.errorType }}
        {% endif %}
        {% if stub.closureType %}
            var {{ stub.name }}Closure: ({{ stub.closureType }})?
        {% endif %}
        {% if stub.type %}
            var {{ stub.name }}ReturnValue: {{ stub.valueType }}
        {% endif %}

            {{ stub.declaration }} {
                {{ stub.name }}CallCount += 1
        {% if stub.arguments %}
                {{ stub.name }}ReceivedArguments = {{ stub.arguments }}
                {{ stub.name }}ReceivedInvocations.append({{ stub.arguments }})
        {% endif %}
        {% if stub.isThrowing %}
                if let error = {{ stub.name }}ThrowableError { throw error }
        {% endif %}
        {% if stub.closureType %}
                if let {{ stub.name }}Closure { {% if stub.type %}return {% endif %}{% if stub.isThrowing %}try {% endif %}{% if stub.isAsync %}await {% endif %}{{ stub.name }}Closure({{ stub.closureArguments }}){% if stub.returnsGeneric %} as! {{ stub.type }}{% endif %} }
        {% endif %}
        {% if stub.type %}
                return {{ stub.name }}ReturnValue{% if stub.returnsGeneric %} as! {{ stub.type }}{% endif %}
        {% endif %}
            }
        {% endif %}
        {% endfor %}
        }
        {% endif %}
        {% endfor %}
        {% endif %}
        """#

    /// A presenter's test skeleton: the component made with its neighbours' mocks, one test per
    /// method, each waiting for the team's assertion (Swift Testing: a known issue; XCTest: a
    /// skip). A nonisolated component is made in each test, an XCTest's state in a fixture.
    static let presenterTests = #"""
        {% filter comment %}Created by viperc from {{ module.spec }} as a starting point.{% endfilter %}
        // This file is yours: viperc writes it once and never overwrites it.

        {% if testing.framework == "xctest" %}
        import XCTest
        {% else %}
        import Testing
        {% endif %}
        import Foundation
        {% for name in module.imports %}
        import {{ name }}
        {% endfor %}
        {% if testing.testableImport %}
        @testable import {{ testing.testableImport }}
        {% endif %}
        {% if not testing.isMakeable %}

        // A module parameter has a type these tests cannot make; pass a value of it in the initializer.
        {% endif %}

        /// The {{ testing.subject }} of {{ module.name }}, with mocks of its neighbours.
        {% if testing.framework == "xctest" %}
        nonisolated final class {{ testing.name }}Tests: XCTestCase {
            /// The {{ testing.subject }} and the mocks of its neighbours, made afresh for each test.
        {% if testing.isMadeInEachTest and not testing.neighbours and not testing.services %}
            @MainActor struct Fixture {}
        {% else %}
            @MainActor struct Fixture {
        {% for neighbour in testing.neighbours %}
                let {{ neighbour.property }} = {{ neighbour.mock }}()
        {% endfor %}
        {% for service in testing.services %}
                let {{ service.property }} = {{ module.name }}Test{{ service.type }}()
        {% endfor %}
        {% if not testing.isMadeInEachTest %}
                let {{ testing.subject }}: {{ testing.type }}

                init() {
                    {{ testing.subject }} = {{ testing.make }}
        {% for neighbour in testing.neighbours where not neighbour.isInjected %}
        {% if not testing.isActor %}
                    {{ testing.subject }}.{{ neighbour.property }} = {{ neighbour.property }}
        {% endif %}
        {% endfor %}
                }
        {% endif %}
            }
        {% endif %}
        {% for call in testing.calls %}

            @MainActor func test{{ call.name|upperFirst }}() async throws {
        {% if testing.isMadeInEachTest %}
        {% if testing.neighbours or testing.services %}
                let fixture = Fixture()
        {% else %}
                _ = Fixture()
        {% endif %}
                let {{ testing.subject }} = {{ testing.type }}({% for argument in testing.arguments %}{{ argument.label }}: {% if argument.isTestProperty %}fixture.{% endif %}{{ argument.value }}{% if not forloop.last %}, {% endif %}{% endfor %})
        {% for neighbour in testing.neighbours where not neighbour.isInjected %}
                {{ testing.subject }}.{{ neighbour.property }} = fixture.{{ neighbour.property }}
        {% endfor %}
        {% elif call.isCallable and not call.returnsValue %}
                let fixture = Fixture()
        {% else %}
                _ = Fixture()
        {% endif %}
        {% for variable in call.variables %}
                {{ variable }}
        {% endfor %}
        {% if not call.isCallable %}
                // Call '{{ call.selector }}' here: its arguments need values these tests cannot make.
        {% elif call.returnsValue %}
                // Once '{{ call.method }}' is written (its skeleton stops with fatalError until then):
                // let result = {% if call.isThrowing %}try {% endif %}{% if call.isAwaited %}await {% endif %}{% if not testing.isMadeInEachTest %}fixture.{% endif %}{{ testing.subject }}.{{ call.method }}({{ call.arguments }})
        {% else %}
                {% if call.isThrowing %}try {% endif %}{% if call.isAwaited %}await {% endif %}{% if not testing.isMadeInEachTest %}fixture.{% endif %}{{ testing.subject }}.{{ call.method }}({{ call.arguments }})
        {% endif %}
        {% if testing.isMadeInEachTest %}
        {% if not call.isCallable or call.returnsValue %}
                _ = {{ testing.subject }}
        {% endif %}
        {% endif %}
        {% if testing.routes %}
                // The router mock records navigation, for example:
        {% for route in testing.routes %}
                // #expect(fixture.{{ testing.router }}.{{ route.name }}CallCount == 1)  // when this opens '{% if route.target %}{{ route.target }}{% else %}the previous screen{% endif %}'
        {% endfor %}
        {% endif %}
                throw XCTSkip("waiting for the team's assertion on '{{ call.selector }}'")
            }
        {% endfor %}
        }
        {% elif testing.isMadeInEachTest and not testing.neighbours and not testing.services and not testing.calls %}
        @MainActor struct {{ testing.name }}Tests {}
        {% else %}
        @MainActor struct {{ testing.name }}Tests {
        {% for neighbour in testing.neighbours %}
            let {{ neighbour.property }} = {{ neighbour.mock }}()
        {% endfor %}
        {% for service in testing.services %}
            let {{ service.property }} = {{ module.name }}Test{{ service.type }}()
        {% endfor %}
        {% if not testing.isMadeInEachTest %}
            let {{ testing.subject }}: {{ testing.type }}

            init() {
                {{ testing.subject }} = {{ testing.make }}
        {% for neighbour in testing.neighbours where not neighbour.isInjected %}
        {% if not testing.isActor %}
                {{ testing.subject }}.{{ neighbour.property }} = {{ neighbour.property }}
        {% endif %}
        {% endfor %}
            }
        {% endif %}
        {% for call in testing.calls %}
        {% if not forloop.first or testing.neighbours or testing.services or not testing.isMadeInEachTest %}

        {% endif %}
            @Test func {{ call.name }}() async throws {
        {% if testing.isMadeInEachTest %}
                let {{ testing.subject }} = {{ testing.make }}
        {% for neighbour in testing.neighbours where not neighbour.isInjected %}
                {{ testing.subject }}.{{ neighbour.property }} = {{ neighbour.property }}
        {% endfor %}
        {% endif %}
        {% for variable in call.variables %}
                {{ variable }}
        {% endfor %}
        {% if not call.isCallable %}
                // Call '{{ call.selector }}' here: its arguments need values these tests cannot make.
        {% elif call.returnsValue %}
                // Once '{{ call.method }}' is written (its skeleton stops with fatalError until then):
                // let result = {% if call.isThrowing %}try {% endif %}{% if call.isAwaited %}await {% endif %}{{ testing.subject }}.{{ call.method }}({{ call.arguments }})
        {% else %}
                {% if call.isThrowing %}try {% endif %}{% if call.isAwaited %}await {% endif %}{{ testing.subject }}.{{ call.method }}({{ call.arguments }})
        {% endif %}
        {% if testing.isMadeInEachTest %}
        {% if not call.isCallable or call.returnsValue %}
                _ = {{ testing.subject }}
        {% endif %}
        {% endif %}
        {% if testing.routes %}
                // The router mock records navigation, for example:
        {% for route in testing.routes %}
                // #expect({{ testing.router }}.{{ route.name }}CallCount == 1)  // when this opens '{% if route.target %}{{ route.target }}{% else %}the previous screen{% endif %}'
        {% endfor %}
        {% endif %}
                withKnownIssue("waiting for the team's assertion on '{{ call.selector }}'") {
                    Issue.record("write what '{{ call.selector }}' should do, then remove this")
                }
            }
        {% endfor %}
        }
        {% endif %}
        {% for service in testing.services %}

        // A stand-in for '{{ service.type }}' in these tests: give it the members '{{ service.type }}' requires,
        // or replace it with the double your tests already use.

        final class {{ module.name }}Test{{ service.type }}: {{ service.type }}, Sendable {}
        {% endfor %}
        """#

    /// An interactor's test skeleton: the same text, since what differs is in `testing` (an
    /// interactor has services and no route checks; a presenter the reverse).
    static let interactorTests = presenterTests
}
