import Architecture

/// Protocols the linted code refines without declaring (a framework's, or a folder left out):
/// their extensions may implement what a component does not declare, which the drift check
/// then does not call missing.
extension ModelBuilder {
    /// Whether an app protocol `type` conforms to (through refinements and aliases) refines a
    /// protocol the linted code does not declare, other than the platform's and the standard
    /// library's, whose extensions may then implement members for the type.
    func refinesUnknownProtocol(_ type: ModelRecovery.Declared) -> Bool {
        guard
            zip(type.inherits, type.inheritIDs).contains(where: { name, id in
                id >= 0 ? recovery.declared[id].isProtocol : recovery.typeAliases[name] != nil
            })
        else { return false }
        func unknown(_ name: String) -> Bool {
            recovery.ids[name] == nil && recovery.typeAliases[name] == nil && !Self.isPlatformProtocol(name) && !name.contains(".")
        }
        var seen = Set<Int>()
        // The unknown names an alias the type itself adopts stands for count too.
        var queue = inheritedIDs(of: type)
        if zip(type.inherits, type.inheritIDs).contains(where: {
            $0.1 < 0 && recovery.typeAliases[$0.0] != nil && aliasNamesUnknown($0.0, unknown)
        }) {
            return true
        }
        while let id = queue.popLast() {
            guard seen.insert(id).inserted, recovery.declared[id].isProtocol else { continue }
            let proto = recovery.declared[id]
            for (name, inheritedID) in zip(proto.inherits, proto.inheritIDs) where inheritedID < 0 {
                if unknown(name) || aliasNamesUnknown(name, unknown) { return true }
            }
            queue += inheritedIDs(of: proto)
        }
        return false
    }

    /// The standard library's and SwiftUI's protocols an app's protocol may refine.
    static let platformProtocols: Set<String> = [
        "AnyObject", "class", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "Identifiable", "ObservableObject", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
        "CaseIterable", "RawRepresentable", "Sequence", "Collection", "View", "Actor",
    ]

    /// Whether `name` is a platform protocol: one of `platformProtocols`, or one with an Apple
    /// framework's prefix of capitals (`UITableViewDelegate`, `CLLocationManagerDelegate`,
    /// `WKNavigationDelegate`), whose extensions give an app's type nothing.
    static func isPlatformProtocol(_ name: String) -> Bool {
        if platformProtocols.contains(name) { return true }
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3 else { return false }
        let upper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return upper(bytes[0]) && upper(bytes[1]) && upper(bytes[2])
    }

    /// Whether the alias `name` stands (perhaps through other aliases) for a name `unknown` accepts.
    func aliasNamesUnknown(_ name: String, _ unknown: (String) -> Bool) -> Bool {
        var pending = [name]
        var seen = Set(pending)
        while let next = pending.popLast() {
            for aliased in recovery.typeAliases[next] ?? [] {
                if unknown(aliased) { return true }
                if seen.insert(aliased).inserted { pending.append(aliased) }
            }
        }
        return false
    }
}
