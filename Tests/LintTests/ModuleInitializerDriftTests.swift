import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// Generamba's module initializer: an object in the storyboard with a weak outlet to the view,
/// which has the module's configurator configure it. It is a builder of its module, and its
/// weak outlet keeps nothing alive, so the drift check has nothing to say of it; a small app
/// that names no file of the corpus.
struct ModuleInitializerDriftTests {
    static func sources(outlet: String) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Details/DetailsViewController.swift",
                text: """
                    import UIKit

                    protocol DetailsViewInput: AnyObject {}

                    final class DetailsViewController: UIViewController, DetailsViewInput {
                        var output: DetailsPresenter!
                    }

                    """),
            SourceFile(
                path: "App/Details/DetailsPresenter.swift",
                text: """
                    import Foundation

                    final class DetailsPresenter {
                        weak var view: DetailsViewInput?
                    }

                    """),
            SourceFile(
                path: "App/Details/DetailsModuleConfigurator.swift",
                text: """
                    import UIKit

                    final class DetailsModuleConfigurator {
                        func configureModuleForViewInput(_ viewInput: DetailsViewController) {
                            let presenter = DetailsPresenter()
                            presenter.view = viewInput
                            viewInput.output = presenter
                        }
                    }

                    final class DetailsModuleInitializer: NSObject {
                        \(outlet) var detailsViewController: DetailsViewController!

                        override func awakeFromNib() {
                            DetailsModuleConfigurator().configureModuleForViewInput(detailsViewController)
                        }
                    }

                    """),
        ]
    }

    static func drift(outlet: String, messages: Bool = false) throws -> [String] {
        let config = """
            convention: role-named
            naming:
              protocols:
                view: "{Module}ViewInput"
              types:
                builder: "{Module}ModuleConfigurator"
                presenter: "{Module}Presenter"
                view: "{Module}ViewController"
            references:
              view.presenter: strong
              presenter.view: weak

            """
        let specs = ["Details.viper.yaml": "module: Details\nview:\npresenter:\nbuilder:\n"]
        if messages { return try SpecFolder.driftMessages(config: config, specs: specs, sources: Self.sources(outlet: outlet)) }
        return try SpecFolder.drift(config: config, specs: specs, sources: Self.sources(outlet: outlet))
    }

    /// Before: 'DetailsModuleInitializer.detailsViewController' was reported as a reference the
    /// spec does not declare, which a spec's builder cannot.
    @Test func aWeakOutletOfTheInitializerIsNoDrift() throws {
        let findings = try Self.drift(outlet: "@IBOutlet weak")
        #expect(!findings.contains { $0.hasSuffix("drift-undeclared-reference") }, "\(findings)")
    }

    /// A builder that keeps the view strongly still differs from a spec's, which holds nothing.
    @Test func aStrongOneStillIs() throws {
        let findings = try Self.drift(outlet: "@IBOutlet")
        #expect(findings.contains("App/Details/DetailsModuleConfigurator.swift:12 drift-undeclared-reference"), "\(findings)")
    }

    /// The finding asks for the change a team can make: a spec's builder cannot declare what it
    /// keeps (`build` refuses 'builder.view'), so it does not suggest declaring it.
    @Test func itAsksForAChangeInTheCode() throws {
        let messages = try Self.drift(outlet: "@IBOutlet", messages: true)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.allSatisfy { $0.contains("cannot declare") && !$0.contains("under the spec's 'references'") }, "\(messages)")
    }
}
