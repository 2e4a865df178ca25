import Architecture
import Diagnostics
import SpecParser
import Support

/// The documentation of an app from the architecture model, in the shape the docs writer reads
/// (`DocsSite`), whichever source filled the model (code, or specs for `graph --source spec`).
/// With specs too, routes the specs declare and the code takes get their names and
/// transitions, and each page lists where the drift check finds the code and its spec apart.
/// `viperc graph` draws its routes through the same sites, so the graph and the docs agree.
public struct ModelDocs {
    let display: PathDisplay
    let projects: [Project]
    /// The specs' own model, by module name: a module's group, purpose and file, and the
    /// routes its spec declares, for pages of code compared with specs.
    let specModules: [String: (module: ModuleModel, routes: [NavigationEdge])]

    /// - Parameter rewritesPaths: whether paths start at the app's own folder name (the docs
    ///   pages, the same bytes from any working folder) or stay as given (`viperc graph`).
    /// - Parameter specModel: the projects' model when the caller has it (`SpecArchitecture`).
    public init(model: ArchitectureModel, projects: [Project], rewritesPaths: Bool = true, specModel: ArchitectureModel? = nil) {
        display =
            rewritesPaths
            ? PathDisplay(
                roots: model.apps.map(\.root) + projects.map(\.root),
                names: model.apps.map { Self.appName($0.root) } + projects.map { PathName.lastComponent($0.root) })
            : PathDisplay(roots: [], names: [])
        self.projects = projects
        var specModules: [String: (module: ModuleModel, routes: [NavigationEdge])] = [:]
        if !projects.isEmpty {
            for app in (specModel ?? SpecArchitecture.model(of: projects)).apps {
                let routes = Dictionary(grouping: app.routes, by: \.from)
                for module in app.modules where specModules[module.name] == nil {
                    specModules[module.name] = (module, routes[module.name] ?? [])
                }
            }
        }
        self.specModules = specModules
    }

    /// The name an app's docs go by: its folder's own name, or `App` for the working folder.
    public static func appName(_ root: String) -> String {
        root.isEmpty || root == "." ? "App" : PathName.lastComponent(root)
    }

