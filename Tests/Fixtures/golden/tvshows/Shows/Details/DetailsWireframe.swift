// Created by viperc from tvshows/Details.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class DetailsWireframe {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Creates the Details module and wires its components together.
    static func makeModule(id: String, showService: ShowService) -> UIViewController {
        let view = DetailsViewController()
        let interactor = DetailsInteractor(showService: showService)
        let formatter = DetailsFormatter()
        let wireframe = DetailsWireframe(viewController: view)
        let presenter = DetailsPresenter(view: view, interactor: interactor, wireframe: wireframe, formatter: formatter, id: id)
        view.presenter = presenter
        return view
    }
}

// MARK: - DetailsWireframeInterface

extension DetailsWireframe: DetailsWireframeInterface {
    func navigateBack() {
        // TODO: dismiss viewController.
    }
}
