import Architecture
import Diagnostics

/// One VIPER module, as declared in a `*.viper.yaml` file.
public struct ModuleSpec: Sendable {
    public var name: Located<String>
    /// The spec file's path as diagnostics print it.
    public var path: String
    /// The spec file's path relative to its project's parent folder, for generated headers.
    public var displayPath: String
    public var doc: String?
    public var group: Located<String>?
    /// `namespace:`, the type whose nested types the module's components are
    /// (`AlarmModule.Presenter`); nil declares them at the top level.
    public var namespace: Located<String>?
    public var viewKind: ViewKind
    /// `view.from`: how the view controller is made.
    public var viewSource: ViewSource = .code

    /// The storyboard a module's scene is in: its group's, or its own without a group.
    public var storyboardName: String { group?.value ?? name.value }
    /// Components by role; `.interactorOutput` is the interactor's output interface.
    public var components: [Role: ComponentSpec]
    public var services: [Located<String>]
    /// What the module takes when a route opens it.
    public var parameters: [ParameterSpec]
    public var routes: [RouteSpec]
    public var references: [ReferenceSpec]
    public var entities: [EntitySpec]
    /// Modules the module's generated files import besides Foundation.
    public var imports: [Located<String>] = []
    /// `assembler:`, which component assembles this module where the convention says otherwise
    /// (`wireframe` in a convention whose builders assemble); nil takes the convention's.
    public var assembler: Located<Role>?
    /// Where `assembler: none` says that nothing of the module assembles it: the code that opens
    /// it does (another module's router, the app's composition root), so no builder is implied,
    /// and every route into it is `custom`.
    public var assembledByOpener: SourceLocation?
    /// The components the spec says the module has none of (`view: none`, `presenter: none`),
    /// each with where it says so. A module without a view is assembled by whatever opens it,
    /// or by its builder when it declares one (which hands the opener its presenter).
    public var omitted: [Role: SourceLocation] = [:]
    /// A tab module's tabs, each one a `.tab` route too; a tab module has no components.
    public var tabs: [TabSpec] = []

    /// Whether the module is a tab bar of other modules.
    public var isTabContainer: Bool { !tabs.isEmpty }

    /// The generated type that builds a tab module's tab bar.
    public var tabsTypeName: String { "\(name.value)Tabs" }

    public init(name: Located<String>, path: String, displayPath: String) {
        self.name = name
        self.path = path
        self.displayPath = displayPath
        self.viewKind = .uikit
        self.components = [:]
        self.services = []
        self.parameters = []
        self.routes = []
        self.references = []
        self.entities = []
    }

    public func has(_ role: Role) -> Bool { components[role] != nil }

    /// Every type name the module's signatures, parameters, routes and entities mention.
    public var typeNames: [Located<String>] {
        var names: [Located<String>] = []
        forEachTypeName { names.append($0) }
        return names
    }

    /// The type names of the view's and the wireframe's members: where UI types may appear.
    public func forEachUserInterfaceTypeName(_ body: (Located<String>) -> Void) {
        for role in [Role.view, .router] {
            guard let component = components[role] else { continue }
            for method in component.methods { method.forEachTypeName(body) }
            for property in component.properties { property.type.names.forEach(body) }
        }
    }

    /// Each of `typeNames` in turn, without gathering them: validation checks them once.
    public func forEachTypeName(_ body: (Located<String>) -> Void) {
        forEachSignature(method: { $0.forEachTypeName(body) }, type: { $0.names.forEach(body) })
    }

    /// The standard generic types its types write with another number of arguments.
    public func forEachArityMismatch(_ body: (ArityMismatch) -> Void) {
        forEachSignature(method: { $0.arityMismatches.forEach(body) }, type: { $0.arityMismatches.forEach(body) })
    }

