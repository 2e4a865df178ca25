// Created by viperc from articles/Articles.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class ArticlesWireframe {
    weak var viewController: UIViewController?
    let dependencies: ModuleDependencies

    init(viewController: UIViewController, dependencies: ModuleDependencies) {
        self.viewController = viewController
        self.dependencies = dependencies
    }

    /// Creates the Articles module and wires its components together.
    static func makeModule(dependencies: ModuleDependencies) -> UIViewController {
        let view = ArticlesViewController()
        let interactor = ArticlesInteractor(articlesRepository: dependencies.articlesRepository)
        let wireframe = ArticlesWireframe(viewController: view, dependencies: dependencies)
        let presenter = ArticlesPresenter(userInterface: view, interactor: interactor, wireframe: wireframe)
        view.eventHandler = presenter
        interactor.output = presenter
        return view
    }
}

// MARK: - ArticlesWireframeInput

extension ArticlesWireframe: ArticlesWireframeInput {}
