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
