import Architecture
import Templates

/// The parts of the context a skeleton template needs: what viperc's own skeleton of each
/// component is made of, from the emitter's own parts (`SkeletonEmitter+Parts`), so that a team
/// can write viperc's skeleton, or change one part of it, without working the wiring out again.
extension TemplateContext {
    /// The component fields made from the emitter's parts of a skeleton.
    static let skeletonPartFields = ["imports", "keyword", "attribute", "inherits", "storedProperties", "initParameters"]

    /// The skeleton fields of `role`'s component that some template reads: each is made from
    /// the whole skeleton, which costs about as much as writing it.
    static func skeletonFields(of role: Role, emitter: SkeletonEmitter, wants: (String) -> Bool) -> [(String, TemplateValue)] {
        var fields: [(String, TemplateValue)] = []
        if skeletonPartFields.contains(where: { wants("component." + $0) }) {
            let parts = emitter.parts(for: role)
            fields += [
                ("imports", .list(parts.imports.map(TemplateValue.text))),
                ("keyword", .text(parts.keyword)),
                ("attribute", .text(parts.attributes.joined(separator: " "))),
                ("inherits", .list(parts.inherits.map(TemplateValue.text))),
                (
                    "storedProperties",
                    .list(
                        parts.storedProperties.map {
                            TemplateValue.object(["name": .text($0.name), "type": .text($0.type), "declaration": .text($0.declaration)])
                                .from($0.origin)
                        })
                ),
                ("initParameters", .list(parts.initParameters.map { ["name": .text($0.name), "type": .text($0.type)] })),
            ]
        }
        if wants("component.conformances") {
            let conformances = emitter.conformances(of: role).map { conformance -> TemplateValue in
                [
                    "protocol": .text(conformance.protocolName), "isDeclared": .flag(conformance.isDeclared),
                    "stubs": .list(conformance.stubs.map(stub)),
                ]
            }
            fields.append(("conformances", .list(conformances)))
        }
        return fields
    }

    /// A stub as the skeleton writes it: its declaration, and the lines of its body.
    static func stub(_ stub: SkeletonEmitter.Stub) -> TemplateValue {
        TemplateValue.object(["declaration": .text(stub.declaration), "body": .list(stub.body.map(TemplateValue.text))]).from(stub.origin)
    }

    /// The kinds of object the skeleton fields hold.
    static let skeletonKinds: [String: [String: TemplateShape]] = [
        "storedProperty": ["name": .text, "type": .text, "declaration": .text],
        "initParameter": ["name": .text, "type": .text],
        "conformance": ["protocol": .text, "isDeclared": .flag, "stubs": .list(.object("skeletonStub"))],
        // Not a mock's `stub`: what an implementation starts from.
        "skeletonStub": ["declaration": .text, "body": .list(.text)],
    ]
}
