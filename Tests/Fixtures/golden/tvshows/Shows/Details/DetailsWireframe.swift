// Created by viperc from tvshows/Details.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class DetailsWireframe: BaseWireframe<DetailsViewController> {
    let dependencies: ModuleDependencies

    /// Creates the Details module and wires its components together.
    init(id: String, dependencies: ModuleDependencies) {
        self.dependencies = dependencies
        let moduleViewController = DetailsViewController()
        super.init(viewController: moduleViewController)
        let interactor = DetailsInteractor(showService: dependencies.showService)
        let formatter = DetailsFormatter()
        let presenter = DetailsPresenter(view: moduleViewController, interactor: interactor, wireframe: self, formatter: formatter, id: id)
        moduleViewController.presenter = presenter
    }
}

// MARK: - DetailsWireframeInterface

extension DetailsWireframe: DetailsWireframeInterface {}
