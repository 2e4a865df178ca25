import Diagnostics

/// An app's architecture as recovered from its code: modules with their components and
/// protocols, the types shared by many modules, ownership between components, and navigation
/// between modules. It uses the vocabulary of the spec model (module, component, reference with
/// ownership, route) so that the rules, `viperc graph` and the drift check read one shape.
public struct ArchitectureModel: Sendable {
    public var apps: [AppModel]

    public init(apps: [AppModel]) {
        self.apps = apps
    }
}

/// One app or package: a folder holding an `.xcodeproj`, an `.xcworkspace` or a `Package.swift`,
/// or a folder given on the command line. Names never resolve across apps.
public struct AppModel: Sendable {
    /// The app's root folder as given (`.` for the working folder).
    public var root: String
    public var modules: [ModuleModel]
    public var shared: [SharedType]
    public var references: [ComponentReference]
    public var routes: [NavigationEdge]
    /// Every placed type of the app by name: components, role protocols and channels.
    public var placements: [String: Placement]
    /// Presenters that some type holds strongly in a stored property (a coordinator, a parent
    /// presenter), with the protocols they conform to: a view may hold these weakly.
    public var heldStrongly: Set<String> = []
    /// Protocols the app declares that components conform to but that no evidence placed
    /// (`MaskCropperRouter`, named like a type and implemented by two routers, is a shared base
    /// type), by name, with their members and the conforming component's role: once a draft's
    /// naming names them they are role protocols, so `viperc init --from` drafts their members.
    public var unplacedProtocols: [String: Component] = [:]

    public init(
        root: String, modules: [ModuleModel] = [], shared: [SharedType] = [], references: [ComponentReference] = [],
        routes: [NavigationEdge] = [], placements: [String: Placement] = [:]
    ) {
        self.root = root
        self.modules = modules
        self.shared = shared
        self.references = references
        self.routes = routes
        self.placements = placements
    }
}

/// A VIPER module: at least a presenter, an interactor or a router.
public struct ModuleModel: Sendable {
    public var name: String
    /// The folder that holds the module, when its files share one.
    public var folder: String?
    public var components: [Component]
    /// Role protocols and published channels the module declares.
    public var protocols: [Component]
    /// What the module takes when it is opened; only specs say.
    public var parameters: [ModuleParameter] = []
}

/// A type that plays a role in a module, with the evidence that put it there.
public struct Component: Sendable, Equatable {
    public var role: LintRole
    public var name: String
    public var location: SourceLocation
    public var evidence: [Evidence]
    /// The protocols the type conforms to, as written (with its extensions').
    public var conformances: [String] = []
    /// Its methods, initializers and properties: from code, those the type and its extensions
    /// declare (with what their bodies open); from a spec, those its interfaces require.
    public var members: [MemberDecl] = []
}

/// A parameter a module takes when it is opened, and the components it goes to (specs only).
public struct ModuleParameter: Sendable, Equatable {
    public var name: String
    public var type: String
    public var receivers: [LintRole]
    public var location: SourceLocation
}

/// Why a type was placed where it is, strongest first.
public struct Evidence: Sendable, Equatable, Comparable {
    public enum Kind: String, Sendable, Comparable, CaseIterable {
        case spec, assembly, conformance, folder, name

        public static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var kind: Kind
    /// What the evidence is: the assembling type, the protocol, the folder or the name prefix.
    public var detail: String

    public static func < (a: Evidence, b: Evidence) -> Bool {
        a.kind != b.kind ? a.kind < b.kind : a.detail < b.detail
    }

    public var description: String {
        switch kind {
        case .spec: "named in spec '\(detail)'"
        case .assembly: "assembled by '\(detail)'"
        case .conformance: "conforms to '\(detail)'"
        case .folder: "in module folder '\(detail)'"
        case .name: "named like module '\(detail)'"
        }
    }
}

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
}

/// Where a placed name belongs: used by the rules to decide roles and module boundaries.
public struct Placement: Sendable, Equatable {
    public var role: LintRole
    public var module: String
    public var isInterface: Bool
    /// A protocol a module publishes for others: `*ModuleInput`, `*ModuleOutput`, a delegate.
    public var isChannel: Bool

    public var assignment: RoleAssignment {
        RoleAssignment(role: role, module: module, isInterface: isInterface)
    }
}

/// A stored property of one component that holds another component.
public struct ComponentReference: Sendable, Equatable {
    public var module: String
    public var from: String
    public var fromRole: LintRole
    public var property: String
    /// The component held; for a protocol-typed property, the component that implements it.
    public var to: String
    public var toRole: LintRole
    /// The protocol the property is declared with, when `to` was resolved through it.
    public var via: String?
    public var ownership: PropertyOwnership
    public var location: SourceLocation
}

/// Module `from` opens module `to` through `via` (its builder, router or view controller; for
/// a spec, the route's method).
public struct NavigationEdge: Sendable, Equatable {
    public var from: String
    public var to: String
    /// The component of `from` that names the way in.
    public var source: String
    public var via: String
    public var location: SourceLocation
    /// `push`, `present`, `setRoot`, `dismiss` or `custom`, when the source says.
    public var transition: String? = nil
    /// `name: Type` of each parameter the route passes, when the source says.
    public var parameters: [String] = []
}
