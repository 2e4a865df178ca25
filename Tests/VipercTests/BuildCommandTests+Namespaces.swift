import Foundation
import TestSupport
import Testing

/// A module's `namespace:`: its components are nested types of one namespace viperc declares
/// (`CatalogScene.Presenter`), each skeleton declared inside an extension of it.
extension BuildCommandTests {
    /// The runtime shop with four namespaced modules (Tests/Fixtures/runtime-namespaces).
    func namespacedShop() throws -> String {
        let folder = try scratch()
        try Golden.copyFixtures(["runtime", "runtime-namespaces"], into: folder + "/shop")
        return folder
    }

    /// The namespace is declared once, the types inside it, the tests named without the dot;
    /// skeletons, tests and mocks typecheck.
    @Test func namespacedModulesBuildAndTypecheck() throws {
        let folder = try namespacedShop()
        let build = try viperc(["build", "shop", "--output", "out", "--skeletons", "--tests", "--verify", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
        let interfaces = contents(folder + "/out/Catalog/CatalogInterfaces.swift") ?? ""
        #expect(interfaces.contains("\nenum CatalogScene {}\n"), Comment(rawValue: interfaces))
        let presenter = contents(folder + "/out/Login/LoginFlow.Presenter.swift") ?? ""
        #expect(presenter.contains("\nextension LoginFlow {\n    @MainActor final class Presenter {\n"), Comment(rawValue: presenter))
        #expect(presenter.contains("\nextension LoginFlow.Presenter: LoginPresenterInterface {"), Comment(rawValue: presenter))
        #expect(contents(folder + "/out/Login/LoginFlow.Router.swift") != nil)
        let test = contents(folder + "/out/Tests/Login/LoginFlowPresenterTests.swift") ?? ""
        #expect(test.contains("struct LoginFlowPresenterTests {"), Comment(rawValue: test))
        // Other modules open it by its nested name.
        let routes = contents(folder + "/out/Catalog/CatalogRoutes.swift") ?? ""
        #expect(routes.contains("LoginFlow.Router(dependencies: dependencies)"), Comment(rawValue: routes))
    }

    /// Without `--skeletons`, `--verify` declares stand-ins for the nested wireframes the routes
    /// open, inside their namespaces.
    @Test func namespacedModulesVerifyWithoutSkeletons() throws {
        let folder = try namespacedShop()
        let build = try viperc(["build", "shop", "--output", "out", "--verify", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
    }
}
