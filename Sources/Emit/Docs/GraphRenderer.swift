import Architecture
import Diagnostics
import SpecParser
import Support

/// Prints an architecture model for people (`text`) and for tools (`json`, `mermaid`, `dot`).
/// Every placement carries the evidence that made it, so a user can see why viperc put a type
/// in a module and argue with it. Routes are drawn and written by the docs' renderer
/// (`RouteGraphRenderer`), so `viperc graph` and `viperc docs` show them alike.
public enum GraphRenderer {
    public static let formats = ["text", "json", "mermaid", "dot"]

    /// - Parameters:
    ///   - projects: specs whose routes name the model's edges, when there are any.
    ///   - specModel: the projects' model when the caller has it (the model itself, from specs).
    public static func render(
        _ model: ArchitectureModel, format: String, projects: [Project] = [], specModel: ArchitectureModel? = nil
    ) -> String {
        let docs = ModelDocs(model: model, projects: projects, rewritesPaths: false, specModel: specModel)
        switch format {
        case "json": return json(model, docs: docs)
        case "mermaid": return RouteGraphRenderer.mermaid(graphs(model, docs: docs)).joined(separator: "\n") + "\n"
        case "dot": return RouteGraphRenderer.dot(graphs(model, docs: docs), source: "the architecture model")
        default: return text(model)
        }
    }

    /// One route graph per app, each with its own node ids when there are several.
    static func graphs(_ model: ArchitectureModel, docs: ModelDocs) -> [RouteGraphRenderer] {
        let sites = model.apps.map { docs.site($0) }
        return sites.enumerated().map { index, site in
            var site = site
            let root = model.apps[index].root
            site.title = root.isEmpty || root == "." ? "app" : root
            return RouteGraphRenderer(site: site, scope: sites.count == 1 ? "" : "app\(index)/")
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

    static func json(_ model: ArchitectureModel, docs: ModelDocs) -> String {
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
            var declared: [String: [NavigationEdge]] = [:]
            let routes = app.routes.map { edge in
                var spec = declared[edge.from] ?? docs.specModules[edge.from]?.routes ?? []
                defer { declared[edge.from] = spec }
                return RouteGraphRenderer.json(docs.route(edge, declared: &spec), from: edge.from)
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
}
