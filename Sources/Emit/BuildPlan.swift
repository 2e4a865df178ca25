import Architecture
import Diagnostics
import SpecParser
import Support
import Templates

/// One file a build would write.
public struct PlannedFile: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Rewritten on every build; must carry the generated header.
        case generated
        /// Written once, then the user's.
        case skeleton
    }

    /// Path relative to the output folder, with `/` separators.
    public var path: String
    public var contents: String
    public var kind: Kind
    /// For `--verify`: the spec location of the declaration that starts each 1-based line.
    public var origins: [Int: SourceLocation]
    /// For `--verify`: where problems on lines with no origin of their own are reported.
    public var fallback: SourceLocation?
    /// For a file a convention's template wrote: the template line each 1-based line comes
    /// from, which `--verify` shows beside the spec line.
    public var templateLines: [Int: SourceLocation] = [:]
    /// For a skeleton: the type it declares, which the build looks for in the app's code
    /// before writing it, so a moved or renamed file is not written twice.
    public var declaredType: String?
    /// The spec file whose module alone the file comes from; nil for a file of the project.
    /// A build that redoes one module rewrites just that module's files.
    public var owner: String?

    public init(path: String, contents: String, kind: Kind, origins: [Int: SourceLocation] = [:], fallback: SourceLocation? = nil) {
        self.path = path
        self.contents = contents
        self.kind = kind
        self.origins = origins
        self.fallback = fallback
    }

    init(path: String, rendering file: SwiftFile, kind: Kind, fallback: SourceLocation?) {
        let (text, origins) = SwiftRenderer.renderWithOrigins(file)
        self.init(path: path, contents: text, kind: kind, origins: origins, fallback: fallback)
        if kind == .skeleton {
            declaredType =
                file.declarations.lazy.compactMap { declaration -> String? in
                    if case .type(_, let type) = declaration { return type.name }
                    return nil
                }.first
        }
    }

    func owned(by spec: String) -> PlannedFile {
        var file = self
        file.owner = spec
        return file
    }

    /// The spec location a line of the file comes from: the nearest declaration at or above it.
    public func origin(ofLine line: Int) -> SourceLocation? {
        var line = line
        while line > 0 {
            if let origin = origins[line] { return origin }
            line -= 1
        }
        return fallback
    }
}

/// Turns a validated project into the files to write.
public enum BuildPlanner {
    public static func plan(_ project: Project, skeletons: Bool) -> [PlannedFile] {
        plan(project, skeletons: skeletons, templates: nil).files
    }

