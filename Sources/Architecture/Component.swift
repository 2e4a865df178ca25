import Diagnostics

/// A type that plays a role in a module, with the evidence that put it there.
public struct Component: Sendable, Equatable {
    public var role: Role
    public var name: String
    public var location: SourceLocation
    public var evidence: [Evidence]
    /// The protocols the type conforms to, as written (with its extensions').
    public var conformances: [String] = []
    /// Its methods, initializers and properties: from code, those the type and its extensions
    /// declare (with what their bodies open); from a spec, those its interfaces require.
    public var members: [MemberDecl] = []
    /// From code: the names in its superclass's type arguments (`BasePresenter<HomeViewProtocol,
    /// HomeInteractorProtocol>`), which a generic base class holds for it.
    public var baseArguments: [String] = []
    /// From code: the stored properties its superclasses declared in the app (`presenter` of a
    /// `TableViewController` base), which it holds too.
    public var inheritedProperties: [String] = []
    /// From code: a struct or an enum (a SwiftUI navigation view, a namespace of static
    /// functions). It is made where it is used, so nothing has to keep it alive.
    public var isValue = false
    /// From code: it keeps a bag of any objects (a stored `[AnyObject]`, itself or through a
    /// dispose bag it holds), so it may keep any component alive that no property names.
    public var keepsAnyObject = false
    /// From code: a class with nothing of an instance (no instance property, method or
    /// initializer): a namespace of static code, which nothing has to keep alive.
    public var isStaticOnly = false
    /// From code: what extensions of the app's protocols it conforms to (directly or through
    /// refinements) implement, which it has without declaring (`extension AlertPresentable {
    /// func showAlert(message: String) }`), and what the app's extensions of the platform class
    /// it subclasses give it (`extension UIViewController { func showLoader() }`).
    public var protocolDefaults: [MemberDecl] = []
    /// From code: one of the app's protocols it conforms to refines a protocol the linted code
    /// does not declare (a framework's, or a folder left out), whose extensions may implement
    /// what the type does not declare.
    public var refinesUnknownProtocol = false

    public init(
        role: Role, name: String, location: SourceLocation, evidence: [Evidence], conformances: [String] = [], members: [MemberDecl] = []
    ) {
        self.role = role
        self.name = name
        self.location = location
        self.evidence = evidence
        self.conformances = conformances
        self.members = members
    }
}
