import Architecture
import Diagnostics
import SpecParser
import Templates

/// A convention folder's templates, loaded and checked against the context's schema before a
/// build plans anything, so a template error stops the build before a file is written.
public struct ConventionTemplates: Sendable {
    struct ModuleFile: Sendable {
        var use: TemplateUse
        var template: ConventionTemplate
        var name: ConventionTemplate
        var nameLocation: SourceLocation
        var once: Bool
    }

    var skeletons: [Role: ConventionTemplate] = [:]
    var files: [ModuleFile] = []
    /// Templates that write one of viperc's generated files instead of viperc.
    var generated: [GeneratedKind: ConventionTemplate] = [:]
    /// Templates that write the test skeleton of a presenter or interactor.
    var tests: [Role: ConventionTemplate] = [:]
    /// Templates that write the body of the generated route methods of a transition.
    var transitions: [Transition: ConventionTemplate] = [:]
    /// The fields any of them reads (`kind.field`): the context is made of these only.
    var usedFields: Set<String> = []
    /// The kinds of generated file written by viperc's own templates rather than the folder's;
    /// `--verify` points at no template line of theirs.
    var builtInKinds: Set<GeneratedKind> = []
    /// The roles whose skeleton, or test skeleton, viperc's own template writes.
    var builtInSkeletons: Set<Role> = []
    var builtInTests: Set<Role> = []

    /// The built-in conventions' templates, parsed and checked once per process. They are
    /// constants of the binary: a test loads each and expects no diagnostic.
    static let builtIn: ConventionTemplates = {
        var result = ConventionTemplates()
        for file in BuiltInTemplates.generatedFiles {
            let (template, problems) = ConventionTemplate.load(
                file.text, path: BuiltInTemplates.path(of: file.name), schema: schema(for: .generated(file.kind)))
            precondition(problems.isEmpty, "built-in template \(file.name): \(problems)")
            result.generated[file.kind] = template
        }
        return result
    }()

    /// The built-in mocks template, parsed only by a build that writes mocks.
    static let builtInMocksTemplate: ConventionTemplate = {
        let name = "Mocks.swift.stencil"
        let (template, problems) = ConventionTemplate.load(
            BuiltInTemplates.mocks, path: BuiltInTemplates.path(of: name), schema: schema(for: .generated(.mocks)))
        guard let template, problems.isEmpty else { preconditionFailure("built-in template \(name): \(problems)") }
        return template
    }()

    /// The built-in test skeleton templates, parsed only by a build that writes tests.
    static let builtInTestTemplates: [Role: ConventionTemplate] = {
        var result: [Role: ConventionTemplate] = [:]
        for (role, name, text) in [
            (Role.presenter, "PresenterTests.swift.stencil", BuiltInTemplates.presenterTests),
            (.interactor, "InteractorTests.swift.stencil", BuiltInTemplates.interactorTests),
        ] {
            let (template, problems) = ConventionTemplate.load(
                text, path: BuiltInTemplates.path(of: name), schema: schema(for: .test(role)))
            precondition(problems.isEmpty, "built-in template \(name): \(problems)")
            result[role] = template
        }
        return result
    }()

    /// The built-in skeleton templates, parsed only by a build that writes skeletons.
    static let builtInSkeletonTemplates: [Role: ConventionTemplate] = {
        var result: [Role: ConventionTemplate] = [:]
        for file in BuiltInTemplates.skeletons {
            let (template, problems) = ConventionTemplate.load(
                file.text, path: BuiltInTemplates.path(of: file.name), schema: schema(for: .skeleton(file.role)))
            precondition(problems.isEmpty, "built-in template \(file.name): \(problems)")
            result[file.role] = template
        }
        return result
    }()

    /// `folder`'s templates (none for a built-in convention), with viperc's own for every
    /// generated file they do not write: one way of writing each file, whatever the convention.
    /// What a plan writes, for which it needs viperc's own templates.
    enum Part {
        case generated, skeletons, mocks, tests
    }

