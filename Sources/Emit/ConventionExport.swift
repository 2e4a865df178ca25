import Architecture
import SpecParser

/// `viperc convention export NAME FOLDER`: a built-in convention written out as a convention
/// folder to start a team's own from. The manifest spells out every name and default
/// reference and names viperc's own templates (the ones the built-in writes through), so the
/// folder builds exactly what the built-in does until it is edited. The starter templates
/// (not used until the manifest names them) write skeletons in a plain initializer-injection
/// style that works with every built-in convention.
public enum ConventionExport {
    public static func files(of convention: Convention) -> [(path: String, contents: String)] {
        [(ConventionFolder.manifestName, manifest(of: convention))]
            + StarterTemplates.all.map { ("templates/\($0.name)", $0.text) }
            + builtInTemplates.map { ("templates/\($0.path)", $0.text) }
    }

    /// viperc's own templates, under `templates/viperc/`, apart from the starters.
    static var builtInTemplates: [(path: String, text: String)] {
        BuiltInTemplates.skeletons.map { ("viperc/\($0.name)", $0.text) }
            + BuiltInTemplates.generatedFiles.map { ("viperc/\($0.name)", $0.text) } + [
                ("viperc/Mocks.swift.stencil", BuiltInTemplates.mocks),
                ("viperc/PresenterTests.swift.stencil", BuiltInTemplates.presenterTests),
                ("viperc/InteractorTests.swift.stencil", BuiltInTemplates.interactorTests),
            ]
    }

    static let protocolRoles: [Role] = [.view, .presenter, .interactor, .interactorOutput, .router, .formatter, .builder]

    static func manifest(of convention: Convention) -> String {
        var lines = [
            "# The built-in '\(convention.name)' convention, written out by 'viperc convention export'.",
            "# Name this folder in viperc.yml ('convention: ./path/to/it'), then edit it: names and",
            "# default references below; skeletons written by templates (docs/Templates.md).",
            "extends: \(convention.name)",
            "naming:",
            "  protocols:",
        ]
        for role in protocolRoles {
            lines.append("    \(role.specKey): \"\(convention.protocolNames[role] ?? "{Module}\(convention.title(of: role))")\"")
        }
        lines.append("  types:")
        for role in Role.components {
            lines.append("    \(role.specKey): \"\(convention.typeNames[role] ?? "{Module}\(convention.title(of: role))")\"")
        }
        lines.append("  swiftUIView: \"\(convention.swiftUIViewTypeName)\"")
        if convention.baseProtocols.isEmpty {
            lines.append("  baseProtocols: {}")
        } else {
            lines.append("  baseProtocols:")
            for role in protocolRoles {
                if let name = convention.baseProtocols[role] { lines.append("    \(role.specKey): \(name)") }
            }
        }
        lines.append("  baseWireframe: \(convention.baseWireframe ?? "none")")
        lines.append("  wireframeWord: \(convention.wireframeWord)")
        lines.append("  assembler: \(convention.assembler == .builder ? "builder" : "wireframe")")
        if convention.propertyNames.isEmpty {
            lines.append("  properties: {}")
        } else {
            lines.append("  properties:")
            for (key, name) in convention.propertyNames.sorted(by: { $0.key < $1.key }) {
                lines.append("    \(key.holder.referenceName).\(key.target.referenceName): \(name)")
            }
        }
        lines.append("references:")
        for (key, ownership) in convention.defaultReferences.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(key.holder.referenceName).\(key.target.referenceName): \(ownership.rawValue)")
        }
        lines += [
            "# The templates every file is written by: as exported, viperc's own, which write exactly",
            "# what the built-in convention writes. Edit them from there, or name others.",
            "skeletons:",
        ]
        for skeleton in BuiltInTemplates.skeletons {
            lines.append("  \(skeleton.role.specKey): templates/viperc/\(skeleton.name)")
        }
        lines.append("generated:")
        for file in BuiltInTemplates.generatedFiles {
            lines.append("  \(file.kind.rawValue): templates/viperc/\(file.name)")
        }
        lines += [
            "  mocks: templates/viperc/Mocks.swift.stencil",
            "tests:",
            "  presenter: templates/viperc/PresenterTests.swift.stencil",
            "  interactor: templates/viperc/InteractorTests.swift.stencil",
            "# Starters for skeletons in another style, initializer injection, for UIKit views made in",
            "# code, from storyboards or nibs and SwiftUI views: to use them, put this section in place",
            "# of the 'skeletons:' above.",
            "# skeletons:",
        ]
        for role in Role.components {
            lines.append("#   \(role.specKey): templates/\(StarterTemplates.fileName(for: role))")
        }
        lines += [
            "# How generated route methods show a module, by transition (push, present, setRoot,",
            "# reset, dismiss); the starter gives every modal screen a navigation bar of its own:",
            "# transitions:",
            "#   present: templates/\(StarterTemplates.presentName)",
            "# More files per module, written once ('once') or on every build ('always'):",
            "# files:",
            "#   - template: templates/\(StarterTemplates.destinationName)",
            "#     name: \"{{ module.name }}Destination.swift\"",
            "#     write: always",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
