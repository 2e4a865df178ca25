// Created by viperc from posts/NewPost.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class NewPostDefaultInteractor {
    private let postsClient: PostsClient
    private let session: Session

    init(postsClient: PostsClient, session: Session) {
        self.postsClient = postsClient
        self.session = session
    }
}

// MARK: - NewPostInteractor

extension NewPostDefaultInteractor: NewPostInteractor {
    func send(title: String, body: String) async throws -> Post {
        fatalError("'send' is not implemented yet")
    }
}
