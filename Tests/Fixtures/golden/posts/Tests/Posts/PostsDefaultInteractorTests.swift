// Created by viperc from posts/Posts.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Testing
import Foundation

/// The interactor of Posts, with mocks of its neighbours.
@MainActor struct PostsDefaultInteractorTests {
    let postsClient = PostsTestPostsClient()
    let interactor: PostsDefaultInteractor

    init() {
        interactor = PostsDefaultInteractor(postsClient: postsClient)
    }

    @Test func posts() async throws {
        // Once 'posts' is written (its skeleton stops with fatalError until then):
        // let result = try await interactor.posts(for: Session(userID: 749, token: "session.token"))
        withKnownIssue("waiting for the team's assertion on 'posts(for:)'") {
            Issue.record("write what 'posts(for:)' should do, then remove this")
        }
    }
}

// A stand-in for 'PostsClient' in these tests: give it the members 'PostsClient' requires,
// or replace it with the double your tests already use.

final class PostsTestPostsClient: PostsClient, Sendable {}
