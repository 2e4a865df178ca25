import Architecture
import Diagnostics
import Support

/// A team's own convention, kept in a folder: `convention.yml` (which built-in convention it
/// starts from, naming, default references) and the templates that write its files.
public struct ConventionFolder: Sendable {
    /// The folder as it is read, and as diagnostics show it.
    public var path: String
    /// Templates that replace a built-in skeleton or add a file per module, in manifest order.
    public var templates: [TemplateUse] = []
    /// Default isolation by role, which `viperc.yml`'s `isolation:` overrides.
    public var isolation: [Role: Located<Isolation>] = [:]
    /// The components a module of this convention may have (`roles:`), and whether each must
    /// be there; nil when the manifest does not say, and any role may be used.
    public var roles: Located<[Role: Bool]>?

    public init(path: String) {
        self.path = path
    }

    public static let manifestName = "convention.yml"
}

/// One template of a convention folder and what it writes.
public struct TemplateUse: Sendable {
    public enum Target: Sendable, Equatable {
        /// Replaces the built-in skeleton of a role.
        case skeleton(Role)
        /// A file per module, named by a template (`{{ module.name }}Configurator.swift`) in the
        /// module's folder; written once (the team's afterwards) or on every build.
        case moduleFile(name: Located<String>, once: Bool)
        /// Replaces one of viperc's generated files (`generated:`).
        case generated(GeneratedKind)
        /// Replaces viperc's test skeleton of a presenter or interactor (`tests:`).
        case test(Role)
        /// Writes the body of every generated route method of one transition (`transitions:`).
        case transition(Transition)
    }

    public var target: Target
    /// The template file, as read and as diagnostics show it.
    public var path: String
    public var text: String
    /// Where the manifest names the template.
    public var location: SourceLocation

    public init(target: Target, path: String, text: String, location: SourceLocation) {
        self.target = target
        self.path = path
        self.text = text
        self.location = location
    }
}

/// A kind of file viperc generates, which a convention's template may write instead.
public enum GeneratedKind: String, Sendable, CaseIterable {
    /// `<Module>Interfaces.swift`, `<Module>Entities.swift`, `<Module>Routes.swift`, one per module.
    case interfaces, entities, routes
    /// `<Module>Mocks.swift` (with `--mocks`), per module.
    case mocks
    /// `ModuleDependencies.swift` and the base-protocols file, one per project.
    case dependencies, base

    /// Whether the file is the project's rather than a module's.
    public var isProjectWide: Bool { self == .dependencies || self == .base }
}
