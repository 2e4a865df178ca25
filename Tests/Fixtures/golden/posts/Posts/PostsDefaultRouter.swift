// Created by viperc from posts/Posts.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class PostsDefaultRouter {
    weak var viewController: UIViewController?
    weak var presenter: PostsPresenter?
    let dependencies: ModuleDependencies

    init(viewController: UIViewController, dependencies: ModuleDependencies) {
        self.viewController = viewController
        self.dependencies = dependencies
    }
}

// MARK: - PostsRouter

extension PostsDefaultRouter: PostsRouter {}
