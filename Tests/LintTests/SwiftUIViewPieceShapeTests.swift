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
                text:
                    "import SwiftUI\n\nprotocol ShopViewProtocol: AnyObject {}\n\nstruct ShopView: View, ShopViewProtocol {\n    var body: some View {\n        TabView { ShelfTab() }\n    }\n}\n"
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

    /// Two SwiftUI screens in one folder (so the folder joins neither), each with a presenter and
    /// an interactor; the profile's view puts a wireframe view in its body to link onwards, and
    /// with `shared` the badge's view makes it too. The wireframe's name (`ProfileNavigation`)
    /// names no module.
    static func wireframeApp(shared: Bool = false) -> [SourceFile] {
        func screen(_ name: String, body: String) -> [SourceFile] {
            [
                SourceFile(
                    path: "App/Screens/Profile/Views/\(name)View.swift",
                    text:
                        "import SwiftUI\n\nstruct \(name)View: View {\n    @ObservedObject var presenter: \(name)Presenter\n    var body: some View {\n        Text(presenter.name)\n\(body)    }\n}\n"
                ),
                SourceFile(
                    path: "App/Screens/Profile/Support/\(name)Presenter.swift",
                    text:
                        "import Foundation\n\nfinal class \(name)Presenter: ObservableObject {\n    var interactor: \(name)Interactor!\n    @Published var name = \"\"\n}\n\nfinal class \(name)Interactor {\n    weak var presenter: \(name)Presenter?\n}\n"
                ),
            ]
        }
        let link = "            .background(ProfileNavigationWireframe(state: ProfileState()))\n"
        return screen("Profile", body: link) + screen("ProfileBadge", body: shared ? link : "") + [
            SourceFile(
                path: "App/Screens/Profile/Views/ProfileNavigationWireframe.swift",
                text:
                    "import SwiftUI\n\nfinal class ProfileState: ObservableObject {\n    @Published var editing = false\n}\n\nstruct ProfileNavigationWireframe: View {\n    @ObservedObject var state: ProfileState\n    var body: some View {\n        NavigationLink(destination: Text(\"Edit\"), isActive: $state.editing) { EmptyView() }\n    }\n}\n"
            )
        ]
    }

    /// The wireframe the screen makes is the module's router, so the view making it references
    /// the router.
    @Test func aWireframeOnlyOneScreenMakesIsItsRouter() {
        let files = Self.wireframeApp()
        let app = LintEngine().model(files, appRoots: []).apps[0]
        #expect(app.modules.map(\.name).sorted() == ["Profile", "ProfileBadge"], "\(app.modules.map(\.name))")
        let module = app.modules.first { $0.name == "Profile" }
        #expect(module?.components.first { $0.role == .router }?.name == "ProfileNavigationWireframe", "\(String(describing: module))")
        let found = LintEngine().findingLines(files)
        #expect(found.contains("App/Screens/Profile/Views/ProfileView.swift:7 view-references-router"), "\(found)")
    }

    /// Made by the views of two modules, it is neither's.
    @Test func aWireframeTwoScreensMakeIsNeithersRouter() {
        let app = LintEngine().model(Self.wireframeApp(shared: true), appRoots: []).apps[0]
        #expect(app.modules.map(\.name).sorted() == ["Profile", "ProfileBadge"], "\(app.modules.map(\.name))")
        #expect(!app.modules.contains { $0.components.contains { $0.name == "ProfileNavigationWireframe" } }, "\(app.modules)")
    }

    /// A second wireframe the same screen makes does not give the module a second router.
    @Test func aScreenMakingTwoWireframesGetsOneRouter() {
        var files = Self.wireframeApp().filter { $0.path != "App/Screens/Profile/Views/ProfileView.swift" }
        files.append(
            SourceFile(
                path: "App/Screens/Profile/Views/ProfileView.swift",
                text:
                    "import SwiftUI\n\nstruct ProfileView: View {\n    @ObservedObject var presenter: ProfilePresenter\n    var body: some View {\n        Text(presenter.name)\n            .background(ProfileNavigationWireframe(state: ProfileState()))\n            .overlay(ProfileSheetWireframe())\n    }\n}\n"
            ))
        files.append(
            SourceFile(
                path: "App/Screens/Profile/Views/ProfileSheetWireframe.swift",
                text: "import SwiftUI\n\nstruct ProfileSheetWireframe: View {\n    var body: some View { EmptyView() }\n}\n"))
        let module = LintEngine().model(files, appRoots: []).apps[0].modules.first { $0.name == "Profile" }
        #expect(module?.components.filter { $0.role == .router }.count == 1, "\(String(describing: module))")
    }

    /// A piece in the module's own folder is reported as one below it is; a view in another
    /// module's folder that names the router and its protocol (kept in a folder of protocols)
    /// is no piece of it, whatever order it names them in.
    @Test func piecesInTheModuleFolderAndViewsOfOtherModules() {
        var files = Self.app()
        files.append(
            SourceFile(
                path: "App/Features/Main/CartTab.swift",
                text:
                    "import SwiftUI\n\nstruct CartTab: View {\n    var body: some View {\n        let router = ShopRouter()\n        NavigationLink(destination: router.makeItemView(for: 3)) { Text(\"Cart\") }\n    }\n}\n"
            ))
        files.append(
            SourceFile(path: "App/Protocols/ShopContracts.swift", text: "protocol ShopRouterProtocol: AnyObject {}\n"))
        for order in [
            "    let other: ShopRouter?\n    let shop: ShopRouterProtocol\n",
            "    let shop: ShopRouterProtocol\n    let other: ShopRouter?\n",
        ] {
            let promo = SourceFile(
                path: "App/Features/Item/View/Parts/PromoCard.swift",
                text: "import SwiftUI\n\nstruct PromoCard: View {\n\(order)    var body: some View { Text(\"Promo\") }\n}\n")
            let found = LintEngine().findingLines(files + [promo])
            #expect(found.contains("App/Features/Main/CartTab.swift:5 view-references-router"), "\(found)")
            #expect(!found.contains { $0.hasPrefix("App/Features/Item/View/Parts/PromoCard.swift") }, "\(found)")
        }
    }
}
