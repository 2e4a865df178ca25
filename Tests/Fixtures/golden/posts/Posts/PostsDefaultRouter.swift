// Created by viperc from posts/Posts.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class PostsDefaultRouter {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }
}

// MARK: - PostsRouter

extension PostsDefaultRouter: PostsRouter {
    func showSignIn() {
        // TODO: make 'SignIn' the window's root view controller.
    }
}
