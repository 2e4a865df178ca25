import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// A role class that another module subclasses: the concrete component of a screen that its own
/// module assembles, reached into by the subclass, or a base the modules share. Each case is a
/// small app that names no file of the corpus.
struct SubclassedComponentTests {
    /// A module `name` in `App/Modules/<name>`: view controller, interactor and presenter (each
    /// on `bases` when given), and a wireframe that makes them, unless `wireframe` replaces it.
    static func module(
        _ name: String, presenterBase: String? = nil, interactorBase: String? = nil, wireframe: String? = nil, folder: String? = nil
    ) -> [SourceFile] {
        let root = "App/Modules/\(folder ?? name)/\(name)"
        let presenter =
            presenterBase.map { "final class \(name)Presenter: \($0) {\n    var query = \"\"\n}\n" }
            ?? "class \(name)Presenter {\n    weak var view: \(name)ViewController?\n    let interactor: \(name)Interactor\n    init(interactor: \(name)Interactor) { self.interactor = interactor }\n}\n"
        let interactor = interactorBase.map { "final class \(name)Interactor: \($0) {}\n" } ?? "class \(name)Interactor {}\n"
        let made =
            presenterBase == nil
            ? "let presenter = \(name)Presenter(interactor: \(name)Interactor())\n        view.output = presenter\n        presenter.view = view"
            : "view.output = \(name)Presenter(interactor: \(name)Interactor())"
        return [
            SourceFile(path: root + "Presenter.swift", text: "import Foundation\n\n" + presenter),
            SourceFile(path: root + "Interactor.swift", text: "import Foundation\n\n" + interactor),
            SourceFile(
                path: root + "ViewController.swift",
                text: "import UIKit\n\nclass \(name)ViewController: UIViewController {\n    var output: \(name)Presenter!\n}\n"),
            SourceFile(
                path: root + "Wireframe.swift",
                text: wireframe
                    ?? "import UIKit\n\nfinal class \(name)Wireframe {\n    weak var view: UIViewController?\n    static func make() -> UIViewController {\n        let view = \(name)ViewController()\n        \(made)\n        return view\n    }\n}\n"
            ),
        ]
    }

    static func reachIns(_ files: [SourceFile]) -> [String] {
        LintEngine().findingLines(files).filter { $0.hasSuffix("cross-module-reach-in") }
    }

    static func presenterModule(_ files: [SourceFile], _ presenter: String) -> String? {
        let app = LintEngine().model(files, appRoots: []).apps[0]
        return app.modules.first { $0.components.contains { $0.role == .presenter && $0.name == presenter } }?.name
    }

    /// The presenter its own module's wireframe makes stays that module's, so the other
    /// module's presenter subclassing it reaches in.
    @Test func aPresenterItsOwnWireframeMakesStaysItsModules() {
        let files = Self.module("Tweets") + Self.module("Hashtags", presenterBase: "TweetsPresenter")
        #expect(Self.presenterModule(files, "TweetsPresenter") == "Tweets")
        #expect(Self.reachIns(files) == ["App/Modules/Hashtags/HashtagsPresenter.swift:3 cross-module-reach-in"])
    }

    /// Subclassed by two other modules, it is the base they share: reuse by several is what a
    /// base is for, and neither subclass is reported.
    @Test func aPresenterTwoModulesSubclassIsTheirBase() {
        let files =
            Self.module("Tweets") + Self.module("Hashtags", presenterBase: "TweetsPresenter")
            + Self.module("Likes", presenterBase: "TweetsPresenter")
        #expect(Self.presenterModule(files, "TweetsPresenter") == nil)
        #expect(Self.reachIns(files) == [])
    }

    /// Subclassed by two other modules whose files share one folder, it is their base too:
    /// the count is of modules, not of folders.
    @Test func aPresenterTwoModulesInOneFolderSubclassIsTheirBase() {
        let files =
            Self.module("Tweets") + Self.module("HashtagsSearch", presenterBase: "TweetsPresenter", folder: "Search")
            + Self.module("UsersSearch", presenterBase: "TweetsPresenter", folder: "Search")
        #expect(Self.presenterModule(files, "TweetsPresenter") == nil)
        #expect(Self.reachIns(files) == [])
    }

    /// A class named as a base is made to be subclassed, even when its module's wireframe makes
    /// it as a default screen.
    @Test func aBaseNamedClassWithADefaultFactoryIsShared() {
        let files = Self.module("BaseList") + Self.module("Users", presenterBase: "BaseListPresenter")
        #expect(Self.presenterModule(files, "BaseListPresenter") == nil)
        #expect(Self.reachIns(files) == [])
    }

    /// A presenter made by a wireframe of another folder is not that folder's concrete
    /// component: it stays a base when subclassed.
    @Test func aPresenterMadeFromAnotherFolderIsShared() {
        var tweets = Self.module("Tweets")
        tweets[0] = SourceFile(path: "App/Common/TweetsPresenter.swift", bytes: tweets[0].bytes)
        let files = tweets + Self.module("Hashtags", presenterBase: "TweetsPresenter")
        #expect(Self.reachIns(files) == [])
    }

