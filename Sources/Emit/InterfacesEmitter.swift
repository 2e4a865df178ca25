import Architecture
import SpecParser

/// Builds `<Module>Interfaces.swift`: every protocol of one module, Foundation only.
public struct InterfacesEmitter {
    let module: ModuleSpec
    let convention: Convention
    let references: [ResolvedReference]
    let resolved: ResolvedModule

    public init(_ resolved: ResolvedModule) {
        self.module = resolved.module
        self.convention = resolved.convention
        self.references = resolved.references
        self.resolved = resolved
    }

    var name: String { module.name.value }

    /// Roles held weakly or unowned must have class-bound protocols.
    var classBoundRoles: Set<Role> {
        Set(references.filter { $0.ownership != .strong }.map(\.key.target))
    }

    func inherits(_ role: Role) -> [String] {
        // A SwiftUI view is a value, so its protocol must not be class-bound.
        // An actor's protocol refines `Actor` alone: refining a nonisolated base protocol
        // makes swiftc 6.3 infer the actor itself nonisolated, depending on file order.
        if resolved.isolation(of: role) == .actor { return ["Actor"] }
        if role == .view && module.viewKind == .swiftui { return [] }
        // Whoever opened the module implements its delegate, and the module holds it weakly.
        if role == .delegate { return ["AnyObject"] }
        if let base = convention.baseProtocols[role] { return [base] }
        return classBoundRoles.contains(role) ? ["AnyObject"] : []
    }

    func protocolType(_ role: Role, _ component: ComponentSpec) -> SwiftType {
        var members: [SwiftMember] = component.properties.map { .line(doc: $0.doc, $0.swiftSignature).at($0.location) }
        members += component.methods.map { .line(doc: $0.doc, "func \($0.swiftSignature)").at($0.location) }
        if role == .router {
            let declared = Set(component.methods.map(\.name))
            for route in module.routes where !declared.contains(route.name.value) {
                members.append(.line(doc: RouteText.doc(route), "func \(RouteText.signature(route))").at(route.name.location))
            }
        }
        var type = SwiftType(
            name: convention.protocolName(role, module: name), inherits: inherits(role), doc: component.doc, members: members,
            attributes: resolved.isolation(of: role) == .actor ? [] : [resolved.isolation(of: role).protocolAttribute])
        type.origin = component.location
        return type
    }
}

/// How routes read as wireframe methods.
public enum RouteText {
    public static func signature(_ route: RouteSpec) -> String {
        let parameters = route.parameters.map { "\($0.name.value): \($0.type.text)" }.joined(separator: ", ")
        return "\(route.name.value)(\(parameters))"
    }

    public static func doc(_ route: RouteSpec) -> String {
        var text: String
        switch route.transition.value {
        case .push: text = "Pushes '\(route.target?.value ?? "")'."
        case .present: text = "Presents '\(route.target?.value ?? "")'."
        case .setRoot: text = "Makes '\(route.target?.value ?? "")' the window's root, closing every screen shown before."
        case .reset: text = "Makes '\(route.target?.value ?? "")' the only screen of this navigation stack."
        case .dismiss: text = route.target.map { "Dismisses this module, back to '\($0.value)'." } ?? "Dismisses this module."
        case .custom: text = "Shows '\(route.target?.value ?? "")' with a custom transition."
        case .tab: text = "Shows '\(route.target?.value ?? "")' as a tab."
        }
        if let doc = route.doc { text += "\n\n" + doc }
        return text
    }
}
