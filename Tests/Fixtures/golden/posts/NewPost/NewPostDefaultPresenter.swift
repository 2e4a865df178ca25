// Created by viperc from posts/NewPost.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class NewPostDefaultPresenter {
    private weak var view: NewPostView?
    private let interactor: NewPostInteractor
    private let router: NewPostRouter

    init(view: NewPostView, interactor: NewPostInteractor, router: NewPostRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - NewPostPresenter

extension NewPostDefaultPresenter: NewPostPresenter {
    func textChanged(to text: String) {}

    func sendTapped() {}

    func cancelTapped() {}
}
