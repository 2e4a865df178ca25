// Created by viperc from articles/ArticleDetails.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class ArticleDetailsWireframe {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Creates the ArticleDetails module and wires its components together.
    static func makeModule(articleID: UUID, articlesRepository: ArticlesRepository) -> UIViewController {
        let view = ArticleDetailsViewController()
        let interactor = ArticleDetailsInteractor(articlesRepository: articlesRepository)
        let wireframe = ArticleDetailsWireframe(viewController: view)
        let presenter = ArticleDetailsPresenter(view: view, interactor: interactor, wireframe: wireframe, articleID: articleID)
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}

// MARK: - ArticleDetailsWireframeInput

extension ArticleDetailsWireframe: ArticleDetailsWireframeInput {
    func presentShareSheet(for url: URL) {}

    func dismissDetails() {
        // TODO: dismiss viewController.
    }
}
