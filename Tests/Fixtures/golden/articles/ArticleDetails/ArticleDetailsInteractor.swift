// Created by viperc from articles/ArticleDetails.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class ArticleDetailsInteractor {
    weak var output: ArticleDetailsInteractorOutput?
    private let articlesRepository: ArticlesRepository

    init(articlesRepository: ArticlesRepository) {
        self.articlesRepository = articlesRepository
    }
}

// MARK: - ArticleDetailsInteractorInput

extension ArticleDetailsInteractor: ArticleDetailsInteractorInput {
    func findArticle(id: UUID) {}
}
