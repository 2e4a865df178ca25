// Created by viperc from posts/NewPost.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Testing
import Foundation

/// The interactor of NewPost, with mocks of its neighbours.
@MainActor struct NewPostDefaultInteractorTests {
    let postsClient = NewPostTestPostsClient()
    let interactor: NewPostDefaultInteractor

    init() {
        interactor = NewPostDefaultInteractor(postsClient: postsClient, session: Session(userID: 749, token: "session.token"))
    }

    @Test func send() async throws {
        // Once 'send' is written (its skeleton stops with fatalError until then):
        // let result = try await interactor.send(title: "title", body: "body")
        withKnownIssue("waiting for the team's assertion on 'send(title:body:)'") {
            Issue.record("write what 'send(title:body:)' should do, then remove this")
        }
    }
}

// A stand-in for 'PostsClient' in these tests: give it the members 'PostsClient' requires,
// or replace it with the double your tests already use.

final class NewPostTestPostsClient: PostsClient, Sendable {}
