// Created by viperc from posts/Posts.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class PostsDefaultInteractor {
    private let postsClient: PostsClient

    init(postsClient: PostsClient) {
        self.postsClient = postsClient
    }
}

// MARK: - PostsInteractor

extension PostsDefaultInteractor: PostsInteractor {
    func posts(for session: Session) async throws -> [Post] {
        fatalError("'posts' is not implemented yet")
    }
}
