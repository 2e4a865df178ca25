import Foundation
import TestSupport
import Testing

/// `viperc init --from` on a module without a view that its own builder assembles (a sync or
/// start-up flow): drafted `view: none` with its builder, never a view the code lacks.
extension DriftTests {
    /// The Home module, whose wireframe keeps what `SyncBuilder.build()` returns.
    static func homeOpeningSync() -> [String: String] {
        var home = Self.wireframeModule("Home")
        home["HomeWireframe.swift"] = home["HomeWireframe.swift"]!.replacingOccurrences(
            of: "    static func build()",
            with:
                "    var sync: SyncPresenterInterface?\n\n    func startSync() {\n        sync = SyncBuilder.build()\n    }\n\n    static func build()"
        )
        home["HomeInterfaces.swift"] = Self.interfaces("Home").replacingOccurrences(
            of: "protocol HomeWireframeInterface: AnyObject {}",
            with: "protocol HomeWireframeInterface: AnyObject {\n    func startSync()\n}")
        return home
    }

    /// The module's builder returns its presenter, which the opener's wireframe keeps: drafted
    /// `view: none` and `builder:`, the route into it `custom`, so the drafts build and the round
    /// trip has no drift. Before, its spec declared a view the code lacks
    /// (`drift-missing-component`).
    @Test func aModuleWithoutAViewThatItsBuilderAssemblesIsDrafted() throws {
        let folder = try Golden.temporaryFolder()
        let home = Self.homeOpeningSync()
        let sync = [
            "SyncInterfaces.swift":
                "import Foundation\n\nprotocol SyncPresenterInterface: AnyObject {\n    func start()\n}\n\nprotocol SyncInteractorInterface: AnyObject {}\n",
            "SyncPresenter.swift":
                "final class SyncPresenter: SyncPresenterInterface {\n    let interactor: SyncInteractorInterface\n\n    init(interactor: SyncInteractorInterface) {\n        self.interactor = interactor\n    }\n\n    func start() {}\n}\n",
            "SyncInteractor.swift": "final class SyncInteractor: SyncInteractorInterface {}\n",
            "SyncBuilder.swift":
                "final class SyncBuilder {\n    static func build() -> SyncPresenterInterface {\n        SyncPresenter(interactor: SyncInteractor())\n    }\n}\n",
        ]
        for (module, files) in [("Home", home), ("Sync", sync)] {
            try Self.write(files, module: module, in: folder)
        }
        try draft(in: folder)
        let drafted = try String(contentsOfFile: folder + "/drafts/Sync.viper.yaml", encoding: .utf8)
        #expect(drafted.contains("\nview: none  # "), Comment(rawValue: drafted))
        #expect(drafted.contains("\nbuilder:  # SyncBuilder"), Comment(rawValue: drafted))
        #expect(!drafted.contains("assembler:"), Comment(rawValue: drafted))
        let opener = try String(contentsOfFile: folder + "/drafts/Home.viper.yaml", encoding: .utf8)
        #expect(opener.contains("    to: Sync\n    transition: custom  # "), Comment(rawValue: opener))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A module without a view whose router closes a screen (`back()` pops a navigation
    /// controller): it has no screen of its own to close, so `back()` is no route of its spec but
    /// a method of its router. Before, it was drafted as neither, and the round trip reported it
    /// undeclared.
    @Test func aViewlessModulesClosingMethodIsARouterMethod() throws {
        let folder = try Golden.temporaryFolder()
        let home = Self.homeOpeningSync()
        let sync = [
            "SyncInterfaces.swift":
                "import UIKit\n\nprotocol SyncPresenterInterface: AnyObject {\n    func start()\n}\n\nprotocol SyncRouterInterface: AnyObject {\n    func back()\n}\n",
            "SyncPresenter.swift":
                "final class SyncPresenter: SyncPresenterInterface {\n    let router: SyncRouterInterface\n\n    init(router: SyncRouterInterface) {\n        self.router = router\n    }\n\n    func start() { router.back() }\n}\n",
            "SyncRouter.swift":
                "import UIKit\n\nfinal class SyncRouter: SyncRouterInterface {\n    weak var navigationController: UINavigationController?\n\n    func back() {\n        navigationController?.popViewController(animated: true)\n    }\n}\n",
            "SyncBuilder.swift":
                "final class SyncBuilder {\n    static func build() -> SyncPresenterInterface {\n        SyncPresenter(router: SyncRouter())\n    }\n}\n",
        ]
        for (module, files) in [("Home", home), ("Sync", sync)] {
            try Self.write(files, module: module, in: folder)
        }
        try draft(in: folder)
        let drafted = try String(contentsOfFile: folder + "/drafts/Sync.viper.yaml", encoding: .utf8)
        #expect(drafted.contains("\nview: none  # "), Comment(rawValue: drafted))
        #expect(drafted.contains("      - \"back()\"\n"), Comment(rawValue: drafted))
        try expectDraftsBuild(in: folder)
        try expectNoDrift(in: folder)
    }

    /// A screen whose view talks to its wireframe itself, with no presenter in the code: the
    /// draft declares the presenter a module needs and says so, naming the type, and the drift
    /// check reports that same presenter missing, which the note announced.
    @Test func aPresenterTheCodeLacksIsDraftedAndAnnounced() throws {
        let folder = try Golden.temporaryFolder()
        let about = [
            "AboutInterfaces.swift":
                "import UIKit\n\nprotocol AboutViewInterface: AnyObject {}\nprotocol AboutWireframeInterface: AnyObject {\n    func close()\n}\n",
            "AboutViewController.swift":
                "import UIKit\n\nfinal class AboutViewController: UIViewController, AboutViewInterface {\n    var wireframe: AboutWireframeInterface!\n}\n",
            "AboutWireframe.swift":
                "import UIKit\n\nfinal class AboutWireframe: AboutWireframeInterface {\n    weak var viewController: UIViewController?\n\n    static func build() -> UIViewController {\n        let view = AboutViewController()\n        let wireframe = AboutWireframe()\n        view.wireframe = wireframe\n        wireframe.viewController = view\n        return view\n    }\n\n    func close() {\n        viewController?.dismiss(animated: true)\n    }\n}\n",
        ]
        for (module, files) in [("Home", Self.wireframeModule("Home")), ("About", about)] {
            try Self.write(files, module: module, in: folder)
        }
        try draft(in: folder)
        let drafted = try String(contentsOfFile: folder + "/drafts/About.viper.yaml", encoding: .utf8)
        #expect(
            drafted.contains("\npresenter:  # not found in the code; a module needs one, so the spec declares 'AboutPresenter', and "),
            Comment(rawValue: drafted))
        try expectDraftsBuild(in: folder)
        let lint = try viperc(["lint", "App", "--spec", "drafts", "--quiet"], in: folder)
        let missing = lint.stdout.split(separator: "\n").filter { $0.hasSuffix("[drift-missing-component]") }
        #expect(
            missing.count == 1 && missing[0].hasPrefix("drafts/About.viper.yaml:")
                && missing[0].contains("declares presenter 'AboutPresenter', which the code lacks"), Comment(rawValue: lint.stdout))
    }
}
