// Created by viperc from articles/Articles.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class ArticlesWireframe {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    /// Creates the Articles module and wires its components together.
    static func makeModule(articlesRepository: ArticlesRepository) -> UIViewController {
        let view = ArticlesViewController()
        let interactor = ArticlesInteractor(articlesRepository: articlesRepository)
        let wireframe = ArticlesWireframe(viewController: view)
        let presenter = ArticlesPresenter(view: view, interactor: interactor, wireframe: wireframe)
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}

// MARK: - ArticlesWireframeInput

extension ArticlesWireframe: ArticlesWireframeInput {
    func presentArticleDetails(articleID: UUID) {
        // TODO: push 'ArticleDetails' onto viewController?.navigationController.
    }
}
