// Created by viperc from tvshows/Login.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class LoginWireframe {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Creates the Login module and wires its components together.
    static func makeModule(userService: UserService) -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(userService: userService)
        let wireframe = LoginWireframe(viewController: view)
        let presenter = LoginPresenter(view: view, interactor: interactor, wireframe: wireframe)
        view.presenter = presenter
        return view
    }
}

// MARK: - LoginWireframeInterface

extension LoginWireframe: LoginWireframeInterface {
    func showAlert(with title: String?, message: String?) {}

    func navigateToHome() {
        // TODO: make 'Home' the window's root view controller.
    }
}