    /// Each method of its components, and each type its properties, parameters, routes and
    /// entities write.
    func forEachSignature(method: (MethodSignature) -> Void, type: (TypeReference) -> Void) {
        for role in Role.allCases {
            guard let component = components[role] else { continue }
            component.methods.forEach(method)
            for property in component.properties { type(property.type) }
        }
        for parameter in parameters { type(parameter.type) }
        for route in routes {
            for parameter in route.parameters { type(parameter.type) }
        }
        for entity in entities {
            for field in entity.fields { type(field.type) }
        }
    }
}

/// A component's interface: what its protocol requires.
public struct ComponentSpec: Sendable {
    public var role: Role
    /// Where the component's key is written.
    public var location: SourceLocation
    public var doc: String?
    public var methods: [MethodSignature]
    public var properties: [PropertySignature]
    /// `isolation:` as written; nil takes the project's default.
    public var isolation: Located<Isolation>?
    /// Presenter only: other modules' delegate protocols it implements (`implements:`).
    public var implements: [Located<String>] = []
    /// `type:`, the implementation's type name where it is not the convention's
    /// (`SettingsTableViewController`); nil takes the convention's.
    public var type: Located<String>?
    /// `protocol:`, the role protocol's name where it is not the convention's (a module written
    /// before the team's naming, `LoginPresenterProtocol`); nil takes the convention's.
    public var protocolName: Located<String>?

    public init(
        role: Role, location: SourceLocation, doc: String? = nil, methods: [MethodSignature] = [], properties: [PropertySignature] = []
    ) {
        self.role = role
        self.location = location
        self.doc = doc
        self.methods = methods
        self.properties = properties
    }
}

/// A named, typed value: a route parameter, a module parameter or an entity field.
public struct ParameterSpec: Sendable, Equatable {
    public var name: Located<String>
    public var type: TypeReference
    /// For a module parameter: the components it is given to (`to:`); the presenter by default.
    public var targets: [Located<Role>] = []
    /// For a module parameter: how those components hold it (`ownership:`).
    public var ownership: Located<Ownership>?

    public init(name: Located<String>, type: TypeReference) {
        self.name = name
        self.type = type
    }

    /// The components a module parameter is given to.
    public var receivers: [Role] { targets.isEmpty ? [.presenter] : targets.map(\.value) }

    /// The type a component stores: without the `?` that `weak` adds anyway.
    public var storedType: String {
        if ownership?.value == .weak, type.text.hasSuffix("?") { return String(type.text.dropLast()) }
        return type.text
    }

    /// The type without its trailing `?` and `!`: what class-bound checks look up.
    public var bareType: String {
        var base = type.text
        while base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
        return base
    }

    /// Whether a route may leave it out.
    public var isOptional: Bool { type.text.hasSuffix("?") }
}

/// A navigation from this module to another.
public struct RouteSpec: Sendable {
    public var name: Located<String>
    /// The target module; nil only for `dismiss`.
    public var target: Located<String>?
    public var transition: Located<Transition>
    /// How a `present` route shows its target; nil for the default.
    public var presentation: Located<Presentation>?
    public var parameters: [ParameterSpec]
    public var doc: String?
    public var location: SourceLocation

    public init(
        name: Located<String>, target: Located<String>?, transition: Located<Transition>, parameters: [ParameterSpec], doc: String?,
        location: SourceLocation, presentation: Located<Presentation>? = nil
    ) {
        self.name = name
        self.target = target
        self.transition = transition
        self.presentation = presentation
        self.parameters = parameters
        self.doc = doc
        self.location = location
    }
}

/// An ownership written in `references:`; `nil` ownership (`none`) removes a default.
public struct ReferenceSpec: Sendable {
    public var key: ReferenceKey
    public var ownership: Ownership?
    public var location: SourceLocation

    public init(key: ReferenceKey, ownership: Ownership?, location: SourceLocation) {
        self.key = key
        self.ownership = ownership
        self.location = location
    }
}

/// A value type the module works with.
public struct EntitySpec: Sendable {
    public var name: Located<String>
    public var doc: String?
    public var fields: [ParameterSpec]
    public var conformances: [Located<String>]

