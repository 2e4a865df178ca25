// Created by viperc from tvshows/Login.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class LoginPresenter {
    private unowned let view: LoginViewInterface
    private let interactor: LoginInteractorInterface
    private let wireframe: LoginWireframeInterface

    init(view: LoginViewInterface, interactor: LoginInteractorInterface, wireframe: LoginWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - LoginPresenterInterface

extension LoginPresenter: LoginPresenterInterface {
    func emailChanged(to email: String) {}

    func passwordChanged(to password: String) {}

    func loginTapped() {}

    func registerTapped() {}
}
