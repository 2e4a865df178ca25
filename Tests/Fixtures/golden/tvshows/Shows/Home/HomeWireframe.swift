// Created by viperc from tvshows/Home.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class HomeWireframe: BaseWireframe<HomeViewController> {
    let dependencies: ModuleDependencies

    /// Creates the Home module and wires its components together.
    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
        let moduleViewController = HomeViewController()
        super.init(viewController: moduleViewController)
        let interactor = HomeInteractor(userService: dependencies.userService, showService: dependencies.showService)
        let presenter = HomePresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - HomeWireframeInterface

extension HomeWireframe: HomeWireframeInterface {
    func showAlert(with title: String?, message: String?) {}
}
