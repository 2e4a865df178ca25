import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// A SwiftUI screen whose router is a value the view makes in its body: the presenter keeps no
/// router, and a value needs no owner, so the convention's `presenter.wireframe: strong` asks
/// the code for nothing. A router class kept by nobody still is a missing reference. A small
/// app that names no file of the corpus.
struct ValueRouterDriftTests {
    static func drift(
        routerKind: String, spec: String = "", interactor: String = "final class CartInteractor",
        presenterHolds: String = "    var interactor: CartInteractor?\n",
        routerBody: String = "    let showsCheckout: Bool\n    init(showsCheckout: Bool) { self.showsCheckout = showsCheckout }\n"
    ) throws -> [String] {
        let config = """
            convention: role-named
            naming:
              types:
                builder: "{Module}Builder"
                interactor: "{Module}Interactor"
                presenter: "{Module}Presenter"
                wireframe: "{Module}Router"
                view: "{Module}View"

            """
        let sources = [
            SourceFile(
                path: "App/Cart/CartInteractor.swift",
                text: "import Foundation\n\n\(interactor) {\n    func items() -> [String] { [] }\n}\n"),
            SourceFile(
                path: "App/Cart/CartPresenter.swift",
                text:
                    "import Combine\n\nfinal class CartPresenter: ObservableObject {\n\(presenterHolds)    @Published var showsCheckout = false\n}\n"
            ),
            SourceFile(
                path: "App/Cart/CartRouter.swift",
                text:
                    "import SwiftUI\n\n\(routerKind) CartRouter {\n\(routerBody)}\n"
            ),
            SourceFile(
                path: "App/Cart/CartView.swift",
                text:
                    "import SwiftUI\n\nstruct CartView: View {\n    @ObservedObject var presenter: CartPresenter\n    var body: some View {\n        let router = CartRouter(showsCheckout: presenter.showsCheckout)\n        return Text(router.showsCheckout ? \"checkout\" : \"cart\")\n    }\n}\n"
            ),
            SourceFile(
                path: "App/Cart/CartBuilder.swift",
                text:
                    "import SwiftUI\n\nenum CartBuilder {\n    static func build() -> CartView {\n        let presenter = CartPresenter()\n        _ = CartInteractor()\n        return CartView(presenter: presenter)\n    }\n}\n"
            ),
        ]
        return try SpecFolder.drift(
            config: config,
            specs: ["Cart.viper.yaml": "module: Cart\nview:\n  kind: swiftui\npresenter:\ninteractor:\nwireframe:\nbuilder:\n\(spec)"],
            sources: sources, lines: false)
    }

    /// Before: 'CartPresenter' holds no router but the spec makes 'presenter.wireframe' strong.
    @Test func aValueRouterNeedsNoOwner() throws {
        let findings = try Self.drift(routerKind: "struct")
        #expect(!findings.contains("App/Cart/CartPresenter.swift drift-missing-reference"), "\(findings)")
    }

    /// A router object that nothing keeps is freed at once: the spec's owner is missing.
    @Test func aRouterClassKeptByNobodyIsMissing() throws {
        let findings = try Self.drift(routerKind: "final class")
        #expect(findings.contains("App/Cart/CartPresenter.swift drift-missing-reference"), "\(findings)")
    }

    /// A router class of static methods only (`static func assembleModules() -> AnyView`) is
    /// never made, so nothing has to keep it alive either. Before: 'CartPresenter' holds no
    /// router.
    @Test func aRouterOfStaticMethodsNeedsNoOwner() throws {
        let findings = try Self.drift(
            routerKind: "final class",
            routerBody: "    static var presenter: CartPresenter?\n    static func assembleModules() -> CartView { CartBuilder.build() }\n")
        #expect(!findings.contains("App/Cart/CartPresenter.swift drift-missing-reference"), "\(findings)")
    }

    /// `private init() {}` closes such a class to instances: still a namespace. A router
    /// with an initializer others may call is made, and needs its owner.
    @Test func aPrivateInitializerKeepsARouterStatic() throws {
        let closed = try Self.drift(
            routerKind: "final class",
            routerBody: "    private init() {}\n    static func assembleModules() -> CartView { CartBuilder.build() }\n")
        #expect(!closed.contains("App/Cart/CartPresenter.swift drift-missing-reference"), "\(closed)")
        let open = try Self.drift(
            routerKind: "final class",
            routerBody: "    init() {}\n    static func assembleModules() -> CartView { CartBuilder.build() }\n")
        #expect(open.contains("App/Cart/CartPresenter.swift drift-missing-reference"), "\(open)")
    }

    /// A strong reference the spec writes out is a demand, value or not.
    @Test func aWrittenReferenceStillCounts() throws {
        let findings = try Self.drift(routerKind: "struct", spec: "references:\n  presenter.wireframe: strong\n")
        #expect(findings.contains("App/Cart/CartPresenter.swift drift-missing-reference"), "\(findings)")
    }

    /// Only a router: a presenter that keeps no interactor cannot reach it, value or not.
    @Test func aValueInteractorNobodyHoldsIsMissing() throws {
        let findings = try Self.drift(routerKind: "struct", interactor: "struct CartInteractor", presenterHolds: "")
        #expect(findings.contains("App/Cart/CartPresenter.swift drift-missing-reference"), "\(findings)")
    }
}
