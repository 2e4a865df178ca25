import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// Types nested in an enum or extension are a module's parts only where the namespace has the
/// shape of a module: role words alone (`Map.ViewController`, `Map.Router`), or role names that
/// share one stem beside a presenter or an interactor (`HelpModule.HelpView`,
/// `CatalogScene.DefaultPresenter`). Helpers nested elsewhere stay helpers.
struct NamespaceShapeTests {
    /// Before: `module Common` with a view, a presenter and a formatter, and four false findings
    /// (the helper presenter imports UIKit and keeps a view, the helper view uses a service).
    @Test func helpersNamedForRolesAreNoModule() {
        let file = SourceFile(
            path: "App/Common/Common.swift",
            text:
                "import UIKit\n\nenum Common {\n    final class LoadingView: UIView {\n        func refresh() { APIClient.shared.ping() }\n    }\n    final class AlertPresenter {\n        let view = LoadingView()\n        func show(on host: UIViewController) {\n            host.present(UIAlertController(title: \"x\", message: nil, preferredStyle: .alert), animated: true)\n        }\n    }\n    final class ImageDataFormatter {}\n}\n\nfinal class APIClient {\n    static let shared = APIClient()\n    func ping() {}\n}\n"
        )
        #expect(LintEngine().findingLines([file]).isEmpty, "\(LintEngine().findingLines([file]))")
    }

    /// Before: the nested `PinView` made the namespace look like helpers, and the module went,
    /// with its view's reach for the router.
    @Test func aHelperNestedBesideAModulesPartsLeavesTheModule() {
        let file = SourceFile(
            path: "App/Map/Map.swift",
            text:
                "import UIKit\n\nprotocol MapViewInput: AnyObject {}\n\nenum Map {\n    final class ViewController: UIViewController, MapViewInput {\n        var router: Router!\n        let pin = PinView()\n        func tap() { router.close() }\n    }\n    final class PinView: UIView {}\n    final class Router {\n        weak var viewController: ViewController?\n        func close() {}\n    }\n    final class Assembly {\n        static func build() -> UIViewController {\n            let view = ViewController()\n            let router = Router()\n            view.router = router\n            router.viewController = view\n            return view\n        }\n    }\n}\n"
        )
        let found = LintEngine().findingLines([file])
        #expect(found.contains("App/Map/Map.swift:7 view-references-router"), "\(found)")
    }

    /// A URL router and a date formatter nested in `API` are no module (a formatter counts only
    /// beside a presenter or an interactor).
    @Test func aRouterAndAFormatterAloneAreNoModule() {
        let file = SourceFile(
            path: "App/API/API.swift",
            text:
                "import UIKit\n\nenum API {\n    final class Router {\n        let host: UIViewController\n        init(host: UIViewController) { self.host = host }\n    }\n    struct Formatter {\n        func format(_ date: Date) -> String { \"\" }\n    }\n}\n"
        )
        #expect(LintEngine().findingLines([file]).isEmpty, "\(LintEngine().findingLines([file]))")
    }
}
