import Architecture
import Diagnostics
import Foundation
import Testing

@testable import SpecParser

/// What a module shows other modules (`exportFingerprint`, `exportAnchors`): a build redoes a
/// module alone only when this says nothing of it that others read has changed.
struct ExportFingerprintTests {
    static let spec = """
        module: Home
        group: Shows
        doc: Lists shows.
        view:
          methods:
            - "reloadData()"
        presenter:
          properties:
            - "count: Int { get }"
          methods:
            - "viewDidLoad()"
        interactor:
          services: [ShowService]
          methods:
            - "load() async throws -> [Show]"
        wireframe: {}
        parameters:
          id: String
        routes:
          - { name: openDetails, to: Details, transition: push, parameters: { id: String } }
        references:
          presenter.view: unowned
        entities:
          Show: { id: String, title: String }

        """

    func module(_ text: String) throws -> ModuleSpec {
        let engine = DiagnosticEngine()
        let module = SpecLoader.decodeModule(
            SourceFile(path: "Home.viper.yaml", bytes: Array(text.utf8)), displayPath: "specs/Home.viper.yaml", engine: engine)
        #expect(!engine.hasErrors, "\(engine.diagnostics)")
        return try #require(module)
    }

    func fingerprint(_ text: String) throws -> String {
        try module(text).exportFingerprint(config: ProjectConfig())
    }

    @Test(arguments: [
        ("a method added", "    - \"viewDidLoad()\"\n", "    - \"viewDidLoad()\"\n    - \"refresh(force: Bool)\"\n"),
        ("a method removed", "    - \"reloadData()\"\n", ""),
        ("a property's type", "count: Int", "count: Double"),
        ("the module's comment", "doc: Lists shows.", "doc: Lists every show."),
        ("lines above moved", "module: Home\n", "# A comment.\nmodule: Home\n"),
    ])
    func editsOfWhatOnlyTheModuleSeesKeepIt(_ edit: (String, String, String)) throws {
        let edited = Self.spec.replacingOccurrences(of: edit.1, with: edit.2)
        #expect(edited != Self.spec, "\(edit.0)")
        #expect(try fingerprint(edited) == fingerprint(Self.spec), "\(edit.0)")
        #expect(try module(edited).exportAnchors.count == module(Self.spec).exportAnchors.count, "\(edit.0)")
    }

    @Test(arguments: [
        ("a route's parameter", "parameters: { id: String } }", "parameters: { id: Int } }"),
        ("a route's target", "to: Details", "to: Detail"),
        ("a transition", "transition: push", "transition: present"),
        ("a module parameter", "  id: String\nroutes", "  id: Int\nroutes"),
        ("an entity field", "title: String }", "title: String, year: Int }"),
        ("a service", "[ShowService]", "[ShowService, UserService]"),
        ("an ownership", "presenter.view: unowned", "presenter.view: weak"),
        ("a component", "wireframe: {}\n", ""),
        ("a component's type", "wireframe: {}\n", "wireframe: { type: ShowsNavigator }\n"),
        ("its assembler", "wireframe: {}\n", "wireframe: {}\nassembler: builder\n"),
        ("no assembler of its own", "wireframe: {}\n", "wireframe: {}\nassembler: none\n"),
        // Whatever opens a module without a view assembles it: other modules' routes change.
        ("no view of its own", "view:\n  methods:\n    - \"reloadData()\"\n", "view: none\n"),
        ("the group", "group: Shows", "group: TV"),
        ("the namespace", "group: Shows", "group: Shows\nnamespace: HomeScene"),
        ("the name", "module: Home", "module: House"),
    ])
    func editsOfWhatOthersSeeChangeIt(_ edit: (String, String, String)) throws {
        let edited = Self.spec.replacingOccurrences(of: edit.1, with: edit.2)
        #expect(edited != Self.spec, "\(edit.0)")
        #expect(try fingerprint(edited) != fingerprint(Self.spec), "\(edit.0)")
    }

    @Test func anchorsFollowTheTextTheyPointAt() throws {
        let old = try module(Self.spec)
        let new = try module("# One line more.\n" + Self.spec)
        #expect(old.exportAnchors.first == SourceLocation(path: "Home.viper.yaml", line: 1, column: 9))
        for (before, after) in zip(old.exportAnchors, new.exportAnchors) {
            #expect(after.line == before.line + 1 && after.column == before.column)
        }
    }

    /// A tripwire: a field added to the spec model must be decided on, seen by other modules
    /// (then in the fingerprint and the anchors) or not, before this list is brought up to date.
    @Test func everyFieldOfTheModelIsDecidedOn() {
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        var module = ModuleSpec(name: Located("A", at: .file("a")), path: "a", displayPath: "a")
        module.doc = nil
        #expect(
            fields(module) == [
                "name", "path", "displayPath", "doc", "group", "namespace", "viewKind", "viewSource", "components", "services",
                "parameters", "routes", "references", "entities", "imports", "assembler", "assembledByOpener", "omitted", "tabs",
            ])
        #expect(
            fields(ComponentSpec(role: .view, location: .file("a"))) == [
                "role", "location", "doc", "methods", "properties", "isolation", "implements", "type", "protocolName",
            ])
        let type = TypeReference(text: "Int", names: [])
        #expect(
            fields(ParameterSpec(name: Located("a", at: .file("a")), type: type)) == ["name", "type", "targets", "ownership"])
        #expect(
            fields(
                RouteSpec(
                    name: Located("a", at: .file("a")), target: nil, transition: Located(.push, at: .file("a")), parameters: [], doc: nil,
                    location: .file("a"))) == ["name", "target", "transition", "presentation", "parameters", "doc", "location"])
        #expect(
            fields(ReferenceSpec(key: ReferenceKey(.presenter, .view), ownership: nil, location: .file("a"))) == [
                "key", "ownership", "location",
            ])
        #expect(
            fields(EntitySpec(name: Located("A", at: .file("a")), doc: nil, fields: [], conformances: [])) == [
                "name", "doc", "fields", "conformances",
            ])
        #expect(fields(TabSpec(module: Located("A", at: .file("a")), title: "A")) == ["module", "title"])
    }
}
