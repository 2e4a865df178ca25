import CodeSource
import Diagnostics
import Foundation
import Lint
import SpecParser
import TestSupport
import Testing

/// Routes: what a router method does against the spec's route.
struct RouteDriftTests {
    static let specs = [
        "Home.viper.yaml": """
        module: Home
        view: {}
        presenter: {}
        wireframe: {}
        references:
          presenter.view: weak
        routes:
          - { name: openDetails, to: Details, transition: push }
        """,
        "Details.viper.yaml": """
        module: Details
        view: {}
        presenter: {}
        wireframe: {}
        references:
          presenter.view: weak
        """,
    ]

    static func module(_ name: String, routeBody: String = "") -> String {
        """
        import UIKit

        final class \(name)ViewController: UIViewController {
            var presenter: \(name)Presenter!
        }

        final class \(name)Presenter {
            weak var view: \(name)ViewController?
            var wireframe: \(name)Wireframe!
        }

        final class \(name)Wireframe {
            weak var viewController: UIViewController?
        \(routeBody)
            static func build() -> UIViewController {
                let view = \(name)ViewController()
                let presenter = \(name)Presenter()
                view.presenter = presenter
                presenter.view = view
                return view
            }
        }

        """
    }

    static func drift(_ transitionLine: String) throws -> [String] {
        let folder = try Golden.temporaryFolder()
        for (name, text) in specs { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: folder, engine: engine)
        try #require(!engine.hasErrors, "\(engine.diagnostics)")
        let route = "\n    func openDetails() {\n        \(transitionLine)\n    }\n"
        let sources = [
            SourceFile(path: "App/Home.swift", text: module("Home", routeBody: route)),
            SourceFile(path: "App/Details.swift", text: module("Details")),
        ]
        return LintEngine(projects: projects).lint(sources).filter { $0.ruleID.hasPrefix("drift-") }.map {
            "\($0.location.line) \($0.ruleID)"
        }
    }

    @Test func aRouteDoneAsTheSpecSaysIsNoDrift() throws {
        let found = try Self.drift("viewController?.navigationController?.pushViewController(DetailsWireframe.build(), animated: true)")
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aRouteDoneWithAnotherTransitionIsAMismatch() throws {
        let found = try Self.drift("viewController?.present(DetailsWireframe.build(), animated: true)")
        #expect(found == ["15 drift-route-mismatch"], "\(found)")
    }
}