    /// The files to write, some of them written by a convention's templates; a template that
    /// fails to render, or names a file badly, is a diagnostic and writes nothing.
    public static func plan(
        _ project: Project, skeletons: Bool, templates folderTemplates: ConventionTemplates?, mapsTemplateLines: Bool = false
    ) -> (files: [PlannedFile], diagnostics: [Diagnostic]) {
        // Every generated file comes from a template: the convention folder's, or viperc's own.
        let templates = ConventionTemplates.withBuiltIns(folderTemplates, for: skeletons ? [.generated, .skeletons] : [.generated])
        var files: [PlannedFile] = []
        var diagnostics: [Diagnostic] = []
        // The modules by name, the delegate protocols and `project`, made once for every module.
        let contexts = ModuleContexts(project, uses: templates.usedFields)
        let projectValue = contexts.projectValue
        let modules = contexts.modules
        let projectFallback = SourceLocation.file(project.config.path ?? project.root)
        /// Whether `--verify` shows the template line of a file of `kind`: not for viperc's own.
        @Sendable func mapsLines(_ kind: GeneratedKind) -> Bool { mapsTemplateLines && !templates.builtInKinds.contains(kind) }
        for (kind, path) in [(GeneratedKind.base, BaseProtocolsEmitter.fileName), (.dependencies, Navigation.dependenciesFileName)] {
            guard let template = templates.generated[kind] else { continue }
            files +=
                render(
                    template, context: ["project": projectValue], path: path, kind: .generated, fallback: projectFallback,
                    mapsLines: mapsLines(kind), header: GeneratedHeader.generated(from: nil), skipsBlank: true,
                    diagnostics: &diagnostics
                ).map { [$0] } ?? []
        }
        if let launch = Navigation.launchFile(for: project) {
            files.append(
                PlannedFile(
                    path: Navigation.launchTypeName(for: project) + ".swift", rendering: launch, kind: .generated,
                    fallback: project.config.path.map { .file($0) }))
        }
        let perModule = ParallelMap.map(project.modules) { module -> (files: [PlannedFile], diagnostics: [Diagnostic]) in
            var files: [PlannedFile] = []
            var diagnostics: [Diagnostic] = []
            let folder = folder(of: module)
            let name = module.name.value
            if let tabs = Navigation.tabsFile(module, modules: modules, project: project) {
                let file = PlannedFile(
                    path: "\(folder)/\(Navigation.tabsTypeName(module)).swift", rendering: tabs, kind: .generated,
                    fallback: module.name.location)
                return ([file.owned(by: module.path)], [])
            }
            let resolved = ResolvedModule(module, config: project.config)
            let fallback = module.name.location
            var context = contexts.context(resolved)
            // The convention's transitions write route bodies, which every template then sees.
            if !templates.transitions.isEmpty {
                let bodies = transitionBodies(templates, context: context, resolved: resolved, modules: modules, diagnostics: &diagnostics)
                context = TemplateContext.replacingBodies(context, with: bodies)
            }
            let header = GeneratedHeader.generated(from: module.displayPath)
            for (kind, suffix) in [(GeneratedKind.interfaces, "Interfaces"), (.entities, "Entities"), (.routes, "Routes")] {
                guard let template = templates.generated[kind] else { continue }
                if let file = render(
                    template, context: context, path: "\(folder)/\(name)\(suffix).swift", kind: .generated, fallback: fallback,
                    mapsLines: mapsLines(kind), header: header, skipsBlank: true, diagnostics: &diagnostics)
                {
                    files.append(file)
                }
            }
            if skeletons {
                for (role, typeName) in SkeletonEmitter(resolved).roles {
                    guard let template = templates.skeletons[role] else { continue }
                    // Lines before the first that has an origin of its own are the component's.
                    let rendered = render(
                        template, context: context, path: "\(folder)/\(typeName).swift", kind: .skeleton,
                        fallback: module.components[role]?.location ?? fallback,
                        mapsLines: mapsTemplateLines && !templates.builtInSkeletons.contains(role), diagnostics: &diagnostics)
                    if var rendered {
                        rendered.declaredType = typeName
                        files.append(rendered)
                    }
                }
            }
            if !templates.files.isEmpty {
                // A skeleton's name is taken even in a build that does not write skeletons.
                let taken = Set(files.map(\.path) + SkeletonEmitter(resolved).roles.map { "\(folder)/\($0.typeName).swift" })
                files += moduleFiles(
                    templates, context: context, module: module, folder: folder, skeletons: skeletons, taken: taken,
                    mapsLines: mapsTemplateLines, diagnostics: &diagnostics)
            }
            return (files.map { $0.owned(by: module.path) }, diagnostics)
        }
        files += perModule.flatMap(\.files)
        diagnostics += perModule.flatMap(\.diagnostics)
        files += interfaceBuilderFiles(project, skeletons: skeletons)
        for shared in project.shared where !shared.entities.isEmpty {
            // A file of shared types is written like a module's entities.
            guard let template = templates.generated[.entities] else { continue }
            let name = shared.name.value
            let path = shared.group.map { "\($0.value)/\(name)Entities.swift" } ?? "\(name)Entities.swift"
            let file = render(
                template, context: TemplateContext.shared(shared, project: project, projectValue: projectValue), path: path,
                kind: .generated, fallback: shared.name.location, mapsLines: mapsLines(.entities),
                header: GeneratedHeader.generated(from: shared.displayPath), skipsBlank: true, diagnostics: &diagnostics)
            if let file { files.append(file.owned(by: shared.path)) }
        }
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }

    /// For `--verify` without `--skeletons`: per module, the wireframe and assembler types that
    /// the generated routes refer to, as the skeletons would declare them.
    public static func verificationShims(_ project: Project) -> [PlannedFile] {
        project.modules.compactMap { module in
            let resolved = ResolvedModule(module, config: project.config)
            guard let shim = SkeletonEmitter(resolved).verificationShim() else { return nil }
            return PlannedFile(
                path: "\(folder(of: module))/\(module.name.value)VerificationShim.swift", rendering: shim, kind: .skeleton,
                fallback: module.name.location)
        }
    }

    /// `<Module>Mocks.swift` per module with protocols, under `prefix` (a folder inside the
    /// output, or "" when the mocks have an output folder of their own); written by the
    /// convention's `generated: mocks` template when it has one.
    public static func mocks(_ project: Project, prefix: String) -> [PlannedFile] {
        mocks(project, prefix: prefix, templates: nil).files
    }

