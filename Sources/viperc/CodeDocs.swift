import Architecture
import Diagnostics
import Emit
import Foundation
import Lint
import SpecParser
import Support

/// The documentation of an app from the architecture recovered from its code, in the shape the
/// docs writer reads (`DocsSite`). With specs too, routes the specs declare and the code takes
/// get their names and transitions, and each page lists where the drift check finds the code
/// and its spec apart. Lives in the command line, the one target that sees both the model
/// (Lint) and the docs writer (Emit).
struct CodeDocs {
    let display: PathDisplay
    let projects: [Project]
    /// Spec modules by name, for their group, purpose, file and routes.
    let specModules: [String: ModuleSpec]

    init(model: ArchitectureModel, projects: [Project]) {
        display = PathDisplay(
            roots: model.apps.map(\.root) + projects.map(\.root),
            names: model.apps.map { Self.appName($0.root) } + projects.map { PathName.lastComponent($0.root) })
        self.projects = projects
        specModules = Dictionary(
            projects.flatMap(\.modules).map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The name an app's docs go by: its folder's own name, or `App` for the working folder.
    static func appName(_ root: String) -> String {
        root.isEmpty || root == "." ? "App" : PathName.lastComponent(root)
    }

    /// One site per app that has modules, with the drift findings spread over its pages.
    func sites(_ model: ArchitectureModel, findings: [Violation], specFolders: [String]) -> [DocsSite] {
        var sites = model.apps.filter { !$0.modules.isEmpty }.map(site)
        guard !specFolders.isEmpty else { return sites }
        let compared = specFolders.map(PathName.lastComponent).joined(separator: ", ")
        // Which module a finding's file belongs to: code files by their components and
        // references, spec files by their module.
        var codeFiles: [String: (site: Int, module: String)] = [:]
        for (index, app) in model.apps.filter({ !$0.modules.isEmpty }).enumerated() {
            for module in app.modules {
                for component in module.components where codeFiles[component.location.path] == nil {
                    codeFiles[component.location.path] = (index, module.name)
                }
            }
            for reference in app.references where codeFiles[reference.location.path] == nil {
                codeFiles[reference.location.path] = (index, reference.module)
            }
        }
        let specFiles = Dictionary(
            projects.flatMap(\.modules).map { ($0.path, $0.name.value) }, uniquingKeysWith: { first, _ in first })
        for index in sites.indices { sites[index].comparedWith = compared }
        for violation in findings {
            let finding = DocsFinding(
                id: violation.ruleID, message: display.text(violation.message),
                location: "\(display.path(violation.location.path)):\(violation.location.line):\(violation.location.column)")
            if let home = codeFiles[violation.location.path],
                let page = sites[home.site].modules.firstIndex(where: { $0.name == home.module })
            {
                sites[home.site].modules[page].findings.append(finding)
            } else if let name = specFiles[violation.location.path],
                let home = sites.indices.first(where: { sites[$0].modules.contains { $0.name == name } }),
                let page = sites[home].modules.firstIndex(where: { $0.name == name })
            {
                sites[home].modules[page].findings.append(finding)
            } else if !sites.isEmpty {
                sites[0].disagreements.append(finding)
            }
        }
        return sites
    }

    func site(_ app: AppModel) -> DocsSite {
        let name = Self.appName(app.root)
        let references = Dictionary(grouping: app.references, by: \.module)
        let routes = Dictionary(grouping: app.routes, by: \.from)
        let modules = app.modules.sorted { $0.name < $1.name }.map { module in
            page(module, app: app, references: references[module.name] ?? [], routes: routes[module.name] ?? [])
        }
        var site = DocsSite(origin: .code, title: name, source: name, modules: modules)
        let names = Set(modules.map(\.name))
        var edges: [String: [String]] = [:]
        for module in modules {
            edges[module.name] = module.routes.compactMap(\.target).filter { names.contains($0) }
        }
        site.deadEnds = modules.filter { edges[$0.name]?.isEmpty ?? true }.map(\.name)
        site.cycles = RouteAnalysis.cycles(edges: edges, order: modules.map(\.name))
        return site
    }

    func page(
        _ module: ModuleModel, app: AppModel, references: [ComponentReference], routes: [NavigationEdge]
    ) -> DocsModule {
        let folder = module.folder ?? module.components.first.map { PathName.parent($0.location.path) } ?? app.root
        var page = DocsModule(name: module.name, location: display.path(folder), framework: "UI framework")
        let spec = specModules[module.name]
        page.group = spec?.group?.value ?? Self.group(of: module.folder, root: app.root)
        page.doc = spec?.doc
        page.spec = spec?.displayPath
        page.protocols = module.protocols.map { declared in
            DocsField(name: declared.name, type: app.placements[declared.name]?.isChannel == true ? "channel" : declared.role.rawValue)
        }
        let components = module.components.sorted { ($0.role, $0.name) < ($1.role, $1.name) }
        var ids: [String: String] = [:]
        func node(_ name: String) -> String {
            if let id = ids[name] { return id }
            let id = "c\(ids.count)"
            ids[name] = id
            page.nodes.append(DocsNode(id: id, label: name))
            return id
        }
        for component in components {
            let shared = components.filter { $0.role == component.role }.count > 1
            let title = Self.title(component.role)
            var entry = DocsComponent(title: shared ? "\(title): \(component.name)" : title, implementer: component.name)
            entry.declaredAt = "\(display.path(component.location.path)):\(component.location.line)"
            entry.conformances = component.conformances
            entry.evidence = component.evidence.sorted().map { display.text($0.description) }
            entry.methods = component.members.filter { $0.kind == .method }.map(\.name)
            page.components.append(entry)
            let id = node(component.name)
            if component.role == .view { page.rootHeld.append(id) }
        }
        page.references = references.map { reference in
            DocsReference(
                holder: node(reference.from), target: node(reference.to), ownership: reference.ownership.rawValue,
                key: "\(reference.from).\(reference.property)",
                setBy: "code, \(display.path(reference.location.path)):\(reference.location.line)")
        }
        var declared = spec?.routes.filter { $0.target != nil } ?? []
        page.routes = routes.map { edge in
            let seen = "'\(edge.source)' names '\(edge.via)' at \(display.path(edge.location.path)):\(edge.location.line)"
            // A route of the spec to the same module is the one the code takes.
            if let match = declared.firstIndex(where: { $0.target?.value == edge.to }) {
                let route = declared.remove(at: match)
                var entry = DocsRoute(
                    name: route.name.value, signature: RouteText.signature(route), target: edge.to,
                    transition: route.transition.value.rawValue)
                entry.parameters = route.parameters.map { DocsField(name: $0.name.value, type: $0.type.text) }
                entry.seenAt = seen
                return entry
            }
            var entry = DocsRoute(name: edge.via, signature: edge.via, target: edge.to, transition: "inferred")
            entry.inferredFrom = seen
            return entry
        }
        return page
    }

    /// The folder above the module's own, inside the app: `Shows` for `App/Shows/Home`.
    static func group(of folder: String?, root: String) -> String? {
        guard let folder else { return nil }
        var inside = folder
        if !root.isEmpty && root != "." {
            guard folder.hasPrefix(root + "/") else { return nil }
            inside = String(folder.dropFirst(root.count + 1))
        }
        let parent = PathName.parent(inside)
        return parent.isEmpty || parent == "/" ? nil : parent
    }

    static func title(_ role: Role) -> String {
        role.rawValue.prefix(1).uppercased() + role.rawValue.dropFirst()
    }
}
