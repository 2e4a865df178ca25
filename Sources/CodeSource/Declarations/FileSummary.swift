import Architecture
import Diagnostics

/// What the declaration scanner finds in one Swift file.
public struct FileSummary: Sendable {
    public var path: String
    public var imports: [ImportDecl] = []
    public var types: [TypeDecl] = []
    public var captures: [CaptureEntry] = []
    /// Capitalized names mentioned outside any type (top-level code and functions), once each:
    /// whether a UI import is still needed depends on them too.
    public var looseNames: Set<String> = []
    /// Top-level `typealias EntryPoint = HomeViewProtocol & UIViewController`, by name: the
    /// type names each stands for, which a property typed with the alias holds.
    public var typeAliases: [String: [String]] = [:]
    /// Aliases of one type declared in a top-level type, by qualified name: a namespace's
    /// `typealias ViewOutput = MapViewOutputProtocol` is `MapModule.ViewOutput`, which a
    /// conformance in another file spells.
    public var memberAliases: [String: String] = [:]
    /// A top-level class's own aliases (`typealias Output = FeedInteractorOutput`), under the
    /// class's qualified name: its properties are typed through them.
    public var classAliases: [String: String] = [:]

    public init(path: String) {
        self.path = path
    }
}

/// `import UIKit`, `@testable import Foo`, `import struct UIKit.UIColor`, `internal import X`.
public struct ImportDecl: Sendable, Equatable {
    /// The first component of the imported path: the module.
    public var module: String
    /// The full dotted path, e.g. `UIKit.UIColor`.
    public var path: String
    public var attributes: [String]
    /// `struct`, `class`, `func`… for a scoped import.
    public var kind: String?
    /// The conditions of the `#if` blocks around the import, outermost first, e.g. `canImport(UIKit)`.
    public var conditions: [String]
    public var location: SourceLocation
    /// The UTF-8 offsets of the import's whole line, line ending included, when the line holds
    /// nothing else (no comment, no other statement); nil otherwise.
    public var lineRange: Range<Int>?
    /// The UTF-8 offsets of the module's name.
    public var moduleRange: Range<Int>

    /// Whether an `#if` guards the import, as in `#if canImport(UIKit)`.
    public var isConditional: Bool { !conditions.isEmpty }
}

public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `extension`, `actor`
}

/// A stored property of a type (computed properties are left out).
public struct StoredProperty: Sendable, Equatable {
    public var name: String
    public var isLet: Bool
    public var ownership: Ownership
    public var isLazy: Bool
    public var isStatic: Bool
    /// The declared type as written, e.g. `HomeViewInterface?`; nil when inferred.
    public var typeText: String?
    /// Type names in the declared type, or in the initializer when the type is inferred.
    public var typeNames: [String]
    public var location: SourceLocation
    /// The UTF-8 offset of the `var` or `let` keyword, where `--fix` inserts an ownership keyword.
    public var keywordOffset: Int
    /// Whether the declaration gives a value other than `nil`: such a value would be released at
    /// once if the reference were made weak or unowned.
    public var hasInitialValue: Bool
}

