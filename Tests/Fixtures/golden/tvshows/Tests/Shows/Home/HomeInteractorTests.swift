// Created by viperc from tvshows/Home.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Testing
import Foundation

/// The interactor of Home, with mocks of its neighbours.
@MainActor struct HomeInteractorTests {
    let userService = HomeTestUserService()
    let showService = HomeTestShowService()
    let interactor: HomeInteractor

    init() {
        interactor = HomeInteractor(userService: userService, showService: showService)
    }

    @Test func getShows() async throws {
        interactor.getShows({ @Sendable _ in })
        withKnownIssue("waiting for the team's assertion on 'getShows(_:)'") {
            Issue.record("write what 'getShows(_:)' should do, then remove this")
        }
    }

    @Test func logout() async throws {
        interactor.logout()
        withKnownIssue("waiting for the team's assertion on 'logout()'") {
            Issue.record("write what 'logout()' should do, then remove this")
        }
    }
}

// A stand-in for 'UserService' in these tests: give it the members 'UserService' requires,
// or replace it with the double your tests already use.

final class HomeTestUserService: UserService, Sendable {}

// A stand-in for 'ShowService' in these tests: give it the members 'ShowService' requires,
// or replace it with the double your tests already use.

final class HomeTestShowService: ShowService, Sendable {}
