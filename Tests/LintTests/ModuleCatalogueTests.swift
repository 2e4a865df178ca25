import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Modules built through a catalogue (Viperit's `enum AppModules: String, ViperitModule`):
/// `AppModules.settings.build()` names no type of the Settings module, yet opens it.
struct ModuleCatalogueTests {
    static func screen(_ name: String, router: String = "") -> [SourceFile] {
        let folder = "App/Modules/\(name)"
        return [
            SourceFile(
                path: "\(folder)/\(name)View.swift",
                text:
                    "import UIKit\n\nfinal class \(name)View: UIViewController, \(name)ViewInterface {\n    var presenter: \(name)Presenter!\n}\nprotocol \(name)ViewInterface: AnyObject {}\n"
            ),
            SourceFile(
                path: "\(folder)/\(name)Presenter.swift",
                text:
                    "import Foundation\n\nfinal class \(name)Presenter {\n    weak var view: \(name)ViewInterface?\n    var router: \(name)Router!\n    var interactor: \(name)Interactor!\n}\n"
            ),
            SourceFile(path: "\(folder)/\(name)Interactor.swift", text: "import Foundation\n\nfinal class \(name)Interactor {}\n"),
            SourceFile(path: "\(folder)/\(name)Router.swift", text: "import UIKit\n\nfinal class \(name)Router {\n\(router)}\n"),
        ]
    }

    static let catalogue = SourceFile(
        path: "App/Modules/AppModules.swift",
        text: "import Foundation\n\nenum AppModules: String, ViperitModule {\n    case trips\n    case settings\n}\n")

    static func app(_ router: String) -> AppModel {
        let files = screen("Trips", router: router) + screen("Settings") + [catalogue]
        return LintEngine().model(files, appRoots: []).apps[0]
    }

    @Test func aRouterBuildingAModuleThroughTheCatalogueOpensIt() {
        let app = Self.app(
            "    func showSettings() {\n        let module = AppModules.settings.build()\n        module.router.show(from: nil)\n    }\n")
        let routes = app.routes.map { "\($0.from)->\($0.to) via \($0.via) at \($0.location.line)" }
        #expect(routes == ["Trips->Settings via AppModules.settings at 5"], "\(routes)")
        // `init --from` drafts the route from the router's method, so that the drift check
        // finds the method the spec's route names.
        let trips = SpecDrafter.drafts(of: app, name: "App").first { $0.name == "Trips.viper.yaml" }?.text ?? ""
        #expect(trips.contains("  - name: showSettings\n    to: Settings"), "\(trips)")
    }

    /// Viperit takes the entry's raw value with its first letter capitalized, so a catalogue may
    /// spell its cases as the modules are named (`case Settings`).
    @Test func aCapitalizedEntryBuildsTheModuleItNames() {
        let app = Self.app("    func showSettings() {\n        AppModules.Settings.build().router.show(from: nil)\n    }\n")
        #expect(app.routes.map { "\($0.from)->\($0.to) via \($0.via)" } == ["Trips->Settings via AppModules.Settings"])
    }

    /// Viperit's template declares a module's protocols as `…ViewApi`, `…PresenterApi`,
    /// `…InteractorApi` and `…RouterApi` in one `…ModuleApi.swift`: the interactor's protocol
    /// naming a UI type is the interactor's business, as `…InteractorInput` would be.
    @Test func viperitApiProtocolsHaveTheirRoles() {
        let api = SourceFile(
            path: "App/Modules/Trips/TripsModuleApi.swift",
            text:
                "import UIKit\n\nprotocol TripsRouterApi: RouterProtocol {}\nprotocol TripsViewApi: UserInterfaceProtocol {}\nprotocol TripsPresenterApi: PresenterProtocol {}\nprotocol TripsInteractorApi: InteractorProtocol {\n    func thumbnail() -> UIImage\n}\n"
        )
        let files = Self.screen("Trips") + Self.screen("Settings") + [Self.catalogue, api]
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Modules/Trips/TripsModuleApi.swift:7 interactor-imports-ui"), "\(found)")
        let protocols = LintEngine().model(files, appRoots: []).apps[0].placements.filter { $0.key.hasSuffix("Api") }
        #expect(
            protocols.mapValues(\.role) == [
                "TripsRouterApi": .router, "TripsViewApi": .view, "TripsPresenterApi": .presenter, "TripsInteractorApi": .interactor,
            ])
    }

    /// An entry that names no module, a type that is no catalogue (a component, an enum of
    /// endpoints that conforms to no `ViperitModule`), and the module's own entry open nothing.
    @Test func otherCataloguesAndOwnEntriesOpenNothing() {
        for body in [
            "    func badge() { _ = Badges.editReceipt.make() }\n",
            "    func again() { _ = AppModules.trips.build() }\n",
            "    func other() { _ = TripsPresenter.settings.build() }\n",
            "    func request() { _ = Endpoint.settings.build() }\n",
        ] {
            #expect(Self.app(body).routes.isEmpty, "\(body)")
        }
    }
}
