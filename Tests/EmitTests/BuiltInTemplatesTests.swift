import Architecture
import SpecParser
import Templates
import Testing

@testable import Emit

/// viperc's own templates are constants of the binary, loaded once per build that needs them;
/// each must load without a diagnostic, or the build would stop (a precondition) instead of
/// writing.
struct BuiltInTemplatesTests {
    @Test func everyBuiltInTemplateLoadsCleanly() {
        var loaded: [(String, String, TemplateUse.Target)] = BuiltInTemplates.generatedFiles.map { ($0.name, $0.text, .generated($0.kind)) }
        loaded += BuiltInTemplates.skeletons.map { ($0.name, $0.text, .skeleton($0.role)) }
        loaded += [
            ("Mocks.swift.stencil", BuiltInTemplates.mocks, .generated(.mocks)),
            ("PresenterTests.swift.stencil", BuiltInTemplates.presenterTests, .test(.presenter)),
            ("InteractorTests.swift.stencil", BuiltInTemplates.interactorTests, .test(.interactor)),
        ]
        #expect(loaded.count == 14)
        for (name, text, target) in loaded {
            let (template, problems) = ConventionTemplate.load(text, path: name, schema: ConventionTemplates.schema(for: target))
            #expect(template != nil && problems.isEmpty, "\(name): \(problems)")
        }
    }

    /// A build writes every file through a template: without skeletons, mocks or tests, their
    /// templates are not even parsed (their fields would cost as much as the files).
    @Test func aBuildTakesOnlyTheTemplatesOfWhatItWrites() {
        let plain = ConventionTemplates.withBuiltIns(nil, for: [.generated])
        #expect(Set(plain.generated.keys) == [.interfaces, .entities, .routes, .dependencies, .base])
        #expect(plain.skeletons.isEmpty && plain.tests.isEmpty)
        #expect(!plain.usedFields.contains("component.storedProperties"))
        let all = ConventionTemplates.withBuiltIns(nil, for: [.generated, .skeletons, .mocks, .tests])
        #expect(all.generated[.mocks] != nil && all.skeletons.count == 6 && all.tests.count == 2)
        #expect(all.builtInSkeletons.count == 6 && all.builtInTests.count == 2 && all.builtInKinds.count == 6)
    }
}
