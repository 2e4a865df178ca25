import Architecture
import Diagnostics
import Support

/// Prints a recovered architecture model for people (`text`) and for tools (`json`, `mermaid`,
/// `dot`). Every placement carries the evidence that made it, so a user can see why viperc
/// put a type in a module and argue with it.
public enum GraphRenderer {
    public static let formats = ["text", "json", "mermaid", "dot"]

    public static func render(_ model: ArchitectureModel, format: String) -> String {
        switch format {
        case "json": json(model)
        case "mermaid": mermaid(model)
        case "dot": dot(model)
        default: text(model)
        }
    }

    static func appTitle(_ app: AppModel) -> String {
        app.root.isEmpty || app.root == "." ? "app" : "app '\(app.root)'"
    }

    static func text(_ model: ArchitectureModel) -> String {
        var lines: [String] = []
        for app in model.apps {
            let references = Dictionary(grouping: app.references, by: \.module)
            let routes = Dictionary(grouping: app.routes, by: \.from)
            lines.append("\(appTitle(app)): \(app.modules.count) modules, \(app.shared.count) shared types")
            for module in app.modules {
                lines.append("")
                lines.append("module \(module.name)\(module.folder.map { " (\($0))" } ?? "")")
                for component in module.components.sorted(by: { ($0.role, $0.name) < ($1.role, $1.name) }) {
                    let why = component.evidence.map(\.description).joined(separator: "; ")
                    lines.append(
                        "  \(component.role.rawValue) \(component.name) at \(position(component.location))\(why.isEmpty ? "" : ": \(why)")")
                }
                for component in module.protocols.sorted(by: { ($0.role, $0.name) < ($1.role, $1.name) }) {
                    lines.append("  \(component.role.rawValue) protocol \(component.name)")
                }
                for reference in references[module.name] ?? [] {
                    let via = reference.via.map { " via \($0)" } ?? ""
                    lines.append("  \(reference.from).\(reference.property) -> \(reference.to)\(via) (\(reference.ownership.rawValue))")
                }
                for route in routes[module.name] ?? [] {
                    let how =
                        route.transition.map {
                            " (\($0.rawValue)\(route.parameters.isEmpty ? "" : ", " + route.parameters.joined(separator: ", ")))"
                        } ?? ""
                    lines.append("  opens \(route.to) from \(route.source) via \(route.via)\(how) at \(position(route.location))")
                }
            }
            if !app.shared.isEmpty {
                lines.append("")
                lines.append("shared")
                for type in app.shared {
                    lines.append("  \(type.kind.rawValue) \(type.name) at \(position(type.location)): \(type.detail)")
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func position(_ location: SourceLocation) -> String {
        "\(location.path):\(location.line)"
    }

    static func json(_ model: ArchitectureModel) -> String {
        func q(_ text: String) -> String { JSONString.quoted(text) }
        func location(_ l: SourceLocation) -> String {
            "{\"file\": \(q(l.path)), \"line\": \(l.line), \"column\": \(l.column)}"
        }
        func component(_ c: Component) -> String {
            let evidence = c.evidence.map { "{\"kind\": \(q($0.kind.rawValue)), \"detail\": \(q($0.detail))}" }.joined(separator: ", ")
            return
                "{\"role\": \(q(c.role.rawValue)), \"name\": \(q(c.name)), \"location\": \(location(c.location)), \"evidence\": [\(evidence)]}"
        }
        var apps: [String] = []
        for app in model.apps {
            let modules = app.modules.map { module in
                """
                      {"name": \(q(module.name)), "folder": \(module.folder.map(q) ?? "null"),
                       "components": [\(module.components.map(component).joined(separator: ", "))],
                       "protocols": [\(module.protocols.map(component).joined(separator: ", "))]}
                """
            }
            let shared = app.shared.map {
                "{\"name\": \(q($0.name)), \"kind\": \(q($0.kind.rawValue)), \"detail\": \(q($0.detail)), \"location\": \(location($0.location))}"
            }
            let references = app.references.map {
                "{\"module\": \(q($0.module)), \"from\": \(q($0.from)), \"property\": \(q($0.property)), \"to\": \(q($0.to)), \"via\": \($0.via.map(q) ?? "null"), \"ownership\": \(q($0.ownership.rawValue)), \"location\": \(location($0.location))}"
            }
            let routes = app.routes.map {
                "{\"from\": \(q($0.from)), \"to\": \(q($0.to)), \"source\": \(q($0.source)), \"via\": \(q($0.via)), \"transition\": \($0.transition.map { q($0.rawValue) } ?? "null"), \"parameters\": [\($0.parameters.map(q).joined(separator: ", "))], \"location\": \(location($0.location))}"
            }
            apps.append(
                """
                  {"root": \(q(app.root)),
                   "modules": [
                \(modules.joined(separator: ",\n"))
                   ],
                   "shared": [\(shared.joined(separator: ",\n      "))],
                   "references": [\(references.joined(separator: ",\n      "))],
                   "routes": [\(routes.joined(separator: ",\n      "))]}
                """)
        }
        return "{\"apps\": [\n\(apps.joined(separator: ",\n"))\n]}\n"
    }

    /// Node ids that are valid in Mermaid and DOT whatever the module's name: distinct names
    /// always get distinct ids.
    static func nodeID(_ app: Int, _ module: Int) -> String { "m\(app)_\(module)" }

    static func mermaid(_ model: ArchitectureModel) -> String {
        var lines = ["flowchart LR"]
        for (a, app) in model.apps.enumerated() {
            let ids = Dictionary(app.modules.enumerated().map { ($1.name, nodeID(a, $0)) }, uniquingKeysWith: { x, _ in x })
            lines.append("  subgraph app\(a)[\"\(GraphText.mermaidLabel(app.root.isEmpty ? "app" : app.root))\"]")
            for (m, module) in app.modules.enumerated() {
                lines.append("    \(nodeID(a, m))[\"\(GraphText.mermaidLabel(module.name))\"]")
            }
            for route in app.routes {
                guard let from = ids[route.from], let to = ids[route.to] else { continue }
                lines.append("    \(from) -->|\"\(GraphText.mermaidLabel(route.via))\"| \(to)")
            }
            lines.append("  end")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func dot(_ model: ArchitectureModel) -> String {
        func q(_ text: String) -> String { GraphText.dotString(text) }
        var lines = ["digraph architecture {", "  rankdir=LR;", "  node [shape=box, style=rounded];"]
        for (a, app) in model.apps.enumerated() {
            let ids = Dictionary(app.modules.enumerated().map { ($1.name, nodeID(a, $0)) }, uniquingKeysWith: { x, _ in x })
            lines.append("  subgraph cluster_\(a) {")
            lines.append("    label=\(q(app.root.isEmpty ? "app" : app.root));")
            for (m, module) in app.modules.enumerated() {
                let roles = Set(module.components.map(\.role)).sorted().map(\.rawValue).joined(separator: ", ")
                lines.append("    \(nodeID(a, m)) [label=\(q(module.name + "\n" + roles))];")
            }
            for route in app.routes {
                guard let from = ids[route.from], let to = ids[route.to] else { continue }
                lines.append("    \(from) -> \(to) [label=\(q(route.via))];")
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