    /// One site per app that has modules, with the drift findings spread over its pages.
    /// - Parameter findings: the drift check's, as diagnostics.
    public func sites(_ model: ArchitectureModel, findings: [Diagnostic] = [], specFolders: [String] = []) -> [DocsSite] {
        var sites = model.apps.filter { !$0.modules.isEmpty }.map { site($0) }
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
                id: violation.id, message: display.text(violation.message),
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

    /// The docs of one app of the model. From specs (`origin: .spec`) the pages are the specs'
    /// own, in the specs' order; from code they show what the model recovered, by name.
    public func site(_ app: AppModel, origin: DocsSite.Origin = .code) -> DocsSite {
        let references = Dictionary(grouping: app.references, by: \.module)
        let routes = Dictionary(grouping: app.routes, by: \.from)
        var site: DocsSite
        switch origin {
        case .spec:
            let byName = Dictionary(app.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let modules = app.specOrder.compactMap { byName[$0] }.map { module in
                specPage(module, app: app, references: references[module.name] ?? [], routes: routes[module.name] ?? [])
            }
            let source = DocsPlanner.sourceName(app.root)
            let entry = app.entry.flatMap { entry in modules.contains { $0.name == entry } ? entry : nil }
            site = DocsSite(origin: .spec, title: app.name ?? source, source: source, entry: entry, modules: modules)
        case .code:
            let name = Self.appName(app.root)
            let modules = app.modules.sorted { $0.name < $1.name }.map { module in
                page(module, app: app, references: references[module.name] ?? [], routes: routes[module.name] ?? [])
            }
            let names = Set(modules.map(\.name))
            // The specs compared with say where the app starts; the code alone does not.
            let entry = projects.lazy.compactMap { $0.config.entry?.value }.first { names.contains($0) }
            site = DocsSite(origin: .code, title: name, source: name, entry: entry, modules: modules)
        }
        Self.analyse(&site)
        return site
    }

    /// Which modules the entry reaches, which have no way out, and the cycles, as
    /// `RouteAnalysis(project:)` finds them for specs. A spec's dead end has no route at all,
    /// not even `dismiss`; from code, which sees modules opened and not closed, a module that
    /// opens no other. Cycles are named from the entry module for specs, by name from code.
    static func analyse(_ site: inout DocsSite) {
        let order = site.modules.map(\.name)
        let names = Set(order)
        var edges: [String: [String]] = [:]
        for module in site.modules {
            edges[module.name] = module.routes.compactMap(\.target).filter { names.contains($0) }
        }
        if let entry = site.entry {
            let reached = RouteGraph(edges: edges).reachable(from: entry)
            site.unreachable = order.filter { !reached.contains($0) }
        }
        switch site.origin {
        case .spec:
            site.deadEnds = site.modules.filter(\.routes.isEmpty).map(\.name)
            site.cycles = RouteAnalysis.cycles(edges: edges, order: RouteAnalysis.readingOrder(order, edges: edges, entry: site.entry))
        case .code:
            site.deadEnds = site.modules.filter { edges[$0.name]?.isEmpty ?? true }.map(\.name)
            site.cycles = RouteAnalysis.cycles(edges: edges, order: order)
        }
    }

    func page(
        _ module: ModuleModel, app: AppModel, references: [ComponentReference], routes: [NavigationEdge]
    ) -> DocsModule {
        let folder = module.folder ?? module.components.first.map { PathName.parent($0.location.path) } ?? app.root
        var page = DocsModule(name: module.name, location: display.path(folder), framework: "UI framework")
        let spec = specModules[module.name]
        page.group = spec?.module.group ?? Self.group(of: module.folder, root: app.root)
        page.doc = spec?.module.doc
        page.spec = spec?.module.specFile
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
        var declared = spec?.routes ?? []
        page.routes = routes.map { edge in route(edge, declared: &declared) }
        return page
    }

    /// A route of the model as the docs show it. A route of the spec to the same module is the
    /// one the code takes; a route the model's source describes (a spec) keeps its transition;
    /// any other is inferred from the code that names the target.
    func route(_ edge: NavigationEdge, declared: inout [NavigationEdge]) -> DocsRoute {
        let seen = "'\(edge.source)' names '\(edge.via)' at \(display.path(edge.location.path)):\(edge.location.line)"
        var location = edge.location
        location.path = display.path(location.path)
        if let match = declared.firstIndex(where: { $0.to == edge.to }) {
            let route = declared.remove(at: match)
            var entry = DocsRoute(
                name: route.via, signature: "\(route.via)(\(route.parameters.joined(separator: ", ")))", target: edge.to,
                transition: route.transition?.rawValue ?? "inferred")
            entry.parameters = route.parameters.map(Self.field)
            if edge.transition == nil { entry.seenAt = seen }
            entry.location = location
            entry.openedBy = edge.source
            return entry
        }
        let parameters = edge.parameters.map(Self.field)
        var entry = DocsRoute(
            name: edge.via, signature: edge.transition == nil ? edge.via : "\(edge.via)(\(DocText.parameters(parameters)))",
            target: edge.to, transition: edge.transition?.rawValue ?? "inferred")
        entry.parameters = parameters
        if edge.transition == nil { entry.inferredFrom = seen }
        entry.location = location
        entry.openedBy = edge.source
        return entry
    }

    /// A parameter of the model (`name: Type`) as the docs list it.
    static func field(_ text: String) -> DocsField {
        guard let colon = text.firstIndex(of: ":") else { return DocsField(name: text, type: "") }
        return DocsField(name: String(text[..<colon]), type: String(text[text.index(after: colon)...].drop { $0 == " " }))
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
