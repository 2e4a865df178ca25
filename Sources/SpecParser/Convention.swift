import Architecture
import Diagnostics
import Foundation

/// A naming and ownership convention, as data: which protocol and type names each role gets,
/// which base protocols exist, and how components hold each other by default.
///
/// The three built-in conventions differ only in these values; `viperc.yml` can start from one
/// and override any of them.
public struct Convention: Sendable, Equatable {
    public var name: String
    /// Protocol name templates by role; `{Module}` is replaced by the module name.
    public var protocolNames: [Role: String]
    /// Implementation type name templates by role.
    public var typeNames: [Role: String]
    /// Base protocols that every protocol of a role refines, e.g. `ViewInterface`.
    public var baseProtocols: [Role: String]
    /// The word for the wireframe role in names and messages: "Wireframe" or "Router".
    public var wireframeWord: String
    /// Default references, `holder -> target`, before a project or module overrides them.
    public var defaultReferences: [ReferenceKey: Ownership]
    /// The role whose skeleton assembles the module: `.router` or `.builder`.
    public var assembler: Role
    /// The type name of a SwiftUI view, which is no view controller.
    public var swiftUIViewTypeName = "{Module}View"
    /// A generic base class for wireframes that holds the view controller, as Infinum's
    /// `BaseWireframe<ViewController>`; a wireframe that has one assembles its module in `init`.
    public var baseWireframe: String?
    /// Stored property names that differ from the role's name, by reference: objc.io's view
    /// calls its presenter `eventHandler` and the presenter its view `userInterface`.
    public var propertyNames: [ReferenceKey: String] = [:]
    /// Protocol names modules give themselves (a component's `protocol:`), by module and role;
    /// filled by `Project` from its specs.
    public var protocolOverrides: [String: [Role: String]] = [:]

    /// What every built-in convention agrees on: the view and the presenter own what they use,
    /// and back references (to the view, to the interactor's output) are weak.
    static let commonReferences: [ReferenceKey: Ownership] = [
        ReferenceKey(.view, .presenter): .strong,
        ReferenceKey(.presenter, .view): .weak,
        ReferenceKey(.presenter, .interactor): .strong,
        ReferenceKey(.presenter, .router): .strong,
        ReferenceKey(.presenter, .formatter): .strong,
        ReferenceKey(.interactor, .interactorOutput): .weak,
        ReferenceKey(.router, .view): .weak,
    ]

    public static let infinum = Convention(
        name: "infinum",
        protocolNames: [
            .view: "{Module}ViewInterface", .presenter: "{Module}PresenterInterface",
            .interactor: "{Module}InteractorInterface", .interactorOutput: "{Module}InteractorOutputInterface",
            .router: "{Module}WireframeInterface", .formatter: "{Module}FormatterInterface",
            .builder: "{Module}BuilderInterface",
        ],
        typeNames: [
            .view: "{Module}ViewController", .presenter: "{Module}Presenter", .interactor: "{Module}Interactor",
            .router: "{Module}Wireframe", .formatter: "{Module}Formatter", .builder: "{Module}Builder",
        ],
        baseProtocols: [
            .view: "ViewInterface", .presenter: "PresenterInterface", .interactor: "InteractorInterface",
            .router: "WireframeInterface", .formatter: "FormatterInterface",
        ],
        wireframeWord: "Wireframe",
        defaultReferences: commonReferences.merging([ReferenceKey(.presenter, .view): .unowned]) { $1 },
        assembler: .router,
        baseWireframe: "BaseWireframe")

    public static let objcio = Convention(
        name: "objcio",
        protocolNames: [
            .view: "{Module}ViewInterface", .presenter: "{Module}ModuleInterface",
            .interactor: "{Module}InteractorInput", .interactorOutput: "{Module}InteractorOutput",
            .router: "{Module}WireframeInput", .formatter: "{Module}FormatterInput",
            .builder: "{Module}ModuleBuilding",
        ],
        typeNames: [
            .view: "{Module}ViewController", .presenter: "{Module}Presenter", .interactor: "{Module}Interactor",
            .router: "{Module}Wireframe", .formatter: "{Module}Formatter", .builder: "{Module}ModuleBuilder",
        ],
        baseProtocols: [:],
        wireframeWord: "Wireframe",
        defaultReferences: commonReferences,
        assembler: .router,
        propertyNames: [ReferenceKey(.view, .presenter): "eventHandler", ReferenceKey(.presenter, .view): "userInterface"])

    public static let roleNamed = Convention(
        name: "role-named",
        protocolNames: [
            .view: "{Module}View", .presenter: "{Module}Presenter", .interactor: "{Module}Interactor",
            .interactorOutput: "{Module}InteractorOutput", .router: "{Module}Router",
            .formatter: "{Module}Formatter", .builder: "{Module}Builder",
        ],
        typeNames: [
            .view: "{Module}DefaultView", .presenter: "{Module}DefaultPresenter",
            .interactor: "{Module}DefaultInteractor", .router: "{Module}DefaultRouter",
            .formatter: "{Module}DefaultFormatter", .builder: "{Module}DefaultBuilder",
        ],
        baseProtocols: [:],
        wireframeWord: "Router",
        // VIPER(B)'s router holds its view and presenter weakly, to navigate and to report back.
        defaultReferences: commonReferences.merging([ReferenceKey(.router, .presenter): .weak]) { $1 },
        assembler: .builder,
        swiftUIViewTypeName: "{Module}DefaultView")

