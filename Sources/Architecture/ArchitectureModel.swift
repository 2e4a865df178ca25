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
    /// Code only: the app's own types named like standard ones (an older app's `Result<T>`),
    /// which a spec drafted from it lists under `knownTypes`, where they stand for the app's.
    public var standardNamesDeclared: Set<String> = []
    /// Code only: the app's top-level type aliases, by name, with the type names each stands
    /// for (`EntryPoint` for `HomeViewProtocol & UIViewController`).
    public var typeAliases: [String: [String]] = [:]
    /// Code only: the protocols the app declares that no type it declares adopts or refines,
    /// directly, through a type alias or as a superclass (a cell's `GatherTableViewCellProtocol`
    /// only an extension of `UITableViewCell` adopts; one a replaced presenter left behind).
    public var unadoptedProtocols: Set<String> = []
    /// Code only: the app's catalogues of modules, types conforming to Viperit's `ViperitModule`
    /// (see `ModuleCatalogue`).
    public var moduleCatalogues: Set<String> = []
    /// Code only: the app's classes of no role that subclass a UIKit view controller, directly
    /// or through its own classes (`MainTabBarController: UITabBarController`), and its protocols
    /// of no role bound to one (`protocol BaseViewProtocol: UIViewController`): a screen, as the
    /// UIKit class is, to a router that keeps one, and a view to an interactor that names one.
    public var screenSubclasses: Set<String> = []
    /// Specs only: the project's `name:`, its `entry:` module, and its modules' names in the
    /// order the specs declare them (`modules` is in name order), which the docs keep.
    public var name: String?
    public var entry: String?
    public var specOrder: [String] = []

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