    /// In role folders (`Presenters/`, `Wireframes/`) the folder says nothing of the module:
    /// only an assembly named for the presenter's module makes it that module's concrete
    /// component. One that another module's wireframe makes inline stays a base when
    /// subclassed.
    @Test func anAssemblyNamedForAnotherModuleMakesNoConcreteComponent() {
        let files = [
            SourceFile(
                path: "App/Modules/Presenters/ComposerPresenter.swift",
                text: "import Foundation\n\nclass ComposerPresenter {\n    weak var view: ComposerViewController?\n    var text = \"\"\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Views/ComposerViewController.swift",
                text: "import UIKit\n\nclass ComposerViewController: UIViewController {\n    var output: ComposerPresenter!\n}\n"),
            SourceFile(
                path: "App/Modules/Wireframes/FeedWireframe.swift",
                text:
                    "import UIKit\n\nfinal class FeedWireframe {\n    weak var view: UIViewController?\n    func openComposer() {\n        let composer = ComposerViewController()\n        let presenter = ComposerPresenter()\n        presenter.view = composer\n        composer.output = presenter\n        view?.present(composer, animated: true)\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Presenters/DraftsPresenter.swift",
                text: "import Foundation\n\nfinal class DraftsPresenter: ComposerPresenter {\n    var drafts: [String] = []\n}\n"),
            SourceFile(
                path: "App/Modules/Views/DraftsViewController.swift",
                text: "import UIKit\n\nfinal class DraftsViewController: UIViewController {\n    var output: DraftsPresenter!\n}\n"),
            SourceFile(
                path: "App/Modules/Wireframes/DraftsWireframe.swift",
                text:
                    "import UIKit\n\nfinal class DraftsWireframe {\n    static func make() -> UIViewController {\n        let view = DraftsViewController()\n        view.output = DraftsPresenter()\n        return view\n    }\n}\n"
            ),
        ]
        #expect(Self.reachIns(files) == [])
    }

    /// A router is no concrete component however its module makes it (in its own factory, or
    /// by a builder): its subclass in another module reuses it, and opens nothing.
    @Test func aSubclassedRouterStaysABase() {
        let router =
            "import UIKit\n\nclass TweetsWireframe {\n    weak var view: UIViewController?\n    static func make() -> TweetsWireframe { TweetsWireframe() }\n}\n\nenum TweetsBuilder {\n    static func build() -> TweetsWireframe { TweetsWireframe() }\n}\n"
        let hashtags =
            "import UIKit\n\nfinal class HashtagsWireframe: TweetsWireframe {\n    static func build() -> UIViewController {\n        let view = HashtagsViewController()\n        view.output = HashtagsPresenter(interactor: HashtagsInteractor())\n        return view\n    }\n}\n"
        let files = Self.module("Tweets", wireframe: router) + Self.module("Hashtags", wireframe: hashtags)
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.routes.filter { $0.from == "Hashtags" }.map(\.to) == [], "\(app.routes)")
        #expect(app.shared.map(\.name).contains("TweetsWireframe"), "\(app.shared)")
        #expect(Self.reachIns(files) == [])
    }

    /// A superclass is reused, not opened: a view subclassing another module's view makes no
    /// route to it, unless it also makes one (then the route is at the construction).
    @Test func aSuperclassIsNoRoute() {
        var wallet = Self.module("Wallet")
        wallet[2] = SourceFile(
            path: wallet[2].path,
            text: "import UIKit\n\nclass WalletViewController: ScanViewController {\n    var output: WalletPresenter!\n}\n")
        let files = Self.module("Scan") + wallet
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.modules.contains { $0.name == "Scan" } && app.modules.contains { $0.name == "Wallet" }, "\(app.modules.map(\.name))")
        #expect(app.routes.filter { $0.from == "Wallet" }.map(\.to) == [], "\(app.routes)")
        wallet[2] = SourceFile(
            path: wallet[2].path,
            text:
                "import UIKit\n\nclass WalletViewController: ScanViewController {\n    var output: WalletPresenter!\n    func rescan() {\n        present(ScanViewController(), animated: true)\n    }\n}\n"
        )
        let opening = LintEngine().model(Self.module("Scan") + wallet, appRoots: []).apps[0]
        #expect(opening.routes.filter { $0.from == "Wallet" }.map { "\($0.to) \($0.location.line)" } == ["Scan 6"], "\(opening.routes)")
    }

    /// A router that wires another module's view, interactor and router around a presenter of
    /// its own that subclasses that module's presenter: the other module, whose own router
    /// assembles those, stays a module, and both the construction and the subclass reach in.
    @Test func aRouterWiringAnotherModulesPartsReachesIn() {
        let ordering = Self.module("Ordering")
        let userInfoRouter =
            "import UIKit\n\nfinal class UserInfoWireframe {\n    static func make() -> UIViewController {\n        let view = OrderingViewController()\n        let interactor = OrderingInteractor()\n        let presenter = UserInfoPresenter(interactor: interactor)\n        view.output = presenter\n        return view\n    }\n}\n"
        let userInfo = [
            SourceFile(
                path: "App/Modules/UserInfo/UserInfoPresenter.swift",
                text: "import Foundation\n\nfinal class UserInfoPresenter: OrderingPresenter {}\n"),
            SourceFile(path: "App/Modules/UserInfo/UserInfoWireframe.swift", text: userInfoRouter),
        ]
        let files = ordering + userInfo
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let interactorModule = app.modules.first { $0.components.contains { $0.name == "OrderingInteractor" } }?.name
        #expect(interactorModule == "Ordering", "\(app.modules)")
        #expect(
            Self.reachIns(files) == [
                "App/Modules/UserInfo/UserInfoPresenter.swift:3 cross-module-reach-in",
                "App/Modules/UserInfo/UserInfoWireframe.swift:6 cross-module-reach-in",
            ])
    }
}
