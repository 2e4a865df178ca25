// Created by viperc from posts/SignIn.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class SignInDefaultRouter {
    weak var viewController: UIViewController?
    weak var presenter: SignInPresenter?
    let dependencies: ModuleDependencies

    init(viewController: UIViewController, dependencies: ModuleDependencies) {
        self.viewController = viewController
        self.dependencies = dependencies
    }
}

// MARK: - SignInRouter

extension SignInDefaultRouter: SignInRouter {}
