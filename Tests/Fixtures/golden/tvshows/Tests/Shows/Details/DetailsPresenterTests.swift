// Created by viperc from tvshows/Details.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Testing
import Foundation

/// The presenter of Details, with mocks of its neighbours.
@MainActor struct DetailsPresenterTests {
    let view = DetailsViewInterfaceMock()
    let interactor = DetailsInteractorInterfaceMock()
    let wireframe = DetailsWireframeInterfaceMock()
    let formatter = DetailsFormatterInterfaceMock()
    let presenter: DetailsPresenter

    init() {
        presenter = DetailsPresenter(view: view, interactor: interactor, wireframe: wireframe, formatter: formatter, id: "id")
    }

    @Test func viewDidLoad() async throws {
        presenter.viewDidLoad()
        // The router mock records navigation, for example:
        // #expect(wireframe.navigateBackCallCount == 1)  // when this opens 'the previous screen'
        withKnownIssue("waiting for the team's assertion on 'viewDidLoad()'") {
            Issue.record("write what 'viewDidLoad()' should do, then remove this")
        }
    }

    @Test func episode() async throws {
        // Once 'episode' is written (its skeleton stops with fatalError until then):
        // let result = presenter.episode(at: 861)
        // The router mock records navigation, for example:
        // #expect(wireframe.navigateBackCallCount == 1)  // when this opens 'the previous screen'
        withKnownIssue("waiting for the team's assertion on 'episode(at:)'") {
            Issue.record("write what 'episode(at:)' should do, then remove this")
        }
    }

    @Test func backTapped() async throws {
        presenter.backTapped()
        // The router mock records navigation, for example:
        // #expect(wireframe.navigateBackCallCount == 1)  // when this opens 'the previous screen'
        withKnownIssue("waiting for the team's assertion on 'backTapped()'") {
            Issue.record("write what 'backTapped()' should do, then remove this")
        }
    }
}
