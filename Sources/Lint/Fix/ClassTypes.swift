import CodeSource

/// Which type names are classes or class-bound protocols, over every file of a run: `weak` and
/// `unowned` compile only on those, so an ownership fix needs to know.
public struct ClassTypes: Sendable {
    /// Classes, actors and class-bound protocols.
    public private(set) var classBound: Set<String> = []
    /// Structs, enums and protocols that are not class-bound; a name declared both ways (two
    /// apps in one run) is in neither set.
    public private(set) var notClassBound: Set<String> = []
    /// Structs and enums (a SwiftUI view), with the type names their stored properties name:
    /// a value keeps alive only what it stores.
    public private(set) var valueTypes: [String: Set<String>] = [:]
    /// The type names of each type's stored properties named like services, by type and
    /// property name, so that an extension (perhaps in another file) can tell what a property
    /// of its type holds.
    public private(set) var propertyTypes: [String: [String: [String]]] = [:]

    public init() {}

    public init(_ files: [FileSummary]) {
        var kinds: [String: TypeKind] = [:]
        var conflicting = Set<String>()
        // What a protocol's class-boundness follows from: its constraint and what it inherits.
        var protocols: [String: (hasClassConstraint: Bool, inherits: [String])] = [:]
        var stored: [String: Set<String>] = [:]
        for file in files {
            // By index and field: a declaration taken whole is copied, each of its arrays retained.
            let types = file.types
            for index in types.indices where types[index].kind != .extension && types[index].parent == nil {
                let name = types[index].name
                let kind = types[index].kind
                if let known = kinds[name], known != kind { conflicting.insert(name) }
                kinds[name] = kind
                if kind == .protocol { protocols[name] = (types[index].hasClassConstraint, types[index].inherits) }
                // Only names a view's service check asks about (`…Service`, `…Repository`).
                for property in types[index].properties
                where !property.isStatic && !property.typeNames.isEmpty && Self.namesAService(property.name) {
                    propertyTypes[name, default: [:]][property.name] = property.typeNames
                }
                if kind == .struct || kind == .enum {
                    stored[name, default: []].formUnion(types[index].properties.filter { !$0.isStatic }.flatMap(\.typeNames))
                }
            }
        }
        for (name, kind) in kinds where !conflicting.contains(name) && (kind == .class || kind == .actor) {
            classBound.insert(name)
        }
        // A protocol is class-bound when it says so or inherits a class or a class-bound
        // protocol: repeated until nothing changes, since protocols inherit in any order.
        var changed = true
        while changed {
            changed = false
            for (name, type) in protocols where !conflicting.contains(name) && !classBound.contains(name) {
                let bound =
                    type.hasClassConstraint
                    || type.inherits.contains { $0 == "AnyObject" || classBound.contains($0) || Self.isFrameworkClass($0) }
                if bound {
                    classBound.insert(name)
                    changed = true
                }
            }
        }
        for (name, kind) in kinds where !conflicting.contains(name) && !classBound.contains(name) && kind != .class {
            notClassBound.insert(name)
            if kind == .struct || kind == .enum { valueTypes[name] = stored[name] ?? [] }
        }
    }

    /// Whether a property's name ends like a service's (`DeclarationScanner.serviceSuffixes`).
    static func namesAService(_ name: String) -> Bool {
        switch name.utf8.last {
        case UInt8(ascii: "e"): return name.hasSuffix("Service")
        case UInt8(ascii: "y"): return name.hasSuffix("Repository")
        case UInt8(ascii: "t"): return name.hasSuffix("APIClient") || name.hasSuffix("ApiClient")
        default: return false
        }
    }

    /// Whether the type with this name is a class or class-bound protocol: nil when unknown.
    public func isClassBound(_ name: String) -> Bool? {
        if classBound.contains(name) { return true }
        if notClassBound.contains(name) { return false }
        return Self.isFrameworkClass(name) ? true : nil
    }

    /// UIKit and AppKit classes and protocols a view or controller is declared as.
    static func isFrameworkClass(_ name: String) -> Bool {
        if name == "NSObject" || name == "NSObjectProtocol" || RuleContext.viewControllerTypes.contains(name) { return true }
        guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return name.hasSuffix("Controller") || name.hasSuffix("View")
    }
}
