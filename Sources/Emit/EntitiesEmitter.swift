import Architecture
import SpecParser

/// Builds `<Module>Entities.swift`: the module's entities as value types.
public struct EntitiesEmitter {
    let module: ModuleSpec
    let imports: [String]

    public init(module: ModuleSpec, imports: [String] = []) {
        self.module = module
        self.imports = imports
    }

    public func file() -> SwiftFile? {
        guard !module.entities.isEmpty else { return nil }
        let declarations: [SwiftDeclaration] = module.entities.map { entity in
            var type = SwiftType(
                name: entity.name.value, inherits: entity.conformances.map(\.value), doc: entity.doc,
                members: entity.fields.map { .line(doc: nil, "var \($0.name.value): \($0.type.text)").at($0.name.location) },
                // Values belong to no actor, so a nonisolated interactor can make them and
                // their conformances hold under `-default-isolation MainActor` too.
                attributes: ["nonisolated"])
            type.origin = entity.name.location
            return .type(keyword: "struct", type)
        }
        return SwiftFile(
            header: GeneratedHeader.generated(from: module.displayPath), imports: ["Foundation"] + imports, declarations: declarations)
    }
}

/// Builds the base-protocols file that a convention's protocols refine, once per output.
public enum BaseProtocolsEmitter {
    public static let fileName = "VIPERBaseInterfaces.swift"

    public static func file(for convention: Convention) -> SwiftFile? {
        guard !convention.baseProtocols.isEmpty else { return nil }
        let declarations: [SwiftDeclaration] = Role.emissionOrder.compactMap { role in
            guard let name = convention.baseProtocols[role] else { return nil }
            // The interactor and formatter may leave the main actor module by module, so their
            // base protocols belong to no actor; the others are main-actor roles everywhere.
            let attribute = Isolation.allowed(for: role).count > 1 ? "nonisolated" : "@MainActor"
            return .protocol(SwiftType(name: name, inherits: ["AnyObject"], attributes: [attribute]))
        }
        guard let base = convention.baseWireframe else {
            return SwiftFile(header: GeneratedHeader.generated(from: nil), imports: [], declarations: declarations)
        }
        let source = Navigation.baseWireframeSource(base, protocolName: convention.baseProtocols[.router])
        return SwiftFile(header: GeneratedHeader.generated(from: nil), imports: ["UIKit"], declarations: declarations + [.raw(source)])
    }
}
