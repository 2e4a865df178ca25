// Created by viperc from posts/Posts.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class PostsDefaultPresenter {
    private weak var view: PostsView?
    private let interactor: PostsInteractor
    private let router: PostsRouter
    private let session: Session

    init(view: PostsView, interactor: PostsInteractor, router: PostsRouter, session: Session) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.session = session
    }
}

// MARK: - PostsPresenter

extension PostsDefaultPresenter: PostsPresenter {
    var title: String {
        fatalError("'title' is not implemented yet")
    }

    func viewDidAppear() {}

    func refresh() {}

    func signOut() {}

    func composeTapped() {}
}

// MARK: - NewPostDelegate

extension PostsDefaultPresenter: NewPostDelegate {
    func newPostDidFinish(_ post: Post?) {}
}
