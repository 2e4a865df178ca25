// Created by viperc from posts/NewPost.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class NewPostDefaultRouter {
    weak var viewController: UIViewController?
    weak var presenter: NewPostPresenter?
    let dependencies: ModuleDependencies
    private weak var delegate: NewPostDelegate?

    init(viewController: UIViewController, dependencies: ModuleDependencies, delegate: NewPostDelegate) {
        self.viewController = viewController
        self.dependencies = dependencies
        self.delegate = delegate
    }
}

// MARK: - NewPostRouter

extension NewPostDefaultRouter: NewPostRouter {
    func finish(with post: Post?) {}
}