    public init(name: Located<String>, doc: String?, fields: [ParameterSpec], conformances: [Located<String>]) {
        self.name = name
        self.doc = doc
        self.fields = fields
        self.conformances = conformances
    }
}

/// Project-wide settings from `viperc.yml`.
public struct ProjectConfig: Sendable {
    public var path: String?
    public var name: String?
    public var convention: Convention
    /// The team's convention folder, when `convention:` names one: its templates.
    public var conventionFolder: ConventionFolder?
    public var entry: Located<String>?
    /// The output folder as written, relative to the project folder.
    public var output: String?
    /// Folders and files of the app's Swift code, relative to the project folder, where
    /// `viperc build --skeletons` looks for types before writing their skeletons.
    public var sources: [Located<String>] = []
    /// `mocks:`: where test doubles go and what they import.
    public var mocks: MocksConfig?
    /// `tests:`: where test skeletons go, in which framework, and what they import.
    public var tests: MocksConfig?
    public var testFramework: TestFramework = .swiftTesting
    public var references: [ReferenceSpec]
    public var knownTypes: [Located<String>]
    /// The module a known type comes from, for `knownTypes` written `Combine.AnyPublisher`.
    public var knownTypeModules: [String: String] = [:]
    /// Modules every generated file imports besides Foundation.
    public var imports: [Located<String>] = []
    /// `isolation:` by role, overriding `MainActor`.
    public var isolation: [Role: Located<Isolation>]

    public init() {
        self.convention = .infinum
        self.references = []
        self.knownTypes = []
        self.isolation = [:]
    }

    /// What a module's generated files import besides Foundation and the UI framework, sorted:
    /// the project's and the module's `imports`, and the modules of the known types it uses.
    public func imports(of module: ModuleSpec) -> [String] {
        var result = imports(own: module.imports, using: module.typeNames)
        // The frameworks of the UI types the view and the wireframe use.
        module.forEachUserInterfaceTypeName { name in
            if let framework = KnownTypes.uiFramework(of: name.value), !result.contains(framework) { result.append(framework) }
        }
        return result.sorted()
    }

    /// What a shared-types file imports besides Foundation.
    public func imports(of shared: SharedTypesSpec) -> [String] {
        imports(own: shared.imports, using: shared.typeNames)
    }

    func imports(own: [Located<String>], using names: [Located<String>]) -> [String] {
        var result = Set(imports.map(\.value) + own.map(\.value))
        if !knownTypeModules.isEmpty {
            for name in names { if let owner = knownTypeModules[name.value] { result.insert(owner) } }
        }
        result.remove("Foundation")
        return result.sorted()
    }

    /// The isolation of a role's protocol and type in a module: the component's own
    /// `isolation:`, else the project's, else `MainActor`. The interactor's output is
    /// implemented by the presenter, so it shares the presenter's.
    public func isolation(of role: Role, in module: ModuleSpec) -> Isolation {
        let role = role.implementer
        return module.components[role]?.isolation?.value ?? isolation[role]?.value ?? .mainActor
    }
}

/// A spec file with no `module:`: entities and services that many modules share.
public struct SharedTypesSpec: Sendable {
    /// The file's name without `.viper.yaml`, which names its output file.
    public var name: Located<String>
    public var path: String
    public var displayPath: String
    public var doc: String?
    public var group: Located<String>?
    public var entities: [EntitySpec] = []
    /// Service types that specs may name, as if listed under some `interactor.services`.
    public var services: [Located<String>] = []
    public var imports: [Located<String>] = []

    public init(name: Located<String>, path: String, displayPath: String) {
        self.name = name
        self.path = path
        self.displayPath = displayPath
    }

    /// Every type name its entities mention.
    public var typeNames: [Located<String>] { entities.flatMap { $0.fields.flatMap(\.type.names) } }
    /// See `ModuleSpec.forEachArityMismatch`.
    public var arityMismatches: [ArityMismatch] { entities.flatMap { $0.fields.flatMap(\.type.arityMismatches) } }
}

