import Architecture
import CodeSource
import Diagnostics
import Lint
import Testing

/// A SwiftUI module whose tabs and sections, in folders below the module's view, build or keep
/// the module's router to link to the next screen (round twenty-two's shape, as a small app that
/// names no file of the corpus).
struct SwiftUIViewPieceShapeTests {
    static func app(preview: Bool = false) -> [SourceFile] {
        [
            SourceFile(
                path: "App/Features/Main/Router/ShopRouter.swift",
                text:
                    "import SwiftUI\n\nfinal class ShopRouter {\n    func makeItemView(for id: Int) -> some View {\n        ItemView(id: id)\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Features/Main/View/ShopView.swift",
                text: "import SwiftUI\n\nstruct ShopView: View {\n    var body: some View {\n        TabView { ShelfTab() }\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Features/Main/View/Shelf/ShelfTab.swift",
                text:
                    "import SwiftUI\n\nstruct ShelfTab: View {\n    var body: some View {\n        let router = ShopRouter()\n        NavigationLink(destination: router.makeItemView(for: 1)) { Text(\"Open\") }\n    }\n}\n"
                    + (preview
                        ? "\nstruct ShelfTab_Previews: PreviewProvider, View {\n    static var previews: some View { ShelfTab() }\n    var body: some View { ShopRouter().makeItemView(for: 2) }\n}\n"
                        : "")
            ),
            SourceFile(
                path: "App/Features/Main/View/Shelf/Components/BannerView.swift",
                text:
                    "import SwiftUI\n\nstruct BannerView: View {\n    var router: ShopRouter\n    var body: some View {\n        NavigationLink(destination: router.makeItemView(for: 2)) { Text(\"Banner\") }\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Features/Item/View/ItemView.swift",
                text: "import SwiftUI\n\nstruct ItemView: View {\n    let id: Int\n    var body: some View { Text(\"\\(id)\") }\n}\n"
            ),
            SourceFile(
                path: "App/Features/Item/Router/ItemRouter.swift",
                text: "import SwiftUI\n\nfinal class ItemRouter {\n    func close() {}\n}\n"
            ),
        ]
    }

    /// The tab that builds the router and the section that keeps it are the module's view:
    /// each references the router, and the module stays in its folder with its one name.
    @Test func piecesOfASwiftUIViewThatUseTheRouterAreTheView() {
        let files = Self.app()
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.modules.map(\.name).sorted() == ["Item", "Shop"], "\(app.modules.map(\.name))")
        let shop = app.modules.first { $0.name == "Shop" }
        #expect(shop?.folder == "App/Features/Main", "\(String(describing: shop?.folder))")
        let found = LintEngine().findingLines(files)
        #expect(
            found == [
                "App/Features/Main/View/Shelf/Components/BannerView.swift:4 view-references-router",
                "App/Features/Main/View/Shelf/ShelfTab.swift:5 view-references-router",
            ], "\(found)")
    }

    /// `init --from` drafts the module's view as the spec's, and announces what a piece keeps
    /// that a spec cannot declare, so that `lint --spec` reporting it is no surprise.
    @Test func theDraftAnnouncesAPieceKeepingTheRouter() {
        let app = LintEngine().model(Self.app(), appRoots: []).apps[0]
        let shop = SpecDrafter.drafts(of: app, name: "App").first { $0.name == "Shop.viper.yaml" }?.text ?? ""
        #expect(shop.contains("# not drafted: 'BannerView.router' holds the wireframe (strong), which a spec cannot declare"), "\(shop)")
    }

    /// A preview makes the router to show the screen, as a test would: no finding.
    @Test func aPreviewThatMakesTheRouterIsNoView() {
        let found = LintEngine().findingLines(Self.app(preview: true))
        #expect(!found.contains { $0.contains("ShelfTab.swift:1") }, "\(found)")
        #expect(found.count == 2, "\(found)")
    }
}
