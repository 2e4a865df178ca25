// Created by viperc from tvshows/Home.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class HomeWireframe {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Creates the Home module and wires its components together.
    static func makeModule(userService: UserService, showService: ShowService) -> UIViewController {
        let view = HomeViewController()
        let interactor = HomeInteractor(userService: userService, showService: showService)
        let wireframe = HomeWireframe(viewController: view)
        let presenter = HomePresenter(view: view, interactor: interactor, wireframe: wireframe)
        view.presenter = presenter
        return view
    }
}

// MARK: - HomeWireframeInterface

extension HomeWireframe: HomeWireframeInterface {
    func showAlert(with title: String?, message: String?) {}

    func navigateToLogin() {
        // TODO: make 'Login' the window's root view controller.
    }

    func navigateToShowDetails(id: String) {
        // TODO: push 'Details' onto viewController?.navigationController.
    }
}
