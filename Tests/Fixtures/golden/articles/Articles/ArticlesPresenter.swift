// Created by viperc from articles/Articles.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class ArticlesPresenter {
    private weak var userInterface: ArticlesViewInterface?
    private let interactor: ArticlesInteractorInput
    private let wireframe: ArticlesWireframeInput

    init(userInterface: ArticlesViewInterface, interactor: ArticlesInteractorInput, wireframe: ArticlesWireframeInput) {
        self.userInterface = userInterface
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - ArticlesModuleInterface

extension ArticlesPresenter: ArticlesModuleInterface {
    func updateView() {}

    func selectArticle(at index: Int) {}
}

// MARK: - ArticlesInteractorOutput

extension ArticlesPresenter: ArticlesInteractorOutput {
    func foundArticles(_ articles: [ArticleSummary]) {}

    func failedToFindArticles(_ error: Error) {}
}
