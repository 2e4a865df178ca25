// Created by viperc from posts/NewPost.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Testing
import Foundation

/// The presenter of NewPost, with mocks of its neighbours.
@MainActor struct NewPostDefaultPresenterTests {
    let view = NewPostViewMock()
    let interactor = NewPostInteractorMock()
    let router = NewPostRouterMock()
    let presenter: NewPostDefaultPresenter

    init() {
        presenter = NewPostDefaultPresenter(view: view, interactor: interactor, router: router)
    }

    @Test func textChanged() async throws {
        presenter.textChanged(to: "text")
        // The router mock records navigation, for example:
        // #expect(router.closeCallCount == 1)  // when this opens 'the previous screen'
        withKnownIssue("waiting for the team's assertion on 'textChanged(to:)'") {
            Issue.record("write what 'textChanged(to:)' should do, then remove this")
        }
    }

    @Test func sendTapped() async throws {
        presenter.sendTapped()
        // The router mock records navigation, for example:
        // #expect(router.closeCallCount == 1)  // when this opens 'the previous screen'
        withKnownIssue("waiting for the team's assertion on 'sendTapped()'") {
            Issue.record("write what 'sendTapped()' should do, then remove this")
        }
    }

    @Test func cancelTapped() async throws {
        presenter.cancelTapped()
        // The router mock records navigation, for example:
        // #expect(router.closeCallCount == 1)  // when this opens 'the previous screen'
        withKnownIssue("waiting for the team's assertion on 'cancelTapped()'") {
            Issue.record("write what 'cancelTapped()' should do, then remove this")
        }
    }
}