/// A class, struct, enum, protocol, actor or extension and what its body refers to.
public struct TypeDecl: Sendable, Equatable {
    public var kind: TypeKind
    /// The type's name; for an extension, the extended type.
    public var name: String
    public var inherits: [String]
    public var properties: [StoredProperty]
    /// Computed properties (`var tabBar: TabViewController? { … }`) that a reach in the file
    /// goes through, by name and first type name; found once the file is read.
    public var computedProperties: [TypedLocal] = []
    /// Type names referenced in the declaration's inheritance list and body, in order.
    public var references: [Located<String>]
    /// Names assigned `nil` in the body, as in `temporaryStoredViewController = nil`.
    public var nilAssigned: Set<String>
    public var location: SourceLocation
    /// The name of the enclosing type, for nested types.
    public var parent: String?
    /// The index of the enclosing declaration in the file's types, for nested types.
    public var parentIndex: Int? = nil
    /// Methods, initializers and properties (stored or computed) with their signatures.
    public var members: [MemberDecl] = []
    /// Types the body constructs or calls (`Name(…)`, `Name.make()`), at the first such use.
    public var calls: [Located<String>] = []
    /// Singletons used in the body, as in `APIManager.shared`: the type's name at its first use.
    public var singletons: [Located<String>] = []
    /// Lower-case names that end like a service (`measurementService`, `userRepository`), at their
    /// first mention: a property, parameter or variable that holds one.
    public var serviceNames: [Located<String>] = []
    /// Reaches through a property to a VIPER member, as in `parentView?.presenter`.
    public var memberReaches: [MemberReach] = []
    /// `property.build(…)` and the like: a call that asks a held object to make a module.
    public var buildCalls: [MemberReach] = []
    /// Calls through factories and what a factory protocol's members make; nil for the many
    /// types that have neither, so that copying a declaration retains nothing more for them.
    public var factories: FactoryFacts?
    /// See `FactoryFacts.calls`.
    public var factoryCalls: [MemberReach] { factories?.calls ?? [] }
    /// See `FactoryFacts.results`.
    public var resultTypes: [MemberResult] { factories?.results ?? [] }
    /// Local variables declared with a type in the body (`@Dependency var cart: CartModuleInterface`),
    /// for the calls made through them; the type is its first name.
    public var typedLocals: [TypedLocal] = []
    /// Names assigned a new instance in the body, as in `viewController = MenuViewController()`:
    /// such a property is the instance's only owner, and must stay strong.
    public var assignedNew: Set<String> = []
    /// A protocol declared `: class`, which the inheritance list does not show.
    public var hasClassConstraint = false
    /// The names in the superclass's type arguments (`BasePresenter<HomeViewProtocol, …>`).
    public var baseArguments: [String] = []
    /// An instance method or initializer in the body (a `func` or `init` that is not `static`
    /// or `class`): a class with none, and no instance property, is a namespace of static code.
    /// Worked out for classes and extensions only (an initializer counts in any type, but not
    /// `private init()` or `fileprivate init()`, which close a namespace to instances).
    public var hasInstanceMethod = false
    /// Declared `private` or `fileprivate` at the top of its file: a helper of that file's
    /// other types alone (`private extension Tab { var viewController: … }` beside a tab bar).
    public var isFilePrivate = false

    public init(
        kind: TypeKind, name: String, inherits: [String], properties: [StoredProperty] = [], references: [Located<String>] = [],
        nilAssigned: Set<String> = [], location: SourceLocation, parent: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.properties = properties
        self.references = references
        self.nilAssigned = nilAssigned
        self.location = location
        self.parent = parent
    }
}

/// A local variable's name and the first name of its declared type.
public struct TypedLocal: Sendable, Equatable {
    public var name: String
    public var type: String
    /// Where a local is bound (0 for a computed property).
    public var line: Int
    /// The last line of the block a local bound by a cast lives in (`if let vc = x as? T { … }`,
    /// a `guard` to the end of its enclosing block); nil for other locals, which are read as
    /// before wherever the type uses the name. An empty `type` marks a local without a type that
    /// hides a cast-bound one of its name.
    public var endLine: Int?

    public init(name: String, type: String, line: Int = 0, endLine: Int? = nil) {
        self.name = name
        self.type = type
        self.line = line
        self.endLine = endLine
    }

    /// Whether a use on `line` sees this local.
    public func isInScope(at line: Int) -> Bool {
        guard let endLine else { return false }
        return self.line <= line && line <= endLine
    }
}

/// What a type's factories tell: the calls it makes through them and, for a protocol, what its
/// factory members return.
public struct FactoryFacts: Sendable, Equatable {
    /// `composer.detailsViewController(…)`, `factory.makeSettingsScreen()`: a call or a property
    /// read through a held object whose name says it makes a screen or a module. What it makes
    /// is known only from the declared result of the member (`results`).
    public var calls: [MemberReach] = []
    /// For a protocol: the declared results of its members named like factories, so that a call
    /// through a value of the protocol's type is known to make another module's view controller.
    public var results: [MemberResult] = []
}

/// A member and the first type name of its declared result (`EventNameViewController` for
/// `func eventNameViewController(router: EventNameRouter) -> EventNameViewController`).
public struct MemberResult: Sendable, Equatable {
    public var member: String
    public var type: String
}

/// `base?.member`, where `member` is one of the names through which VIPER components talk
/// (`presenter`, `output`, `interactor`…): how a view reaches another module's presenter.
public struct MemberReach: Sendable, Equatable {
    /// The property or local reached through; for a cast, the type cast to.
    public var base: String
    public var member: String
    public var location: SourceLocation
    /// `(x as? DetailsViewController)?.presenter`: `base` is the type the cast names.
    public var throughCast = false
    /// `AppModules.editReceipt.build()`: the type whose case or static member `base` is, a
    /// catalogue of the app's modules (Viperit's `ViperitModule` enum) rather than a held object.
    public var catalogue: String? = nil
    /// `vc.output as? DetailsModuleInput`: the type the reached member is cast to at once.
    public var castTo: String? = nil
}

/// One entry of a closure capture list, such as `weak self`.
public struct CaptureEntry: Sendable, Equatable {
    public var name: String
    public var ownership: Ownership
    public var location: SourceLocation
}
