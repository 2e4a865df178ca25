// Created by viperc from tvshows/Login.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class LoginWireframe: BaseWireframe<LoginViewController> {
    let dependencies: ModuleDependencies

    /// Creates the Login module and wires its components together.
    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
        let moduleViewController = LoginViewController()
        super.init(viewController: moduleViewController)
        let interactor = LoginInteractor(userService: dependencies.userService)
        let presenter = LoginPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - LoginWireframeInterface

extension LoginWireframe: LoginWireframeInterface {
    func showAlert(with title: String?, message: String?) {}
}
