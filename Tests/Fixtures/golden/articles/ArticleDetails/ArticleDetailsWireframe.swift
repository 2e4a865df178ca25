// Created by viperc from articles/ArticleDetails.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class ArticleDetailsWireframe {
    weak var viewController: UIViewController?
    let dependencies: ModuleDependencies

    init(viewController: UIViewController, dependencies: ModuleDependencies) {
        self.viewController = viewController
        self.dependencies = dependencies
    }

    /// Creates the ArticleDetails module and wires its components together.
    static func makeModule(articleID: UUID, dependencies: ModuleDependencies) -> UIViewController {
        let view = ArticleDetailsViewController()
        let interactor = ArticleDetailsInteractor(articlesRepository: dependencies.articlesRepository)
        let wireframe = ArticleDetailsWireframe(viewController: view, dependencies: dependencies)
        let presenter = ArticleDetailsPresenter(userInterface: view, interactor: interactor, wireframe: wireframe, articleID: articleID)
        view.eventHandler = presenter
        interactor.output = presenter
        return view
    }
}

// MARK: - ArticleDetailsWireframeInput

extension ArticleDetailsWireframe: ArticleDetailsWireframeInput {
    func presentShareSheet(for url: URL) {}
}
