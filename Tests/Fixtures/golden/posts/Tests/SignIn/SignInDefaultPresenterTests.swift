// Created by viperc from posts/SignIn.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Testing
import Foundation

/// The presenter of SignIn, with mocks of its neighbours.
@MainActor struct SignInDefaultPresenterTests {
    let view = SignInViewMock()
    let interactor = SignInInteractorMock()
    let router = SignInRouterMock()
    let presenter: SignInDefaultPresenter

    init() {
        presenter = SignInDefaultPresenter(view: view, interactor: interactor, router: router)
    }

    @Test func signIn() async throws {
        presenter.signIn(username: "username", password: "password")
        // The router mock records navigation, for example:
        // #expect(router.showPostsCallCount == 1)  // when this opens 'Posts'
        withKnownIssue("waiting for the team's assertion on 'signIn(username:password:)'") {
            Issue.record("write what 'signIn(username:password:)' should do, then remove this")
        }
    }
}
