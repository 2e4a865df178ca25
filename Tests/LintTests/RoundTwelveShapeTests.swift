import Architecture
import Diagnostics
import Lint
import Testing

/// Shapes of the round-twelve held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundTwelveShapeTests {
    /// A screen split by layer inside a folder named for it: presenter and interactor in
    /// `Support/`, the view and its wireframe view in `Views/`. Before, it was two modules
    /// named 'Cart', and the view's use of its own presenter a reach into "the other Cart".
    @Test func aScreenSplitByLayerInItsFolderIsOneModule() {
        let files = [
            (
                "Sources/Screens/Cart/Support/CartPresenter.swift",
                "import Foundation\n\nfinal class CartPresenter: ObservableObject {\n    var interactor: CartInteractor!\n}\n"
            ),
            (
                "Sources/Screens/Cart/Support/CartInteractor.swift",
                "import Foundation\n\nfinal class CartInteractor {\n    weak var presenter: CartPresenter?\n}\n"
            ),
            (
                "Sources/Screens/Cart/Views/CartView.swift",
                "import SwiftUI\n\nstruct CartView: View {\n    @StateObject var presenter = CartPresenter()\n    var body: some View { CartNavigationWireframe() }\n}\n"
            ),
            (
                "Sources/Screens/Cart/Views/CartNavigationWireframe.swift",
                "import SwiftUI\n\nstruct CartNavigationWireframe: View {\n    var body: some View { EmptyView() }\n}\n"
            ),
        ]
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let model = LintEngine().model(sources, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name) == ["Cart"])
        let findings = LintEngine().findingLines(sources)
        #expect(!findings.contains { $0.hasSuffix("cross-module-reach-in") }, "\(findings)")
    }
}
