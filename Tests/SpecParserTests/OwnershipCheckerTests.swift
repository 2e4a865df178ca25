import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

/// The ownership checker on small modules, counting raw diagnostics (the printed list drops
/// exact repeats, which would hide a finding reported twice).
struct OwnershipCheckerTests {
    /// Every diagnostic the validator emits for one module spec, unsorted and with repeats.
    static func diagnostics(_ spec: String) throws -> [Diagnostic] {
        let folder = try Golden.temporaryFolder()
        try spec.write(toFile: folder + "/Home.viper.yaml", atomically: true, encoding: .utf8)
        let engine = DiagnosticEngine()
        for project in SpecLoader.load(folder: folder, engine: engine) {
            Validator.validate(project, engine: engine)
        }
        return engine.diagnostics
    }

    static func ids(_ spec: String) throws -> [String] {
        try diagnostics(spec).map(\.id)
    }

    @Test func anUnownedOutputIsSafeWhenItsHolderDiesWithIt() throws {
        // The presenter holds the interactor; without the presenter nothing keeps the
        // interactor alive, so the interactor never outlives its unowned output.
        let ids = try Self.ids(
            """
            module: Home
            view: {}
            presenter: {}
            interactor:
              output: {}
            references:
              interactor.output: unowned
            """)
        #expect(ids.isEmpty, "\(ids)")
    }

    /// A module without a view lives while its opener keeps its presenter: what the presenter
    /// holds strongly is owned, and nothing else is.
    @Test func aModuleWithoutAViewIsOwnedThroughItsPresenter() throws {
        let owned = try Self.ids(
            """
            module: Home
            view: none
            presenter: {}
            interactor: {}
            wireframe: {}
            """)
        #expect(owned.isEmpty, "\(owned)")
        let loose = try Self.diagnostics(
            """
            module: Home
            view: none
            presenter: {}
            interactor: {}
            references:
              presenter.interactor: weak
            """)
        #expect(loose.map(\.id) == ["no-owner"], "\(loose)")
        #expect(loose.first?.message.contains("'HomeInteractor'") == true, "\(loose)")
    }

    @Test func anUnownedReferenceThatABypassOutlivesIsReported() throws {
        // The view keeps the formatter alive without the presenter (the invalid/unsafe-unowned
        // fixture prints the whole message).
        let ids = try Self.ids(
            """
            module: Home
            view: {}
            presenter: {}
            formatter: {}
            references:
              view.formatter: strong
              formatter.presenter: unowned
            """)
        #expect(ids == ["unsafe-unowned"])
    }

    @Test func aCycleOfTwoExplicitStrongReferencesIsReportedOnce() throws {
        let found = try Self.diagnostics(
            """
            module: Home
            view: {}
            presenter: {}
            references:
              presenter.view: strong
              view.presenter: strong
            """)
        #expect(found.map(\.id) == ["strong-cycle"])
    }

    @Test func aCycleOfThreeIsReportedOnce() throws {
        let found = try Self.diagnostics(
            """
            module: Home
            view: {}
            presenter: {}
            interactor:
              output: {}
            references:
              interactor.output: strong
              presenter.view: strong
            """)
        // view -> presenter -> interactor -> presenter and presenter -> view -> presenter: two
        // elementary cycles, each once.
        #expect(found.filter { $0.id == "strong-cycle" }.count == 2, "\(found.map(\.message))")
        #expect(Set(found.map(\.message)).count == found.count)
    }

    @Test func aComponentNobodyHoldsIsReported() throws {
        let ids = try Self.ids(
            """
            module: Home
            view: {}
            presenter: {}
            references:
              view.presenter: weak
            """)
        #expect(ids == ["no-owner"])
    }

    @Test func unownedIsNeverAnOwner() throws {
        let found = try Self.diagnostics(
            """
            module: Home
            view: {}
            presenter: {}
            interactor: {}
            references:
              presenter.interactor: unowned
            """)
        #expect(found.map(\.id) == ["no-owner"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("'HomeInteractor'") == true)
    }
}
