import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-thirty-three held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundThirtyThreeShapeTests {
    /// A presenter with one protocol per face, the role named first
    /// (`TracklistPresenterProtocolView` for its view, `…ProtocolInteractor` for its
    /// interactor), each in a file of its own that imports UIKit.
    static let presenterFacesApp = [
        SourceFile(
            path: "App/Modules/Tracklist/Presenter/TracklistPresenterProtocolView.swift",
            text: "import UIKit\n\nprotocol TracklistPresenterProtocolView: AnyObject {\n    func table() -> UITableViewController\n}\n"),
        SourceFile(
            path: "App/Modules/Tracklist/Presenter/TracklistPresenterProtocolInteractor.swift",
            text: "import UIKit\n\nprotocol TracklistPresenterProtocolInteractor: AnyObject {\n    func loaded(_ titles: [String])\n}\n"),
        SourceFile(
            path: "App/Modules/Tracklist/Presenter/TracklistPresenter.swift",
            text:
                "import Foundation\n\nfinal class TracklistPresenter: TracklistPresenterProtocolView, TracklistPresenterProtocolInteractor {\n    weak var view: TracklistViewController?\n    var interactor: TracklistInteractorProtocol!\n    func table() -> UITableViewController { UITableViewController() }\n    func loaded(_ titles: [String]) {}\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Tracklist/Interactor/TracklistInteractor.swift",
            text:
                "import Foundation\n\nprotocol TracklistInteractorProtocol: AnyObject {\n    func load()\n}\n\nfinal class TracklistInteractor: TracklistInteractorProtocol {\n    weak var presenter: TracklistPresenterProtocolInteractor?\n    func load() { presenter?.loaded([]) }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Tracklist/View/TracklistViewController.swift",
            text:
                "import UIKit\n\nfinal class TracklistViewController: UIViewController {\n    var presenter: TracklistPresenterProtocolView!\n}\n"
        ),
    ]

    /// Each face is the presenter's: its file's UIKit import and the UI type it names are the
    /// presenter's, and no interactor's.
    @Test func aPresentersFacesAreThePresenters() {
        let found = LintEngine().findingLines(Self.presenterFacesApp).filter { $0.contains("imports-ui") }
        #expect(
            found == [
                "App/Modules/Tracklist/Presenter/TracklistPresenter.swift:6 presenter-imports-ui",
                "App/Modules/Tracklist/Presenter/TracklistPresenterProtocolInteractor.swift:1 presenter-imports-ui",
                "App/Modules/Tracklist/Presenter/TracklistPresenterProtocolView.swift:1 presenter-imports-ui",
                "App/Modules/Tracklist/Presenter/TracklistPresenterProtocolView.swift:4 presenter-imports-ui",
            ], "\(found)")
    }

    /// The app's own VIPER kit in one file: base classes and generic classes on them, which
    /// every module's components subclass.
    static func kitApp() -> [SourceFile] {
        var files = [
            SourceFile(
                path: "App/Modules/ViperTemplates.swift",
                text:
                    "import UIKit\n\nclass ViperBaseDefaultView: UIViewController {}\nclass ViperDefaultView<PRESENTER>: ViperBaseDefaultView {\n    var presenter: PRESENTER!\n}\n\nclass ViperBasePresenter {}\nclass ViperPresenter<ROUTER, VIEW>: ViperBasePresenter {\n    var router: ROUTER!\n    weak var view: UIViewController?\n}\n\nclass ViperBaseRouter {}\nclass ViperRouter: ViperBaseRouter {\n    weak var controller: UIViewController?\n}\n"
            )
        ]
        for name in ["Tracks", "Albums"] {
            files.append(
                SourceFile(
                    path: "App/Modules/\(name)/\(name)ViewController.swift",
                    text: "import UIKit\n\nfinal class \(name)ViewController: ViperDefaultView<\(name)Presenter> {}\n"))
            files.append(
                SourceFile(
                    path: "App/Modules/\(name)/\(name)Presenter.swift",
                    text: "import Foundation\n\nfinal class \(name)Presenter: ViperPresenter<\(name)Router, \(name)ViewController> {}\n"))
            files.append(
                SourceFile(
                    path: "App/Modules/\(name)/\(name)Router.swift",
                    text:
                        "import UIKit\n\nfinal class \(name)Router: ViperRouter {\n    static func build() -> UIViewController {\n        let view = \(name)ViewController()\n        let presenter = \(name)Presenter()\n        view.presenter = presenter\n        return view\n    }\n}\n"
                ))
        }
        return files
    }

    /// The kit's base classes, under the generic classes the modules subclass, are bases too:
    /// no module of their own.
    @Test func aKitsBaseClassesAreNoModule() {
        let app = LintEngine().model(Self.kitApp(), appRoots: []).apps[0]
        #expect(app.modules.map(\.name).sorted() == ["Albums", "Tracks"], "\(app.modules.map { ($0.name, $0.components.map(\.name)) })")
    }

    /// A shared base's superclass that its own module's router makes stays that module's
    /// presenter: the walk up the chain stops at it.
    @Test func aConcretePresenterAboveASharedBaseStays() {
        let files = [
            SourceFile(
                path: "App/Modules/Feed/FeedPresenter.swift",
                text: "import UIKit\n\nclass FeedPresenter {\n    var view: FeedViewController?\n    let interactor = FeedInteractor()\n}\n"
            ),
            SourceFile(path: "App/Modules/Feed/FeedInteractor.swift", text: "import Foundation\n\nfinal class FeedInteractor {}\n"),
            SourceFile(
                path: "App/Modules/Feed/FeedViewController.swift",
                text: "import UIKit\n\nfinal class FeedViewController: UIViewController {\n    var presenter: FeedPresenter!\n}\n"),
            SourceFile(
                path: "App/Modules/Feed/FeedRouter.swift",
                text:
                    "import UIKit\n\nfinal class FeedRouter {\n    static func build() -> UIViewController {\n        let view = FeedViewController()\n        let presenter = FeedPresenter()\n        presenter.view = view\n        view.presenter = presenter\n        return view\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Modules/Common/PagedFeedPresenter.swift",
                text: "import Foundation\n\nclass PagedFeedPresenter: FeedPresenter {}\n"),
            SourceFile(
                path: "App/Modules/News/NewsPresenter.swift",
                text: "import Foundation\n\nfinal class NewsPresenter: PagedFeedPresenter {}\n"),
            SourceFile(
                path: "App/Modules/News/NewsViewController.swift",
                text: "import UIKit\n\nfinal class NewsViewController: UIViewController {\n    var presenter: NewsPresenter!\n}\n"),
            SourceFile(
                path: "App/Modules/Photos/PhotosPresenter.swift",
                text: "import Foundation\n\nfinal class PhotosPresenter: PagedFeedPresenter {}\n"),
            SourceFile(
                path: "App/Modules/Photos/PhotosViewController.swift",
                text: "import UIKit\n\nfinal class PhotosViewController: UIViewController {\n    var presenter: PhotosPresenter!\n}\n"),
        ]
        let app = LintEngine().model(files, appRoots: []).apps[0]
        let feed = app.modules.first { $0.name == "Feed" }
        #expect(
            feed?.components.contains { $0.name == "FeedPresenter" } == true, "\(app.modules.map { ($0.name, $0.components.map(\.name)) })")
        #expect(LintEngine().findingLines(files).contains("App/Modules/Feed/FeedPresenter.swift:1 presenter-imports-ui"))
    }
}