/// A folder of module specs with its settings.
public struct Project: Sendable {
    /// The project folder.
    public var root: String
    public var config: ProjectConfig { didSet { applyProtocolNames() } }
    public var modules: [ModuleSpec] { didSet { applyProtocolNames() } }
    /// Spec files that declare only shared entities and services.
    public var shared: [SharedTypesSpec] = []
    /// What reading and decoding each spec file reported, by path: a build record keeps
    /// each file's own findings apart from the project's (`Validator.Validation`).
    public var specDiagnostics: [String: [Diagnostic]] = [:]
    /// Set once the project is validated.
    public var validation: Validator.Validation?

    public init(root: String, config: ProjectConfig, modules: [ModuleSpec]) {
        self.root = root
        self.config = config
        self.modules = modules
        applyProtocolNames()
    }

    /// Puts the modules' own protocol names (`protocol:`) into the convention every reader of
    /// the project asks, so that emitting, checking and comparing with code all use them; again
    /// whenever the modules or the settings change. Of two modules of one name (an error the
    /// validator reports), the first one's.
    private mutating func applyProtocolNames() {
        var overrides: [String: [Role: String]] = [:]
        for module in modules where overrides[module.name.value] == nil {
            var own: [Role: String] = [:]
            for (role, component) in module.components { own[role] = component.protocolName?.value }
            overrides[module.name.value] = own
        }
        overrides = overrides.filter { !$0.value.isEmpty }
        if config.convention.protocolOverrides != overrides { config.convention.protocolOverrides = overrides }
    }

    /// Every entity of the project, in module specs and shared ones.
    public var allEntities: [EntitySpec] { modules.flatMap(\.entities) + shared.flatMap(\.entities) }

    /// Every service name of the project.
    public var allServices: [Located<String>] { modules.flatMap(\.services) + shared.flatMap(\.services) }

    public func module(named name: String) -> ModuleSpec? {
        modules.first { $0.name.value == name }
    }
}

/// One tab of a tab module: the module it shows and the tab's title.
public struct TabSpec: Sendable {
    public var module: Located<String>
    public var title: String

    public init(module: Located<String>, title: String) {
        self.module = module
        self.title = title
    }
}

/// `mocks:` in `viperc.yml`: `mocks: Tests/Generated`, or a mapping with `output` and `import`,
/// the app module the mocks' test target reaches with `@testable import`.
public struct MocksConfig: Sendable {
    /// Relative to `viperc.yml`; nil for `<output>/Mocks`.
    public var output: Located<String>?
    public var testableImport: Located<String>?

    public init(output: Located<String>? = nil, testableImport: Located<String>? = nil) {
        self.output = output
        self.testableImport = testableImport
    }
}

/// The framework of the generated test skeletons.
public enum TestFramework: String, Sendable, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest
}

extension ModuleSpec {
    /// The component that assembles the module: the module's `assembler:`, else the
    /// convention's; the wireframe only when the module has one, else a builder, declared or not;
    /// none with `assembler: none`; the builder it declares for a module without a view.
    public func assembler(_ convention: Convention) -> Role? {
        if assembledByOpener != nil { return nil }
        if omitted[.view] != nil { return .builder }
        return (assembler?.value ?? convention.assembler) == .router && has(.router) ? .router : .builder
    }

    /// The type that implements a role: the component's `type:`, else the convention's name.
    /// Every name viperc writes, checks or compares with code comes from here.
    /// In a `namespace:`, the type is nested: the written name, else the convention's without
    /// the module's name (`AlarmModule.Presenter`), else, where that would be empty or a
    /// standard type (`View`), the convention's whole name.
    public func typeName(_ role: Role, _ convention: Convention) -> String {
        let written = components[role.implementer]?.type?.value
        guard let namespace = namespace?.value else {
            return written ?? convention.typeName(role, module: name.value, viewKind: viewKind)
        }
        return namespace + "." + (written ?? convention.nestedTypeName(role, module: name.value, viewKind: viewKind))
    }
}
