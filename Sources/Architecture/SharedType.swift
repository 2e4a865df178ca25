import Diagnostics

/// A type that belongs to no module, and why.
public struct SharedType: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A class subclassed, or a protocol refined, by components of modules.
        case baseType = "base type"
        /// One type conforming to the role protocols of several modules.
        case appWideImplementation = "app-wide implementation"
        /// A builder or assembly that constructs several modules.
        case appWideBuilder = "app-wide builder"
        /// An interactor or service that belongs to no module's folder, protocols or assembly.
        case useCase = "use case"
        /// `AppDelegate`, `SceneDelegate`, dependency containers.
        case compositionRoot = "composition root"
    }

    public var name: String
    public var kind: Kind
    public var location: SourceLocation
    public var detail: String

    public init(name: String, kind: Kind, location: SourceLocation, detail: String) {
        self.name = name
        self.kind = kind
        self.location = location
        self.detail = detail
    }
}
