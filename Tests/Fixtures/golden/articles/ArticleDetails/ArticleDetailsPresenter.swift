// Created by viperc from articles/ArticleDetails.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class ArticleDetailsPresenter {
    private weak var userInterface: ArticleDetailsViewInterface?
    private let interactor: ArticleDetailsInteractorInput
    private let wireframe: ArticleDetailsWireframeInput
    private let articleID: UUID

    init(userInterface: ArticleDetailsViewInterface, interactor: ArticleDetailsInteractorInput, wireframe: ArticleDetailsWireframeInput, articleID: UUID) {
        self.userInterface = userInterface
        self.interactor = interactor
        self.wireframe = wireframe
        self.articleID = articleID
    }
}

// MARK: - ArticleDetailsModuleInterface

extension ArticleDetailsPresenter: ArticleDetailsModuleInterface {
    func updateView() {}

    func share() {}
}

// MARK: - ArticleDetailsInteractorOutput

extension ArticleDetailsPresenter: ArticleDetailsInteractorOutput {
    func found(article: Article) {}
}
