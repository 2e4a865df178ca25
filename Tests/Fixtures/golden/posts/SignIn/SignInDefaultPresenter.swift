// Created by viperc from posts/SignIn.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class SignInDefaultPresenter {
    private weak var view: SignInView?
    private let interactor: SignInInteractor
    private let router: SignInRouter

    init(view: SignInView, interactor: SignInInteractor, router: SignInRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - SignInPresenter

extension SignInDefaultPresenter: SignInPresenter {
    func signIn(username: String, password: String) {}
}
