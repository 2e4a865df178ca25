import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Shapes of the round-thirty-two held-out apps, each as a small app that names no file of
/// the corpus; each fails without its rule.
struct RoundThirtyTwoShapeTests {
    /// A screen of view controller, presenter and wireframe, each with its interface; the
    /// presenter keeps the wireframe through its interface. `next` is the body of a wireframe
    /// method that opens the next screen.
    static func screen(_ name: String, folder: String, interactor: String, next: String = "") -> [SourceFile] {
        let root = "App/Screens/\(folder)/\(name)"
        return [
            SourceFile(
                path: root + "Interface.swift",
                text:
                    "import UIKit\n\nprotocol \(name)ViewInterface: AnyObject {}\nprotocol \(name)PresenterInterface: AnyObject {}\nprotocol \(name)InteractorInterface: AnyObject {\n    func load()\n}\nprotocol \(name)WireframeInterface: AnyObject {}\n"
            ),
            SourceFile(
                path: root + "ViewController.swift",
                text:
                    "import UIKit\n\nfinal class \(name)ViewController: UIViewController, \(name)ViewInterface {\n    var presenter: \(name)PresenterInterface!\n}\n"
            ),
            SourceFile(
                path: root + "Presenter.swift",
                text:
                    "import Foundation\n\nfinal class \(name)Presenter: \(name)PresenterInterface {\n    weak var view: \(name)ViewInterface?\n    let interactor: \(name)InteractorInterface\n    let wireframe: \(name)WireframeInterface\n    init(view: \(name)ViewInterface, interactor: \(name)InteractorInterface, wireframe: \(name)WireframeInterface) {\n        self.view = view\n        self.interactor = interactor\n        self.wireframe = wireframe\n    }\n}\n"
            ),
            SourceFile(
                path: root + "Wireframe.swift",
                text:
                    "import UIKit\n\nfinal class \(name)Wireframe: \(name)WireframeInterface {\n    weak var navigationController: UINavigationController?\n    init(navigationController: UINavigationController?) { self.navigationController = navigationController }\n    func next() {\n\(next)    }\n}\n"
            ),
        ]
    }

    static func opening(_ next: String) -> String {
        "        let controller = \(next)ViewController()\n        let presenter = \(next)Presenter(view: controller, interactor: ProfileInteractor.shared, wireframe: \(next)Wireframe(navigationController: navigationController))\n        controller.presenter = presenter\n        navigationController?.pushViewController(controller, animated: true)\n"
    }

    static let interactor = SourceFile(
        path: "App/Interactors/ProfileInteractor.swift",
        text:
            "import Foundation\n\nfinal class ProfileInteractor {\n    static let shared = ProfileInteractor()\n    func load() {}\n}\n\nextension ProfileInteractor: SelectImageInteractorInterface {}\nextension ProfileInteractor: ConfirmImageInteractorInterface {}\n"
    )

    /// A wireframe its presenter keeps through its interface, building the next screen's
    /// presenter inline, is its own module's router reaching in, not the next module's.
    @Test func aWireframeKeptThroughItsInterfaceStaysItsModules() {
        let files =
            [Self.interactor]
            + Self.screen("SelectImage", folder: "SelectImage", interactor: "ProfileInteractor", next: Self.opening("ConfirmImage"))
            + Self.screen("ConfirmImage", folder: "ConfirmImage", interactor: "ProfileInteractor")
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(
            app.modules.map(\.name).sorted() == ["ConfirmImage", "SelectImage"],
            "\(app.modules.map { ($0.name, $0.components.map(\.name)) })")
        let found = LintEngine().findingLines(files).filter { $0.hasSuffix("cross-module-reach-in") }
        #expect(found == ["App/Screens/SelectImage/SelectImageWireframe.swift:8 cross-module-reach-in"], "\(found)")
    }

    /// One interactor adopting the interactor interfaces of two screens whose names begin
    /// alike (`ChatRoom`, `ChatRoomList`), each with a presenter of its own, is shared by them:
    /// the two stay two modules.
    @Test func anInteractorOfTwoScreensNamedAlikeIsShared() {
        let chat = SourceFile(
            path: "App/Interactors/ChatInteractor.swift",
            text:
                "import Foundation\n\nfinal class ChatInteractor {\n    static let shared = ChatInteractor()\n    func load() {}\n}\n\nextension ChatInteractor: ChatRoomInteractorInterface {}\nextension ChatInteractor: ChatRoomListInteractorInterface {}\n"
        )
        let files =
            [chat] + Self.screen("ChatRoom", folder: "Chat/ChatRoom", interactor: "ChatInteractor")
            + Self.screen("ChatRoomList", folder: "Chat/ChatRoomList", interactor: "ChatInteractor")
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(
            app.modules.map(\.name).sorted() == ["ChatRoom", "ChatRoomList"], "\(app.modules.map { ($0.name, $0.components.map(\.name)) })")
        #expect(app.shared.map(\.name).contains("ChatInteractor"), "\(app.shared)")
    }

    /// Setting a static property of another module's wireframe, through a chain or by a
    /// compound assignment, builds nothing.
    @Test func settingAWireframesStaticPropertyBuildsNothing() {
        let files = [
            SourceFile(
                path: "App/Home/HomePresenter.swift",
                text:
                    "import Foundation\n\nfinal class HomePresenter {\n    weak var view: HomeViewController?\n    func viewDidLoad() {\n        ProfileWireframe.shared.delegate = self\n        ProfileWireframe.opened += 1\n        ProfileWireframe.shared?.delegate = self\n        ProfileWireframe.handlers[\"home\"] = self\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Home/HomeViewController.swift",
                text: "import UIKit\n\nfinal class HomeViewController: UIViewController {\n    var presenter: HomePresenter!\n}\n"),
            SourceFile(
                path: "App/Profile/ProfileWireframe.swift",
                text:
                    "import UIKit\n\nfinal class ProfileWireframe {\n    static let shared = ProfileWireframe()\n    static var opened = 0\n    static var handlers: [String: AnyObject] = [:]\n    weak var delegate: AnyObject?\n    static func createModule() -> UIViewController { ProfileViewController() }\n}\n"
            ),
            SourceFile(
                path: "App/Profile/ProfileViewController.swift",
                text: "import UIKit\n\nfinal class ProfileViewController: UIViewController {\n    var presenter: ProfilePresenter!\n}\n"),
            SourceFile(
                path: "App/Profile/ProfilePresenter.swift",
                text: "import Foundation\n\nfinal class ProfilePresenter {\n    weak var view: ProfileViewController?\n}\n"),
        ]
        #expect(LintEngine().findingLines(files).filter { $0.hasSuffix("presenter-assembles-module") } == [])
    }
}