    public static let builtIn: [Convention] = [.infinum, .objcio, .roleNamed]

    /// The protocol name of a role in a module: the module spec's `protocol:`, else the
    /// convention's.
    public func protocolName(_ role: Role, module: String) -> String {
        if !protocolOverrides.isEmpty, let own = protocolOverrides[module]?[role] { return own }
        return (protocolNames[role] ?? "{Module}\(title(of: role))").replacingModule(with: module)
    }

    /// The implementation type name of a role in a module whose view is written in `kind`.
    public func typeName(_ role: Role, module: String, viewKind: ViewKind) -> String {
        if role == .view && viewKind == .swiftui { return swiftUIViewTypeName.replacingModule(with: module) }
        return typeName(role, module: module)
    }

    /// The name of a role's type nested in a module's namespace: the convention's without the
    /// module's name (`Presenter`), or the whole name where that would be empty or a standard or
    /// UI type (a SwiftUI view's `View`).
    public func nestedTypeName(_ role: Role, module: String, viewKind: ViewKind) -> String {
        let bare = typeName(role, module: "", viewKind: viewKind)
        let unfit = KnownTypes.standard.contains(bare) || KnownTypes.uiFramework(of: bare) != nil || SwiftName.problem(with: bare) != nil
        return unfit ? typeName(role, module: module, viewKind: viewKind) : bare
    }

    /// The implementation type name of a role in a module.
    public func typeName(_ role: Role, module: String) -> String {
        (typeNames[role.implementer] ?? "{Module}\(title(of: role.implementer))").replacingModule(with: module)
    }

    /// A role's name in messages and cycle paths: "View", "Presenter", "Wireframe" or "Router".
    public func title(of role: Role) -> String {
        switch role {
        case .view: return "View"
        case .presenter: return "Presenter"
        case .interactor: return "Interactor"
        case .interactorOutput: return "InteractorOutput"
        case .router: return wireframeWord
        case .formatter: return "Formatter"
        case .builder: return "Builder"
        case .delegate: return "Delegate"
        }
    }

    /// The stored property name a holder uses for a target: `view`, `presenter`, `router`, `output`…
    public func propertyName(for target: Role) -> String {
        target == .router ? wireframeWord.lowercased() : target.referenceName
    }

    /// The stored property name `holder` uses for `target`, with the convention's own names.
    public func propertyName(holder: Role, target: Role) -> String {
        propertyNames[ReferenceKey(holder, target)] ?? propertyName(for: target)
    }

    /// The stored property the generated `holder` declares for its reference to `target`: a
    /// router keeps its view as `viewController`, whatever the convention calls it.
    public func storedPropertyName(holder: Role, target: Role) -> String {
        holder == .router && target == .view ? "viewController" : propertyName(holder: holder, target: target)
    }
}

/// A reference from one role to another, as in `presenter.view`.
public struct ReferenceKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var holder: Role
    public var target: Role

    public init(_ holder: Role, _ target: Role) {
        self.holder = holder
        self.target = target
    }

    public var description: String { "\(holder.referenceName).\(target.referenceName)" }

    public static func < (lhs: ReferenceKey, rhs: ReferenceKey) -> Bool {
        (lhs.holder, lhs.target) < (rhs.holder, rhs.target)
    }
}

extension String {
    /// `{Module}` replaced by the module's name. It runs for every name of every module, so the
    /// result is written once into a string of its final size, from the template's bytes.
    func replacingModule(with module: String) -> String {
        var template = self
        var name = module
        return template.withUTF8 { bytes in
            name.withUTF8 { moduleBytes in
                guard let base = bytes.baseAddress, bytes.count >= Self.moduleMarkerCount else { return self }
                let raw = UnsafeRawPointer(base)
                // The marker is eight bytes: one load and compare, where a generic byte-by-byte
                // comparison of slices cost hundreds of instructions a name.
                func isMarker(at index: Int) -> Bool {
                    base[index] == UInt8(ascii: "{") && index + Self.moduleMarkerCount <= bytes.count
                        && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == Self.moduleMarkerWord
                }
                var markers = 0
                var index = 0
                while index < bytes.count {
                    if isMarker(at: index) {
                        markers += 1
                        index += Self.moduleMarkerCount
                    } else {
                        index += 1
                    }
                }
                if markers == 0 { return self }
                let count = bytes.count + markers * (moduleBytes.count - Self.moduleMarkerCount)
                return String(unsafeUninitializedCapacity: count) { output in
                    var written = 0
                    var index = 0
                    while index < bytes.count {
                        if isMarker(at: index) {
                            for byte in moduleBytes {
                                output[written] = byte
                                written += 1
                            }
                            index += Self.moduleMarkerCount
                        } else {
                            output[written] = base[index]
                            written += 1
                            index += 1
                        }
                    }
                    return written
                }
            }
        }
    }

    private static let moduleMarkerCount = 8

    /// `{Module}` read as one 64-bit word in the machine's byte order, as `loadUnaligned` reads.
    private static let moduleMarkerWord: UInt64 = {
        let marker: StaticString = "{Module}"
        precondition(marker.utf8CodeUnitCount == moduleMarkerCount)
        return UnsafeRawPointer(marker.utf8Start).loadUnaligned(as: UInt64.self)
    }()
}
