import Diagnostics
import Foundation
import Testing

@testable import Emit
@testable import SpecParser

/// UIKit and SwiftUI types in view and wireframe specs: known without `knownTypes`, imported
/// by the module's files, refused elsewhere, and each declared by `--verify`'s stand-ins.
struct UITypesTests {
    func diagnostics(_ text: String) -> [Diagnostic] {
        let engine = DiagnosticEngine()
        guard
            let module = SpecLoader.decodeModule(
                SourceFile(path: "A.viper.yaml", bytes: Array(text.utf8)), displayPath: "A.viper.yaml", engine: engine)
        else { return engine.diagnostics }
        Validator.validate(Project(root: ".", config: ProjectConfig(), modules: [module]), engine: engine)
        return engine.diagnostics
    }

    @Test func theViewAndTheWireframeMayUseThem() throws {
        let spec = """
            module: A
            view:
              methods:
                - "show(image: UIImage?, tint: UIColor)"
            presenter: {}
            wireframe:
              methods:
                - "share(from source: UIViewController)"

            """
        #expect(diagnostics(spec).filter { $0.severity == .error }.isEmpty, "\(diagnostics(spec))")
        let engine = DiagnosticEngine()
        let module = try #require(
            SpecLoader.decodeModule(SourceFile(path: "A.viper.yaml", bytes: Array(spec.utf8)), displayPath: "A.viper.yaml", engine: engine))
        #expect(ProjectConfig().imports(of: module) == ["UIKit"])
    }

    @Test(arguments: [
        ("presenter:\n  methods:\n    - \"show(image: UIImage)\"\n", 5, 20),
        ("presenter: {}\ninteractor:\n  methods:\n    - \"load() async -> UIImage\"\n", 6, 24),
        ("presenter: {}\nentities:\n  Photo: { image: UIImage }\n", 5, 19),
    ])
    func othersMayNot(_ case: (String, Int, Int)) {
        let found = diagnostics("module: A\nview: {}\n" + `case`.0).filter { $0.severity == .error }
        #expect(found.map(\.id) == ["ui-type-outside-view"], "\(found)")
        #expect(
            found.first?.location.line == `case`.1 && found.first?.location.column == `case`.2,
            "\(String(describing: found.first?.location))")
        #expect(found.first?.message.hasPrefix("'UIImage' is a UIKit type, which only the view and the wireframe may use") == true)
    }

    @Test func everyKnownUITypeIsDeclaredByTheStandIns() {
        for (names, source) in [(KnownTypes.uiKit, SDKStandIns.uiKit), (KnownTypes.swiftUI, SDKStandIns.swiftUI)] {
            for name in names {
                let declared = ["class \(name)", "struct \(name)", "protocol \(name)"].contains {
                    source.contains($0 + ":") || source.contains($0 + " ") || source.contains($0 + "<")
                }
                #expect(declared, "'\(name)' is known but the stand-ins do not declare it")
            }
        }
    }
}
