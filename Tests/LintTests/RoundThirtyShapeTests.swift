import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-thirty held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundThirtyShapeTests {
    /// A module whose wireframe makes its presenter, and another module whose presenter
    /// subclasses that presenter to reuse it.
    static let subclassedPresenterApp = [
        SourceFile(
            path: "App/Modules/Tweets/TweetsPresenter.swift",
            text:
                "import Foundation\n\nprotocol TweetsViewOutput: AnyObject {}\n\nclass TweetsPresenter: TweetsViewOutput {\n    weak var view: TweetsViewController?\n    let interactor: TweetsInteractor\n    init(interactor: TweetsInteractor) { self.interactor = interactor }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Tweets/TweetsInteractor.swift",
            text: "import Foundation\n\nclass TweetsInteractor {}\n"),
        SourceFile(
            path: "App/Modules/Tweets/TweetsViewController.swift",
            text: "import UIKit\n\nclass TweetsViewController: UIViewController {\n    var output: TweetsViewOutput!\n}\n"),
        SourceFile(
            path: "App/Modules/Tweets/TweetsWireframe.swift",
            text:
                "import UIKit\n\nfinal class TweetsWireframe {\n    weak var view: UIViewController?\n    static func make() -> UIViewController {\n        let view = TweetsViewController()\n        let presenter = TweetsPresenter(interactor: TweetsInteractor())\n        view.output = presenter\n        presenter.view = view\n        return view\n    }\n}\n"
        ),
        SourceFile(
            path: "App/Modules/Hashtags/HashtagsPresenter.swift",
            text: "import Foundation\n\nfinal class HashtagsPresenter: TweetsPresenter {\n    var query = \"\"\n}\n"),
        SourceFile(
            path: "App/Modules/Hashtags/HashtagsViewController.swift",
            text: "import UIKit\n\nfinal class HashtagsViewController: UIViewController {\n    var output: HashtagsPresenter!\n}\n"),
        SourceFile(
            path: "App/Modules/Hashtags/HashtagsWireframe.swift",
            text:
                "import UIKit\n\nfinal class HashtagsInteractor: TweetsInteractor {}\n\nfinal class HashtagsWireframe {\n    weak var view: UIViewController?\n    static func make() -> UIViewController {\n        let view = HashtagsViewController()\n        view.output = HashtagsPresenter(interactor: HashtagsInteractor())\n        return view\n    }\n}\n"
        ),
    ]

    /// The presenter its own module's wireframe makes stays that module's, so the other module's
    /// presenter subclassing it reaches in.
    @Test func aPresenterItsOwnWireframeMakesIsNoSharedBase() {
        let app = LintEngine().model(Self.subclassedPresenterApp, appRoots: []).apps[0]
        let tweets = app.modules.first { $0.name == "Tweets" }
        #expect(tweets?.components.contains { $0.role == .presenter && $0.name == "TweetsPresenter" } == true, "\(app.modules)")
        let found = LintEngine().findingLines(Self.subclassedPresenterApp)
        #expect(found.contains("App/Modules/Hashtags/HashtagsPresenter.swift:3 cross-module-reach-in"), "\(found)")
    }
}