    public static func mocks(
        _ project: Project, prefix: String, templates folderTemplates: ConventionTemplates?, mapsTemplateLines: Bool = false
    ) -> (files: [PlannedFile], diagnostics: [Diagnostic]) {
        let templates = ConventionTemplates.withBuiltIns(folderTemplates, for: [.mocks])
        guard let template = templates.generated[.mocks] else { return ([], []) }
        let mapsLines = mapsTemplateLines && !templates.builtInKinds.contains(.mocks)
        let testableImport = project.config.mocks?.testableImport?.value
        let lead = prefix.isEmpty ? "" : prefix + "/"
        let contexts = ModuleContexts(project, uses: templates.usedFields)
        let results = ParallelMap.map(project.modules.filter { !$0.isTabContainer }) { module -> (PlannedFile?, [Diagnostic]) in
            let resolved = ResolvedModule(module, config: project.config)
            let path = "\(lead)\(folder(of: module))/\(module.name.value)Mocks.swift"
            var diagnostics: [Diagnostic] = []
            var context = contexts.context(resolved)
            if case .object(var fields) = context {
                fields["testing"] = [
                    "framework": .text(project.config.testFramework.rawValue), "testableImport": .text(testableImport ?? ""),
                ]
                context = .object(fields)
            }
            let file = render(
                template, context: context, path: path, kind: .generated, fallback: module.name.location, mapsLines: mapsLines,
                header: GeneratedHeader.generated(from: module.displayPath), skipsBlank: true, diagnostics: &diagnostics)
            return (file?.owned(by: module.path), diagnostics)
        }
        return (results.compactMap(\.0).sorted { $0.path < $1.path }, results.flatMap(\.1))
    }

    /// Test skeletons per module with a presenter or interactor, written once, under `prefix`;
    /// written by the convention's `tests:` template of the role when it has one.
    public static func tests(_ project: Project, prefix: String) -> [PlannedFile] {
        tests(project, prefix: prefix, templates: nil).files
    }

    public static func tests(
        _ project: Project, prefix: String, templates folderTemplates: ConventionTemplates?, mapsTemplateLines: Bool = false
    ) -> (files: [PlannedFile], diagnostics: [Diagnostic]) {
        let templates = ConventionTemplates.withBuiltIns(folderTemplates, for: [.tests])
        let testableImport = project.config.tests?.testableImport?.value ?? project.config.mocks?.testableImport?.value
        let samples = SampleValues(project: project)
        let lead = prefix.isEmpty ? "" : prefix + "/"
        let contexts = ModuleContexts(project, uses: templates.usedFields)
        let results = ParallelMap.map(project.modules.filter { !$0.isTabContainer }) { module -> ([PlannedFile], [Diagnostic]) in
            let resolved = ResolvedModule(module, config: project.config)
            let emitter = TestEmitter(resolved, samples: samples)
            var files: [PlannedFile] = []
            var diagnostics: [Diagnostic] = []
            let context = contexts.context(resolved)
            for (role, typeName) in emitter.roles {
                guard let template = templates.tests[role] else { continue }
                let path = "\(lead)\(folder(of: module))/\(NestedName.flat(typeName))Tests.swift"
                let fields = TemplateContext.testing(
                    emitter, role: role, modules: contexts.modules, wants: { templates.usedFields.contains($0) })
                let test = TemplateContext.test(
                    context, role: role, framework: project.config.testFramework, testableImport: testableImport, fields: fields)
                if let file = render(
                    template, context: test, path: path, kind: .skeleton, fallback: module.name.location,
                    mapsLines: mapsTemplateLines && !templates.builtInTests.contains(role), skipsBlank: true, diagnostics: &diagnostics)
                {
                    files.append(file)
                }
            }
            return (files, diagnostics)
        }
        return (results.flatMap(\.0).sorted { $0.path < $1.path }, results.flatMap(\.1))
    }

    /// Storyboards (one per group) and nibs for views made from them, written once with the
    /// skeletons, and the storyboard helper every build writes when a module needs it.
    static func interfaceBuilderFiles(_ project: Project, skeletons: Bool) -> [PlannedFile] {
        let convention = project.config.convention
        let fromStoryboards = project.modules.filter { $0.viewSource == .storyboard && !$0.isTabContainer }
        var files: [PlannedFile] = []
        if !fromStoryboards.isEmpty {
            files.append(
                PlannedFile(
                    path: InterfaceBuilderFiles.loadingFileName, rendering: InterfaceBuilderFiles.loadingFile(), kind: .generated,
                    fallback: fromStoryboards[0].name.location))
        }
        guard skeletons else { return files }
        var byStoryboard: [String: [ModuleSpec]] = [:]
        for module in fromStoryboards { byStoryboard[module.storyboardName, default: []].append(module) }
        for (name, modules) in byStoryboard.sorted(by: { $0.key < $1.key }) {
            let scenes = modules.map { ($0, $0.typeName(.view, convention)) }
            files.append(
                PlannedFile(
                    path: "\(name)/\(name).storyboard", contents: InterfaceBuilderFiles.storyboard(name: name, scenes: scenes),
                    kind: .skeleton, fallback: modules[0].name.location))
        }
        for module in project.modules where module.viewSource == .nib {
            let type = module.typeName(.view, convention)
            files.append(
                PlannedFile(
                    path: "\(folder(of: module))/\(type).xib", contents: InterfaceBuilderFiles.nib(typeName: type), kind: .skeleton,
                    fallback: module.name.location))
        }
        return files
    }

    /// `Group/Module`, or `Module` when the module has no group.
    public static func folder(of module: ModuleSpec) -> String {
        if let group = module.group { return "\(group.value)/\(module.name.value)" }
        return module.name.value
    }
}