    /// `folder`'s templates (none for a built-in convention), with viperc's own for every file
    /// of `parts` they do not write: one way of writing each file, whatever the convention.
    /// Only the templates of `parts` are added: a context is made of the fields its templates
    /// read, and a skeleton's or a test's fields cost as much as the file.
    static func withBuiltIns(_ folder: ConventionTemplates?, for parts: Set<Part>) -> ConventionTemplates {
        var result = folder ?? ConventionTemplates()
        var generated = parts.contains(.generated) ? builtIn.generated : [:]
        if parts.contains(.mocks) { generated[.mocks] = builtInMocksTemplate }
        for (kind, template) in generated where result.generated[kind] == nil {
            result.generated[kind] = template
            result.builtInKinds.insert(kind)
            result.usedFields.formUnion(template.usedFields)
        }
        for (role, template) in parts.contains(.skeletons) ? builtInSkeletonTemplates : [:] where result.skeletons[role] == nil {
            result.skeletons[role] = template
            result.builtInSkeletons.insert(role)
            result.usedFields.formUnion(template.usedFields)
        }
        for (role, template) in parts.contains(.tests) ? builtInTestTemplates : [:] where result.tests[role] == nil {
            result.tests[role] = template
            result.builtInTests.insert(role)
            result.usedFields.formUnion(template.usedFields)
        }
        return result
    }

    /// The schema a template is checked against, by what it writes.
    static func schema(for target: TemplateUse.Target) -> TemplateSchema {
        switch target {
        case .generated(let kind) where kind.isProjectWide: return TemplateContext.projectSchema
        case .generated(.mocks): return TemplateContext.mocksSchema
        case .transition: return TemplateContext.routeSchema
        case .test: return TemplateContext.testSchema
        default: return TemplateContext.schema
        }
    }

    /// The templates of `folder`, or nil with every error found in them.
    public static func load(_ folder: ConventionFolder) -> (templates: ConventionTemplates?, diagnostics: [Diagnostic]) {
        var result = ConventionTemplates()
        var diagnostics: [Diagnostic] = []
        for use in folder.templates {
            let (template, problems) = ConventionTemplate.load(use.text, path: use.path, schema: schema(for: use.target))
            diagnostics += problems
            switch use.target {
            case .skeleton(let role):
                if let template { result.skeletons[role] = template }
            case .generated(let kind):
                if let template { result.generated[kind] = template }
            case .test(let role):
                if let template { result.tests[role] = template }
            case .transition(let transition):
                if let template { result.transitions[transition] = template }
            case .moduleFile(let name, let once):
                // The name is a template too; its problems are shown where the manifest writes it.
                let (nameTemplate, nameProblems) = ConventionTemplate.load(
                    name.value, path: name.location.path, schema: TemplateContext.schema)
                diagnostics += nameProblems.map { problem in
                    var problem = problem
                    problem.location = name.location
                    return problem
                }
                if !once && !name.value.hasSuffix(".swift") {
                    diagnostics.append(
                        .error(
                            "a file written on every build must be Swift ('.swift'), to carry viperc's generated header", at: name.location,
                            id: "invalid-value"))
                }
                if let template, let nameTemplate {
                    result.files.append(
                        ModuleFile(use: use, template: template, name: nameTemplate, nameLocation: name.location, once: once))
                }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        let all =
            Array(result.skeletons.values) + result.files.flatMap { [$0.template, $0.name] } + Array(result.generated.values)
            + Array(result.tests.values) + Array(result.transitions.values)
        result.usedFields = Set(all.flatMap(\.usedFields))
        return (result, diagnostics)
    }

    /// A rendered file name checked as one name inside the module's folder.
    static func checkedName(_ name: String, at location: SourceLocation) -> Diagnostic? {
        let invalid =
            name.isEmpty || name.contains("/") || name.contains("\\") || name == "." || name == ".."
            || name.hasPrefix(".") || name.contains(where: { $0.isNewline || $0 == "\0" }) || name.utf8.count > 200
        guard invalid else { return nil }
        return .error(
            "template file name renders as '\(name)', which is not one file name inside the module's folder", at: location,
            id: "invalid-path")
    }
}
