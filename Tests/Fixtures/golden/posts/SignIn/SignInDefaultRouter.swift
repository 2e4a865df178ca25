// Created by viperc from posts/SignIn.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class SignInDefaultRouter {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }
}

// MARK: - SignInRouter

extension SignInDefaultRouter: SignInRouter {
    func showPosts(session: Session) {
        // TODO: make 'Posts' the window's root view controller.
    }
}
