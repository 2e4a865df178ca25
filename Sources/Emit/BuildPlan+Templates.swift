import Architecture
import Diagnostics
import SpecParser
import Templates

extension BuildPlanner {
    /// One template rendered into a planned file, or a diagnostic.
    static func render(
        _ template: ConventionTemplate, context: TemplateValue, path: String, kind: PlannedFile.Kind, fallback: SourceLocation,
        mapsLines: Bool, header: [String] = [], skipsBlank: Bool = false, diagnostics: inout [Diagnostic]
    ) -> PlannedFile? {
        do {
            var (text, origins) = try template.renderWithOrigins(context)
            // A template for one of viperc's files that writes nothing means no such file,
            // as viperc writes no entities file for a module without entities.
            if skipsBlank && text.allSatisfy(\.isWhitespace) { return nil }
            var offset = 0
            if !header.isEmpty {
                // A file regenerated on every build carries the marker the writer looks for.
                text = header.map { "// \($0)\n" }.joined() + "\n" + text
                offset = header.count + 1
            }
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            var file = PlannedFile(
                path: path, contents: text, kind: kind,
                origins: Dictionary(uniqueKeysWithValues: origins.map { ($0.key + offset, $0.value) }),
                fallback: fallback)
            if mapsLines {
                for (line, templateLine) in template.templateLines(for: context) {
                    file.templateLines[line + offset] = SourceLocation(path: template.path, line: templateLine, column: 1)
                }
            }
            return file
        } catch let error as TemplateRenderError {
            diagnostics.append(error.diagnostic)
        } catch {
            diagnostics.append(.error("\(error)", at: .file(template.path), id: "template-render"))
        }
        return nil
    }

    /// The body of each generated route whose transition the convention writes, by route name.
    static func transitionBodies(
        _ templates: ConventionTemplates, context: TemplateValue, resolved: ResolvedModule, modules: [String: ModuleSpec],
        diagnostics: inout [Diagnostic]
    ) -> [String: [String]] {
        let routes = Navigation.generatedRoutes(of: resolved.module)
        let names = Set(routes.map(\.name.value))
        var bodies: [String: [String]] = [:]
        for route in routes {
            guard let template = templates.transitions[route.transition.value] else { continue }
            let value = TemplateContext.route(route, resolved: resolved, modules: modules, generated: names)
            do {
                var text = try template.render(TemplateContext.transition(context, route: value))
                if text.hasSuffix("\n") { text.removeLast() }
                bodies[route.name.value] = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            } catch let error as TemplateRenderError {
                diagnostics.append(error.diagnostic)
            } catch {
                diagnostics.append(.error("\(error)", at: .file(template.path), id: "template-render"))
            }
        }
        return bodies
    }

    /// The files a convention adds to each module: written once with the skeletons, or on
    /// every build with a generated header.
    static func moduleFiles(
        _ templates: ConventionTemplates, context: TemplateValue, module: ModuleSpec, folder: String, skeletons: Bool, taken: Set<String>,
        mapsLines: Bool, diagnostics: inout [Diagnostic]
    ) -> [PlannedFile] {
        var files: [PlannedFile] = []
        var taken = taken
        for file in templates.files where skeletons || !file.once {
            let name: String
            do {
                name = try file.name.render(context)
            } catch {
                diagnostics.append(.error("the file name does not render: \(error)", at: file.nameLocation, id: "template-render"))
                continue
            }
            if let problem = ConventionTemplates.checkedName(name, at: file.nameLocation) {
                diagnostics.append(problem)
                continue
            }
            // Compared without case: macOS folders usually ignore it.
            let path = "\(folder)/\(name)"
            guard !taken.contains(where: { $0.lowercased() == path.lowercased() }) else {
                diagnostics.append(
                    .error(
                        "template file name renders as '\(name)', which module '\(module.name.value)' already writes",
                        at: file.nameLocation,
                        id: "output-conflict"))
                continue
            }
            taken.insert(path)
            let rendered = render(
                file.template, context: context, path: path, kind: file.once ? .skeleton : .generated,
                fallback: module.name.location, mapsLines: mapsLines,
                header: file.once ? [] : GeneratedHeader.generated(from: module.displayPath), diagnostics: &diagnostics)
            if let rendered { files.append(rendered) }
        }
        return files
    }
}

/// What a module's templates are rendered with, made from a project once: the modules by name,
/// the delegate protocols and the project's fields.
struct ModuleContexts: Sendable {
    let project: Project
    let modules: [String: ModuleSpec]
    let delegates: [String: ComponentSpec]
    let projectValue: TemplateValue
    let uses: Set<String>?

    init(_ project: Project, uses: Set<String>?) {
        self.project = project
        self.uses = uses
        modules = Dictionary(project.modules.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var delegates: [String: ComponentSpec] = [:]
        for module in project.modules {
            if let delegate = module.components[.delegate] {
                delegates[project.config.convention.protocolName(.delegate, module: module.name.value)] = delegate
            }
        }
        self.delegates = delegates
        projectValue = TemplateContext.projectValue(project)
    }

    func context(_ resolved: ResolvedModule) -> TemplateValue {
        TemplateContext.module(
            resolved, project: project, modules: modules, delegates: delegates, projectValue: projectValue, uses: uses)
    }
}
